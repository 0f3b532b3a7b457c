/// The Swift reactorgen writes, as a tree: the statements, expressions and declarations of the
/// generated bodies, built by the translators in `Contexts/` from the resolved model and printed
/// by one ``SwiftRenderer``. Only what reactorgen emits has a node; a spec's own Swift stays the
/// user's text, in a ``SpecFragment`` that knows the place it is put in.

/// An expression. The cases that hold an expression directly (and the large ones) are
/// `indirect`; names, types and literals, most of a tree's leaves, are held inline rather than
/// boxed one allocation each.
package enum SwiftExpr: Equatable, Sendable {
  /// A name as written in code (already backquoted when it must be): `self`, `state`, `Observable`.
  case name(String)
  /// A type used as a value: `State`, `PublishSubject<Action>`.
  case type(TypeRef)
  /// `base.member`.
  indirect case member(SwiftExpr, String)
  /// `.member`: a member of the contextual type.
  case implicitMember(String)
  /// `callee(arguments)`, and a trailing closure after them; `callee { ... }` when there are no
  /// arguments but a closure.
  indirect case call(SwiftExpr, [SwiftArgument], trailing: SwiftClosure? = nil)
  indirect case closure(SwiftClosure)
  case literal(SwiftLiteral)
  /// `[a, b]`: one element a line, or all on one line.
  case array([SwiftExpr], isMultiline: Bool = true)
  /// `(a, label: b)`; `()` when empty.
  case tuple([SwiftArgument])
  /// `base[index]`.
  indirect case `subscript`(SwiftExpr, [SwiftArgument])
  /// `left op right`.
  indirect case binary(SwiftExpr, SwiftInfixOperator, SwiftExpr)
  /// `!value`, `&value`.
  indirect case prefix(SwiftPrefixOperator, SwiftExpr)
  /// `value?`, before a member or call.
  indirect case optionalChain(SwiftExpr)
  /// `try value`, `try await value`, `await value`.
  indirect case effects(isTry: Bool, isAwait: Bool, SwiftExpr)
  /// An operator chain, one link a line under its base: `source\n  .take(until: x)\n  .catch { ... }`.
  indirect case chain(SwiftExpr, [SwiftChainLink])
  /// The spec's own Swift, verbatim, in the place the tree puts it.
  indirect case fragment(SpecFragment)
  /// `...` after `base`, or alone: what a hint leaves the user to write (only in comments).
  indirect case placeholder(after: SwiftExpr?)
  /// The user's own Swift, moved as written into a hook by `reactorgen-import`: its lines, the
  /// first where the node stands, the others indented as the user had them relative to it.
  case userCode([String])
  /// An expression made from what the spec wrote at `origin` (a repository's `key:` read in the
  /// in-memory store): the line it is printed on is marked for line directives
  /// (``LineDirectives``), so that the compiler reports it there.
  indirect case fromSpec(SwiftExpr, origin: SourceLocation?)

  /// An infix or prefix operator expression: in parentheses where a postfix or another operator
  /// would regroup it.
  var isOperation: Bool {
    switch self {
    case .binary, .prefix: true
    case .fromSpec(let value, _): value.isOperation
    default: false
    }
  }

  /// What the printed expression starts with: itself, or the base its members, calls and
  /// subscripts follow (an operator expression there is in parentheses, and starts with those).
  var leftmost: SwiftExpr {
    switch self {
    case .member(let base, _), .subscript(let base, _), .call(let base, _, _), .optionalChain(let base), .chain(let base, _),
      .binary(let base, _, _), .placeholder(let base?):
      base.isOperation ? base : base.leftmost
    case .fromSpec(let value, _): value.leftmost
    default: self
    }
  }

  /// Whether the printed expression starts with `[` (an array, or a member or call of one).
  var startsWithBracket: Bool {
    switch leftmost {
    case .array, .literal(.emptyArray): true
    case .type(.array), .type(.dictionary): true
    default: false
    }
  }

  /// Whether the printed expression starts with `try` or `await`, which may stand neither after
  /// a prefix operator nor right of an infix one.
  var startsWithEffects: Bool {
    if case .effects = leftmost { return true }
    return false
  }

  /// `base.a.b`: a member path from a name.
  package static func path(_ names: String...) -> SwiftExpr {
    names.dropFirst().reduce(.name(names[0])) { .member($0, $1) }
  }

  func call(_ arguments: SwiftArgument...) -> SwiftExpr { .call(self, arguments) }

  /// `.just(value)`: an `Observable` of one element, its type from the context.
  package static func just(_ value: SwiftExpr) -> SwiftExpr { .call(.implicitMember("just"), [SwiftArgument(value)]) }

  /// `.empty()`.
  package static var empty: SwiftExpr { .call(.implicitMember("empty"), []) }

  /// `self?`.
  package static var weakSelf: SwiftExpr { .optionalChain(.name("self")) }
}

