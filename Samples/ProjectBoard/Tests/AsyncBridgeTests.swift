import Foundation
import XCTest
@testable import ProjectBoard

/// The part of the generated `AsyncBridge` that needs no Rx: `run` starts the hook's work in a
/// task and reports its outcome; `AsyncBridge.mutations` cancels that task when its subscription
/// is disposed (compiled here, run on the real RxSwift by the maintainers).
final class AsyncBridgeTests: XCTestCase {
  func testDeliversTheMutationsThenCompletes() async {
    let events = Events()
    let task = AsyncBridge.run({ [1, 2, 3] }, onNext: { events.add("next \($0)") }, onError: { events.add("error \($0)") }, onCompleted: { events.add("completed") })
    await task.value
    XCTAssertEqual(events.all, ["next 1", "next 2", "next 3", "completed"])
  }

  func testPassesTheErrorOn() async {
    let events = Events()
    let task = AsyncBridge.run({ () async throws -> [Int] in throw ProjectBoardError.notFound("x") }, onNext: { events.add("next \($0)") }, onError: { events.add("error \($0)") }, onCompleted: { events.add("completed") })
    await task.value
    XCTAssertEqual(events.all, ["error notFound(\"x\")"])
  }

  /// What disposing the subscription does: the task is cancelled, the work sees it, and nothing
  /// is delivered afterwards.
  func testCancellingStopsTheWorkAndDeliversNothing() async {
    let events = Events()
    let started = expectation(description: "work started")
    let task = AsyncBridge.run({ () async throws -> [Int] in
      started.fulfill()
      do {
        try await Task.sleep(nanoseconds: 30_000_000_000)
      } catch {
        events.add("work saw \(type(of: error))")
        throw error
      }
      return [1]
    }, onNext: { events.add("next \($0)") }, onError: { events.add("error \($0)") }, onCompleted: { events.add("completed") })
    await fulfillment(of: [started], timeout: 10)
    task.cancel()
    await task.value
    XCTAssertEqual(events.all, ["work saw CancellationError"])
  }

  func testWorkThatIgnoresCancellationDeliversNothing() async {
    let events = Events()
    let task = AsyncBridge.run({ () async throws -> [Int] in
      while !Task.isCancelled { await Task.yield() }
      return [1]
    }, onNext: { events.add("next \($0)") }, onError: { events.add("error \($0)") }, onCompleted: { events.add("completed") })
    task.cancel()
    await task.value
    XCTAssertEqual(events.all, [])
  }
}

/// What the bridge reported, from whichever thread the task ran on.
private final class Events: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [String] = []

  func add(_ event: String) {
    lock.lock()
    defer { lock.unlock() }
    events.append(event)
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return events
  }
}
