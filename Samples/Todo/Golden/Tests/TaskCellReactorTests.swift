// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import XCTest
@testable import Todo

final class TaskCellReactorTests: XCTestCase {
  private func makeReactor(task: Task) -> TaskCellReactor {
    TaskCellReactor(task: task)
  }

  func testInitialState() throws {
    // let reactor = makeReactor(task: ...)
    // XCTAssertEqual(reactor.initialState..., ...)
    throw XCTSkip("TODO: check TaskCellReactor's initial state")
  }
}
