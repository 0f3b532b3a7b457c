// Created by reactorgen from QuotaViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write QuotaViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension QuotaViewReactor {
  // MARK: Reduce

  func reduceIncrease(state newState: inout State) {
    if newState.used >= newState.limit {
      return
    }
    newState.used += 1
  }
}
