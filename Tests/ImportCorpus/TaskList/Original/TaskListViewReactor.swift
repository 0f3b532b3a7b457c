import ReactorKit
import RxSwift

/// The task list: loads the tasks, edits them, and follows what other screens do through the
/// task service's events.
final class TaskListViewReactor: Reactor {
  enum Action {
    case refresh
    case toggleEditing
    case deleteTask(Int)
  }

  enum Mutation {
    case setTasks([String])
    case toggleEditing
    case appendTask(String)
    case removeTask(at: Int)
  }

  struct State {
    var tasks: [String] = []
    var isEditing: Bool = false
  }

  let provider: ServiceProviderType
  let initialState = State()

  init(provider: ServiceProviderType) {
    self.provider = provider
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
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

// MARK: - Mutate

extension TaskListViewReactor {
  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .refresh:
      return self.provider.taskService.fetchTasks()
        .map { tasks in
          // Newest first, as the list shows them.
          Mutation.setTasks(tasks.reversed())
        }

    case .toggleEditing:
      return .just(.toggleEditing)

    case let .deleteTask(index):
      self.provider.taskService.event.onNext(.delete(index: index))
      return .empty()
    }
  }
}

// MARK: - Reduce

extension TaskListViewReactor {
  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setTasks(tasks):
      state.tasks = tasks
    case .toggleEditing:
      state.isEditing.toggle()
    case let .appendTask(task):
      state.tasks.insert(task, at: 0)
    case let .removeTask(index):
      guard state.tasks.indices.contains(index) else { break }
      state.tasks.remove(at: index)
    }
    return state
  }
}
