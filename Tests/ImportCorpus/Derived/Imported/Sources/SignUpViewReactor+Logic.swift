// Created by reactorgen from SignUpViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write SignUpViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension SignUpViewReactor {
  // MARK: Reduce

  func reduceSetName(state newState: inout State, name: String) {
    newState.name = name.trimmingCharacters(in: .whitespaces)
  }

  func reduceSetEmail(state newState: inout State, email: String) {
    newState.email = email.lowercased()
  }

  // MARK: After the switches

  func didReduce(state newState: inout State, mutation: Mutation) {
    // Derived from the fields, whichever changed.
    newState.isValid = !newState.name.isEmpty && newState.email.contains("@")
  }
}
