// Created by reactorgen from SessionViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write SessionViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension SessionViewReactor {
  // MARK: Initialize

  func didInitialize() {
    // As init ends, whatever it did last (Xcode's template starts init with `defer`).
    defer { log.record("ready \(self.currentState.pings)") }
    log.record("open")
  }

  // MARK: Deinitialize

  // The log outlives the screen: say goodbye.
  func willDeinitialize() {
    log.record("close")
  }
}
