// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A greeter that takes its service as `some Greeting`, as newer Swift code writes it.
final class GreeterViewReactor: Reactor {
  enum Action {
    case greet(String)
  }

  enum Mutation {
    case setText(String)
  }

  struct State {
    var text: String = ""
  }

  let initialState = State()
  private let greeting: any Greeting

  init(greeting: some Greeting) {
    self.greeting = greeting
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .greet(name):
      return .just(.setText(greeting.greet(name)))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setText(text):
      newState.text = text
    }
    return newState
  }
}
