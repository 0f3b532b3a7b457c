import Foundation
import XCTest
@testable import ProjectBoard

/// The generated in-memory repository, run for real: it needs no Rx.
final class TemporaryProjectRepositoryTests: XCTestCase {
  private func project(_ id: String, _ state: ProjectState = .todo, title: String = "Title") -> Project {
    Project(id: id, title: title, body: "", dueDate: Date(timeIntervalSince1970: 0), state: state)
  }

  func testCreateReadUpdateDelete() async throws {
    let repository = TemporaryProjectRepository()
    try await repository.create(project("a"))
    try await repository.create(project("b", .doing))
    let readA = try await repository.read(id: "a")
    XCTAssertEqual(readA, project("a"))
    let missing = try await repository.read(id: "z")
    XCTAssertNil(missing)

    try await repository.update(project("a", title: "Renamed"))
    let renamed = try await repository.read(id: "a")
    XCTAssertEqual(renamed?.title, "Renamed")

    try await repository.delete(id: "a")
    let remaining = try await repository.readAll()
    XCTAssertEqual(remaining.map(\.id), ["b"])
  }

  func testCreateWithAnExistingKeyReplacesInPlaceAndKeepsTheOrder() async throws {
    let repository = TemporaryProjectRepository([project("a"), project("b"), project("c")])
    try await repository.create(project("b", title: "New"))
    let all = try await repository.readAll()
    XCTAssertEqual(all.map(\.id), ["a", "b", "c"])
    XCTAssertEqual(all[1].title, "New")
  }

  func testUpdateOrDeleteOfAMissingKeyChangesNothing() async throws {
    let repository = TemporaryProjectRepository([project("a")])
    try await repository.update(project("z"))
    try await repository.delete(id: "z")
    let all = try await repository.readAll()
    XCTAssertEqual(all, [project("a")])
  }

  func testQueryReturnsTheEntitiesItsConditionHoldsFor() async throws {
    let repository = TemporaryProjectRepository([project("a"), project("b", .done), project("c"), project("d", .doing)])
    let todo = try await repository.projects(in: .todo)
    XCTAssertEqual(todo.map(\.id), ["a", "c"])
    let done = try await repository.projects(in: .done)
    XCTAssertEqual(done.map(\.id), ["b"])
  }

  func testConcurrentWritesAreAllKept() async throws {
    let repository = TemporaryProjectRepository()
    await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask { try await repository.create(Project(id: "\(index)", title: "", body: "", dueDate: Date(), state: .todo)) }
      }
    }
    let all = try await repository.readAll()
    XCTAssertEqual(all.count, 200)
    XCTAssertEqual(Set(all.map(\.id)).count, 200)
  }
}
