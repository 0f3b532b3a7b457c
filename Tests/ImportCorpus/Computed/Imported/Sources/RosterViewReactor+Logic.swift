// Created by reactorgen from RosterViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write RosterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension RosterViewReactor {
  // MARK: Initial state

  static func makeInitialState(members: [String]) -> State {
    let names = Self.sortedNames(members)
    return State(names: names)
  }

  // MARK: Reduce

  func reduceRemoveName(state newState: inout State, name: String) {
    newState.names.removeAll { $0 == name }
  }

  // MARK: Moved from Original/RosterViewReactor.swift

  static func sortedNames(_ members: [String]) -> [String] {
    members.sorted()
  }
}
