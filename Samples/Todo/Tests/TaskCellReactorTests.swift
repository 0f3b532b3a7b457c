// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import Foundation
import XCTest
@testable import Todo

final class TaskCellReactorTests: XCTestCase {
  private func makeReactor(task: Task) -> TaskCellReactor {
    TaskCellReactor(task: task)
  }

  func testInitialState() {
    let task = Task(title: "Buy milk", memo: "2 litres")
    let reactor = makeReactor(task: task)
    XCTAssertEqual(reactor.initialState.id, task.id)
    XCTAssertEqual(reactor.initialState.title, "Buy milk")
    XCTAssertEqual(reactor.initialState.memo, "2 litres")
  }
}
