// Created by reactorgen from GitHubSearch.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import GitHubSearch

final class GitHubSearchViewReactorTests: XCTestCase {
  private func makeReactor(provider: MockServiceProvider = MockServiceProvider()) -> GitHubSearchViewReactor {
    GitHubSearchViewReactor(provider: provider)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertNil(reactor.initialState.query)
    XCTAssertTrue(reactor.initialState.repos.isEmpty)
    XCTAssertNil(reactor.initialState.nextPage)
    XCTAssertFalse(reactor.initialState.isLoadingNextPage)
    XCTAssertNil(reactor.initialState.errorMessage)
  }

  func testReduceSetQuery() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setQuery("value"))
    XCTAssertEqual(state.query, "value")
  }

  func testReduceSetRepos() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setRepos(["value"], nextPage: 1))
    XCTAssertEqual(state.repos, ["value"])
    XCTAssertEqual(state.nextPage, 1)
  }

  func testReduceAppendRepos() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .appendRepos(["value"], nextPage: 1))
    XCTAssertEqual(state.repos, reactor.initialState.repos + ["value"])
    XCTAssertEqual(state.nextPage, 1)
  }

  func testReduceSetLoadingNextPage() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setLoadingNextPage(true))
    XCTAssertEqual(state.isLoadingNextPage, true)
  }

  func testReduceSetErrorMessage() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setErrorMessage("value"))
    XCTAssertEqual(state.errorMessage, "value")
  }

  func testPredicateIsUpdateQueryAction() {
    XCTAssertTrue(GitHubSearchViewReactor.Action.isUpdateQueryAction(.updateQuery("swift")))
    XCTAssertTrue(GitHubSearchViewReactor.Action.isUpdateQueryAction(.updateQuery(nil)))
    XCTAssertFalse(GitHubSearchViewReactor.Action.isUpdateQueryAction(.loadNextPage))
  }

  func testReducePaging() {
    let reactor = makeReactor()
    var state = reactor.reduce(state: reactor.initialState, mutation: .setRepos(["a/a", "b/b"], nextPage: 2))
    state = reactor.reduce(state: state, mutation: .appendRepos(["c/c"], nextPage: nil))
    XCTAssertEqual(state.repos, ["a/a", "b/b", "c/c"])
    XCTAssertNil(state.nextPage)
  }

  // Tests named testAction... drive the reactor through RxSwift: they compile here against the
  // test double and on the real RxSwift and ReactorKit
  // (REACTORGEN_DEPS=real swift test --package-path Samples).

  private typealias Page = (repos: [String], nextPage: Int?)
  private struct SearchFailed: Error {}

  /// A reactor whose searches answer only when the test says so: one subject per (query, page).
  private func makeReactor(searches: [String: PublishSubject<Page>]) -> (GitHubSearchViewReactor, MockServiceProvider) {
    let provider = MockServiceProvider()
    provider.mockGitHubService.searchHandler = { query, page in
      searches["\(query ?? "")#\(page)"]?.asObservable() ?? .empty()
    }
    return (makeReactor(provider: provider), provider)
  }

  func testActionUpdateQuery() {
    let first = PublishSubject<Page>(), second = PublishSubject<Page>()
    let (reactor, provider) = makeReactor(searches: ["a#1": first, "ab#1": second])
    var states: [GitHubSearchViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.updateQuery("a"))
    reactor.action.onNext(.updateQuery("ab"))
    // The search for "a" answers late: the new query cancelled it, so its repos never arrive.
    first.onNext((repos: ["old"], nextPage: 2))
    second.onNext((repos: ["new"], nextPage: 2))
    XCTAssertEqual(provider.mockGitHubService.searchCallCount, 2)
    XCTAssertEqual(states.map(\.query), [nil, "a", "ab", "ab"])
    XCTAssertEqual(states.last?.repos, ["new"])
  }

  func testActionLoadNextPage() {
    let firstPage = PublishSubject<Page>(), secondPage = PublishSubject<Page>()
    let (reactor, _) = makeReactor(searches: ["rx#1": firstPage, "rx#2": secondPage])
    reactor.action.onNext(.updateQuery("rx"))
    firstPage.onNext((repos: ["a"], nextPage: 2))
    var states: [GitHubSearchViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.loadNextPage)
    // While the page loads, a second request is ignored.
    reactor.action.onNext(.loadNextPage)
    secondPage.onNext((repos: ["b"], nextPage: nil))
    secondPage.onCompleted()
    XCTAssertEqual(states.map(\.isLoadingNextPage), [false, true, true, false])
    XCTAssertEqual(states.last?.repos, ["a", "b"])
  }

  func testLoadNextPageEndsItsLoadingFlagWhenTheSearchFails() {
    let firstPage = PublishSubject<Page>(), secondPage = PublishSubject<Page>()
    let (reactor, _) = makeReactor(searches: ["rx#1": firstPage, "rx#2": secondPage])
    reactor.action.onNext(.updateQuery("rx"))
    firstPage.onNext((repos: ["a"], nextPage: 2))
    reactor.action.onNext(.loadNextPage)
    XCTAssertTrue(reactor.currentState.isLoadingNextPage)
    secondPage.onError(SearchFailed())
    XCTAssertFalse(reactor.currentState.isLoadingNextPage)
    XCTAssertNotNil(reactor.currentState.errorMessage)
  }

  func testLoadNextPageWithoutANextPageChangesNothing() {
    let (reactor, provider) = makeReactor(searches: [:])
    var states: [GitHubSearchViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.loadNextPage)
    XCTAssertEqual(states.count, 1, "no page to load: not even the loading flag changes")
    XCTAssertEqual(provider.mockGitHubService.searchCallCount, 0)
  }
}
