// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import Todo

final class TaskEditViewReactorTests: XCTestCase {
  private func makeReactor(mode: TaskEditViewMode, provider: MockServiceProvider = MockServiceProvider()) -> TaskEditViewReactor {
    TaskEditViewReactor(provider: provider, mode: mode)
  }

  func testInitialState() throws {
    // let reactor = makeReactor(mode: ...)
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check TaskEditViewReactor's initial state")
  }

  func testReduceDismiss() throws {
    // let reactor = makeReactor(mode: ...)
    // let state = reactor.reduce(state: reactor.initialState, mutation: .dismiss)
    throw XCTSkip("TODO: check how Mutation.dismiss changes the state")
  }

  func testActionUpdateTaskTitle() throws {
    // let reactor = makeReactor(mode: ...)
    // var states: [TaskEditViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.updateTaskTitle(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.updateTaskTitle and check the states it makes")
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
