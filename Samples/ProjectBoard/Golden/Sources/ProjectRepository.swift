// Created by reactorgen from ProjectBoard.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement ProjectRepository here; its interface ProjectRepositoryProtocol is generated from the spec.

import Foundation

final class ProjectRepository: ProjectRepositoryProtocol {
  func create(_ entity: Project) async throws {
    // TODO: Implement ProjectRepository.create.
  }

  func read(id: String) async throws -> Project? {
    // TODO: Implement ProjectRepository.read.
    return nil
  }

  func readAll() async throws -> [Project] {
    // TODO: Implement ProjectRepository.readAll.
    fatalError("ProjectRepository.readAll is not implemented yet")
  }

  func update(_ entity: Project) async throws {
    // TODO: Implement ProjectRepository.update.
  }

  func delete(id: String) async throws {
    // TODO: Implement ProjectRepository.delete.
  }

  func projects(in state: ProjectState) async throws -> [Project] {
    // TODO: Implement ProjectRepository.projects.
    fatalError("ProjectRepository.projects is not implemented yet")
  }
}
