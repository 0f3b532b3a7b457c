// Created by reactorgen from TaskBoardViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskBoardViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension TaskBoardViewReactor {
  // MARK: Mutate

  func mutateRefresh() -> Observable<Mutation> {
    return self.provider.taskService.fetchTasks().map(Mutation.setTasks)
  }

  func mutateAdd(title: String) -> Observable<Mutation> {
    self.provider.taskService.create(title: title)
    return .empty()
  }

  // MARK: Reduce

  func reduceRemoveTask(state: inout State, at index: Int) {
    state.tasks.remove(at: index)
  }
}
