// Created by reactorgen from GitHubSearch.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement GitHubService here; its interface GitHubServiceType is generated from the spec.

import Foundation
import RxSwift

final class GitHubService: BaseService, GitHubServiceType {
  func search(query: String?, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
    let emptyResult: (repos: [String], nextPage: Int?) = ([], nil)
    guard let url = self.url(for: query, page: page) else { return .just(emptyResult) }
    // The seed uses RxCocoa's URLSession.rx.json, which does not exist on Linux.
    return Observable.just(url)
      .map { url -> (repos: [String], nextPage: Int?) in
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
        guard let dict = json as? [String: Any] else { return emptyResult }
        guard let items = dict["items"] as? [[String: Any]] else { return emptyResult }
        let repos = items.compactMap { $0["full_name"] as? String }
        let nextPage = repos.isEmpty ? nil : page + 1
        return (repos, nextPage)
      }
      .catchAndReturn(emptyResult)
  }

  private func url(for query: String?, page: Int) -> URL? {
    guard let query = query, !query.isEmpty else { return nil }
    return URL(string: "https://api.github.com/search/repositories?q=\(query)&page=\(page)")
  }
}
