// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A detail screen, in the style of BoxOffice's: every change starts with the error flag
/// cleared, and every action is logged before it is handled.
final class DetailViewReactor: Reactor {
  enum Action {
    case load
    case fail(String)
  }

  enum Mutation {
    case setTitle(String)
    case setError(String)
  }

  struct State {
    var title: String = ""
    var isErrorOccurred: Bool = false
    var error: String? = nil
  }

  let initialState = State()
  var requests: [String] = []

  func mutate(action: Action) -> Observable<Mutation> {
    // Every action is logged first.
    requests.append("\(action)")
    switch action {
    case .load:
      return .just(.setTitle("Loaded"))

    case let .fail(message):
      return .just(.setError(message))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    newState.isErrorOccurred = false
    switch mutation {
    case let .setTitle(title):
      newState.title = title

    case let .setError(error):
      newState.isErrorOccurred = true
      newState.error = error
    }
    return newState
  }
}
