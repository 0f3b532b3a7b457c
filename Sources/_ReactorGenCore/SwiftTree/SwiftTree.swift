/// The Swift reactorgen writes, as a tree: the statements, expressions and declarations of the
/// generated bodies, built by the translators in `Contexts/` from the resolved model and printed
/// by one ``SwiftRenderer``. Only what reactorgen emits has a node; a spec's own Swift stays the
/// user's text, in a ``SpecFragment`` that knows the place it is put in.

/// An expression.
indirect enum SwiftExpr: Equatable, Sendable {
  /// A name as written in code (already backquoted when it must be): `self`, `state`, `Observable`.
  case name(String)
  /// A type used as a value: `State`, `PublishSubject<Action>`.
  case type(TypeRef)
  /// `base.member`.
  case member(SwiftExpr, String)
  /// `.member`: a member of the contextual type.
  case implicitMember(String)
  /// `callee(arguments)`, and a trailing closure after them; `callee { ... }` when there are no
  /// arguments but a closure.
  case call(SwiftExpr, [SwiftArgument], trailing: SwiftClosure? = nil)
  case closure(SwiftClosure)
  case literal(SwiftLiteral)
  /// `[a, b]`: one element a line, or all on one line.
  case array([SwiftExpr], isMultiline: Bool = true)
  /// `(a, label: b)`; `()` when empty.
  case tuple([SwiftArgument])
  /// `base[index]`.
  case `subscript`(SwiftExpr, [SwiftArgument])
  /// `left op right`.
  case binary(SwiftExpr, String, SwiftExpr)
  /// `!value`, `&value`.
  case prefix(String, SwiftExpr)
  /// `value?`, before a member or call.
  case optionalChain(SwiftExpr)
  /// `try value`, `try await value`, `await value`.
  case effects(isTry: Bool, isAwait: Bool, SwiftExpr)
  /// An operator chain, one link a line under its base: `source\n  .take(until: x)\n  .catch { ... }`.
  case chain(SwiftExpr, [SwiftChainLink])
  /// The spec's own Swift, verbatim, in the place the tree puts it.
  case fragment(SpecFragment)
  /// `...` after `base`, or alone: what a hint leaves the user to write (only in comments).
  case placeholder(after: SwiftExpr?)
  /// The user's own Swift, moved as written into a hook by `reactorgen-import`: its lines, the
  /// first where the node stands, the others indented as the user had them relative to it.
  case userCode([String])

  /// `base.a.b`: a member path from a name.
  static func path(_ names: String...) -> SwiftExpr {
    names.dropFirst().reduce(.name(names[0])) { .member($0, $1) }
  }

  func dot(_ member: String) -> SwiftExpr { .member(self, member) }

  func call(_ arguments: SwiftArgument...) -> SwiftExpr { .call(self, arguments) }

  /// `.just(value)`: an `Observable` of one element, its type from the context.
  static func just(_ value: SwiftExpr) -> SwiftExpr { .call(.implicitMember("just"), [SwiftArgument(value)]) }

  /// `.empty()`.
  static var empty: SwiftExpr { .call(.implicitMember("empty"), []) }

  /// `self?`.
  static var weakSelf: SwiftExpr { .optionalChain(.name("self")) }
}

extension TypeRef {
  /// `Observable<Mutation>`: a named type with its generic arguments.
  static func named(_ name: String, _ arguments: TypeRef...) -> TypeRef {
    .named([Component(name: name, arguments: arguments)])
  }
}

/// An argument: `value` or `label: value`.
struct SwiftArgument: Equatable, Sendable {
  var label: String?
  var value: SwiftExpr

  init(_ label: String? = nil, _ value: SwiftExpr) {
    self.label = label
    self.value = value
  }

  init(_ value: SwiftExpr) {
    self.init(nil, value)
  }
}

/// One `.operator(...)` of a ``SwiftExpr/chain(_:_:)``.
struct SwiftChainLink: Equatable, Sendable {
  var member: String
  var arguments: [SwiftArgument]
  var trailing: SwiftClosure?

  init(_ member: String, _ arguments: [SwiftArgument] = [], trailing: SwiftClosure? = nil) {
    self.member = member
    self.arguments = arguments
    self.trailing = trailing
  }
}

/// `{ [weak self] event -> Observable<Mutation> in ... }`. The renderer writes it on one line
/// when its body is one expression and it declares no result type, else as a block.
struct SwiftClosure: Equatable, Sendable {
  var captures: [SwiftCapture] = []
  var parameters: [String] = []
  var result: TypeRef?
  var body: [SwiftStatement]
}

/// An entry of a closure's capture list: `[weak self]`, `[self]`.
enum SwiftCapture: Equatable, Sendable {
  case strong(String)
  case weak(String)
  case unowned(String)

  static let weakSelf = SwiftCapture.weak("self")

  var text: String {
    switch self {
    case .strong(let name): name
    case .weak(let name): "weak " + name
    case .unowned(let name): "unowned " + name
    }
  }
}

enum SwiftLiteral: Equatable, Sendable {
  case bool(Bool)
  case integer(Int)
  case floatingPoint(Double)
  /// A string's content; the renderer escapes it.
  case string(String)
  /// A string with interpolated values: `"\(a) is not a \(b)"`.
  case interpolated([SwiftStringPiece])
  case `nil`
  case emptyArray
}

