/// Reads the compact, Swift-like forms of a spec on top of ``SwiftLexer``:
/// `moveTask(IndexPath, IndexPath)`, `Bool = false`, `func value<T>(forKey key: Key<T>) -> T?`.
///
/// Types and expressions stay verbatim source text; this only splits them at the right places and
/// rejects what could never compile (unbalanced brackets, keywords used as names), and what
/// reactorgen cannot generate yet, with a message that says so.
package enum SwiftSource {
  package struct Problem: Error, Equatable {
    package var message: String
    /// Character offset in the text where the problem is.
    package var offset: Int

    init(message: String, offset: Int) {
      self.message = message
      self.offset = offset
    }
  }

  /// Splits at `separator` (`,`, `=` or `:`) where it is not nested in brackets, generic
  /// arguments or string literals. Each piece comes back trimmed, with the character offset of its
  /// first character.
  package static func splitTopLevel(_ text: String, on separator: Character) -> [(text: String, offset: Int)] {
    splitTopLevelAtBytes(text, on: separator) ?? splitTopLevelByTokens(text, on: separator)
  }

  /// ``splitTopLevel(_:on:)`` without the lexer, for the commonest text: ASCII with no bracket,
  /// quote, comment or raw-literal mark, where every `separator` stands alone (no operator beside
  /// an `=`) and so is a top-level token. Nil for any other text. A spec's values are read many
  /// times over; this was 2% of a run.
  static func splitTopLevelAtBytes(_ text: String, on separator: Character) -> [(text: String, offset: Int)]? {
    guard let mark = separator.asciiValue else { return nil }
    var contiguous = text
    return contiguous.withUTF8 { bytes -> [(text: String, offset: Int)]? in
      var marks = 0
      for (index, byte) in bytes.enumerated() {
        guard byte < 0x80, !isStructuralByte(byte) else { return nil }
        guard byte == mark else { continue }
        marks += 1
        // An `=` stands alone with a space or a name on each side; beside another mark it may
        // belong to an operator (`==`, `!=`, `+=`), which only the lexer tells.
        if mark == UInt8(ascii: "="),
          index > 0 && !standsApart(bytes[index - 1]) || index + 1 < bytes.count && !standsApart(bytes[index + 1])
        {
          return nil
        }
      }
      var pieces: [(text: String, offset: Int)] = []
      pieces.reserveCapacity(marks + 1)
      var start = 0
      func finish(at end: Int) {
        var first = start
        var last = end
        while first < last, isSpaceByte(bytes[first]) { first += 1 }
        while last > first, isSpaceByte(bytes[last - 1]) { last -= 1 }
        // The whole text, already trimmed (most texts, split nowhere): no copy.
        let piece = first == 0 && last == bytes.count ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)
        pieces.append((piece, first))
      }
      for index in 0..<bytes.count where bytes[index] == mark {
        finish(at: index)
        start = index + 1
      }
      finish(at: bytes.count)
      return pieces
    }
  }

  /// What a split cannot see past without the lexer: brackets, quotes, comment and raw-literal
  /// marks, and the generic brackets and backquotes besides.
  private static func isStructuralByte(_ byte: UInt8) -> Bool {
    isBracketOrLiteralByte(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`")
  }

  private static func standsApart(_ byte: UInt8) -> Bool { isSpaceByte(byte) || isASCIIWordByte(byte) }

  static func splitTopLevelByTokens(_ text: String, on separator: Character) -> [(text: String, offset: Int)] {
    let source = SwiftText(text)
    let separator = String(separator)
    var pieces: [(text: String, offset: Int)] = []
    var pieceStart = 0
    var depth = 0
    var angle = 0
    var previous: SwiftToken?
    func finish(at end: Int) {
      pieces.append(trimmedPiece(source, from: pieceStart, to: end))
    }
    for token in source.tokens {
      defer { previous = token }
      guard token.kind == .punctuation else { continue }
      switch source.bytes[token.offset] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "<") where opensGenericArguments(token, after: previous, in: source): angle += 1
      case UInt8(ascii: ">") where angle > 0: angle -= 1
      default:
        if depth == 0, angle == 0, source.is(token, separator) {
          finish(at: token.offset)
          pieceStart = token.end
        }
      }
    }
    finish(at: source.bytes.count)
    return pieces
  }

  /// The text between two byte offsets, trimmed, with the character offset of its first character.
  private static func trimmedPiece(_ source: SwiftText, from start: Int, to end: Int) -> (String, Int) {
    var first = start
    var last = end
    while first < last, isSpaceByte(source.bytes[first]) { first += 1 }
    while last > first, isSpaceByte(source.bytes[last - 1]) { last -= 1 }
    return (source.text(from: first, to: last), source.characterOffset(ofByte: first))
  }

  private static func isSpaceByte(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// A `<` right after a name, `>`, `?`, `!` or `]` opens generic arguments (`Array<Int>`,
  /// `Key<T>`), not a comparison (`a < b`).
  static func opensGenericArguments(_ token: SwiftToken, after previous: SwiftToken?, in source: SwiftText) -> Bool {
    guard let previous, !token.spaceBefore else { return false }
    if previous.kind == .identifier { return true }
    guard previous.kind == .punctuation else { return false }
    switch source.bytes[previous.offset] {
    case UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "]"): return true
    default: return false
    }
  }

  /// The index of the token that closes the bracket opened by `tokens[open]`, if any.
  static func closingToken(of open: Int, in source: SwiftText) -> Int? {
    closingToken(of: open, in: source.tokens, of: source)
  }

  /// The same, in `tokens` taken from `source` (with line breaks or comments left out).
  static func closingToken(of open: Int, in tokens: [SwiftToken], of source: SwiftText) -> Int? {
    var stack: [UInt8] = []
    var previous: SwiftToken?
    for index in open..<tokens.count {
      let token = tokens[index]
      defer { previous = token }
      guard token.kind == .punctuation else { continue }
      let byte = source.bytes[token.offset]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(byte)
      case UInt8(ascii: "<") where index == open || opensGenericArguments(token, after: previous, in: source): stack.append(byte)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
        if byte == UInt8(ascii: ">"), stack.last != UInt8(ascii: "<") { continue }
        // A `<` left open before a bracket closes was a comparison, not generic arguments.
        while byte != UInt8(ascii: ">"), stack.count > 1, stack.last == UInt8(ascii: "<") { stack.removeLast() }
        // A closer of another kind (`(a]`) means the bracket never closes properly.
        guard let last = stack.popLast(), last == opening(of: byte) ?? UInt8(ascii: "<") else { return nil }
        if stack.isEmpty { return index }
      default: break
      }
    }
    return nil
  }

  /// The arguments of `text` where it is a call that makes a type `namesType` accepts
  /// (`State(a: 1)`, `Self.State(a: 1)`) or `.init(a: 1)`, the initializer of the type the context
  /// expects; with the text it read, comments blanked, where the arguments' offset counts.
  package static func initializerArguments(
    in text: String, namesType: (TypeRef) -> Bool
  ) -> (text: String, arguments: String, argumentsOffset: Int)? {
    let text = blankingComments(in: text)
    guard let call = try? splitCall(text), call.name == ".init" || namesType(TypeRef(parsing: call.name)), let arguments = call.arguments else {
      return nil
    }
    return (text, arguments, call.argumentsOffset)
  }

  /// `name` or `name(values)` → the name and the text inside the parentheses.
  package static func splitCall(_ text: String) throws(Problem) -> (name: String, arguments: String?, argumentsOffset: Int) {
    let trimmed = text.trimmingSpaces
    if let split = splitCallAtBytes(trimmed) { return split }
    return try splitCallByTokens(trimmed)
  }

  /// ``splitCall(_:)`` of trimmed text without the lexer, for the commonest case: ASCII with no
  /// quote, comment, raw-literal or backquote mark, so that every `(` byte is a `(` token, and
  /// balanced brackets inside. Nil for anything else, and for every mistake (the lexer's path
  /// words it).
  static func splitCallAtBytes(_ trimmed: String) -> (name: String, arguments: String?, argumentsOffset: Int)? {
    let bytes = trimmed.utf8
    guard bytes.allSatisfy({ $0 < 0x80 && !hidesBrackets($0) }) else { return nil }
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return (trimmed, nil, 0) }
    guard bytes.last == UInt8(ascii: ")") else { return nil }
    let start = bytes.index(after: open)
    let end = bytes.index(before: bytes.endIndex)
    guard start <= end else { return nil }
    let inner = String(trimmed[start..<end])
    guard bracketsBalanceWithoutLiterals(inner) else { return nil }
    return (String(trimmed[..<open]).trimmingSpaces, inner, bytes.distance(from: bytes.startIndex, to: start))
  }

  static func splitCallByTokens(_ trimmed: String) throws(Problem) -> (name: String, arguments: String?, argumentsOffset: Int) {
    let source = SwiftText(trimmed)
    guard let open = source.tokens.firstIndex(where: { source.is($0, "(") }) else {
      return (trimmed, nil, 0)
    }
    guard let last = source.tokens.last, source.is(last, ")") else {
      throw Problem(message: "expected ')' at the end of '\(trimmed)'", offset: trimmed.count)
    }
    let openToken = source.tokens[open]
    let argumentsOffset = source.characterOffset(ofByte: openToken.end)
    let inner = source.text(from: openToken.end, to: last.offset)
    if let problem = bracketProblem(in: inner) {
      throw Problem(message: problem.message, offset: argumentsOffset + problem.offset)
    }
    return (source.text(from: 0, to: openToken.offset).trimmingSpaces, inner, argumentsOffset)
  }

  /// Reads an enum case: `refresh`, `toggleTaskDone(IndexPath)`, `move(id: String, to: Int)`,
  /// `moveTask(_ source: IndexPath, _ destination: IndexPath)`.
  /// A case's values: `label: Type`, `_ name: Type` or `Type`, each with an optional default
  /// (`animated: Bool = true`, which Swift takes since 5.1).
  package static func parseCase(_ text: String) throws(Problem) -> (
    name: String, values: [(label: String?, name: String?, type: String, typeRef: TypeRef, defaultValue: String?, offset: Int)]
  ) {
    let (written, arguments, argumentsOffset) = try splitCall(text)
    let name = try checkIdentifier(written, what: "case name", offset: 0)
    guard let arguments else { return (name, []) }
    if arguments.trimmingSpaces.isEmpty {
      throw Problem(message: "'\(name)()' has empty parentheses; write '\(name)' for a case without values", offset: argumentsOffset)
    }
    var values: [(label: String?, name: String?, type: String, typeRef: TypeRef, defaultValue: String?, offset: Int)] = []
    for piece in splitTopLevel(arguments, on: ",") {
      let offset = argumentsOffset + piece.offset
      guard !piece.text.isEmpty else { throw Problem(message: "expected a type between the commas", offset: offset) }
      // `Type = value`: a default after the top-level `=` (`==` is an operator, `<` of a
      // comparison no bracket), read as a parameter's default is.
      let sides = splitTopLevel(piece.text, on: "=")
      let declared = sides[0].text
      var defaultValue: String?
      if sides.count > 1 {
        let value = String(piece.text.dropFirst(sides[1].offset)).trimmingSpaces
        guard !value.isEmpty else { throw Problem(message: "expected a default value after '='", offset: offset + sides[1].offset - 1) }
        if let problem = SwiftExpression.problem(in: value) {
          throw Problem(message: problem.message, offset: offset + sides[1].offset + problem.offset)
        }
        defaultValue = value
      }
      let parts = splitTopLevel(declared, on: ":")
      guard parts.count > 1 else {
        let ref = try checkType(declared, offset: offset)
        values.append((nil, nil, declared, ref, defaultValue, offset))
        continue
      }
      let head = parts[0].text
      let type = String(declared.dropFirst(parts[1].offset)).trimmingSpaces
      let ref = try checkType(type, offset: offset + parts[1].offset)
      let words = head.split(separator: " ").map(String.init)
      if words.count == 2, words[0] == "_" {
        values.append((nil, try checkIdentifier(words[1], what: "value name", offset: offset + 2), type, ref, defaultValue, offset))
      } else if words.count == 1 {
        // A label may be a keyword, as Swift's argument labels may (`select(in: Int)`).
        values.append((try checkIdentifier(words[0], what: "label", offset: offset, allowKeywords: true), nil, type, ref, defaultValue, offset))
      } else {
        throw Problem(message: "'\(head)' is not a label; write 'label: Type' or '_ name: Type'", offset: offset)
      }
    }
    return (name, values)
  }

  /// Reads a parameter: `title: String`, `_ tasks: [Task]`, `forKey key: UserDefaultsKey<T>`.
  package static func parseParameter(_ text: String) throws(Problem) -> (label: String?, name: String, type: String) {
    let parts = splitTopLevel(text, on: ":")
    guard parts.count > 1 else {
      throw Problem(message: "expected 'name: Type' in '\(text)'", offset: 0)
    }
    let head = parts[0].text
    let typeOffset = parts[1].offset
    let typeText = String(text.dropFirst(typeOffset))
    let defaultValue = splitTopLevel(typeText, on: "=")
    if defaultValue.count > 1 {
      throw Problem(
        message: "reactorgen does not support default arguments yet ('= \(defaultValue[1].text)'); remove the default value",
        offset: typeOffset + defaultValue[1].offset)
    }
    let type = typeText.trimmingSpaces
    try checkType(type, offset: typeOffset + (typeText.count - typeText.drop { $0.isWhitespace }.count))
    let words = head.split(separator: " ").map(String.init)
    switch words.count {
    case 1:
      // A keyword Swift takes as an argument label is a lone parameter name too
      // (`func load(in: Int)`); where the code reads it as a value, it is backquoted.
      if SwiftKeywords.reserved.contains(words[0]), !["inout", "var", "let"].contains(words[0]) { return (nil, "`\(words[0])`", type) }
      return (nil, try checkIdentifier(words[0], what: "parameter name", offset: 0), type)
    case 2:
      let label = words[0] == "_" ? "_" : try checkIdentifier(words[0], what: "argument label", offset: 0, allowKeywords: true)
      return (label, try checkIdentifier(words[1], what: "parameter name", offset: words[0].count + 1), type)
    default:
      throw Problem(message: "'\(head)' is not a parameter; write 'name: Type' or 'label name: Type'", offset: 0)
    }
  }

  /// Reads a method written as its Swift signature:
  /// `@discardableResult func saveTasks(_ tasks: [Task]) -> Observable<Void>`.
  package static func parseFunction(_ text: String) throws(Problem) -> MethodParts {
    if let problem = bracketProblem(in: text.trimmingSpaces) { throw problem }
    var cursor = SignatureCursor(SwiftText(text.trimmingSpaces))
    if let comment = cursor.tokens.first(where: { if case .comment = $0.kind { return true } else { return false } }) {
      throw Problem(
        message: "comments are not allowed in a method; put them in the YAML after '#'",
        offset: cursor.source.characterOffset(ofByte: comment.offset))
    }
    var parts = MethodParts()
    parts.discardableResult = try cursor.readAttributes()
    try cursor.readName(into: &parts)
    try cursor.readParameters(into: &parts)
    try cursor.readEffects(into: &parts)
    try cursor.readReturnAndRequirements(into: &parts)
    guard cursor.index == cursor.tokens.count else {
      throw Problem(
        message:
          "unexpected '\(cursor.source.text(from: cursor.tokens[cursor.index].offset, to: cursor.source.bytes.count))' after the parameters; expected 'async', 'throws' or '-> ReturnType'",
        offset: cursor.offset(cursor.index))
    }
    return parts
  }

  /// A method signature's tokens (new lines left out) and the place reading has reached: each
  /// part of the signature is read in turn from where the one before it stopped.
  private struct SignatureCursor {
    let source: SwiftText
    let tokens: [SwiftToken]
    var index = 0

    init(_ source: SwiftText) {
      self.source = source
      tokens = source.tokens.filter { if case .newline = $0.kind { return false } else { return true } }
    }

    func offset(_ position: Int) -> Int {
      source.characterOffset(ofByte: position < tokens.count ? tokens[position].offset : source.bytes.count)
    }

    func isWord(_ position: Int, _ word: String) -> Bool {
      position < tokens.count && tokens[position].kind == .identifier && source.is(tokens[position], word)
    }

    func isPunctuation(_ position: Int, _ mark: String) -> Bool {
      position < tokens.count && tokens[position].kind == .punctuation && source.is(tokens[position], mark)
    }

    func closing(_ open: Int) -> Int? { closingToken(of: open, in: tokens, of: source) }

    /// `@discardableResult`, the one attribute a method may have; whether it is there.
    mutating func readAttributes() throws(Problem) -> Bool {
      var discardableResult = false
      while isPunctuation(index, "@") {
        let attribute = "@" + (index + 1 < tokens.count ? source.text(of: tokens[index + 1]) : "")
        switch attribute {
        case "@discardableResult": discardableResult = true
        case "@MainActor":
          throw Problem(
            message:
              "reactorgen does not support '@MainActor' methods yet (their mocks and callers would need to be isolated too); remove the attribute",
            offset: offset(index))
        default:
          throw Problem(message: "unsupported attribute '\(attribute)'; only @discardableResult is supported", offset: offset(index))
        }
        index += 2
      }
      return discardableResult
    }

    /// `func name<Generics>`.
    mutating func readName(into parts: inout MethodParts) throws(Problem) {
      guard isWord(index, "func") else {
        throw Problem(
          message: "a method is written as a Swift signature starting with 'func', e.g. 'func fetchTasks() -> Observable<[Task]>'",
          offset: offset(index))
      }
      index += 1
      guard index < tokens.count, tokens[index].kind == .identifier else {
        throw Problem(message: "expected a method name", offset: offset(index))
      }
      parts.name = try checkIdentifier(source.text(of: tokens[index]), what: "method name", offset: offset(index))
      index += 1
      guard isPunctuation(index, "<") else { return }
      guard let close = closing(index) else {
        throw Problem(message: "unbalanced '<' in the generic parameters", offset: offset(index))
      }
      parts.genericParameters = source.text(from: tokens[index].end, to: tokens[close].offset).trimmingSpaces
      index = close + 1
    }

    /// `(label name: Type, …)`, each parameter's errors placed inside the whole signature.
    mutating func readParameters(into parts: inout MethodParts) throws(Problem) {
      guard isPunctuation(index, "(") else {
        throw Problem(message: "expected '(' after the method name", offset: offset(index))
      }
      guard let close = closing(index) else {
        throw Problem(message: "unbalanced '(' in the parameters", offset: offset(index))
      }
      let parametersOffset = offset(index) + 1
      let inner = source.text(from: tokens[index].end, to: tokens[close].offset)
      index = close + 1
      guard !inner.trimmingSpaces.isEmpty else { return }
      for piece in splitTopLevel(inner, on: ",") {
        do {
          let parameter = try parseParameter(piece.text)
          parts.parameters.append((parameter.label, parameter.name, parameter.type, parametersOffset + piece.offset))
        } catch {
          throw Problem(message: error.message, offset: parametersOffset + piece.offset + error.offset)
        }
      }
    }

    /// `async`, `throws`; typed throws and `rethrows` are refused.
    mutating func readEffects(into parts: inout MethodParts) throws(Problem) {
      if isWord(index, "async") {
        parts.isAsync = true
        index += 1
      }
      if isWord(index, "throws") {
        parts.isThrowing = true
        index += 1
        if isPunctuation(index, "(") {
          let end = closing(index).map { source.text(from: tokens[index].offset, to: tokens[$0].end) } ?? "(...)"
          throw Problem(message: "reactorgen does not support typed throws ('throws\(end)') yet; write 'throws'", offset: offset(index - 1))
        }
      } else if isWord(index, "rethrows") {
        throw Problem(message: "reactorgen does not support 'rethrows' methods yet; write 'throws'", offset: offset(index))
      }
    }

    /// `-> ReturnType` and `where …`, each to its end.
    mutating func readReturnAndRequirements(into parts: inout MethodParts) throws(Problem) {
      if isPunctuation(index, "->") {
        index += 1
        let returnStart = index
        while index < tokens.count, !isWord(index, "where") { index += 1 }
        guard returnStart < index else { throw Problem(message: "expected a type", offset: offset(returnStart)) }
        let returnText = source.text(from: tokens[returnStart].offset, to: tokens[index - 1].end)
        try checkType(returnText, offset: offset(returnStart))
        parts.returnType = returnText
      }
      if isWord(index, "where") {
        guard index + 1 < tokens.count else { throw Problem(message: "expected requirements after 'where'", offset: offset(index)) }
        parts.whereClause = source.text(from: tokens[index + 1].offset, to: tokens[tokens.count - 1].end)
        index = tokens.count
      }
    }
  }

  package struct MethodParts {
    package var name = ""
    package var genericParameters: String?
    package var parameters: [(label: String?, name: String, type: String, offset: Int)] = []
    package var isAsync = false
    package var isThrowing = false
    package var returnType: String?
    package var whereClause: String?
    package var discardableResult = false

  }

  /// A method's signature as a spec writes it, which ``parseFunction(_:)`` reads back, of its
  /// parameters as written (`_ id: T`):
  /// `@discardableResult func load<T>(_ id: T) async throws -> Int where T: Hashable`.
  package static func functionText(
    discardableResult: Bool, name: String, genericParameters: String?, parameters: [String], isAsync: Bool, isThrowing: Bool, returnType: String?,
    whereClause: String?
  ) -> String {
    var text = discardableResult ? "@discardableResult func " : "func "
    text += name
    if let genericParameters { text += "<" + genericParameters + ">" }
    text += "(" + parameters.joined(separator: ", ") + ")"
    if isAsync { text += " async" }
    if isThrowing { text += " throws" }
    if let returnType { text += " -> " + returnType }
    if let whereClause { text += " where " + whereClause }
    return text
  }

  /// `Bool = false` → (`Bool`, `false`); `@Pulse String? = nil` → pulse, (`String?`, `nil`).
  /// With `allowsWrappers` (a reactor's stored property), the property wrappers before the type
  /// come back as written without their `@`: `@Injected(\.api) APIClient` → `Injected(\.api)`;
  /// wrappers alone (`@Injected(\.api)`) leave the type empty, for Swift to infer from the wrapper.
  package static func parseField(_ text: String, allowsWrappers: Bool = false) throws(Problem) -> (
    type: String, typeRef: TypeRef?, defaultValue: String?, isPulse: Bool, wrappers: [String]
  ) {
    let (isPulse, wrappers, rest, typeOffset) = try leadingAttributes(of: text, allowsWrappers: allowsWrappers)
    if !wrappers.isEmpty, rest.isEmpty { return ("", nil, nil, isPulse, wrappers) }
    let pieces = splitTopLevel(rest, on: "=")
    let type = pieces[0].text
    let ref = try checkType(type, offset: typeOffset)
    guard pieces.count > 1 else { return (type, ref, nil, isPulse, wrappers) }
    let defaultText = String(rest.dropFirst(pieces[1].offset)).trimmingSpaces
    if defaultText.isEmpty {
      throw Problem(message: "expected a default value after '='", offset: typeOffset + rest.count)
    }
    if let problem = SwiftExpression.problem(in: defaultText) {
      throw Problem(message: problem.message, offset: typeOffset + pieces[1].offset + problem.offset)
    }
    return (type, ref, defaultText, isPulse, wrappers)
  }

  /// The property wrappers `attributes` are, as a spec's property writes them (`Injected(\.api)`),
  /// or nil when one is not a wrapper (Swift's own `@objc`, `@IBOutlet`, a global actor, `@Pulse`).
  package static func propertyWrappers(_ attributes: [String]) -> [String]? {
    guard let read = try? leadingAttributes(of: attributes.joined(separator: " "), allowsWrappers: true),
      !read.isPulse, read.wrappers.count == attributes.count, read.rest.isEmpty
    else { return nil }
    return read.wrappers
  }

  /// The attributes `text` starts with: `@Pulse`, and with `allowsWrappers` property wrappers;
  /// a type's own attribute (`@MainActor () -> Void`) ends them, as the type's. `rest` is what
  /// follows, from `typeOffset` on.
  private static func leadingAttributes(of text: String, allowsWrappers: Bool) throws(Problem) -> (
    isPulse: Bool, wrappers: [String], rest: String, typeOffset: Int
  ) {
    var rest = text.trimmingSpaces
    var isPulse = false
    var wrappers: [String] = []
    var typeOffset = 0
    while rest.hasPrefix("@") {
      let attribute = leadingAttribute(rest)
      // A type's own attribute (`@MainActor () -> Void`, `@Sendable`) belongs to the type.
      if TypeAttribute.Name(rawValue: attribute.name) != nil { break }
      if attribute.name == "Pulse" && attribute.text == "Pulse" {
        isPulse = true
      } else if allowsWrappers {
        if let problem = attribute.problem { throw Problem(message: problem.message, offset: typeOffset + problem.offset) }
        guard isPropertyWrapperName(attribute.name) else {
          throw Problem(
            message: "'@\(attribute.name)' is Swift's own attribute, not a property wrapper; a property here carries only wrappers",
            offset: typeOffset)
        }
        wrappers.append(attribute.text)
      } else {
        throw Problem(message: "unsupported attribute '\(rest.prefix { !$0.isWhitespace })'; state fields support only @Pulse", offset: typeOffset)
      }
      rest = String(rest.dropFirst(attribute.text.count + 1)).trimmingSpaces
      typeOffset = text.count - rest.count
    }
    return (isPulse, wrappers, rest, typeOffset)
  }

  /// Whether an attribute names a property wrapper (a type: `Injected`, `Resolver.Injected`) rather
  /// than one of Swift's or Interface Builder's own (`objc`, `available`, `IBOutlet`, `NSManaged`).
  private static func isPropertyWrapperName(_ name: String) -> Bool {
    let swiftsOwn: Set<String> = [
      "IBOutlet", "IBInspectable", "IBSegueAction", "GKInspectable", "NSManaged", "NSCopying", "UIApplicationMain", "NSApplicationMain",
    ]
    return name.first?.isUppercase == true && !swiftsOwn.contains(name)
  }

  /// The attribute `text` starts with, after its `@`: its dotted name (`Resolver.Injected`) and,
  /// right after it, its parenthesized arguments, which must be Swift expressions.
  private static func leadingAttribute(_ text: String) -> (name: String, text: String, problem: Problem?) {
    let source = SwiftText(text)
    var index = 1  // after `@`
    var end = source.tokens.first?.end ?? 0
    var name = ""
    while index < source.tokens.count, source.tokens[index].kind == .identifier, !source.tokens[index].spaceBefore {
      name += source.text(of: source.tokens[index])
      end = source.tokens[index].end
      guard index + 2 < source.tokens.count, source.is(source.tokens[index + 1], "."), !source.tokens[index + 1].spaceBefore,
        source.tokens[index + 2].kind == .identifier
      else {
        index += 1
        break
      }
      name += "."
      index += 2
    }
    guard !name.isEmpty else { return ("", "", Problem(message: "expected an attribute's name after '@'", offset: 1)) }
    // A generic wrapper's arguments (`@Box<Int>`, `@Clamped<Int>(0, 10)`) belong to its type: up to
    // the `>` that closes them (a `>>` token closes two).
    if index < source.tokens.count, source.is(source.tokens[index], "<"), !source.tokens[index].spaceBefore {
      var depth = 0
      var closed: Int?
      scan: for position in index..<source.tokens.count {
        for byte in source.text(of: source.tokens[position]).utf8 {
          if byte == UInt8(ascii: "<") { depth += 1 }
          if byte == UInt8(ascii: ">") { depth -= 1 }
        }
        if depth <= 0 {
          closed = position
          break scan
        }
      }
      guard let closed, depth == 0 else {
        return (
          name, source.text(from: 1, to: source.bytes.count),
          Problem(message: "expected '>' to close the wrapper's generic arguments", offset: text.count)
        )
      }
      end = source.tokens[closed].end
      index = closed + 1
    }
    if index < source.tokens.count, source.is(source.tokens[index], "("), !source.tokens[index].spaceBefore {
      var depth = 0
      var close: SwiftToken?
      for token in source.tokens[index...] where token.kind == .punctuation {
        if source.is(token, "(") || source.is(token, "[") || source.is(token, "{") { depth += 1 }
        if source.is(token, ")") || source.is(token, "]") || source.is(token, "}") { depth -= 1 }
        if depth == 0 {
          close = token
          break
        }
      }
      guard let close else {
        return (
          name, source.text(from: 1, to: source.bytes.count), Problem(message: "expected ')' to close the attribute's arguments", offset: text.count)
        )
      }
      end = close.end
      let arguments = source.text(from: source.tokens[index].offset, to: end)
      let whole = source.text(from: 1, to: end)
      // The arguments read as a call's: `f(\.api)`.
      if let problem = SwiftExpression.problem(in: "f" + arguments) {
        return (
          name, whole, Problem(message: problem.message, offset: source.characterOffset(ofByte: source.tokens[index].offset) + problem.offset - 1)
        )
      }
      return (name, whole, nil)
    }
    return (name, source.text(from: 1, to: end), nil)
  }

  // MARK: - Checks

  /// Checks a name and returns it as the generated code writes it: `await`, which Swift accepts
  /// as a declared name but not as a bare value, comes back backquoted. A type's name
  /// (`isTypeName`) comes back bare, because file names and derived names (`Mock<Service>`) use
  /// it bare: a keyword cannot be one, even in backquotes.
  @discardableResult
  package static func checkIdentifier(
    _ name: String, what: String, offset: Int, allowKeywords: Bool = false, isTypeName: Bool = false
  ) throws(Problem) -> String {
    if name.isEmpty {
      throw Problem(message: "expected a \(what)", offset: offset)
    }
    if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 {
      let inner = String(name.dropFirst().dropLast())
      if isTypeName {
        if SwiftKeywords.reserved.contains(inner) || SwiftKeywords.backquotedByReactorgen.contains(inner) {
          throw Problem(
            message:
              "'\(inner)' is a Swift keyword and cannot name a type, even in backquotes (file and derived names use it bare); choose another \(what)",
            offset: offset)
        }
        return try checkIdentifier(inner, what: what, offset: offset + 1)
      }
      if SwiftIdentifier.isValid(inner) { return name }
    }
    guard SwiftIdentifier.isValid(name) else {
      throw Problem(message: "'\(name)' is not a valid Swift identifier for a \(what)", offset: offset)
    }
    if SwiftKeywords.backquotedByReactorgen.contains(name) {
      if isTypeName { throw Problem(message: "'\(name)' is a Swift keyword and cannot name a type; choose another \(what)", offset: offset) }
      return allowKeywords ? name : "`\(name)`"
    }
    // Swift takes every keyword as an argument label but these three.
    if allowKeywords && ["inout", "var", "let"].contains(name) {
      throw Problem(message: "'\(name)' cannot be a \(what) in Swift (it is read as a modifier); choose another \(what)", offset: offset)
    }
    if !allowKeywords && SwiftKeywords.reserved.contains(name) {
      throw Problem(message: "'\(name)' is a Swift keyword; write it in backquotes (`\(name)`) or choose another \(what)", offset: offset)
    }
    return name
  }

  /// An ASCII letter, digit or `_`.
  static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    byte < 0x80 && SwiftLexer.isIdentifierByte(byte)
  }

  /// The names that lines of Swift use as values: identifiers outside string literals (but inside
  /// their interpolations) and comments, except members (`x.count`) and argument labels
  /// (`f(count: 1)`: a name right after `(` or `,` and right before `:`). Where a line is
  /// ambiguous it counts a use: binding a name a body does not use is a warning, not binding one
  /// it uses an error.
  static func referencedNames(in lines: [String]) -> Set<String> {
    var names: Set<String> = []
    for line in lines { collectReferencedNames(in: SwiftText(line), into: &names) }
    return names
  }

  private static func collectReferencedNames(in source: SwiftText, into names: inout Set<String>) {
    forEachReference(in: source, base: 0) { name, _ in names.insert(name) }
  }

  /// `text` with its comments blanked out, every other character where it was (offsets still
  /// point at the same places).
  static func blankingComments(in text: String) -> String {
    let source = SwiftText(text)
    var bytes = source.bytes
    var blanked = false
    for token in source.tokens {
      guard case .comment = token.kind else { continue }
      for index in token.offset..<token.end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
      blanked = true
    }
    return blanked ? String(decoding: bytes, as: UTF8.self) : text
  }

  /// `text` with each name it uses as a value (not a member, not a label) that `renamed` maps
  /// replaced, interpolations included: a case's value labelled `self` is read as `selfValue`.
  package static func renamingReferences(in text: String, _ renamed: [String: String]) -> String {
    guard !renamed.isEmpty else { return text }
    var edits: [(Range<Int>, String)] = []
    let source = SwiftText(text)
    forEachReference(in: source, base: 0) { name, range in
      if let new = renamed[SwiftIdentifier.unescaped(name)] { edits.append((range, new)) }
    }
    guard !edits.isEmpty else { return text }
    var bytes = Array(text.utf8)
    for (range, new) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      bytes.replaceSubrange(range, with: Array(new.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Calls `body` with each name `source` uses as a value and its byte range, offset by `base`.
  private static func forEachReference(in source: SwiftText, base: Int, _ body: (String, Range<Int>) -> Void) {
    var stack: [UInt8] = []
    // A line break inside brackets is a space: `(\n count: 1)` still labels `count`.
    let tokens = source.tokens.filter {
      if case .comment = $0.kind { return false }
      return $0.kind != .newline
    }
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1] : nil
      switch token.kind {
      case .string:
        for range in interpolations(in: token, of: source) {
          forEachReference(in: SwiftText(source.text(from: range.lowerBound, to: range.upperBound)), base: base + range.lowerBound, body)
        }
      case .punctuation:
        let byte = source.bytes[token.offset]
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { stack.append(byte) }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"), !stack.isEmpty { stack.removeLast() }
      case .identifier:
        let isMember = previous.map { $0.kind == .punctuation && source.is($0, ".") } ?? false
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let isLabel =
          stack.last == UInt8(ascii: "(")
          && previous.map { $0.kind == .punctuation && (source.is($0, "(") || source.is($0, ",")) } ?? false
          && next != nil && isLabelColon(index + 1, in: source)
        if !isMember && !isLabel { body(source.text(of: token), (base + token.offset)..<(base + token.end)) }
      default:
        break
      }
    }
  }

  /// The byte ranges of the code inside a string literal's interpolations: `\(...)`, or in a raw
  /// string `\#(...)` with as many `#` as the literal has.
  static func interpolations(in token: SwiftToken, of source: SwiftText) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var hashes = 0
    while token.offset + hashes < token.end, source.bytes[token.offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
    var index = token.offset
    while index + 1 + hashes < token.end {
      guard source.bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      let delimiter = index + 1 + hashes
      guard (index + 1..<delimiter).allSatisfy({ source.bytes[$0] == UInt8(ascii: "#") }), source.bytes[delimiter] == UInt8(ascii: "(") else {
        index += hashes == 0 ? 2 : 1
        continue
      }
      // The interpolation is itself Swift: lex from its `(` to find the matching `)`.
      let inner = SwiftText(source.text(from: delimiter, to: token.end))
      guard let close = closingToken(of: 0, in: inner) else { break }
      let end = delimiter + inner.tokens[close].offset
      ranges.append((delimiter + 1)..<end)
      index = end + 1
    }
    return ranges
  }

  /// `value: 1` → (`value`, `1`); `1`, `a ? b : c`, `[k: v]` → (nil, the argument). A label is a
  /// name (backquoted or not) right before a `:` that starts the argument.
  package static func splitLabel(_ argument: String) -> (label: String?, expression: String) {
    let source = SwiftText(argument)
    guard source.tokens.count >= 2, source.tokens[0].kind == .identifier, isLabelColon(1, in: source)
    else { return (nil, argument) }
    let expression = source.text(from: source.tokens[1].end, to: source.bytes.count).trimmingSpaces
    return (SwiftIdentifier.unescaped(source.text(of: source.tokens[0])), expression)
  }

  /// A `:` after a label: not the first half of a module selector's `::`.
  private static func isLabelColon(_ index: Int, in source: SwiftText) -> Bool {
    let tokens = source.tokens
    guard index < tokens.count, tokens[index].kind == .punctuation, source.is(tokens[index], ":") else { return false }
    return !(index + 1 < tokens.count && !tokens[index + 1].spaceBefore && source.is(tokens[index + 1], ":"))
  }

  /// Rejects text that cannot be a Swift type: empty, unbalanced, stray characters, keywords.
  /// Returns the type read, so that it is read once.
  @discardableResult
  package static func checkType(_ type: String, offset: Int) throws(Problem) -> TypeRef {
    if type.isEmpty { throw Problem(message: "expected a type", offset: offset) }
    // A lone name (`Bool`, `IndexPath`), the commonest type, is a type unless it is a keyword.
    if let name = TypeRef.plainName(type) { return .named(name) }
    return try checkTypeByTokens(type, offset: offset)
  }

  @discardableResult
  static func checkTypeByTokens(_ type: String, offset: Int) throws(Problem) -> TypeRef {
    if let problem = bracketProblem(in: type) {
      throw Problem(message: problem.message, offset: offset + problem.offset)
    }
    let source = SwiftText(type)
    for token in source.tokens {
      // Spelled only where a check needs the words, or for an error.
      var text: String { source.text(of: token) }
      // Counted only for an error: counting characters for every token of every type cost more
      // than the check.
      var at: Int { offset + source.characterOffset(ofByte: token.offset) }
      switch token.kind {
      case .newline:
        throw Problem(message: "write the type on one line", offset: at)
      case .number:
        throw Problem(message: "'\(text)' cannot start a type name", offset: at)
      case .identifier:
        let word = text
        // A keyword may label a tuple element or a closure parameter (`(in: Int)`).
        if SwiftKeywords.reserved.contains(word) && !SwiftKeywords.allowedInTypes.contains(word) && !isLabel(token, in: source) {
          throw Problem(message: "'\(word)' is a Swift keyword, not a type", offset: at)
        }
        // `_` before a closure parameter's name (`(_ error: Error) -> Void`) is Swift's label.
        if !word.hasPrefix("`"), !word.hasPrefix("$"), !SwiftIdentifier.isValid(word), !(word == "_" && isLabel(token, in: source)) {
          throw Problem(message: "unexpected character '\(word.first!)' in type '\(type)'", offset: at)
        }
      case .punctuation where !isTypePunctuation(token, in: source):
        throw Problem(message: "unexpected character '\(text.first!)' in type '\(type)'", offset: at)
      case .operator where !(source.is(token, "&") || source.is(token, "~") || source.is(token, "??")):
        throw Problem(message: "unexpected character '\(text.first!)' in type '\(type)'", offset: at)
      case .string, .comment, .invalid:
        throw Problem(message: "unexpected character '\(text.first!)' in type '\(type)'", offset: at)
      default:
        break
      }
    }
    // Every word and mark is allowed; the whole must also read as one type (from the same tokens).
    let read = TypeRef(parsingTokensOf: source)
    if case .opaque = read {
      throw Problem(message: "'\(type)' is not a Swift type reactorgen can read", offset: offset)
    }
    return read
  }

  /// A name followed by `:`, or by a second name and `:`.
  private static func isLabel(_ token: SwiftToken, in source: SwiftText) -> Bool {
    guard let index = source.tokens.firstIndex(of: token) else { return false }
    if isLabelColon(index + 1, in: source) { return true }
    return index + 1 < source.tokens.count && source.tokens[index + 1].kind == .identifier && isLabelColon(index + 2, in: source)
  }

  /// What a type may hold besides names: `<`, `>`, `[`, `]`, `(`, `)`, `,`, `:`, `?`, `!`, `.`,
  /// `&`, `@`, `->` and `...`, told by bytes (a run checks some ten thousand marks).
  private static func isTypePunctuation(_ token: SwiftToken, in source: SwiftText) -> Bool {
    guard token.length == 1 else { return source.is(token, "->") || source.is(token, "...") }
    return switch source.bytes[token.offset] {
    case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "&"),
      UInt8(ascii: "@"):
      true
    default: false
    }
  }

  /// The first unbalanced bracket or unterminated literal in `text`, if any.
  /// The deepest bracket nesting a spec's Swift may have.
  static let maxNesting = 128
  /// The deepest nesting of collection literals (`[`): swiftc infers nested literals in time
  /// exponential in their depth — measured on an argument of type `Any`, 20 levels take 0.3 s,
  /// 24 take 4 s, 26 take 16 s, 30 more than a minute — so the limit is set well before that
  /// (a type nested so deep is no better read).
  static let maxLiteralNesting = 16

  package static func bracketProblem(in text: String) -> Problem? {
    // Without a bracket, a quote, or a comment or raw-literal mark there is nothing to balance
    // (most of a spec's values): no need to lex.
    var bytes = text
    guard bytes.withUTF8({ $0.contains(where: isBracketOrLiteralByte) }) else { return nil }
    if bracketsBalanceWithoutLiterals(text) { return nil }
    return bracketProblemByTokens(in: text)
  }

  /// A quote, comment, raw-literal or backquote mark: what can hold a bracket byte that is no
  /// bracket token. Text without one is read by bytes.
  static func hidesBrackets(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "`")
  }

  /// Whether `text` holds no quote, comment, raw-literal or backquote mark, so that every bracket
  /// byte is a bracket token, and its brackets balance within the nesting limits: no problem, told
  /// without the lexer (a case like `move(IndexPath, to: [Int])`). Any doubt goes to the lexer,
  /// which also words the problem.
  static func bracketsBalanceWithoutLiterals(_ text: String) -> Bool {
    var text = text
    // The open brackets on the stack, not in an array: the nesting is bounded.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxNesting + 1) { open in
      text.withUTF8 { bytes in
        var depth = 0
        var squareDepth = 0
        for byte in bytes {
          switch byte {
          case _ where hidesBrackets(byte):
            return false
          case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            guard depth < maxNesting else { return false }
            open[depth] = byte
            depth += 1
            if byte == UInt8(ascii: "[") { squareDepth += 1 }
            if squareDepth > maxLiteralNesting { return false }
          case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard depth > 0, open[depth - 1] == opening(of: byte) else { return false }
            depth -= 1
            if byte == UInt8(ascii: "]") { squareDepth -= 1 }
          default:
            break
          }
        }
        return depth == 0
      }
    }
  }

  static func isBracketOrLiteralByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "#"):
      return true
    default: return false
    }
  }

  static func bracketProblemByTokens(in text: String) -> Problem? {
    let source = SwiftText(text)
    var stack: [(UInt8, Int)] = []
    for token in source.tokens {
      switch token.kind {
      case .string(_, isTerminated: false):
        return Problem(message: "unterminated string literal", offset: source.characterOffset(ofByte: token.offset))
      case .comment(isTerminated: false):
        return Problem(message: "unterminated comment", offset: source.characterOffset(ofByte: token.offset))
      case .punctuation:
        let byte = source.bytes[token.offset]
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          stack.append((byte, token.offset))
          // Swift's parser stops at 256 levels, the generated code around a fragment included.
          if stack.count > maxNesting {
            return Problem(
              message: "nested more than \(maxNesting) brackets deep; Swift's parser stops at 256 levels, counting the generated code around it",
              offset: source.characterOffset(ofByte: token.offset))
          }
          if byte == UInt8(ascii: "["), stack.lazy.filter({ $0.0 == UInt8(ascii: "[") }).count > maxLiteralNesting {
            return Problem(
              message:
                "brackets '[' nested more than \(maxLiteralNesting) deep; swiftc takes time exponential in the depth of nested literals (seconds at 24, minutes at 30); build the value in a hook or a function of yours",
              offset: source.characterOffset(ofByte: token.offset))
          }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          guard let last = stack.popLast() else {
            return Problem(message: "unbalanced '\(Character(Unicode.Scalar(byte)))'", offset: source.characterOffset(ofByte: token.offset))
          }
          // `[Int)`: the bracket left open is the mistake.
          if last.0 != opening(of: byte) {
            return Problem(message: "unbalanced '\(Character(Unicode.Scalar(last.0)))'", offset: source.characterOffset(ofByte: last.1))
          }
        default: break
        }
      default: break
      }
    }
    if let open = stack.last {
      return Problem(message: "unbalanced '\(Character(Unicode.Scalar(open.0)))'", offset: source.characterOffset(ofByte: open.1))
    }
    return nil
  }

  /// The opening bracket that `close` closes.
  static func opening(of close: UInt8) -> UInt8? {
    switch close {
    case UInt8(ascii: ")"): UInt8(ascii: "(")
    case UInt8(ascii: "]"): UInt8(ascii: "[")
    case UInt8(ascii: "}"): UInt8(ascii: "{")
    default: nil
    }
  }

  // MARK: - Types

  /// The names a generic parameter clause declares, and those of them Swift cannot infer from
  /// `types` (a method's parameters and result): a name they mention is inferred, and so is one
  /// a same-type requirement of `whereClause` ties to an inferred one (`C.Element == U`, `U ==
  /// [C.Element]`), however long the chain.
  package static func genericParameters(in clause: String, whereClause: String?, inferredFrom types: [TypeRef]) -> (
    names: [String], notInferable: [String]
  ) {
    let names = genericParameterNames(in: clause)
    let declared = Set(names)
    var inferred = Set(names.filter { name in types.contains { $0.mentions(any: [name]) } })
    let requirements = (whereClause.map { splitTopLevel($0, on: ",") } ?? []).compactMap { piece -> (Set<String>, Set<String>)? in
      let source = SwiftText(piece.text)
      guard let equals = source.tokens.first(where: { $0.kind == .operator && source.is($0, "==") }) else { return nil }
      let sides = [source.text(from: 0, to: equals.offset), source.text(from: equals.end, to: source.bytes.count)]
      let mentioned = sides.map { TypeRef(parsing: $0.trimmingSpaces).mentionedNames.intersection(declared) }
      return (mentioned[0], mentioned[1])
    }
    var grew = true
    while grew {
      grew = false
      for (left, right) in requirements {
        for (known, other) in [(left, right), (right, left)] where !known.isDisjoint(with: inferred) && !other.isSubset(of: inferred) {
          inferred.formUnion(other)
          grew = true
        }
      }
    }
    return (names, names.filter { !inferred.contains($0) })
  }

  /// The names a generic parameter clause declares: `T`, `U` in `T: Codable, U`, read from its
  /// tokens (a constraint's own generics, `K: Collection<Int>`, declare nothing).
  static func genericParameterNames(in clause: String) -> [String] {
    let source = SwiftText(clause)
    var names: [String] = []
    var depth = 0
    var expectsName = true
    for token in source.tokens {
      let text = source.text(of: token)
      switch token.kind {
      case .identifier where depth == 0 && expectsName:
        names.append(text)
        expectsName = false
      case .punctuation where text == "(" || text == "[":
        depth += 1
      case .punctuation where text == ")" || text == "]":
        depth -= 1
      case .punctuation where text == "," && depth == 0:
        expectsName = true
      case .operator where text.hasPrefix("<"):
        depth += text.filter { $0 == "<" }.count
      case .operator where text.hasPrefix(">"):
        depth -= text.filter { $0 == ">" }.count
      default:
        break
      }
    }
    return names
  }
}

extension String {
  package var trimmingSpaces: String {
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
