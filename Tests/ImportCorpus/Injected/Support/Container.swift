// Copyright (c) The reactorgen authors.
import RxSwift

protocol ProfileServiceType {
  func name(of id: Int) -> Observable<String>
}

/// An app's dependency container, as Resolver's or Swinject's: the app, or a test, registers what
/// it resolves.
enum Container {
  nonisolated(unsafe) private static var registered: [ObjectIdentifier: Any] = [:]

  static func register<Value>(_ value: Value, as type: Value.Type) {
    registered[ObjectIdentifier(type)] = value
  }

  static func resolve<Value>(_ type: Value.Type = Value.self) -> Value {
    guard let value = registered[ObjectIdentifier(type)] as? Value else { fatalError("nothing registered as \(type)") }
    return value
  }
}

/// Resolves its value from the container when its owner is made.
@propertyWrapper
struct Injected<Value> {
  let wrappedValue: Value

  init() {
    wrappedValue = Container.resolve()
  }
}

/// What the container holds by name, as Factory's container: a key path names a registration.
struct Registrations {
  var greeting: String { Container.resolve() }
}

/// Resolves a registration by key path when its owner is made, as Factory's `@Injected(\.name)`:
/// the property's type is inferred from the key path, so it is written without one.
@propertyWrapper
struct Registered<Value> {
  let wrappedValue: Value

  init(_ keyPath: KeyPath<Registrations, Value>) {
    wrappedValue = Registrations()[keyPath: keyPath]
  }
}