extension TypeRef {
  /// `Observable<Mutation>`: a named type with its generic arguments.
  package static func named(_ name: String, _ arguments: TypeRef...) -> TypeRef {
    .named([Component(name: name, arguments: arguments)])
  }

  /// `Foundation.NSLock`: a type named through its module, or the type that nests it.
  package static func qualified(_ names: String...) -> TypeRef {
    .named(names.map { Component(name: $0, arguments: []) })
  }
}

/// An argument: `value` or `label: value`.
package struct SwiftArgument: Equatable, Sendable {
  var label: String?
  var value: SwiftExpr

  package init(_ label: String? = nil, _ value: SwiftExpr) {
    self.label = label
    self.value = value
  }

  package init(_ value: SwiftExpr) {
    self.init(nil, value)
  }
}

/// One `.operator(...)` of a ``SwiftExpr/chain(_:_:)``.
package struct SwiftChainLink: Equatable, Sendable {
  var member: String
  var arguments: [SwiftArgument]
  var trailing: SwiftClosure?

  package init(_ member: String, _ arguments: [SwiftArgument] = [], trailing: SwiftClosure? = nil) {
    self.member = member
    self.arguments = arguments
    self.trailing = trailing
  }
}

/// `{ [weak self] event -> Observable<Mutation> in ... }`. The renderer writes it on one line
/// when its body is one expression and it declares no result type, else as a block.
package struct SwiftClosure: Equatable, Sendable {
  var captures: [SwiftCapture] = []
  var parameters: [String] = []
  var result: TypeRef?
  var body: [SwiftStatement]

  package init(captures: [SwiftCapture] = [], parameters: [String] = [], result: TypeRef? = nil, body: [SwiftStatement]) {
    self.captures = captures
    self.parameters = parameters
    self.result = result
    self.body = body
  }
}

/// An entry of a closure's capture list: `[weak self]`, `[self]`.
package enum SwiftCapture: Equatable, Sendable {
  case strong(String)
  case weak(String)
  case unowned(String)

  package static let weakSelf = SwiftCapture.weak("self")

  var text: String {
    switch self {
    case .strong(let name): name
    case .weak(let name): "weak " + name
    case .unowned(let name): "unowned " + name
    }
  }
}

