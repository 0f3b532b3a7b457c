// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A feed in the style of apps whose `mutate` does its side work in the cases and lets them fall
/// out of the switch to one shared `return .empty()`: a `guard` that breaks, a case that only
/// breaks, a case whose `if` has no `else`.
final class FeedViewReactor: Reactor {
  enum Action {
    case refresh
    case open(index: Int)
    case share(Int)
    case dismiss
  }

  enum Mutation {
    case setItems([String])
  }

  struct State {
    var items: [String] = []
  }

  let initialState = State()
  /// What the screen asked the app to do, in order (a router would be told).
  var requests: [String] = []

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .refresh:
      return .just(.setItems(["a", "b", "c"]))

    case let .open(index):
      guard currentState.items.indices.contains(index) else { break }
      requests.append("open \(currentState.items[index])")

    case let .share(index):
      if index >= 0 {
        requests.append("share \(index)")
      }

    case .dismiss:
      break
    }

    return .empty()
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setItems(items):
      newState.items = items
    }
    return newState
  }
}
