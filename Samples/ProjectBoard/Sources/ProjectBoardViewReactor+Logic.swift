// Created by reactorgen from ProjectBoard.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ProjectBoardViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension ProjectBoardViewReactor {
  // MARK: Mutate

  func mutateRefresh() async throws -> [Mutation] {
    [.setBoard(try await projectUseCase.board())]
  }

  func mutateCreate(title: String, body: String, dueDate: Date) async throws -> [Mutation] {
    _ = try await projectUseCase.create(title: title, body: body, dueDate: dueDate)
    return [.setBoard(try await projectUseCase.board())]
  }

  func mutateEdit(id: String, title: String, body: String, dueDate: Date) async throws -> [Mutation] {
    try await projectUseCase.edit(id: id, title: title, body: body, dueDate: dueDate)
    return [.setBoard(try await projectUseCase.board())]
  }

  func mutateMove(id: String, to: ProjectState) async throws -> [Mutation] {
    try await projectUseCase.move(id: id, to: to)
    return [.setBoard(try await projectUseCase.board())]
  }

  func mutateDelete(id: String) async throws -> [Mutation] {
    try await projectUseCase.delete(id: id)
    return [.setBoard(try await projectUseCase.board())]
  }

  // MARK: Reduce

  func reduceSetBoard(state: inout State, projectBoardSnapshot: ProjectBoardSnapshot) {
    state.todo = projectBoardSnapshot.todo
    state.doing = projectBoardSnapshot.doing
    state.done = projectBoardSnapshot.done
  }
}
