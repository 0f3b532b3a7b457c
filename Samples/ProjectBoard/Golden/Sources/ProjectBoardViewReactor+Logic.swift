// Created by reactorgen from ProjectBoard.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ProjectBoardViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension ProjectBoardViewReactor {
  // MARK: Mutate

  func mutateRefresh() async throws -> [Mutation] {
    // TODO: Return the mutations for Action.refresh.
    assertionFailure("ProjectBoardViewReactor.mutateRefresh is not written yet")
    return []
  }

  func mutateCreate(title: String, body: String, dueDate: Date) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.create.
    assertionFailure("ProjectBoardViewReactor.mutateCreate is not written yet")
    return []
  }

  func mutateEdit(id: String, title: String, body: String, dueDate: Date) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.edit.
    assertionFailure("ProjectBoardViewReactor.mutateEdit is not written yet")
    return []
  }

  func mutateMove(id: String, to: ProjectState) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.move.
    assertionFailure("ProjectBoardViewReactor.mutateMove is not written yet")
    return []
  }

  func mutateDelete(id: String) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.delete.
    assertionFailure("ProjectBoardViewReactor.mutateDelete is not written yet")
    return []
  }

  // MARK: Reduce

  func reduceSetBoard(state: inout State, projectBoardSnapshot: ProjectBoardSnapshot) {
    // TODO: Apply Mutation.setBoard to the state.
    assertionFailure("ProjectBoardViewReactor.reduceSetBoard is not written yet")
  }
}
