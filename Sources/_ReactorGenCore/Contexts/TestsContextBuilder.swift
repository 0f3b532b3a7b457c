import ReactorGenSwift

/// What `ReactorTests.swift.mustache` sees: a reactor's test case, created once for the user.
struct TestsContext: FileTemplateContext {
  static let kind = FileKind.reactorTests
  var file: FileContext
  var reactor: String
  var className: String
  /// `final class <Reactor>Tests: XCTestCase { ... }`: `makeReactor` and a skipped test
  /// for each piece of logic the user writes.
  var testCaseClass: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "reactor": .text(reactor)
    case "className": .text(className)
    case "testCaseClass": .declaration(testCaseClass)
    default: nil
    }
  }
}

/// Builds the test skeleton of one reactor: a skipped TODO test, with a hint of how to write it,
/// for each piece of logic the user writes (``ReactorResolver``'s `tests` chooses them). What the
/// spec declares is reactorgen's to test, not the app's.
struct TestsContextBuilder {
  let reactor: ResolvedReactor
  let module: ValidatedModule
  let headers: Headers

  /// How the skipped tests' hints call `makeReactor`: `makeReactor(id: ...)`.
  private var makeCall: SwiftExpr {
    .call(
      .name("makeReactor"),
      reactor.parameters.filter { $0.defaultValue == nil }.map { SwiftArgument(SwiftIdentifier.unescaped($0.name), .placeholder(after: nil)) })
  }

  /// `let reactor = makeReactor(...)`, as a hint.
  private var makeHint: SwiftStatement { .hint(.let("reactor", makeCall)) }

  func build() -> TestsContext {
    let file = FileContext(
      provenance: headers.userOwned("Fill in the skipped tests: each checks logic you write; what the spec declares is generated."),
      imports: FileContext.imports(of: ["XCTest"] + module.imports + (reactor.actions.isEmpty ? [] : ["RxSwift"]), testable: module.module),
      access: "")
    let methods = reactor.tests.map { test -> SwiftFunction in
      switch test.subject {
      case .initialState: initialStateTest(named: test.name)
      case .reduce(let index): reduceTest(reactor.mutations[index], named: test.name)
      case .action(let index): actionTest(reactor.actions[index], named: test.name)
      }
    }
    let testCase = SwiftTypeDeclaration(
      isFinal: true, kind: .class, name: reactor.testClass, inheritance: [.named("XCTestCase")],
      members: [[.function(makeReactor())]] + methods.map { [.function($0)] })
    return TestsContext(file: file, reactor: reactor.name, className: reactor.testClass, testCaseClass: testCase)
  }

  private func makeReactor() -> SwiftFunction {
    var parameters: [SwiftParameter] = []
    var arguments: [SwiftArgument] = []
    for parameter in reactor.parameters where parameter.defaultValue == nil {
      // `makeReactor` takes every value by its name; the reactor's init by its own labels.
      var tree = parameter.storedTree
      tree.label = nil
      parameters.append(tree)
      arguments.append(SwiftArgument(parameter.argumentLabel, .name(parameter.name)))
    }
    // Pass mocks you configured; the defaults are unconfigured mocks.
    parameters += reactor.dependencies.map {
      SwiftParameter(name: $0.property, type: .specifier(.any, .named($0.protocolName)), defaultValue: .call(.name($0.mockName), []))
    }
    arguments.insert(contentsOf: reactor.dependencies.map { SwiftArgument(SwiftIdentifier.unescaped($0.property), .name($0.property)) }, at: 0)
    if reactor.usesProvider {
      parameters.append(SwiftParameter(name: "provider", type: .named("MockServiceProvider"), defaultValue: .call(.name("MockServiceProvider"), [])))
      arguments.insert(SwiftArgument("provider", .name("provider")), at: 0)
    }
    return SwiftFunction(
      access: .private, name: "makeReactor", parameters: parameters, result: .named(reactor.name),
      body: [.expression(.call(.name(reactor.name), arguments))])
  }

  /// A test to fill in: hints, as comments, then a skip that says what to check.
  private func skipped(_ name: String, _ message: String, hint: [SwiftStatement]) -> SwiftFunction {
    SwiftFunction(
      name: name, parameters: [], effects: SwiftEffects(isThrowing: true),
      body: hint + [.throw(.call(.name("XCTSkip"), [SwiftArgument(.literal(.string("TODO: \(message)")))]))])
  }

