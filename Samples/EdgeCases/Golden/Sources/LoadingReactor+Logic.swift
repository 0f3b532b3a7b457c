// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write LoadingReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension LoadingReactor {
  // MARK: Preconditions

  func shouldLoadPage(page: Int) -> Bool {
    // TODO: Say whether Action.loadPage should run in the current state.
    return true
  }

  // MARK: Mutate

  func mutateRefresh() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.refresh.
    assertionFailure("LoadingReactor.mutateRefresh is not written yet")
    return .empty()
  }

  func mutateLoadPage(page: Int) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.loadPage.
    assertionFailure("LoadingReactor.mutateLoadPage is not written yet")
    return .empty()
  }
}
