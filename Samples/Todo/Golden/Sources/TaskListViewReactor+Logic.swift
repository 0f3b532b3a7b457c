// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TaskListViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension TaskListViewReactor {
  // MARK: Mutate

  func mutateRefresh() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.refresh.
    return .empty()
  }

  func mutateToggleTaskDone(indexPath: IndexPath) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.toggleTaskDone.
    return .empty()
  }

  func mutateDeleteTask(indexPath: IndexPath) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.deleteTask.
    return .empty()
  }

  func mutateMoveTask(source: IndexPath, destination: IndexPath) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.moveTask.
    return .empty()
  }

  // MARK: Reduce

  func reduceInsertSectionItem(state: inout State, indexPath: IndexPath, item: TaskListSection.Item) {
    // TODO: Apply Mutation.insertSectionItem to the state.
  }

  func reduceUpdateSectionItem(state: inout State, indexPath: IndexPath, item: TaskListSection.Item) {
    // TODO: Apply Mutation.updateSectionItem to the state.
  }

  func reduceDeleteSectionItem(state: inout State, indexPath: IndexPath) {
    // TODO: Apply Mutation.deleteSectionItem to the state.
  }

  func reduceMoveSectionItem(state: inout State, source: IndexPath, destination: IndexPath) {
    // TODO: Apply Mutation.moveSectionItem to the state.
  }

  // MARK: Events

  func mutate(taskEvent: TaskEvent) -> Observable<Mutation> {
    // TODO: Return the mutations for this event.
    return .empty()
  }
}
