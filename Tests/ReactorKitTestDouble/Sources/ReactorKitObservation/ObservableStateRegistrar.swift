// TEST DOUBLE of ReactorKit main's ReactorKitObservation (not ReactorKit): the registrar every
// `@ObservableState` state holds. See ../../README.md.
//
// Left out: the real registrar also forwards every access and change to Observation's
// `ObservationRegistrar` (iOS 17+), which is what re-renders SwiftUI views. SwiftUI does not
// exist on Linux, so nothing here observes; what is kept is what a reactor's state can see: the
// identity copies share and the key paths a change touched.
import Foundation

public struct ObservableStateRegistrar: @unchecked Sendable {
  public private(set) var _$id: ObservableStateID

  /// Shared by every copy of the state, as the real registrar's boxes are.
  @usableFromInline
  let mutations: MutatedKeyPaths

  public init() {
    _$id = ObservableStateID()
    mutations = MutatedKeyPaths()
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

  /// A read of `keyPath`; observed by nobody here.
  @inlinable
  public func access<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {}

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
    if !isIdentityEqual(value, newValue) && shouldNotifyObservers(value, newValue) {
      _$trackMutation(keyPath)
    }
    value = newValue
  }

  /// Before a property's in-place change (`state.count += 1`).
  @inlinable
  public func willModify<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member) {}

  /// Before an in-place change of a nested observable state: it gets a new identity.
  @inlinable
  public func willModify<Subject: ObservableState, Member: ObservableState>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member) {
    member._$willModify()
  }

  /// After a property's in-place change: recorded whether or not the value differs.
  @inlinable
  public func didModify<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member) {
    _$trackMutation(keyPath)
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
