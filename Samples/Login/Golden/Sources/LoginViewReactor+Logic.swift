// Created by reactorgen from Login.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write LoginViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension LoginViewReactor {
  // MARK: Mutate

  func mutateLogin(email: String, password: String) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.login.
    assertionFailure("LoginViewReactor.mutateLogin is not written yet")
    return []
  }
}
