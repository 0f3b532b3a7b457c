/// A piece of the spec's own Swift — a default, a `when:` condition, an emitted argument, a value
/// to set — already checked to be one expression (``SwiftExpression/problem(in:)``). The tree
/// carries it verbatim; what matters about where it may stand is read here from its
/// tokens: whether a brace of it would end a condition, whether it is an `if`/`switch`
/// expression, whether it throws or waits, and what it reads.
package struct SpecFragment: Equatable, Sendable {
  let text: String
  /// Where the spec wrote it, when the output names it (``LineDirectives``).
  var origin: SourceLocation?

  package init(_ text: String, origin: SourceLocation? = nil) {
    self.text = text
    self.origin = origin
  }

  /// A `{` outside every bracket: in a `guard` condition Swift reads it as the start of the
  /// `else` body (a trailing closure, an immediately called closure), so it needs parentheses there.
  var hasBraceOutsideBrackets: Bool {
    // Most fragments have no brace: nothing to lex.
    var bytes = text
    return bytes.withUTF8 { $0.contains(UInt8(ascii: "{")) } && Shape(text).hasBraceOutsideBrackets
  }

  /// The whole fragment is an `if` or `switch` expression: Swift takes one only as the value of
  /// an assignment, a variable's initial value, a `return` or a closure's single expression.
  var isConditionalExpression: Bool { Shape(text).isConditionalExpression }

  /// The names it uses as values (in interpolations too, raw strings' included).
  var referencedNames: Set<String> { SwiftSource.referencedNames(in: [text]) }

  /// The fragment reading each value `renamed` maps by its new name.
  package func renaming(_ renamed: [String: String]) -> SpecFragment {
    SpecFragment(SwiftSource.renamingReferences(in: text, renamed), origin: origin)
  }

  /// What its tokens say about where it may stand. Read when asked: most fragments are only
  /// printed.
  struct Shape {
    var hasBraceOutsideBrackets: Bool
    var isConditionalExpression: Bool
    /// An `if` or `switch` expression where Swift takes none: an operand, an argument, in
    /// parentheses, a condition (`if c {1} else {2} + 1`, `f(if c {1} else {2})`).
    var hasMisplacedConditional: Bool
    /// `try` (not `try?`/`try!`), also in a closure or an interpolation: a closure given to a
    /// `rethrows` function (`map`) makes the call throw, so only a place that throws could take it.
    var usesTry: Bool
    /// `await`, also in a closure or an interpolation: the place must be asynchronous.
    var usesAwait: Bool
    /// An anonymous closure argument (`$0`) read outside every closure of the fragment: no place
    /// gives one (a query's filter names its argument `entity`).
    var anonymousArgument: String?

    init(_ text: String) {
      let source = SwiftText(text)
      let tokens = source.tokens
      var depth = 0
      var braceOutside = false
      var usesTry = false
      var usesAwait = false
      var misplacedInInterpolation = false
      // Braces opened by `if`, `switch` and `else` are branches of the expression, not closures.
      var nextBraceIsBranch = false
      // The open braces, each a closure's or a branch's; a branch's brace stands at the bracket
      // depth of its `if`/`switch`/`else` (one inside its condition's brackets is a closure's).
      var openBraces: [Bool] = []
      var branchDepth = 0
      var anonymousArgument: String?
      for (index, token) in tokens.enumerated() {
        switch token.kind {
        case .punctuation:
          switch source.bytes[token.offset] {
          case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
          case UInt8(ascii: "{"):
            if depth == 0 && !nextBraceIsBranch { braceOutside = true }
            openBraces.append(!(nextBraceIsBranch && depth == branchDepth))
            if depth == branchDepth { nextBraceIsBranch = false }
          case UInt8(ascii: "}"): _ = openBraces.popLast()
          default: break
          }
        case .identifier:
          if source.bytes[token.offset] == UInt8(ascii: "$"), anonymousArgument == nil, token.offset + 1 < source.bytes.count,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(source.bytes[token.offset + 1]), !openBraces.contains(true)
          {
            anonymousArgument = source.text(of: token)
          }
          // Compared as bytes: most fragments are read once per run, word by word.
          if source.is(token, "if") || source.is(token, "switch") || source.is(token, "else") {
            nextBraceIsBranch = true
            branchDepth = depth
          }
          // `try` and `await` are names, not effects, as a member (`x.await`) or a label (`await:`).
          let previous = index > 0 ? tokens[index - 1] : nil
          let next = index + 1 < tokens.count ? tokens[index + 1] : nil
          let isMember = previous.map { $0.kind == .punctuation && source.is($0, ".") } ?? false
          let isLabel = next.map { $0.kind == .punctuation && source.is($0, ":") } ?? false
          guard !isMember && !isLabel else { break }
          if source.is(token, "await") { usesAwait = true }
          if source.is(token, "try") {
            let isOptional = next.map { !$0.spaceBefore && (source.is($0, "?") || source.is($0, "!")) } ?? false
            if !isOptional { usesTry = true }
          }
        case .string:
          // An interpolation is an argument: its code is read as the fragment's own.
          for range in SwiftSource.interpolations(in: token, of: source) {
            let inner = Shape(source.text(from: range.lowerBound, to: range.upperBound))
            usesTry = usesTry || inner.usesTry
            usesAwait = usesAwait || inner.usesAwait
            if !openBraces.contains(true) { anonymousArgument = anonymousArgument ?? inner.anonymousArgument }
            misplacedInInterpolation = misplacedInInterpolation || inner.hasMisplacedConditional || inner.isConditionalExpression
          }
        default: break
        }
      }
      hasBraceOutsideBrackets = braceOutside
      let isConditional = { (index: Int) in
        tokens[index].kind == .identifier && (source.is(tokens[index], "if") || source.is(tokens[index], "switch"))
      }
      let isWhole = !tokens.isEmpty && isConditional(0) && Self.conditionalEnd(from: 0, tokens, source) == tokens.count
      isConditionalExpression = isWhole
      hasMisplacedConditional =
        misplacedInInterpolation
        || tokens.indices.contains { index in
          guard isConditional(index) else { return false }
          if index == 0 { return !isWhole }
          return !Self.wholeValueStarts.contains(source.text(of: tokens[index - 1]))
        }
      self.usesTry = usesTry
      self.usesAwait = usesAwait
      self.anonymousArgument = anonymousArgument
    }

    /// Where an `if`/`switch` starts a whole value or a statement: after these, or first.
    private static let wholeValueStarts: Set<String> = ["=", "return", "throw", "{", "in", ";", "else"]

    /// The index after the `if`/`switch` expression starting at `start`: its condition or subject,
    /// its braced branches and `else if` chain. Nil when the braces are not closed.
    private static func conditionalEnd(from start: Int, _ tokens: [SwiftToken], _ source: SwiftText) -> Int? {
      var index = start + 1
      /// Skips from a `{` to after its matching `}`.
      func skipBlock() -> Bool {
        var depth = 0
        while index < tokens.count {
          defer { index += 1 }
          guard tokens[index].kind == .punctuation else { continue }
          if source.is(tokens[index], "{") { depth += 1 }
          if source.is(tokens[index], "}") {
            depth -= 1
            if depth == 0 { return true }
          }
        }
        return false
      }
      while true {
        // The condition or subject: up to the first `{` outside brackets.
        var brackets = 0
        while index < tokens.count {
          let token = tokens[index]
          if token.kind == .punctuation {
            if source.is(token, "(") || source.is(token, "[") { brackets += 1 }
            if source.is(token, ")") || source.is(token, "]") { brackets -= 1 }
            if brackets == 0 && source.is(token, "{") { break }
          }
          index += 1
        }
        guard index < tokens.count, skipBlock() else { return nil }
        guard index < tokens.count, source.is(tokens[index], "else") else { return index }
        index += 1
        if index < tokens.count, source.is(tokens[index], "if") {
          index += 1
          continue
        }
        guard index < tokens.count, skipBlock() else { return nil }
        return index
      }
    }
  }

  /// Why it cannot stand in `place`, as a message for the spec's author; nil when it can.
  package func problem(in place: FragmentPlace) -> String? {
    let shape = Shape(text)
    if shape.usesTry {
      return "'try' cannot be used in \(place.name): \(place.enclosing) cannot throw; write 'try?' or do the work in a hook"
    }
    if shape.usesAwait {
      return "'await' cannot be used in \(place.name): \(place.enclosing) is synchronous; do the work in an 'async' hook"
    }
    if let argument = shape.anonymousArgument {
      if place == .queryCondition {
        return "'\(argument)' is not the entity here: the query's filter names it 'entity'; write 'entity.' and the member instead"
      }
      return "'\(argument)' is a closure's argument, and \(place.name) stands in no closure (in \(place.enclosing)); read a named value instead"
    }
    if shape.hasMisplacedConditional {
      return "an 'if' or 'switch' expression must be a whole value in Swift, not part of one; write a ternary (condition ? a : b) or use a hook"
    }
    if shape.isConditionalExpression && !place.takesConditionalExpression {
      let keyword = text.prefix { $0.isLetter }
      return
        "an '\(keyword)' expression cannot be \(place.name) (in \(place.enclosing)): Swift takes one only as a whole assigned or returned value; write a ternary (condition ? a : b) or use a hook"
    }
    return nil
  }
}

