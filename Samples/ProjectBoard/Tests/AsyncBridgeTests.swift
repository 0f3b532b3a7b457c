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

  /// What keeps a reactor alive and what does not cancel its hook (Docs/Spec.md, "Async hooks"):
  /// the generated `mutate(action:)` hands the bridge `{ [weak self] in try await
  /// self?.mutateRefresh() ?? [] }`, and a running method holds its reactor. So releasing the
  /// reactor does not cancel the hook: it runs to the end unaware, delivers its mutations, and
  /// only then is the reactor freed.
  func testARunningHookKeepsItsReactorAliveAndIsNotCancelledByItsRelease() async {
    let events = Events()
    let started = expectation(description: "hook started")
    let (gate, opener) = AsyncStream<Void>.makeStream()
    let useCase = MockProjectUseCase()
    useCase.boardHandler = {
      started.fulfill()
      for await _ in gate { break }
      events.add("cancelled: \(Task.isCancelled)")
      return ProjectBoardSnapshot()
    }
    var reactor: ProjectBoardViewReactor? = ProjectBoardViewReactor(projectUseCase: useCase)
    let isFreed = { [weak reactor] in reactor == nil }
    let task = AsyncBridge.run({ [weak reactor] in try await reactor?.mutateRefresh() ?? [] }, onNext: { _ in events.add("next") }, onError: { events.add("error \($0)") }, onCompleted: { events.add("completed") })
    await fulfillment(of: [started], timeout: 10)
    reactor = nil
    XCTAssertFalse(isFreed(), "the running hook holds its reactor")
    opener.yield()
    await task.value
    XCTAssertEqual(events.all, ["cancelled: false", "next", "completed"])
    XCTAssertTrue(isFreed(), "the reactor is freed once its hook has returned")
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
