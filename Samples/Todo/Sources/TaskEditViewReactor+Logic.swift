// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskEditViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

// RxTodo's TaskEditViewReactor logic, unchanged but for living in hooks.
extension TaskEditViewReactor {
  static func makeInitialState(mode: TaskEditViewMode) -> State {
    switch mode {
    case .new:
      return State(title: "New", taskTitle: "", canSubmit: false)
    case .edit(let task):
      return State(title: "Edit", taskTitle: task.title, canSubmit: true)
    }
  }

  func mutateCancel() -> Observable<Mutation> {
    if !self.currentState.shouldConfirmCancel {
      return .just(.dismiss)  // no need to confirm
    }
    let alertActions: [TaskEditViewCancelAlertAction] = [.leave, .stay]
    return self.provider.alertService
      .show(
        title: "Really?",
        message: "All changes will be lost",
        preferredStyle: .alert,
        actions: alertActions
      )
      .flatMap { alertAction -> Observable<Mutation> in
        switch alertAction {
        case .leave:
          return .just(.dismiss)
        case .stay:
          return .empty()
        }
      }
  }

  func mutateSubmit() -> Observable<Mutation> {
    guard self.currentState.canSubmit else { return .empty() }
    if case let .edit(task) = self.mode {
      return self.provider.taskService.update(taskID: task.id, title: self.currentState.taskTitle, memo: nil)
        .map { _ in .dismiss }
    } else {
      return self.provider.taskService.create(title: self.currentState.taskTitle, memo: nil)
        .map { _ in .dismiss }
    }
  }

  func reduceUpdateTaskTitle(state: inout State, taskTitle: String) {
    state.taskTitle = taskTitle
    state.canSubmit = !taskTitle.isEmpty
    state.shouldConfirmCancel = taskTitle != self.initialState.taskTitle
  }
}
