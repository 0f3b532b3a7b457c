/// Builds the test skeleton of one reactor: real assertions where the spec fixes the outcome
/// (initial state, declarative reduce and actions), skipped TODO tests everywhere else.
struct TestsContextBuilder {
  let reactor: ReactorSpec
  let module: ValidatedModule
  let headers: Headers

  private var usesProvider: Bool { reactor.usesProvider }

  private var fields: [StateFieldSpec] { reactor.stateFields }

  /// `makeReactor()` needs no arguments when every init parameter has a default.
  private var canMakeReactor: Bool { reactor.parameters.allSatisfy { $0.defaultValue != nil } }

  /// How the skipped tests' hints call `makeReactor`.
  private var makeCall: String {
    let required = reactor.parameters.filter { $0.defaultValue == nil }.map { "\(Naming.unescaped($0.name)): ..." }
    return "makeReactor(\(required.joined(separator: ", ")))"
  }

  func build() -> TestsContext {
    let file = FileContext(
      header: headers.userOwned("Fill in the skipped tests; the others check what the spec declares."),
      imports: FileContext.importLines(["XCTest"] + module.imports + (reactor.actions.isEmpty ? [] : ["RxSwift"]), testable: module.module),
      access: "")
    var tests = [initialStateTest()]
    tests += reactor.mutations.compactMap(reduceTest)
    tests += reactor.actions.map(actionTest)
    return TestsContext(file: file, reactor: reactor.name, className: reactor.name + "Tests", makeReactor: makeReactor(), tests: tests)
  }

