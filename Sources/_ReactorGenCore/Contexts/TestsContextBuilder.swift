/// Builds the test skeleton of one reactor: real assertions where the spec fixes the outcome
/// (initial state, declarative reduce and actions), skipped TODO tests everywhere else.
struct TestsContextBuilder {
  let reactor: ResolvedReactor
  let module: ValidatedModule
  let headers: Headers

  /// `makeReactor()` needs no arguments when every init parameter has a default.
  private var canMakeReactor: Bool { reactor.parameters.allSatisfy { $0.defaultValue != nil } }

  /// Tests that build the reactor and read its state need a State made from the spec's defaults.
  private var statesAreKnown: Bool { canMakeReactor && reactor.initialState == .defaults }

  /// How the skipped tests' hints call `makeReactor`: `makeReactor(id: ...)`.
  private var makeCall: SwiftExpr {
    .call(.name("makeReactor"), reactor.parameters.filter { $0.defaultValue == nil }.map { SwiftArgument(Naming.unescaped($0.name), .placeholder(after: nil)) })
  }

  /// `let reactor = makeReactor(...)`, as a hint.
  private var makeHint: SwiftStatement { .hint(.let("reactor", makeCall)) }

  func build() -> TestsContext {
    let file = FileContext(
      provenance: headers.userOwned("Fill in the skipped tests; the others check what the spec declares."),
      imports: FileContext.importLines(["XCTest"] + module.imports + (reactor.actions.isEmpty ? [] : ["RxSwift"]), testable: module.module),
      access: "")
    let methods = reactor.tests.compactMap { test -> SwiftFunction? in
      switch test.subject {
      case .initialState: initialStateTest(named: test.name)
      case .reduce(let index): reduceTest(reactor.mutations[index], named: test.name)
      case .action(let index): actionTest(reactor.actions[index], named: test.name)
      }
    }
    let tests = methods.map { TestCase(name: $0.name, throwsError: !$0.effects.isEmpty, body: SwiftRenderer.lines($0.body ?? [])) }
    return TestsContext(
      file: file, reactor: reactor.name, className: reactor.testClass, makeReactor: makeReactor(), tests: tests,
      testMethods: SwiftRenderer.members(zip(methods, tests).map { SwiftRenderer.lines($0, bodyLines: $1.body) }))
  }

  private func makeReactor() -> [String] {
    var parameters: [SwiftParameter] = []
    var arguments: [SwiftArgument] = []
    for parameter in reactor.parameters where parameter.defaultValue == nil {
      parameters.append(SwiftParameter(name: parameter.name, type: parameter.type.ref))
      arguments.append(SwiftArgument(Naming.unescaped(parameter.name), .name(parameter.name)))
    }
    // Pass mocks you configured; the defaults are unconfigured mocks.
    parameters += reactor.dependencies.map {
      SwiftParameter(name: $0.property, type: .specifier("any", .named($0.protocolName)), defaultValue: .call(.name($0.mockName), []))
    }
    arguments.insert(contentsOf: reactor.dependencies.map { SwiftArgument(Naming.unescaped($0.property), .name($0.property)) }, at: 0)
    if reactor.usesProvider {
      parameters.append(SwiftParameter(name: "provider", type: .named("MockServiceProvider"), defaultValue: .call(.name("MockServiceProvider"), [])))
      arguments.insert(SwiftArgument("provider", .name("provider")), at: 0)
    }
    let function = SwiftFunction(
      access: "private", name: "makeReactor", parameters: parameters, result: .named(reactor.name),
      body: [.expression(.call(.name(reactor.name), arguments))])
    return SwiftRenderer.lines(.function(function))
  }

  private func test(_ name: String, throwsError: Bool = false, _ body: [SwiftStatement]) -> SwiftFunction {
    SwiftFunction(name: name, parameters: [], effects: throwsError ? ["throws"] : [], body: body)
  }

  /// A test to fill in: hints, as comments, then a skip that says what to check.
  private func skipped(_ name: String, _ message: String, hint: [SwiftStatement]) -> SwiftFunction {
    test(name, throwsError: true, hint + [.throw(.call(.name("XCTSkip"), [SwiftArgument(.literal(.string("TODO: \(message)")))]))])
  }

