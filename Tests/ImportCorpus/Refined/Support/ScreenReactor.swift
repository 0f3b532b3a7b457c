// Copyright (c) The reactorgen authors.
import ReactorKit

/// The app's base protocol of every screen's reactor, as RxFlow apps write theirs
/// (`protocol BaseReactor: Stepper, Reactor`): it refines ReactorKit's, and adds routing.
protocol Routing: AnyObject {
  var routes: [String] { get set }
}

protocol ScreenReactor: Routing, Reactor {}

/// Told what the screen opened; the reactor holds it weakly, as delegates are held.
protocol SettingsScreenDelegate: AnyObject {
  func settingsScreenDidOpen(_ screen: String)
}

extension ScreenReactor {
  func route(to screen: String) {
    routes.append(screen)
  }
}
