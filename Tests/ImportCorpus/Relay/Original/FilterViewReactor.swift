// Copyright (c) The reactorgen authors.
import ReactorKit
import RxRelay
import RxSwift

/// A list filtered as the user types. The screen writes the items and reads the selection through
/// relays the reactor keeps; a pull to refresh submits the latest query again.
final class FilterViewReactor: Reactor {
  enum Action {
    case setQuery(String)
    case select(String)
    case toggleFavoritesOnly
  }

  enum Mutation {
    case setQuery(String)
    case setFavoritesOnly(Bool)
    case setVisible([String])
  }

  struct State {
    var query: String = ""
    var favoritesOnly: Bool = false
    var visible: [String] = []
    var submissions: Int = 0
  }

  let initialState = State()
  let items = BehaviorRelay<[String]>(value: [])
  let selection = BehaviorRelay<String?>(value: nil)
  let refreshes = PublishRelay<Void>()
  private let query = BehaviorRelay<String>(value: "")

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .setQuery(text):
      query.accept(text)
      return .just(.setQuery(text))

    case let .select(item):
      selection.accept(item)
      return .empty()

    case .toggleFavoritesOnly:
      return .just(.setFavoritesOnly(!currentState.favoritesOnly))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setQuery(text):
      state.query = text
      state.submissions += 1

    case let .setFavoritesOnly(favoritesOnly):
      state.favoritesOnly = favoritesOnly

    case let .setVisible(visible):
      state.visible = visible
    }
    return state
  }

  func transform(action: Observable<Action>) -> Observable<Action> {
    // A refresh submits the query the user typed last.
    let resubmitted = refreshes.withLatestFrom(query).map(Action.setQuery)
    return Observable.merge(action, resubmitted)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    let visible = Observable.combineLatest(items, query) { items, query in
      query.isEmpty ? items : items.filter { $0.lowercased().contains(query.lowercased()) }
    }
    .distinctUntilChanged()
    .map(Mutation.setVisible)
    return Observable.merge(mutation, visible)
  }
}
