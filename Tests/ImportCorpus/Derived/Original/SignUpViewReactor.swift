// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A sign-up form in the style of apps that recompute a derived field after reduce's switch,
/// whichever mutation ran: the form is valid once both fields are.
final class SignUpViewReactor: Reactor {
  enum Action {
    case updateName(String)
    case updateEmail(String)
    case clear
  }

  enum Mutation {
    case setName(String)
    case setEmail(String)
    case clear
  }

  struct State {
    var name: String = ""
    var email: String = ""
    var isValid: Bool = false
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .updateName(name):
      return .just(.setName(name))
    case let .updateEmail(email):
      return .just(.setEmail(email))
    case .clear:
      return .just(.clear)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setName(name):
      newState.name = name.trimmingCharacters(in: .whitespaces)
    case let .setEmail(email):
      newState.email = email.lowercased()
    case .clear:
      newState.name = ""
      newState.email = ""
    }
    // Derived from the fields, whichever changed.
    newState.isValid = !newState.name.isEmpty && newState.email.contains("@")
    return newState
  }
}
