// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement TaskService here; its interface TaskServiceType is generated from the spec.

import Foundation
import RxSwift

// RxTodo's TaskService.
final class TaskService: BaseService, TaskServiceType {
  let event = PublishSubject<TaskEvent>()

  func fetchTasks() -> Observable<[Task]> {
    if let savedTaskDictionaries = self.provider.userDefaultsService.value(forKey: .tasks) {
      let tasks = savedTaskDictionaries.compactMap(Task.init)
      return .just(tasks)
    }
    let defaultTasks: [Task] = [
      Task(title: "Go to https://github.com/devxoul"),
      Task(title: "Star repositories I am intersted in"),
      Task(title: "Make a pull request"),
    ]
    let defaultTaskDictionaries = defaultTasks.map { $0.asDictionary() }
    self.provider.userDefaultsService.set(value: defaultTaskDictionaries, forKey: .tasks)
    return .just(defaultTasks)
  }

  @discardableResult
  func saveTasks(_ tasks: [Task]) -> Observable<Void> {
    let dicts = tasks.map { $0.asDictionary() }
    self.provider.userDefaultsService.set(value: dicts, forKey: .tasks)
    return .just(Void())
  }

  func create(title: String, memo: String?) -> Observable<Task> {
    self.fetchTasks()
      .flatMap { [weak self] tasks -> Observable<Task> in
        guard let self = self else { return .empty() }
        let newTask = Task(title: title, memo: memo)
        return self.saveTasks(tasks + [newTask]).map { newTask }
      }
      .do(onNext: { task in
        self.event.onNext(.create(task))
      })
  }

  func update(taskID: String, title: String, memo: String?) -> Observable<Task> {
    self.updateTask(taskID: taskID) { task in
      task.title = title
      task.memo = memo
    }
    .do(onNext: { task in
      self.event.onNext(.update(task))
    })
  }

  func delete(taskID: String) -> Observable<Task> {
    self.fetchTasks()
      .flatMap { [weak self] tasks -> Observable<Task> in
        guard let self = self else { return .empty() }
        guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { return .empty() }
        var tasks = tasks
        let deletedTask = tasks.remove(at: index)
        return self.saveTasks(tasks).map { deletedTask }
      }
      .do(onNext: { task in
        self.event.onNext(.delete(id: task.id))
      })
  }

  func move(taskID: String, to destinationIndex: Int) -> Observable<Task> {
    self.fetchTasks()
      .flatMap { [weak self] tasks -> Observable<Task> in
        guard let self = self else { return .empty() }
        guard let sourceIndex = tasks.firstIndex(where: { $0.id == taskID }) else { return .empty() }
        var tasks = tasks
        let task = tasks.remove(at: sourceIndex)
        tasks.insert(task, at: destinationIndex)
        return self.saveTasks(tasks).map { task }
      }
      .do(onNext: { task in
        self.event.onNext(.move(id: task.id, to: destinationIndex))
      })
  }

  func markAsDone(taskID: String) -> Observable<Task> {
    self.updateTask(taskID: taskID) { $0.isDone = true }
      .do(onNext: { task in
        self.event.onNext(.markAsDone(id: task.id))
      })
  }

  func markAsUndone(taskID: String) -> Observable<Task> {
    self.updateTask(taskID: taskID) { $0.isDone = false }
      .do(onNext: { task in
        self.event.onNext(.markAsUndone(id: task.id))
      })
  }

  /// Changes one stored task and saves the list (RxTodo repeats this in each method).
  private func updateTask(taskID: String, _ change: @escaping (inout Task) -> Void) -> Observable<Task> {
    self.fetchTasks()
      .flatMap { [weak self] tasks -> Observable<Task> in
        guard let self = self else { return .empty() }
        guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { return .empty() }
        var tasks = tasks
        change(&tasks[index])
        let newTask = tasks[index]
        return self.saveTasks(tasks).map { newTask }
      }
  }
}