  /// `XCTAssertEqual(base..., ...)`, as a hint.
  private static func equalityHint(_ base: SwiftExpr) -> SwiftStatement {
    .hint(assert("XCTAssertEqual", .placeholder(after: base), .placeholder(after: nil)))
  }

  /// `XCTAssertEqual(a, b)`, `XCTAssertTrue(a)`, ...
  private static func assert(_ function: String, _ arguments: SwiftExpr...) -> SwiftStatement {
    .expression(.call(.name(function), arguments.map { SwiftArgument($0) }))
  }

  /// That `value` (of `type`) is nil: `XCTAssertNil`, or `== nil` for a nested optional, which
  /// `XCTAssertNil` would take as `Any?` and warn about.
  private static func isNil(_ value: SwiftExpr, _ type: TypeRef) -> SwiftStatement {
    type.optionalDepth > 1 ? assert("XCTAssertTrue", .binary(value, "==", .literal(.nil))) : assert("XCTAssertNil", value)
  }

  /// `nil` as the spec or reactorgen wrote it.
  private static func isNilLiteral(_ expression: SwiftExpr) -> Bool {
    switch expression {
    case .literal(.nil): true
    case .fragment(let fragment): fragment.text.trimmingSpaces == "nil"
    default: false
    }
  }

  /// `let reactor = makeReactor()`.
  private static let makeTheReactor = SwiftStatement.let("reactor", .call(.name("makeReactor"), []))

  // MARK: Initial state

  private func initialStateTest(named name: String) -> SwiftFunction {
    // Made only when it is the answer: most tests are real ones.
    func skip() -> SwiftFunction {
      skipped(name, "check \(reactor.name)'s initial state", hint: [makeHint, Self.equalityHint(.path("reactor", "initialState"))])
    }
    guard statesAreKnown else { return skip() }
    let assertions = reactor.state.fields.compactMap { field -> SwiftStatement? in
      let path = SwiftExpr.path("reactor", "initialState", field.name)
      guard let value = field.implicitDefault?.trimmingSpaces else { return nil }
      switch SwiftExpression.literal(value) {
      // An optional field (`Bool? = true`, `[Int]? = []`) holds its value wrapped: compared as
      // `Optional` (any depth), or not at all when its elements may not be Equatable.
      case .bool where field.type.ref.isOptional: return Self.assert("XCTAssertEqual", path, .literal(.bool(value == "true")))
      case .bool: return Self.assert(value == "true" ? "XCTAssertTrue" : "XCTAssertFalse", path)
      case .nil: return Self.isNil(path, field.type.ref)
      case .array([]) where field.type.ref.isOptional, .dictionary(isEmpty: true) where field.type.ref.isOptional: return nil
      case .array([]), .dictionary(isEmpty: true): return Self.assert("XCTAssertTrue", path.dot("isEmpty"))
      case .integer, .floatingPoint, .string:
        // Compare only with a value whose type is the field's own standard type.
        return field.type.ref.literalKind == nil ? nil : Self.assert("XCTAssertEqual", path, .fragment(SpecFragment(value)))
      default: return nil
      }
    }
    guard !assertions.isEmpty else { return skip() }
    return test(name, [Self.makeTheReactor] + assertions)
  }

  // MARK: Reduce

  /// A value of `type` to feed a mutation, when reactorgen can write one that is also Equatable.
  static func sampleValue(for type: TypeRef) -> SwiftExpr? {
    switch type.literalKind {
    case .bool: return .literal(.bool(true))
    case .integer: return .literal(.integer(1))
    case .floatingPoint: return .literal(.floatingPoint(1.5))
    case .string: return type.canonical.simpleName == "String" ? .literal(.string("value")) : nil
    default:
      if let wrapped = type.optionalWrapped { return sampleValue(for: wrapped) }
      if let element = type.arrayElement, let value = sampleValue(for: element) { return .array([value], isMultiline: false) }
      return nil
    }
  }

