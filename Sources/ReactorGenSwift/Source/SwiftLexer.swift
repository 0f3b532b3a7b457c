/// The one Swift lexer: every fragment reactorgen reads (types, parameter lists, signatures,
/// expressions, conditions) and every user file it scans is split into tokens here, so string
/// literals, escapes, comments, backquotes and brackets follow one set of rules everywhere.
///
/// It works on UTF-8 bytes (user files are scanned on every run that lacks a record of them);
/// ``SwiftToken/offset`` is a byte offset, and ``SwiftText/characterOffset(ofByte:)`` turns it
/// into the character offset diagnostics point at.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    /// A name, keywords included (`let`, `Int`, `open`); backquoted names keep their backquotes.
    case identifier
    /// An integer or floating-point literal (`1`, `0x1F`, `1_000.5e-3`).
    case number
    /// A whole string literal, interpolations included; `isTerminated` is false when the text
    /// ends inside it.
    case string(isMultiline: Bool, isTerminated: Bool)
    /// An extended regex literal, `#/a+/#` (one or more `#`); `isTerminated` as for strings.
    /// A bare `/a+/` is an operator here: Swift 5 mode does not read it as a regex.
    case regex(isTerminated: Bool)
    /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`, `#`, `<`, `>`, `?`, `!`, `=`, `&`,
    /// `->`, `...`, `\`: each on its own, so generic brackets never merge into operators.
    case punctuation
    /// Any other run of operator characters (`+`, `==`, `&&`, `??`, `..<`).
    case `operator`
    /// `// ...` or `/* ... */`; `isTerminated` is false for an unclosed block comment.
    case comment(isTerminated: Bool)
    case newline
    /// A character that cannot start any token (a stray backquote, a control character).
    case invalid
  }

  var kind: Kind
  /// Byte offset of the token's first byte.
  var offset: Int
  /// Byte length.
  var length: Int
  /// Whether whitespace (or a comment or line break) comes right before the token.
  var spaceBefore: Bool

  var end: Int { offset + length }
}

/// Source text with its tokens.
struct SwiftText {
  let text: String
  let bytes: [UInt8]
  let tokens: [SwiftToken]

  init(_ text: String) {
    self.text = text
    self.bytes = Array(text.utf8)
    self.tokens = SwiftLexer.tokens(of: bytes)
  }

  func text(of token: SwiftToken) -> String { text(from: token.offset, to: token.end) }

  func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  func `is`(_ token: SwiftToken, _ spelling: String) -> Bool {
    guard token.length == spelling.utf8.count else { return false }
    // Byte by byte from both storages: comparing a slice with the UTF-8 view cost ten times more.
    var spelling = spelling
    return spelling.withUTF8 { expected in
      bytes.withUnsafeBufferPointer { text in
        for index in 0..<expected.count where text[token.offset + index] != expected[index] { return false }
        return true
      }
    }
  }

  /// The character offset (what a column counts) of a byte offset.
  func characterOffset(ofByte offset: Int) -> Int {
    if offset <= 0 { return 0 }
    let prefix = bytes[0..<min(offset, bytes.count)]
    if prefix.allSatisfy({ $0 < 0x80 }) { return prefix.count }
    return String(decoding: prefix, as: UTF8.self).count
  }
}

