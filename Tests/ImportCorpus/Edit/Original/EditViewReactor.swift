import ReactorKit
import RxSwift

enum EditMode {
  case new
  case edit(String)
}

final class EditViewReactor: Reactor {
  enum Action {
    case updateText(String)
    case submit
  }

  enum Mutation {
    case setText(String)
    case dismiss
  }

  struct State {
    var title: String
    var text: String
    var canSubmit: Bool
    var isDismissed: Bool = false
  }

  let mode: EditMode
  let limit: Int
  let initialState: State

  init(mode: EditMode, limit: Int = 10) {
    self.mode = mode
    self.limit = limit
    // The title and the text depend on the mode.
    let title: String
    let text: String
    switch mode {
    case .new:
      title = "New"
      text = ""
    case let .edit(existing):
      title = "Edit"
      text = existing
    }
    self.initialState = State(title: title, text: text, canSubmit: !text.isEmpty)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .updateText(text):
      return .just(.setText(text))
    case .submit:
      return self.currentState.canSubmit ? .just(.dismiss) : .empty()
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .setText(text):
      state.text = text
    case .dismiss:
      state.isDismissed = true
    }
    return state
  }

  /// Text longer than the limit is cut before it reaches mutate.
  func transform(action: Observable<Action>) -> Observable<Action> {
    let limit = self.limit
    return action.map { action in
      if case let .updateText(text) = action, text.count > limit {
        return .updateText(String(text.prefix(limit)))
      }
      return action
    }
  }

  func transform(state: Observable<State>) -> Observable<State> {
    state.map { state in
      var state = state
      state.canSubmit = !state.text.isEmpty
      return state
    }
  }
}
