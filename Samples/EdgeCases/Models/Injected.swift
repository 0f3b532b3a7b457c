/// What EdgeCases' injected properties come from, as an app's container.
struct Services {
  var pageSize = 20
}

/// An app's injection wrapper, as Resolver's or Factory's `@Injected`: the property gets its value
/// from the container, not from init.
@propertyWrapper
struct Injected<Value> {
  let wrappedValue: Value

  init(_ keyPath: KeyPath<Services, Value>) {
    wrappedValue = Services()[keyPath: keyPath]
  }
}

/// A wrapper with an initial value, which init assigns as it assigns a plain property's.
@propertyWrapper
struct Logged<Value> {
  var wrappedValue: Value
}

/// A wrapper that takes arguments beside its value, as `@Clamped(0...10) var size = 5`: Swift
/// makes it `Clamped(wrappedValue: 5, 0...10)`, and so must init (it has no other initializer).
@propertyWrapper
struct Clamped<Value: Comparable> {
  private var value: Value
  let range: ClosedRange<Value>

  init(wrappedValue: Value, _ range: ClosedRange<Value>) {
    self.range = range
    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }

  var wrappedValue: Value {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}
