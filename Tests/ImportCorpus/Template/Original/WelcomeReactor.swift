// Copyright (c) The reactorgen authors.
import Foundation
import ReactorKit
import RxSwift

/// A screen fresh from Xcode's ReactorKit template: the cases are declared, the switches are still
/// commented out, so ReactorKit's defaults are what it does.
class WelcomeReactor: Reactor {

  enum Action {
    case viewDidLoad
    case tapStart(animated: Bool)
  }

  enum Mutation {
    case setLoading(Bool)
  }

  struct State {
    var isLoading: Bool = false
  }

  let initialState: State

  init() {
    initialState = State()
  }

  func mutate(action: Action) -> Observable<Mutation> {
    //    switch action {
    //
    //    }
    //
    return .empty()
  }

  func reduce(state: State, mutation: Mutation) -> State {
    let newState = state
    //    switch mutation {
    //
    //    }

    return newState
  }
}
