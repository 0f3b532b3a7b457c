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

  func testActionSaveUserName() throws {
    // let reactor = makeReactor(userName: ...)
    // reactor.action.onNext(.saveUserName(...))
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.saveUserName and check the state")
  }

  func testActionCancel() throws {
    // let reactor = makeReactor(userName: ...)
    // reactor.action.onNext(.cancel)
    // XCTAssertEqual(reactor.currentState..., ...)
    throw XCTSkip("TODO: send Action.cancel and check the state")
  }
}
