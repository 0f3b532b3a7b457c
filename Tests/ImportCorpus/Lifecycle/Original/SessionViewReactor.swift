// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// A session that tells the app's log when it opens and when it goes: the reactor registers
/// itself once it exists and unregisters as it is released.
final class SessionViewReactor: Reactor {
  enum Action {
    case ping
  }

  enum Mutation {
    case ping
  }

  struct State {
    var pings: Int = 0
  }

  let initialState: State
  let log: SessionLog

  init(log: SessionLog) {
    // As init ends, whatever it did last (Xcode's template starts init with `defer`).
    defer { log.record("ready \(self.currentState.pings)") }
    self.log = log
    self.initialState = State()
    log.record("open")
  }

  // The log outlives the screen: say goodbye.
  deinit {
    log.record("close")
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .ping:
      return .just(.ping)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .ping:
      state.pings += 1
    }
    return state
  }
}
