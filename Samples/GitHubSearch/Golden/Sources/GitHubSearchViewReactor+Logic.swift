// Created by reactorgen from GitHubSearch.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write GitHubSearchViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension GitHubSearchViewReactor {
  // MARK: Mutate

  func mutateUpdateQuery(query: String?) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.updateQuery.
    assertionFailure("GitHubSearchViewReactor.mutateUpdateQuery is not written yet")
    return .empty()
  }

  func mutateLoadNextPage() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.loadNextPage.
    assertionFailure("GitHubSearchViewReactor.mutateLoadNextPage is not written yet")
    return .empty()
  }
}
