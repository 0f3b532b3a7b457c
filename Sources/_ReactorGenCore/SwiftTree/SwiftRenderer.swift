/// Prints the tree as Swift. The one place that decides indentation (two spaces), where lines
/// break (an operator chain's links, an array's elements, a block closure's statements), where
/// parentheses go (a condition holding a brace) and how strings are escaped.
///
/// Every function returns lines whose indentation is relative to the line the printed piece
/// starts on: a template, or the piece around it, puts them in place.
enum SwiftRenderer {
  static let indentation = "  "

  // MARK: Statements

  static func lines(_ statements: [SwiftStatement]) -> [String] {
    statements.flatMap(lines)
  }

  static func lines(_ statement: SwiftStatement) -> [String] {
    switch statement {
    case .expression(let expression):
      return lines(expression)
    case .return(let value):
      return value.map { joined(["return "], lines($0)) } ?? ["return"]
    case .guard(let condition, let elseBody):
      let head = joined(["guard "], lines(condition))
      let body = lines(elseBody)
      // A lone `return` stays on the guard's line; anything else is a block.
      if elseBody.count == 1, case .return = elseBody[0], body.count == 1 { return joined(head, [" else { \(body[0]) }"]) }
      return joined(head, [" else {"]) + indented(body) + ["}"]
    case .if(let condition, let thenBody, let elseBody):
      var result = joined(joined(["if "], lines(condition)), [" {"]) + indented(lines(thenBody))
      if let elseBody { result += ["} else {"] + indented(lines(elseBody)) }
      return result + ["}"]
    case .let(let name, let value):
      return joined(["let \(name) = "], lines(value))
    case .var(let name, let type, let value):
      return joined(["var \(name)\(type.map { ": \($0.text)" } ?? "") = "], lines(value))
    case .defer(let body):
      let bodyLines = lines(body)
      if bodyLines.count == 1 { return ["defer { \(bodyLines[0]) }"] }
      return ["defer {"] + indented(bodyLines) + ["}"]
    case .throw(let value):
      return joined(["throw "], lines(value))
    case .assign(let target, let op, let value):
      return joined(joined(lines(target), [" \(op) "]), lines(value))
    case .switch(let subject, let cases):
      var result = joined(["switch "], lines(subject))
      result = joined(result, [" {"])
      for switchCase in cases {
        result.append(pattern(switchCase))
        result += indented(lines(switchCase.body))
      }
      return result + ["}"]
    case .comment(let text, let isDocumentation):
      return [(isDocumentation ? "/// " : "// ") + text]
    case .hint(let statement):
      return lines(statement).map { "// " + $0 }
    }
  }

  /// `case let .search(query, _):`, binding only the values the body uses (Swift warns about a
  /// bound value never used), or `case .search:` when it uses none.
  static func pattern(_ switchCase: SwiftSwitchCase) -> String {
    switch switchCase.pattern {
    case .default:
      return "default:"
    case .enumCase(let name, let bindings):
      guard !bindings.isEmpty else { return "case .\(name):" }
      let used = referencedNames(in: switchCase.body)
      let bound = bindings.map { used.contains($0) ? $0 : "_" }
      guard bound.contains(where: { $0 != "_" }) else { return "case .\(name):" }
      return "case let .\(name)(\(bound.joined(separator: ", "))):"
    }
  }

  // MARK: Expressions

