// Created by reactorgen from WelcomeReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write WelcomeReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension WelcomeReactor {
  // MARK: Reduce

  func reduceSetLoading(state newState: inout State, isLoading: Bool) {
    // Nothing changes.
  }
}
