// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// An inbox whose initial state is a computed property, as some apps write it.
final class InboxViewReactor: Reactor {
  enum Action {
    case rename(String)
  }

  enum Mutation {
    case setTitle(String)
  }

  struct State {
    var title: String
    var unread: Int = 0
  }

  var initialState: State {
    State(title: "Inbox")
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .rename(title):
      return .just(.setTitle(title))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setTitle(title):
      newState.title = title
    }
    return newState
  }
}
