// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A production-style reactor: conformances for `distinctUntilChanged` and whole-state asserts,
/// RxFlow's `Stepper`, and stored properties no parameter sets.
final class ProfileFlowReactor: Reactor, Stepper {
  enum Action: Equatable {
    case rename(String)
    case openSettings
    case nextPage
  }

  enum Mutation: Equatable {
    case setName(String)
    case setGreeting(String)
  }

  struct State: Equatable {
    var name: String = ""
    var greeting: String = ""
    var visited = [String]()
  }

  let initialState: State
  let steps = PublishSubject<String>()
  private let disposeBag = DisposeBag()
  private let greeter: Greeter
  var page = 1

  init(greeting prefix: String) {
    self.greeter = Greeter(prefix: prefix)
    self.initialState = State(
      name: "",
      greeting: prefix
    )
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .rename(name):
      return .concat([
        .just(.setName(name)),
        .just(.setGreeting(greeter.greet(name))),
      ])

    case .openSettings:
      steps.onNext("settings")
      return .empty()

    case .nextPage:
      page += 1
      return .empty()
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setName(name):
      state.name = name

    case let .setGreeting(greeting):
      state.greeting = greeting
    }
    return state
  }
}
