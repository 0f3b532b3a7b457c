// Created by reactorgen from GitHubSearch.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement GitHubService here; its interface GitHubServiceType is generated from the spec.

import Foundation
import RxSwift

final class GitHubService: BaseService, GitHubServiceType {
  func search(query: String?, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
    // TODO: Implement GitHubService.search.
    return .empty()
  }
}
