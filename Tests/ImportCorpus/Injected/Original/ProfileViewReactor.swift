// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A profile whose service comes from the app's container through a property wrapper, as
/// Resolver's `@Injected` gives it, and a greeting by key path, as Factory's `@Injected(\.name)`
/// gives it, whose type Swift infers: the reactor takes nothing in its init.
final class ProfileViewReactor: Reactor {
  enum Action {
    case load(id: Int)
  }

  enum Mutation {
    case setName(String)
  }

  struct State {
    var name: String = ""
  }

  let initialState = State()
  @Injected private var profileService: ProfileServiceType
  @Registered(\.greeting) private var greeting

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .load(id):
      return profileService.name(of: id).map { [greeting] name in Mutation.setName(greeting + name) }
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setName(name):
      state.name = name
    }
    return state
  }
}
