// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A log whose every action that falls out of `mutate`'s switch is counted: the shared tail emits
/// a mutation, so a case that breaks still changes the state.
final class LogViewReactor: Reactor {
  enum Action {
    case clear
    case note(String)
    case skip
  }

  enum Mutation {
    case setLines([String])
    case touch
  }

  struct State {
    var lines: [String] = []
    var touches: Int = 0
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .clear:
      return .just(.setLines([]))

    case let .note(line):
      guard !line.isEmpty else { break }
      return .just(.setLines(currentState.lines + [line]))

    case .skip:
      break
    }
    return .just(.touch)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setLines(lines):
      newState.lines = lines
    case .touch:
      newState.touches += 1
    }
    return newState
  }
}
