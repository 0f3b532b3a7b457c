import SwiftParser
import SwiftParserDiagnostics
import XCTest

@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The renderer, one node kind at a time: an example of every kind of expression, statement and
/// declaration, the exact Swift it prints, and that Swift's own parser reads it without a
/// diagnostic. The kinds are named by exhaustive switches, so a new kind of node does not compile
/// until it is named here, and this test fails until it has an example.
final class SwiftNodeKindTests: XCTestCase {
  private static let state = SwiftExpr.name("state")

  /// An example of every kind of expression and the Swift it prints.
  static let expressions: [(SwiftExpr, String)] = [
    (.name("state"), "state"),
    (.type(.named("PublishSubject", .named("Int"))), "PublishSubject<Int>"),
    (.member(state, "count"), "state.count"),
    (.implicitMember("empty"), ".empty"),
    (.call(.name("f"), [SwiftArgument("label", .literal(.integer(1))), SwiftArgument(.literal(.bool(true)))]), "f(label: 1, true)"),
    (
      .closure(SwiftClosure(captures: [.weakSelf], parameters: ["value", "other"], body: [.expression(.name("value"))])),
      "{ [weak self] value, other in value }"
    ),
    (.literal(.interpolated([.text("count: "), .value(.member(state, "count"))])), "\"count: \\(state.count)\""),
    (.array([.literal(.floatingPoint(0.5)), .literal(.string("a\"b"))], isMultiline: false), "[0.5, \"a\\\"b\"]"),
    (.tuple([SwiftArgument("id", .literal(.integer(1))), SwiftArgument(.literal(.nil))]), "(id: 1, nil)"),
    (.subscript(.name("items"), [SwiftArgument(.literal(.integer(0)))]), "items[0]"),
    (.binary(.name("value"), .nilCoalescing, .literal(.emptyArray)), "value ?? []"),
    (.prefix(.not, .member(state, "isLoading")), "!state.isLoading"),
    (.optionalChain(.name("self")), "self?"),
    (.effects(isTry: true, isAwait: true, .call(.name("load"), [])), "try await load()"),
    (.chain(.name("source"), [SwiftChainLink("map", trailing: SwiftClosure(body: [.expression(.name("$0"))]))]), "source\n  .map { $0 }"),
    (.fragment(SpecFragment("value + 1")), "value + 1"),
    (.placeholder(after: .name("state")), "state..."),
    (.userCode(["load()", "  .map { $0 }"]), "load()\n  .map { $0 }"),
    (.fromSpec(.path("$0", "id"), origin: nil), "$0.id"),
  ]

  /// An example of every kind of statement and the Swift it prints.
  static let statements: [(SwiftStatement, String)] = [
    (.expression(.call(.name("load"), [])), "load()"),
    (.return(nil), "return"),
    (.guard(.matches(caseName: "loaded", .name("result")), else: [.return(.empty)]), "guard case .loaded = result else { return .empty() }"),
    (
      .if(.binding("value", .name("cached")), then: [.return(.name("value"))], else: [.return(.empty)]),
      "if let value = cached {\n  return value\n} else {\n  return .empty()\n}"
    ),
    (.let("state", .member(.name("reactor"), "currentState")), "let state = reactor.currentState"),
    (.var("state", type: nil, state), "var state = state"),
    (.local(SwiftVariable(isNonisolatedUnsafe: true, isLet: true, name: "work", value: .name("work"))), "nonisolated(unsafe) let work = work"),
    (
      .do([.expression(.effects(isTry: true, isAwait: false, .call(.name("save"), [])))], catch: [.return(.empty)]),
      "do {\n  try save()\n} catch {\n  return .empty()\n}"
    ),
    (.defer([.expression(.call(.name("finish"), []))]), "defer { finish() }"),
    (.throw(.name("error")), "throw error"),
    (.assign(.member(state, "count"), operator: .subtract, .literal(.integer(1))), "state.count -= 1"),
    (
      .switch(
        .name("mutation"), [SwiftSwitchCase(pattern: .enumCase("set", bindings: ["value"]), body: [.assign(.member(state, "value"), .name("value"))])]
      ),
      "switch mutation {\ncase let .set(value):\n  state.value = value\n}"
    ),
    (.comment("TODO: write it."), "// TODO: write it."),
    (.hint(.let("reactor", .call(.name("makeReactor"), []))), "// let reactor = makeReactor()"),
  ]

