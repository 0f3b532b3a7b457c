// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskListViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

// RxTodo's TaskListViewReactor logic, unchanged but for living in hooks.
extension TaskListViewReactor {
  func mutateRefresh() -> Observable<Mutation> {
    self.provider.taskService.fetchTasks()
      .map { tasks in
        let sectionItems = tasks.map(TaskCellReactor.init)
        let section = TaskListSection(model: Void(), items: sectionItems)
        return .setSections([section])
      }
  }

  func mutateToggleTaskDone(indexPath: IndexPath) -> Observable<Mutation> {
    let task = self.currentState.sections[indexPath].currentState
    if !task.isDone {
      return self.provider.taskService.markAsDone(taskID: task.id).flatMap { _ in Observable.empty() }
    } else {
      return self.provider.taskService.markAsUndone(taskID: task.id).flatMap { _ in Observable.empty() }
    }
  }

  func mutateDeleteTask(indexPath: IndexPath) -> Observable<Mutation> {
    let task = self.currentState.sections[indexPath].currentState
    return self.provider.taskService.delete(taskID: task.id).flatMap { _ in Observable.empty() }
  }

  func mutateMoveTask(source: IndexPath, destination: IndexPath) -> Observable<Mutation> {
    let task = self.currentState.sections[source].currentState
    return self.provider.taskService.move(taskID: task.id, to: destination.item)
      .flatMap { _ in Observable.empty() }
  }

  func reduceInsertSectionItem(state: inout State, indexPath: IndexPath, item: TaskListSection.Item) {
    state.sections.insert(item, at: indexPath)
  }

  func reduceUpdateSectionItem(state: inout State, indexPath: IndexPath, item: TaskListSection.Item) {
    state.sections[indexPath] = item
  }

  func reduceDeleteSectionItem(state: inout State, indexPath: IndexPath) {
    state.sections.remove(at: indexPath)
  }

  func reduceMoveSectionItem(state: inout State, source: IndexPath, destination: IndexPath) {
    let sectionItem = state.sections.remove(at: source)
    state.sections.insert(sectionItem, at: destination)
  }

  func mutate(taskEvent: TaskEvent) -> Observable<Mutation> {
    let state = self.currentState
    switch taskEvent {
    case let .create(task):
      let indexPath = IndexPath(item: 0, section: 0)
      let reactor = TaskCellReactor(task: task)
      return .just(.insertSectionItem(indexPath, reactor))

    case let .update(task):
      guard let indexPath = self.indexPath(forTaskID: task.id, from: state) else { return .empty() }
      let reactor = TaskCellReactor(task: task)
      return .just(.updateSectionItem(indexPath, reactor))

    case let .delete(id):
      guard let indexPath = self.indexPath(forTaskID: id, from: state) else { return .empty() }
      return .just(.deleteSectionItem(indexPath))

    case let .move(id, index):
      guard let sourceIndexPath = self.indexPath(forTaskID: id, from: state) else { return .empty() }
      let destinationIndexPath = IndexPath(item: index, section: 0)
      return .just(.moveSectionItem(sourceIndexPath, destinationIndexPath))

    case let .markAsDone(id):
      guard let indexPath = self.indexPath(forTaskID: id, from: state) else { return .empty() }
      var task = state.sections[indexPath].currentState
      task.isDone = true
      let reactor = TaskCellReactor(task: task)
      return .just(.updateSectionItem(indexPath, reactor))

    case let .markAsUndone(id):
      guard let indexPath = self.indexPath(forTaskID: id, from: state) else { return .empty() }
      var task = state.sections[indexPath].currentState
      task.isDone = false
      let reactor = TaskCellReactor(task: task)
      return .just(.updateSectionItem(indexPath, reactor))
    }
  }

  private func indexPath(forTaskID taskID: String, from state: State) -> IndexPath? {
    let section = 0
    let item = state.sections[section].items.firstIndex { reactor in reactor.currentState.id == taskID }
    if let item = item {
      return IndexPath(item: item, section: section)
    } else {
      return nil
    }
  }

  func reactorForCreatingTask() -> TaskEditViewReactor {
    TaskEditViewReactor(provider: self.provider, mode: .new)
  }

  func reactorForEditingTask(_ taskCellReactor: TaskCellReactor) -> TaskEditViewReactor {
    let task = taskCellReactor.currentState
    return TaskEditViewReactor(provider: self.provider, mode: .edit(task))
  }
}
