// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement SystemClock here; its interface ClockProviding is generated from the spec.

import Foundation

final class SystemClock: ClockProviding {
  func now() -> Date {
    // TODO: Implement SystemClock.now.
    fatalError("SystemClock.now is not implemented yet")
  }

  func sleep(seconds: Double) async throws {
    // TODO: Implement SystemClock.sleep.
  }

  func tick() async -> Int {
    // TODO: Implement SystemClock.tick.
    fatalError("SystemClock.tick is not implemented yet")
  }

  func measure(label: String) async -> Double {
    // TODO: Implement SystemClock.measure.
    fatalError("SystemClock.measure is not implemented yet")
  }
}
