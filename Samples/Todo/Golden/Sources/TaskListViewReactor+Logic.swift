// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskListViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension TaskListViewReactor {
  // MARK: Mutate

  func mutateRefresh() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.refresh.
    assertionFailure("TaskListViewReactor.mutateRefresh is not written yet")
    return .empty()
  }

  func mutateToggleTaskDone(indexPath: IndexPath) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.toggleTaskDone.
    assertionFailure("TaskListViewReactor.mutateToggleTaskDone is not written yet")
    return .empty()
  }

  func mutateDeleteTask(indexPath: IndexPath) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.deleteTask.
    assertionFailure("TaskListViewReactor.mutateDeleteTask is not written yet")
    return .empty()
  }

  func mutateMoveTask(source: IndexPath, destination: IndexPath) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.moveTask.
    assertionFailure("TaskListViewReactor.mutateMoveTask is not written yet")
    return .empty()
  }

  // MARK: Reduce

  func reduceInsertSectionItem(state: inout State, indexPath: IndexPath, item: TaskListSection.Item) {
    // TODO: Apply Mutation.insertSectionItem to the state.
    assertionFailure("TaskListViewReactor.reduceInsertSectionItem is not written yet")
  }

  func reduceUpdateSectionItem(state: inout State, indexPath: IndexPath, item: TaskListSection.Item) {
    // TODO: Apply Mutation.updateSectionItem to the state.
    assertionFailure("TaskListViewReactor.reduceUpdateSectionItem is not written yet")
  }

  func reduceDeleteSectionItem(state: inout State, indexPath: IndexPath) {
    // TODO: Apply Mutation.deleteSectionItem to the state.
    assertionFailure("TaskListViewReactor.reduceDeleteSectionItem is not written yet")
  }

  func reduceMoveSectionItem(state: inout State, source: IndexPath, destination: IndexPath) {
    // TODO: Apply Mutation.moveSectionItem to the state.
    assertionFailure("TaskListViewReactor.reduceMoveSectionItem is not written yet")
  }

  // MARK: Events

  func mutate(taskEvent: TaskEvent) -> Observable<Mutation> {
    // TODO: Return the mutations for this event.
    assertionFailure("TaskListViewReactor.mutate(taskEvent:) is not written yet")
    return .empty()
  }
}
