// Created by reactorgen from DetailViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write DetailViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension DetailViewReactor {
  // MARK: Before the switches

  func willMutate(action: Action) {
    // Every action is logged first.
    requests.append("\(action)")
  }

  func willReduce(state newState: inout State, mutation: Mutation) {
    newState.isErrorOccurred = false
  }
}
