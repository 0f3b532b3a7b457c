// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write CounterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension CounterViewReactor {
  public func mutateIncrease() -> Observable<Mutation> {
    Observable.just(Mutation.increaseValue).delay(.seconds(1), scheduler: MainScheduler.instance)
  }

  public func mutateDecrease() -> Observable<Mutation> {
    Observable.just(Mutation.decreaseValue).delay(.seconds(1), scheduler: MainScheduler.instance)
  }

  /// The setting screen's reactor shares the provider, so its user name event reaches this one.
  public func reactorForSetting() -> SettingViewReactor {
    SettingViewReactor(provider: self.provider, userName: self.currentState.userName)
  }
}
