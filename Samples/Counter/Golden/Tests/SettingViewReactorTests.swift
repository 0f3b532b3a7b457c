// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import Foundation
import RxSwift
import XCTest
@testable import Counter

final class SettingViewReactorTests: XCTestCase {
  private func makeReactor(
    userName: String,
    provider: MockServiceProvider = MockServiceProvider()
  ) -> SettingViewReactor {
    SettingViewReactor(provider: provider, userName: userName)
  }

  func testActionSaveUserName() throws {
    // let reactor = makeReactor(userName: ...)
    // var states: [SettingViewReactor.State] = []
    // let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    // reactor.action.onNext(.saveUserName(...))
    // XCTAssertEqual(states..., ...)
    throw XCTSkip("TODO: send Action.saveUserName and check the states it makes")
  }
}
