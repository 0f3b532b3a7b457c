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

/// Runs work on one serial dispatch queue.
public class SerialDispatchQueueScheduler: SchedulerType {
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
