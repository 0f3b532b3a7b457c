// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A sheet whose reduce case binds a value named `state`, like reduce's own parameter (as a
/// fresh app does): the case reads its value, not the state reduce was given.
final class SheetViewReactor: Reactor {
  enum Action {
    case show(String)
    case hide
  }

  enum Mutation {
    case setSheet(Bool, String)
  }

  struct State {
    var sheet: (Bool, String) = (false, "")
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .show(title):
      return .just(.setSheet(true, title))
    case .hide:
      return .just(.setSheet(false, currentState.sheet.1))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var nextState = state
    switch mutation {
    case let .setSheet(state, title):
      nextState.sheet = (state, title)
    }
    return nextState
  }
}
