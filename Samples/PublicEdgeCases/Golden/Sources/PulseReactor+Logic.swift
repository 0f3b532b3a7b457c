// Created by reactorgen from PublicEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write PulseReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension PulseReactor {
  // MARK: Transform

  func transformAction(_ action: Observable<Action>) -> Observable<Action> {
    // TODO: Combine the action stream with other observables.
    return action
  }

  func transformState(_ state: Observable<State>) -> Observable<State> {
    // TODO: Combine the state stream with other observables.
    return state
  }
}
