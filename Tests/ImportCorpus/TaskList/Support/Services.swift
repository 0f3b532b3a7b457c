// The app's hand-written service layer (RxTodo's pattern); import leaves it alone.
import RxSwift

enum TaskEvent {
  case create(String)
  case delete(index: Int)
}

protocol TaskServiceType: AnyObject {
  var event: PublishSubject<TaskEvent> { get }
  func fetchTasks() -> Observable<[String]>
}

protocol ServiceProviderType: AnyObject {
  var taskService: TaskServiceType { get }
}

final class TaskService: TaskServiceType {
  let event = PublishSubject<TaskEvent>()
  var stored: [String]

  init(stored: [String]) {
    self.stored = stored
  }

  func fetchTasks() -> Observable<[String]> {
    .just(stored)
  }
}

final class ServiceProvider: ServiceProviderType {
  let taskService: TaskServiceType

  init(taskService: TaskServiceType) {
    self.taskService = taskService
  }
}