  /// An example of every kind of declaration and the Swift it prints.
  static let declarations: [(SwiftDeclaration, String)] = [
    (
      .type(
        SwiftTypeDeclaration(kind: .struct, name: "State", members: [[.variable(SwiftVariable(isLet: false, name: "count", type: .named("Int")))]])),
      "struct State {\n  var count: Int\n}"
    ),
    (.typeAlias(.public, name: "Mutation", .named("Never")), "public typealias Mutation = Never"),
    (.fromSpec(.enumCase(name: "load", values: []), origin: nil), "case load"),
    (.variable(SwiftVariable(isLazy: true, isLet: false, name: "service", value: .call(.name("Service"), []))), "lazy var service = Service()"),
    (
      .function(
        SwiftFunction(access: .private, name: "reset", parameters: [], effects: SwiftEffects(isThrowing: true), body: [.throw(.name("error"))])),
      "private func reset() throws {\n  throw error\n}"
    ),
    (
      .enumCase(name: "set", values: [SwiftCaseValue(label: "value", type: .named("Int"), defaultValue: .literal(.integer(0)))]),
      "case set(value: Int = 0)"
    ),
    (.deinitializer([.expression(.call(.path("self", "willDeinitialize"), []))]), "deinit {\n  self.willDeinitialize()\n}"),
    (.documentation("What it does."), "/// What it does."),
    (.mark("Mutate"), "// MARK: Mutate"),
    (.userCode(["// Kept.", "let cache = Cache()"]), "// Kept.\nlet cache = Cache()"),
  ]

  // The kinds, named by exhaustive switches: a new case of a node is a compile error here.

  static func kind(of expression: SwiftExpr) -> String {
    switch expression {
    case .name: "name"
    case .type: "type"
    case .member: "member"
    case .implicitMember: "implicitMember"
    case .call: "call"
    case .closure: "closure"
    case .literal: "literal"
    case .array: "array"
    case .tuple: "tuple"
    case .subscript: "subscript"
    case .binary: "binary"
    case .prefix: "prefix"
    case .optionalChain: "optionalChain"
    case .effects: "effects"
    case .chain: "chain"
    case .fragment: "fragment"
    case .placeholder: "placeholder"
    case .userCode: "userCode"
    case .fromSpec: "fromSpec"
    }
  }

  static func kind(of statement: SwiftStatement) -> String {
    switch statement {
    case .expression: "expression"
    case .return: "return"
    case .guard: "guard"
    case .if: "if"
    case .let: "let"
    case .var: "var"
    case .local: "local"
    case .do: "do"
    case .defer: "defer"
    case .throw: "throw"
    case .assign: "assign"
    case .switch: "switch"
    case .comment: "comment"
    case .hint: "hint"
    }
  }

  static func kind(of declaration: SwiftDeclaration) -> String {
    switch declaration {
    case .type: "type"
    case .typeAlias: "typeAlias"
    case .fromSpec: "fromSpec"
    case .variable: "variable"
    case .function: "function"
    case .deinitializer: "deinitializer"
    case .enumCase: "enumCase"
    case .documentation: "documentation"
    case .mark: "mark"
    case .userCode: "userCode"
    }
  }

  func testEveryKindOfNodePrintsAsSwiftWritesIt() {
    for (expression, expected) in Self.expressions {
      XCTAssertEqual(SwiftRenderer.lines(expression).joined(separator: "\n"), expected, Self.kind(of: expression))
    }
    for (statement, expected) in Self.statements {
      XCTAssertEqual(SwiftRenderer.lines(statement).joined(separator: "\n"), expected, Self.kind(of: statement))
    }
    for (declaration, expected) in Self.declarations {
      XCTAssertEqual(SwiftRenderer.lines(declaration).joined(separator: "\n"), expected, Self.kind(of: declaration))
    }
  }

  /// Each kind has an example: the sets are what the switches above name, written out once more
  /// so that a kind named there without an example fails here.
  func testEveryKindOfNodeHasAnExample() {
    XCTAssertEqual(Set(Self.expressions.map { Self.kind(of: $0.0) }).count, 19, "a kind of expression without an example")
    XCTAssertEqual(Set(Self.statements.map { Self.kind(of: $0.0) }).count, 14, "a kind of statement without an example")
    XCTAssertEqual(Set(Self.declarations.map { Self.kind(of: $0.0) }).count, 10, "a kind of declaration without an example")
  }

  /// What the renderer prints for each example is Swift: the parser reads it, in the place such a node stands,
  /// without a diagnostic (a placeholder is a hint's and stands only in comments).
  func testWhatEveryKindPrintsParses() {
    func assertParses(_ source: String, _ kind: String) {
      let tree = Parser.parse(source: source)
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
      XCTAssertEqual(diagnostics.map(\.message), [], "\(kind):\n\(source)")
    }
    let printed = { (lines: [String]) in lines.joined(separator: "\n") }
    for (expression, _) in Self.expressions where Self.kind(of: expression) != "placeholder" {
      assertParses("func f() {\n_ = \(printed(SwiftRenderer.lines(expression)))\n}", Self.kind(of: expression))
    }
    for (statement, _) in Self.statements {
      assertParses("func f() {\n\(printed(SwiftRenderer.lines(statement)))\n}", Self.kind(of: statement))
    }
    for (declaration, _) in Self.declarations {
      assertParses("enum E {\n\(printed(SwiftRenderer.lines(declaration)))\n}", Self.kind(of: declaration))
    }
  }
}
