// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A screen opened on one of its items, whose init stops the program when the item is not
/// there, and whose switches put their subject in parentheses.
final class PickedViewReactor: Reactor {
  enum Action {
    case next
  }

  enum Mutation {
    case advance
  }

  struct State {
    var index: Int
    var count: Int
  }

  let initialState: State

  init(items: [String], picked: String) {
    if let index = items.firstIndex(of: picked) {
      self.initialState = State(index: index, count: items.count)
    } else {
      fatalError("Unknown item: \(picked)")
    }
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch(action) {
    case .next:
      return .just(.advance)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch(mutation) {
    case .advance:
      state.index = (state.index + 1) % state.count
    }
    return state
  }
}