  static func lines(_ expression: SwiftExpr) -> [String] {
    switch expression {
    case .name(let name):
      return [name]
    case .type(let type):
      return [typeAsValue(type)]
    case .tuple(let elements):
      return joined(argumentLines(["("], elements), [")"])
    case .subscript(let base, let arguments):
      return joined(argumentLines(joined(lines(base), ["["]), arguments), ["]"])
    case .member(let base, let member):
      return joined(lines(base), [".\(member)"])
    case .implicitMember(let member):
      return [".\(member)"]
    case .call(let callee, let arguments, let trailing):
      var result = lines(callee)
      if !arguments.isEmpty || trailing == nil {
        result = joined(argumentLines(joined(result, ["("]), arguments), [")"])
      }
      if let trailing { result = joined(joined(result, [" "]), lines(trailing)) }
      return result
    case .closure(let closure):
      return lines(closure)
    case .literal(let literal):
      return [text(of: literal)]
    case .array(let elements, let isMultiline):
      guard !elements.isEmpty else { return ["[]"] }
      guard isMultiline else { return joined(argumentLines(["["], elements.map { SwiftArgument($0) }), ["]"]) }
      return ["["] + elements.flatMap { indented(joined(lines($0), [","])) } + ["]"]
    case .binary(let left, let op, let right):
      return joined(joined(lines(left), [" \(op) "]), lines(right))
    case .prefix(let op, let value):
      return joined([op], lines(value))
    case .optionalChain(let value):
      return joined(lines(value), ["?"])
    case .effects(let isTry, let isAwait, let value):
      return joined([(isTry ? "try " : "") + (isAwait ? "await " : "")], lines(value))
    case .chain(let base, let links):
      var result = lines(base)
      // Under a base that ends a block (`])`), links line up with it; under one line, they are
      // indented.
      let indent = result.count > 1 ? "" : indentation
      for link in links {
        let linkLines = lines(.call(.implicitMember(link.member), link.arguments, trailing: link.trailing))
        result += linkLines.map { indent + $0 }
      }
      return result
    case .fragment(let fragment):
      return [fragment.text]
    case .placeholder(let base):
      return base.map { joined(lines($0), ["..."]) } ?? ["..."]
    }
  }

  /// `head` followed by the arguments, separated by commas.
  private static func argumentLines(_ head: [String], _ arguments: [SwiftArgument]) -> [String] {
    var result = head
    for (index, argument) in arguments.enumerated() {
      if index > 0 { result = joined(result, [", "]) }
      if let label = argument.label { result = joined(result, ["\(label): "]) }
      result = joined(result, lines(argument.value))
    }
    return result
  }

  /// A type where an expression names it (`T.self`, `PublishSubject<Action>()`): in parentheses
  /// unless it is a name, a collection or a metatype.
  static func typeAsValue(_ type: TypeRef) -> String {
    switch type {
    case .named, .array, .dictionary, .metatype: type.text
    default: "(\(type.text))"
    }
  }

  static func lines(_ closure: SwiftClosure) -> [String] {
    var signature = closure.captures.isEmpty ? [] : ["[\(closure.captures.joined(separator: ", "))]"]
    signature += closure.parameters
    if let result = closure.result { signature.append("-> \(result.text)") }
    let head = signature.isEmpty ? "{" : "{ \(signature.joined(separator: " ")) in"
    if closure.result == nil, closure.body.count == 1, case .expression(let value) = closure.body[0] {
      return joined(joined([head + " "], lines(value)), [" }"])
    }
    return [head] + indented(lines(closure.body)) + ["}"]
  }

  /// A condition, in parentheses when Swift would read a brace of it as the start of the body.
  static func lines(_ condition: SwiftCondition) -> [String] {
    switch condition {
    case .holds(let value):
      return needsParenthesesInCondition(value) ? joined(joined(["("], lines(value)), [")"]) : lines(value)
    case .binding(let name, let value):
      let valueLines = needsParenthesesInCondition(value) ? joined(joined(["("], lines(value)), [")"]) : lines(value)
      return joined(["let \(name) = "], valueLines)
    }
  }

  private static func needsParenthesesInCondition(_ expression: SwiftExpr) -> Bool {
    switch expression {
    case .fragment(let fragment): fragment.hasBraceOutsideBrackets
    case .call(_, _, let trailing?): trailing.body.isEmpty == false
    case .call(let callee, _, nil): needsParenthesesInCondition(callee)
    case .closure: true
    case .member(let base, _), .optionalChain(let base), .prefix(_, let base), .effects(_, _, let base): needsParenthesesInCondition(base)
    case .binary(let left, _, let right): needsParenthesesInCondition(left) || needsParenthesesInCondition(right)
    case .chain: true
    case .subscript(let base, _): needsParenthesesInCondition(base)
    case .name, .type, .implicitMember, .literal, .array, .tuple, .placeholder: false
    }
  }

  static func text(of literal: SwiftLiteral) -> String {
    switch literal {
    case .bool(let value): String(value)
    case .integer(let value): String(value)
    case .floatingPoint(let value): String(value)
    case .nil: "nil"
    case .emptyArray: "[]"
    case .string(let content): "\"" + escaped(content) + "\""
    case .interpolated(let pieces):
      "\"" + pieces.map { piece in
        switch piece {
        case .text(let text): escaped(text)
        case .value(let value): "\\(" + lines(value).joined(separator: " ") + ")"
        }
      }.joined() + "\""
    }
  }

