// Created by reactorgen from EditViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write EditViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension EditViewReactor {
  // MARK: Initial state

  static func makeInitialState(mode: EditMode, limit: Int) -> State {
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
    return State(title: title, text: text, canSubmit: !text.isEmpty)
  }

  // MARK: Mutate

  func mutateSubmit() -> Observable<Mutation> {
    return self.currentState.canSubmit ? .just(.dismiss) : .empty()
  }

  // MARK: Transform

  /// Text longer than the limit is cut before it reaches mutate.
  func transformAction(_ action: Observable<Action>) -> Observable<Action> {
    let limit = self.limit
    return action.map { action in
      if case let .updateText(text) = action, text.count > limit {
        return .updateText(String(text.prefix(limit)))
      }
      return action
    }
  }

  func transformState(_ state: Observable<State>) -> Observable<State> {
    state.map { state in
      var state = state
      state.canSubmit = !state.text.isEmpty
      return state
    }
  }
}

enum EditMode {
  case new
  case edit(String)
}
