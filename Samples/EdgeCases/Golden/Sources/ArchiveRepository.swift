// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement ArchiveRepository here; its interface ArchiveRepositoryProtocol is generated from the spec.

import Foundation

final class ArchiveRepository: ArchiveRepositoryProtocol {
  func create(_ entity: Note) async {
    // TODO: Implement ArchiveRepository.create.
  }

  func read(`default`: Int) async -> Note? {
    // TODO: Implement ArchiveRepository.read.
    return nil
  }

  func readAll() async -> [Note] {
    // TODO: Implement ArchiveRepository.readAll.
    fatalError("ArchiveRepository.readAll is not implemented yet")
  }

  func update(_ entity: Note) async {
    // TODO: Implement ArchiveRepository.update.
  }

  func delete(`default`: Int) async {
    // TODO: Implement ArchiveRepository.delete.
  }

  func notes(passing test: (Note) -> Bool) async -> [Note] {
    // TODO: Implement ArchiveRepository.notes.
    fatalError("ArchiveRepository.notes is not implemented yet")
  }
}
