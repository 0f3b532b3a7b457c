import SwiftParser
import SwiftParserDiagnostics
import XCTest

@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// Trees drawn from a grammar of the node kinds, nested at random: whatever a translator puts
/// where, the renderer must print Swift that Swift's parser reads without a diagnostic (a brace
/// in a condition parenthesized, a closure's parameters separated, a chain's links under their
/// base). The examples of `SwiftNodeKindTests` pin each kind; these find the combinations nobody
/// wrote down. `REACTORGEN_TREE_COUNT` draws more (default 400).
final class RandomTreeTests: XCTestCase {
  func testEveryDrawnTreePrintsAsSwiftThatParses() {
    let count = Int(ProcessInfo.processInfo.environment["REACTORGEN_TREE_COUNT"] ?? "") ?? 400
    var failures = 0
    for seed in 0..<UInt64(count) {
      var draw = TreeDraw(random: SplitMix64(seed: seed))
      let statements = (0..<3).map { _ in draw.statement(depth: 0) }
      let source = "func f() throws {\n" + SwiftRenderer.lines(statements).joined(separator: "\n") + "\n}\n"
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: source))
      if !diagnostics.isEmpty {
        failures += 1
        if failures <= 3 { XCTFail("seed \(seed): \(diagnostics.map(\.message))\n\(source)") }
      }
    }
    XCTAssertEqual(failures, 0, "of \(count) drawn trees")
  }

  /// Whole declarations too: types with groups of members, functions with labels, defaults and
  /// wrapped signatures, properties, enum cases with defaults, at a file's top level.
  func testEveryDrawnDeclarationPrintsAsSwiftThatParses() {
    let count = Int(ProcessInfo.processInfo.environment["REACTORGEN_TREE_COUNT"] ?? "") ?? 400
    var failures = 0
    for seed in 0..<UInt64(count) {
      var draw = TreeDraw(random: SplitMix64(seed: seed))
      let source = SwiftRenderer.lines(.type(draw.typeDeclaration(depth: 0))).joined(separator: "\n") + "\n"
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: source))
      if !diagnostics.isEmpty {
        failures += 1
        if failures <= 3 { XCTFail("seed \(seed): \(diagnostics.map(\.message))\n\(source)") }
      }
    }
    XCTAssertEqual(failures, 0, "of \(count) drawn declarations")
  }

  /// A hint is its statement's lines, each behind `// ` at the hint's indentation: written in
  /// place, it gives what the statement rendered apart and prefixed gives, for drawn statements
  /// (closures, switches, blank lines inside a fragment, a hint inside a hint), at the top and
  /// inside a block.
  func testAHintIsItsStatementsLinesBehindCommentMarks() {
    for seed in 0..<UInt64(400) {
      var draw = TreeDraw(random: SplitMix64(seed: seed))
      var statement = draw.statement(depth: 0)
      if seed % 5 == 0 { statement = .if(.holds(.name("ready")), then: [.expression(.fragment(SpecFragment("a()\n\n  b()"))), statement]) }
      if seed % 7 == 0 { statement = .hint(statement) }
      XCTAssertEqual(SwiftRenderer.lines([.hint(statement)]), Self.hinted(statement), "seed \(seed)")
      XCTAssertEqual(
        SwiftRenderer.lines([.if(.holds(.name("c")), then: [.hint(statement)])]), ["if c {"] + Self.hinted(statement).map { "  " + $0 } + ["}"],
        "seed \(seed)")
    }
  }

  /// A hint as the contract words it: the statement's own lines (a hint inside it in turn so),
  /// each behind `// `.
  private static func hinted(_ statement: SwiftStatement) -> [String] {
    SwiftRenderer.lines([statement]).map { "// " + $0 }
  }
}

/// Draws statements and expressions from the node kinds, the way translators combine them: values
/// where values go, a type where a cast wants one, a statement list inside a closure.
struct TreeDraw {
  var random: SplitMix64

