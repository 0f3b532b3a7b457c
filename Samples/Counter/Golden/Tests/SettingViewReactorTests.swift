// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import RxSwift
import XCTest
@testable import Counter

final class SettingViewReactorTests: XCTestCase {
  private func makeReactor(userName: String, provider: MockServiceProvider = MockServiceProvider()) -> SettingViewReactor {
    SettingViewReactor(provider: provider, userName: userName)
  }

  func testInitialState() throws {
    // let reactor = makeReactor(userName: ...)
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check SettingViewReactor's initial state")
  }

  func testReduceSaveUserName() throws {
    // let reactor = makeReactor(userName: ...)
    // let state = reactor.reduce(state: reactor.initialState, mutation: .saveUserName(...))
    throw XCTSkip("TODO: check how Mutation.saveUserName changes the state")
  }

  func testReduceDismiss() throws {
    // let reactor = makeReactor(userName: ...)
    // let state = reactor.reduce(state: reactor.initialState, mutation: .dismiss)
    throw XCTSkip("TODO: check how Mutation.dismiss changes the state")
  }

  func testActionSaveUserName() throws {
    // let reactor = makeReactor(userName: ...)
    // var states: [SettingViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.saveUserName(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.saveUserName and check the states it makes")
  }

  func testActionCancel() throws {
    // let reactor = makeReactor(userName: ...)
    // var states: [SettingViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.cancel)
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.cancel and check the states it makes")
  }
}