  /// A string literal's content: quotes, backslashes and every control character escaped, so the
  /// literal stays one line whatever a name or message holds.
  static func escaped(_ content: String) -> String {
    var result = ""
    for scalar in content.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  // MARK: Declarations

  static func lines(_ declaration: SwiftDeclaration) -> [String] {
    switch declaration {
    case .documentation(let text):
      return ["/// \(text)"]
    case .enumCase(let name, let values):
      return ["case " + caseDeclaration(name: name, values: values)]
    case .variable(let variable):
      var words = variable.attributes
      if let access = variable.access { words.append(access) }
      if variable.isLazy { words.append("lazy") }
      words.append(variable.isLet ? "let" : "var")
      var head = words.joined(separator: " ") + " " + variable.name
      if let type = variable.type { head += ": " + type.text }
      guard let value = variable.value else { return [head] }
      return joined([head + " = "], lines(value))
    case .function(let function):
      var words: [String] = []
      if let access = function.access { words.append(access) }
      if function.isStatic { words.append("static") }
      if function.name != "init" { words.append("func") }
      var head = (words + [function.name]).joined(separator: " ")
      if let generics = function.genericParameters { head += "<\(generics)>" }
      head += "(" + function.parameters.map(parameter).joined(separator: ", ") + ")"
      if !function.effects.isEmpty { head += " " + function.effects.joined(separator: " ") }
      if let result = function.result { head += " -> " + result.text }
      if let clause = function.whereClause { head += " where " + clause }
      guard let body = function.body else { return [head] }
      return [head + " {"] + indented(lines(body)) + ["}"]
    }
  }

  /// `moveTask(IndexPath, to: IndexPath)`: a case as declared, after `case `.
  static func caseDeclaration(name: String, values: [SwiftCaseValue]) -> String {
    guard !values.isEmpty else { return name }
    return name + "(" + values.map { ($0.label.map { "\($0): " } ?? "") + $0.type.text }.joined(separator: ", ") + ")"
  }

  /// `label name: Type = value`.
  static func parameter(_ parameter: SwiftParameter) -> String {
    let head = (parameter.label.map { "\($0) " } ?? "") + "\(parameter.name): \(parameter.type.text)"
    guard let value = parameter.defaultValue else { return head }
    return head + " = " + lines(value).joined(separator: " ")
  }

  // MARK: Names

  /// The names the statements use as values: a case binds only these.
  static func referencedNames(in statements: [SwiftStatement]) -> Set<String> {
    var names: Set<String> = []
    for statement in statements { collect(statement, into: &names) }
    return names
  }

  private static func collect(_ statement: SwiftStatement, into names: inout Set<String>) {
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
    case .defer(let body): body.forEach { collect($0, into: &names) }
    case .assign(let target, _, let value):
      collect(target, into: &names)
      collect(value, into: &names)
    case .switch(let subject, let cases):
      collect(subject, into: &names)
      for switchCase in cases { switchCase.body.forEach { collect($0, into: &names) } }
    }
  }

  private static func collect(_ condition: SwiftCondition, into names: inout Set<String>) {
    switch condition {
    case .holds(let value), .binding(_, let value): collect(value, into: &names)
    }
  }

  private static func collect(_ expression: SwiftExpr, into names: inout Set<String>) {
    switch expression {
    case .tuple(let elements): elements.forEach { collect($0.value, into: &names) }
    case .subscript(let base, let arguments):
      collect(base, into: &names)
      arguments.forEach { collect($0.value, into: &names) }
    case .name(let name): names.insert(name)
    case .literal(.interpolated(let pieces)):
      for case .value(let value) in pieces { collect(value, into: &names) }
    case .implicitMember, .literal, .type, .placeholder: break
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
    case .fragment(let fragment): names.formUnion(fragment.referencedNames)
    }
  }

  // MARK: Layout

  /// `head`'s last line continued by `tail`'s first; `tail`'s other lines keep their indentation
  /// relative to the line they continue.
  static func joined(_ head: [String], _ tail: [String]) -> [String] {
    guard var result = Optional(head), let last = result.popLast(), let first = tail.first else { return head + tail }
    let indent = String(last.prefix { $0 == " " })
    result.append(last + first)
    result += tail.dropFirst().map { $0.isEmpty ? $0 : indent + $0 }
    return result
  }

  static func indented(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? $0 : indentation + $0 }
  }
}