package enum SwiftLiteral: Equatable, Sendable {
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
package enum SwiftStringPiece: Equatable, Sendable {
  case text(String)
  case value(SwiftExpr)
}

/// The infix operators reactorgen writes between two expressions.
package enum SwiftInfixOperator: String, Equatable, Sendable {
  case nilCoalescing = "??"
  case or = "||"
  case equal = "=="
  /// `value as Type`.
  case cast = "as"
  /// `value as? Type`.
  case conditionalCast = "as?"
}

/// The prefix operators reactorgen writes before an expression.
package enum SwiftPrefixOperator: String, Equatable, Sendable {
  case not = "!"
  /// `&value`: an `inout` argument.
  case addressOf = "&"
}

/// `=` and the compound assignments reactorgen writes.
package enum SwiftAssignmentOperator: String, Equatable, Sendable {
  case assign = "="
  case add = "+="
  case subtract = "-="
}

/// A statement of a generated body. As with ``SwiftExpr``, the commonest (an expression, a
/// `return`, a comment) are held inline and the rest boxed.
package enum SwiftStatement: Equatable, Sendable {
  case expression(SwiftExpr)
  case `return`(SwiftExpr?)
  /// `guard condition else { ... }`; the condition is parenthesized where Swift would read a
  /// brace in it as the start of the `else` body.
  indirect case `guard`(SwiftCondition, else: [SwiftStatement])
  /// `if condition { ... } else { ... }`.
  indirect case `if`(SwiftCondition, then: [SwiftStatement], else: [SwiftStatement]? = nil)
  /// `let name = value`.
  indirect case `let`(String, SwiftExpr)
  /// `var name: Type = value`.
  indirect case `var`(String, type: TypeRef?, SwiftExpr)
  /// A local declared with more than a name and a value: `nonisolated(unsafe) let work = work`.
  indirect case local(SwiftVariable)
  /// `do { ... } catch { ... }`.
  indirect case `do`([SwiftStatement], catch: [SwiftStatement])
  /// `defer { ... }`.
  indirect case `defer`([SwiftStatement])
  case `throw`(SwiftExpr)
  /// `target = value`, `target += value`.
  indirect case assign(SwiftExpr, operator: SwiftAssignmentOperator = .assign, SwiftExpr)
  /// `switch subject { ... }`; `isSpaced`: a blank line between cases, as a long switch reads best.
  indirect case `switch`(SwiftExpr, [SwiftSwitchCase], isSpaced: Bool = false)
  /// `// text`, or `/// text` for documentation.
  case comment(String, isDocumentation: Bool = false)
  /// The statement as a hint: each of its lines behind `// `.
  indirect case hint(SwiftStatement)
}

extension SwiftStatement {
  /// `// text` or a hint: a comment, which runs to the end of its line.
  var isComment: Bool {
    switch self {
    case .comment, .hint: true
    default: false
    }
  }
}

/// What `if` and `guard` test.
package enum SwiftCondition: Equatable, Sendable {
  /// A Boolean expression.
  case holds(SwiftExpr)
  /// `let name = value`: an optional unwrapped.
  case binding(String, SwiftExpr)
  /// `case .name = value`: an enum value of that case, its values ignored.
  case matches(caseName: String, SwiftExpr)
}

/// A `case` (or `default`) of a `switch`, and its body.
package struct SwiftSwitchCase: Equatable, Sendable {
  var pattern: SwiftCasePattern
  package var body: [SwiftStatement]

  package init(pattern: SwiftCasePattern, body: [SwiftStatement]) {
    self.pattern = pattern
    self.body = body
  }
}

/// What a `case` matches.
package enum SwiftCasePattern: Equatable, Sendable {
  /// `.name(a, _)`: an enum case whose values bind the names given (nil: `_`). The renderer
  /// binds only the names the body uses, since Swift warns about a bound value never used.
  case enumCase(String, bindings: [String])
  case `default`
  /// A whole case as the user wrote it (its comments, pattern and body), moved by
  /// `reactorgen-import`; the lines relative to the switch's indentation.
  case userCode([String])
}

/// A declaration: a whole type or extension at a file's top level, or a member of one.
package indirect enum SwiftDeclaration: Equatable, Sendable {
  /// `public final class Name: Reactor { ... }`, a struct, an enum, a protocol, an extension.
  case type(SwiftTypeDeclaration)
  /// `typealias Name = Type`.
  case typeAlias(SwiftAccess?, name: String, TypeRef)
  /// The declaration made from what the spec wrote at `origin`: its first line is marked for
  /// line directives (``LineDirectives``); `nil`, where the output has none, marks nothing.
  case fromSpec(SwiftDeclaration, origin: SourceLocation?)
  /// `@Pulse public var name: Type = value`, `let name: Type`, `private lazy var name = value`.
  case variable(SwiftVariable)
  /// `init(...) { ... }` or `func name(...) -> Result { ... }`.
  case function(SwiftFunction)
  /// `deinit { ... }`: what a class does as it goes.
  case deinitializer([SwiftStatement])
  /// `case name(Type, label: Type)`.
  case enumCase(name: String, values: [SwiftCaseValue])
  /// `/// text` before the next declaration.
  case documentation(String)
  /// `// MARK: text`, which starts a group of members.
  case mark(String)
  /// The user's own lines (a member or comments `reactorgen-import` moved), as they wrote them.
  case userCode([String])
}

/// A type or an extension and its members: `@ObservableState public struct State: Equatable { ... }`.
package struct SwiftTypeDeclaration: Equatable, Sendable {
  package enum Kind: String, Equatable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `extension`
  }

  /// `///` lines before it.
  var documentation: [String] = []
  /// Each on a line of its own before the declaration.
  package var attributes: [SwiftDeclarationAttribute] = []
  var access: SwiftAccess?
  /// `final class`: a class nothing may subclass.
  var isFinal = false
  var kind: Kind
  /// `TaskListViewReactor`, `TaskListViewReactor.Action` for an extension.
  var name: String
  /// What it inherits or adopts, after its name.
  var inheritance: [TypeRef] = []
  /// Where the spec declared the conformances: one that does not hold is reported there.
  var inheritanceOrigin: SourceLocation? = nil
  /// Its members in groups, a blank line between two groups.
  var members: [[SwiftDeclaration]] = []

  package init(
    documentation: [String] = [], attributes: [SwiftDeclarationAttribute] = [], access: SwiftAccess? = nil, isFinal: Bool = false, kind: Kind,
    name: String, inheritance: [TypeRef] = [], inheritanceOrigin: SourceLocation? = nil, members: [[SwiftDeclaration]] = []
  ) {
    self.documentation = documentation
    self.attributes = attributes
    self.access = access
    self.isFinal = isFinal
    self.kind = kind
    self.name = name
    self.inheritance = inheritance
    self.inheritanceOrigin = inheritanceOrigin
    self.members = members
  }
}

