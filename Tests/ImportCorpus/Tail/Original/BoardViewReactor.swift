// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// What RxCocoa's `itemMoved` gives: one tuple.
typealias ItemMovedEvent = (sourceIndex: Int, destinationIndex: Int)

/// A board whose cases destructure a tuple payload in their patterns, as apps bind RxCocoa's
/// `itemMoved`.
final class BoardViewReactor: Reactor {
  enum Action {
    case itemMoved(ItemMovedEvent)
  }

  enum Mutation {
    case move(ItemMovedEvent)
    case swap((Int, Int))
  }

  struct State {
    var items: [String] = ["a", "b", "c"]
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .itemMoved((source, destination)):
      if source == destination { return .empty() }
      return .just(.move((source, destination)))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .move((from, to)):
      let item = newState.items.remove(at: from)
      newState.items.insert(item, at: to)
    case .swap(let (first, second)):
      newState.items.swapAt(first, second)
    }
    return newState
  }
}
