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
    // reactor.action.onNext(.refresh)
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.refresh and check the state")
  }

  func testActionToggleEditing() {
    let reactor = makeReactor()
    reactor.action.onNext(.toggleEditing)
    XCTAssertEqual(reactor.currentState.isEditing, !reactor.initialState.isEditing)
  }

  func testActionToggleTaskDone() throws {
    // let reactor = makeReactor()
    // reactor.action.onNext(.toggleTaskDone(...))
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.toggleTaskDone and check the state")
  }

  func testActionDeleteTask() throws {
    // let reactor = makeReactor()
    // reactor.action.onNext(.deleteTask(...))
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.deleteTask and check the state")
  }

  func testActionMoveTask() throws {
    // let reactor = makeReactor()
    // reactor.action.onNext(.moveTask(...))
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.moveTask and check the state")
  }
}
