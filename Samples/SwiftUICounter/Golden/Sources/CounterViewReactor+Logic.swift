// Created by reactorgen from SwiftUICounter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write CounterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension CounterViewReactor {
  // MARK: Mutate

  func mutateIncrease() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.increase.
    assertionFailure("CounterViewReactor.mutateIncrease is not written yet")
    return .empty()
  }

  func mutateDecrease() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.decrease.
    assertionFailure("CounterViewReactor.mutateDecrease is not written yet")
    return .empty()
  }

  // MARK: Reduce

  func reduceIncreaseValue(state: inout State) {
    // TODO: Apply Mutation.increaseValue to the state.
    assertionFailure("CounterViewReactor.reduceIncreaseValue is not written yet")
  }

  func reduceDecreaseValue(state: inout State) {
    // TODO: Apply Mutation.decreaseValue to the state.
    assertionFailure("CounterViewReactor.reduceDecreaseValue is not written yet")
  }
}
