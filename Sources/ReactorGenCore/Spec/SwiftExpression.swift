/// Swift expressions a spec carries verbatim (defaults, `set x = value`, emitted arguments,
/// `initialState`): checked for what would break the generated line around them, and classified
/// as literals so validation can check them against a known standard type.
enum SwiftExpression {
  /// What would break the code around an expression: a line break, a comment (it would swallow
  /// the rest of the generated line), a `;` ending it early, an unterminated string, an
  /// unbalanced bracket.
  static func problem(in text: String) -> SwiftSource.Problem? {
    let characters = Array(text)
    var index = 0
    var stack: [(Character, Int)] = []
    while index < characters.count {
      let character = characters[index]
      if character == "\n" || character == "\r" {
        return .init(message: "write the expression on one line", offset: index)
      }
      if character == "/", index + 1 < characters.count, characters[index + 1] == "/" || characters[index + 1] == "*" {
        return .init(message: "comments are not allowed in an expression; put them in the YAML after '#'", offset: index)
      }
      if character == "\"" {
        guard let end = stringEnd(characters, from: index) else {
          return .init(message: "unterminated string literal", offset: index)
        }
        index = end
        continue
      }
      switch character {
      case ";" where stack.isEmpty:
        return .init(message: "';' would end the generated statement here; write a single expression", offset: index)
      case "(", "[", "{": stack.append((character, index))
      case ")", "]", "}":
        guard let last = stack.popLast(), last.0 == SwiftSource.opening(of: character) else {
          return .init(message: "unbalanced '\(character)'", offset: index)
        }
      default: break
      }
      index += 1
    }
    if let open = stack.last { return .init(message: "unbalanced '\(open.0)'", offset: open.1) }
    return nil
  }

  /// The index just past the string literal starting at `start` (a `"`), or `nil` when it is
  /// unterminated. Multi-line (`"""`) literals count as unterminated: an expression is one line.
  private static func stringEnd(_ characters: [Character], from start: Int) -> Int? {
    if start + 2 < characters.count, characters[start + 1] == "\"", characters[start + 2] == "\"" { return nil }
    var index = start + 1
    while index < characters.count {
      switch characters[index] {
      case "\\": index += 2
      case "\"": return index + 1
      default: index += 1
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
    if characters.first == "\"", stringEnd(characters, from: 0) == characters.count { return .string }
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
