// Created by reactorgen from LogViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write LogViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension LogViewReactor {
  // MARK: Mutate

  func mutateNote(line: String) -> Observable<Mutation> {
    guard !line.isEmpty else { return .just(.touch) }
    return .just(.setLines(currentState.lines + [line]))
  }
}
