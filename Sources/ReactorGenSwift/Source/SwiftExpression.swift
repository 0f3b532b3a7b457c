/// Swift expressions a spec carries verbatim (defaults, `set x = value`, emitted arguments,
/// `initialState`): checked for what would break the generated line around them, and classified
/// as literals so validation can check them against a known standard type.
package enum SwiftExpression {
  /// Why `text` cannot stand where the generated code puts an expression: it must be exactly one
  /// expression (a comment, a `;` or a second expression would change the code around it), with
  /// terminated literals and balanced brackets. It may break lines inside `(...)` and `[...]`,
  /// where Swift reads a line break as a space (a YAML block scalar, `initialState: |`), and
  /// inside a closure's `{...}`, between its statements; anywhere else a line break could end the
  /// generated statement.
  package static func problem(in text: String) -> SwiftSource.Problem? {
    let source = SwiftText(text)
    // Swift refuses unprintable ASCII in source: a YAML escape ("\x01", "\t") puts it in raw.
    if let control = source.bytes.firstIndex(where: {
      $0 < 0x20 && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") || $0 == 0x7F
    })
      ?? controlInString(source)
    {
      let scalar = String(source.bytes[control], radix: 16, uppercase: true)
      let escape = source.bytes[control] == UInt8(ascii: "\t") ? "\\t" : "\\u{\(scalar)}"
      return .init(
        message:
          "the control character U+\(String(repeating: "0", count: 4 - scalar.count) + scalar) cannot stand in Swift source; write it as an escape, \(escape)",
        offset: source.characterOffset(ofByte: control))
    }
    var open: [UInt8] = []
    for (index, token) in source.tokens.enumerated() {
      var offset: Int { source.characterOffset(ofByte: token.offset) }  // counted only for a problem
      switch token.kind {
      case .punctuation:
        let byte = source.bytes[token.offset]
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { open.append(byte) }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"), !open.isEmpty { open.removeLast() }
      case .newline where !open.isEmpty:
        // Inside brackets Swift reads a line break as a space; inside a closure's braces it
        // separates the closure's statements. Either way the expression goes on.
        break
      case .newline:
        return .init(message: "write the expression on one line, or break it only inside '(...)', '[...]' or '{...}'", offset: offset)
      case .comment(isTerminated: true) where !open.isEmpty && index + 1 < source.tokens.count && source.tokens[index + 1].kind == .newline:
        // A comment at the end of a line inside brackets, a line of the expression following it:
        // what ends it is the expression's own line break (`value: 0, // start from 0`).
        break
      case .comment:
        return .init(
          message: "comments are not allowed in an expression, except at the end of a line inside brackets or braces; put them in the YAML after '#'",
          offset: offset)
      case .string(let isMultiline, let isTerminated) where isMultiline || !isTerminated:
        return .init(message: "unterminated string literal", offset: offset)
      case .string where source.bytes[token.offset..<min(token.end, source.bytes.count)].contains(UInt8(ascii: "\n")):
        // Even inside an interpolation: a one-line string ends at its line.
        return .init(message: "a string literal cannot go on past its line, even inside '\\(...)'", offset: offset)
      case .regex(isTerminated: false):
        return .init(message: "unterminated regex literal", offset: offset)
      case .operator where source.bytes[token.offset] == UInt8(ascii: "/") && isPrefix(token, at: index, in: source):
        // Swift 6 mode reads `/a+/` as a regex, Swift 5 mode as operators: the output must build in both.
        return .init(
          message: "a bare /regex/ literal is Swift 6 only, and generated code builds in Swift 5 mode too; write it #/.../#", offset: offset)
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
        return .init(
          message: "';' would end the generated statement here; write a single expression", offset: source.characterOffset(ofByte: token.offset))
      default: break
      }
    }
    if let problem = SwiftSource.bracketProblem(in: text) { return problem }
    for token in source.tokens {
      guard case .string = token.kind else { continue }
      if let problem = stringProblem(token, in: source) { return problem }
    }
    var parser = ExpressionParser(source: source)
    return parser.singleExpressionProblem()
  }

  /// A tab inside a string literal: Swift refuses it there (it is whitespace elsewhere).
  private static func controlInString(_ source: SwiftText) -> Int? {
    for token in source.tokens {
      guard case .string = token.kind else { continue }
      if let tab = source.bytes[token.offset..<token.end].firstIndex(of: UInt8(ascii: "\t")) { return tab }
    }
    return nil
  }

  /// An operator in prefix position: first, or after an opening bracket, a separator or another
  /// operator, and touching what follows.
  private static func isPrefix(_ token: SwiftToken, at index: Int, in source: SwiftText) -> Bool {
    let tokens = source.tokens
    guard index + 1 < tokens.count, !tokens[index + 1].spaceBefore else { return false }
    guard index > 0 else { return true }
    let previous = tokens[index - 1]
    if previous.kind == .operator { return true }
    guard previous.kind == .punctuation else { return false }
    return ["(", "[", "{", ",", ":", "="].contains { source.is(previous, $0) }
  }

  /// A bad escape in a string literal, or an interpolation that is not an argument list.
  private static func stringProblem(_ token: SwiftToken, in source: SwiftText) -> SwiftSource.Problem? {
    var offset: Int { source.characterOffset(ofByte: token.offset) }  // counted only for a problem
    let interpolations = SwiftSource.interpolations(in: token, of: source)
    var hashes = 0
    while source.bytes[token.offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
    var position = token.offset + hashes + 1
    while position < token.end - 1 - hashes {
      if let range = interpolations.first(where: { $0.lowerBound == position + 2 + hashes }) {
        // `\(a, b: c)`: the code inside reads as a call's arguments.
        let inner = source.text(from: range.lowerBound, to: range.upperBound)
        if !inner.trimmingSpaces.isEmpty, problem(in: "(\(inner))") != nil {
          return .init(message: "the interpolation '\\(\(inner))' is not a Swift expression", offset: offset)
        }
        position = range.upperBound + 1
        continue
      }
      guard hashes == 0, source.bytes[position] == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      let next = position + 1 < token.end ? source.bytes[position + 1] : 0
      guard Array("0\\tnr\"'u".utf8).contains(next) else {
        return .init(message: "'\\\(Character(Unicode.Scalar(next)))' is not an escape Swift knows in a string literal", offset: offset)
      }
      position += 2
      if next == UInt8(ascii: "u") {
        // `\u{1F600}`: 1 to 8 hex digits naming a Unicode scalar (no surrogate, at most 10FFFF).
        guard position < token.end, source.bytes[position] == UInt8(ascii: "{") else {
          return .init(message: "'\\u' takes a scalar in braces, like \\u{41}", offset: offset)
        }
        var end = position + 1
        while end < token.end, source.bytes[end] != UInt8(ascii: "}"), end - position <= 9 { end += 1 }
        let digits = source.text(from: position + 1, to: min(end, token.end))
        guard end < token.end, source.bytes[end] == UInt8(ascii: "}"), (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
          return .init(message: "'\\u{...}' takes 1 to 8 hex digits", offset: offset)
        }
        guard let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil else {
          return .init(message: "'\\u{\(digits)}' is not a Unicode scalar (surrogates and values past 10FFFF are not)", offset: offset)
        }
        position = end + 1
      }
    }
    return nil
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
    let isDigits = { (piece: Substring) in
      !piece.isEmpty && piece.first?.isNumber == true && piece.allSatisfy { ("0"..."9").contains($0) || $0 == "_" }
    }
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
  package static func mismatch(_ text: String, for kind: TypeRef.LiteralKind) -> String? {
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
/// trailing closures, binary operators, `as`/`is` casts and the ternary operator. Operators are
/// runs of operator characters whose spacing makes them prefix, postfix or binary, as in Swift.
/// The grammar is checked against SwiftParser in the test suite.
struct ExpressionParser {
  let source: SwiftText
  private let tokens: [SwiftToken]
  private var index = 0
  private var failure: (message: String, token: Int)?
  /// Where the current whole value (the fragment, a branch, a closure statement) starts.
  private var wholeStart = 0

  /// The tokens (by index in ``tokens``) that start a line: inside a closure's braces, where a
  /// line break may end a statement.
  private let startsLine: Set<Int>

  init(source: SwiftText) {
    self.source = source
    // Line breaks stand only inside brackets and braces (``SwiftExpression/problem(in:)``): inside
    // brackets they are spaces; inside a closure one may end a statement (``startsLine``).
    // Comments only where a line break ends them (``SwiftExpression/problem(in:)``): neither
    // says anything to the grammar.
    var tokens: [SwiftToken] = []
    var startsLine: Set<Int> = []
    var afterNewline = false
    for token in source.tokens {
      if case .comment = token.kind { continue }
      if token.kind == .newline {
        afterNewline = true
        continue
      }
      if afterNewline { startsLine.insert(tokens.count) }
      afterNewline = false
      tokens.append(token)
    }
    self.tokens = tokens
    self.startsLine = startsLine
  }

  /// Whether a line break before `position` ends the closure statement before it, as Swift reads
  /// it: not when the new line goes on with a member (`.map`) or an operator, nor when the line
  /// before ends with one, or with a comma or an opening bracket.
  private func lineBreakEndsStatement(before position: Int) -> Bool {
    guard startsLine.contains(position), position > 0 else { return false }
    if isMark(position, ".") || tokens[position].kind == .operator { return false }
    let previous = position - 1
    if tokens[previous].kind == .operator || isMark(previous, ",") || isMark(previous, "(") || isMark(previous, "[") || isMark(previous, "{") {
      return false
    }
    return !isWord(previous, "in")
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
      if isWord(index, "as") {
        index += 1
        if index < end, !tokens[index].spaceBefore, isMark(index, "?") || isMark(index, "!") { index += 1 }
        guard type(upTo: end) else { return fail("expected a type after 'as'") }
      } else if isWord(index, "is") {
        index += 1
        guard type(upTo: end) else { return fail("expected a type after 'is'") }
      } else if let run = operatorRun(at: index, upTo: end) {
        if run.text == "?" && !run.leftBound {
          // The ternary operator: `c ? a : b`.
          index = run.end
          guard expression(upTo: end) else { return false }
          guard index < end, isMark(index, ":") else { return fail("expected ':' in the conditional expression") }
          index += 1
          guard prefixed(upTo: end) else { return false }
        } else if run.leftBound == run.rightBound {
          index = run.end
          guard index < end else { return fail("expected an expression after '\(run.text)'", at: index - 1) }
          guard prefixed(upTo: end) else { return false }
        } else {
          return true
        }
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
      } else if let run = operatorRun(at: index, upTo: end), run.text != "?", run.rightBound, !run.leftBound || index == 0 || isOpening(index - 1) {
        index = run.end
        // `try` and `await` come before prefix operators, never after.
        if isWord(index, "try") || isWord(index, "await") { return fail("'\(source.text(of: tokens[index]))' must come before '\(run.text)'") }
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
      if isMark(index, "."), index + 1 < end, !tokens[index + 1].spaceBefore, operatorRun(at: index, upTo: end) == nil {
        index += 1
        guard index < end, tokens[index].kind == .identifier || isTupleIndex(index) else { return fail("expected a member name after '.'") }
        index += 1
        skipModuleSelector(upTo: end)
      } else if isMark(index, "(") || isMark(index, "[") {
        // A call or a subscript (Swift allows a space before either).
        guard arguments(upTo: end, isLiteral: false) else { return false }
      } else if isMark(index, "{") {
        guard closure(upTo: end) else { return false }
      } else if !token.spaceBefore, isMark(index, "?") || isMark(index, "!"), operatorRun(at: index, upTo: end)?.text.count == 1 {
        index += 1
      } else if !token.spaceBefore, isMark(index, "<"), let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end,
        close + 1 >= end || isMark(close + 1, "(") || isMark(close + 1, "."),
        (try? SwiftSource.checkType("T" + source.text(from: tokens[index].offset, to: tokens[close].end), offset: 0)) != nil
      {
        index = close + 1
      } else if let run = operatorRun(at: index, upTo: end), run.leftBound, !run.rightBound {
        // A postfix operator (`x...`); `=` always needs the same spacing on both sides.
        if run.text == "=" { return fail("'=' must have the same spacing on both sides") }
        index = run.end
        return true
      } else {
        return true
      }
    }
    return true
  }

  private mutating func primary(upTo end: Int) -> Bool {
    let token = tokens[index]
    switch token.kind {
    case .number:
      guard Self.isNumberLiteral(source.text(of: token)) else { return fail("'\(source.text(of: token))' is not a number") }
      index += 1
      return true
    case .string, .regex:
      index += 1
      return true
    case .identifier:
      let text = source.text(of: token)
      if text == "if" || text == "switch" {
        // An `if` or `switch` expression is a whole value, never part of a larger expression.
        guard index == wholeStart, conditionalExpression(upTo: end) else {
          return failure == nil ? fail("an '\(text)' expression must be the whole value") : false
        }
        return index == end || fail("an '\(text)' expression must be the whole value")
      }
      if SwiftKeywords.reserved.contains(text), !["true", "false", "nil", "self", "Self", "super", "Any", "init"].contains(text) {
        return fail("'\(text)' is a Swift keyword and cannot start an expression; a value named so is written in backquotes ('`\(text)`')")
      }
      index += 1
      if !SwiftKeywords.reserved.contains(text) { skipModuleSelector(upTo: end) }
      return true
    case .punctuation:
      if isMark(index, "(") || isMark(index, "[") { return arguments(upTo: end, isLiteral: true) }
      if isMark(index, "{") { return closure(upTo: end) }
      if isMark(index, ".") {
        index += 1
        guard index < end, tokens[index].kind == .identifier else { return fail("expected a member name after '.'") }
        index += 1
        return true
      }
      if isMark(index, "#") || isMark(index, "\\") {
        index += 1
        guard index < end, !tokens[index].spaceBefore, tokens[index].kind == .identifier || isMark(index, ".") else {
          return fail("expected a name after '\(source.text(of: token))'", at: index - 1)
        }
        if tokens[index].kind == .identifier { index += 1 }
        return true
      }
      return fail("expected an expression, found '\(source.text(of: token))'")
    default:
      return fail("expected an expression, found '\(source.text(of: token))'")
    }
  }

  /// `if c { a } else { b }` or `switch v { ... }` used as a value; each `if` branch is one
  /// expression.
  private mutating func conditionalExpression(upTo end: Int) -> Bool {
    let isSwitch = isWord(index, "switch")
    repeat {
      index += 1
      let conditionStart = index
      while index < end, !isMark(index, "{") {
        if isMark(index, "(") || isMark(index, "[") {
          guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source) else { return fail("unbalanced bracket") }
          index = close
        }
        index += 1
      }
      guard index > conditionStart else { return fail("expected a condition") }
      if !isSwitch {
        var pieceStart = conditionStart
        for position in conditionStart...index where position == index || (isMark(position, ",") && depthZero(from: conditionStart, to: position)) {
          guard branch(from: pieceStart, to: position) else { return false }
          pieceStart = position + 1
        }
      }
      guard index < end, let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end else {
        return fail("expected '{' in the conditional expression")
      }
      if isSwitch {
        index = close + 1
        return true
      }
      guard branch(from: index + 1, to: isMark(close - 1, ";") ? close - 1 : close) else { return false }
      index = close + 1
      guard isWord(index, "else") else { return true }
      index += 1
      if isMark(index, "{") {
        guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end else { return fail("unbalanced '{'") }
        guard branch(from: index + 1, to: isMark(close - 1, ";") ? close - 1 : close) else { return false }
        index = close + 1
        return true
      }
    } while isWord(index, "if")
    return fail("expected 'if' or '{' after 'else'")
  }

  /// Whether `position` is outside every bracket opened since `start`.
  private func depthZero(from start: Int, to position: Int) -> Bool {
    var depth = 0
    for index in start..<position {
      if isMark(index, "(") || isMark(index, "[") || isMark(index, "{") { depth += 1 }
      if isMark(index, ")") || isMark(index, "]") || isMark(index, "}") { depth -= 1 }
    }
    return depth == 0
  }

  /// The tokens between `start` and `end` are one expression.
  private mutating func branch(from start: Int, to end: Int) -> Bool {
    let saved = (index, wholeStart)
    index = start
    wholeStart = start
    defer { (index, wholeStart) = saved }
    guard start < end else { return fail("expected an expression in the branch") }
    guard expression(upTo: end), index == end else {
      return failure == nil ? fail("expected a single expression in the branch") : false
    }
    return true
  }

  /// Statements a closure may hold in Swift that are neither an expression nor `return`, `let`
  /// or `var` (`if` only when it is not one expression of its own).
  private static let statementKeywords = ["if", "guard", "for", "while", "repeat", "do", "defer", "throw"]

  /// A closure: an optional `params in` signature, then statements separated by `;` or line
  /// breaks, each an
  /// expression, `return` with an optional expression, or `let`/`var name = expression`. Other
  /// statements are refused: reactorgen only vouches for what it reads.
  private mutating func closure(upTo end: Int) -> Bool {
    guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end else { return fail("unbalanced '{'") }
    var start = index + 1
    // `{ x, y in ... }` or `{ (x: Int) -> Int in ... }`: skip to the top-level `in`, checking
    // what stands before it is a signature.
    var depth = 0
    for position in start..<close {
      if isMark(position, "(") || isMark(position, "[") || isMark(position, "{") { depth += 1 }
      if isMark(position, ")") || isMark(position, "]") || isMark(position, "}") { depth -= 1 }
      if depth == 0, isWord(position, "in") {
        guard isClosureSignature(from: start, to: position) else { return fail("expected a closure's parameters before 'in'", at: start) }
        start = position + 1
        break
      }
    }
    var statementStart = start
    var position = start
    depth = 0
    while position <= close {
      if position < close, isMark(position, "(") || isMark(position, "[") || isMark(position, "{") { depth += 1 }
      if position < close, isMark(position, ")") || isMark(position, "]") || isMark(position, "}") { depth -= 1 }
      if position == close || (depth == 0 && (isMark(position, ";") || lineBreakEndsStatement(before: position))) {
        var first = statementStart
        if first < position, isWord(first, "return") { first += 1 }
        // Where a statement starts, Swift reads `init(...)` as an initializer's declaration.
        if first < position, isWord(first, "init") {
          return fail("'init' cannot start a closure's statement; write 'Self.init(...)' or '.init(...)'", at: first)
        }
        // `let y = x` and `var y = x`: a constant or variable from an expression (`=` spaced
        // alike on both sides, as Swift wants an assignment's).
        if first + 3 < position, isWord(first, "let") || isWord(first, "var"), tokens[first + 1].kind == .identifier {
          // `let name: Type = value`: the type up to the `=`.
          var equals = first + 2
          if isMark(equals, ":") {
            while equals < position, !(isMark(equals, "=") && depthZero(from: first + 3, to: equals)) { equals += 1 }
            let type = source.text(from: tokens[first + 3].offset, to: tokens[max(first + 3, equals - 1)].end)
            let isType = { if case .opaque = TypeRef(parsing: type) { return false } else { return true } }()
            guard equals < position, equals > first + 3, isType else {
              return fail("expected 'let name: Type = value', or 'let name = value'", at: first + 2)
            }
          }
          if isMark(equals, "=") {
            guard isSpacedAlike(equals) else { return fail("write '=' with a space on each side, or none", at: equals) }
            first = equals + 1
          }
        }

        let isEmptyBody = statementStart == start && position == close
        if first < position {
          guard branch(from: first, to: position) else {
            // A statement of another kind: what reactorgen does not read, said as such (the
            // expression reader's own complaint, about a keyword or a brace, would mislead).
            if let keyword = Self.statementKeywords.first(where: { isWord(first, $0) }) {
              failure = (
                "a closure in a spec holds expressions, 'return' and 'let' or 'var' only, one a line: this '\(keyword)' statement is Swift reactorgen does not read; do the work in a function you declare (in your logic file) and call it here",
                first
              )
            }
            return false
          }
        } else if !isEmptyBody && first == statementStart && (position != close || statementStart == start) {
          return fail("expected an expression in the closure", at: position)
        }
        // After `;` the next statement starts past it; after a line break, at the token.
        statementStart = isMark(position, ";") || position == close ? position + 1 : position
      }
      position += 1
    }
    index = close + 1
    return true
  }

  /// `(...)` or `[...]`: comma-separated elements, each an optional `label:` (or, in a literal, a
  /// dictionary key's `:`) and an expression; `[:]`, `()` and compound names (`f(x:y:)`) included.
  private mutating func arguments(upTo end: Int, isLiteral: Bool) -> Bool {
    guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end else { return fail("unbalanced bracket") }
    // An array or dictionary literal; a subscript's `[...]` holds arguments like a call.
    let isSquare = isMark(index, "[") && isLiteral
    index += 1
    if isSquare, isMark(index, ":"), index + 1 == close {
      index = close + 1
      return true
    }
    if !isLiteral, isMark(index - 1, "("), isCompoundName(from: index, to: close) {
      index = close + 1
      return true
    }
    var isDictionary: Bool?
    while index < close {
      if index + 1 < close, tokens[index].kind == .identifier, isMark(index + 1, ":"), !isSquare {
        index += 2  // A label.
      }
      if !isSquare, let run = operatorRun(at: index, upTo: close), run.end == close || isMark(run.end, ",") {
        index = run.end  // An operator passed as a function: `reduce(0, +)`.
      } else {
        guard expression(upTo: close) else { return false }
      }
      if isSquare {
        let hasValue = index < close && isMark(index, ":")
        if isDictionary == nil { isDictionary = hasValue }
        guard isDictionary == hasValue else {
          return fail(hasValue ? "expected ',' between the elements" : "expected ':' and a value in the dictionary")
        }
        if hasValue {
          index += 1
          guard expression(upTo: close) else { return false }
        }
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

  /// `x:y:` between the parentheses of `f(x:y:)`.
  private func isCompoundName(from start: Int, to end: Int) -> Bool {
    guard start < end, (end - start) % 2 == 0 else { return false }
    return stride(from: start, to: end, by: 2).allSatisfy {
      tokens[$0].kind == .identifier && !SwiftKeywords.reserved.contains(source.text(of: tokens[$0])) && isMark($0 + 1, ":")
        && !tokens[$0 + 1].spaceBefore
    }
  }

  /// A type after `as` or `is`, read as reactorgen reads types.
  private mutating func type(upTo end: Int) -> Bool {
    let start = index
    if isWord(index, "any") || isWord(index, "some") { index += 1 }
    guard index < end else { return false }
    if isMark(index, "[") || isMark(index, "(") {
      guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end else { return false }
      index = close + 1
    } else {
      repeat {
        guard index < end, tokens[index].kind == .identifier else { return false }
        index += 1
        // After `as`/`is`, Swift reads a `<` as generic arguments even after a space.
        if index < end, isMark(index, "<") {
          guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source), close < end else { return false }
          index = close + 1
        }
      } while index + 1 < end && isMark(index, ".") && consume()
    }
    while index < end, !tokens[index].spaceBefore, isMark(index, "?") || isMark(index, "!") { index += 1 }
    return (try? SwiftSource.checkType(source.text(from: tokens[start].offset, to: tokens[index - 1].end), offset: 0)) != nil
  }

  private mutating func consume() -> Bool {
    index += 1
    return true
  }

  // MARK: Tokens

  /// After a name, a module selector's `::` and the name it selects: `Swift::max`, and after a
  /// member's dot too (`x.Swift::count`); Swift also reads `Swift:: max`.
  private mutating func skipModuleSelector(upTo end: Int) {
    if index + 2 < end, isMark(index, ":"), isMark(index + 1, ":"), !tokens[index].spaceBefore, !tokens[index + 1].spaceBefore,
      tokens[index + 2].kind == .identifier
    {
      index += 3
    }
  }

  /// Whether the token at `position` has whitespace on both sides or on neither.
  private func isSpacedAlike(_ position: Int) -> Bool {
    let token = tokens[position]
    let before = token.offset > 0 && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(source.bytes[token.offset - 1])
    let after = token.end < source.bytes.count && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(source.bytes[token.end])
    return before == after
  }

  /// `x, y`, `_`, `(x: Int, y: Int) -> Int`, each after an optional capture list `[weak self]`:
  /// what a closure may declare before `in`.
  private func isClosureSignature(from start: Int, to end: Int) -> Bool {
    var position = start
    if isMark(position, "["), let close = SwiftSource.closingToken(of: position, in: tokens, of: source), close < end { position = close + 1 }
    guard position < end else { return true }
    if isMark(position, "(") {
      guard let close = SwiftSource.closingToken(of: position, in: tokens, of: source), close < end else { return false }
      position = close + 1
    } else {
      while true {
        guard position < end, tokens[position].kind == .identifier else { return false }
        position += 1
        guard isMark(position, ",") else { break }
        position += 1
      }
    }
    while isWord(position, "async") || isWord(position, "throws") { position += 1 }
    // `-> Type`: the rest up to `in` is the result's type.
    if position < end { return isMark(position, "->") }
    return true
  }

  private func isMark(_ position: Int, _ mark: String) -> Bool {
    position < tokens.count && tokens[position].kind == .punctuation && source.is(tokens[position], mark)
  }

  private func isWord(_ position: Int, _ word: String) -> Bool {
    position < tokens.count && tokens[position].kind == .identifier && source.is(tokens[position], word)
  }

  private func isOpening(_ position: Int) -> Bool {
    isMark(position, "(") || isMark(position, "[") || isMark(position, "{") || isMark(position, ",") || isMark(position, ":") || isMark(position, ";")
  }

  private func isClosing(_ position: Int) -> Bool {
    isMark(position, ")") || isMark(position, "]") || isMark(position, "}") || isMark(position, ",") || isMark(position, ":") || isMark(position, ";")
  }

  /// `.0` after a tuple: a member that is a whole number.
  private func isTupleIndex(_ position: Int) -> Bool {
    tokens[position].kind == .number && source.text(of: tokens[position]).allSatisfy(\.isNumber)
  }

  /// The tokens the lexer keeps apart that Swift reads as one operator when they touch:
  /// `<=`, `>>`, `?` `!` `&` `=` in longer runs, and dot-operators (`.<`).
  private static let operatorMarks: Set<String> = ["<", ">", "=", "&", "!", "?", "..."]

  private func isOperatorPiece(_ position: Int) -> Bool {
    guard position < tokens.count else { return false }
    if tokens[position].kind == .operator { return true }
    return tokens[position].kind == .punctuation && Self.operatorMarks.contains(source.text(of: tokens[position]))
  }

  /// The operator starting at `position`: its end, text, and whether it touches what comes
  /// before and after (Swift's rule for prefix, postfix and binary operators).
  private func operatorRun(at position: Int, upTo end: Int) -> (end: Int, text: String, leftBound: Bool, rightBound: Bool)? {
    var last = position
    if isMark(position, "."), position + 1 < end, isOperatorPiece(position + 1) || isMark(position + 1, "."), !tokens[position + 1].spaceBefore {
      last = position + 1  // A dot-operator such as `.<`.
    } else if !isOperatorPiece(position) {
      return nil
    }
    // Only an operator that starts with a dot may contain one: `==..<` is `==` and then `..<`.
    let startsWithDot = isMark(position, ".")
    while last + 1 < end, !tokens[last + 1].spaceBefore, isOperatorPiece(last + 1) || isMark(last + 1, ".") && startsWithDot,
      startsWithDot || !source.text(of: tokens[last + 1]).hasPrefix(".")
    {
      last += 1
    }
    let leftBound = position > 0 && !tokens[position].spaceBefore && !isOpening(position - 1)
    let rightBound = last + 1 < tokens.count && !tokens[last + 1].spaceBefore && !isClosing(last + 1)
    return (last + 1, source.text(from: tokens[position].offset, to: tokens[last].end), leftBound, rightBound)
  }

  /// Swift's integer and floating-point literal forms: `1_000`, `0b1`, `0o7`, `0x1F`, `2.5e-3`,
  /// `0x1.8p4`.
  static func isNumberLiteral(_ text: String) -> Bool {
    let digits = Array(text.utf8)
    let isDecimal = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let isHex = { (byte: UInt8) in isDecimal(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f")) }
    /// The end of a run of `isDigit` digits and `_` starting at `from` (at least one digit), or nil.
    func run(_ from: Int, _ isDigit: (UInt8) -> Bool) -> Int? {
      guard from < digits.count, isDigit(digits[from]) else { return nil }
      var end = from
      while end < digits.count, isDigit(digits[end]) || digits[end] == UInt8(ascii: "_") { end += 1 }
      return end
    }
    /// Digits, an optional `.digits` fraction and an optional exponent (`e` or `p`, with a sign).
    func number(from start: Int, _ isDigit: (UInt8) -> Bool, exponent: UInt8?) -> Bool {
      guard var end = run(start, isDigit) else { return false }
      var hasFraction = false
      if exponent != nil, end < digits.count, digits[end] == UInt8(ascii: ".") {
        guard let fraction = run(end + 1, isDigit) else { return false }
        end = fraction
        hasFraction = true
      }
      // A hexadecimal fraction needs its exponent (`0x1.8p0`).
      let hasExponent = end < digits.count && digits[end] | 0x20 == (exponent ?? 0)
      if hasFraction, exponent == UInt8(ascii: "p"), !hasExponent { return false }
      if let exponent, end < digits.count, digits[end] | 0x20 == exponent {
        var sign = end + 1
        if sign < digits.count, digits[sign] == UInt8(ascii: "-") || digits[sign] == UInt8(ascii: "+") { sign += 1 }
        guard let power = run(sign, isDecimal) else { return false }
        end = power
      }
      return end == digits.count
    }
    if digits.count > 2, digits[0] == UInt8(ascii: "0") {
      switch digits[1] {
      case UInt8(ascii: "b"): return number(from: 2, { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }, exponent: nil)
      case UInt8(ascii: "o"): return number(from: 2, { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }, exponent: nil)
      case UInt8(ascii: "x"): return number(from: 2, isHex, exponent: UInt8(ascii: "p"))
      default: break
      }
    }
    return number(from: 0, isDecimal, exponent: UInt8(ascii: "e"))
  }

  private mutating func fail(_ message: String, at position: Int? = nil) -> Bool {
    if failure == nil { failure = (message, position ?? index) }
    return false
  }
}
