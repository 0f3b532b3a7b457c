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

  private func section(_ titles: [String]) -> TaskListSection {
    TaskListSection(model: Void(), items: titles.map { TaskCellReactor(task: Task(title: $0)) })
  }

  private func titles(_ state: TaskListViewReactor.State) -> [String] {
    state.sections[0].items.map(\.initialState.title)
  }

  func testReduceSetSections() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setSections([section(["a", "b"])]))
    XCTAssertEqual(titles(state), ["a", "b"])
  }

  func testReduceSectionItems() {
    let reactor = makeReactor()
    var state = reactor.reduce(state: reactor.initialState, mutation: .setSections([section(["a", "b", "c"])]))
    state = reactor.reduce(state: state, mutation: .insertSectionItem(IndexPath(item: 0, section: 0), TaskCellReactor(task: Task(title: "new"))))
    XCTAssertEqual(titles(state), ["new", "a", "b", "c"])
    state = reactor.reduce(state: state, mutation: .updateSectionItem(IndexPath(item: 1, section: 0), TaskCellReactor(task: Task(title: "A"))))
    XCTAssertEqual(titles(state), ["new", "A", "b", "c"])
    state = reactor.reduce(state: state, mutation: .moveSectionItem(IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)))
    XCTAssertEqual(titles(state), ["A", "b", "c", "new"])
    state = reactor.reduce(state: state, mutation: .deleteSectionItem(IndexPath(item: 1, section: 0)))
    XCTAssertEqual(titles(state), ["A", "c", "new"])
  }

  // Tests named testAction... drive the reactor through RxSwift: they compile here against the
  // test double and on the real RxSwift and ReactorKit.

  func testActionRefresh() {
    let provider = MockServiceProvider()
    provider.mockTaskService.fetchTasksHandler = { .just([Task(title: "a"), Task(title: "b")]) }
    let reactor = makeReactor(provider: provider)
    reactor.action.onNext(.refresh)
    XCTAssertEqual(provider.mockTaskService.fetchTasksCallCount, 1)
    XCTAssertEqual(titles(reactor.currentState), ["a", "b"])
  }

  func testActionToggleEditing() {
    let reactor = makeReactor()
    reactor.action.onNext(.toggleEditing)
    XCTAssertEqual(reactor.currentState.isEditing, !reactor.initialState.isEditing)
  }

  /// A provider whose task service is the real `TaskService`, over a store the mock
  /// `UserDefaultsService` keeps in memory (as RxTodo's own tests do).
  private func providerWithStore(_ tasks: [Task]) -> MockServiceProvider {
    let provider = MockServiceProvider()
    var stored: Any = tasks.map { $0.asDictionary() }
    provider.mockUserDefaultsService.valueHandler = { _ in stored }
    provider.mockUserDefaultsService.setHandler = { value, _ in stored = value }
    provider.taskService = TaskService(provider: provider)
    return provider
  }

  func testActionToggleTaskDone() {
    let reactor = makeReactor(provider: providerWithStore([Task(title: "a"), Task(title: "b")]))
    reactor.action.onNext(.refresh)
    reactor.action.onNext(.toggleTaskDone(IndexPath(item: 0, section: 0)))
    XCTAssertEqual(reactor.currentState.sections[0].items.map(\.initialState.isDone), [true, false])
    reactor.action.onNext(.toggleTaskDone(IndexPath(item: 0, section: 0)))
    XCTAssertEqual(reactor.currentState.sections[0].items.map(\.initialState.isDone), [false, false])
  }

  func testActionDeleteTask() {
    let reactor = makeReactor(provider: providerWithStore([Task(title: "a"), Task(title: "b")]))
    reactor.action.onNext(.refresh)
    reactor.action.onNext(.deleteTask(IndexPath(item: 0, section: 0)))
    XCTAssertEqual(titles(reactor.currentState), ["b"])
  }

  func testActionMoveTask() {
    let reactor = makeReactor(provider: providerWithStore([Task(title: "a"), Task(title: "b"), Task(title: "c")]))
    reactor.action.onNext(.refresh)
    reactor.action.onNext(.moveTask(IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)))
    XCTAssertEqual(titles(reactor.currentState), ["b", "c", "a"])
  }
}
