// Created by reactorgen from Login.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement AuthService here; its interface AuthServiceType is generated from the spec.

import Foundation

/// Why a login failed: `catch:` shows its `localizedDescription`, which `LocalizedError` gives.
enum LoginError: LocalizedError {
  case wrongPassword

  var errorDescription: String? { "The email or password is wrong." }
}

/// A sample has no server: this one accepts one password for any email.
final class AuthService: BaseService, AuthServiceType {
  func login(email: String, password: String) async throws -> Session {
    guard password == "secret" else { throw LoginError.wrongPassword }
    return Session(email: email, token: "token-\(email)")
  }
}
