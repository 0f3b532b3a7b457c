/// Maps resolved services to the contexts of the service provider, each service's interface and
/// stub, and the mocks.
struct ServiceContextBuilder {
  let module: ValidatedModule
  let headers: Headers

  private var access: String { module.access == .public ? "public " : "" }

  private func imports(_ required: [String], testable: Bool = false) -> [String] {
    FileContext.importLines(required + module.imports, testable: testable ? module.module : nil)
  }

  private func summaries() -> [ServiceSummary] {
    module.services.map { service in
      ServiceSummary(
        name: service.name, protocolName: service.protocolName, property: service.property,
        mockName: service.mockName, mockProperty: service.mockProperty,
        construction: service.implementationName + (service.inheritsBaseService ? "(provider: self)" : "()"))
    }
  }

  func provider() -> ServiceProviderContext {
    ServiceProviderContext(
      file: FileContext(provenance: headers.generated(), imports: imports([]), access: access),
      services: summaries())
  }

  /// The bridge of async hooks: internal even in a public module, since only reactors call it.
  func asyncBridge() -> AsyncBridgeContext {
    AsyncBridgeContext(file: FileContext(provenance: headers.generated(), imports: FileContext.importLines(["RxSwift"]), access: ""))
  }

  func mockProvider() -> ServiceProviderContext {
    ServiceProviderContext(
      file: FileContext(provenance: headers.generated(), imports: imports(["RxSwift"], testable: true), access: ""),
      services: summaries())
  }

  /// Which file a service context is for.
  enum Role {
    /// `Generated/<Service>Type.swift`: the protocol and event enum.
    case interface
    /// `<Implementation>.swift`: the user's implementation, created once.
    case implementation
    /// Tests' `Generated/Mock<Service>.swift`.
    case mock
  }

  func service(_ service: ResolvedService, for role: Role) -> ServiceContext {
    let headers = Headers(specFiles: [service.specFile])
    let rx = service.usesRx ? ["RxSwift"] : []
    let file: FileContext
    switch role {
    case .interface:
      let inMemory = service.store.map { " (\($0.inMemoryName) keeps entities in memory)" } ?? ""
      file = FileContext(provenance: headers.generated(hint: "Implement it in \(service.files.implementation)\(inMemory)."), imports: imports(rx), access: access)
    case .implementation:
      let purpose = "Implement \(service.implementationName) here; its interface \(service.protocolName) is generated from the spec."
      file = FileContext(provenance: headers.userOwned(purpose), imports: imports(rx), access: access)
    case .mock:
      file = FileContext(provenance: headers.generated(), imports: imports(["RxSwift"], testable: true), access: "")
    }
    return ServiceContext(
      file: file,
      name: service.name,
      protocolName: service.protocolName,
      implementationName: service.implementationName,
      baseClass: service.inheritsBaseService ? "BaseService" : nil,
      dependencies: service.dependencies.map { DependencyContext(property: $0.property, protocolName: $0.protocolName) },
      initParameters: service.dependencies.map { "\($0.property): any \($0.protocolName)" }.joined(separator: ", "),
      classBound: service.classBound,
      eventType: service.eventType,
      eventCases: service.events.map(\.declaration),
      methods: service.methods.map { method(of: service, $0) },
      mockName: service.mockName)
  }

  private func method(of service: ResolvedService, _ method: ResolvedMethod) -> MethodContext {
    MethodContext(
      discardableResult: method.discardableResult,
      signature: method.signature,
      selector: method.selector,
      stubBody: stubBody(of: method, service: service),
      mock: mock(of: service, method))
  }

  /// A body that compiles and says plainly that it is still to be written.
  private func stubBody(of method: ResolvedMethod, service: ResolvedService) -> [String] {
    let todo = "// TODO: Implement \(service.implementationName).\(Naming.unescaped(method.name))."
    guard let returnType = method.returnType?.ref, !returnType.isVoid else { return [todo] }
    if returnType.hasEmpty { return [todo, "return .empty()"] }
    if returnType.isOptional { return [todo, "return nil"] }
    return [todo, "fatalError(\"\(service.implementationName).\(Naming.unescaped(method.name)) is not implemented yet\")"]
  }

  // MARK: Repositories

  /// A repository's in-memory implementation: every method's body decided by what it does.
  func inMemory(_ repository: ResolvedService, store: ResolvedStore) -> InMemoryRepositoryContext {
    let rx = store.style == .observable ? ["RxSwift"] : []
    let file = FileContext(provenance: Headers(specFiles: [repository.specFile]).generated(), imports: imports(["Foundation"] + rx), access: access)
    let methods = repository.methods.compactMap { method -> InMemoryMethodContext? in
      guard let operation = method.storeOperation else { return nil }
      return InMemoryMethodContext(signature: method.signature, body: inMemoryBody(operation, store: store))
    }
    return InMemoryRepositoryContext(
      file: file, name: store.inMemoryName, protocolName: repository.protocolName, entity: store.entity.text, methods: methods)
  }

