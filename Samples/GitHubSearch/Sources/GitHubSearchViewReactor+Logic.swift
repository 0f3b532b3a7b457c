// Created by reactorgen from GitHubSearch.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write GitHubSearchViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension GitHubSearchViewReactor {
  func mutateUpdateQuery(query: String?) -> Observable<Mutation> {
    self.provider.gitHubService.search(query: query, page: 1)
      .map { Mutation.setRepos($0.repos, nextPage: $0.nextPage) }
  }

  func mutateLoadNextPage() -> Observable<Mutation> {
    guard let page = self.currentState.nextPage else { return .empty() }
    return self.provider.gitHubService.search(query: self.currentState.query, page: page)
      .map { Mutation.appendRepos($0.repos, nextPage: $0.nextPage) }
  }
}
