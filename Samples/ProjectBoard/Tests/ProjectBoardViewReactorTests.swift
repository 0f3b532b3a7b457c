// Created by reactorgen from ProjectBoard.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import ProjectBoard

final class ProjectBoardViewReactorTests: XCTestCase {
  private func makeReactor(projectUseCase: any ProjectUseCaseProtocol = MockProjectUseCase()) -> ProjectBoardViewReactor {
    ProjectBoardViewReactor(projectUseCase: projectUseCase)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertTrue(reactor.initialState.todo.isEmpty)
    XCTAssertTrue(reactor.initialState.doing.isEmpty)
    XCTAssertTrue(reactor.initialState.done.isEmpty)
    XCTAssertFalse(reactor.initialState.isLoading)
    XCTAssertNil(reactor.initialState.errorMessage)
  }

  func testReduceSetLoading() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setLoading(true))
    XCTAssertEqual(state.isLoading, true)
  }

  func testReduceSetErrorMessage() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setErrorMessage("value"))
    XCTAssertEqual(state.errorMessage, "value")
  }

  private let item = ProjectItem(id: "p1", title: "Board", body: "", dueDate: "2024-10-04", isOverdue: false, state: .todo)

  /// Sends `action` and collects the states until `isDone` holds for one (the async hooks deliver
  /// on the main queue, which waiting runs).
  private func states(
    after action: ProjectBoardViewReactor.Action,
    of reactor: ProjectBoardViewReactor,
    until isDone: @escaping ([ProjectBoardViewReactor.State]) -> Bool
  ) -> [ProjectBoardViewReactor.State] {
    var states: [ProjectBoardViewReactor.State] = []
    let done = expectation(description: "the action's states")
    let subscription = reactor.state.subscribe(onNext: { state in
      states.append(state)
      if isDone(states) { done.fulfill() }
    })
    defer { subscription.dispose() }
    reactor.action.onNext(action)
    wait(for: [done], timeout: 5)
    return states
  }

  func testActionRefresh() {
    let useCase = MockProjectUseCase()
    let snapshot = ProjectBoardSnapshot(todo: [item])
    useCase.boardHandler = { snapshot }
    let reactor = makeReactor(projectUseCase: useCase)
    let states = states(after: .refresh, of: reactor) { $0.count == 4 }
    // The current state, the bracket opening, the board, the bracket closing.
    XCTAssertEqual(states.map(\.isLoading), [false, true, true, false])
    XCTAssertEqual(states.last?.todo, [item])
    XCTAssertEqual(useCase.boardCallCount, 1)
  }

  func testActionRefreshIsIgnoredWhileLoadingAndTheFirstRunStillEnds() {
    let useCase = MockProjectUseCase()
    useCase.boardHandler = { ProjectBoardSnapshot(todo: [self.item]) }
    let reactor = makeReactor(projectUseCase: useCase)
    reactor.action.onNext(.refresh)
    XCTAssertTrue(reactor.currentState.isLoading)
    let states = states(after: .refresh, of: reactor) { !$0.last!.isLoading }
    XCTAssertEqual(states.last?.todo, [item])
    XCTAssertEqual(useCase.boardCallCount, 1)
  }

  func testActionRefreshFailureSetsTheErrorMessageAndEndsLoading() {
    struct Offline: LocalizedError { var errorDescription: String? { "You are offline." } }
    let useCase = MockProjectUseCase()
    useCase.boardHandler = { throw Offline() }
    let reactor = makeReactor(projectUseCase: useCase)
    let states = states(after: .refresh, of: reactor) { $0.count == 4 }
    XCTAssertEqual(states.map(\.isLoading), [false, true, true, false])
    XCTAssertEqual(states[2].errorMessage, "You are offline.")
  }

  func testActionCreate() {
    let useCase = MockProjectUseCase()
    let dueDate = Date(timeIntervalSince1970: 0)
    useCase.createHandler = { title, body, dueDate in Project(id: "p1", title: title, body: body, dueDate: dueDate, state: .todo) }
    useCase.boardHandler = { ProjectBoardSnapshot(todo: [self.item]) }
    let reactor = makeReactor(projectUseCase: useCase)
    let states = states(after: .create(title: "Board", body: "", dueDate: dueDate), of: reactor) { $0.count == 2 }
    XCTAssertEqual(states.last?.todo, [item])
    XCTAssertEqual(useCase.createCalls.map(\.title), ["Board"])
  }

  func testActionEdit() {
    let useCase = MockProjectUseCase()
    useCase.editHandler = { _, _, _, _ in }
    useCase.boardHandler = { ProjectBoardSnapshot(doing: [self.item]) }
    let reactor = makeReactor(projectUseCase: useCase)
    let states = states(after: .edit(id: "p1", title: "Board", body: "", dueDate: Date()), of: reactor) { $0.count == 2 }
    XCTAssertEqual(states.last?.doing, [item])
    XCTAssertEqual(useCase.editCalls.map(\.id), ["p1"])
  }

  func testActionMove() {
    let useCase = MockProjectUseCase()
    useCase.moveHandler = { _, _ in }
    useCase.boardHandler = { ProjectBoardSnapshot(done: [self.item]) }
    let reactor = makeReactor(projectUseCase: useCase)
    let states = states(after: .move(id: "p1", to: .done), of: reactor) { $0.count == 2 }
    XCTAssertEqual(states.last?.done, [item])
    XCTAssertEqual(useCase.moveCalls.map(\.state), [.done])
  }

  func testActionDeleteFailureSetsTheErrorMessage() {
    struct Missing: LocalizedError { var errorDescription: String? { "No such project." } }
    let useCase = MockProjectUseCase()
    useCase.deleteHandler = { _ in throw Missing() }
    let reactor = makeReactor(projectUseCase: useCase)
    let states = states(after: .delete(id: "p1"), of: reactor) { $0.count == 2 }
    XCTAssertEqual(states.last?.errorMessage, "No such project.")
  }

  func testActionDismissError() {
    let reactor = makeReactor()
    var states: [ProjectBoardViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.dismissError)
    // The current state, then one state per mutation: .setErrorMessage.
    XCTAssertEqual(states.count, 2)
    guard states.count == 2 else { return }
    XCTAssertEqual(states[1].errorMessage, nil)
  }
}
