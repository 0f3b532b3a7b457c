// TEST DOUBLE of RxSwift 6 (not RxSwift): the main-queue scheduler. See README.md.
import Dispatch
import Foundation

public typealias RxTimeInterval = DispatchTimeInterval
public typealias RxTime = Date

public protocol ImmediateSchedulerType {}

public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's clock (`throttle` measures with it).
  var now: RxTime { get }
}

/// The scheduler `Observable.from` runs on by default. As in RxSwift, work scheduled on it from
/// outside other scheduled work runs at once, on the current thread; the double offers nothing
/// else of it.
public class CurrentThreadScheduler: ImmediateSchedulerType {
  public static let instance = CurrentThreadScheduler()

  private init() {}
}

/// What the double's timed operators (`observe(on:)`, `delay`, `debounce`, `throttle`) schedule
/// on: RxSwift's `scheduleRelative`, without the state parameter the real protocol threads.
protocol TimedScheduler: SchedulerType {
  func schedule(_ action: @escaping () -> Void) -> Cancelable
  func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> Cancelable
}

extension DispatchTimeInterval {
  var seconds: TimeInterval {
    switch self {
    case let .seconds(value): TimeInterval(value)
    case let .milliseconds(value): TimeInterval(value) / 1_000
    case let .microseconds(value): TimeInterval(value) / 1_000_000
    case let .nanoseconds(value): TimeInterval(value) / 1_000_000_000
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}

/// Runs work on one serial dispatch queue.
public class SerialDispatchQueueScheduler: TimedScheduler {
  let queue: DispatchQueue

  init(queue: DispatchQueue) {
    self.queue = queue
  }

  public var now: Date { Date() }

  func schedule(_ action: @escaping () -> Void) -> Cancelable {
    let cancel = ActionDisposable {}
    queue.async {
      if !cancel.isDisposed { action() }
    }
    return cancel
  }

  func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> Cancelable {
    let cancel = ActionDisposable {}
    queue.asyncAfter(deadline: .now() + dueTime) {
      if !cancel.isDisposed { action() }
    }
    return cancel
  }
}

/// The main queue. As in RxSwift, work scheduled from the main thread while nothing else is
/// queued runs at once; anything else goes to the main queue, in order.
public final class MainScheduler: SerialDispatchQueueScheduler {
  private let lock = NSLock()
  private var enqueued = 0

  public init() {
    super.init(queue: .main)
  }

  public static let instance = MainScheduler()

  override func schedule(_ action: @escaping () -> Void) -> Cancelable {
    lock.lock()
    let previouslyEnqueued = enqueued
    enqueued += 1
    lock.unlock()
    if Thread.isMainThread, previouslyEnqueued == 0 {
      action()
      finishOne()
      return ActionDisposable {}
    }
    let cancel = ActionDisposable {}
    queue.async {
      if !cancel.isDisposed { action() }
      self.finishOne()
    }
    return cancel
  }

  private func finishOne() {
    lock.lock()
    enqueued -= 1
    lock.unlock()
  }
}

/// Virtual time (RxSwift's `HistoricalScheduler`, a `VirtualTimeScheduler` over `Date`): work
/// runs only when the test says, `advanceTo` running what is due up to a time in order of time
/// (then of scheduling), `start` everything. Used on one thread, as RxSwift requires.
public class HistoricalScheduler: TimedScheduler {
  private var current: RxTime
  private var items: [(time: RxTime, id: Int, action: () -> Void, cancel: ActionDisposable)] = []
  private var nextID = 0
  private var running = false

  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    current = initialClock
  }

  public var now: RxTime { current }

  public var clock: RxTime { current }

  func schedule(_ action: @escaping () -> Void) -> Cancelable {
    schedule(after: .microseconds(0), action)
  }

  func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> Cancelable {
    let cancel = ActionDisposable {}
    items.append((current.addingTimeInterval(dueTime.seconds), nextID, action, cancel))
    nextID += 1
    return cancel
  }

  /// The next item not cancelled: the earliest, first scheduled first.
  private func takeNext(dueBy limit: RxTime?) -> (() -> Void)? {
    items.removeAll { $0.cancel.isDisposed }
    guard let index = items.indices.min(by: { (items[$0].time, items[$0].id) < (items[$1].time, items[$1].id) }) else { return nil }
    if let limit, items[index].time > limit { return nil }
    let item = items.remove(at: index)
    if item.time > current { current = item.time }
    return item.action
  }

  public func start() {
    guard !running else { return }
    running = true
    while running, let action = takeNext(dueBy: nil) { action() }
    running = false
  }

  public func advanceTo(_ virtualTime: RxTime) {
    precondition(!running, "Scheduler is already running")
    running = true
    while running, let action = takeNext(dueBy: virtualTime) { action() }
    current = virtualTime
    running = false
  }

  public func sleep(_ virtualInterval: TimeInterval) {
    precondition(virtualInterval >= 0, "Can't sleep to past.")
    current = current.addingTimeInterval(virtualInterval)
  }

  public func stop() {
    running = false
  }
}
