// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import EdgeCases

final class LoadingReactorTests: XCTestCase {
  private func makeReactor() -> LoadingReactor {
    LoadingReactor()
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertFalse(reactor.initialState.isLoading)
    XCTAssertNil(reactor.initialState.error)
    XCTAssertEqual(reactor.initialState.page, 0)
  }

  func testReduceSetLoading() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setLoading(true))
    XCTAssertEqual(state.isLoading, true)
  }

  func testReduceSetError() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setError("value"))
    XCTAssertEqual(state.error, "value")
  }

  func testReduceSetPage() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setPage(1))
    XCTAssertEqual(state.page, 1)
  }

  func testActionRefresh() throws {
    // let reactor = makeReactor()
    // var states: [LoadingReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.refresh)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.refresh and check the states it makes")
  }

  func testActionLoadPage() throws {
    // let reactor = makeReactor()
    // var states: [LoadingReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.loadPage(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.loadPage and check the states it makes")
  }

  func testActionStop() {
    let reactor = makeReactor()
    var states: [LoadingReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.stop)
    // The current state, then one state per mutation: .setLoading.
    XCTAssertEqual(states.count, 2)
    guard states.count == 2 else { return }
    XCTAssertEqual(states[1].isLoading, false)
  }
}
