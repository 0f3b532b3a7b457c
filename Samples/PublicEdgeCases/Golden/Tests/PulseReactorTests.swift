// Created by reactorgen from PublicEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import RxSwift
import XCTest
@testable import PublicEdgeCases

final class PulseReactorTests: XCTestCase {
  private func makeReactor(provider: MockServiceProvider = MockServiceProvider()) -> PulseReactor {
    PulseReactor(provider: provider)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertNil(reactor.initialState.alert)
    XCTAssertEqual(reactor.initialState.count, 0)
    XCTAssertNil(reactor.initialState.name)
    XCTAssertEqual(reactor.initialState.value, 0)
  }

  func testReduceReset() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .reset)
    XCTAssertEqual(state.value, 0)
  }

  func testReduceSetName() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setName("value"))
    XCTAssertEqual(state.name, "value")
  }

  func testReduceSetAlert() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setAlert("value"))
    XCTAssertEqual(state.alert, "value")
  }

  func testReduceSetCount() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setCount(1))
    XCTAssertEqual(state.count, 1)
  }

  func testActionDefault() {
    let reactor = makeReactor()
    reactor.action.onNext(.`default`)
    XCTAssertEqual(reactor.currentState.value, 0)
  }

  func testActionRename() {
    let reactor = makeReactor()
    reactor.action.onNext(.rename("value"))
    XCTAssertEqual(reactor.currentState.name, "value")
  }
}