  /// `XCTAssertEqual(base..., ...)`, as a hint.
  private static func equalityHint(_ base: SwiftExpr) -> SwiftStatement {
    .hint(assert("XCTAssertEqual", .placeholder(after: base), .placeholder(after: nil)))
  }

  /// `XCTAssertEqual(a, b)`, `XCTAssertTrue(a)`, ...
  private static func assert(_ function: String, _ arguments: SwiftExpr...) -> SwiftStatement {
    .expression(.call(.name(function), arguments.map { SwiftArgument($0) }))
  }

  // MARK: Initial state

  private func initialStateTest(named name: String) -> SwiftFunction {
    skipped(name, "check the initial state makeInitialState builds", hint: [makeHint, Self.equalityHint(.path("reactor", "initialState"))])
  }

  // MARK: Reduce

  private func reduceTest(_ mutation: ResolvedMutation, named name: String) -> SwiftFunction {
    let enumCase = mutation.enumCase
    return skipped(
      name, "check how Mutation.\(enumCase.displayName) changes the state",
      hint: [
        makeHint,
        .hint(.let("state", Self.reduced(Self.sent(enumCase)))),
        Self.equalityHint(.name("state")),
      ])
  }

  /// `reactor.reduce(state: reactor.initialState, mutation: mutation)`.
  private static func reduced(_ mutation: SwiftExpr) -> SwiftExpr {
    .call(.path("reactor", "reduce"), [SwiftArgument("state", .path("reactor", "initialState")), SwiftArgument("mutation", mutation)])
  }

  /// `.search(...)`: a case as a hint sends it, its values left to write.
  private static func sent(_ enumCase: ResolvedCase) -> SwiftExpr {
    enumCase.values.isEmpty
      ? .implicitMember(enumCase.displayName) : .call(.implicitMember(enumCase.displayName), [SwiftArgument(.placeholder(after: nil))])
  }

  // MARK: Actions

  /// `var states: [Reactor.State] = []`.
  private var statesRecorded: SwiftStatement {
    .var(
      "states", type: .array(.named([TypeRef.Component(name: reactor.name, arguments: []), TypeRef.Component(name: "State", arguments: [])])),
      .literal(.emptyArray))
  }

  /// `let subscription = reactor.state.subscribe(onNext: { states.append($0) })`.
  private static let subscribed = SwiftStatement.let(
    "subscription",
    .call(
      .path("reactor", "state", "subscribe"),
      [
        SwiftArgument("onNext", .closure(SwiftClosure(body: [.expression(.call(.path("states", "append"), [SwiftArgument(.name("$0"))]))])))
      ]))

  /// `reactor.action.onNext(action)`.
  private static func sending(_ action: SwiftExpr) -> SwiftStatement {
    .expression(.call(.path("reactor", "action", "onNext"), [SwiftArgument(action)]))
  }

  /// An action whose outcome passes through a hook: send it and check the states it makes; an
  /// async hook can also be called directly.
  private func actionTest(_ action: ResolvedAction, named name: String) -> SwiftFunction {
    let enumCase = action.enumCase
    var hint: [SwiftStatement] = [
      makeHint,
      .hint(statesRecorded),
      .hint(Self.subscribed),
      .hint(Self.sending(Self.sent(enumCase))),
      Self.equalityHint(.name("states")),
    ]
    if action.isAsync, let hook = action.hook {
      // An async hook can be called directly, without Rx: the action's values, then the state
      // fields it reads.
      let labels = enumCase.values.map(\.binding) + action.reads.map { SwiftIdentifier.unescaped($0.name) }
      let call = SwiftExpr.call(.member(makeCall, hook), labels.map { SwiftArgument($0, .placeholder(after: nil)) })
      hint += [
        .comment("Or call the async hook itself (make this test `async throws`):"),
        .hint(.let("mutations", .effects(isTry: true, isAwait: true, call))),
        Self.equalityHint(.name("mutations")),
      ]
    }
    return skipped(name, "send Action.\(enumCase.displayName) and check the states it makes", hint: hint)
  }
}
