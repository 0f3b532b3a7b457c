// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A list whose initial items a static helper makes, called through `type(of: self)` before
/// init is done, as cell reactors often do.
final class RosterViewReactor: Reactor {
  enum Action {
    case remove(String)
  }

  enum Mutation {
    case removeName(String)
  }

  struct State {
    var names: [String]
  }

  let initialState: State

  init(members: [String]) {
    let names = type(of: self).sortedNames(members)
    self.initialState = State(names: names)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .remove(name):
      return .just(.removeName(name))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .removeName(name):
      newState.names.removeAll { $0 == name }
    }
    return newState
  }
}

extension RosterViewReactor {
  static func sortedNames(_ members: [String]) -> [String] {
    members.sorted()
  }
}
