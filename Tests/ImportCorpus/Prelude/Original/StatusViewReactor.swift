// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A status banner, in the style of FirstReactorKit's MainReactor: every mutation starts from a
/// new State, so showing an error hides the spinner and the other way round.
final class StatusViewReactor: Reactor {
  enum Action {
    case showIndicator
    case showError(String)
  }

  enum Mutation {
    case setIndicator(isOn: Bool)
    case setError(String)
  }

  struct State {
    var isLoading: Bool = false
    var error: String?
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .showIndicator:
      return .just(.setIndicator(isOn: true))

    case let .showError(message):
      return .just(.setError(message))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    // Nothing carries over from the state before.
    var newState = State()
    switch mutation {
    case let .setIndicator(isOn):
      newState.isLoading = isOn

    case let .setError(error):
      newState.error = error
    }
    return newState
  }
}
