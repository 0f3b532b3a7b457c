// Created by reactorgen from SheetViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write SheetViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension SheetViewReactor {
  // MARK: Mutate

  func mutateShow(title: String) -> Observable<Mutation> {
    return .just(.setSheet(true, title))
  }

  // MARK: Reduce

  func reduceSetSheet(state nextState: inout State, bool state: Bool, title: String) {
    nextState.sheet = (state, title)
  }
}
