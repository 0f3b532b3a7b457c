// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import EdgeCases

final class ParametersReactorTests: XCTestCase {
  private func makeReactor(name: String) -> ParametersReactor {
    ParametersReactor(name: name)
  }

  func testInitialState() throws {
    // let reactor = makeReactor(name: ...)
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check ParametersReactor's initial state")
  }

  func testReduceSetTitle() throws {
    // let reactor = makeReactor(name: ...)
    // let state = reactor.reduce(state: reactor.initialState, mutation: .setTitle(...))
    throw XCTSkip("TODO: check how Mutation.setTitle changes the state")
  }

  func testActionRename() throws {
    // let reactor = makeReactor(name: ...)
    // var states: [ParametersReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.rename(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.rename and check the states it makes")
  }
}
