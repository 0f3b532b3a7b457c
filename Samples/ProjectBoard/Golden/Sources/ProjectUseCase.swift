// Created by reactorgen from ProjectBoard.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement ProjectUseCase here; its interface ProjectUseCaseProtocol is generated from the spec.

import Foundation

final class ProjectUseCase: ProjectUseCaseProtocol {
  let projectRepository: any ProjectRepositoryProtocol

  init(projectRepository: any ProjectRepositoryProtocol) {
    self.projectRepository = projectRepository
  }

  func board() async throws -> ProjectBoardSnapshot {
    // TODO: Implement ProjectUseCase.board.
    fatalError("ProjectUseCase.board is not implemented yet")
  }

  func create(title: String, body: String, dueDate: Date) async throws -> Project {
    // TODO: Implement ProjectUseCase.create.
    fatalError("ProjectUseCase.create is not implemented yet")
  }

  func edit(id: String, title: String, body: String, dueDate: Date) async throws {
    // TODO: Implement ProjectUseCase.edit.
  }

  func move(id: String, to state: ProjectState) async throws {
    // TODO: Implement ProjectUseCase.move.
  }

  func delete(id: String) async throws {
    // TODO: Implement ProjectUseCase.delete.
  }
}
