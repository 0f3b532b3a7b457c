// TEST DOUBLE of ReactorKit main's ReactorKitObservation (not ReactorKit): `BindableAction` and
// `BindingAction`, with the real declarations and behaviour. See ../../README.md.

/// An `Action` that can carry a write from a SwiftUI binding: `case binding(BindingAction<State>)`.
public protocol BindableAction {
  associatedtype State

  static func binding(_ action: BindingAction<State>) -> Self
}

/// A write to one property of `Root`, applied in `reduce` with ``apply(to:)``.
///
/// Equal when both target the same key path and were made by the `Equatable` overload of `set`
/// with equal values; made by the other overload, never equal, not even to itself.
public struct BindingAction<Root>: @unchecked Sendable {
  public let keyPath: PartialKeyPath<Root>

  private let write: (inout Root) -> Void
  /// Whether `other`'s value equals this action's; always false for the non-`Equatable` overload.
  private let valueEquals: (BindingAction) -> Bool
  /// The value written, kept only for the `Equatable` comparison.
  private let value: (any Sendable)?

  private init(keyPath: PartialKeyPath<Root>, write: @escaping (inout Root) -> Void, value: (any Sendable)?, valueEquals: @escaping (BindingAction) -> Bool) {
    self.keyPath = keyPath
    self.write = write
    self.value = value
    self.valueEquals = valueEquals
  }

  @_disfavoredOverload
  public static func set<Value: Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self {
    Self(keyPath: keyPath, write: { $0[keyPath: keyPath] = value }, value: nil, valueEquals: { _ in false })
  }

  public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self {
    Self(keyPath: keyPath, write: { $0[keyPath: keyPath] = value }, value: value, valueEquals: { other in (other.value as? Value) == value })
  }

  public func apply(to state: inout Root) {
    write(&state)
  }
}

extension BindingAction {
  /// `case \State.text:` in a `switch` over a binding action: whether it writes that key path.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueEquals(rhs)
  }
}
