// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import Foundation
import XCTest
@testable import EdgeCases

final class EventOnlyReactorTests: XCTestCase {
  private func makeReactor(
    provider: MockServiceProvider = MockServiceProvider()
  ) -> EventOnlyReactor {
    EventOnlyReactor(provider: provider)
  }
}
