import RxSwift

/// The app's implementation: import leaves it alone; it works over either service layer, the
/// hand-written one or the one reactorgen generates from the imported spec.
final class TaskService: BaseService, TaskServiceType {
  let event = PublishSubject<TaskEvent>()
  var stored = ["a", "b"]

  func fetchTasks() -> Observable<[String]> {
    .just(stored)
  }

  @discardableResult
  func create(title: String) -> Observable<String> {
    stored.append(title)
    event.onNext(.create(title))
    return .just(title)
  }
}
