/// Prints the tree as Swift. The one place that decides indentation (two spaces), where lines
/// break (an operator chain's links, an array's elements, a block closure's statements), where
/// parentheses go (a condition holding a brace, a type used as a value) and how strings are
/// escaped.
///
/// Every function returns lines whose indentation is relative to the line the printed piece
/// starts on: a template, or the piece around it, puts them in place.
package enum SwiftRenderer {
  static let indentation = "  "

  package static func lines(_ statements: [SwiftStatement]) -> [String] {
    var writer = SwiftWriter()
    for (index, statement) in statements.enumerated() {
      if index > 0 { writer.newline(at: 0) }
      writer.writeUnit(statement)
    }
    return writer.finish()
  }

  static func lines(_ statement: SwiftStatement) -> [String] { lines([statement]) }

  /// An expression's lines, without directives: it stands inside a statement or declaration
  /// (a default, an argument), which is where a directive goes.
  static func lines(_ expression: SwiftExpr) -> [String] {
    var writer = SwiftWriter()
    writer.write(expression)
    return writer.rawLines
  }

  static func lines(_ closure: SwiftClosure) -> [String] { lines(.closure(closure)) }

  static func lines(_ condition: SwiftCondition) -> [String] {
    var writer = SwiftWriter()
    writer.write(condition)
    return writer.finish()
  }

  /// `case let .search(query, _):`, binding only the values the body uses (Swift warns about a
  /// bound value never used), or `case .search:` when it uses none.
  static func pattern(_ switchCase: SwiftSwitchCase) -> String {
    var text = ""
    write(patternOf: switchCase, to: &text)
    return text
  }

  /// The pattern, written piece by piece into `output` (a string, or the writer's buffer).
  static func write<Output: TextOutputStream>(patternOf switchCase: SwiftSwitchCase, to output: inout Output) {
    switch switchCase.pattern {
    case .default:
      output.write("default:")
    case .userCode(let lines):
      for (index, line) in lines.enumerated() {
        if index > 0 { output.write("\n") }
        output.write(line)
      }
    case .enumCase(let name, let bindings):
      // A list, not a set: a case binds a few values, and hashing every name a body uses cost more.
      var used: [String] = []
      if !bindings.isEmpty {
        for statement in switchCase.body { collect(statement, into: &used) }
      }
      guard bindings.contains(where: { used.contains($0) }) else {
        output.write("case .")
        output.write(name)
        output.write(":")
        return
      }
      output.write("case let .")
      output.write(name)
      output.write("(")
      for (index, binding) in bindings.enumerated() {
        if index > 0 { output.write(", ") }
        output.write(used.contains(binding) ? binding : "_")
      }
      output.write("):")
    }
  }

  /// A type where an expression names it (`T.self`, `PublishSubject<Action>()`): in parentheses
  /// unless it is a name, a collection or a metatype.
  static func typeAsValue(_ type: TypeRef) -> String {
    switch type {
    case .named, .array, .dictionary, .metatype: type.text
    default: "(\(type.text))"
    }
  }

  /// Whether Swift would read a brace of `expression` in a condition as the start of the body.
  static func needsParenthesesInCondition(_ expression: SwiftExpr) -> Bool {
    switch expression {
    case .fragment(let fragment): fragment.hasBraceOutsideBrackets
    case .fromSpec(let value, _): needsParenthesesInCondition(value)
    case .call(_, _, let trailing?): trailing.body.isEmpty == false
    case .call(let callee, _, nil): needsParenthesesInCondition(callee)
    case .closure: true
    case .member(let base, _), .optionalChain(let base), .prefix(_, let base), .effects(_, _, let base): needsParenthesesInCondition(base)
    case .binary(let left, _, let right): needsParenthesesInCondition(left) || needsParenthesesInCondition(right)
    case .chain, .userCode: true
    case .subscript(let base, _): needsParenthesesInCondition(base)
    case .name, .type, .implicitMember, .literal, .array, .tuple, .placeholder: false
    }
  }

  static func text(of literal: SwiftLiteral) -> String {
    var text = ""
    write(literal, to: &text)
    return text
  }

  /// The literal, written piece by piece into `output`.
  static func write<Output: TextOutputStream>(_ literal: SwiftLiteral, to output: inout Output) {
    switch literal {
    case .bool(let value): output.write(value ? "true" : "false")
    case .integer(let value): output.write(String(value))
    case .floatingPoint(let value): output.write(String(value))
    case .nil: output.write("nil")
    case .emptyArray: output.write("[]")
    case .string(let content):
      output.write("\"")
      output.write(escaped(content))
      output.write("\"")
    case .interpolated(let pieces):
      output.write("\"")
      for piece in pieces {
        switch piece {
        case .text(let text): output.write(escaped(text))
        case .value(let value):
          output.write("\\(")
          output.write(lines(value).joined(separator: " "))
          output.write(")")
        }
      }
      output.write("\"")
    }
  }

  /// A string literal's content: quotes, backslashes and every control character escaped, so the
  /// literal stays one line whatever a name or message holds.
  static func escaped(_ content: String) -> String {
    // Most content needs no escape: copy it as it is (its bytes read from its storage, ten times
    // sooner than through the UTF-8 view).
    var plain = content
    if plain.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") } }) { return content }
    var result = ""
    for scalar in content.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += unicodeEscape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Swift's escape of one scalar, `\u{1f}` (or `\u{1F}` with `uppercase`): in a literal, and in a
  /// header comment that names a file with a control character.
  package static func unicodeEscape(_ scalar: Unicode.Scalar, uppercase: Bool = false) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: uppercase) + "}"
  }

  // MARK: Declarations

  static func lines(_ declaration: SwiftDeclaration) -> [String] {
    var writer = SwiftWriter()
    writer.writeUnit(declaration)
    return writer.finish()
  }

  /// A type or an extension: its documentation and attributes, the line that names it, and its
  /// members a level in, a blank line between two groups.
  static func lines(_ type: SwiftTypeDeclaration) -> [String] { lines(.type(type)) }

  /// Declarations one after another, a blank line between each, as one text whose lines are
  /// separated by `lineBreak`: written into one buffer, not line by line.
  package static func text(_ declarations: [SwiftDeclaration], lineBreak: String) -> String {
    var writer = SwiftWriter(lineBreak: lineBreak, capacity: 4_096)
    for (index, declaration) in declarations.enumerated() {
      if index > 0 {
        writer.newline(at: 0)
        writer.newline(at: 0)
      }
      writer.writeUnit(declaration)
    }
    return writer.text
  }

  /// The signature with `opening` after it: one line, or the parameters one a line when the
  /// function wraps them.
  /// A default whose closure spans lines (`{ let f = ...; return f }()` written over several)
  /// cannot be joined on one, so the parameters go one a line and it keeps its lines.
  /// A signature longer than `lineWidth` wraps too, as a careful writer (and swift-format)
  /// would: it then fits the page at a member's indentation.
  static func signatureLines(_ function: SwiftFunction, opening: String = "") -> [String] {
    var writer = SwiftWriter()
    writer.writeSignatureLines(function, opening: opening)
    return writer.finish()
  }

  /// Whether the parameters go one a line whatever the width: the tree says so, or a default
  /// spans lines that cannot be joined.
  static func wraps(_ function: SwiftFunction) -> Bool {
    function.wrapsParameters || function.parameters.contains { $0.defaultValue.map { breaksInsideBraces(SwiftRenderer.lines($0)) } ?? false }
  }

  /// The width signatures and documentation fill: 100 columns, and a member's indentation after them.
  static let lineWidth = 100

  /// `///` lines of each paragraph, its words filled up to `lineWidth` columns (a word longer
  /// than that stands on a line of its own).
  static func documentationLines(_ paragraphs: [String]) -> [String] {
    var lines: [String] = []
    for paragraph in paragraphs {
      guard !fitsOneLine(paragraph) else {
        lines.append("/// " + paragraph)
        continue
      }
      // ASCII (nearly all): words are runs of bytes and a column is a byte.
      var bytes = paragraph
      lines += bytes.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) ? filledByBytes(paragraph) : filledByCharacters(paragraph)
    }
    return lines
  }

  /// Whether `/// paragraph` fits in `lineWidth` columns, as most do: counted once, in bytes, not
  /// word by word.
  static func fitsOneLine(_ paragraph: String) -> Bool { paragraph.utf8.count + 4 <= lineWidth }

  /// An ASCII paragraph's `///` lines, filled up to `lineWidth` columns.
  static func filledByBytes(_ paragraph: String) -> [String] {
    var lines: [String] = []
    var line: [UInt8] = Array("///".utf8)
    var paragraph = paragraph
    paragraph.withUTF8 { bytes in
      for word in bytes.split(separator: UInt8(ascii: " ")) {
        if line.count > 3, line.count + 1 + word.count > lineWidth {
          lines.append(String(decoding: line, as: UTF8.self))
          line.removeSubrange(3...)
        }
        line.append(UInt8(ascii: " "))
        line.append(contentsOf: word)
      }
    }
    lines.append(String(decoding: line, as: UTF8.self))
    return lines
  }

  /// Any paragraph's `///` lines, a column a character.
  static func filledByCharacters(_ paragraph: String) -> [String] {
    var lines: [String] = []
    var line = "///"
    var width = 3
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = word.count
      if width > 3, width + 1 + wordWidth > lineWidth {
        lines.append(line)
        line = "///"
        width = 3
      }
      line += " " + word
      width += 1 + wordWidth
    }
    lines.append(line)
    return lines
  }

  /// Whether `lines` break inside braces, where a line break separates statements: joined on one
  /// line they would be another program.
  static func breaksInsideBraces(_ lines: [String]) -> Bool {
    guard lines.count > 1 else { return false }
    let source = SwiftText(lines.joined(separator: "\n"))
    var open: [UInt8] = []
    for token in source.tokens {
      switch token.kind {
      case .punctuation:
        let byte = source.bytes[token.offset]
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { open.append(byte) }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"), !open.isEmpty { open.removeLast() }
      case .newline where open.contains(UInt8(ascii: "{")):
        return true
      default:
        break
      }
    }
    return false
  }

  /// `public static func name<T>(label name: Type) async throws -> Result where T: P`.
  static func signature(_ function: SwiftFunction) -> String {
    var head = ""
    write(signatureOf: function, to: &head)
    return head
  }

  /// The signature, on one line, appended to `output` (a string, or the writer's buffer).
  static func write<Output: SwiftOutput>(signatureOf function: SwiftFunction, to output: inout Output) {
    if let access = function.access {
      output.write(access.rawValue)
      output.write(" ")
    }
    if function.isStatic { output.write("static ") }
    if function.name != "init" { output.write("func ") }
    output.write(function.name)
    if let generics = function.genericParameters { output.write("<" + generics + ">") }
    output.write("(")
    for (index, parameter) in function.parameters.enumerated() {
      if index > 0 { output.write(", ") }
      write(parameter, to: &output)
    }
    output.write(")")
    if function.effects.isAsync { output.write(" async") }
    if function.effects.isThrowing { output.write(" throws") }
    if function.effects.isRethrowing { output.write(" rethrows") }
    if let result = function.result {
      output.write(" -> ")
      result.write(to: &output)
    }
    if let clause = function.whereClause { output.write(" where " + clause) }
  }

  /// `moveTask(IndexPath, to: IndexPath)`: a case as declared, after `case `, written piece by
  /// piece into `output`.
  static func write<Output: SwiftOutput>(caseNamed name: String, values: [SwiftCaseValue], to output: inout Output) {
    output.write(name)
    guard !values.isEmpty else { return }
    output.write("(")
    for (index, value) in values.enumerated() {
      if index > 0 { output.write(", ") }
      if let label = value.label {
        output.write(label)
        output.write(": ")
      }
      value.type.write(to: &output)
      if let defaultValue = value.defaultValue {
        output.write(" = ")
        output.writeOnOneLine(defaultValue)
      }
    }
    output.write(")")
  }

  /// An argument label as a call writes it: a keyword needs no backquotes there, and Swift warns
  /// about them ("does not need to be escaped in argument list"), except `inout`.
  static func callLabel(_ label: String) -> String {
    // The first byte first: nearly every label has no backquote.
    guard label.utf8.first == UInt8(ascii: "`"), label.utf8.count > 2, label.hasPrefix("`"), label.hasSuffix("`"), label != "`inout`" else {
      return label
    }
    return String(label.dropFirst().dropLast())
  }

  /// `label name: Type = value`.
  static func parameter(_ parameter: SwiftParameter) -> String {
    var text = ""
    write(parameter, to: &text)
    return text
  }

  private static func write<Output: SwiftOutput>(_ parameter: SwiftParameter, to output: inout Output) {
    if let label = parameter.label {
      output.write(label)
      output.write(" ")
    }
    output.write(parameter.name)
    output.write(": ")
    parameter.type.write(to: &output)
    if let value = parameter.defaultValue {
      output.write(" = ")
      output.writeOnOneLine(value)
    }
  }

  /// `: Reactor, Stepper` after a type's name; nothing for no types.
  static func inheritanceClause(_ types: [TypeRef]) -> String {
    types.isEmpty ? "" : ": " + types.map(\.text).joined(separator: ", ")
  }

  /// Lines as one (a signature holds no line break): each trimmed, a space between two, none
  /// just inside a bracket (`[\n  1,\n  2\n]` → `[1, 2]`).
  static func oneLine(_ lines: [String]) -> String {
    guard lines.count > 1 else { return lines.first ?? "" }
    var result = ""
    for line in lines {
      // A comment ends at its line's end, which one line does not have: it is left out.
      let source = SwiftText(line)
      let code =
        source.tokens.first(where: { if case .comment = $0.kind { return true } else { return false } })
        .map { source.text(from: 0, to: $0.offset) } ?? line
      let trimmed = code.trimmingSpaces
      let closes = trimmed.hasPrefix(")") || trimmed.hasPrefix("]")
      // A trailing comma before a bracket closes on its own line reads `[1, 2,]` on one.
      if closes, result.last == "," { result.removeLast() }
      if let last = result.last, last != "(", last != "[", !closes { result += " " }
      result += trimmed
    }
    return result
  }

  // MARK: Names

  /// The names the statements use as values: a case binds only these.
  package static func referencedNames(in statements: [SwiftStatement]) -> Set<String> {
    var names: [String] = []
    for statement in statements { collect(statement, into: &names) }
    return Set(names)
  }

  private static func collect(_ statement: SwiftStatement, into names: inout [String]) {
    switch statement {
    case .expression(let value), .return(let value?): collect(value, into: &names)
    case .return(nil), .comment, .hint: break
    case .guard(let condition, let body):
      collect(condition, into: &names)
      body.forEach { collect($0, into: &names) }
    case .if(let condition, let thenBody, let elseBody):
      collect(condition, into: &names)
      (thenBody + (elseBody ?? [])).forEach { collect($0, into: &names) }
    case .let(_, let value), .var(_, _, let value), .throw(let value): collect(value, into: &names)
    case .local(let variable): variable.value.map { collect($0, into: &names) }
    case .do(let body, let handler): (body + handler).forEach { collect($0, into: &names) }
    case .defer(let body): body.forEach { collect($0, into: &names) }
    case .assign(let target, _, let value):
      collect(target, into: &names)
      collect(value, into: &names)
    case .switch(let subject, let cases, _):
      collect(subject, into: &names)
      for switchCase in cases { switchCase.body.forEach { collect($0, into: &names) } }
    }
  }

  private static func collect(_ condition: SwiftCondition, into names: inout [String]) {
    switch condition {
    case .holds(let value), .binding(_, let value), .matches(_, let value): collect(value, into: &names)
    }
  }

  private static func collect(_ expression: SwiftExpr, into names: inout [String]) {
    switch expression {
    case .tuple(let elements): elements.forEach { collect($0.value, into: &names) }
    case .subscript(let base, let arguments):
      collect(base, into: &names)
      arguments.forEach { collect($0.value, into: &names) }
    case .name(let name): names.append(name)
    case .literal(.interpolated(let pieces)):
      for case .value(let value) in pieces { collect(value, into: &names) }
    case .implicitMember, .literal, .type, .placeholder, .userCode: break
    case .member(let base, _), .optionalChain(let base), .prefix(_, let base), .effects(_, _, let base): collect(base, into: &names)
    case .call(let callee, let arguments, let trailing):
      collect(callee, into: &names)
      arguments.forEach { collect($0.value, into: &names) }
      trailing?.body.forEach { collect($0, into: &names) }
    case .closure(let closure): closure.body.forEach { collect($0, into: &names) }
    case .array(let elements, _): elements.forEach { collect($0, into: &names) }
    case .binary(let left, _, let right):
      collect(left, into: &names)
      collect(right, into: &names)
    case .chain(let base, let links):
      collect(base, into: &names)
      for link in links {
        link.arguments.forEach { collect($0.value, into: &names) }
        link.trailing?.body.forEach { collect($0, into: &names) }
      }
    case .fragment(let fragment): names.append(contentsOf: fragment.referencedNames)
    case .fromSpec(let value, _): collect(value, into: &names)
    }
  }

}

