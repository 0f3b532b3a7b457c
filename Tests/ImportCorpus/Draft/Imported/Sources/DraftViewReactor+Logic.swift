// Created by reactorgen from DraftViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write DraftViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension DraftViewReactor {
  // MARK: Initial state

  static func makeInitialState(mode: DraftMode) -> State {
    switch mode {
    case .blank:
      return State(heading: "New draft", body: "")
    case let .copy(text):
      return State(heading: "Copy", body: text)
    }
  }
}

enum DraftMode {
  case blank
  case copy(of: String)
}

extension DraftViewReactor.State {
  init(heading: String, body: String) {
    self.heading = heading
    self.body = body
    self.isClosed = false
    self.edits = 0
  }
}
