// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A settings screen that is a reactor through the app's own protocol.
final class SettingsScreenReactor: ScreenReactor {
  enum Action {
    case toggleSound
    case openAbout
  }

  enum Mutation {
    case toggleSound
  }

  struct State {
    var isSoundOn: Bool = true
  }

  let initialState = State()
  var routes: [String] = []
  weak var delegate: SettingsScreenDelegate?

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .toggleSound:
      return .just(.toggleSound)
    case .openAbout:
      route(to: "about")
      delegate?.settingsScreenDidOpen("about")
      return .empty()
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case .toggleSound:
      newState.isSoundOn.toggle()
    }
    return newState
  }
}
