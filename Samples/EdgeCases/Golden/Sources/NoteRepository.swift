// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement NoteRepository here; its interface NoteRepositoryProtocol is generated from the spec.

import Foundation

final class NoteRepository: NoteRepositoryProtocol {
  func create(_ entity: Note) {
    // TODO: Implement NoteRepository.create.
  }

  func read(id: Int) -> Note? {
    // TODO: Implement NoteRepository.read.
    return nil
  }

  func readAll() -> [Note] {
    // TODO: Implement NoteRepository.readAll.
    fatalError("NoteRepository.readAll is not implemented yet")
  }

  func update(_ entity: Note) {
    // TODO: Implement NoteRepository.update.
  }

  func delete(id: Int) {
    // TODO: Implement NoteRepository.delete.
  }
}
