import Foundation
import ReactorKit
import RxSwift

final class SearchViewReactor: Reactor {
  enum Action {
    case updateQuery(String?)
    case loadNextPage
  }

  enum Mutation {
    case setQuery(String?)
    case setRepos([String], nextPage: Int?)
    case appendRepos([String], nextPage: Int?)
    case setLoadingNextPage(Bool)
    case setError(Error?)
  }

  struct State {
    var query: String?
    var repos: [String] = []
    var nextPage: Int?
    var isLoadingNextPage: Bool = false
    var error: Error?
  }

  let api: SearchAPIType
  let initialState = State()

  init(api: SearchAPIType) {
    self.api = api
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .updateQuery(query):
      return Observable.concat([
        // 1) set the query
        Observable.just(Mutation.setQuery(query)),
        // 2) search, cancelled by the next query
        self.search(query: query, page: 1)
          .take(until: self.action.filter(Action.isUpdateQueryAction))
          .map { Mutation.setRepos($0, nextPage: $1) },
      ])

    case .loadNextPage:
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
  }

  func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case let .setQuery(query):
      var newState = state
      newState.query = query
      return newState

    case let .setRepos(repos, nextPage):
      var newState = state
      newState.repos = repos
      newState.nextPage = nextPage
      return newState

    case let .appendRepos(repos, nextPage):
      var newState = state
      newState.repos.append(contentsOf: repos)
      newState.nextPage = nextPage
      return newState

    case let .setLoadingNextPage(isLoadingNextPage):
      var newState = state
      newState.isLoadingNextPage = isLoadingNextPage
      return newState

    case let .setError(error):
      var newState = state
      newState.error = error
      return newState
    }
  }

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
