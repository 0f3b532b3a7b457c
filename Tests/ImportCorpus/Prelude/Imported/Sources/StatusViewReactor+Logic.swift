// Created by reactorgen from StatusViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write StatusViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension StatusViewReactor {
  // MARK: Before the switches

  func willReduce(state newState: inout State, mutation: Mutation) {
    // Nothing carries over from the state before.
    newState = State()
  }
}
