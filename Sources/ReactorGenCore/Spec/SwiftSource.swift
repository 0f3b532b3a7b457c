/// Just enough Swift lexing to read the compact, Swift-like forms of a spec:
/// `moveTask(IndexPath, IndexPath)`, `Bool = false`, `func value<T>(forKey key: Key<T>) -> T?`.
///
/// Types and expressions stay verbatim source text; this only splits them at the right places and
/// rejects what could never compile (unbalanced brackets, keywords used as names).
enum SwiftSource {
  struct Problem: Error, Equatable {
    var message: String
    /// Character offset in the text where the problem is.
    var offset: Int
  }

  /// Splits at `separator` where it is not nested in brackets, generics or string literals.
  /// Each piece comes back trimmed, with the offset of its first character.
  static func splitTopLevel(_ text: String, on separator: Character) -> [(text: String, offset: Int)] {
    var pieces: [(String, Int)] = []
    var depth = 0
    var angle = 0
    var inString = false
    var pieceStart = (index: text.startIndex, offset: 0)
    var previous: Character = " "
    var offset = 0
    for index in text.indices {
      let character = text[index]
      defer {
        previous = character
        offset += 1
      }
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "<" where isWordCharacter(previous) || previous == ">" || previous == "?" || previous == "]":
        angle += 1
      case ">" where previous != "-" && angle > 0:
        angle -= 1
      case separator where depth == 0 && angle == 0:
        pieces.append((String(text[pieceStart.index..<index]), pieceStart.offset))
        pieceStart = (text.index(after: index), offset + 1)
      default: break
      }
    }
    pieces.append((String(text[pieceStart.index...]), pieceStart.offset))
    return pieces.map { piece in
      let leading = piece.0.prefix { $0.isWhitespace }.count
      return (piece.0.trimmingSpaces, piece.1 + leading)
    }
  }

  /// `name` or `name(values)` → the name and the text inside the parentheses.
  static func splitCall(_ text: String) throws(Problem) -> (name: String, arguments: String?, argumentsOffset: Int) {
    let trimmed = text.trimmingSpaces
    guard let open = trimmed.firstIndex(of: "(") else {
      return (trimmed, nil, 0)
    }
    guard trimmed.hasSuffix(")") else {
      throw Problem(message: "expected ')' at the end of '\(trimmed)'", offset: trimmed.count)
    }
    let name = String(trimmed[..<open]).trimmingSpaces
    let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    if let problem = bracketProblem(in: inner) {
      throw Problem(message: problem.message, offset: trimmed.distance(from: trimmed.startIndex, to: open) + 1 + problem.offset)
    }
    return (name, inner, trimmed.distance(from: trimmed.startIndex, to: open) + 1)
  }

  /// Reads an enum case: `refresh`, `toggleTaskDone(IndexPath)`, `move(id: String, to: Int)`,
  /// `moveTask(_ source: IndexPath, _ destination: IndexPath)`.
  static func parseCase(_ text: String) throws(Problem) -> (name: String, values: [(label: String?, name: String?, type: String, offset: Int)]) {
    let (name, arguments, argumentsOffset) = try splitCall(text)
    try checkIdentifier(name, what: "case name", offset: 0)
    guard let arguments else { return (name, []) }
    if arguments.trimmingSpaces.isEmpty {
      throw Problem(message: "'\(name)()' has empty parentheses; write '\(name)' for a case without values", offset: argumentsOffset)
    }
    var values: [(String?, String?, String, Int)] = []
    for piece in splitTopLevel(arguments, on: ",") {
      let offset = argumentsOffset + piece.offset
      guard !piece.text.isEmpty else { throw Problem(message: "expected a type between the commas", offset: offset) }
      if let colon = topLevelColon(in: piece.text) {
        let head = String(piece.text[..<colon]).trimmingSpaces
        let type = String(piece.text[piece.text.index(after: colon)...]).trimmingSpaces
        let words = head.split(separator: " ").map(String.init)
        try checkType(type, offset: offset + piece.text.distance(from: piece.text.startIndex, to: colon) + 1)
        if words.count == 2, words[0] == "_" {
          try checkIdentifier(words[1], what: "value name", offset: offset + 2)
          values.append((nil, words[1], type, offset))
        } else if words.count == 1 {
          try checkIdentifier(words[0], what: "label", offset: offset)
          values.append((words[0], nil, type, offset))
        } else {
          throw Problem(message: "'\(head)' is not a label; write 'label: Type' or '_ name: Type'", offset: offset)
        }
      } else {
        try checkType(piece.text, offset: offset)
        values.append((nil, nil, piece.text, offset))
      }
    }
    return (name, values)
  }

  /// Reads a parameter: `title: String`, `_ tasks: [Task]`, `forKey key: UserDefaultsKey<T>`.
  static func parseParameter(_ text: String) throws(Problem) -> (label: String?, name: String, type: String) {
    guard let colon = topLevelColon(in: text) else {
      throw Problem(message: "expected 'name: Type' in '\(text)'", offset: 0)
    }
    let head = String(text[..<colon]).trimmingSpaces
    let type = String(text[text.index(after: colon)...]).trimmingSpaces
    try checkType(type, offset: text.distance(from: text.startIndex, to: colon) + 2)
    let words = head.split(separator: " ").map(String.init)
    switch words.count {
    case 1:
      try checkIdentifier(words[0], what: "parameter name", offset: 0)
      return (nil, words[0], type)
    case 2:
      if words[0] != "_" { try checkIdentifier(words[0], what: "argument label", offset: 0, allowKeywords: true) }
      try checkIdentifier(words[1], what: "parameter name", offset: words[0].count + 1)
      return (words[0], words[1], type)
    default:
      throw Problem(message: "'\(head)' is not a parameter; write 'name: Type' or 'label name: Type'", offset: 0)
    }
  }

  /// Reads a method written as its Swift signature:
  /// `@discardableResult func saveTasks(_ tasks: [Task]) -> Observable<Void>`.
  static func parseFunction(_ text: String) throws(Problem) -> MethodParts {
    var rest = Substring(text.trimmingSpaces)
    var parts = MethodParts()
    var consumed: Int { text.trimmingSpaces.count - rest.count }
    while rest.hasPrefix("@") {
      let attribute = rest.prefix { !$0.isWhitespace }
      guard attribute == "@discardableResult" else {
        throw Problem(message: "unsupported attribute '\(attribute)'; only @discardableResult is supported", offset: consumed)
      }
      parts.discardableResult = true
      rest = rest.dropFirst(attribute.count).drop { $0.isWhitespace }
    }
    guard rest.hasPrefix("func ") else {
      throw Problem(message: "a method is written as a Swift signature starting with 'func', e.g. 'func fetchTasks() -> Observable<[Task]>'", offset: consumed)
    }
    rest = rest.dropFirst(5).drop { $0.isWhitespace }
    let nameStart = consumed
    let name = rest.hasPrefix("`")
      ? rest.prefix(upTo: rest.dropFirst().firstIndex(of: "`").map { rest.index(after: $0) } ?? rest.endIndex)
      : rest.prefix(while: isWordCharacter)
    try checkIdentifier(String(name), what: "method name", offset: nameStart)
    parts.name = String(name)
    rest = rest.dropFirst(name.count)
    if rest.hasPrefix("<") {
      guard let close = matchingClose(of: rest, open: "<", close: ">") else {
        throw Problem(message: "unbalanced '<' in the generic parameters", offset: consumed)
      }
      parts.genericParameters = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingSpaces
      rest = rest[rest.index(after: close)...]
    }
    guard rest.hasPrefix("(") else {
      throw Problem(message: "expected '(' after the method name", offset: consumed)
    }
    guard let close = matchingClose(of: rest, open: "(", close: ")") else {
      throw Problem(message: "unbalanced '(' in the parameters", offset: consumed)
    }
    let parametersOffset = consumed + 1
    let inner = String(rest[rest.index(after: rest.startIndex)..<close])
    rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
    if !inner.trimmingSpaces.isEmpty {
      for piece in splitTopLevel(inner, on: ",") {
        do {
          let parameter = try parseParameter(piece.text)
          parts.parameters.append((parameter.label, parameter.name, parameter.type, parametersOffset + piece.offset))
        } catch {
          throw Problem(message: error.message, offset: parametersOffset + piece.offset + error.offset)
        }
      }
    }
    if rest.hasPrefix("async"), !(rest.dropFirst(5).first.map(isWordCharacter) ?? false) {
      parts.isAsync = true
      rest = rest.dropFirst(5).drop { $0.isWhitespace }
    }
    if rest.hasPrefix("throws") {
      parts.isThrowing = true
      rest = rest.dropFirst(6).drop { $0.isWhitespace }
    }
    if rest.hasPrefix("->") {
      rest = rest.dropFirst(2).drop { $0.isWhitespace }
      let returnOffset = consumed
      var returnText = String(rest)
      if let whereRange = returnText.range(of: " where ") {
        parts.whereClause = String(returnText[whereRange.upperBound...]).trimmingSpaces
        returnText = String(returnText[..<whereRange.lowerBound])
      }
      try checkType(returnText.trimmingSpaces, offset: returnOffset)
      parts.returnType = returnText.trimmingSpaces
      rest = ""
    } else if rest.hasPrefix("where ") {
      parts.whereClause = String(rest.dropFirst(6)).trimmingSpaces
      rest = ""
    }
    guard rest.isEmpty else {
      throw Problem(message: "unexpected '\(rest)' after the parameters; expected 'async', 'throws' or '-> ReturnType'", offset: consumed)
    }
    return parts
  }

  struct MethodParts {
    var name = ""
    var genericParameters: String?
    var parameters: [(label: String?, name: String, type: String, offset: Int)] = []
    var isAsync = false
    var isThrowing = false
    var returnType: String?
    var whereClause: String?
    var discardableResult = false
  }

  /// `Bool = false` → (`Bool`, `false`); `@Pulse String? = nil` → pulse, (`String?`, `nil`).
  static func parseField(_ text: String) throws(Problem) -> (type: String, defaultValue: String?, isPulse: Bool) {
    var rest = text.trimmingSpaces
    var isPulse = false
    var typeOffset = 0
    if rest.hasPrefix("@Pulse ") || rest == "@Pulse" {
      isPulse = true
      rest = String(rest.dropFirst(6)).trimmingSpaces
      typeOffset = text.count - rest.count
    } else if rest.hasPrefix("@") {
      throw Problem(message: "unsupported attribute '\(rest.prefix { !$0.isWhitespace })'; state fields support only @Pulse", offset: 0)
    }
    let pieces = splitTopLevel(rest, on: "=")
    let type = pieces[0].text
    try checkType(type, offset: typeOffset)
    guard pieces.count > 1 else { return (type, nil, isPulse) }
    let defaultText = String(rest[rest.index(rest.startIndex, offsetBy: pieces[1].offset)...]).trimmingSpaces
    if defaultText.isEmpty {
      throw Problem(message: "expected a default value after '='", offset: typeOffset + rest.count)
    }
    if let problem = SwiftExpression.problem(in: defaultText) {
      throw Problem(message: problem.message, offset: typeOffset + pieces[1].offset + problem.offset)
    }
    return (type, defaultText, isPulse)
  }

  // MARK: - Checks

  static func checkIdentifier(_ name: String, what: String, offset: Int, allowKeywords: Bool = false) throws(Problem) {
    if name.isEmpty {
      throw Problem(message: "expected a \(what)", offset: offset)
    }
    if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 {
      let inner = String(name.dropFirst().dropLast())
      if isIdentifier(inner) { return }
    }
    guard isIdentifier(name) else {
      throw Problem(message: "'\(name)' is not a valid Swift identifier for a \(what)", offset: offset)
    }
    if !allowKeywords && SwiftKeywords.reserved.contains(name) {
      throw Problem(message: "'\(name)' is a Swift keyword; write it in backquotes (`\(name)`) or choose another \(what)", offset: offset)
    }
  }

  static func isIdentifier(_ name: String) -> Bool {
    // ASCII names (nearly all) need no Unicode property lookups.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let first = name.utf8.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
      return name.utf8.allSatisfy(isASCIIWordByte)
    }
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// An ASCII letter, digit or `_`.
  static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The names that lines of Swift use as values: words outside string literals (but inside their
  /// interpolations) and comments, except members (`x.count`) and argument labels (`f(count: 1)`:
  /// a word right after `(` or `,` and right before `:`). Where a line is ambiguous it counts a
  /// use: binding a name a body does not use is a warning, not binding one it uses an error.
  static func referencedNames(in lines: [String]) -> Set<String> {
    var names: Set<String> = []
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), dot = UInt8(ascii: "."), colon = UInt8(ascii: ":")
    let open = UInt8(ascii: "("), comma = UInt8(ascii: ","), space = UInt8(ascii: " "), slash = UInt8(ascii: "/")
    for line in lines {
      let bytes = Array(line.utf8)
      // Open brackets, and `"` while inside a string literal.
      var stack: [UInt8] = []
      var previous: UInt8 = space, beforePrevious: UInt8 = space
      var index = 0
      func note(_ byte: UInt8) {
        beforePrevious = previous
        previous = byte
      }
      while index < bytes.count {
        let byte = bytes[index]
        if stack.last == quote {
          if byte == backslash, index + 1 < bytes.count, bytes[index + 1] == open {
            stack.append(open)
            note(open)
            index += 2
          } else {
            if byte == quote { stack.removeLast() }
            index += byte == backslash ? 2 : 1
          }
          continue
        }
        if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash { break }
        if byte == quote {
          stack.append(quote)
        } else if byte == open || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          stack.append(byte)
        } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          if !stack.isEmpty { stack.removeLast() }
        } else if isASCIIWordByte(byte) || byte >= 0x80 {
          let start = index
          while index < bytes.count, isASCIIWordByte(bytes[index]) || bytes[index] >= 0x80 { index += 1 }
          let isMember = previous == dot && beforePrevious != dot
          let isLabel = (previous == open || previous == comma) && stack.last == open
            && index < bytes.count && bytes[index] == colon && (index + 1 == bytes.count || bytes[index + 1] != colon)
          let startsWithDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start])
          if !isMember && !isLabel && !startsWithDigit { names.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
          note(bytes[index - 1])
          continue
        }
        if byte != space { note(byte) }
        index += 1
      }
    }
    return names
  }

  /// `value: 1` → (`value`, `1`); `1`, `a ? b : c`, `[k: v]` → (nil, the argument). A label is a
  /// name (backquoted or not) right before a `:` that is not `::`, at the argument's start.
  static func splitLabel(_ argument: String) -> (label: String?, expression: String) {
    let text = argument.drop { $0 == " " }
    var name = text.prefix { isWordCharacter($0) }
    if name.isEmpty, text.first == "`", let close = text.dropFirst().firstIndex(of: "`") {
      name = text[text.startIndex...close]
    }
    guard !name.isEmpty, !(name.first?.isNumber ?? true) || name.first == "`" else { return (nil, argument) }
    let rest = text[name.endIndex...].drop { $0 == " " }
    guard rest.first == ":", rest.dropFirst().first != ":" else { return (nil, argument) }
    let expression = rest.dropFirst().trimmingCharacters(in: .whitespaces)
    return (Naming.unescaped(String(name)), expression)
  }

  /// Rejects text that cannot be a Swift type: empty, unbalanced, stray characters, keywords.
  static func checkType(_ type: String, offset: Int) throws(Problem) {
    if type.isEmpty { throw Problem(message: "expected a type", offset: offset) }
    if let problem = bracketProblem(in: type) {
      throw Problem(message: problem.message, offset: offset + problem.offset)
    }
    var word = ""
    var wordOffset = 0
    func finishWord() throws(Problem) {
      defer { word = "" }
      guard !word.isEmpty else { return }
      if let first = word.first, first.isNumber {
        throw Problem(message: "'\(word)' cannot start a type name", offset: offset + wordOffset)
      }
      if SwiftKeywords.reserved.contains(word) && !SwiftKeywords.allowedInTypes.contains(word) {
        throw Problem(message: "'\(word)' is a Swift keyword, not a type", offset: offset + wordOffset)
      }
    }
    for (index, character) in type.enumerated() {
      if character.isNewline {
        throw Problem(message: "write the type on one line", offset: offset + index)
      }
      if isWordCharacter(character) {
        if word.isEmpty { wordOffset = index }
        word.append(character)
        continue
      }
      try finishWord()
      guard typePunctuation.contains(character) || character.isWhitespace else {
        throw Problem(message: "unexpected character '\(character)' in type '\(type)'", offset: offset + index)
      }
    }
    try finishWord()
  }

  /// What a type may hold besides names and spaces.
  private static let typePunctuation = Set("<>[](),:?!.&-@ _")

  /// A letter, digit or `_`; ASCII (nearly all text) needs no Unicode property lookup.
  static func isWordCharacter(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return isASCIIWordByte(ascii) }
    return character.isLetter || character.isNumber
  }

  /// The opening bracket that `close` closes.
  static func opening(of close: Character) -> Character? {
    switch close {
    case ")": "("
    case "]": "["
    case "}": "{"
    default: nil
    }
  }

  /// The first unbalanced bracket in `text`, if any.
  static func bracketProblem(in text: String) -> Problem? {
    var stack: [(Character, Int)] = []
    var inString = false
    var previous: Character = " "
    for (offset, character) in text.enumerated() {
      defer { previous = character }
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(", "[", "{": stack.append((character, offset))
      case ")", "]", "}":
        guard let last = stack.popLast(), last.0 == opening(of: character) else {
          return Problem(message: "unbalanced '\(character)'", offset: offset)
        }
      default: break
      }
    }
    if inString { return Problem(message: "unterminated string literal", offset: text.count) }
    if let open = stack.last { return Problem(message: "unbalanced '\(open.0)'", offset: open.1) }
    return nil
  }

  private static func topLevelColon(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(", "[", "<", "{": depth += 1
      case ")", "]", ">", "}": depth -= 1
      case ":" where depth == 0: return index
      default: break
      }
    }
    return nil
  }

  private static func matchingClose(of text: Substring, open: Character, close: Character) -> Substring.Index? {
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      if character == open { depth += 1 }
      if character == close && !(close == ">" && previous == "-") {
        depth -= 1
        if depth == 0 { return index }
      }
      previous = character
    }
    return nil
  }

  // MARK: - Types

  /// A readable variable name for a value of `type`: `IndexPath` → `indexPath`, `[Task]` → `tasks`,
  /// `TaskListSection.Item` → `item`, `String?` → `string`.
  static func variableName(for type: String) -> String {
    var text = type.filter { !$0.isWhitespace }
    var plural = false
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    if text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":") {
      text = String(text.dropFirst().dropLast())
      plural = true
    } else if text.hasPrefix("[") {
      return "dictionary"
    } else if text.hasPrefix("(") {
      return "value"
    }
    if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
    while text.hasSuffix("?") { text.removeLast() }
    let last = text.split(separator: ".").last.map(String.init) ?? text
    guard isIdentifier(last) else { return "value" }
    var name = lowerCamel(last)
    if plural { name += name.hasSuffix("s") ? "es" : "s" }
    return SwiftKeywords.reserved.contains(name) ? name + "Value" : name
  }

  /// `URLSession` → `urlSession`, `TaskService` → `taskService`, `IndexPath` → `indexPath`.
  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    if upperRun == 0 { return name }
    if upperRun == 1 || upperRun == characters.count {
      return String(characters[..<upperRun]).lowercased() + String(characters[upperRun...])
    }
    // "URLSession": lower all but the last capital, which starts the next word.
    return String(characters[..<(upperRun - 1)]).lowercased() + String(characters[(upperRun - 1)...])
  }

  static func upperCamel(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}

enum SwiftKeywords {
  /// Words that need backquotes to be used as a name.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "await",
  ]

  /// Keywords that legitimately appear inside a type.
  static let allowedInTypes: Set<String> = ["Any", "Self", "inout", "throws", "rethrows"]
}

extension String {
  var trimmingSpaces: String {
    // Most text has no surrounding space, and ASCII text needs no Unicode lookups.
    let bytes = utf8
    guard let first = bytes.first, let last = bytes.last else { return self }
    let isASCIISpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    if first < 0x80 && last < 0x80 && !isASCIISpace(first) && !isASCIISpace(last) { return self }
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
