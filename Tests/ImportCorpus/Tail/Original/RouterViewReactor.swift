// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A router whose case binds its value by the name of mutate's own parameter, `action`, as some
/// apps write a nested flow: the case reads its value, not the parameter.
final class RouterViewReactor: Reactor {
  enum Route {
    case home
    case detail(Int)
  }

  enum Action {
    case flow(Route)
    case reset
  }

  enum Mutation {
    case setPath([String])
  }

  struct State {
    var path: [String] = []
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .flow(action):
      return handle(action)
    case .reset:
      return .just(.setPath([]))
    }
  }

  private func handle(_ route: Route) -> Observable<Mutation> {
    switch route {
    case .home:
      return .just(.setPath(currentState.path + ["home"]))
    case let .detail(id):
      return .just(.setPath(currentState.path + ["detail \(id)"]))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setPath(path):
      newState.path = path
    }
    return newState
  }
}
