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
