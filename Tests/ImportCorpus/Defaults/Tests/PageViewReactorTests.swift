// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import XCTest
@testable import Defaults

final class PageViewReactorTests: XCTestCase {
  func testTheDefaultsOfTheCasesStandForWhatIsLeftOut() {
    let reactor = PageViewReactor()
    reactor.action.onNext(.load())
    XCTAssertEqual(reactor.currentState.page, 1, "the action's default page")
    XCTAssertTrue(reactor.currentState.animated)
    reactor.action.onNext(.load(page: 3))
    XCTAssertEqual(reactor.currentState.page, 3)
    reactor.action.onNext(.reset)
    XCTAssertEqual(reactor.currentState.page, 0)
    XCTAssertFalse(reactor.currentState.animated, "the mutation's default animation")
  }
}
