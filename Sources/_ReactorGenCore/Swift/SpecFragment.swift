/// A piece of the spec's own Swift — a default, a `when:` condition, an emitted argument, a value
/// to set — already checked to be one expression (``SwiftExpression/problem(in:)``). The tree
/// carries it verbatim; what matters about where it may stand is read here, once, from its
/// tokens: whether a brace of it would end a condition, whether it is an `if`/`switch`
/// expression, whether it throws or waits, and what it reads.
struct SpecFragment: Equatable, Sendable {
  let text: String
  /// A `{` outside every bracket: in a `guard` condition Swift reads it as the start of the
  /// `else` body (a trailing closure, an immediately called closure), so it needs parentheses there.
  let hasBraceOutsideBrackets: Bool
  /// The whole fragment is an `if` or `switch` expression: Swift takes one only as the value of
  /// an assignment, a variable's initial value, a `return` or a closure's single expression.
  let isConditionalExpression: Bool
  /// `try` (not `try?`/`try!`) outside every closure: the place must be able to throw.
  let throwsOutsideClosures: Bool
  /// `await` outside every closure: the place must be asynchronous.
  let awaitsOutsideClosures: Bool
  /// The names it uses as values (in interpolations too, raw strings' included).
  let referencedNames: Set<String>

  init(_ text: String) {
    self.text = text
    let source = SwiftText(text)
    let tokens = source.tokens
    var depth = 0
    var braceOutside = false
    var throwsOutside = false
    var awaitsOutside = false
    // Braces opened by `if`, `switch` and `else` are branches of the expression, not closures.
    var braces: [Bool] = []
    var nextBraceIsBranch = false
    var closureDepth: Int { braces.filter { $0 }.count }
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .punctuation:
        switch source.bytes[token.offset] {
        case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: "{"):
          if depth == 0 && !nextBraceIsBranch { braceOutside = true }
          braces.append(!nextBraceIsBranch)
          nextBraceIsBranch = false
        case UInt8(ascii: "}"):
          if !braces.isEmpty { braces.removeLast() }
        default: break
        }
      case .identifier:
        let word = source.text(of: token)
        if word == "if" || word == "switch" || word == "else" { nextBraceIsBranch = true }
        guard closureDepth == 0 else { break }
        if word == "await" { awaitsOutside = true }
        if word == "try" {
          let next = index + 1 < tokens.count ? tokens[index + 1] : nil
          let isOptional = next.map { !$0.spaceBefore && (source.is($0, "?") || source.is($0, "!")) } ?? false
          if !isOptional { throwsOutside = true }
        }
      default: break
      }
    }
    hasBraceOutsideBrackets = braceOutside
    let first = tokens.first.map { source.text(of: $0) }
    isConditionalExpression = first == "if" || first == "switch"
    throwsOutsideClosures = throwsOutside
    awaitsOutsideClosures = awaitsOutside
    referencedNames = SwiftSource.referencedNames(in: [text])
  }

  /// Whether it means in a test case what it means in the reactor: it names only literals and
  /// types (`0`, `"x"`, `Item(id: 1)`), not `self`, the state or a parameter, which in a test
  /// would be the test case's or nothing.
  var meansTheSameInATest: Bool {
    referencedNames.allSatisfy { name in
      ["true", "false", "nil"].contains(name) || (name != "Self" && name.first?.isUppercase == true)
    }
  }

  /// Why it cannot stand in `place`, as a message for the spec's author; nil when it can.
  func problem(in place: FragmentPlace) -> String? {
    if throwsOutsideClosures {
      return "'try' cannot be used in \(place.name): \(place.enclosing) cannot throw; write 'try?' or do the work in a hook"
    }
    if awaitsOutsideClosures {
      return "'await' cannot be used in \(place.name): \(place.enclosing) is synchronous; do the work in an 'async' hook"
    }
    if isConditionalExpression && !place.takesConditionalExpression {
      let keyword = text.prefix { $0.isLetter }
      return "an '\(keyword)' expression cannot be \(place.name) (in \(place.enclosing)): Swift takes one only as a whole assigned or returned value; write a ternary (condition ? a : b) or use a hook"
    }
    return nil
  }
}

/// Where the generated code puts a spec fragment. Every place is synchronous and cannot throw:
/// `mutate(action:)`, `reduce(state:mutation:)`, `init` and stored properties are, in ReactorKit.
enum FragmentPlace: Equatable, Sendable {
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
  /// A repository query's condition, in the body of a `filter` closure.
  case queryCondition

  var takesConditionalExpression: Bool {
    switch self {
    case .reducedValue, .initialState: true
    case .stateDefault(let isAlsoDefaultArgument): !isAlsoDefaultArgument
    case .condition, .argument, .defaultArgument, .queryCondition: false
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
    case .queryCondition: "a query's condition"
    }
  }

  /// The generated code it stands in, in a message.
  var enclosing: String {
    switch self {
    case .condition, .argument: "mutate(action:)"
    case .reducedValue: "reduce(state:mutation:)"
    case .initialState: "init"
    case .stateDefault(let isAlsoDefaultArgument): isAlsoDefaultArgument ? "the public State's init, whose default argument it also is," : "a stored property's initial value"
    case .defaultArgument: "a default argument"
    case .queryCondition: "the in-memory repository's filter"
    }
  }
}
