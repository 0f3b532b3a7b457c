// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A quota that stops at its limit: a reduce case that returns its copy early, unchanged.
final class QuotaViewReactor: Reactor {
  enum Action {
    case use
    case reset
  }

  enum Mutation {
    case increase
    case reset
  }

  struct State {
    var used: Int = 0
    var limit: Int = 3
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .use:
      return .just(.increase)
    case .reset:
      return .just(.reset)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case .increase:
      if newState.used >= newState.limit {
        return newState
      }
      newState.used += 1
    case .reset:
      newState.used = 0
    }
    return newState
  }
}
