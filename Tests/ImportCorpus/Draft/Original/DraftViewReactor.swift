import ReactorKit
import RxSwift

enum DraftMode {
  case blank
  case copy(of: String)
}

/// A State with its own init, and an initial state each branch of a switch over the mode sets.
final class DraftViewReactor: Reactor {
  enum Action {
    case type(String)
    case discard
  }

  enum Mutation {
    case setBody(String)
    case close
  }

  struct State {
    var heading: String
    var body: String
    var isClosed: Bool
    var edits: Int

    init(heading: String, body: String) {
      self.heading = heading
      self.body = body
      self.isClosed = false
      self.edits = 0
    }
  }

  let mode: DraftMode
  let initialState: State

  init(mode: DraftMode) {
    self.mode = mode
    switch mode {
    case .blank:
      self.initialState = State(heading: "New draft", body: "")
    case let .copy(text):
      self.initialState = State(heading: "Copy", body: text)
    }
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .type(text):
      return .just(.setBody(text))
    case .discard:
      return .just(.close)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setBody(text):
      state.body = text
      state.edits += 1
    case .close:
      state.isClosed = true
    }
    return state
  }
}
