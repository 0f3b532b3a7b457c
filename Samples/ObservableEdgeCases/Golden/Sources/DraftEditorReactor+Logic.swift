// Created by reactorgen from ObservableEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write DraftEditorReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension DraftEditorReactor {
  // MARK: Mutate

  func mutateSave() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.save.
    assertionFailure("DraftEditorReactor.mutateSave is not written yet")
    return .empty()
  }
}
