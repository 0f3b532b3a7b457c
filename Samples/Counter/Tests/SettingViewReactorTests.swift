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

  func testInitialState() {
    let reactor = makeReactor(userName: "kim")
    XCTAssertEqual(reactor.initialState.userName, "kim")
    XCTAssertFalse(reactor.initialState.shouldDismissed)
  }

  func testReduceDismiss() {
    let reactor = makeReactor(userName: "kim")
    let state = reactor.reduce(state: reactor.initialState, mutation: .dismiss)
    XCTAssertTrue(state.shouldDismissed)
  }

  func testReduceSaveUserName() {
    let reactor = makeReactor(userName: "kim")
    let state = reactor.reduce(state: reactor.initialState, mutation: .saveUserName("lee"))
    XCTAssertEqual(state.userName, "lee")
  }

  func testActionSaveUserName() {
    let provider = MockServiceProvider()
    provider.mockUserService.updateUserNameHandler = { .just($0) }
    let reactor = makeReactor(userName: "kim", provider: provider)
    reactor.action.onNext(.saveUserName("lee"))
    XCTAssertEqual(provider.mockUserService.updateUserNameCalls, ["lee"])
    XCTAssertTrue(reactor.currentState.shouldDismissed)
  }

  func testActionSaveUserNameThatFailsDoesNotDismiss() {
    struct Offline: Error {}
    let provider = MockServiceProvider()
    provider.mockUserService.updateUserNameHandler = { _ in .error(Offline()) }
    let reactor = makeReactor(userName: "kim", provider: provider)
    reactor.action.onNext(.saveUserName("lee"))
    XCTAssertFalse(reactor.currentState.shouldDismissed)
    reactor.action.onNext(.cancel)
    XCTAssertTrue(reactor.currentState.shouldDismissed)
  }

  func testActionCancel() {
    let reactor = makeReactor(userName: "kim")
    reactor.action.onNext(.cancel)
    XCTAssertTrue(reactor.currentState.shouldDismissed)
    XCTAssertEqual(reactor.currentState.userName, "kim")
  }
}
