// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskEditViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension TaskEditViewReactor {
  // MARK: Initial state

  static func makeInitialState(mode: TaskEditViewMode) -> State {
    // TODO: Build the initial state from the parameters.
    fatalError("TaskEditViewReactor.makeInitialState is not implemented yet")
  }

  // MARK: Mutate

  func mutateCancel() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.cancel.
    assertionFailure("TaskEditViewReactor.mutateCancel is not written yet")
    return .empty()
  }

  func mutateSubmit() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.submit.
    assertionFailure("TaskEditViewReactor.mutateSubmit is not written yet")
    return .empty()
  }

  // MARK: Reduce

  func reduceUpdateTaskTitle(state: inout State, taskTitle: String) {
    // TODO: Apply Mutation.updateTaskTitle to the state.
    assertionFailure("TaskEditViewReactor.reduceUpdateTaskTitle is not written yet")
  }
}
