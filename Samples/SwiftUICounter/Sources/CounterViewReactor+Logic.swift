// Created by reactorgen from SwiftUICounter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write CounterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension CounterViewReactor {
  // MARK: Mutate

  /// As in ReactorKit's example: the change lands after 300 ms, while `isLoading` is set.
  func mutateIncrease() -> Observable<Mutation> {
    Observable.just(Mutation.increaseValue).delay(.milliseconds(300), scheduler: MainScheduler.instance)
  }

  func mutateDecrease() -> Observable<Mutation> {
    Observable.just(Mutation.decreaseValue).delay(.milliseconds(300), scheduler: MainScheduler.instance)
  }

  // MARK: Reduce

  func reduceIncreaseValue(state: inout State) {
    state.count += 1
    announceCount(in: &state)
  }

  func reduceDecreaseValue(state: inout State) {
    state.count -= 1
    announceCount(in: &state)
  }

  /// The alert the view shows after each change; the view's `$reactor.showAlert` binding
  /// dismisses it through the `binding` action.
  private func announceCount(in state: inout State) {
    state.alertMessage = "Count: \(state.count)"
    state.showAlert = true
  }
}
