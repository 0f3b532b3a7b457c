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

/// A context value of a user's template: answers each lookup with the context's own
/// ``TemplateValues/templateValue(named:)``, the one lookup built-in templates use too, and records it. Reflection only
/// lists the names a template could have meant, for "did you mean".
struct TrackedValue: MustacheParent {
  let value: TemplateParent
  let tracker: VariableTracker

  func child(named name: String) -> Any? {
    if let answer = value.child(named: name) {
      tracker.record(name, found: true, labels: [])
      return Self.wrap(answer, tracker)
    }
    // Absent optional fields and declarations a file does not have answer nil too: only a name
    // the context lacks is unknown (a file's imports are the writer's, never a template's).
    let children = Mirror(reflecting: value.values).children
    let readable = children.filter { child in
      Mirror(reflecting: child.value).displayStyle == .optional || child.label.flatMap(value.child(named:)) != nil
        || (!(value.values is FileContext) && (child.value as? [String])?.isEmpty == true)
    }
    tracker.record(name, found: readable.contains { $0.label == name }, labels: readable.compactMap(\.label))
    return nil
  }

  /// Contexts are wrapped so their fields are tracked too, lists wrap their elements; other
  /// values (strings, Booleans) are used as they are.
  static func wrap(_ value: Any, _ tracker: VariableTracker) -> Any {
    if let parent = value as? TemplateParent { return TrackedValue(value: parent, tracker: tracker) }
    if let list = value as? [Any] { return list.map { wrap($0, tracker) } }
    return value
  }
}
