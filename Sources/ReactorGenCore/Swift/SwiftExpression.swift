/// Swift expressions a spec carries verbatim (defaults, `set x = value`, emitted arguments,
/// `initialState`): checked for what would break the generated line around them, and classified
/// as literals so validation can check them against a known standard type.
enum SwiftExpression {
  /// Why `text` cannot stand where the generated code puts an expression: it must be exactly one
  /// expression on one line (a line break, a comment, a `;` or a second expression would change
  /// the code around it), with terminated literals and balanced brackets.
  static func problem(in text: String) -> SwiftSource.Problem? {
    let source = SwiftText(text)
    for token in source.tokens {
      let offset = source.characterOffset(ofByte: token.offset)
      switch token.kind {
      case .newline:
        return .init(message: "write the expression on one line", offset: offset)
      case .comment:
        return .init(message: "comments are not allowed in an expression; put them in the YAML after '#'", offset: offset)
      case .string(let isMultiline, let isTerminated) where isMultiline || !isTerminated:
        return .init(message: "unterminated string literal", offset: offset)
      case .invalid:
        return .init(message: "unexpected character '\(source.text(of: token))' in the expression", offset: offset)
      default:
        break
      }
    }
    var depth = 0
    for token in source.tokens where token.kind == .punctuation {
      switch source.bytes[token.offset] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: ";") where depth == 0:
        return .init(message: "';' would end the generated statement here; write a single expression", offset: source.characterOffset(ofByte: token.offset))
      default: break
      }
    }
    if let problem = SwiftSource.bracketProblem(in: text) { return problem }
    var parser = ExpressionParser(source: source)
    return parser.singleExpressionProblem()
  }

  /// What an expression is, when it is a literal.
  indirect enum Literal: Equatable {
    case bool, integer, floatingPoint, string, `nil`
    case array([Literal])
    case dictionary(isEmpty: Bool)
    /// Anything else: a name, a call, a member (`.new`), an operator expression.
    case other

    var description: String {
      switch self {
      case .bool: return "a Bool literal"
      case .integer: return "an integer literal"
      case .floatingPoint: return "a floating-point literal"
      case .string: return "a string literal"
      case .nil: return "nil"
      case .array: return "an array literal"
      case .dictionary: return "a dictionary literal"
      case .other: return "an expression"
      }
    }
  }

  static func literal(_ text: String) -> Literal {
    let text = text.trimmingSpaces
    switch text {
    case "true", "false": return .bool
    case "nil": return .nil
    case "[:]": return .dictionary(isEmpty: true)
    case "[]": return .array([])
    default: break
    }
    let characters = Array(text)
    let source = SwiftText(text)
    if source.tokens.count == 1, case .string(_, isTerminated: true) = source.tokens[0].kind { return .string }
    if isInteger(text) { return .integer }
    if isFloatingPoint(text) { return .floatingPoint }
    if characters.first == "[", characters.last == "]", SwiftSource.bracketProblem(in: String(characters.dropFirst().dropLast())) == nil {
      let inner = String(characters.dropFirst().dropLast())
      let elements = SwiftSource.splitTopLevel(inner, on: ",").map(\.text).filter { !$0.isEmpty }
      if elements.contains(where: { SwiftSource.splitTopLevel($0, on: ":").count > 1 && !$0.hasPrefix(".") }) {
        return .dictionary(isEmpty: false)
      }
      return .array(elements.map(literal))
    }
    return .other
  }

  private static func isInteger(_ text: String) -> Bool {
    var digits = Substring(text)
    if digits.hasPrefix("-") { digits = digits.dropFirst() }
    for prefix in ["0x", "0b", "0o"] where digits.hasPrefix(prefix) {
      let rest = digits.dropFirst(2)
      return !rest.isEmpty && rest.allSatisfy { $0.isHexDigit || $0 == "_" }
    }
    return digits.first?.isNumber == true && digits.allSatisfy { ("0"..."9").contains($0) || $0 == "_" }
  }

  private static func isFloatingPoint(_ text: String) -> Bool {
    var digits = Substring(text)
    if digits.hasPrefix("-") { digits = digits.dropFirst() }
    let parts = digits.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    let mantissa = parts[0]
    let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let isDigits = { (piece: Substring) in !piece.isEmpty && piece.first?.isNumber == true && piece.allSatisfy { ("0"..."9").contains($0) || $0 == "_" } }
    guard pieces.count <= 2, pieces.allSatisfy(isDigits) else { return false }
    if parts.count == 2 {
      var exponent = parts[1]
      if exponent.hasPrefix("-") || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
      return isDigits(exponent)
    }
    return pieces.count == 2
  }

  /// Why `text` cannot be a value of a type written with literals of `kind`; `nil` when it can
  /// (or when it is not a literal, which reactorgen leaves to the compiler).
  static func mismatch(_ text: String, for kind: TypeRef.LiteralKind) -> String? {
    fits(literal(text), kind) ? nil : literal(text).description
  }

  private static func fits(_ literal: Literal, _ kind: TypeRef.LiteralKind?) -> Bool {
    guard let kind else { return true }
    if literal == .other { return true }
    switch kind {
    case .bool: return literal == .bool
    case .integer: return literal == .integer
    case .floatingPoint: return literal == .integer || literal == .floatingPoint
    case .string: return literal == .string
    case .dictionary:
      if case .dictionary = literal { return true }
      return false
    case .optional(let wrapped):
      return literal == .nil || fits(literal, wrapped)
    case .array(let element):
      guard case .array(let elements) = literal else { return false }
      return elements.allSatisfy { fits($0, element) }
    }
  }
}

