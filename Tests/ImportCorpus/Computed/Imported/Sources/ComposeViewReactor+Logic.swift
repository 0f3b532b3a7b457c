// Created by reactorgen from ComposeViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ComposeViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension ComposeViewReactor {
  // MARK: Initial state

  static func makeInitialState(draft: String?) -> State {
    if let draft, !draft.isEmpty {
      return State(text: draft, isDraft: true)
    } else {
      return State(
        text: "",
        isDraft: false)
    }
  }
}
