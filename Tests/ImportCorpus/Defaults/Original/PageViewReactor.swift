// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// Paging with defaults in the cases: an action that loads the first page unless told otherwise,
/// and a mutation whose animation is off unless asked for.
final class PageViewReactor: Reactor {
  enum Action {
    case load(page: Int = 1)
    case reset
  }

  enum Mutation {
    case setPage(Int, animated: Bool = false)
  }

  struct State {
    var page = 0
    var animated = false
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .load(page):
      return .just(.setPage(page, animated: true))
    case .reset:
      return .just(.setPage(0))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setPage(page, animated):
      state.page = page
      state.animated = animated
    }
    return state
  }
}
