// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement NotesUseCase here; its interface NotesUseCaseProtocol is generated from the spec.

import Foundation

final class NotesUseCase: NotesUseCaseProtocol {
  let noteRepository: any NoteRepositoryProtocol
  let tagRepository: any TagRepositoryProtocol
  let clock: any ClockProviding
  let emptyUseCase: any EmptyUseCaseProtocol

  init(
    noteRepository: any NoteRepositoryProtocol,
    tagRepository: any TagRepositoryProtocol,
    clock: any ClockProviding,
    emptyUseCase: any EmptyUseCaseProtocol
  ) {
    self.noteRepository = noteRepository
    self.tagRepository = tagRepository
    self.clock = clock
    self.emptyUseCase = emptyUseCase
  }

  func notes() throws -> [Note] {
    // TODO: Implement NotesUseCase.notes.
    fatalError("NotesUseCase.notes is not implemented yet")
  }

  func pin(_ note: Note) async throws -> Bool {
    // TODO: Implement NotesUseCase.pin.
    fatalError("NotesUseCase.pin is not implemented yet")
  }
}
