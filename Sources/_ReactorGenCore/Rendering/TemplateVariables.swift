import Mustache

/// Records the variables a template asks for while it renders, to find names that no context
/// level has (swift-mustache renders an unknown name as nothing).
final class VariableTracker: @unchecked Sendable {
  private(set) var asked: [String] = []
  private(set) var found: Set<String> = []
  /// Every field name seen, for "did you mean".
  private(set) var labels: Set<String> = []

  func record(_ name: String, found isFound: Bool, labels: [String]) {
    if isFound { found.insert(name) } else if !asked.contains(name) { asked.append(name) }
    self.labels.formUnion(labels)
  }

  /// Names asked for that no object on the context stack had, in the order first asked.
  var unknown: [String] { asked.filter { !found.contains($0) } }
}

/// A context value that answers swift-mustache's lookups by reflection and records them.
struct TrackedValue: MustacheParent {
  let value: Any
  let tracker: VariableTracker

  func child(named name: String) -> Any? {
    let children = Mirror(reflecting: value).children
    let labels = children.compactMap(\.label)
    guard let match = children.first(where: { $0.label == name }) else {
      tracker.record(name, found: false, labels: labels)
      return nil
    }
    tracker.record(name, found: true, labels: labels)
    return Self.wrap(match.value, tracker)
  }

  /// Structs are wrapped so their fields are tracked too; optionals are unwrapped (nil reads as
  /// missing), lists wrap their elements; other values are used as they are.
  static func wrap(_ value: Any, _ tracker: VariableTracker) -> Any? {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.flatMap { wrap($0.value, tracker) }
    case .collection:
      return mirror.children.map { element -> Any in wrap(element.value, tracker) ?? element.value }
    case .struct:
      return TrackedValue(value: value, tracker: tracker)
    default:
      return value
    }
  }
}
