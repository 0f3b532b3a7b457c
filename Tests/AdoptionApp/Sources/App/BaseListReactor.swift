import ReactorKit
import RxSwift

/// A list screen: the favourites and history screens are this reactor with another source.
class BaseListReactor: Reactor {
  enum Action {
    case refresh
    case clear
  }

  enum Mutation {
    case setItems([String])
  }

  struct State {
    var items: [String] = []
  }

  var initialState = State()

  /// What the list shows; subclasses say where it comes from.
  func load() -> [String] { [] }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .refresh:
      return .just(.setItems(load()))
    case .clear:
      return .just(.setItems([]))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setItems(items):
      state.items = items
    }
    return state
  }
}
