// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests: each checks logic you write; what the spec declares is generated.

import Foundation
import XCTest
@testable import Todo

final class TaskCellReactorTests: XCTestCase {
  private func makeReactor(task: Task) -> TaskCellReactor {
    TaskCellReactor(task: task)
  }
}
