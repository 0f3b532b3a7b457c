// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A screen still being built: its actions do nothing yet, which ReactorKit's default
/// `mutate(action:)` says without a line of code (an `.empty()` for each, since the reactor
/// declares its Mutation: without one, ReactorKit would pass each action on as its mutation).
final class SettingsViewReactor: Reactor {
  enum Action {
    case openLicenses
    case toggleNotifications
  }

  enum Mutation {}

  struct State {
    var title = "Settings"
  }

  let initialState = State()
}