  /// The assertions that hold after `mutation` is reduced with `arguments` from `start`.
  private func expectations(for mutation: ResolvedMutation, arguments: [SwiftExpr], start: SwiftExpr, end: SwiftExpr) -> [SwiftStatement] {
    guard case .operations(let operations) = mutation.reduce else { return [] }
    return operations.compactMap { operation in
      let field = operation.field.name
      let (before, after) = (start.dot(field), end.dot(field))
      switch operation.kind {
      case .set(let value):
        guard let index = operation.valueIndex else {
          // The value is written for reduce: copied into a test only when it means the same there.
          guard Self.sampleValue(for: operation.field.type.ref) != nil, Self.meansTheSameInATest(value) else { return nil }
          return Self.assert("XCTAssertEqual", after, .fragment(SpecFragment(value)))
        }
        if Self.isNilLiteral(arguments[index]) { return Self.isNil(after, operation.field.type.ref) }
        // Only values known to be Equatable are compared (`Error?`, a tuple, a type of the spec's
        // own may not be): a test skeleton must compile whatever the state holds.
        guard operation.field.type.ref.isKnownEquatable else { return nil }
        return Self.assert("XCTAssertEqual", after, arguments[index])
      case .append(_, let contentsOf):
        guard let index = operation.valueIndex, operation.field.type.ref.isKnownEquatable else { return nil }
        return Self.assert("XCTAssertEqual", after, .binary(before, "+", contentsOf ? arguments[index] : .array([arguments[index]], isMultiline: false)))
      case .toggle:
        return Self.assert("XCTAssertEqual", after, .prefix("!", before))
      case .increment:
        return Self.assert("XCTAssertEqual", after, .binary(before, "+", .literal(.integer(1))))
      case .decrement:
        return Self.assert("XCTAssertEqual", after, .binary(before, "-", .literal(.integer(1))))
      }
    }
  }

  /// Whether a spec expression, written for the reactor, means the same in a test case (see
  /// ``SpecFragment/meansTheSameInATest``).
  private static func meansTheSameInATest(_ expression: String) -> Bool {
    SpecFragment(expression).meansTheSameInATest
  }

  private func reduceTest(_ mutation: ResolvedMutation, named name: String) -> SwiftFunction? {
    let enumCase = mutation.enumCase
    let samples = enumCase.values.map { Self.sampleValue(for: $0.type.ref) }
    func skip() -> SwiftFunction {
      skipped(name, "check how Mutation.\(enumCase.displayName) changes the state", hint: [
        makeHint,
        .hint(.let("state", Self.reduced(Self.sent(enumCase)))),
      ])
    }
    guard statesAreKnown, samples.allSatisfy({ $0 != nil }) else { return skip() }
    let arguments = samples.compactMap { $0 }
    let initial = SwiftExpr.path("reactor", "initialState")
    let assertions = expectations(for: mutation, arguments: arguments, start: initial, end: .name("state"))
    guard !assertions.isEmpty else { return skip() }
    return test(name, [Self.makeTheReactor, .let("state", Self.reduced(enumCase.constructed(arguments)))] + assertions)
  }

  /// `reactor.reduce(state: reactor.initialState, mutation: mutation)`.
  private static func reduced(_ mutation: SwiftExpr) -> SwiftExpr {
    .call(.path("reactor", "reduce"), [SwiftArgument("state", .path("reactor", "initialState")), SwiftArgument("mutation", mutation)])
  }

  /// `.search(...)`: a case as a hint sends it, its values left to write.
  private static func sent(_ enumCase: ResolvedCase) -> SwiftExpr {
    enumCase.values.isEmpty ? .implicitMember(enumCase.displayName) : .call(.implicitMember(enumCase.displayName), [SwiftArgument(.placeholder(after: nil))])
  }

  // MARK: Actions

  /// `var states: [Reactor.State] = []`.
  private var statesRecorded: SwiftStatement {
    .var("states", type: .array(.named([TypeRef.Component(name: reactor.name, arguments: []), TypeRef.Component(name: "State", arguments: [])])), .literal(.emptyArray))
  }

