// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement TaskService here; its interface TaskServiceType is generated from the spec.

import Foundation
import RxSwift

final class TaskService: BaseService, TaskServiceType {
  let event = PublishSubject<TaskEvent>()

  func fetchTasks() -> Observable<[Task]> {
    // TODO: Implement TaskService.fetchTasks.
    return .empty()
  }

  @discardableResult
  func saveTasks(_ tasks: [Task]) -> Observable<Void> {
    // TODO: Implement TaskService.saveTasks.
    return .empty()
  }

  func create(title: String, memo: String?) -> Observable<Task> {
    // TODO: Implement TaskService.create.
    return .empty()
  }

  func update(taskID: String, title: String, memo: String?) -> Observable<Task> {
    // TODO: Implement TaskService.update.
    return .empty()
  }

  func delete(taskID: String) -> Observable<Task> {
    // TODO: Implement TaskService.delete.
    return .empty()
  }

  func move(taskID: String, to: Int) -> Observable<Task> {
    // TODO: Implement TaskService.move.
    return .empty()
  }

  func markAsDone(taskID: String) -> Observable<Task> {
    // TODO: Implement TaskService.markAsDone.
    return .empty()
  }

  func markAsUndone(taskID: String) -> Observable<Task> {
    // TODO: Implement TaskService.markAsUndone.
    return .empty()
  }
}
