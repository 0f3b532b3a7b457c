// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ConformingReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension ConformingReactor {
  // MARK: Mutate

  func mutateRefresh() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.refresh.
    assertionFailure("ConformingReactor.mutateRefresh is not written yet")
    return .empty()
  }
}