  /// `let subscription = reactor.state.subscribe(onNext: { states.append($0) })`.
  private static let subscribed = SwiftStatement.let("subscription", .call(.path("reactor", "state", "subscribe"), [
    SwiftArgument("onNext", .closure(SwiftClosure(body: [.expression(.call(.path("states", "append"), [SwiftArgument(.name("$0"))]))]))),
  ]))

  /// `reactor.action.onNext(action)`.
  private static func sending(_ action: SwiftExpr) -> SwiftStatement {
    .expression(.call(.path("reactor", "action", "onNext"), [SwiftArgument(action)]))
  }

  /// For an action the spec fully declares (its emitted mutations, all declarative), a test that
  /// sends it and checks every state `reactor.state` emits: the current one, then one per
  /// mutation. Actions with a hook, a precondition or a transform hook stay TODOs: their outcome
  /// is code the spec cannot see.
  private func actionTest(_ action: ResolvedAction, named name: String) -> SwiftFunction {
    let enumCase = action.enumCase
    func skip() -> SwiftFunction {
      var hint: [SwiftStatement] = [
        makeHint,
        .hint(statesRecorded),
        .hint(Self.subscribed),
        .hint(Self.sending(Self.sent(enumCase))),
        Self.equalityHint(.name("states")),
      ]
      if action.isAsync, let hook = action.hook {
        // An async hook can be called directly, without Rx.
        // The action's values, then the state fields it reads.
        let labels = enumCase.values.map(\.binding) + action.reads.map { Naming.unescaped($0.name) }
        let call = SwiftExpr.call(.member(makeCall, hook), labels.map { SwiftArgument($0, .placeholder(after: nil)) })
        hint += [
          .comment("Or call the async hook itself (make this test `async throws`):"),
          .hint(.let("mutations", .effects(isTry: true, isAwait: true, call))),
          Self.equalityHint(.name("mutations")),
        ]
      }
      return skipped(name, "send Action.\(enumCase.displayName) and check the states it makes", hint: hint)
    }
    guard statesAreKnown, action.hook == nil, action.precondition == nil, !action.emits.isEmpty, reactor.transformHooks.isEmpty,
      action.emits.allSatisfy({ if case .operations = $0.mutation.reduce { return true } else { return false } })
    else { return skip() }
    let samples = enumCase.values.map { Self.sampleValue(for: $0.type.ref) }
    guard samples.allSatisfy({ $0 != nil }) else { return skip() }
    let actionArguments = samples.compactMap { $0 }
    var assertions: [SwiftStatement] = []
    let states = { (index: Int) in SwiftExpr.subscript(.name("states"), [SwiftArgument(.literal(.integer(index)))]) }
    for (index, emit) in action.emits.enumerated() {
      let arguments: [SwiftExpr]
      if emit.isExplicit {
        // Arguments may name the action's values, which a test cannot bind; only use them without
        // values, and only when they mean in a test what they mean in the reactor.
        guard enumCase.values.isEmpty, emit.arguments.allSatisfy(Self.meansTheSameInATest) else { return skip() }
        arguments = emit.arguments.map { .fragment(SpecFragment($0)) }
      } else {
        arguments = emit.mutation.enumCase.values.isEmpty ? [] : actionArguments
      }
      assertions += expectations(for: emit.mutation, arguments: arguments, start: states(index), end: states(index + 1))
    }
    guard !assertions.isEmpty else { return skip() }
    let count = SwiftExpr.literal(.integer(action.emits.count + 1))
    return test(name, [
      Self.makeTheReactor,
      statesRecorded,
      Self.subscribed,
      .defer([.expression(.call(.path("subscription", "dispose"), []))]),
      Self.sending(enumCase.constructed(actionArguments)),
      .comment("The current state, then one state per mutation: \(action.emits.map { "." + $0.mutation.enumCase.displayName }.joined(separator: ", "))."),
      Self.assert("XCTAssertEqual", .path("states", "count"), count),
      .guard(.holds(.binary(.path("states", "count"), "==", count)), else: [.return(nil)]),
    ] + assertions)
  }
}
