/// `#sourceLocation` directives around the lines made from a spec's own text (types, defaults,
/// conditions, arguments), so that what only the compiler can check — a type that does not exist,
/// a default of the wrong type — is reported at the spec's line, not inside a generated file.
///
/// Translation marks where a fragment came from with an invisible mark in the text it makes
/// (``mark(_:)``); once a file's text is final (templates applied, whatever their layout), ``apply(to:)``
/// removes the marks and puts a directive before the statement or declaration each marked line
/// belongs to, and a closing one after it. Swift takes the directive only between statements and
/// declarations, so a fragment inside a multi-line expression maps through the start of its
/// statement: the directive names the line that makes the fragment's own line the spec's.
package enum LineDirectives {
  // Control characters no spec fragment holds (the decoder refuses them in strings, and they
  // cannot appear in types or names).
  private static let open: Unicode.Scalar = "\u{1C}"
  private static let separator: Unicode.Scalar = "\u{1D}"
  private static let close: Unicode.Scalar = "\u{1E}"

  /// The mark that says: the line this ends up on was made from `location`.
  static func mark(_ location: SourceLocation) -> String {
    "\(Character(open))\(location.file)\(Character(separator))\(location.line)\(Character(close))"
  }

  /// `line` with `location`'s mark in front, when there is one.
  static func marked(_ line: String, _ location: SourceLocation?) -> String {
    location.map { mark($0) + line } ?? line
  }

  /// `text` without marks, with a directive pair around each marked line's statement.
  package static func apply(to text: String) -> String {
    // Bytes, not characters: the marks are single UTF-8 bytes, and a file has many lines.
    let openByte = UInt8(open.value)
    var bytes = text
    guard bytes.withUTF8({ $0.contains(openByte) }) else { return text }
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    var origins: [Int: (file: String, line: Int)] = [:]
    for index in lines.indices where lines[index].utf8.contains(openByte) {
      let (stripped, origin) = strip(lines[index])
      lines[index] = stripped
      if let origin { origins[index] = origin }
    }
    let (legal, depth) = legalLines(lines)
    // Regions: [start, end) of lines, named `file` from `line` on.
    var regions: [(start: Int, end: Int, file: String, line: Int)] = []
    for index in origins.keys.sorted() {
      let origin = origins[index]!
      guard let start = (0...index).last(where: { legal[$0] }) else { continue }
      // The statement ends where the next one starts at its own depth: a closure inside it (a
      // multi-line default) keeps the pair outside, where a macro that copies the expression
      // (`@ObservableState`) copies neither directive.
      let end = ((index + 1)..<lines.count).first(where: { legal[$0] && depth[$0] <= depth[start] }) ?? lines.count
      let line = origin.line - (index - start)
      guard line >= 1 else { continue }
      if let last = regions.last, index < last.end {
        // The first mark of a statement wins; a statement of its own inside a marked one's body
        // (a repository's key read in a function made from its entity) gets a pair of its own,
        // and the outer region goes on after it, numbered as if it had not been cut.
        guard start > last.start, depth[start] > depth[last.start], end <= last.end else { continue }
        regions[regions.count - 1].end = start
        regions.append((start, end, origin.file, line))
        if end < last.end { regions.append((end, last.end, last.file, last.line + (end - last.start))) }
        continue
      }
      if let last = regions.last, last.end == start, last.file == origin.file, last.line + (start - last.start) == line {
        regions[regions.count - 1].end = end
      } else {
        regions.append((start, end, origin.file, line))
      }
    }
    guard !regions.isEmpty else { return lines.joined(separator: "\n") }
    var output: [String] = []
    output.reserveCapacity(lines.count + regions.count * 2)
    var next = 0
    for (index, line) in lines.enumerated() {
      while next < regions.count, regions[next].end == index, regions[next].start < index {
        // Right after the region's last line, before the blank lines that follow it.
        let blanks = output.reversed().prefix { $0.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }.count
        output.insert(indentation(of: lines[regions[next].start]) + "#sourceLocation()", at: output.count - blanks)
        next += 1
      }
      if next < regions.count, regions[next].start == index {
        let region = regions[next]
        output.append(indentation(of: line) + "#sourceLocation(file: \(SwiftRenderer.text(of: .string(region.file))), line: \(region.line))")
      }
      output.append(line)
    }
    if next < regions.count {
      output.append(indentation(of: lines[regions[next].start]) + "#sourceLocation()")
    }
    return output.joined(separator: "\n")
  }

  /// The line without marks, and the first mark's origin.
  private static func strip(_ line: String) -> (String, (file: String, line: Int)?) {
    let (openByte, separatorByte, closeByte) = (UInt8(open.value), UInt8(separator.value), UInt8(close.value))
    var kept: [UInt8] = []
    kept.reserveCapacity(line.utf8.count)
    var origin: (file: String, line: Int)?
    var mark: [UInt8]?
    for byte in line.utf8 {
      if byte == openByte {
        mark = []
      } else if byte == closeByte, let bytes = mark {
        if origin == nil, let split = bytes.lastIndex(of: separatorByte),
          let number = Int(String(decoding: bytes[(split + 1)...], as: UTF8.self))
        {
          origin = (String(decoding: bytes[..<split], as: UTF8.self), number)
        }
        mark = nil
      } else if mark != nil {
        mark!.append(byte)
      } else {
        kept.append(byte)
      }
    }
    return (String(decoding: kept, as: UTF8.self), origin)
  }

  private static func indentation(of line: String) -> String {
    String(decoding: line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
  }

  /// Whether Swift takes a directive right before each line: the line starts a statement or a
  /// declaration (or closes a block), in braces, not inside brackets, a literal or a comment,
  /// not continuing the line before, not after an attribute, and not the first case of a switch.
  /// With each line's depth: the brackets open where it starts.
  static func legalLines(_ lines: [String]) -> (legal: [Bool], depth: [Int]) {
    let source = SwiftText(lines.joined(separator: "\n"))
    var legal = [Bool](repeating: false, count: lines.count)
    var depth = [Int](repeating: 0, count: lines.count)
    var line = 0
    // Open brackets: `{` knows whether it opened a switch's cases.
    var stack: [(bracket: UInt8, isSwitch: Bool)] = []
    var previous: SwiftToken?  // the last token before the current line, comments aside
    var previousLineIsAttribute = false
    var lineTokens: [SwiftToken] = []
    var sawSwitch = false

    func text(_ token: SwiftToken) -> String { source.text(of: token) }
    func isAttributeOnly(_ tokens: [SwiftToken]) -> Bool {
      guard let first = tokens.first, source.is(first, "@") else { return false }
      return !tokens.contains { $0.kind == .identifier && Self.declarationWords.contains(text($0)) }
    }
    func startLine(with token: SwiftToken) {
      let top = stack.last
      guard top == nil || top?.bracket == UInt8(ascii: "{") else { return }
      let word = text(token)
      if token.kind == .operator || Self.continuingStarts.contains(word) { return }
      if top?.isSwitch == true, ["case", "default", "@"].contains(word), let previous, source.is(previous, "{") { return }
      if let previous, previous.kind == .operator || (previous.kind == .punctuation && Self.continuingEnds.contains(text(previous))) { return }
      if previousLineIsAttribute { return }
      legal[line] = true
    }

    for token in source.tokens {
      if token.kind == .newline {
        if !lineTokens.isEmpty { previousLineIsAttribute = isAttributeOnly(lineTokens) }
        lineTokens = []
        sawSwitch = false
        line += 1
        continue
      }
      let spannedLines = source.bytes[token.offset..<token.end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      if case .comment = token.kind {
        line += spannedLines
        continue
      }
      if lineTokens.isEmpty && line < legal.count {
        depth[line] = stack.count
        startLine(with: token)
      }
      lineTokens.append(token)
      if token.kind == .identifier && source.is(token, "switch") { sawSwitch = true }
      if token.kind == .punctuation, token.length == 1 {
        let byte = source.bytes[token.offset]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
          stack.append((byte, byte == UInt8(ascii: "{") && sawSwitch))
          if byte == UInt8(ascii: "{") { sawSwitch = false }
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          if !stack.isEmpty { stack.removeLast() }
        default: break
        }
      }
      previous = token
      // A literal over several lines: the lines inside it and the one it ends on are not legal.
      if spannedLines > 0 {
        line += spannedLines
        lineTokens = [token]
      }
    }
    return (legal, depth)
  }

  /// Words that make an `@` line a declaration rather than an attribute alone.
  private static let declarationWords: Set<String> = [
    "var", "let", "func", "class", "struct", "enum", "protocol", "extension", "init", "case", "typealias", "subscript", "static",
    "final", "private", "public", "internal", "fileprivate", "open", "override", "nonisolated", "deinit", "actor", "macro", "import",
  ]
  /// First tokens that continue the line before.
  private static let continuingStarts: Set<String> = [".", "else", "where", ")", "]", ",", ":", "->", "?", "in", "catch"]
  /// Last tokens after which the next line continues.
  private static let continuingEnds: Set<String> = [",", "(", "[", "=", ".", "->", "@", "\\", "<", "&", "#"]
}
