// Created by reactorgen from Login.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement AuthService here; its interface AuthServiceType is generated from the spec.

final class AuthService: BaseService, AuthServiceType {
  func login(email: String, password: String) async throws -> Session {
    // TODO: Implement AuthService.login.
    fatalError("AuthService.login is not implemented yet")
  }
}
