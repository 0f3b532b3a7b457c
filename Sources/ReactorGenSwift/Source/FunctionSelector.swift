/// Finds whether Swift source declares a function with a given selector (`mutate(taskEvent:)`),
/// so that hooks sharing a base name (`mutate(aEvent:)`, `mutate(bEvent:)`) are told apart.
///
/// It reads ``SwiftLexer``'s tokens, so declarations are read the way the compiler lays them out
/// (parameters on several lines, closures with `->`, generic clauses, default values with
/// strings), and a `func` inside a comment or a string literal does not count.
package enum FunctionSelector {
  /// A function's base name and argument labels (`_` for none): what a selector is made of.
  package struct Name: Hashable, Sendable {
    package var base: String
    package var labels: [String]

    package init(_ base: String, labels: [String]) {
      self.base = base
      self.labels = labels
    }

    /// `mutate(taskEvent:)`.
    package var selector: String { FunctionSelector.spelled(base, labels: labels) }
  }

  /// `mutate(taskEvent:)`: a function's base name and argument labels (`_` for none), without
  /// backquotes. The one spelling of a selector, for the functions reactorgen declares and for
  /// those it reads in a user's file.
  package static func spelled(_ name: String, labels: [String]) -> String {
    // Written straight into the string, sized once: a run spells some ten thousand selectors,
    // most short enough to need no storage of their own.
    var base = SwiftIdentifier.unescaped(name)
    var parts = labels.map(SwiftIdentifier.unescaped)
    let count = base.utf8.count + 2 + parts.reduce(0) { $0 + $1.utf8.count + 1 }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      func put(_ text: inout String) {
        text.withUTF8 { bytes in
          for byte in bytes {
            buffer[index] = byte
            index += 1
          }
        }
      }
      put(&base)
      buffer[index] = UInt8(ascii: "(")
      index += 1
      for position in parts.indices {
        put(&parts[position])
        buffer[index] = UInt8(ascii: ":")
        index += 1
      }
      buffer[index] = UInt8(ascii: ")")
      return index + 1
    }
  }

  /// Every `func name(label: ...)` selector declared in `source`.
  package static func declared(in text: String) -> Set<String> {
    Set(declarations(in: text).map(\.selector))
  }

  /// Every `func` declared in `source`, with the 1-based line of its `func`; `isPrivate` when
  /// `private` or `fileprivate` stands among its modifiers (such a function satisfies no hook).
  package static func declarations(in text: String) -> [(selector: String, line: Int, isPrivate: Bool)] {
    let source = SwiftText(text)
    let tokens = source.tokens.filter { token in
      switch token.kind {
      case .newline, .comment: return false
      default: return true
      }
    }
    var selectors: [(selector: String, line: Int, isPrivate: Bool)] = []
    // Lines counted as the scan moves forward, once over the text.
    var line = 1
    var counted = 0
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .identifier, source.is(tokens[index], "func"), index + 2 < tokens.count,
        tokens[index + 1].kind == .identifier
      else { continue }
      let name = SwiftIdentifier.unescaped(source.text(of: tokens[index + 1]))
      var open = index + 2
      if isMark(tokens[open], "<", in: source) {
        guard let close = SwiftSource.closingToken(of: open, in: tokens, of: source) else { continue }
        open = close + 1
      }
      guard open < tokens.count, isMark(tokens[open], "(", in: source) else { continue }
      // A list cut short (a file being edited) still names the labels it has.
      let close = SwiftSource.closingToken(of: open, in: tokens, of: source) ?? tokens.count
      while counted < tokens[index].offset {
        if source.bytes[counted] == UInt8(ascii: "\n") { line += 1 }
        counted += 1
      }
      // The modifiers before `func`: words, and attributes with their arguments, back to the
      // previous declaration or brace.
      var isPrivate = false
      var before = index - 1
      while before >= 0, tokens[before].kind == .identifier || isMark(tokens[before], "@", in: source) {
        if source.is(tokens[before], "private") || source.is(tokens[before], "fileprivate") { isPrivate = true }
        before -= 1
      }
      selectors.append((spelled(name, labels: labels(tokens[(open + 1)..<close], source)), line, isPrivate))
      index = close
    }
    return selectors
  }

  /// The first name of every top-level parameter that has a `:`, without backquotes.
  private static func labels(_ tokens: ArraySlice<SwiftToken>, _ source: SwiftText) -> [String] {
    var labels: [String] = []
    var depth = 0
    var angle = 0
    var parameterStart = tokens.startIndex
    var hasColon = false
    func finish() {
      if hasColon, parameterStart < tokens.endIndex, tokens[parameterStart].kind == .identifier {
        labels.append(SwiftIdentifier.unescaped(source.text(of: tokens[parameterStart])))
      }
    }
    for index in tokens.indices {
      let token = tokens[index]
      guard token.kind == .punctuation else { continue }
      switch source.bytes[token.offset] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "<") where index > tokens.startIndex && SwiftSource.opensGenericArguments(token, after: tokens[index - 1], in: source):
        angle += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: ">") where angle > 0: angle -= 1
      case UInt8(ascii: ":") where depth == 0 && angle == 0: hasColon = true
      case UInt8(ascii: ",") where depth == 0 && angle == 0:
        finish()
        parameterStart = index + 1
        hasColon = false
      default: break
      }
    }
    finish()
    return labels
  }

  private static func isMark(_ token: SwiftToken, _ mark: String, in source: SwiftText) -> Bool {
    token.kind == .punctuation && source.is(token, mark)
  }
}
