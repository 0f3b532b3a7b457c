// Created by reactorgen from SwiftUICounter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import ReactorKitObservation
import RxSwift
import XCTest
@testable import SwiftUICounter

final class CounterViewReactorTests: XCTestCase {
  private func makeReactor() -> CounterViewReactor {
    CounterViewReactor()
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertEqual(reactor.initialState.count, 0)
    XCTAssertEqual(reactor.initialState.text, "")
    XCTAssertTrue(reactor.initialState.isCounterVisible)
    XCTAssertFalse(reactor.initialState.isLoading)
    XCTAssertFalse(reactor.initialState.showAlert)
    XCTAssertNil(reactor.initialState.alertMessage)
  }

  func testReduceSetCounterVisible() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setCounterVisible(true))
    XCTAssertEqual(state.isCounterVisible, true)
  }

  func testReduceSetLoading() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setLoading(true))
    XCTAssertEqual(state.isLoading, true)
  }

  /// Sends `action` and waits until its loading bracket closes (the work is delayed 300 ms on
  /// the main queue, which waiting runs); returns the states seen.
  private func statesUntilLoaded(after actions: [CounterViewReactor.Action], of reactor: CounterViewReactor) -> [CounterViewReactor.State] {
    var states: [CounterViewReactor.State] = []
    let loaded = expectation(description: "loading ends")
    let subscription = reactor.state.subscribe(onNext: { state in
      states.append(state)
      if states.count > 1, !state.isLoading { loaded.fulfill() }
    })
    defer { subscription.dispose() }
    actions.forEach(reactor.action.onNext)
    XCTAssertTrue(reactor.currentState.isLoading)
    wait(for: [loaded], timeout: 5)
    return states
  }

  func testActionIncrease() {
    let states = statesUntilLoaded(after: [.increase], of: makeReactor())
    XCTAssertEqual(states.map(\.isLoading), [false, true, true, false])
    XCTAssertEqual(states.map(\.count), [0, 0, 1, 1])
    XCTAssertEqual(states.last?.alertMessage, "Count: 1")
    XCTAssertEqual(states.last?.showAlert, true)
  }

  func testActionDecrease() {
    let states = statesUntilLoaded(after: [.decrease], of: makeReactor())
    XCTAssertEqual(states.map(\.count), [0, 0, -1, -1])
    XCTAssertEqual(states.last?.alertMessage, "Count: -1")
  }

  func testAChangeWhileLoadingIsIgnored() {
    let states = statesUntilLoaded(after: [.increase, .increase, .decrease], of: makeReactor())
    XCTAssertEqual(states.map(\.count), [0, 0, 1, 1])
  }

  func testActionToggleCounterVisible() {
    let reactor = makeReactor()
    reactor.action.onNext(.toggleCounterVisible)
    XCTAssertFalse(reactor.currentState.isCounterVisible)
    reactor.action.onNext(.toggleCounterVisible)
    XCTAssertTrue(reactor.currentState.isCounterVisible)
  }

  // MARK: Bindings (what `$reactor.text`, `$reactor.isCounterVisible` and `$reactor.showAlert` send)

  func testABindingWritesTheStateItNames() {
    let reactor = makeReactor()
    var texts: [String] = []
    let subscription = reactor.state.map(\.text).subscribe(onNext: { texts.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.binding(.set(\.text, "h")))
    reactor.action.onNext(.binding(.set(\.text, "hi")))
    XCTAssertEqual(texts, ["", "h", "hi"])
    XCTAssertEqual(reactor.currentState.count, 0)
  }

  func testTheVisibilitySwitchAndTheToggleActionAgree() {
    let reactor = makeReactor()
    reactor.action.onNext(.binding(.set(\.isCounterVisible, false)))
    XCTAssertFalse(reactor.currentState.isCounterVisible)
    reactor.action.onNext(.toggleCounterVisible)
    XCTAssertTrue(reactor.currentState.isCounterVisible)
  }

  func testDismissingTheAlertThroughItsBindingKeepsTheMessage() {
    let reactor = makeReactor()
    _ = statesUntilLoaded(after: [.increase], of: reactor)
    XCTAssertTrue(reactor.currentState.showAlert)
    reactor.action.onNext(.binding(.set(\.showAlert, false)))
    XCTAssertFalse(reactor.currentState.showAlert)
    XCTAssertEqual(reactor.currentState.alertMessage, "Count: 1")
  }

  func testBindingActionsCompareByKeyPathAndValue() {
    let action = CounterViewReactor.Action.binding(.set(\.text, "a"))
    guard case let .binding(binding) = action else { return XCTFail("not a binding") }
    XCTAssertEqual(binding, .set(\.text, "a"))
    XCTAssertNotEqual(binding, .set(\.text, "b"))
    switch binding {
    case \CounterViewReactor.State.text: break
    default: XCTFail("a binding of text does not match \\.text")
    }
  }
}
