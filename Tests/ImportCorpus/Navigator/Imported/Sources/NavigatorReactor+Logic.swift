// Created by reactorgen from NavigatorReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write NavigatorReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension NavigatorReactor {
  // MARK: Mutate

  func mutateOpen(screen: String, animated: Bool) -> Observable<Mutation> {
    taps += 1
    history.push(screen)
    delegate?.navigator(didOpen: screen)
    routes.onNext(animated ? screen : screen + " (at once)")
    return .empty()
  }

  func mutateBack() -> Observable<Mutation> {
    taps += 1
    routes.onNext(history.pop() ?? "root")
    return .empty()
  }

  // MARK: Initialize

  func didInitialize() {
    // ReactorKit builds its pipeline when `state` is first read: actions sent before a view
    // subscribes are handled too.
    _ = self.state
  }
}

/// Told where the navigator goes; it owns the navigator, which keeps it weakly.
protocol NavigatorDelegate: AnyObject {
  func navigator(didOpen screen: String)
}

/// Where the navigator has been.
final class History {
  private var screens: [String] = []

  func push(_ screen: String) { screens.append(screen) }

  func pop() -> String? {
    guard !screens.isEmpty else { return nil }
    screens.removeLast()
    return screens.last
  }
}
