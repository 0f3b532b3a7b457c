// Behaviour of the hand-written reactors (Original/) and of the ones regenerated from their
// import (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Derived

final class SignUpViewReactorTests: XCTestCase {
  func testTheFormIsValidOnceBothFieldsAreAfterEveryMutation() {
    let reactor = SignUpViewReactor()
    reactor.action.onNext(.updateName("  Ada "))
    XCTAssertFalse(reactor.currentState.isValid)
    reactor.action.onNext(.updateEmail("ADA@EXAMPLE.COM"))
    XCTAssertEqual(reactor.currentState.name, "Ada")
    XCTAssertEqual(reactor.currentState.email, "ada@example.com")
    XCTAssertTrue(reactor.currentState.isValid)
    reactor.action.onNext(.clear)
    XCTAssertFalse(reactor.currentState.isValid, "derived again after clear")
  }
}

final class QuotaViewReactorTests: XCTestCase {
  func testUseStopsAtTheLimit() {
    let reactor = QuotaViewReactor()
    for _ in 0..<5 { reactor.action.onNext(.use) }
    XCTAssertEqual(reactor.currentState.used, 3)
    reactor.action.onNext(.reset)
    reactor.action.onNext(.use)
    XCTAssertEqual(reactor.currentState.used, 1)
  }
}

final class SheetViewReactorTests: XCTestCase {
  func testTheCaseReadsItsOwnValueNamedState() {
    let reactor = SheetViewReactor()
    reactor.action.onNext(.show("Share"))
    XCTAssertTrue(reactor.currentState.sheet.0)
    XCTAssertEqual(reactor.currentState.sheet.1, "Share")
    reactor.action.onNext(.hide)
    XCTAssertFalse(reactor.currentState.sheet.0)
  }
}
