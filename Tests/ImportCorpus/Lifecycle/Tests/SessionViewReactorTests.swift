// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Lifecycle

final class SessionViewReactorTests: XCTestCase {
  func testTheSessionOpensWhenMadeAndClosesWhenReleased() {
    let log = SessionLog()
    var reactor: SessionViewReactor? = SessionViewReactor(log: log)
    XCTAssertEqual(log.entries, ["open", "ready 0"], "init's defer ran as init ended, after the rest of it")
    reactor?.action.onNext(.ping)
    reactor?.action.onNext(.ping)
    XCTAssertEqual(reactor?.currentState.pings, 2)
    reactor = nil
    XCTAssertEqual(log.entries, ["open", "ready 0", "close"], "deinit ran once, as the reactor went")
  }
}
