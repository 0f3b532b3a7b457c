/// Finds whether Swift source declares a function with a given selector (`mutate(taskEvent:)`),
/// so that hooks sharing a base name (`mutate(aEvent:)`, `mutate(bEvent:)`) are told apart.
enum FunctionSelector {
  /// `mutate(taskEvent:)` → (`mutate`, [`taskEvent`]); `mutateRefresh()` → (`mutateRefresh`, []).
  static func parts(of selector: String) -> (name: String, labels: [String]) {
    guard let open = selector.firstIndex(of: "(") else { return (selector, []) }
    let inner = selector[selector.index(after: open)...].dropLast()
    return (String(selector[..<open]), inner.split(separator: ":").map(String.init))
  }

  static func isDeclared(_ selector: String, in source: String) -> Bool {
    let (name, labels) = parts(of: selector)
    var rest = Substring(source)
    while let range = rest.range(of: "func \(name)") {
      rest = rest[range.upperBound...]
      var text = rest.drop { $0 == " " }
      if text.first == "<" {
        guard let close = text.firstIndex(of: ">") else { continue }
        text = text[text.index(after: close)...].drop { $0 == " " }
      }
      guard text.first == "(" else { continue }
      var depth = 0
      let list = text.dropFirst().prefix { character in
        if "([<".contains(character) { depth += 1 }
        if ")]>".contains(character) { depth -= 1 }
        return depth >= 0
      }
      let parameters = list.allSatisfy(\.isWhitespace) ? [] : SwiftSource.splitTopLevel(String(list), on: ",")
      var declared: [String] = []
      for parameter in parameters {
        guard let colon = parameter.text.firstIndex(of: ":") else { continue }
        let words = parameter.text[..<colon].split(separator: " ")
        if let first = words.first { declared.append(String(first)) }
      }
      if declared == labels { return true }
    }
    return false
  }
}