/// Writes the tree into one buffer: text goes on the current line; a piece that breaks lines
/// starts each new one at an indentation relative to the line it started on. A line's indentation
/// is written with its first text, so a line left empty holds nothing.
/// Where a signature is written: a string, or the writer, which keeps a default value's origin.
protocol SwiftOutput: TextOutputStream {
  /// `value` on one line (a signature holds no line break).
  mutating func writeOnOneLine(_ value: SwiftExpr)
}

extension String: SwiftOutput {
  mutating func writeOnOneLine(_ value: SwiftExpr) { write(SwiftRenderer.oneLine(SwiftRenderer.lines(value))) }
}

struct SwiftWriter: SwiftOutput {
  /// What has been written, as UTF-8.
  private let buffer: ByteBuffer
  /// What ends a line: a newline, or what a template's block puts between its lines.
  private let lineBreak: String
  /// The indentation level of the current line.
  private(set) var level = 0
  /// Whether the current line holds no text yet (and so no indentation).
  private var lineIsEmpty = true
  /// How many lines were ended so far: whether a piece broke lines.
  private(set) var lineCount = 0
  /// The level of the hint being written, if any: each of its lines starts with `// ` there,
  /// and the line's own indentation after it.
  private var hintLevel: Int?
  /// The innermost statement or declaration being written, where a line directive may stand:
  /// its first line (-1: none), and its region once a fragment from the spec is written in it
  /// (-1: none yet). Two integers, saved and restored around each one: a run writes millions.
  private var unitStart = -1
  private var unitRegion = -1
  /// What the writer learnt of the spec's origins, made when it writes the first one (without
  /// line directives, never: a writer stays small, and a run makes hundreds of thousands).
  private var origins: Origins?

