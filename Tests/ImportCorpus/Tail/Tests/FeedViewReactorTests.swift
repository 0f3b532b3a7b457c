// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Tail

final class FeedViewReactorTests: XCTestCase {
  func testCasesThatFallOutOfTheSwitchDoTheirWorkAndChangeNothing() {
    let reactor = FeedViewReactor()
    reactor.action.onNext(.open(index: 1))
    XCTAssertEqual(reactor.requests, [], "nothing to open before the refresh: the guard leaves the case")
    reactor.action.onNext(.refresh)
    reactor.action.onNext(.open(index: 1))
    reactor.action.onNext(.share(-1))
    reactor.action.onNext(.share(2))
    reactor.action.onNext(.dismiss)
    XCTAssertEqual(reactor.requests, ["open b", "share 2"])
    XCTAssertEqual(reactor.currentState.items, ["a", "b", "c"])
  }
}

final class LogViewReactorTests: XCTestCase {
  func testEveryActionThatFallsOutEmitsTheSharedTail() {
    let reactor = LogViewReactor()
    reactor.action.onNext(.note("one"))
    reactor.action.onNext(.note(""))
    reactor.action.onNext(.skip)
    reactor.action.onNext(.clear)
    XCTAssertEqual(reactor.currentState.lines, [])
    XCTAssertEqual(reactor.currentState.touches, 2, "the empty note and the skip fell out to the tail")
    reactor.action.onNext(.note("two"))
    XCTAssertEqual(reactor.currentState.lines, ["two"])
    XCTAssertEqual(reactor.currentState.touches, 2)
  }
}

final class RouterViewReactorTests: XCTestCase {
  func testACaseReadsTheValueItBindsByTheParametersName() {
    let reactor = RouterViewReactor()
    reactor.action.onNext(.flow(.home))
    reactor.action.onNext(.flow(.detail(7)))
    XCTAssertEqual(reactor.currentState.path, ["home", "detail 7"])
    reactor.action.onNext(.reset)
    XCTAssertEqual(reactor.currentState.path, [])
  }
}

final class BoardViewReactorTests: XCTestCase {
  func testCasesThatDestructureATupleMoveItems() {
    let reactor = BoardViewReactor()
    reactor.action.onNext(.itemMoved((sourceIndex: 0, destinationIndex: 2)))
    XCTAssertEqual(reactor.currentState.items, ["b", "c", "a"])
    reactor.action.onNext(.itemMoved((sourceIndex: 1, destinationIndex: 1)))
    XCTAssertEqual(reactor.currentState.items, ["b", "c", "a"])
  }
}