/// Recognises one Swift expression over tokens: prefix operators, `try`/`await`, primaries
/// (names, literals, `.member`, tuples, arrays, dictionaries, closures, `#keyword`, key paths,
/// `if`/`switch` expressions), postfix calls, subscripts, members, `?`/`!`, generic arguments and
/// trailing closures, binary operators, `as`/`is` casts and the ternary operator. Closure bodies
/// are taken as they are. The grammar is checked against SwiftParser in the test suite.
struct ExpressionParser {
  let source: SwiftText
  private let tokens: [SwiftToken]
  private var index = 0
  private var failure: (message: String, token: Int)?

  init(source: SwiftText) {
    self.source = source
    self.tokens = source.tokens
  }

  /// Nil when the tokens are exactly one expression.
  mutating func singleExpressionProblem() -> SwiftSource.Problem? {
    guard !tokens.isEmpty else { return .init(message: "expected an expression", offset: 0) }
    let end = tokens.count
    if expression(upTo: end), index == end { return nil }
    let at = failure?.token ?? index
    let offset = at < end ? source.characterOffset(ofByte: tokens[at].offset) : source.characterOffset(ofByte: source.bytes.count)
    if let failure { return .init(message: failure.message, offset: offset) }
    let rest = source.text(from: tokens[at].offset, to: source.bytes.count)
    return .init(message: "expected a single Swift expression; '\(rest)' cannot follow it", offset: offset)
  }

  // MARK: Grammar

  private mutating func expression(upTo end: Int) -> Bool {
    guard prefixed(upTo: end) else { return false }
    while index < end {
      let token = tokens[index]
      if isWord(index, "as") {
        index += 1
        if index < end, !tokens[index].spaceBefore, isMark(index, "?") || isMark(index, "!") { index += 1 }
        guard type(upTo: end) else { return fail("expected a type after 'as'") }
      } else if isWord(index, "is") {
        index += 1
        guard type(upTo: end) else { return fail("expected a type after 'is'") }
      } else if isMark(index, "?"), token.spaceBefore {
        // The ternary operator: `c ? a : b`.
        index += 1
        guard expression(upTo: end) else { return false }
        guard index < end, isMark(index, ":") else { return fail("expected ':' in the conditional expression") }
        index += 1
        guard prefixed(upTo: end) else { return false }
      } else if isBinaryOperator(index) {
        index += 1
        guard index < end else { return fail("expected an expression after '\(source.text(of: token))'", at: index - 1) }
        guard prefixed(upTo: end) else { return false }
      } else {
        return true
      }
    }
    return true
  }

