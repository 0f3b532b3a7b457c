// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Refined

final class SettingsScreenReactorTests: XCTestCase {
  func testItIsAScreenReactorThatRoutesAndToggles() {
    let reactor = SettingsScreenReactor()
    let screen: any ScreenReactor = reactor
    reactor.action.onNext(.toggleSound)
    reactor.action.onNext(.openAbout)
    XCTAssertFalse(reactor.currentState.isSoundOn)
    XCTAssertEqual(screen.routes, ["about"])
  }
}
