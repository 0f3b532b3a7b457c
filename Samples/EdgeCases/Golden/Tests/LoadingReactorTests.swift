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
    // reactor.action.onNext(.refresh)
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.refresh and check the state")
  }

  func testActionLoadPage() throws {
    // let reactor = makeReactor()
    // reactor.action.onNext(.loadPage(...))
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.loadPage and check the state")
  }

  func testActionStop() {
    let reactor = makeReactor()
    reactor.action.onNext(.stop)
    XCTAssertEqual(reactor.currentState.isLoading, false)
  }
}