/// A value of an enum case: `label: Type` or `Type`, and its default.
package struct SwiftCaseValue: Equatable, Sendable {
  var label: String?
  var type: TypeRef
  var defaultValue: SwiftExpr? = nil

  package init(label: String? = nil, type: TypeRef, defaultValue: SwiftExpr? = nil) {
    self.label = label
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// A declaration's access level; `nil` where one is wanted means the default, `internal`.
package enum SwiftAccess: String, Equatable, Sendable {
  case `public`, `internal`, `fileprivate`, `private`
}

/// What a function may do besides return: `async`, `throws` (or `rethrows`), in Swift's order.
package struct SwiftEffects: Equatable, Sendable {
  var isAsync = false
  var isThrowing = false
  /// `rethrows`: throws only what a function it takes throws.
  var isRethrowing = false

  package static let none = SwiftEffects()

  var isEmpty: Bool { !isAsync && !isThrowing && !isRethrowing }

  package init(isAsync: Bool = false, isThrowing: Bool = false, isRethrowing: Bool = false) {
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.isRethrowing = isRethrowing
  }
}

/// An attribute reactorgen writes on a declaration: on a variable's line, or on a line of its own
/// before a type or a function.
package enum SwiftDeclarationAttribute: Equatable, Sendable {
  case pulse
  case observableState
  case discardableResult
  /// A property wrapper the spec names, as it wrote it after the `@`: `Injected(\.api)`.
  case propertyWrapper(SpecFragment)

  var text: String {
    switch self {
    case .pulse: "@Pulse"
    case .observableState: "@ObservableState"
    case .discardableResult: "@discardableResult"
    case .propertyWrapper(let wrapper): "@" + wrapper.text
    }
  }
}

package struct SwiftVariable: Equatable, Sendable {
  var attributes: [SwiftDeclarationAttribute] = []
  /// `public`, `private`, or nil for the default.
  var access: SwiftAccess?
  /// `private(set)`: the access of its setter, when narrower.
  var setterAccess: SwiftAccess? = nil
  var isLazy = false
  /// `unowned let`: a reference that does not keep its object alive.
  var isUnowned = false
  /// `weak var`: an optional reference that does not keep its object alive (a delegate).
  var isWeak = false
  /// `nonisolated(unsafe) let`: a value the code vouches is used from one task at a time.
  var isNonisolatedUnsafe = false
  var isLet: Bool
  var name: String
  var type: TypeRef?
  var value: SwiftExpr?
  /// `var name: Type { get }`: a protocol's requirement.
  var isRequirement = false

  package init(
    attributes: [SwiftDeclarationAttribute] = [], access: SwiftAccess? = nil, setterAccess: SwiftAccess? = nil, isLazy: Bool = false,
    isUnowned: Bool = false, isWeak: Bool = false, isNonisolatedUnsafe: Bool = false, isLet: Bool, name: String, type: TypeRef? = nil,
    value: SwiftExpr? = nil, isRequirement: Bool = false
  ) {
    self.attributes = attributes
    self.access = access
    self.setterAccess = setterAccess
    self.isLazy = isLazy
    self.isUnowned = isUnowned
    self.isWeak = isWeak
    self.isNonisolatedUnsafe = isNonisolatedUnsafe
    self.isLet = isLet
    self.name = name
    self.type = type
    self.value = value
    self.isRequirement = isRequirement
  }
}

package struct SwiftFunction: Equatable, Sendable {
  var attributes: [SwiftDeclarationAttribute] = []
  var access: SwiftAccess?
  var isStatic = false
  /// `init` for an initializer.
  var name: String
  /// The spec's own generic parameters (`T: Codable`), verbatim.
  var genericParameters: String? = nil
  package var parameters: [SwiftParameter]
  var effects: SwiftEffects = .none
  package var result: TypeRef?
  /// The spec's own `where` clause, verbatim.
  var whereClause: String? = nil
  /// Nil for a requirement (no body).
  package var body: [SwiftStatement]? = nil
  /// Its parameters one a line, for a signature too long to read on one.
  var wrapsParameters = false

  package init(
    attributes: [SwiftDeclarationAttribute] = [], access: SwiftAccess? = nil, isStatic: Bool = false, name: String, genericParameters: String? = nil,
    parameters: [SwiftParameter], effects: SwiftEffects = .none, result: TypeRef? = nil, whereClause: String? = nil, body: [SwiftStatement]? = nil,
    wrapsParameters: Bool = false
  ) {
    self.attributes = attributes
    self.access = access
    self.isStatic = isStatic
    self.name = name
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.effects = effects
    self.result = result
    self.whereClause = whereClause
    self.body = body
    self.wrapsParameters = wrapsParameters
  }
}

extension SwiftFunction {
  /// The function with `body` and its parameters named `names` (nil keeps a name), each keeping
  /// its label: a hook filled with code the user wrote, which reads the names they chose.
  package func filled(parameterNames names: [String?], body: [SwiftStatement]) -> SwiftFunction {
    var function = self
    for (index, name) in zip(parameters.indices, names) {
      guard let name, name != parameters[index].name else { continue }
      function.parameters[index].label = parameters[index].label ?? parameters[index].name
      function.parameters[index].name = name
    }
    function.body = body
    return function
  }
}

/// `label name: Type = default`.
package struct SwiftParameter: Equatable, Sendable {
  /// The argument label when it differs from the name (`_` for none).
  package var label: String?
  var name: String
  package var type: TypeRef
  var defaultValue: SwiftExpr?

  package init(label: String? = nil, name: String, type: TypeRef, defaultValue: SwiftExpr? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// A whole file: its header comment (the lines after `// `), the modules it imports (`import
/// RxSwift`) and imports for testing (`@testable import Todo`), and its body, the declarations a
/// template laid out.
struct SwiftSourceFile {
  var header: [String]
  var imports: [String]
  var testableImports: [String]
  var body: String
}
