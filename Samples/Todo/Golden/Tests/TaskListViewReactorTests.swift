// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import Foundation
import RxSwift
import XCTest
@testable import Todo

final class TaskListViewReactorTests: XCTestCase {
  private func makeReactor(
    provider: MockServiceProvider = MockServiceProvider()
  ) -> TaskListViewReactor {
    TaskListViewReactor(provider: provider)
  }

  func testReduceInsertSectionItem() throws {
    // let reactor = makeReactor()
    // let state = reactor.reduce(state: reactor.initialState, mutation: .insertSectionItem(...))
    // XCTAssertEqual(state..., ...)
    throw XCTSkip("TODO: check how Mutation.insertSectionItem changes the state")
  }

  func testReduceUpdateSectionItem() throws {
    // let reactor = makeReactor()
    // let state = reactor.reduce(state: reactor.initialState, mutation: .updateSectionItem(...))
    // XCTAssertEqual(state..., ...)
    throw XCTSkip("TODO: check how Mutation.updateSectionItem changes the state")
  }

  func testReduceDeleteSectionItem() throws {
    // let reactor = makeReactor()
    // let state = reactor.reduce(state: reactor.initialState, mutation: .deleteSectionItem(...))
    // XCTAssertEqual(state..., ...)
    throw XCTSkip("TODO: check how Mutation.deleteSectionItem changes the state")
  }

  func testReduceMoveSectionItem() throws {
    // let reactor = makeReactor()
    // let state = reactor.reduce(state: reactor.initialState, mutation: .moveSectionItem(...))
    // XCTAssertEqual(state..., ...)
    throw XCTSkip("TODO: check how Mutation.moveSectionItem changes the state")
  }

  func testActionRefresh() throws {
    // let reactor = makeReactor()
    // var states: [TaskListViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.refresh)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.refresh and check the states it makes")
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
