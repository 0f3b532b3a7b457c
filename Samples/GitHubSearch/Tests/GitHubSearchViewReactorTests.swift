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

  func testActionUpdateQuery() throws {
    // let reactor = makeReactor()
    // reactor.action.onNext(.updateQuery(...))
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.updateQuery and check the state")
  }

  func testActionLoadNextPage() throws {
    // let reactor = makeReactor()
    // reactor.action.onNext(.loadNextPage)
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.loadNextPage and check the state")
  }
}
