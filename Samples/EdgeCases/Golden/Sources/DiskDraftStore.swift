// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement DiskDraftStore here; its interface DraftStore is generated from the spec.

import Foundation

final class DiskDraftStore: DraftStore {
  func create(_ entity: Note) throws {
    // TODO: Implement DiskDraftStore.create.
  }

  func read(id: Int) throws -> Note? {
    // TODO: Implement DiskDraftStore.read.
    return nil
  }

  func readAll() throws -> [Note] {
    // TODO: Implement DiskDraftStore.readAll.
    fatalError("DiskDraftStore.readAll is not implemented yet")
  }

  func update(_ entity: Note) throws {
    // TODO: Implement DiskDraftStore.update.
  }

  func delete(id: Int) throws {
    // TODO: Implement DiskDraftStore.delete.
  }
}
