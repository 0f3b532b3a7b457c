// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import Todo

final class TaskListViewReactorTests: XCTestCase {
  private func makeReactor(provider: MockServiceProvider = MockServiceProvider()) -> TaskListViewReactor {
    TaskListViewReactor(provider: provider)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertFalse(reactor.initialState.isEditing)
  }

  func testReduceToggleEditing() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .toggleEditing)
    XCTAssertEqual(state.isEditing, !reactor.initialState.isEditing)
  }

  func testReduceSetSections() throws {
    // let reactor = makeReactor()
    // let state = reactor.reduce(state: reactor.initialState, mutation: .setSections(...))
    throw XCTSkip("TODO: check how Mutation.setSections changes the state")
  }

  func testActionRefresh() throws {
    // let reactor = makeReactor()
    // var states: [TaskListViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.refresh)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.refresh and check the states it makes")
  }

  func testActionToggleEditing() {
    let reactor = makeReactor()
    var states: [TaskListViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.toggleEditing)
    // The current state, then one state per mutation: .toggleEditing.
    XCTAssertEqual(states.count, 2)
    guard states.count == 2 else { return }
    XCTAssertEqual(states[1].isEditing, !states[0].isEditing)
  }

  func testActionToggleTaskDone() throws {
    // let reactor = makeReactor()
    // var states: [TaskListViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.toggleTaskDone(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.toggleTaskDone and check the states it makes")
  }

  func testActionDeleteTask() throws {
    // let reactor = makeReactor()
    // var states: [TaskListViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.deleteTask(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.deleteTask and check the states it makes")
  }

  func testActionMoveTask() throws {
    // let reactor = makeReactor()
    // var states: [TaskListViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.moveTask(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.moveTask and check the states it makes")
  }
}
