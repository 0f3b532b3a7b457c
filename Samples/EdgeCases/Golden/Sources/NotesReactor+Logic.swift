// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write NotesReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension NotesReactor {
  // MARK: Preconditions

  func shouldPin(note: Note) -> Bool {
    // TODO: Say whether Action.pin should run in the current state.
    return true
  }

  // MARK: Mutate

  func mutateLoad() async throws -> [Mutation] {
    // TODO: Return the mutations for Action.load.
    assertionFailure("NotesReactor.mutateLoad is not written yet")
    return []
  }

  func mutatePin(note: Note) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.pin.
    assertionFailure("NotesReactor.mutatePin is not written yet")
    return []
  }
}
