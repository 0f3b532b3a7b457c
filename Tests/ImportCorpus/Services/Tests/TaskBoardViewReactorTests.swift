// Behaviour of the hand-written board and service layer (Original/) and of what reactorgen
// generates from their import (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Services

final class TaskBoardViewReactorTests: XCTestCase {
  func testRefreshAndAnAdditionFromAnyScreenArriveThroughTheServiceEvent() {
    let provider = ServiceProvider()
    let reactor = TaskBoardViewReactor(provider: provider)
    reactor.action.onNext(.refresh)
    XCTAssertEqual(reactor.currentState.tasks, ["a", "b"])
    reactor.action.onNext(.add("c"))
    XCTAssertEqual(reactor.currentState.tasks, ["a", "b", "c"])
    provider.taskService.create(title: "d")
    XCTAssertEqual(reactor.currentState.tasks, ["a", "b", "c", "d"])
    provider.taskService.event.onNext(.delete(index: 0))
    XCTAssertEqual(reactor.currentState.tasks, ["b", "c", "d"])
  }
}
