// The app's behaviour: the same file runs on the original reactors, after the import and after
// one reactor is backed out.
import XCTest

@testable import App

final class AppTests: XCTestCase {
  func testTheCounterCountsAndResets() {
    let reactor = CounterViewReactor()
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)
    XCTAssertEqual(reactor.currentState.value, 2)
    reactor.action.onNext(.reset)
    XCTAssertEqual(reactor.currentState.value, 0)
  }

  func testSettingsFoldSpacesAndKeepANameWhenTheNewOneIsBlank() {
    let reactor = SettingsViewReactor()
    reactor.action.onNext(.rename("  Ada   Lovelace "))
    reactor.action.onNext(.rename("   "))
    reactor.action.onNext(.toggleSound)
    XCTAssertEqual(reactor.currentState.name, "Ada Lovelace")
    XCTAssertFalse(reactor.currentState.isSoundOn)
  }

  func testTheSubclassesLoadTheirOwnItems() {
    let favorites = FavoritesReactor()
    XCTAssertEqual(favorites.currentState.items, ["starred"])
    favorites.action.onNext(.refresh)
    XCTAssertEqual(favorites.currentState.items, ["starred", "pinned"])
    let history = HistoryReactor()
    history.action.onNext(.refresh)
    XCTAssertEqual(history.currentState.items, ["yesterday", "last week"])
    history.action.onNext(.clear)
    XCTAssertEqual(history.currentState.items, [])
  }
}