  private func makeReactor() -> [String] {
    var parameters: [String] = []
    var arguments: [String] = []
    for parameter in reactor.parameters where parameter.defaultValue == nil {
      parameters.append("\(Naming.escaped(parameter.name)): \(parameter.type)")
      arguments.append("\(Naming.unescaped(parameter.name)): \(Naming.escaped(parameter.name))")
    }
    if usesProvider {
      // Pass a provider whose mocks you configured; the default has unconfigured mocks.
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

  private func initialStateTest() -> TestCase {
    let name = "testInitialState"
    guard canMakeReactor, reactor.initialState == .defaults else {
      return skipped(name, "check \(reactor.name)'s initial state", hint: ["let reactor = \(makeCall)", "XCTAssertEqual(reactor.initialState..., ...)"])
    }
    let assertions = fields.compactMap { field -> String? in
      let path = "reactor.initialState.\(Naming.escaped(field.name))"
      guard let value = field.defaultValue?.trimmingSpaces else {
        return field.type.hasSuffix("?") ? "XCTAssertNil(\(path))" : nil
      }
      switch value {
      case "true": return "XCTAssertTrue(\(path))"
      case "false": return "XCTAssertFalse(\(path))"
      case "nil": return "XCTAssertNil(\(path))"
      case "[]", "[:]": return "XCTAssertTrue(\(path).isEmpty)"
      default:
        return Self.isLiteral(value) ? "XCTAssertEqual(\(path), \(value))" : nil
      }
    }
    guard !assertions.isEmpty else {
      return skipped(name, "check \(reactor.name)'s initial state", hint: ["let reactor = \(makeCall)", "XCTAssertEqual(reactor.initialState..., ...)"])
    }
    return TestCase(name: name, throwsError: false, body: ["let reactor = makeReactor()"] + assertions)
  }

  static func isLiteral(_ text: String) -> Bool {
    if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 && !text.dropFirst().dropLast().contains("\"") { return true }
    let number = text.hasPrefix("-") ? String(text.dropFirst()) : text
    return !number.isEmpty && number.allSatisfy { $0.isNumber || $0 == "." || $0 == "_" } && number.first?.isNumber == true
  }

  // MARK: Reduce

  /// A value of `type` to feed a mutation, when reactorgen can write one that is also Equatable.
  static func sampleValue(for type: String) -> String? {
    let type = SwiftSource.normalizedType(type)
    switch type {
    case "Bool": return "true"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "1"
    case "Double", "Float", "CGFloat": return "1.5"
    case "String": return "\"value\""
    default:
      if type.hasSuffix("?") { return sampleValue(for: String(type.dropLast())) }
      if let element = SwiftSource.arrayElement(of: type), let value = sampleValue(for: element) { return "[\(value)]" }
      return nil
    }
  }

  /// The assertions that hold after `mutation` is reduced with `arguments` from `start`.
  private func expectations(for mutation: MutationSpec, arguments: [String], start: String, end: String) -> [String] {
    var remaining = arguments[...]
    var lines: [String] = []
    for operation in mutation.reduce {
      let field = Naming.escaped(operation.field.value)
      switch operation.kind {
      case .set:
        if let value = operation.value {
          let fieldType = reactor.field(named: operation.field.value)?.type ?? ""
          if Self.sampleValue(for: fieldType) != nil { lines.append("XCTAssertEqual(\(end).\(field), \(value))") }
          continue
        }
        guard let argument = remaining.popFirst() else { continue }
        lines.append("XCTAssertEqual(\(end).\(field), \(argument))")
      case .append:
        guard let argument = remaining.popFirst() else { continue }
        let fieldType = reactor.field(named: operation.field.value)?.type ?? ""
        let value = mutation.enumCase.values[arguments.count - remaining.count - 1]
        let isArray = SwiftSource.normalizedType(value.type) == SwiftSource.normalizedType(fieldType)
        lines.append("XCTAssertEqual(\(end).\(field), \(start).\(field) + \(isArray ? argument : "[\(argument)]"))")
      case .toggle:
        lines.append("XCTAssertEqual(\(end).\(field), !\(start).\(field))")
      case .increment:
        lines.append("XCTAssertEqual(\(end).\(field), \(start).\(field) + 1)")
      case .decrement:
        lines.append("XCTAssertEqual(\(end).\(field), \(start).\(field) - 1)")
      }
    }
    return lines
  }

  private func reduceTest(_ mutation: MutationSpec) -> TestCase? {
    guard !mutation.reduce.isEmpty else { return nil }
    let name = "testReduce" + SwiftSource.upperCamel(Naming.unescaped(mutation.enumCase.name))
    let samples = mutation.enumCase.values.map { Self.sampleValue(for: $0.type) }
    guard canMakeReactor, reactor.initialState == .defaults, samples.allSatisfy({ $0 != nil }) else {
      return skipped(name, "check how Mutation.\(mutation.enumCase.name) changes the state", hint: [
        "let reactor = \(makeCall)",
        "let state = reactor.reduce(state: reactor.initialState, mutation: .\(mutation.enumCase.name)\(mutation.enumCase.values.isEmpty ? "" : "(...)"))",
      ])
    }
    let arguments = samples.compactMap { $0 }
    return TestCase(name: name, throwsError: false, body: [
      "let reactor = makeReactor()",
      "let state = reactor.reduce(state: reactor.initialState, mutation: \(mutation.enumCase.construction(arguments)))",
    ] + expectations(for: mutation, arguments: arguments, start: "reactor.initialState", end: "state"))
  }

  // MARK: Actions

  private func actionTest(_ action: ActionSpec) -> TestCase {
    let caseName = Naming.unescaped(action.enumCase.name)
    let name = "testAction" + SwiftSource.upperCamel(caseName)
    let skip = skipped(name, "send Action.\(caseName) and check the state", hint: [
      "let reactor = \(makeCall)",
      "reactor.action.onNext(.\(caseName)\(action.enumCase.values.isEmpty ? "" : "(...)"))",
      "XCTAssertEqual(reactor.currentState..., ...)",
    ])
    // Only an action that emits one declarative mutation has an outcome the spec fixes.
    guard canMakeReactor, reactor.initialState == .defaults, !action.callsHook, action.emits.count == 1,
      let mutation = reactor.mutation(named: action.emits[0].name),
      !mutation.reduce.isEmpty
    else { return skip }
    let samples = action.enumCase.values.map { Self.sampleValue(for: $0.type) }
    guard samples.allSatisfy({ $0 != nil }) else { return skip }
    let actionArguments = samples.compactMap { $0 }
    let mutationArguments: [String]
    if let explicit = action.emits[0].arguments {
      // Arguments may name the action's values, which a test cannot bind; only use them without values.
      guard action.enumCase.values.isEmpty else { return skip }
      mutationArguments = explicit
    } else {
      mutationArguments = actionArguments
    }
    return TestCase(name: name, throwsError: false, body: [
      "let reactor = makeReactor()",
      "reactor.action.onNext(\(action.enumCase.construction(actionArguments)))",
    ] + expectations(for: mutation, arguments: mutationArguments, start: "reactor.initialState", end: "reactor.currentState"))
  }
}