  private mutating func prefixed(upTo end: Int) -> Bool {
    while index < end {
      if isWord(index, "try") {
        index += 1
        if index < end, !tokens[index].spaceBefore, isMark(index, "?") || isMark(index, "!") { index += 1 }
      } else if isWord(index, "await") {
        index += 1
      } else if isPrefixOperator(index) {
        index += 1
      } else {
        break
      }
    }
    guard index < end else { return fail("expected an expression") }
    return postfixed(upTo: end)
  }

  private mutating func postfixed(upTo end: Int) -> Bool {
    guard primary(upTo: end) else { return false }
    while index < end {
      let token = tokens[index]
      if isMark(index, "."), !token.spaceBefore || (index + 1 < end && !tokens[index + 1].spaceBefore) {
        index += 1
        guard index < end, tokens[index].kind == .identifier || tokens[index].kind == .number else { return fail("expected a member name after '.'") }
        index += 1
      } else if !token.spaceBefore, isMark(index, "(") || isMark(index, "[") {
        guard arguments(upTo: end) else { return false }
      } else if isMark(index, "{") {
        guard skipBraces() else { return false }
      } else if !token.spaceBefore, isMark(index, "?") || isMark(index, "!") {
        index += 1
      } else if !token.spaceBefore, isMark(index, "<"), let close = SwiftSource.closingToken(of: index, in: source), close < end,
        close + 1 >= end || isMark(close + 1, "(") || isMark(close + 1, ".")
      {
        index = close + 1
      } else if !token.spaceBefore, token.kind == .operator || isMark(index, "..."),
        index + 1 == end || tokens[index + 1].spaceBefore || isClosing(index + 1)
      {
        index += 1  // A postfix operator (`x...`).
      } else {
        return true
      }
    }
    return true
  }

  private mutating func primary(upTo end: Int) -> Bool {
    let token = tokens[index]
    switch token.kind {
    case .number, .string:
      index += 1
      return true
    case .identifier:
      let text = source.text(of: token)
      if text == "if" || text == "switch" { return conditionalExpression(upTo: end) }
      if SwiftKeywords.reserved.contains(text), !["true", "false", "nil", "self", "Self", "super", "Any", "init"].contains(text) {
        return fail("'\(text)' is a Swift keyword and cannot start an expression")
      }
      index += 1
      return true
    case .punctuation:
      if isMark(index, "(") || isMark(index, "[") { return arguments(upTo: end) }
      if isMark(index, "{") { return skipBraces() }
      if isMark(index, ".") {
        index += 1
        guard index < end, tokens[index].kind == .identifier else { return fail("expected a member name after '.'") }
        index += 1
        return true
      }
      if isMark(index, "#") || isMark(index, "\\") {
        index += 1
        guard index < end, tokens[index].kind == .identifier || isMark(index, ".") else { return fail("expected a name after '\(source.text(of: token))'", at: index - 1) }
        if tokens[index].kind == .identifier { index += 1 }
        return true
      }
      return fail("expected an expression, found '\(source.text(of: token))'")
    default:
      return fail("expected an expression, found '\(source.text(of: token))'")
    }
  }

  /// `if c { a } else { b }` or `switch v { ... }` used as a value.
  private mutating func conditionalExpression(upTo end: Int) -> Bool {
    repeat {
      index += 1
      while index < end, !isMark(index, "{") {
        if isMark(index, "(") || isMark(index, "[") {
          guard let close = SwiftSource.closingToken(of: index, in: source) else { return fail("unbalanced bracket") }
          index = close
        }
        index += 1
      }
      guard index < end, skipBraces() else { return fail("expected '{' in the conditional expression") }
      guard isWord(index, "else") else { return true }
      index += 1
      if isMark(index, "{") { return skipBraces() }
    } while isWord(index, "if")
    return fail("expected 'if' or '{' after 'else'")
  }

