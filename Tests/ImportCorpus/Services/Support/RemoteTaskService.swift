import RxSwift

/// The app's implementation, named otherwise than its service (the provider names it): import
/// leaves it alone, and the generated provider makes it; it works over either service layer, the
/// hand-written one or the one reactorgen generates from the imported spec.
final class RemoteTaskService: BaseService, TaskServiceType {
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
