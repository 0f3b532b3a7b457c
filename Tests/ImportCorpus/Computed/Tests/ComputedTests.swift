// Behaviour of the hand-written reactors (Original/) and of the ones regenerated from their
// import (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Computed

final class InboxViewReactorTests: XCTestCase {
  func testTheComputedInitialStateIsWhereItStarts() {
    let reactor = InboxViewReactor()
    XCTAssertEqual(reactor.currentState.title, "Inbox")
    reactor.action.onNext(.rename("Later"))
    XCTAssertEqual(reactor.currentState.title, "Later")
  }
}

final class ComposeViewReactorTests: XCTestCase {
  func testEachBranchOfInitGivesItsInitialState() {
    XCTAssertEqual(ComposeViewReactor(draft: "Hi").currentState.text, "Hi")
    XCTAssertTrue(ComposeViewReactor(draft: "Hi").currentState.isDraft)
    XCTAssertEqual(ComposeViewReactor(draft: "").currentState.text, "")
    XCTAssertFalse(ComposeViewReactor(draft: nil).currentState.isDraft)
  }
}

final class StepperViewReactorTests: XCTestCase {
  func testATestStartsWhereItLikes() {
    XCTAssertEqual(StepperViewReactor().currentState.value, 0)
    let reactor = StepperViewReactor(initialState: .init(value: 41))
    reactor.action.onNext(.step)
    XCTAssertEqual(reactor.currentState.value, 42)
  }
}

final class GreeterViewReactorTests: XCTestCase {
  func testTheServiceTakenAsSomeGreetingGreets() {
    let reactor = GreeterViewReactor(greeting: PoliteGreeting())
    reactor.action.onNext(.greet("Ada"))
    XCTAssertEqual(reactor.currentState.text, "Hello, Ada.")
  }
}

final class TitledViewReactorTests: XCTestCase {
  func testInitsValueIsTheInitialStateNotTheDeclarations() {
    XCTAssertEqual(TitledViewReactor(title: "Home").currentState.title, "Home")
    XCTAssertEqual(TitledViewReactor(title: nil).currentState.title, "Untitled")
    let reactor = TitledViewReactor(title: nil)
    reactor.action.onNext(.add("Top"))
    XCTAssertEqual(reactor.currentState.sections, ["Top"])
  }
}

final class PickedViewReactorTests: XCTestCase {
  func testItStartsAtThePickedItemAndGoesRound() {
    let reactor = PickedViewReactor(items: ["a", "b", "c"], picked: "b")
    XCTAssertEqual(reactor.currentState.index, 1)
    reactor.action.onNext(.next)
    XCTAssertEqual(reactor.currentState.index, 2)
    reactor.action.onNext(.next)
    XCTAssertEqual(reactor.currentState.index, 0)
  }
}

final class RosterViewReactorTests: XCTestCase {
  func testTheStaticHelperMakesTheInitialNames() {
    let reactor = RosterViewReactor(members: ["Cy", "Ada", "Bo"])
    XCTAssertEqual(reactor.currentState.names, ["Ada", "Bo", "Cy"])
    reactor.action.onNext(.remove("Bo"))
    XCTAssertEqual(reactor.currentState.names, ["Ada", "Cy"])
  }
}
