/// Finds whether Swift source declares a function with a given selector (`mutate(taskEvent:)`),
/// so that hooks sharing a base name (`mutate(aEvent:)`, `mutate(bEvent:)`) are told apart.
///
/// One pass over the UTF-8 bytes: every user-owned file with hooks is scanned on a run that has
/// not recorded its functions yet, so this stays cheap. It reads declarations the way the compiler
/// lays them out (parameters on several lines, closures with `->`, generic clauses, default values
/// with strings); a `func` in a comment counts, which can only hide a note, never add one.
enum FunctionSelector {
  /// Every `func name(label: ...)` selector declared in `source`.
  static func declared(in source: String) -> Set<String> {
    var source = source
    return source.withUTF8 { bytes in
      var selectors: Set<String> = []
      var scanner = Scanner(bytes: bytes)
      while scanner.skipPastFuncKeyword() {
        if let selector = scanner.selector() { selectors.insert(selector) }
      }
      return selectors
    }
  }

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past the next `func` keyword that stands as a word of its own.
    mutating func skipPastFuncKeyword() -> Bool {
      while index + 4 < bytes.count {
        defer { index += 1 }
        guard bytes[index] == UInt8(ascii: "f"), bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "n"),
          bytes[index + 3] == UInt8(ascii: "c"), Self.isSpace(bytes[index + 4]), index == 0 || !Self.isWord(bytes[index - 1])
        else { continue }
        index += 4
        return true
      }
      return false
    }

    /// `name(label:label:)` for the declaration after `func`, or nil for anything else.
    mutating func selector() -> String? {
      skipSpaces()
      let name: String
      if current == UInt8(ascii: "`") {
        index += 1
        let start = index
        while let byte = current, byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { index += 1 }
        guard current == UInt8(ascii: "`"), index > start else { return nil }
        name = text(start..<index)
        index += 1
      } else {
        let start = index
        while let byte = current, Self.isWord(byte) { index += 1 }
        guard index > start else { return nil }
        name = text(start..<index)
      }
      skipSpaces()
      if current == UInt8(ascii: "<") {
        guard skipBalanced() else { return nil }
        skipSpaces()
      }
      guard current == UInt8(ascii: "(") else { return nil }
      index += 1
      return name + "(" + labels().map { $0 + ":" }.joined() + ")"
    }

    /// The labels of the parameter list after its `(`: the first word of every top-level
    /// parameter that has a `:`, without backquotes. Stops after the list's `)`.
    private mutating func labels() -> [String] {
      var labels: [String] = []
      var depth = 0
      var parameterStart = index
      var colon: Int?
      func finishParameter() {
        guard let colon else { return }
        var start = parameterStart
        while start < colon, Self.isSpace(bytes[start]) { start += 1 }
        var wordEnd = start
        while wordEnd < colon, !Self.isSpace(bytes[wordEnd]) { wordEnd += 1 }
        if wordEnd > start { labels.append(Naming.unescaped(text(start..<wordEnd))) }
      }
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          skipString()
          continue
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "<") where index > 0 && Self.opensGenericArguments(after: bytes[index - 1]):
          depth += 1
        case UInt8(ascii: ">") where index > 0 && bytes[index - 1] == UInt8(ascii: "-"):
          break
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
          if depth == 0 {
            if byte == UInt8(ascii: ")") {
              finishParameter()
              index += 1
              return labels
            }
          } else {
            depth -= 1
          }
        case UInt8(ascii: ":") where depth == 0 && colon == nil:
          colon = index
        case UInt8(ascii: ",") where depth == 0:
          finishParameter()
          parameterStart = index + 1
          colon = nil
        default:
          break
        }
        index += 1
      }
      finishParameter()
      return labels
    }

    /// Skips a string literal starting at its `"`, escapes included.
    private mutating func skipString() {
      index += 1
      while let byte = current {
        index += 1
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
          return
        }
      }
    }

    /// Skips a generic clause starting at its `<`; false when it never closes.
    private mutating func skipBalanced() -> Bool {
      var depth = 0
      while let byte = current {
        index += 1
        if byte == UInt8(ascii: "<") {
          depth += 1
        } else if byte == UInt8(ascii: ">"), bytes[index - 2] != UInt8(ascii: "-") {
          depth -= 1
          if depth == 0 { return true }
        }
      }
      return false
    }

    private mutating func skipSpaces() {
      while let byte = current, Self.isSpace(byte) { index += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Letters, digits, `_`, and any byte of a non-ASCII character (Swift allows letters there).
    static func isWord(_ byte: UInt8) -> Bool {
      byte >= 0x80 || SwiftSource.isASCIIWordByte(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// A `<` after these opens generic arguments (`Array<Int>`, `[Int]?<`), not a comparison.
    static func opensGenericArguments(after byte: UInt8) -> Bool {
      isWord(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "]")
    }
  }
}
