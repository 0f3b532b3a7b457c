// Created by reactorgen from CounterViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write CounterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension CounterViewReactor {
  // MARK: Mutate

  func mutateIncrease() -> Observable<Mutation> {
    return Observable.just(Mutation.increaseValue)
  }

  func mutateDecrease() -> Observable<Mutation> {
    // Going below zero is not allowed.
    guard currentState.value > 0 else {
      return .just(.setAlertMessage("The value is already zero"))
    }
    return .just(.decreaseValue)
  }

  // MARK: Reduce

  func reduceSetValue(state newState: inout State, v: Int) {
    newState.value = v
    if v == 0 { newState.alertMessage = "Reset" }
  }

  // MARK: Moved from Original/CounterViewReactor.swift

  /// A helper the view uses.
  var valueText: String { "\(currentState.value)" }
}
