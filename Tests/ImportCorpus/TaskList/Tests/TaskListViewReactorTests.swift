// Behaviour of the hand-written task list (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import TaskList

final class TaskListViewReactorTests: XCTestCase {
  private func makeReactor(tasks: [String] = ["a", "b"]) -> (TaskListViewReactor, TaskService) {
    let service = TaskService(stored: tasks)
    return (TaskListViewReactor(provider: ServiceProvider(taskService: service)), service)
  }

  func testRefreshShowsTheNewestFirst() {
    let (reactor, _) = makeReactor()
    reactor.action.onNext(.refresh)
    XCTAssertEqual(reactor.currentState.tasks, ["b", "a"])
  }

  func testToggleEditing() {
    let (reactor, _) = makeReactor()
    reactor.action.onNext(.toggleEditing)
    XCTAssertTrue(reactor.currentState.isEditing)
    reactor.action.onNext(.toggleEditing)
    XCTAssertFalse(reactor.currentState.isEditing)
  }

  func testAnotherScreensCreationArrivesThroughTheServiceEvent() {
    let (reactor, service) = makeReactor()
    reactor.action.onNext(.refresh)
    service.event.onNext(.create("c"))
    XCTAssertEqual(reactor.currentState.tasks, ["c", "b", "a"])
  }

  func testDeletingGoesThroughTheServiceEventAndIgnoresAMissingIndex() {
    let (reactor, _) = makeReactor()
    reactor.action.onNext(.refresh)
    reactor.action.onNext(.deleteTask(0))
    XCTAssertEqual(reactor.currentState.tasks, ["a"])
    reactor.action.onNext(.deleteTask(5))
    XCTAssertEqual(reactor.currentState.tasks, ["a"])
  }
}
