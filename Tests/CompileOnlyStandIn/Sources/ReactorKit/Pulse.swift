// COMPILE-ONLY STAND-IN: declaration of ReactorKit 3.x's `Pulse`. See README.md.
//
// Unlike the rest of the stand-in, the wrapper stores its value: a reactor's State is a plain
// value that tests build and reduce without Rx, and a State with a `@Pulse` field cannot exist
// otherwise. What depends on ReactorKit's pulse machinery (`valueUpdatedCount`) traps.
@propertyWrapper
public struct Pulse<Value> {
  public var value: Value

  public var valueUpdatedCount: UInt { compileOnlyStandIn() }

  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  public var projectedValue: Pulse<Value> { self }
}
