// Created by reactorgen from GitHubSearch.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import Foundation
import RxSwift
import XCTest
@testable import GitHubSearch

final class GitHubSearchViewReactorTests: XCTestCase {
  private func makeReactor(
    provider: MockServiceProvider = MockServiceProvider()
  ) -> GitHubSearchViewReactor {
    GitHubSearchViewReactor(provider: provider)
  }

  func testActionUpdateQuery() throws {
    // let reactor = makeReactor()
    // var states: [GitHubSearchViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.updateQuery(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.updateQuery and check the states it makes")
  }

  func testActionLoadNextPage() throws {
    // let reactor = makeReactor()
    // var states: [GitHubSearchViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.loadNextPage)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.loadNextPage and check the states it makes")
  }
}
