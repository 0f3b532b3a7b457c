// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import Foundation
import RxSwift
import XCTest
@testable import Todo

final class TaskEditViewReactorTests: XCTestCase {
  private func makeReactor(
    mode: TaskEditViewMode,
    provider: MockServiceProvider = MockServiceProvider()
  ) -> TaskEditViewReactor {
    TaskEditViewReactor(provider: provider, mode: mode)
  }

  func testInitialState() throws {
    // let reactor = makeReactor(mode: ...)
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check the initial state makeInitialState builds")
  }

  func testReduceUpdateTaskTitle() throws {
    // let reactor = makeReactor(mode: ...)
    // let state = reactor.reduce(state: reactor.initialState, mutation: .updateTaskTitle(...))
    // XCTAssertEqual(state..., ...)
    throw XCTSkip("TODO: check how Mutation.updateTaskTitle changes the state")
  }

  func testActionCancel() throws {
    // let reactor = makeReactor(mode: ...)
    // var states: [TaskEditViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.cancel)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.cancel and check the states it makes")
  }

  func testActionSubmit() throws {
    // let reactor = makeReactor(mode: ...)
    // var states: [TaskEditViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.submit)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.submit and check the states it makes")
  }
}
