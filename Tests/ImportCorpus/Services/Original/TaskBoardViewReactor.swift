import ReactorKit
import RxSwift

/// Global state through service events: a task created on any screen arrives here.
final class TaskBoardViewReactor: Reactor {
  enum Action {
    case refresh
    case add(String)
  }

  enum Mutation {
    case setTasks([String])
    case appendTask(String)
    case removeTask(at: Int)
  }

  struct State {
    var tasks: [String] = []
  }

  let provider: ServiceProviderType
  let initialState = State()

  init(provider: ServiceProviderType) {
    self.provider = provider
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .refresh:
      return self.provider.taskService.fetchTasks().map(Mutation.setTasks)
    case let .add(title):
      self.provider.taskService.create(title: title)
      return .empty()
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setTasks(tasks):
      state.tasks = tasks
    case let .appendTask(task):
      state.tasks.append(task)
    case let .removeTask(index):
      state.tasks.remove(at: index)
    }
    return state
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
