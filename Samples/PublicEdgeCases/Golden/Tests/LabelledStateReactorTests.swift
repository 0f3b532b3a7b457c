// Created by reactorgen from PublicEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import XCTest
@testable import PublicEdgeCases

final class LabelledStateReactorTests: XCTestCase {
  private func makeReactor() -> LabelledStateReactor {
    LabelledStateReactor()
  }

  func testInitialState() throws {
    // let reactor = makeReactor()
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check LabelledStateReactor's initial state")
  }
}
