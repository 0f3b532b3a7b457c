// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import XCTest
@testable import EdgeCases

final class EmptyReactorTests: XCTestCase {
  private func makeReactor() -> EmptyReactor {
    EmptyReactor()
  }

  func testInitialState() throws {
    // let reactor = makeReactor()
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check EmptyReactor's initial state")
  }
}
