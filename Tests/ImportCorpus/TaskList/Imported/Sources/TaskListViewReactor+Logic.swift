// Created by reactorgen from TaskListViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskListViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension TaskListViewReactor {
  // MARK: Mutate

  func mutateRefresh() -> Observable<Mutation> {
    return self.provider.taskService.fetchTasks()
      .map { tasks in
        // Newest first, as the list shows them.
        Mutation.setTasks(tasks.reversed())
      }
  }

  func mutateDeleteTask(index: Int) -> Observable<Mutation> {
    self.provider.taskService.event.onNext(.delete(index: index))
    return .empty()
  }

  // MARK: Reduce

  func reduceAppendTask(state: inout State, task: String) {
    state.tasks.insert(task, at: 0)
  }

  func reduceRemoveTask(state: inout State, at index: Int) {
    guard state.tasks.indices.contains(index) else { return }
    state.tasks.remove(at: index)
  }

  // MARK: Transform

  func transformMutation(_ mutation: Observable<Mutation>) -> Observable<Mutation> {
    let taskEventMutation = self.provider.taskService.event
      .map { event -> Mutation in
        switch event {
        case let .create(title):
          return .appendTask(title)
        case let .delete(index):
          return .removeTask(at: index)
        }
      }
    return Observable.merge(mutation, taskEventMutation)
  }
}
