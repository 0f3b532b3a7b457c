// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Prelude

final class StatusViewReactorTests: XCTestCase {
  func testEveryMutationStartsFromANewState() {
    let reactor = StatusViewReactor()
    reactor.action.onNext(.showIndicator)
    XCTAssertTrue(reactor.currentState.isLoading)
    reactor.action.onNext(.showError("offline"))
    XCTAssertEqual(reactor.currentState.error, "offline")
    XCTAssertFalse(reactor.currentState.isLoading, "the error starts from a new State, the spinner off")
    reactor.action.onNext(.showIndicator)
    XCTAssertNil(reactor.currentState.error, "and the spinner from a new State, the error gone")
  }
}
