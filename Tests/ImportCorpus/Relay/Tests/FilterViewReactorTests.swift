// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Relay

final class FilterViewReactorTests: XCTestCase {
  func testTheVisibleItemsFollowTheItemsRelayAndTheQuery() {
    let reactor = FilterViewReactor()
    // A view binds the state first: ReactorKit makes the stream then.
    _ = reactor.state
    reactor.items.accept(["Apple", "Banana", "Cherry"])
    XCTAssertEqual(reactor.currentState.visible, ["Apple", "Banana", "Cherry"])
    reactor.action.onNext(.setQuery("an"))
    XCTAssertEqual(reactor.currentState.query, "an")
    XCTAssertEqual(reactor.currentState.visible, ["Banana"])
    reactor.items.accept(["Mango", "Kiwi"])
    XCTAssertEqual(reactor.currentState.visible, ["Mango"])
  }

  func testARefreshSubmitsTheLatestQueryAgain() {
    let reactor = FilterViewReactor()
    reactor.refreshes.accept(())
    XCTAssertEqual(reactor.currentState.submissions, 0, "no query yet: nothing to submit")
    reactor.action.onNext(.setQuery("x"))
    reactor.refreshes.accept(())
    XCTAssertEqual(reactor.currentState.submissions, 2)
    XCTAssertEqual(reactor.currentState.query, "x")
  }

  func testSelectingWritesTheSelectionRelayAndTogglingFlips() {
    let reactor = FilterViewReactor()
    var selections: [String?] = []
    let subscription = reactor.selection.subscribe(onNext: { selections.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.select("Kiwi"))
    reactor.action.onNext(.toggleFavoritesOnly)
    reactor.action.onNext(.toggleFavoritesOnly)
    reactor.action.onNext(.toggleFavoritesOnly)
    XCTAssertEqual(selections, [nil, "Kiwi"])
    XCTAssertTrue(reactor.currentState.favoritesOnly)
  }
}
