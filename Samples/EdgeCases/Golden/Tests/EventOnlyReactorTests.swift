// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import XCTest
@testable import EdgeCases

final class EventOnlyReactorTests: XCTestCase {
  private func makeReactor(provider: MockServiceProvider = MockServiceProvider()) -> EventOnlyReactor {
    EventOnlyReactor(provider: provider)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertEqual(reactor.initialState.count, 0)
  }

  func testReduceSetCount() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setCount(1))
    XCTAssertEqual(state.count, 1)
  }
}