  private func inMemoryBody(_ operation: StoreOperation, store: ResolvedStore) -> [String] {
    // `read(id:)` and `delete(id:)` name their parameter after the key field. Members are read
    // through `self.`, so a query's parameters (`lock`, `entities`) cannot hide them.
    let key = store.key
    let sameKey = "$0.\(key) == entity.\(key)"
    var statements: [String] = []
    var result: String?
    switch operation {
    case .create:
      statements = [
        "self.locked {",
        "  if let index = self.entities.firstIndex(where: { \(sameKey) }) {",
        "    self.entities[index] = entity",
        "  } else {",
        "    self.entities.append(entity)",
        "  }",
        "}",
      ]
    case .read:
      result = "self.locked { self.entities.first { $0.\(key) == \(key) } }"
    case .readAll:
      result = "self.locked { self.entities }"
    case .update:
      statements = [
        "self.locked {",
        "  if let index = self.entities.firstIndex(where: { \(sameKey) }) {",
        "    self.entities[index] = entity",
        "  }",
        "}",
      ]
    case .delete:
      statements = ["self.locked { self.entities.removeAll { $0.\(key) == \(key) } }"]
    case .query(let predicate):
      result = "self.locked { self.entities.filter { entity in \(predicate) } }"
    }
    guard store.style == .observable else {
      return statements + (result.map { ["return \($0)"] } ?? [])
    }
    // Nothing happens until the observable is subscribed, as with any cold observable.
    let value = result ?? "()"
    if statements.isEmpty { return ["return .deferred { [self] in .just(\(value)) }"] }
    return ["return .deferred { [self] in"] + statements.map { "  " + $0 } + ["  return .just(\(value))", "}"]
  }

  private func mock(of service: ResolvedService, _ method: ResolvedMethod) -> MockMethodContext {
    let mock = method.mock
    // How each argument is handed to the handler, and the type it is recorded with.
    let passed = mock.arguments.map { argument -> (value: String, handlerType: String, storedType: String) in
      let name = argument.parameter.name
      switch argument.passing {
      case .value(let stored): return (name, stored.text, stored.text)
      case .variadic(let element): return (name, "[\(element.text)]", "[\(element.text)]")
      case .closure(let isAutoclosure): return (isAutoclosure ? "\(name)()" : name, argument.parameter.type.text, "")
      case .inOut(let value): return ("&" + name, "inout " + value.text, value.text)
      case .erased: return ("\(name) as Any", "Any", "Any")
      }
    }
    let recorded = zip(mock.arguments, passed).filter { $0.0.isRecorded }.map { argument, passed in
      (label: Naming.unescaped(argument.parameter.name), value: passed.value.hasPrefix("&") ? String(passed.value.dropFirst()) : passed.value, type: passed.storedType)
    }
    var callsType: String?
    var recordedValue: String?
    if recorded.count == 1 {
      callsType = "[\(recorded[0].type)]"
      recordedValue = recorded[0].value
    } else if recorded.count > 1 {
      callsType = "[(" + recorded.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")]"
      recordedValue = "(" + recorded.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }
    var handlerReturn = "Void"
    if case .value(let type, let cast, let isOptional, _) = mock.result {
      // A cast result is answered as `Any?` when optional, so a handler can say `nil`.
      handlerReturn = cast ? (isOptional ? "Any?" : "Any") : type.text
    }
    var context = MockMethodContext(
      callCount: mock.callCount, calls: mock.calls, callsType: callsType, recordedValue: recordedValue,
      handler: mock.handler, handlerType: "((\(passed.map(\.handlerType).joined(separator: ", ")))\(method.effects) -> \(handlerReturn))",
      handlerBinding: mock.handlerBinding, valueBinding: mock.valueBinding, resultBinding: mock.resultBinding,
      memberPrefix: mock.parameterShadowsMembers ? "self." : "", isThrowing: method.isThrowing, tryPrefix: method.isThrowing ? "try " : "",
      awaitPrefix: method.isAsync ? "await " : "", arguments: passed.map(\.value).joined(separator: ", "),
      returnsNothing: false, returnsValue: false, castType: nil, castFailure: nil, castsOptional: false, fallback: nil)
    guard case .value(let type, let cast, let isOptional, let fallback) = mock.result else {
      context.returnsNothing = true
      return context
    }
    let requirement = "\(service.mockName).\(method.selector)"
    let stop = "fatalError(\"\(requirement) has no \(mock.handler); set it to return \(type.ref.rxTrait.map { "a \($0)" } ?? "a value")\")"
    context.fallback = fallback.map { "return " + ($0 == .empty ? ".empty()" : "nil") } ?? stop
    if cast {
      let target = type.ref.optionalWrapped?.text ?? type.text
      context.castType = target
      // A handler value of the wrong type is a mistake in the test, whatever the result type:
      // say so with both types (a `nil` for an optional result is an answer, not a mistake).
      context.castFailure = "\(requirement): \(mock.handler) returned a \\(Swift.type(of: \(mock.valueBinding))), not a \\(\(Self.typeExpression(target)).self)"
      context.castsOptional = isOptional
    } else {
      context.returnsValue = true
    }
    return context
  }

  /// `type` where an expression names a type (`T.self`): parenthesized unless it is a plain name,
  /// a generic or a collection (`(T?)`, `((T) -> Void)`, `(any P)`).
  static func typeExpression(_ type: String) -> String {
    let plain = !type.hasPrefix("any ") && !type.hasPrefix("some ") && type.allSatisfy { character in
      character.isLetter || character.isNumber || "_.<>[]:, ".contains(character)
    }
    return plain ? type : "(\(type))"
  }
}
