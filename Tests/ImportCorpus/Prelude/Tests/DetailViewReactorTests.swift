// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Prelude

final class DetailViewReactorTests: XCTestCase {
  func testEveryChangeStartsWithTheErrorFlagCleared() {
    let reactor = DetailViewReactor()
    reactor.action.onNext(.fail("offline"))
    XCTAssertTrue(reactor.currentState.isErrorOccurred)
    XCTAssertEqual(reactor.currentState.error, "offline")
    reactor.action.onNext(.load)
    XCTAssertFalse(reactor.currentState.isErrorOccurred, "the prelude clears the flag before setTitle")
    XCTAssertEqual(reactor.currentState.title, "Loaded")
    XCTAssertEqual(reactor.currentState.error, "offline", "only the flag is cleared")
  }

  func testEveryActionIsLoggedBeforeItIsHandled() {
    let reactor = DetailViewReactor()
    reactor.action.onNext(.load)
    reactor.action.onNext(.fail("x"))
    XCTAssertEqual(reactor.requests, ["load", "fail(\"x\")"])
  }
}
