// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Template

final class WelcomeReactorTests: XCTestCase {
  func testNothingChangesYet() {
    let reactor = WelcomeReactor()
    var states: [Bool] = []
    let subscription = reactor.state.map(\.isLoading).subscribe(onNext: { states.append($0) })
    reactor.action.onNext(.viewDidLoad)
    reactor.action.onNext(.tapStart(animated: true))
    XCTAssertEqual(states, [false], "no action emits a mutation, so the state is never emitted again")
    subscription.dispose()
  }
}