  private mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
  private mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }

  private static let names = ["state", "value", "self", "items", "action", "$0"]
  private static let members = ["count", "isLoading", "map", "first", "empty"]

  mutating func type() -> TypeRef {
    switch pick(4) {
    case 0: .named("Int")
    case 1: .optional(.named("String"), implicitlyUnwrapped: false)
    case 2: .array(.named("Task"))
    default: .named("Observable", .named("Mutation"))
    }
  }

  mutating func literal() -> SwiftLiteral {
    switch pick(7) {
    case 0: .bool(chance(50))
    case 1: .integer(pick(100))
    case 2: .floatingPoint(0.5)
    case 3: .string(["", "a \"quoted\" \\ line\n", "tab\there"][pick(3)])
    case 4: .interpolated([.text("n = "), .value(expression(depth: 3))])
    case 5: .nil
    default: .emptyArray
    }
  }

  mutating func arguments(depth: Int) -> [SwiftArgument] {
    (0..<pick(3)).map { _ in SwiftArgument(chance(50) ? "label" : nil, expression(depth: depth + 1)) }
  }

  mutating func closure(depth: Int) -> SwiftClosure {
    let captures: [SwiftCapture] = chance(30) ? [.weakSelf] : []
    let parameters = Array(["a", "b"].prefix(pick(3)))
    let body = chance(50) ? [SwiftStatement.expression(expression(depth: depth + 1))] : (0..<(1 + pick(2))).map { _ in statement(depth: depth + 1) }
    return SwiftClosure(captures: captures, parameters: parameters, result: chance(20) ? type() : nil, body: body)
  }

  mutating func expression(depth: Int) -> SwiftExpr {
    // Deep trees end in names and literals.
    guard depth < 3 else { return chance(50) ? .name(Self.names[pick(Self.names.count)]) : .literal(literal()) }
    switch pick(15) {
    case 0: return .name(Self.names[pick(Self.names.count)])
    case 1: return .type(type())
    case 2: return .member(expression(depth: depth + 1), Self.members[pick(Self.members.count)])
    case 3: return .implicitMember(Self.members[pick(Self.members.count)])
    case 4: return .call(callee(depth: depth), arguments(depth: depth), trailing: chance(30) ? closure(depth: depth) : nil)
    case 5: return .closure(closure(depth: depth))
    case 6: return .literal(literal())
    case 7: return .array((0..<pick(3)).map { _ in expression(depth: depth + 1) }, isMultiline: chance(50))
    case 8: return .tuple((0..<(2 + pick(2))).map { _ in SwiftArgument(chance(50) ? "label" : nil, expression(depth: depth + 1)) })
    case 9: return .subscript(expression(depth: depth + 1), [SwiftArgument(expression(depth: depth + 1))])
    case 10:
      let operators: [SwiftInfixOperator] = [.nilCoalescing, .or, .equal, .cast, .conditionalCast]
      let op = operators[pick(operators.count)]
      let right = op == .cast || op == .conditionalCast ? SwiftExpr.type(type()) : expression(depth: depth + 1)
      return .binary(expression(depth: depth + 1), op, right)
    case 11: return .prefix(.not, expression(depth: depth + 1))
    case 12: return .member(.optionalChain(expression(depth: depth + 1)), Self.members[pick(Self.members.count)])
    case 13: return .effects(isTry: chance(50), isAwait: chance(50), .call(.name("load"), arguments(depth: depth)))
    default:
      let links = (1..<(2 + pick(2))).map { _ in
        SwiftChainLink(Self.members[pick(Self.members.count)], arguments(depth: depth), trailing: chance(40) ? closure(depth: depth) : nil)
      }
      return .chain(expression(depth: depth + 1), links)
    }
  }

  /// What translators call: a function by name, a member, a type's initializer.
  mutating func callee(depth: Int) -> SwiftExpr {
    switch pick(4) {
    case 0: .name(["load", "f", "$0"][pick(3)])
    case 1: .member(expression(depth: depth + 1), Self.members[pick(Self.members.count)])
    case 2: .implicitMember(Self.members[pick(Self.members.count)])
    default: .type(.named(["Task", "Int"][pick(2)]))
    }
  }

  mutating func condition(depth: Int) -> SwiftCondition {
    switch pick(3) {
    case 0: .holds(expression(depth: depth + 1))
    case 1: .binding("unwrapped", expression(depth: depth + 1))
    default: .matches(caseName: "loaded", expression(depth: depth + 1))
    }
  }

  mutating func body(depth: Int) -> [SwiftStatement] {
    (0..<(1 + pick(2))).map { _ in statement(depth: depth + 1) }
  }

  /// An expression standing as a statement is a call, as translators write them: a line that
  /// starts with `.` would continue the one before.
  mutating func callStatement(depth: Int) -> SwiftStatement {
    var callee = callee(depth: depth)
    if case .implicitMember = callee.leftmost { callee = .path("self", "load") }
    return .expression(.call(callee, arguments(depth: depth), trailing: chance(30) ? closure(depth: depth) : nil))
  }

  // MARK: Declarations

  mutating func parameter(depth: Int) -> SwiftParameter {
    SwiftParameter(
      label: [nil, "_", "with"][pick(3)], name: ["value", "index", "items"][pick(3)], type: chance(20) ? .specifier(.inout, type()) : type(),
      defaultValue: chance(30) ? expression(depth: depth + 1) : nil)
  }

  mutating func function(depth: Int, isRequirement: Bool) -> SwiftFunction {
    let effects = [SwiftEffects(), SwiftEffects(isThrowing: true), SwiftEffects(isAsync: true, isThrowing: true)]
    return SwiftFunction(
      attributes: chance(20) ? [.discardableResult] : [], access: chance(30) ? .private : nil, isStatic: chance(20),
      name: chance(20) ? "init" : "work", parameters: (0..<pick(3)).map { _ in parameter(depth: depth) }, effects: effects[pick(effects.count)],
      result: chance(50) ? type() : nil, body: isRequirement ? nil : body(depth: 1), wrapsParameters: chance(30))
  }

  mutating func member(depth: Int, inProtocol: Bool) -> SwiftDeclaration {
    switch pick(inProtocol ? 2 : 9) {
    case 0: return .function(function(depth: depth, isRequirement: inProtocol))
    case 1:
      return .variable(
        SwiftVariable(isLet: false, name: "value", type: type(), value: inProtocol ? nil : expression(depth: 2), isRequirement: inProtocol))
    case 2:
      let attributes: [SwiftDeclarationAttribute] = chance(30) ? [.pulse] : []
      return .variable(
        SwiftVariable(
          attributes: attributes, access: chance(30) ? .public : nil, setterAccess: chance(20) ? .private : nil, isLazy: chance(20),
          isLet: chance(40), name: "stored", type: chance(60) ? type() : nil, value: expression(depth: 2)))
    case 3:
      return .enumCase(
        name: "changed",
        values: (0..<pick(3)).map { _ in
          SwiftCaseValue(label: chance(50) ? "to" : nil, type: type(), defaultValue: chance(30) ? .literal(literal()) : nil)
        })
    case 4: return .documentation("What it is.")
    case 5: return .mark("Section")
    case 6: return .typeAlias(chance(50) ? .public : nil, name: "Mutation", type())
    case 7: return .deinitializer(chance(20) ? [] : body(depth: 1))
    default:
      return depth < 2 ? .type(typeDeclaration(depth: depth + 1)) : .fromSpec(.function(function(depth: depth, isRequirement: false)), origin: nil)
    }
  }

  mutating func typeDeclaration(depth: Int) -> SwiftTypeDeclaration {
    let kinds: [SwiftTypeDeclaration.Kind] = [.class, .struct, .enum, .protocol, .extension]
    let kind = kinds[pick(kinds.count)]
    let groups = (0..<pick(4)).map { _ in (0..<(1 + pick(3))).map { _ in member(depth: depth, inProtocol: kind == .protocol) } }
    return SwiftTypeDeclaration(
      documentation: chance(30) ? ["A type."] : [], attributes: chance(20) ? [.observableState] : [], access: chance(30) ? .public : nil,
      isFinal: kind == .class && chance(50), kind: kind, name: kind == .extension ? "Reactor.State" : "Model",
      inheritance: (0..<pick(3)).map { _ in .named(["Equatable", "Sendable", "Reactor"][pick(3)]) }, members: groups)
  }

  mutating func statement(depth: Int) -> SwiftStatement {
    guard depth < 2 else { return callStatement(depth: 2) }
    switch pick(13) {
    case 0: return callStatement(depth: depth)
    case 1: return .return(chance(70) ? expression(depth: depth) : nil)
    case 2: return .guard(condition(depth: depth), else: [.return(chance(50) ? .empty : nil)])
    case 3: return .if(condition(depth: depth), then: body(depth: depth), else: chance(40) ? body(depth: depth) : nil)
    case 4: return .let("copy", expression(depth: depth))
    case 5: return .var("copy", type: chance(50) ? type() : nil, expression(depth: depth))
    case 6: return .do(body(depth: depth), catch: body(depth: depth))
    case 7: return .defer(body(depth: depth))
    case 8: return .throw(expression(depth: depth))
    case 9:
      let operators: [SwiftAssignmentOperator] = [.assign, .add, .subtract]
      return .assign(.member(.name("state"), "count"), operator: operators[pick(operators.count)], expression(depth: depth))
    case 10:
      let cases = (0..<(1 + pick(2))).map { index in
        SwiftSwitchCase(pattern: .enumCase("case\(index)", bindings: chance(50) ? ["value"] : []), body: body(depth: depth))
      }
      return .switch(expression(depth: depth + 1), cases + [SwiftSwitchCase(pattern: .default, body: [.return(nil)])], isSpaced: chance(50))
    case 11: return .comment("a comment")
    default: return .hint(.let("reactor", .call(.name("makeReactor"), [SwiftArgument(.placeholder(after: nil))])))
    }
  }
}
