// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ParametersReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension ParametersReactor {
  // MARK: Initial state

  static func makeInitialState(limit: Int, name: String) -> State {
    // TODO: Build the initial state from the parameters.
    fatalError("ParametersReactor.makeInitialState is not implemented yet")
  }
}
