// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A composer that starts from a draft or from nothing: init sets the initial state in both
/// branches of an `if`.
final class ComposeViewReactor: Reactor {
  enum Action {
    case type(String)
  }

  enum Mutation {
    case setText(String)
  }

  struct State {
    var text: String
    var isDraft: Bool
  }

  let initialState: State

  init(draft: String?) {
    if let draft, !draft.isEmpty {
      self.initialState = State(text: draft, isDraft: true)
    } else {
      initialState = State(
        text: "",
        isDraft: false)
    }
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .type(text):
      return .just(.setText(text))
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
