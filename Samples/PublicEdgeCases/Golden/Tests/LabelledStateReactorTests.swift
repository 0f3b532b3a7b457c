// Created by reactorgen from PublicEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import XCTest
@testable import PublicEdgeCases

final class LabelledStateReactorTests: XCTestCase {
  private func makeReactor() -> LabelledStateReactor {
    LabelledStateReactor()
  }
}
