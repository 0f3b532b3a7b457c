// Created by reactorgen from ProjectBoard.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement ProjectUseCase here; its interface ProjectUseCaseProtocol is generated from the spec.

import Foundation

final class ProjectUseCase: ProjectUseCaseProtocol {
  let projectRepository: any ProjectRepositoryProtocol
  /// Today, for overdue flags and new projects' ids; fixed in tests.
  private let now: @Sendable () -> Date
  private let makeID: @Sendable () -> String

  init(projectRepository: any ProjectRepositoryProtocol) {
    self.projectRepository = projectRepository
    self.now = { Date() }
    self.makeID = { UUID().uuidString }
  }

  init(projectRepository: any ProjectRepositoryProtocol, now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> String) {
    self.projectRepository = projectRepository
    self.now = now
    self.makeID = makeID
  }

  func board() async throws -> ProjectBoardSnapshot {
    let today = now()
    var snapshot = ProjectBoardSnapshot()
    snapshot.todo = try await projectRepository.projects(in: .todo).map { item(for: $0, today: today) }
    snapshot.doing = try await projectRepository.projects(in: .doing).map { item(for: $0, today: today) }
    snapshot.done = try await projectRepository.projects(in: .done).map { item(for: $0, today: today) }
    return snapshot
  }

  func create(title: String, body: String, dueDate: Date) async throws -> Project {
    let project = Project(id: makeID(), title: title, body: body, dueDate: dueDate, state: .todo)
    try await projectRepository.create(project)
    return project
  }

  func edit(id: String, title: String, body: String, dueDate: Date) async throws {
    guard var project = try await projectRepository.read(id: id) else { throw ProjectBoardError.notFound(id) }
    project.title = title
    project.body = body
    project.dueDate = dueDate
    try await projectRepository.update(project)
  }

  func move(id: String, to state: ProjectState) async throws {
    guard var project = try await projectRepository.read(id: id) else { throw ProjectBoardError.notFound(id) }
    project.state = state
    try await projectRepository.update(project)
  }

  func delete(id: String) async throws {
    try await projectRepository.delete(id: id)
  }

  /// The entity as the board shows it; a project still open after its due day is overdue.
  private func item(for project: Project, today: Date) -> ProjectItem {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let isOverdue = project.state != .done && formatter.string(from: project.dueDate) < formatter.string(from: today)
    return ProjectItem(
      id: project.id, title: project.title, body: project.body, dueDate: formatter.string(from: project.dueDate),
      isOverdue: isOverdue, state: project.state)
  }
}

enum ProjectBoardError: Error, Equatable {
  case notFound(String)
}
