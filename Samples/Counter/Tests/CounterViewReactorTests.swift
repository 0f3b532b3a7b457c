// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import Counter

final class CounterViewReactorTests: XCTestCase {
  private func makeReactor(provider: MockServiceProvider = MockServiceProvider()) -> CounterViewReactor {
    CounterViewReactor(provider: provider)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertEqual(reactor.initialState.value, 0)
    XCTAssertFalse(reactor.initialState.isLoading)
    XCTAssertEqual(reactor.initialState.userName, "")
  }

  func testReduceIncreaseValue() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .increaseValue)
    XCTAssertEqual(state.value, reactor.initialState.value + 1)
  }

  func testReduceDecreaseValue() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .decreaseValue)
    XCTAssertEqual(state.value, reactor.initialState.value - 1)
  }

  func testReduceSetLoading() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setLoading(true))
    XCTAssertEqual(state.isLoading, true)
  }

  func testReduceUpdateUserName() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .updateUserName("value"))
    XCTAssertEqual(state.userName, "value")
  }

  /// Sends `action` and waits until its loading bracket closes (the work is delayed one second
  /// on the main queue, which waiting runs); returns the states seen.
  private func statesUntilLoaded(after action: CounterViewReactor.Action, of reactor: CounterViewReactor) -> [CounterViewReactor.State] {
    var states: [CounterViewReactor.State] = []
    let loaded = expectation(description: "loading ends")
    let subscription = reactor.state.subscribe(onNext: { state in
      states.append(state)
      if states.count > 1, !state.isLoading { loaded.fulfill() }
    })
    defer { subscription.dispose() }
    reactor.action.onNext(action)
    XCTAssertTrue(reactor.currentState.isLoading)
    wait(for: [loaded], timeout: 5)
    return states
  }

  func testActionIncrease() {
    let states = statesUntilLoaded(after: .increase, of: makeReactor())
    XCTAssertEqual(states.map(\.isLoading), [false, true, true, false])
    XCTAssertEqual(states.map(\.value), [0, 0, 1, 1])
  }

  func testActionDecrease() {
    let states = statesUntilLoaded(after: .decrease, of: makeReactor())
    XCTAssertEqual(states.map(\.value), [0, 0, -1, -1])
    XCTAssertEqual(states.last?.isLoading, false)
  }

  func testTheUserServicesEventUpdatesTheUserName() {
    let provider = MockServiceProvider()
    let reactor = makeReactor(provider: provider)
    provider.mockUserService.event.onNext(.updateUserName("kim"))
    XCTAssertEqual(reactor.currentState.userName, "")  // the stream starts on first use
    _ = reactor.state
    provider.mockUserService.event.onNext(.updateUserName("kim"))
    XCTAssertEqual(reactor.currentState.userName, "kim")
  }

  func testASettingReactorSavingANameReachesTheCounterThroughTheSharedProvider() {
    let provider = MockServiceProvider()
    provider.mockUserService.updateUserNameHandler = { name in
      provider.mockUserService.event.onNext(.updateUserName(name))
      return .just(name)
    }
    let counter = makeReactor(provider: provider)
    _ = counter.state
    let setting = counter.reactorForSetting()
    setting.action.onNext(.saveUserName("lee"))
    XCTAssertEqual(counter.currentState.userName, "lee")
    XCTAssertTrue(setting.currentState.shouldDismissed)
  }
}
