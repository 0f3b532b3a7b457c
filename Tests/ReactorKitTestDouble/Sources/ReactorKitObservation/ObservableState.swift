// TEST DOUBLE of ReactorKit main's ReactorKitObservation (not ReactorKit): the `ObservableState`
// protocol and the identity helpers the macro's expansion calls. See ../../README.md.

/// What `@ObservableState` makes a `State` conform to.
public protocol ObservableState {
  var _$observationRegistrar: ObservableStateRegistrar { get set }

  mutating func _$willModify()
}

/// Whether two states are copies of one another (their registrars share an identity).
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$observationRegistrar._$id == rhs._$observationRegistrar._$id
}

/// Values that are not observable states are never identity-equal.
@inlinable
@_disfavoredOverload
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  false
}
