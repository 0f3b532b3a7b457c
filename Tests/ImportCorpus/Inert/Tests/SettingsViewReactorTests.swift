// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Inert

final class SettingsViewReactorTests: XCTestCase {
  func testActionsChangeNothing() {
    let reactor = SettingsViewReactor()
    var titles: [String] = []
    let subscription = reactor.state.subscribe(onNext: { titles.append($0.title) })
    defer { subscription.dispose() }
    reactor.action.onNext(.openLicenses)
    reactor.action.onNext(.toggleNotifications)
    XCTAssertEqual(titles, ["Settings"], "the initial state only: no action made a new one")
  }
}
