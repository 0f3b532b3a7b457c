// TEST DOUBLE of RxSwift 6 (not RxSwift): disposables. See README.md.
import Foundation

public protocol Disposable {
  func dispose()
}

/// A disposable that knows whether it was disposed (RxSwift's `Cancelable`).
public protocol Cancelable: Disposable {
  var isDisposed: Bool { get }
}

/// RxSwift's namespace of disposable factories.
public struct Disposables {
  private init() {}

  /// A disposable that does nothing.
  public static func create() -> Disposable { NopDisposable() }

  /// Runs `dispose` once, on the first `dispose()`.
  public static func create(with dispose: @escaping () -> Void) -> Cancelable { ActionDisposable(dispose) }
}

public final class DisposeBag {
  private let lock = NSRecursiveLock()
  private var disposables: [Disposable] = []
  private var isDisposed = false

  public init() {}

  /// Adds `disposable`, or disposes it at once when the bag is already being released.
  public func insert(_ disposable: Disposable) {
    lock.lock()
    guard !isDisposed else {
      lock.unlock()
      disposable.dispose()
      return
    }
    disposables.append(disposable)
    lock.unlock()
  }

  deinit {
    lock.lock()
    isDisposed = true
    let disposables = self.disposables
    self.disposables = []
    lock.unlock()
    disposables.forEach { $0.dispose() }
  }
}

extension Disposable {
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}

// MARK: - Internal building blocks (RxSwift has public equivalents the generated code never uses)

struct NopDisposable: Disposable {
  func dispose() {}
}

final class ActionDisposable: Cancelable {
  private let lock = NSLock()
  private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  var isDisposed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return action == nil
  }

  func dispose() {
    lock.lock()
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }
}

/// Holds one disposable at a time; setting a new one disposes the old, and anything set after
/// `dispose()` is disposed at once (RxSwift's `SerialDisposable`).
final class SerialSubscription: Cancelable {
  private let lock = NSRecursiveLock()
  private var current: Disposable?
  private var disposed = false

  var isDisposed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return disposed
  }

  func set(_ disposable: Disposable) {
    lock.lock()
    if disposed {
      lock.unlock()
      disposable.dispose()
      return
    }
    let old = current
    current = disposable
    lock.unlock()
    old?.dispose()
  }

  func dispose() {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      return
    }
    disposed = true
    let current = self.current
    self.current = nil
    lock.unlock()
    current?.dispose()
  }
}

/// A set of disposables disposed together; one added after `dispose()` is disposed at once
/// (RxSwift's `CompositeDisposable`).
final class SubscriptionGroup: Cancelable {
  private let lock = NSRecursiveLock()
  private var members: [Int: Disposable] = [:]
  private var nextKey = 0
  private var disposed = false

  var isDisposed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return disposed
  }

  /// Reserves a slot; fill it with `fill(_:with:)`.
  func reserve() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard !disposed else { return nil }
    nextKey += 1
    members[nextKey] = NopDisposable()
    return nextKey
  }

  func fill(_ key: Int, with disposable: Disposable) {
    lock.lock()
    guard !disposed, members[key] != nil else {
      lock.unlock()
      disposable.dispose()
      return
    }
    members[key] = disposable
    lock.unlock()
  }

  func remove(_ key: Int) {
    lock.lock()
    let member = members.removeValue(forKey: key)
    lock.unlock()
    member?.dispose()
  }

  func dispose() {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      return
    }
    disposed = true
    let members = self.members.sorted { $0.key < $1.key }.map(\.value)
    self.members = [:]
    lock.unlock()
    members.forEach { $0.dispose() }
  }
}
