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

  /// How the skipped tests' hints call `makeReactor`.
  private var makeCall: String {
    let required = reactor.parameters.filter { $0.defaultValue == nil }.map { "\(Naming.unescaped($0.name)): ..." }
    return "makeReactor(\(required.joined(separator: ", ")))"
  }

  func build() -> TestsContext {
    let file = FileContext(
      provenance: headers.userOwned("Fill in the skipped tests; the others check what the spec declares."),
      imports: FileContext.importLines(["XCTest"] + module.imports + (reactor.actions.isEmpty ? [] : ["RxSwift"]), testable: module.module),
      access: "")
    let tests = reactor.tests.compactMap { test -> TestCase? in
      switch test.subject {
      case .initialState: initialStateTest(named: test.name)
      case .reduce(let index): reduceTest(reactor.mutations[index], named: test.name)
      case .action(let index): actionTest(reactor.actions[index], named: test.name)
      }
    }
    return TestsContext(file: file, reactor: reactor.name, className: reactor.testClass, makeReactor: makeReactor(), tests: tests)
  }

  private func makeReactor() -> [String] {
    var parameters: [String] = []
    var arguments: [String] = []
    for parameter in reactor.parameters where parameter.defaultValue == nil {
      parameters.append("\(parameter.name): \(parameter.type.text)")
      arguments.append("\(Naming.unescaped(parameter.name)): \(parameter.name)")
    }
    // Pass mocks you configured; the defaults are unconfigured mocks.
    parameters += reactor.dependencies.map { "\($0.property): any \($0.protocolName) = \($0.mockName)()" }
    arguments.insert(contentsOf: reactor.dependencies.map { "\(Naming.unescaped($0.property)): \($0.property)" }, at: 0)
    if reactor.usesProvider {
      parameters.append("provider: MockServiceProvider = MockServiceProvider()")
      arguments.insert("provider: provider", at: 0)
    }
    return [
      "private func makeReactor(\(parameters.joined(separator: ", "))) -> \(reactor.name) {",
      "  \(reactor.name)(\(arguments.joined(separator: ", ")))",
      "}",
    ]
  }

  private func skipped(_ name: String, _ message: String, hint: [String]) -> TestCase {
    TestCase(name: name, throwsError: true, body: hint.map { "// " + $0 } + ["throw XCTSkip(\"TODO: \(message)\")"])
  }

  // MARK: Initial state

  private func initialStateTest(named name: String) -> TestCase {
    // Made only when it is the answer: most tests are real ones.
    func skip() -> TestCase {
      skipped(name, "check \(reactor.name)'s initial state", hint: ["let reactor = \(makeCall)", "XCTAssertEqual(reactor.initialState..., ...)"])
    }
    guard statesAreKnown else { return skip() }
    let assertions = reactor.state.fields.compactMap { field -> String? in
      let path = "reactor.initialState.\(field.name)"
      guard let value = field.implicitDefault?.trimmingSpaces else { return nil }
      switch SwiftExpression.literal(value) {
      case .bool: return value == "true" ? "XCTAssertTrue(\(path))" : "XCTAssertFalse(\(path))"
      case .nil: return "XCTAssertNil(\(path))"
      case .array([]), .dictionary(isEmpty: true): return "XCTAssertTrue(\(path).isEmpty)"
      case .integer, .floatingPoint, .string:
        // Compare only with a value whose type is the field's own standard type.
        return field.type.ref.literalKind == nil ? nil : "XCTAssertEqual(\(path), \(value))"
      default: return nil
      }
    }
    guard !assertions.isEmpty else { return skip() }
    return TestCase(name: name, throwsError: false, body: ["let reactor = makeReactor()"] + assertions)
  }

  // MARK: Reduce

  /// A value of `type` to feed a mutation, when reactorgen can write one that is also Equatable.
  static func sampleValue(for type: TypeRef) -> String? {
    switch type.literalKind {
    case .bool: return "true"
    case .integer: return "1"
    case .floatingPoint: return "1.5"
    case .string: return type.canonical.simpleName == "String" ? "\"value\"" : nil
    default:
      if let wrapped = type.optionalWrapped { return sampleValue(for: wrapped) }
      if let element = type.arrayElement, let value = sampleValue(for: element) { return "[\(value)]" }
      return nil
    }
  }

  /// The assertions that hold after `mutation` is reduced with `arguments` from `start`.
  private func expectations(for mutation: ResolvedMutation, arguments: [String], start: String, end: String) -> [String] {
    guard case .operations(let operations) = mutation.reduce else { return [] }
    return operations.compactMap { operation in
      let field = operation.field.name
      switch operation.kind {
      case .set(let value):
        guard let index = operation.valueIndex else {
          // The value is written for reduce: copied into a test only when it means the same there.
          guard Self.sampleValue(for: operation.field.type.ref) != nil, Self.meansTheSameInATest(value) else { return nil }
          return "XCTAssertEqual(\(end).\(field), \(value))"
        }
        return "XCTAssertEqual(\(end).\(field), \(arguments[index]))"
      case .append(_, let contentsOf):
        guard let index = operation.valueIndex else { return nil }
        return "XCTAssertEqual(\(end).\(field), \(start).\(field) + \(contentsOf ? arguments[index] : "[\(arguments[index])]"))"
      case .toggle:
        return "XCTAssertEqual(\(end).\(field), !\(start).\(field))"
      case .increment:
        return "XCTAssertEqual(\(end).\(field), \(start).\(field) + 1)"
      case .decrement:
        return "XCTAssertEqual(\(end).\(field), \(start).\(field) - 1)"
      }
    }
  }

  /// Whether a spec expression, written for the reactor, means the same in a test case (see
  /// ``SpecFragment/meansTheSameInATest``).
  private static func meansTheSameInATest(_ expression: String) -> Bool {
    SpecFragment(expression).meansTheSameInATest
  }

  private func reduceTest(_ mutation: ResolvedMutation, named name: String) -> TestCase? {
    let enumCase = mutation.enumCase
    let samples = enumCase.values.map { Self.sampleValue(for: $0.type.ref) }
    func skip() -> TestCase {
      skipped(name, "check how Mutation.\(enumCase.displayName) changes the state", hint: [
        "let reactor = \(makeCall)",
        "let state = reactor.reduce(state: reactor.initialState, mutation: .\(enumCase.displayName)\(enumCase.values.isEmpty ? "" : "(...)"))",
      ])
    }
    guard statesAreKnown, samples.allSatisfy({ $0 != nil }) else { return skip() }
    let arguments = samples.compactMap { $0 }
    let assertions = expectations(for: mutation, arguments: arguments, start: "reactor.initialState", end: "state")
    guard !assertions.isEmpty else { return skip() }
    return TestCase(name: name, throwsError: false, body: [
      "let reactor = makeReactor()",
      "let state = reactor.reduce(state: reactor.initialState, mutation: \(enumCase.construction(arguments)))",
    ] + assertions)
  }

  // MARK: Actions

  /// For an action the spec fully declares (its emitted mutations, all declarative), a test that
  /// sends it and checks every state `reactor.state` emits: the current one, then one per
  /// mutation. Actions with a hook, a precondition or a transform hook stay TODOs: their outcome
  /// is code the spec cannot see.
  private func actionTest(_ action: ResolvedAction, named name: String) -> TestCase {
    let enumCase = action.enumCase
    func skip() -> TestCase {
      var hint = [
        "let reactor = \(makeCall)",
        "var states: [\(reactor.name).State] = []",
        "let subscription = reactor.state.subscribe(onNext: { states.append($0) })",
        "reactor.action.onNext(.\(enumCase.displayName)\(enumCase.values.isEmpty ? "" : "(...)"))",
        "XCTAssertEqual(states..., ...)",
      ]
      if action.isAsync, let hook = action.hook {
        // An async hook can be called directly, without Rx.
        hint += [
          "Or call the async hook itself (make this test `async throws`):",
          "let mutations = try await \(makeCall).\(hook)(\(enumCase.values.map { "\($0.binding): ..." }.joined(separator: ", ")))",
          "XCTAssertEqual(mutations..., ...)",
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
    var assertions: [String] = []
    for (index, emit) in action.emits.enumerated() {
      let arguments: [String]
      if emit.isExplicit {
        // Arguments may name the action's values, which a test cannot bind; only use them without
        // values, and only when they mean in a test what they mean in the reactor.
        guard enumCase.values.isEmpty, emit.arguments.allSatisfy(Self.meansTheSameInATest) else { return skip() }
        arguments = emit.arguments
      } else {
        arguments = emit.mutation.enumCase.values.isEmpty ? [] : actionArguments
      }
      assertions += expectations(for: emit.mutation, arguments: arguments, start: "states[\(index)]", end: "states[\(index + 1)]")
    }
    guard !assertions.isEmpty else { return skip() }
    let count = action.emits.count + 1
    return TestCase(name: name, throwsError: false, body: [
      "let reactor = makeReactor()",
      "var states: [\(reactor.name).State] = []",
      "let subscription = reactor.state.subscribe(onNext: { states.append($0) })",
      "defer { subscription.dispose() }",
      "reactor.action.onNext(\(enumCase.construction(actionArguments)))",
      "// The current state, then one state per mutation: \(action.emits.map { "." + $0.mutation.enumCase.displayName }.joined(separator: ", ")).",
      "XCTAssertEqual(states.count, \(count))",
      "guard states.count == \(count) else { return }",
    ] + assertions)
  }
}
