// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Draft

final class DraftViewReactorTests: XCTestCase {
  func testEachModeStartsFromItsOwnState() {
    let blank = DraftViewReactor(mode: .blank).currentState
    XCTAssertEqual([blank.heading, blank.body], ["New draft", ""])
    let copy = DraftViewReactor(mode: .copy(of: "Hello")).currentState
    XCTAssertEqual([copy.heading, copy.body], ["Copy", "Hello"])
    XCTAssertFalse(copy.isClosed)
    XCTAssertEqual(copy.edits, 0)
  }

  func testTypingCountsEditsAndDiscardingCloses() {
    let reactor = DraftViewReactor(mode: .blank)
    reactor.action.onNext(.type("a"))
    reactor.action.onNext(.type("ab"))
    reactor.action.onNext(.discard)
    XCTAssertEqual(reactor.currentState.body, "ab")
    XCTAssertEqual(reactor.currentState.edits, 2)
    XCTAssertTrue(reactor.currentState.isClosed)
  }

  func testTheStatesOwnInitStillMakesAState() {
    let state = DraftViewReactor.State(heading: "H", body: "B")
    XCTAssertEqual(state.edits, 0)
  }
}
