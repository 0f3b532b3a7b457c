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

  func testInitialState() {
    let new = makeReactor(mode: .new).initialState
    XCTAssertEqual(new.title, "New")
    XCTAssertEqual(new.taskTitle, "")
    XCTAssertFalse(new.canSubmit)
    XCTAssertFalse(new.shouldConfirmCancel)
    XCTAssertFalse(new.isDismissed)

    let edit = makeReactor(mode: .edit(Task(title: "Buy milk"))).initialState
    XCTAssertEqual(edit.title, "Edit")
    XCTAssertEqual(edit.taskTitle, "Buy milk")
    XCTAssertTrue(edit.canSubmit)
  }

  func testReduceDismiss() {
    let reactor = makeReactor(mode: .new)
    let state = reactor.reduce(state: reactor.initialState, mutation: .dismiss)
    XCTAssertTrue(state.isDismissed)
  }

  func testReduceUpdateTaskTitle() {
    let reactor = makeReactor(mode: .edit(Task(title: "Buy milk")))
    let changed = reactor.reduce(state: reactor.initialState, mutation: .updateTaskTitle("Buy bread"))
    XCTAssertEqual(changed.taskTitle, "Buy bread")
    XCTAssertTrue(changed.canSubmit)
    XCTAssertTrue(changed.shouldConfirmCancel)

    let emptied = reactor.reduce(state: changed, mutation: .updateTaskTitle(""))
    XCTAssertFalse(emptied.canSubmit)
    let restored = reactor.reduce(state: emptied, mutation: .updateTaskTitle("Buy milk"))
    XCTAssertFalse(restored.shouldConfirmCancel)
  }

  // The tests below drive the reactor through RxSwift. They run in CI on the
  // test double and on the real RxSwift and ReactorKit.

  func testActionUpdateTaskTitle() {
    let reactor = makeReactor(mode: .new)
    reactor.action.onNext(.updateTaskTitle("Buy milk"))
    XCTAssertEqual(reactor.currentState.taskTitle, "Buy milk")
    XCTAssertTrue(reactor.currentState.canSubmit)
  }

  func testActionCancel() {
    let reactor = makeReactor(mode: .new)
    reactor.action.onNext(.cancel)
    XCTAssertTrue(reactor.currentState.isDismissed)
  }

  func testActionSubmit() {
    let provider = MockServiceProvider()
    provider.mockTaskService.createHandler = { title, memo in .just(Task(title: title, memo: memo)) }
    let reactor = makeReactor(mode: .new, provider: provider)
    reactor.action.onNext(.updateTaskTitle("Buy milk"))
    reactor.action.onNext(.submit)
    XCTAssertEqual(provider.mockTaskService.createCalls.map(\.title), ["Buy milk"])
    XCTAssertTrue(reactor.currentState.isDismissed)
  }
}
