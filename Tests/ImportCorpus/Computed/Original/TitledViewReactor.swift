// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A screen whose initial state has a value at its declaration that init sets again, as apps
/// built on a base reactor write it, and a field typed by `.init()`.
final class TitledViewReactor: Reactor {
  enum Action {
    case add(String)
  }

  enum Mutation {
    case append(String)
  }

  struct State {
    var title: String?
    var sections = [String].init()
  }

  var initialState = State()

  init(title: String?) {
    self.initialState = State(title: title ?? "Untitled")
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .add(section):
      return .just(.append(section))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .append(section):
      newState.sections.append(section)
    }
    return newState
  }
}
