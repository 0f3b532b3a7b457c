import Foundation
import XCTest
@testable import ProjectBoard

/// The reactor's async hooks and reduce, run without Rx: the reactor is made with the real use
/// case over the generated in-memory repository.
final class ProjectBoardHookTests: XCTestCase {
  private let dueDate = Date(timeIntervalSince1970: 20_000 * 86_400)

  private func makeReactor() -> (ProjectBoardViewReactor, TemporaryProjectRepository) {
    let repository = TemporaryProjectRepository()
    let useCase = ProjectUseCase(projectRepository: repository, now: { Date(timeIntervalSince1970: 0) }, makeID: { "p1" })
    return (ProjectBoardViewReactor(projectUseCase: useCase), repository)
  }

  private func reduced(_ reactor: ProjectBoardViewReactor, _ mutations: [ProjectBoardViewReactor.Mutation]) -> ProjectBoardViewReactor.State {
    mutations.reduce(reactor.initialState) { reactor.reduce(state: $0, mutation: $1) }
  }

  func testCreateThenMoveThroughTheColumnsThenDelete() async throws {
    let (reactor, repository) = makeReactor()
    var state = reduced(reactor, try await reactor.mutateCreate(title: "Board", body: "", dueDate: dueDate))
    XCTAssertEqual(state.todo.map(\.title), ["Board"])

    state = reduced(reactor, try await reactor.mutateMove(id: "p1", to: .doing))
    XCTAssertEqual(state.doing.map(\.id), ["p1"])
    XCTAssertTrue(state.todo.isEmpty)

    state = reduced(reactor, try await reactor.mutateEdit(id: "p1", title: "Board v2", body: "", dueDate: dueDate))
    XCTAssertEqual(state.doing.map(\.title), ["Board v2"])

    state = reduced(reactor, try await reactor.mutateMove(id: "p1", to: .done))
    XCTAssertEqual(state.done.map(\.id), ["p1"])

    state = reduced(reactor, try await reactor.mutateDelete(id: "p1"))
    XCTAssertTrue(state.done.isEmpty)
    let stored = try await repository.readAll()
    XCTAssertTrue(stored.isEmpty)
  }

  func testAHookWithTheMockUseCaseCallsItAndPassesItsErrorOn() async {
    let useCase = MockProjectUseCase()
    useCase.moveHandler = { id, _ in throw ProjectBoardError.notFound(id) }
    let reactor = ProjectBoardViewReactor(projectUseCase: useCase)
    do {
      _ = try await reactor.mutateMove(id: "gone", to: .done)
      XCTFail("expected the use case's error")
    } catch {
      XCTAssertEqual(error as? ProjectBoardError, .notFound("gone"))
    }
    XCTAssertEqual(useCase.moveCallCount, 1)
    XCTAssertEqual(useCase.boardCallCount, 0)
  }
}
