// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A stepper that tests start where they like: `init(initialState:)`, the testability idiom.
final class StepperViewReactor: Reactor {
  enum Action {
    case step
  }

  enum Mutation {
    case increase
  }

  struct State {
    var value: Int = 0
  }

  let initialState: State

  init(initialState: State = State()) {
    self.initialState = initialState
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .step:
      return .just(.increase)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case .increase:
      newState.value += 1
    }
    return newState
  }
}
