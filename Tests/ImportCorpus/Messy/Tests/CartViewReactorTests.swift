// Behaviour of the hand-written cart (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Messy

final class CartViewReactorTests: XCTestCase {
  private func names(_ reactor: CartViewReactor) -> [String] {
    reactor.currentState.items.map { "\($0.name)×\($0.quantity)" }
  }

  func testStatesOwnConstantsStayTheDefaultAndTheMessage() {
    let reactor = CartViewReactor()
    XCTAssertEqual(reactor.currentState.title, "Cart")
    reactor.action.onNext(.checkout)
    XCTAssertEqual(reactor.currentState.message, CartViewReactor.State.emptyMessage)
  }

  func testAddingMergesAndSorts() {
    let reactor = CartViewReactor()
    reactor.action.onNext(.add("pear", quantity: 1))
    reactor.action.onNext(.add("apple", quantity: 2))
    reactor.action.onNext(.add("pear", quantity: 1))
    XCTAssertEqual(names(reactor), ["apple×2", "pear×2"])
    XCTAssertEqual(reactor.currentState.total, 4)
    XCTAssertNil(reactor.currentState.message)
  }

  func testTheWhereClausesGuardTheLimit() {
    let reactor = CartViewReactor(maximum: 3)
    reactor.action.onNext(.add("fig", quantity: 0))
    XCTAssertEqual(reactor.currentState.message, "Nothing to add")
    reactor.action.onNext(.add("fig", quantity: 2))
    reactor.action.onNext(.add("kiwi", quantity: 2))
    XCTAssertEqual(reactor.currentState.message, "Only 1 more kiwi fit")
    XCTAssertEqual(names(reactor), ["fig×2"])
  }

  func testRemoveAndUndo() {
    let reactor = CartViewReactor()
    reactor.action.onNext(.undo)
    XCTAssertEqual(reactor.currentState.history.count, 0)
    reactor.action.onNext(.add("fig", quantity: 1))
    reactor.action.onNext(.add("kiwi", quantity: 1))
    reactor.action.onNext(.remove("fig"))
    XCTAssertEqual(names(reactor), ["kiwi×1"])
    reactor.action.onNext(.undo)
    XCTAssertEqual(names(reactor), ["fig×1", "kiwi×1"])
    reactor.action.onNext(.undo)
    XCTAssertEqual(names(reactor), ["fig×1"])
  }

  func testClearAndCheckoutGoThroughTheDefault() {
    let reactor = CartViewReactor()
    reactor.action.onNext(.checkout)
    XCTAssertEqual(reactor.currentState.message, "The cart is empty")
    reactor.action.onNext(.add("fig", quantity: 1))
    reactor.action.onNext(.clear)
    XCTAssertEqual(names(reactor), [])
  }
}
