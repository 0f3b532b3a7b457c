// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write SettingViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension SettingViewReactor {
  // MARK: Mutate

  func mutateSaveUserName(userName: String) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.saveUserName.
    assertionFailure("SettingViewReactor.mutateSaveUserName is not written yet")
    return .empty()
  }
}
