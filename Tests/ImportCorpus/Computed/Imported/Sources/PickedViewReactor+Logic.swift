// Created by reactorgen from PickedViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write PickedViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension PickedViewReactor {
  // MARK: Initial state

  static func makeInitialState(items: [String], picked: String) -> State {
    if let index = items.firstIndex(of: picked) {
      return State(index: index, count: items.count)
    } else {
      fatalError("Unknown item: \(picked)")
    }
  }

  // MARK: Reduce

  func reduceAdvance(state: inout State) {
    state.index = (state.index + 1) % state.count
  }
}
