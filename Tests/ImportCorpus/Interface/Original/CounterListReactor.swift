// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

// The screen's types stand at the top of its file, and the reactor names them.
enum CounterListAction {
  case add(Int)
  case reset
}

enum CounterListMutation {
  case append(Int)
  case clear
}

struct CounterListState {
  var values: [Int] = []
  var lastChange = ""
  var total: Int { values.reduce(0, +) }
}

final class CounterListReactor: Reactor {
  typealias Action = CounterListAction
  typealias Mutation = CounterListMutation
  typealias State = CounterListState

  let initialState = CounterListState()

  func mutate(action: CounterListAction) -> Observable<CounterListMutation> {
    switch action {
    case .add(let value):
      return .just(.append(value))
    case .reset:
      return .just(.clear)
    }
  }

  func reduce(state: CounterListState, mutation: CounterListMutation) -> CounterListState {
    var newState = state
    switch mutation {
    case .append(let value):
      newState.values.append(value)
    case .clear:
      newState.values = []
      // What happened, by the mutation's own name.
      if newState.lastChange != "\(mutation)" { newState.lastChange = "\(mutation)" }
    }
    return newState
  }
}
