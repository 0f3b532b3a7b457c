// Created by reactorgen from ObservableEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write WordReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension WordReactor {
  // MARK: Mutate

  func mutateShout() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.shout.
    assertionFailure("WordReactor.mutateShout is not written yet")
    return .empty()
  }

  // MARK: Reduce

  func reduceUppercase(state: inout State) {
    // TODO: Apply Mutation.uppercase to the state.
    assertionFailure("WordReactor.reduceUppercase is not written yet")
  }
}
