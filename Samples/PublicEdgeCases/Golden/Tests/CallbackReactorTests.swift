// Created by reactorgen from PublicEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import RxSwift
import XCTest
@testable import PublicEdgeCases

final class CallbackReactorTests: XCTestCase {
  private func makeReactor(
    onDone: @escaping () -> Void,
    onSend: @escaping @Sendable (Int) -> Void,
    onFail: @escaping (any Error) -> Void
  ) -> CallbackReactor {
    CallbackReactor(onDone: onDone, onSend: onSend, onFail: onFail)
  }
}
