// Created by reactorgen from Login.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write LoginViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension LoginViewReactor {
  // MARK: Mutate

  func mutateLogin(email: String, password: String) async throws -> [Mutation] {
    // The form's fields arrive as parameters, as they were when the user tapped "Log in";
    // this runs off the main thread, so it reads nothing of currentState.
    let session = try await authService.login(email: email, password: password)
    return [.setErrorMessage(nil), .setSession(session)]
  }
}