/// Where the generated code puts a spec fragment. Every place is synchronous and cannot throw:
/// `mutate(action:)`, `reduce(state:mutation:)`, `init` and stored properties are, in ReactorKit.
package enum FragmentPlace: Equatable, Sendable {
  /// A `when:` condition: `guard <condition> else { return .empty() }` in `mutate(action:)`.
  case condition
  /// An argument of an emitted mutation, in `mutate(action:)` or `transform(mutation:)`.
  case argument
  /// The value `reduce(state:mutation:)` sets: `state.field = <value>`.
  case reducedValue
  /// `initialState:`, assigned in `init`.
  case initialState
  /// A state field's default: a stored property's initial value, and in a public State also the
  /// default argument of its `public init`, where Swift takes no `if` expression.
  case stateDefault(isAlsoDefaultArgument: Bool)
  /// A parameter's default value.
  case defaultArgument
  /// A reactor property's value, assigned in `init`.
  case propertyValue
  /// A repository query's condition, the single expression of a `filter` closure.
  case queryCondition

  var takesConditionalExpression: Bool {
    switch self {
    case .reducedValue, .initialState, .queryCondition, .propertyValue: true
    case .stateDefault(let isAlsoDefaultArgument): !isAlsoDefaultArgument
    case .condition, .argument, .defaultArgument: false
    }
  }

  /// What the fragment is, in a message.
  var name: String {
    switch self {
    case .condition: "a 'when:' condition"
    case .argument: "an emitted mutation's argument"
    case .reducedValue: "a value a mutation sets"
    case .initialState: "'initialState'"
    case .stateDefault: "a state field's default"
    case .defaultArgument: "a parameter's default value"
    case .propertyValue: "a property's value"
    case .queryCondition: "a query's condition"
    }
  }

  /// The generated code it stands in, in a message.
  var enclosing: String {
    switch self {
    case .condition, .argument: FunctionSelector.spelled("mutate", labels: ["action"])
    case .reducedValue: FunctionSelector.spelled("reduce", labels: ["state", "mutation"])
    case .initialState, .propertyValue: "init"
    case .stateDefault(let isAlsoDefaultArgument):
      isAlsoDefaultArgument ? "the public State's init (a default argument there)" : "a stored property's initial value"
    case .defaultArgument: "the reactor's init"
    case .queryCondition: "the in-memory repository's filter"
    }
  }
}
