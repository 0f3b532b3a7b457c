/// Finds whether Swift source declares a function with a given selector (`mutate(taskEvent:)`),
/// so that hooks sharing a base name (`mutate(aEvent:)`, `mutate(bEvent:)`) are told apart.
enum FunctionSelector {
  /// Every `func name(label: ...)` selector declared in `source`, in one pass.
  static func declared(in source: String) -> Set<String> {
    var selectors: Set<String> = []
    var rest = Substring(source)
    while let start = Self.afterFunc(in: rest) {
      rest = rest[start...]
      let name = rest.prefix { SwiftSource.isWordCharacter($0) || $0 == "`" }
      guard !name.isEmpty else { continue }
      var text = rest.dropFirst(name.count).drop { $0 == " " }
      if text.first == "<" {
        guard let close = text.firstIndex(of: ">") else { continue }
        text = text[text.index(after: close)...].drop { $0 == " " }
      }
      guard text.first == "(" else { continue }
      selectors.insert(Naming.unescaped(String(name)) + "(" + labels(ofParameterListAt: text).map { "\($0):" }.joined() + ")")
    }
    return selectors
  }

  /// Where the text after the next `func ` starts, found on UTF-8 bytes (no Unicode work).
  private static func afterFunc(in text: Substring) -> Substring.Index? {
    let bytes = text.utf8
    let keyword = Array("func ".utf8)
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: keyword[0]) {
      var cursor = found
      var matched = 0
      while matched < keyword.count, cursor < bytes.endIndex, bytes[cursor] == keyword[matched] {
        matched += 1
        cursor = bytes.index(after: cursor)
      }
      if matched == keyword.count { return cursor }
      index = bytes.index(after: found)
    }
    return nil
  }

  /// The argument labels of the parameter list `text` starts with (at its `(`).
  private static func labels(ofParameterListAt text: Substring) -> [String] {
    var depth = 0
    let list = text.dropFirst().prefix { character in
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      return depth >= 0
    }
    guard !list.allSatisfy(\.isWhitespace) else { return [] }
    return SwiftSource.splitTopLevel(String(list), on: ",").compactMap { parameter in
      guard let colon = parameter.text.firstIndex(of: ":") else { return nil }
      return parameter.text[..<colon].split(separator: " ").first.map(String.init)
    }
  }
}
