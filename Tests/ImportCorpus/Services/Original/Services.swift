import Foundation
import RxSwift

// RxTodo's service layer, by hand: `reactorgen-import --services` makes a spec of it.
protocol ServiceProviderType: AnyObject {
  var taskService: TaskServiceType { get }
}

final class ServiceProvider: ServiceProviderType {
  lazy var taskService: TaskServiceType = RemoteTaskService(provider: self)

  init() {}
}

class BaseService {
  unowned let provider: ServiceProviderType

  init(provider: ServiceProviderType) {
    self.provider = provider
  }
}

enum TaskEvent {
  case create(String)
  case delete(index: Int)
}

protocol TaskServiceType {
  var event: PublishSubject<TaskEvent> { get }
  func fetchTasks() -> Observable<[String]>
  @discardableResult
  func create(title: String) -> Observable<String>
}