  /// `(...)` or `[...]`: comma-separated elements, each an optional `label:` (or a dictionary
  /// key's `:`) and an expression; `[:]` and `()` included.
  private mutating func arguments(upTo end: Int) -> Bool {
    guard let close = SwiftSource.closingToken(of: index, in: source), close < end else { return fail("unbalanced bracket") }
    let isSquare = isMark(index, "[")
    index += 1
    if isSquare, isMark(index, ":"), index + 1 == close {
      index = close + 1
      return true
    }
    while index < close {
      if index + 1 < close, tokens[index].kind == .identifier, isMark(index + 1, ":"), !isSquare {
        index += 2  // A label.
      }
      guard expression(upTo: close) else { return false }
      if isSquare, index < close, isMark(index, ":") {
        index += 1
        guard expression(upTo: close) else { return false }
      }
      if index < close {
        guard isMark(index, ",") else { return fail("expected ',' between the elements, found '\(source.text(of: tokens[index]))'") }
        index += 1
        // A trailing comma before the closing bracket.
        if index == close { break }
      }
    }
    index = close + 1
    return true
  }

  /// A closure or a block: its insides are not checked.
  private mutating func skipBraces() -> Bool {
    guard let close = SwiftSource.closingToken(of: index, in: source) else { return fail("unbalanced '{'") }
    index = close + 1
    return true
  }

  /// A type after `as` or `is`: names with members and generic arguments, `[...]`, `(...)`,
  /// `any`/`some`, and trailing `?`/`!`.
  private mutating func type(upTo end: Int) -> Bool {
    if isWord(index, "any") || isWord(index, "some") { index += 1 }
    guard index < end else { return false }
    if isMark(index, "[") || isMark(index, "(") {
      guard let close = SwiftSource.closingToken(of: index, in: source), close < end else { return false }
      index = close + 1
    } else {
      repeat {
        guard index < end, tokens[index].kind == .identifier else { return false }
        index += 1
        if index < end, isMark(index, "<"), !tokens[index].spaceBefore {
          guard let close = SwiftSource.closingToken(of: index, in: source), close < end else { return false }
          index = close + 1
        }
      } while index + 1 < end && isMark(index, ".") && consume()
    }
    while index < end, !tokens[index].spaceBefore, isMark(index, "?") || isMark(index, "!") { index += 1 }
    return true
  }

  private mutating func consume() -> Bool {
    index += 1
    return true
  }

  // MARK: Tokens

  private func isMark(_ position: Int, _ mark: String) -> Bool {
    position < tokens.count && tokens[position].kind == .punctuation && source.is(tokens[position], mark)
  }

  private func isWord(_ position: Int, _ word: String) -> Bool {
    position < tokens.count && tokens[position].kind == .identifier && source.is(tokens[position], word)
  }

  private func isClosing(_ position: Int) -> Bool {
    isMark(position, ")") || isMark(position, "]") || isMark(position, "}") || isMark(position, ",")
  }

  private func isBinaryOperator(_ position: Int) -> Bool {
    let token = tokens[position]
    if token.kind == .operator { return true }
    return ["=", "&", "<", ">", "..."].contains { isMark(position, $0) }
  }

  /// An operator glued to what follows it (`-x`, `!flag`, `&value`, `...5`).
  private func isPrefixOperator(_ position: Int) -> Bool {
    guard position + 1 < tokens.count, !tokens[position + 1].spaceBefore else { return false }
    return tokens[position].kind == .operator || isMark(position, "!") || isMark(position, "&") || isMark(position, "...")
  }

  private mutating func fail(_ message: String, at position: Int? = nil) -> Bool {
    if failure == nil { failure = (message, position ?? index) }
    return false
  }
}
