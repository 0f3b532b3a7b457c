// TEST DOUBLE of ReactorKit main's ReactorKitObservation (not ReactorKit): the registrar every
// `@ObservableState` state holds. See ../../README.md.
//
// As the real one, it tells Observation's `ObservationRegistrar` (iOS 17+, macOS 14+, Linux) of
// every read and change, through one registrar that every copy of the state shares: a
// `withObservationTracking` reader of `reactor.currentState.x` is told when `reduce` changes `x`,
// and not when it changes another field. It also keeps the identity copies share and the key
// paths a change touched.
import Foundation
#if canImport(Observation)
import Observation
#endif

public struct ObservableStateRegistrar: @unchecked Sendable {
  public private(set) var _$id: ObservableStateID

  /// Shared by every copy of the state, as the real registrar's boxes are.
  @usableFromInline
  let mutations: MutatedKeyPaths
  @usableFromInline
  let observers: SharedObservationRegistrar

  public init() {
    _$id = ObservableStateID()
    mutations = MutatedKeyPaths()
    observers = SharedObservationRegistrar()
  }

  @inlinable
  public func _$trackMutation(_ keyPath: AnyKeyPath) {
    mutations.insert(keyPath)
  }

  @inlinable
  public var _$mutatedKeyPaths: Set<AnyKeyPath> {
    mutations.keyPaths
  }

  @inlinable
  public func _$clearMutations() {
    mutations.clear()
  }

  /// A read of `keyPath`, which an observation tracking it will be told about.
  @inlinable
  public func access<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    observers.access(subject, keyPath: keyPath)
  }

  /// A property's `set`: an assignment of a copy of the same state, or of an equal value, changes
  /// nothing an observer sees; any other records `keyPath`.
  @inlinable
  public func _$mutate<Subject: ObservableState, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) {
    guard !isIdentityEqual(value, newValue) && shouldNotifyObservers(value, newValue) else {
      value = newValue
      return
    }
    _$trackMutation(keyPath)
    observers.willSet(subject, keyPath: keyPath)
    value = newValue
    observers.didSet(subject, keyPath: keyPath)
  }

  /// Before a property's in-place change (`state.count += 1`).
  @inlinable
  public func willModify<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member) {
    observers.willSet(subject, keyPath: keyPath)
  }

  /// Before an in-place change of a nested observable state: it gets a new identity.
  @inlinable
  public func willModify<Subject: ObservableState, Member: ObservableState>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member) {
    observers.willSet(subject, keyPath: keyPath)
    member._$willModify()
  }

  /// After a property's in-place change: recorded and told whether or not the value differs.
  @inlinable
  public func didModify<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member) {
    _$trackMutation(keyPath)
    observers.didSet(subject, keyPath: keyPath)
  }

  public mutating func _$willModify() {
    _$id._$willModify()
  }
}

// The registrar never makes two states unequal, and is neither hashed nor encoded.
extension ObservableStateRegistrar: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension ObservableStateRegistrar: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {}
}

extension ObservableStateRegistrar: Codable {
  @inlinable
  public init(from decoder: Decoder) throws {
    self.init()
  }

  @inlinable
  public func encode(to encoder: Encoder) throws {}
}

/// The key paths changed since the last `_$clearMutations()`.
@usableFromInline
final class MutatedKeyPaths: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Set<AnyKeyPath> = []

  @usableFromInline
  init() {}

  @usableFromInline
  func insert(_ keyPath: AnyKeyPath) {
    lock.lock()
    defer { lock.unlock() }
    stored.insert(keyPath)
  }

  @usableFromInline
  var keyPaths: Set<AnyKeyPath> {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  @usableFromInline
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    stored.removeAll()
  }
}

/// A state's identity: copies share it; an in-place change of a nested state renews it.
public struct ObservableStateID: Hashable, Sendable {
  private var token: UUID

  public init() {
    token = UUID()
  }

  public mutating func _$willModify() {
    token = UUID()
  }
}

/// One Observation registrar for every copy of a state (a class, so copies made in `reduce` share
/// it), where the OS has Observation; elsewhere it tells nobody. The state is an
/// `Observation.Observable` through the macro; its key paths are the same at run time once the
/// existential is opened.
@usableFromInline
final class SharedObservationRegistrar: @unchecked Sendable {
  #if canImport(Observation)
  private let registrar: Any?

  @usableFromInline
  init() {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      registrar = ObservationRegistrar()
    } else {
      registrar = nil
    }
  }

  @usableFromInline
  func access<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) { tell(.access, subject, keyPath) }

  @usableFromInline
  func willSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) { tell(.willSet, subject, keyPath) }

  @usableFromInline
  func didSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) { tell(.didSet, subject, keyPath) }

  private enum Event { case access, willSet, didSet }

  /// Opens the state as the `Observable` it is and tells the registrar.
  private func tell<Subject, Member>(_ event: Event, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = registrar as? ObservationRegistrar,
      let observable = subject as? any Observation.Observable
    else { return }
    func tell<Observed: Observation.Observable>(_ observed: Observed) {
      let path = unsafeDowncast(keyPath, to: KeyPath<Observed, Member>.self)
      switch event {
      case .access: registrar.access(observed, keyPath: path)
      case .willSet: registrar.willSet(observed, keyPath: path)
      case .didSet: registrar.didSet(observed, keyPath: path)
      }
    }
    tell(observable)
  }
  #else
  @usableFromInline
  init() {}
  @usableFromInline
  func access<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {}
  @usableFromInline
  func willSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {}
  @usableFromInline
  func didSet<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {}
  #endif
}
