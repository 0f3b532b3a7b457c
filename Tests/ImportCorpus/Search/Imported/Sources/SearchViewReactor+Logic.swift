// Created by reactorgen from SearchViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write SearchViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension SearchViewReactor {
  // MARK: Mutate

  func mutateUpdateQuery(query: String?) -> Observable<Mutation> {
    // 2) search, cancelled by the next query
    return self.search(query: query, page: 1)
      .take(until: self.action.filter(Action.isUpdateQueryAction))
      .map { Mutation.setRepos($0, nextPage: $1) }
  }

  func mutateLoadNextPage() -> Observable<Mutation> {
    guard !self.currentState.isLoadingNextPage else { return Observable.empty() }
    guard let page = self.currentState.nextPage else { return Observable.empty() }
    return Observable.concat([
      Observable.just(Mutation.setLoadingNextPage(true)),
      self.search(query: self.currentState.query, page: page)
        .take(until: self.action.filter(Action.isUpdateQueryAction))
        .map { Mutation.appendRepos($0, nextPage: $1) }
        .catch { error in .just(Mutation.setError(error)) },
      Observable.just(Mutation.setLoadingNextPage(false)),
    ])
  }

  // MARK: Moved from Original/SearchViewReactor.swift

  private func search(query: String?, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
    guard let query, !query.isEmpty else { return .just((repos: [], nextPage: nil)) }
    return self.api.search(query: query, page: page)
  }
}

extension SearchViewReactor.Action {
  static func isUpdateQueryAction(_ action: SearchViewReactor.Action) -> Bool {
    if case .updateQuery = action {
      return true
    } else {
      return false
    }
  }
}
