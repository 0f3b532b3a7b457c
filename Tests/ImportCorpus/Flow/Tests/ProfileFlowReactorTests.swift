// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Flow

final class ProfileFlowReactorTests: XCTestCase {
  func testRenameGreetsWithTheServiceMadeInInit() {
    let reactor = ProfileFlowReactor(greeting: "Hi")
    reactor.action.onNext(.rename("Ada"))
    XCTAssertEqual(reactor.currentState, ProfileFlowReactor.State(name: "Ada", greeting: "Hi, Ada"))
  }

  func testStatesAreComparedWhole() {
    let reactor = ProfileFlowReactor(greeting: "Hi")
    var seen: [ProfileFlowReactor.State] = []
    let subscription = reactor.state.distinctUntilChanged().subscribe(onNext: { seen.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.rename("Ada"))
    reactor.action.onNext(.nextPage)
    XCTAssertEqual(seen.map(\.name), ["", "Ada", "Ada"])
  }

  func testOpeningSettingsEmitsAStep() {
    let reactor = ProfileFlowReactor(greeting: "Hi")
    var steps: [String] = []
    let subscription = reactor.steps.subscribe(onNext: { steps.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.openSettings)
    XCTAssertEqual(steps, ["settings"])
  }

  func testPagingIsBookkeptOnTheReactor() {
    let reactor = ProfileFlowReactor(greeting: "Hi")
    reactor.action.onNext(.nextPage)
    reactor.action.onNext(.nextPage)
    XCTAssertEqual(reactor.page, 3)
  }

  func testActionsCompare() {
    XCTAssertEqual(ProfileFlowReactor.Action.rename("a"), .rename("a"))
    XCTAssertNotEqual(ProfileFlowReactor.Action.rename("a"), .openSettings)
  }
}