enum SwiftLexer {
  static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    tokens.reserveCapacity(bytes.count / 3 + 2)  // a short text has tokens too: none is grown from empty
    var index = 0
    var spaceBefore = false
    func add(_ kind: SwiftToken.Kind, from start: Int) {
      tokens.append(SwiftToken(kind: kind, offset: start, length: index - start, spaceBefore: spaceBefore))
      spaceBefore = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      let start = index
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        index += 1
        spaceBefore = true
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
        add(.newline, from: start)
        spaceBefore = true
      case UInt8(ascii: "/") where peek(bytes, index + 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        add(.comment(isTerminated: true), from: start)
        spaceBefore = true
      case UInt8(ascii: "/") where peek(bytes, index + 1) == UInt8(ascii: "*"):
        let terminated = skipBlockComment(bytes, &index)
        add(.comment(isTerminated: terminated), from: start)
        spaceBefore = true
      case UInt8(ascii: "#") where isRegexStart(bytes, index):
        let terminated = skipRegex(bytes, &index)
        add(.regex(isTerminated: terminated), from: start)
      case UInt8(ascii: "#") where isStringStart(bytes, index), UInt8(ascii: "\""):
        let (multiline, terminated) = skipString(bytes, &index)
        add(.string(isMultiline: multiline, isTerminated: terminated), from: start)
      case UInt8(ascii: "`"):
        add(skipBackquotedName(bytes, &index) ? .identifier : .invalid, from: start)
      case _ where isIdentifierStart(byte) || byte == UInt8(ascii: "$"):
        index += 1
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        add(.identifier, from: start)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        skipNumber(bytes, &index)
        add(.number, from: start)
      case UInt8(ascii: "-") where peek(bytes, index + 1) == UInt8(ascii: ">"):
        index += 2
        add(.punctuation, from: start)
      case UInt8(ascii: ".") where peek(bytes, index + 1) == UInt8(ascii: ".") && peek(bytes, index + 2) == UInt8(ascii: "."):
        // `...` (variadics, ranges) is punctuation.
        index += 3
        add(.punctuation, from: start)
      case UInt8(ascii: ".") where peek(bytes, index + 1) == UInt8(ascii: ".") && peek(bytes, index + 2) == UInt8(ascii: "<"):
        index += 3
        add(.operator, from: start)
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
        UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "\\"),
        UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "."):
        index += 1
        add(.punctuation, from: start)
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "="), UInt8(ascii: "&"):
        if startsOperator(bytes, at: start, spaceBefore: spaceBefore) {
          skipOperator(bytes, &index)
          add(.operator, from: start)
        } else {
          index += 1
          add(.punctuation, from: start)
        }
      case _ where isOperatorByte(byte):
        skipOperator(bytes, &index)
        add(.operator, from: start)
      default:
        index += 1
        add(.invalid, from: start)
      }
    }
    return tokens
  }

  // MARK: Pieces

  /// A backquoted name; Swift 6.2's raw identifiers allow any character but a backquote or a
  /// line break inside (whether a name may be one is ``SwiftIdentifier``'s call). Whether it is
  /// one: if not, only the backquote is passed.
  private static func skipBackquotedName(_ bytes: [UInt8], _ index: inout Int) -> Bool {
    let start = index
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
      index += 1
    }
    guard index > start + 1, peek(bytes, index) == UInt8(ascii: "`") else {
      index = start + 1
      return false
    }
    index += 1
    return true
  }

  /// Whether a `?`, `!`, `=` or `&` starts an operator: alone it is punctuation (optionals,
  /// defaults, compositions), unless part of `??`, `!=`, `==`, `&&`, `&=`.
  private static func startsOperator(_ bytes: [UInt8], at start: Int, spaceBefore: Bool) -> Bool {
    let next = peek(bytes, start + 1)
    // A `!` or `?` right after a value unwraps it (`x!= y` is `x! = y`).
    let afterValue = !spaceBefore && start > 0 && !isSpaceOrOpening(bytes[start - 1])
    switch bytes[start] {
    case UInt8(ascii: "!") where afterValue: return false
    case UInt8(ascii: "?"): return next == UInt8(ascii: "?") && !afterValue
    case UInt8(ascii: "&"): return next == UInt8(ascii: "&") || next == UInt8(ascii: "=")
    default: return next == UInt8(ascii: "=")
    }
  }

  /// An operator's bytes, from its first, up to a bracket, a dot or a comment.
  private static func skipOperator(_ bytes: [UInt8], _ index: inout Int) {
    index += 1
    while let next = peek(bytes, index), isOperatorByte(next), !isBracketOrDot(next), !startsComment(bytes, index) { index += 1 }
  }

  private static func peek(_ bytes: [UInt8], _ index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// Letters, `_`, and any byte of a non-ASCII character: ``SwiftIdentifier`` judges the whole
  /// name once it is cut out.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  private static func isSpaceOrOpening(_ byte: UInt8) -> Bool {
    [
      UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"),
    ].contains(byte)
  }

  /// `//` or `/*` ends an operator: `-//x` is `-` and a comment.
  private static func startsComment(_ bytes: [UInt8], _ index: Int) -> Bool {
    bytes[index] == UInt8(ascii: "/") && (peek(bytes, index + 1) == UInt8(ascii: "/") || peek(bytes, index + 1) == UInt8(ascii: "*"))
  }

  /// `<`, `>` and `.` always stand alone, so `Array<Set<Int>>` closes twice and `a?.b` is a chain.
  private static func isBracketOrDot(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: ".")
  }

  private static func skipNumber(_ bytes: [UInt8], _ index: inout Int) {
    let isHex = bytes[index] == UInt8(ascii: "0") && (peek(bytes, index + 1) == UInt8(ascii: "x") || peek(bytes, index + 1) == UInt8(ascii: "X"))
    index += isHex ? 2 : 1
    while let byte = peek(bytes, index) {
      if isIdentifierByte(byte), byte < 0x80 {
        // Exponent signs: `1e-3`, `0x1p+4`.
        let isExponent = isHex ? (byte | 0x20 == UInt8(ascii: "p")) : (byte | 0x20 == UInt8(ascii: "e"))
        index += 1
        if isExponent, let sign = peek(bytes, index), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
      } else if byte == UInt8(ascii: "."), let next = peek(bytes, index + 1), next >= UInt8(ascii: "0"),
        next <= UInt8(ascii: "9") || (isHex && isIdentifierByte(next) && next < 0x80)
      {
        index += 1
      } else {
        return
      }
    }
  }

  private static func skipBlockComment(_ bytes: [UInt8], _ index: inout Int) -> Bool {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), peek(bytes, index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), peek(bytes, index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return true }
      } else {
        index += 1
      }
    }
    return false
  }

  /// `"`, or `#`s followed by `"` (a raw string).
  /// `#/`, `##/`, ...: an extended regex literal starts.
  private static func isRegexStart(_ bytes: [UInt8], _ index: Int) -> Bool {
    var end = index
    while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
    return end > index && peek(bytes, end) == UInt8(ascii: "/")
  }

  /// Skips an extended regex literal from its first `#` to the `/` and as many `#` that close
  /// it, on one line; a backslash escapes the next character.
  private static func skipRegex(_ bytes: [UInt8], _ index: inout Int) -> Bool {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "/"), (1...hashes).allSatisfy({ peek(bytes, index + $0) == UInt8(ascii: "#") }) {
        index += 1 + hashes
        return true
      }
      index += 1
    }
    index = min(index, bytes.count)
    return false
  }

  private static func isStringStart(_ bytes: [UInt8], _ index: Int) -> Bool {
    if bytes[index] == UInt8(ascii: "\"") { return true }
    var end = index
    while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
    return peek(bytes, end) == UInt8(ascii: "\"")
  }

  /// Skips a string literal from its first `#` or `"`: escapes, interpolations (with their own
  /// nested strings and parentheses), raw delimiters and `"""` blocks.
  private static func skipString(_ bytes: [UInt8], _ index: inout Int) -> (multiline: Bool, terminated: Bool) {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let quote = UInt8(ascii: "\"")
    let multiline = peek(bytes, index + 1) == quote && peek(bytes, index + 2) == quote
    index += multiline ? 3 : 1
    // A plain one-line string (nearly every one): ends at its quote, a byte at a time, with no
    // delimiter to match.
    if hashes == 0 && !multiline {
      while index < bytes.count {
        switch bytes[index] {
        case quote:
          index += 1
          return (false, true)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          return (false, false)
        case UInt8(ascii: "\\"):
          index += 1
          if peek(bytes, index) == UInt8(ascii: "(") {
            guard skipInterpolation(bytes, &index) else { return (false, false) }
          } else if index < bytes.count {
            index += 1
          }
        default:
          index += 1
        }
      }
      return (false, false)
    }
    func closesHere() -> Bool {
      let quotes = multiline ? 3 : 1
      for offset in 0..<quotes where peek(bytes, index + offset) != quote { return false }
      for offset in 0..<hashes where peek(bytes, index + quotes + offset) != UInt8(ascii: "#") { return false }
      return true
    }
    /// `\` followed by the raw string's `#`s.
    func escapeLength() -> Int? {
      guard bytes[index] == UInt8(ascii: "\\") else { return nil }
      for offset in 0..<hashes where peek(bytes, index + 1 + offset) != UInt8(ascii: "#") { return nil }
      return 1 + hashes
    }
    while index < bytes.count {
      if closesHere() {
        index += (multiline ? 3 : 1) + hashes
        return (multiline, true)
      }
      let byte = bytes[index]
      if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return (false, false) }
      if let escape = escapeLength() {
        index += escape
        if peek(bytes, index) == UInt8(ascii: "(") {
          guard skipInterpolation(bytes, &index) else { return (multiline, false) }
        } else if index < bytes.count {
          index += 1
        }
        continue
      }
      index += 1
    }
    return (multiline, false)
  }

  /// From an interpolation's `(` to just past its `)`, over nested strings and brackets.
  private static func skipInterpolation(_ bytes: [UInt8], _ index: inout Int) -> Bool {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isStringStart(bytes, index)) {
        guard skipString(bytes, &index).terminated else { return false }
        continue
      }
      if byte == UInt8(ascii: "`") {
        // A backquoted name may hold brackets.
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        // An unclosed one runs to the end: the string is not terminated (never past the text).
        guard index < bytes.count else { return false }
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          index += 1
          return true
        }
      }
      index += 1
    }
    return false
  }
}
