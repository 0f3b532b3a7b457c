import Foundation
import XCTest
@testable import ProjectBoard

/// The use case over the generated in-memory repository, and over the generated mock.
final class ProjectUseCaseTests: XCTestCase {
  private let day: TimeInterval = 86_400
  private let today = Date(timeIntervalSince1970: 20_000 * 86_400)

  private func useCase(_ repository: any ProjectRepositoryProtocol) -> ProjectUseCase {
    let counter = Counter()
    return ProjectUseCase(projectRepository: repository, now: { [today] in today }, makeID: { counter.next() })
  }

  func testBoardGroupsProjectsByStateAndFlagsOverdueOnes() async throws {
    let repository = TemporaryProjectRepository([
      Project(id: "1", title: "Late", body: "", dueDate: today.addingTimeInterval(-day), state: .todo),
      Project(id: "2", title: "Soon", body: "", dueDate: today.addingTimeInterval(day), state: .doing),
      Project(id: "3", title: "Shipped", body: "", dueDate: today.addingTimeInterval(-day), state: .done),
    ])
    let board = try await useCase(repository).board()
    XCTAssertEqual(board.todo.map(\.title), ["Late"])
    XCTAssertEqual(board.doing.map(\.title), ["Soon"])
    XCTAssertEqual(board.done.map(\.title), ["Shipped"])
    XCTAssertTrue(board.todo[0].isOverdue)
    XCTAssertFalse(board.doing[0].isOverdue)
    XCTAssertFalse(board.done[0].isOverdue, "a finished project is never overdue")
  }

  func testCreateMoveEditAndDelete() async throws {
    let repository = TemporaryProjectRepository()
    let useCase = useCase(repository)
    let created = try await useCase.create(title: "Board", body: "Write it", dueDate: today)
    XCTAssertEqual(created.id, "project-1")
    XCTAssertEqual(created.state, .todo)

    try await useCase.move(id: created.id, to: .doing)
    try await useCase.edit(id: created.id, title: "Board v2", body: "Ship it", dueDate: today)
    let board = try await useCase.board()
    XCTAssertEqual(board.doing.map(\.title), ["Board v2"])
    XCTAssertTrue(board.todo.isEmpty)

    try await useCase.delete(id: created.id)
    let empty = try await useCase.board()
    XCTAssertEqual(empty, ProjectBoardSnapshot())
  }

  func testMovingAMissingProjectFails() async {
    let useCase = useCase(TemporaryProjectRepository())
    do {
      try await useCase.move(id: "missing", to: .done)
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? ProjectBoardError, .notFound("missing"))
    }
  }

  func testTheGeneratedMockRecordsAsyncCallsAndAnswersWithItsHandlers() async throws {
    let repository = MockProjectRepository()
    repository.readHandler = { id in Project(id: id, title: "Old", body: "", dueDate: Date(timeIntervalSince1970: 0), state: .todo) }
    try await useCase(repository).move(id: "7", to: .done)
    XCTAssertEqual(repository.readCalls, ["7"])
    XCTAssertEqual(repository.updateCallCount, 1)
    XCTAssertEqual(repository.updateCalls.first?.state, .done)
  }
}

/// Ids `project-1`, `project-2`, ... for predictable tests.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> String {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return "project-\(value)"
  }
}