/// A piece of an interpolated string.
enum SwiftStringPiece: Equatable, Sendable {
  case text(String)
  case value(SwiftExpr)
}

/// A statement of a generated body.
indirect enum SwiftStatement: Equatable, Sendable {
  case expression(SwiftExpr)
  case `return`(SwiftExpr?)
  /// `guard condition else { ... }`; the condition is parenthesized where Swift would read a
  /// brace in it as the start of the `else` body.
  case `guard`(SwiftCondition, else: [SwiftStatement])
  /// `if condition { ... } else { ... }`.
  case `if`(SwiftCondition, then: [SwiftStatement], else: [SwiftStatement]? = nil)
  /// `let name = value`.
  case `let`(String, SwiftExpr)
  /// `var name: Type = value`.
  case `var`(String, type: TypeRef?, SwiftExpr)
  /// `defer { ... }`.
  case `defer`([SwiftStatement])
  case `throw`(SwiftExpr)
  /// `target = value`, `target += value`.
  case assign(SwiftExpr, operator: String = "=", SwiftExpr)
  /// `switch subject { ... }`; `isSpaced`: a blank line between cases, as a long switch reads best.
  case `switch`(SwiftExpr, [SwiftSwitchCase], isSpaced: Bool = false)
  /// `// text`, or `/// text` for documentation.
  case comment(String, isDocumentation: Bool = false)
  /// The statement as a hint: each of its lines behind `// `.
  case hint(SwiftStatement)
}

/// What `if` and `guard` test.
enum SwiftCondition: Equatable, Sendable {
  /// A Boolean expression.
  case holds(SwiftExpr)
  /// `let name = value`: an optional unwrapped.
  case binding(String, SwiftExpr)
  /// `case .name = value`: an enum value of that case, its values ignored.
  case matches(caseName: String, SwiftExpr)
}

/// A `case` (or `default`) of a `switch`, and its body.
struct SwiftSwitchCase: Equatable, Sendable {
  var pattern: SwiftCasePattern
  var body: [SwiftStatement]
}

/// What a `case` matches.
enum SwiftCasePattern: Equatable, Sendable {
  /// `.name(a, _)`: an enum case whose values bind the names given (nil: `_`). The renderer
  /// binds only the names the body uses, since Swift warns about a bound value never used.
  case enumCase(String, bindings: [String])
  case `default`
  /// A whole case as the user wrote it (its comments, pattern and body), moved by
  /// `reactorgen-import`; the lines relative to the switch's indentation.
  case userCode([String])
}

/// A declaration among a type's members.
indirect enum SwiftDeclaration: Equatable, Sendable {
  /// `@Pulse public var name: Type = value`, `let name: Type`, `private lazy var name = value`.
  case variable(SwiftVariable)
  /// `init(...) { ... }` or `func name(...) -> Result { ... }`.
  case function(SwiftFunction)
  /// `case name(Type, label: Type)`.
  case enumCase(name: String, values: [SwiftCaseValue])
  /// `/// text` before the next declaration.
  case documentation(String)
  /// `// MARK: text`, which starts a group of members.
  case mark(String)
}

/// A value of an enum case: `label: Type` or `Type`.
struct SwiftCaseValue: Equatable, Sendable {
  var label: String?
  var type: TypeRef
}

/// A declaration's access level; `nil` where one is wanted means the default, `internal`.
enum SwiftAccess: String, Equatable, Sendable {
  case `public`, `internal`, `fileprivate`, `private`
}

/// What a function may do besides return: `async`, `throws`, in Swift's order.
struct SwiftEffects: Equatable, Sendable {
  var isAsync = false
  var isThrowing = false

  static let none = SwiftEffects()
  static let throwing = SwiftEffects(isThrowing: true)
  static let asyncThrowing = SwiftEffects(isAsync: true, isThrowing: true)

  var isEmpty: Bool { !isAsync && !isThrowing }
}

/// An attribute reactorgen writes on a declaration.
enum SwiftDeclarationAttribute: String, Equatable, Sendable {
  case pulse = "@Pulse"
}

struct SwiftVariable: Equatable, Sendable {
  var attributes: [SwiftDeclarationAttribute] = []
  /// `public`, `private`, or nil for the default.
  var access: SwiftAccess?
  var isLazy = false
  var isLet: Bool
  var name: String
  var type: TypeRef?
  var value: SwiftExpr?
}

struct SwiftFunction: Equatable, Sendable {
  var access: SwiftAccess?
  var isStatic = false
  /// `init` for an initializer.
  var name: String
  /// The spec's own generic parameters (`T: Codable`), verbatim.
  var genericParameters: String? = nil
  var parameters: [SwiftParameter]
  var effects: SwiftEffects = .none
  var result: TypeRef?
  /// The spec's own `where` clause, verbatim.
  var whereClause: String? = nil
  /// Nil for a requirement (no body).
  var body: [SwiftStatement]? = nil
}

/// `label name: Type = default`.
struct SwiftParameter: Equatable, Sendable {
  /// The argument label when it differs from the name (`_` for none).
  var label: String?
  var name: String
  var type: TypeRef
  var defaultValue: SwiftExpr?
}