  private final class Origins {
    /// The statements and declarations that hold a fragment from the spec (``LineDirectives``).
    var regions: [LineDirectives.Region] = []
    /// The first fragment from the spec written outside any statement or declaration (a value
    /// written apart): the piece it is put into takes it.
    var loose: (line: Int, origin: SourceLocation)?
    /// The first fragment from the spec written at all: a piece joined onto one line takes it.
    var first: SourceLocation?
  }

  /// `capacity`: the bytes to reserve, for a whole declaration (a buffer grown from empty is
  /// copied a dozen times).
  init(lineBreak: String = "\n", capacity: Int = 0) {
    self.lineBreak = lineBreak
    buffer = ByteBuffer(capacity: capacity)
  }

  /// What has been written, with a directive pair around each statement or declaration that
  /// holds a fragment from the spec.
  var text: String {
    guard let regions = origins?.regions, !regions.isEmpty else { return buffer.text }
    return LineDirectives.apply(regions, to: buffer.bytes, lineBreak: lineBreak)
  }

  /// The lines written, relative to the first one's indentation (written with `\n` between lines).
  func finish() -> [String] {
    guard origins?.regions.isEmpty ?? true else { return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    return rawLines
  }

  /// The lines written, without directives: a piece another writer puts in place.
  fileprivate var rawLines: [String] {
    buffer.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }

  // MARK: Origins

  /// `declaration` from the current line on, as a place a directive may stand before.
  mutating func writeUnit(_ declaration: SwiftDeclaration) { asUnit { $0.write(declaration) } }

  /// `statement` from the current line on, as a place a directive may stand before.
  mutating func writeUnit(_ statement: SwiftStatement) { asUnit { $0.write(statement) } }

  /// What `write` writes from the current line on, as one statement or declaration.
  private mutating func asUnit(_ write: (inout SwiftWriter) -> Void) {
    let outer = (unitStart, unitRegion)
    (unitStart, unitRegion) = (lineCount, -1)
    write(&self)
    if unitRegion >= 0 { origins!.regions[unitRegion].end = lineCount + 1 }
    (unitStart, unitRegion) = outer
  }

  /// The current statement or declaration starts on the current line (after its documentation).
  private mutating func restartUnit() {
    guard unitStart >= 0, unitRegion < 0 else { return }
    unitStart = lineCount
  }

  /// `line` (the current one unless said) was made from the spec's `origin`: the statement or
  /// declaration around it is numbered so that it is, unless a fragment before it named its line.
  mutating func mark(_ origin: SourceLocation?, line: Int? = nil) {
    // A hint is a comment: the compiler reports nothing there.
    guard let origin, hintLevel == nil else { return }
    let line = line ?? lineCount
    let origins = self.origins ?? Origins()
    self.origins = origins
    if origins.first == nil { origins.first = origin }
    guard unitStart >= 0 else {
      if origins.loose == nil { origins.loose = (line, origin) }
      return
    }
    guard unitRegion < 0 else { return }
    unitRegion = origins.regions.count
    origins.regions.append(LineDirectives.Region(start: unitStart, end: lineCount + 1, file: origin.file, line: origin.line - (line - unitStart)))
  }

  /// `value` written by a writer of its own, to be put in place whole or joined onto one line.
  private static func apart(_ value: SwiftExpr) -> SwiftWriter {
    var writer = SwiftWriter()
    writer.write(value)
    return writer
  }

  /// `piece`'s lines from the current line on, each other one at `level` and its own
  /// indentation, with its regions and origin.
  private mutating func put(_ piece: SwiftWriter, at level: Int) {
    let offset = lineCount
    if let pieceOrigins = piece.origins {
      let origins = self.origins ?? Origins()
      self.origins = origins
      for region in pieceOrigins.regions {
        origins.regions.append(LineDirectives.Region(start: region.start + offset, end: region.end + offset, file: region.file, line: region.line))
      }
      if let loose = pieceOrigins.loose { mark(loose.origin, line: loose.line + offset) }
    }
    write(lines: piece.rawLines, at: level)
  }

  /// `value` on one line (a signature holds no line break).
  mutating func writeOnOneLine(_ value: SwiftExpr) {
    let piece = Self.apart(value)
    write(SwiftRenderer.oneLine(piece.rawLines))
    mark(piece.origins?.first)
  }

  /// What was written up to a point, to take back what was tried there.
  private struct Checkpoint {
    let bytes: Int
    let lineCount: Int
    let level: Int
    let lineIsEmpty: Bool
    let regions: Int
    // An origin, once found, stays (the first one wins): only whether there was one is kept.
    let hadLooseOrigin: Bool
    let hadFirstOrigin: Bool
  }

  private var checkpoint: Checkpoint {
    Checkpoint(
      bytes: buffer.count, lineCount: lineCount, level: level, lineIsEmpty: lineIsEmpty, regions: origins?.regions.count ?? 0,
      hadLooseOrigin: origins?.loose != nil, hadFirstOrigin: origins?.first != nil)
  }

  private mutating func restore(_ checkpoint: Checkpoint) {
    buffer.removeAll(after: checkpoint.bytes)
    (lineCount, level, lineIsEmpty) = (checkpoint.lineCount, checkpoint.level, checkpoint.lineIsEmpty)
    // What was tried wrote no statement of its own: only the current one's region may be new.
    guard let origins else { return }
    if origins.regions.count > checkpoint.regions {
      origins.regions.removeSubrange(checkpoint.regions...)
      if unitRegion >= checkpoint.regions { unitRegion = -1 }
    }
    if !checkpoint.hadLooseOrigin { origins.loose = nil }
    if !checkpoint.hadFirstOrigin { origins.first = nil }
  }

  mutating func write(_ piece: String) {
    if lineIsEmpty {
      guard !piece.isEmpty else { return }
      beginText()
    }
    append(piece)
  }

  /// The renderer's own syntax (`(`, ` = `, `func `): its bytes are in the program, read without
  /// going through `String` (a third of all the writer's pieces).
  mutating func put(_ syntax: StaticString) {
    if lineIsEmpty {
      guard syntax.utf8CodeUnitCount > 0 else { return }
      beginText()
    }
    buffer.append(UnsafeBufferPointer(start: syntax.utf8Start, count: syntax.utf8CodeUnitCount))
  }

  /// `piece`'s bytes, as one block: appending the UTF-8 view as a sequence costs several times more.
  private func append(_ piece: String) {
    var piece = piece
    piece.withUTF8 { buffer.append($0) }
  }

  /// Writes the current line's indentation, if no text has.
  private mutating func beginText() {
    guard lineIsEmpty else { return }
    lineIsEmpty = false
    buffer.append(UInt8(ascii: " "), times: (level - (hintLevel ?? 0)) * SwiftRenderer.indentation.utf8.count)
  }

  /// Ends the current line and starts one at `level`.
  mutating func newline(at level: Int) {
    append(lineBreak)
    lineCount += 1
    self.level = level
    lineIsEmpty = true
    // A hint's line, blank ones too, starts with the hint's indentation and `// `.
    if let hintLevel {
      buffer.append(UInt8(ascii: " "), times: hintLevel * SwiftRenderer.indentation.utf8.count)
      append("// ")
    }
  }

  /// `lines`: the first on the current line, each other on a line of its own at `level`.
  private mutating func write(lines: [String], at level: Int) {
    for (index, line) in lines.enumerated() {
      if index > 0 { newline(at: level) }
      write(line)
    }
  }

  /// The user's lines: the first on the current line, each other at `base` plus its own
  /// indentation, blank lines left empty.
  mutating func writeUserCode(_ lines: [String], base: Int) {
    write(lines: lines, at: base)
  }

  // MARK: Declarations

  /// `declaration` from the current line on, its other lines relative to it; `origin` is marked
  /// on the line that names it, after its documentation and attributes.
  mutating func write(_ declaration: SwiftDeclaration, markedAt origin: SourceLocation? = nil) {
    let base = level
    switch declaration {
    case .type(let type):
      write(type, markedAt: origin)
    case .typeAlias(let access, let name, let type):
      mark(origin)
      if let access {
        write(access.rawValue)
        put(" ")
      }
      put("typealias ")
      write(name)
      put(" = ")
      type.write(to: &self)
    case .fromSpec(let declaration, let ownOrigin):
      write(declaration, markedAt: origin ?? ownOrigin)
    case .documentation(let text):
      mark(origin)
      writeDocumentation(text, base: base)
    case .mark(let text):
      mark(origin)
      put("// MARK: ")
      write(text)
    case .userCode(let code):
      mark(origin)
      write(lines: code, at: base)
    case .enumCase(let name, let values):
      mark(origin)
      put("case ")
      SwiftRenderer.write(caseNamed: name, values: values, to: &self)
    case .variable(let variable):
      mark(origin)
      for attribute in variable.attributes {
        write(attribute.text)
        put(" ")
      }
      if let access = variable.access {
        write(access.rawValue)
        put(" ")
      }
      if let setter = variable.setterAccess {
        write(setter.rawValue)
        put("(set) ")
      }
      if variable.isLazy { put("lazy ") }
      if variable.isUnowned { put("unowned ") }
      if variable.isWeak { put("weak ") }
      if variable.isNonisolatedUnsafe { put("nonisolated(unsafe) ") }
      put(variable.isLet ? "let " : "var ")
      write(variable.name)
      if let type = variable.type {
        put(": ")
        type.write(to: &self)
      }
      if variable.isRequirement { put(" { get }") }
      guard let value = variable.value else { return }
      put(" = ")
      write(value)
    case .function(let function):
      for attribute in function.attributes {
        write(attribute.text)
        newline(at: base)
      }
      mark(origin)
      // `init() {}`: nothing to do reads on one line.
      writeSignatureLines(function, opening: function.body.map { $0.isEmpty ? " {}" : " {" } ?? "")
      if let body = function.body, !body.isEmpty { block(body, base: base) }
    case .deinitializer(let body):
      mark(origin)
      guard !body.isEmpty else { return put("deinit {}") }
      put("deinit {")
      block(body, base: base)
    }
  }

  /// A paragraph's `///` lines, the first on the current line: one that fits is written as it
  /// is, without building its line.
  private mutating func writeDocumentation(_ paragraph: String, base: Int) {
    guard !SwiftRenderer.fitsOneLine(paragraph) else {
      put("/// ")
      return write(paragraph)
    }
    write(lines: SwiftRenderer.documentationLines([paragraph]), at: base)
  }

  /// The signature and `opening`: written on the current line, and written again with its
  /// parameters one a line when the function wraps them (``SwiftRenderer/wraps(_:)``) or it turns
  /// out wider than ``SwiftRenderer/lineWidth``. A default whose closure spans lines keeps them.
  mutating func writeSignatureLines(_ function: SwiftFunction, opening: String) {
    let base = level
    if !SwiftRenderer.wraps(function) || function.parameters.isEmpty {
      beginText()
      let tried = checkpoint
      SwiftRenderer.write(signatureOf: function, to: &self)
      write(opening)
      guard buffer.count - tried.bytes > SwiftRenderer.lineWidth, !function.parameters.isEmpty else { return }
      restore(tried)
    }
    var unwrapped = function
    unwrapped.parameters = []
    let head = SwiftRenderer.signature(unwrapped)
    // The empty parameter clause, found by bytes (`firstRange(of:)` costs 14,000 instructions).
    let bytes = head.utf8
    let lower = bytes.indices.first {
      bytes[$0] == UInt8(ascii: "(") && bytes.index(after: $0) < bytes.endIndex && bytes[bytes.index(after: $0)] == UInt8(ascii: ")")
    }!
    write(String(head[..<lower]))
    put("(")
    for (index, parameter) in function.parameters.enumerated() {
      newline(at: base + 1)
      var withoutDefault = parameter
      withoutDefault.defaultValue = nil
      write(SwiftRenderer.parameter(withoutDefault))
      if let value = parameter.defaultValue {
        put(" = ")
        let piece = Self.apart(value)
        if SwiftRenderer.breaksInsideBraces(piece.rawLines) {
          put(piece, at: base + 1)
        } else {
          write(SwiftRenderer.oneLine(piece.rawLines))
          mark(piece.origins?.first)
        }
      }
      if index < function.parameters.count - 1 { put(",") }
    }
    newline(at: base)
    put(")")
    write(String(head[bytes.index(lower, offsetBy: 2)...]))
    write(opening)
  }

  private mutating func write(_ type: SwiftTypeDeclaration, markedAt origin: SourceLocation?) {
    let base = level
    for paragraph in type.documentation {
      writeDocumentation(paragraph, base: base)
      newline(at: base)
    }
    restartUnit()
    for attribute in type.attributes {
      write(attribute.text)
      newline(at: base)
    }
    mark(origin)
    if !type.inheritance.isEmpty { mark(type.inheritanceOrigin) }
    if let access = type.access {
      write(access.rawValue)
      put(" ")
    }
    if type.isFinal { put("final ") }
    write(type.kind.rawValue)
    put(" ")
    write(type.name)
    write(SwiftRenderer.inheritanceClause(type.inheritance))
    put(" {")
    var isFirst = true
    for group in type.members where !group.isEmpty {
      if !isFirst { newline(at: 0) }
      isFirst = false
      for member in group {
        newline(at: base + 1)
        writeUnit(member)
      }
    }
    newline(at: base)
    put("}")
  }

  // MARK: Statements

  mutating func write(_ statement: SwiftStatement) {
    let base = level
    switch statement {
    case .expression(let expression):
      write(expression)
    case .return(let value):
      put(value == nil ? "return" : "return ")
      if let value { write(value) }
    case .guard(let condition, let elseBody):
      put("guard ")
      write(condition)
      // A lone `return` stays on the guard's line; anything else is a block.
      let isLoneReturn = if elseBody.count == 1, case .return = elseBody[0] { true } else { false }
      if !(isLoneReturn && writeOnOneLine(" else {", elseBody)) {
        put(" else {")
        block(elseBody, base: base)
      }
    case .if(let condition, let thenBody, let elseBody):
      put("if ")
      write(condition)
      put(" {")
      block(thenBody, base: base)
      if let elseBody {
        put(" else {")
        block(elseBody, base: base)
      }
    case .let(let name, let value):
      put("let ")
      write(name)
      put(" = ")
      write(value)
    case .var(let name, let type, let value):
      put("var ")
      write(name)
      if let type {
        put(": ")
        type.write(to: &self)
      }
      put(" = ")
      write(value)
    case .local(let variable):
      write(.variable(variable))
    case .do(let body, let handler):
      put("do {")
      block(body, base: base)
      put(" catch {")
      block(handler, base: base)
    case .defer(let body):
      if !writeOnOneLine("defer {", body) {
        put("defer {")
        block(body, base: base)
      }
    case .throw(let value):
      put("throw ")
      write(value)
    case .assign(let target, let op, let value):
      write(target)
      put(" ")
      write(op.rawValue)
      put(" ")
      write(value)
    case .switch(let subject, let cases, let isSpaced):
      writeSwitch(subject, cases, isSpaced: isSpaced, base: base)
    case .comment(let text, let isDocumentation):
      put(isDocumentation ? "/// " : "// ")
      write(text)
    case .hint(let statement):
      writeHint(statement, base: base)
    }
  }

  /// `switch subject { case ...: ... }`, its cases a blank line apart when `isSpaced`.
  private mutating func writeSwitch(_ subject: SwiftExpr, _ cases: [SwiftSwitchCase], isSpaced: Bool, base: Int) {
    put("switch ")
    // Like a condition: a brace of the subject would open the switch's body.
    writeInCondition(subject)
    put(" {")
    for (index, switchCase) in cases.enumerated() {
      if isSpaced && index > 0 { newline(at: 0) }
      newline(at: base)
      if case .userCode(let lines) = switchCase.pattern {
        writeUserCode(lines, base: base)
        continue
      }
      SwiftRenderer.write(patternOf: switchCase, to: &self)
      for statement in switchCase.body {
        newline(at: base + 1)
        writeUnit(statement)
      }
    }
    newline(at: base)
    put("}")
  }

  /// A statement behind `// `: every line it breaks into is, after the hint's own indentation.
  private mutating func writeHint(_ statement: SwiftStatement, base: Int) {
    // Every line the statement breaks into is behind `// `, after the hint's own indentation:
    // written in place; a hint inside a hint is written apart, and its lines put behind it.
    guard hintLevel == nil else {
      var hint = SwiftWriter()
      hint.write(statement)
      for (index, line) in hint.rawLines.enumerated() {
        if index > 0 { newline(at: base) }
        write("// " + line)
      }
      return
    }
    put("// ")
    hintLevel = base
    write(statement)
    hintLevel = nil
  }

  /// `statements` one a line, one level in from `base`, then `}` at `base`.
  private mutating func block(_ statements: [SwiftStatement], base: Int) {
    for statement in statements {
      newline(at: base + 1)
      writeUnit(statement)
    }
    newline(at: base)
    put("}")
  }

  /// `opening { statement }` on the current line, when there is at most one statement and it
  /// stays on one line; otherwise nothing is written (what was tried is taken back) and false.
  private mutating func writeOnOneLine(_ opening: StaticString, _ statements: [SwiftStatement]) -> Bool {
    // A comment runs to its line's end: the closing brace cannot follow it on the line.
    guard statements.count <= 1, !statements.contains(where: \.isComment) else { return false }
    let tried = checkpoint
    put(opening)
    put(" ")
    if let statement = statements.first { write(statement) }
    guard lineCount == tried.lineCount else {
      restore(tried)
      return false
    }
    put(" }")
    return true
  }

  mutating func write(_ condition: SwiftCondition) {
    switch condition {
    case .holds(let value):
      writeInCondition(value)
    case .binding(let name, let value):
      put("let ")
      write(name)
      put(" = ")
      writeInCondition(value)
    case .matches(let caseName, let value):
      put("case .")
      write(caseName)
      put(" = ")
      writeInCondition(value)
    }
  }

  /// A condition's value, in parentheses when Swift would read a brace of it as the start of the body.
  private mutating func writeInCondition(_ value: SwiftExpr) {
    writeParenthesized(value, when: SwiftRenderer.needsParenthesesInCondition(value))
  }

  // MARK: Expressions

  mutating func write(_ expression: SwiftExpr) {
    let base = level
    switch expression {
    case .name(let name):
      write(name)
    case .type(let type):
      write(SwiftRenderer.typeAsValue(type))
    case .tuple(let elements):
      put("(")
      write(elements)
      put(")")
    case .subscript(let base, let arguments):
      writeBeforePostfix(base)
      put("[")
      write(arguments)
      put("]")
    case .member(let base, let member):
      writeBeforePostfix(base)
      put(".")
      write(member)
    case .implicitMember(let member):
      put(".")
      write(member)
    case .call(let callee, let arguments, let trailing):
      writeBeforePostfix(callee)
      writeCallArguments(arguments, trailing)
    case .closure(let closure):
      write(closure)
    case .literal(let literal):
      SwiftRenderer.write(literal, to: &self)
    case .array(let elements, let isMultiline):
      writeArray(elements, isMultiline: isMultiline, base: base)
    case .binary(let left, let op, let right):
      // An operand that is itself an operator expression keeps the tree's grouping whatever the
      // operators' precedence; `try` and `await` may not stand right of an operator.
      writeParenthesized(left, when: left.isOperation)
      put(" ")
      write(op.rawValue)
      put(" ")
      writeParenthesized(right, when: right.isOperation || right.startsWithEffects)
    case .prefix(let op, let value):
      write(op.rawValue)
      writeParenthesized(value, when: value.isOperation || value.startsWithEffects)
    case .optionalChain(let value):
      writeBeforePostfix(value)
      put("?")
    case .effects(let isTry, let isAwait, let value):
      if isTry { put("try ") }
      if isAwait { put("await ") }
      write(value)
    case .chain(let source, let links):
      writeChain(source, links, base: base)
    case .fragment(let fragment):
      writeFragment(fragment)
    case .placeholder(let base):
      if let base { write(base) }
      put("...")
    case .userCode(let lines):
      writeUserCode(lines, base: base)
    case .fromSpec(let value, let origin):
      mark(origin)
      write(value)
    }
  }

  /// What a member, call, subscript, `?` or chain link follows: an operator expression in
  /// parentheses, or the postfix would bind to its last operand.
  /// A call's parenthesized arguments (left out when a trailing closure is all it has) and its
  /// trailing closure.
  private mutating func writeCallArguments(_ arguments: [SwiftArgument], _ trailing: SwiftClosure?) {
    if !arguments.isEmpty || trailing == nil {
      put("(")
      write(arguments)
      put(")")
    }
    if let trailing {
      put(" ")
      write(trailing)
    }
  }

  private mutating func writeArray(_ elements: [SwiftExpr], isMultiline: Bool, base: Int) {
    guard !elements.isEmpty else { return put("[]") }
    put("[")
    guard isMultiline else {
      write(elements.map { SwiftArgument($0) })
      return put("]")
    }
    for element in elements {
      newline(at: base + 1)
      write(element)
      put(",")
    }
    newline(at: base)
    put("]")
  }

  private mutating func writeChain(_ source: SwiftExpr, _ links: [SwiftChainLink], base: Int) {
    let before = lineCount
    writeBeforePostfix(source)
    // Under a source that ends a block (`])`), links line up with it; under one line, they
    // are indented.
    let linkLevel = lineCount > before ? base : base + 1
    for link in links {
      newline(at: linkLevel)
      put(".")
      write(link.member)
      writeCallArguments(link.arguments, link.trailing)
    }
  }

  private mutating func writeFragment(_ fragment: SpecFragment) {
    mark(fragment.origin)
    // A fragment over several lines (a YAML block scalar) keeps its own relative indentation,
    // from the line it starts on.
    // Nearly every fragment is one line: written whole, not split into characters.
    guard fragment.text.utf8.contains(UInt8(ascii: "\n")) || fragment.text.utf8.last == UInt8(ascii: "\r") else { return write(fragment.text) }
    let lines = fragment.text.split(separator: "\n", omittingEmptySubsequences: false)
    let level = self.level
    for (index, line) in lines.enumerated() {
      if index > 0 { newline(at: level) }
      write(String(line.last == "\r" ? line.dropLast() : line))
    }
  }

  private mutating func writeBeforePostfix(_ value: SwiftExpr) {
    writeParenthesized(value, when: value.isOperation)
  }

  private mutating func writeParenthesized(_ value: SwiftExpr, when condition: Bool) {
    if condition { put("(") }
    write(value)
    if condition { put(")") }
  }

  /// Arguments separated by commas.
  private mutating func write(_ arguments: [SwiftArgument]) {
    for (index, argument) in arguments.enumerated() {
      if index > 0 { put(", ") }
      if let label = argument.label {
        write(SwiftRenderer.callLabel(label))
        put(": ")
      }
      write(argument.value)
    }
  }

  /// `{ [weak self] event -> Observable<Mutation> in ... }`: on one line when the body is one
  /// expression and no result type is declared, else as a block.
  mutating func write(_ closure: SwiftClosure) {
    let base = level
    put("{")
    var hasSignature = false
    if !closure.captures.isEmpty {
      put(" [")
      for (index, capture) in closure.captures.enumerated() {
        if index > 0 { put(", ") }
        write(capture.text)
      }
      put("]")
      hasSignature = true
    }
    if !closure.parameters.isEmpty {
      put(" ")
      for (index, parameter) in closure.parameters.enumerated() {
        if index > 0 { put(", ") }
        write(parameter)
      }
      hasSignature = true
    }
    if let result = closure.result {
      // A result type needs a parameter clause, `()` when there are no parameters.
      if closure.parameters.isEmpty { put(" ()") }
      put(" -> ")
      result.write(to: &self)
      hasSignature = true
    }
    if hasSignature { put(" in") }
    var body = closure.body
    // `{ [` would open a capture list: a first expression that starts with a bracket, in a
    // closure with no signature, is put in parentheses.
    if !hasSignature, case .expression(let first)? = body.first, first.startsWithBracket {
      body[0] = .expression(.tuple([SwiftArgument(first)]))
    }
    if closure.result == nil, body.count == 1, case .expression(let value) = body[0] {
      put(" ")
      write(value)
      put(" }")
      return
    }
    block(body, base: base)
  }
}
