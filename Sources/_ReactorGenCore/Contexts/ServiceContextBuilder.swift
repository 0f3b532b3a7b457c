/// Maps resolved services to the contexts of the service provider, each service's interface and
/// stub, and the mocks.
struct ServiceContextBuilder {
  let module: ValidatedModule
  let headers: Headers
  /// Where the spec wrote each method: the interface's requirements are marked for line
  /// directives. `nil` when the output has none.
  var origins: SpecOrigins? = nil

  private var access: String { module.access == .public ? "public " : "" }

  private func imports(_ required: [String], testable: Bool = false) -> [String] {
    FileContext.importLines(required + module.imports, testable: testable ? module.module : nil)
  }

  private func summaries() -> [ServiceSummary] {
    module.services.map { service in
      ServiceSummary(
        name: service.name, protocolName: service.protocolName, property: service.property,
        mockName: service.mockName, mockProperty: service.mockProperty,
        construction: SwiftRenderer.lines(
          .call(.name(service.implementationName), service.inheritsBaseService ? [SwiftArgument("provider", .name("self"))] : [])
        ).joined())
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

  /// Types whose mention in a signature means the interface needs `import RxSwift`.
  private static let rxNames: Set<String> = [
    "RxSwift", "Observable", "Single", "Maybe", "Completable", "PublishSubject", "BehaviorSubject", "ReplaySubject",
    "Disposable", "DisposeBag", "AnyObserver", "Infallible",
  ]

  /// Whether a service's interface needs RxSwift: events, or an Rx type in a signature.
  static func usesRx(_ service: ResolvedService) -> Bool {
    !service.events.isEmpty
      || service.methods.contains { method in
        ([method.returnType] + method.parameters.map(\.type)).contains { $0?.ref.mentions(any: rxNames) ?? false }
      }
  }

  func service(_ service: ResolvedService, for role: Role) -> ServiceContext {
    let headers = Headers(specFiles: [service.specFile])
    let rx = Self.usesRx(service) ? ["RxSwift"] : []
    let file: FileContext
    switch role {
    case .interface:
      let inMemory = service.store.map { " (\($0.inMemoryName) keeps entities in memory)" } ?? ""
      file = FileContext(
        provenance: headers.generated(hint: "Implement it in \(service.files.implementation)\(inMemory)."), imports: imports(rx), access: access)
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
      initParameters: service.dependencies.map {
        SwiftRenderer.parameter(SwiftParameter(name: $0.property, type: .specifier(.any, .named($0.protocolName))))
      }.joined(separator: ", "),
      classBound: service.classBound,
      eventType: service.eventType,
      eventCases: service.events.map(\.declaration),
      methods: service.methods.map { method in
        var context = self.method(of: service, method)
        // The interface is generated; the implementation is the user's, and the mock's own
        // errors follow the interface's.
        if role == .interface { context.signature = LineDirectives.marked(context.signature, origins?.methods[service.name]?[method.selector]) }
        return context
      },
      mockName: service.mockName)
  }

  private func method(of service: ResolvedService, _ method: ResolvedMethod) -> MethodContext {
    MethodContext(
      discardableResult: method.discardableResult,
      signature: method.signature,
      selector: method.selector,
      stubBody: SwiftRenderer.lines(stubBody(of: method, service: service)),
      mock: mock(of: service, method))
  }

  /// A body that compiles and says plainly that it is still to be written.
  private func stubBody(of method: ResolvedMethod, service: ResolvedService) -> [SwiftStatement] {
    let name = "\(service.implementationName).\(Naming.unescaped(method.name))"
    let todo = SwiftStatement.comment("TODO: Implement \(name).")
    guard let returnType = method.returnType?.ref, !returnType.isVoid else { return [todo] }
    if returnType.hasEmpty { return [todo, .return(.empty)] }
    if returnType.isOptional { return [todo, .return(.literal(.nil))] }
    return [todo, .expression(.call(.name("fatalError"), [SwiftArgument(.literal(.string("\(name) is not implemented yet")))]))]
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
    let entities = SwiftExpr.path("self", "entities")
    let hasKey = { (other: SwiftExpr) in SwiftClosure(body: [.expression(.binary(.path("$0", key), "==", other))]) }
    let locked = { (body: [SwiftStatement]) in SwiftExpr.call(.path("self", "locked"), [], trailing: SwiftClosure(body: body)) }
    /// `if let index = self.entities.firstIndex(where: { $0.id == entity.id }) { self.entities[index] = entity }`.
    let replace = { (otherwise: [SwiftStatement]?) -> SwiftStatement in
      .if(
        .binding("index", .call(.member(entities, "firstIndex"), [SwiftArgument("where", .closure(hasKey(.path("entity", key))))])),
        then: [.assign(.subscript(entities, [SwiftArgument(.name("index"))]), .name("entity"))], else: otherwise)
    }
    var statements: [SwiftStatement] = []
    var result: SwiftExpr?
    switch operation {
    case .create:
      statements = [.expression(locked([replace([.expression(.call(.member(entities, "append"), [SwiftArgument(.name("entity"))]))])]))]
    case .read:
      result = locked([.expression(.call(.member(entities, "first"), [], trailing: hasKey(.name(key))))])
    case .readAll:
      result = locked([.expression(entities)])
    case .update:
      statements = [.expression(locked([replace(nil)]))]
    case .delete:
      statements = [.expression(locked([.expression(.call(.member(entities, "removeAll"), [], trailing: hasKey(.name(key))))]))]
    case .query(let predicate):
      let filter = SwiftClosure(parameters: ["entity"], body: [.expression(.fragment(SpecFragment(predicate)))])
      result = locked([.expression(.call(.member(entities, "filter"), [], trailing: filter))])
    }
    guard store.style == .observable else {
      return SwiftRenderer.lines(statements + (result.map { [.return($0)] } ?? []))
    }
    // Nothing happens until the observable is subscribed, as with any cold observable.
    let value = SwiftExpr.just(result ?? .tuple([]))
    let deferred = SwiftClosure(captures: [.strong("self")], body: statements.isEmpty ? [.expression(value)] : statements + [.return(value)])
    return SwiftRenderer.lines(.return(.call(.implicitMember("deferred"), [], trailing: deferred)))
  }

  private func mock(of service: ResolvedService, _ method: ResolvedMethod) -> MockMethodContext {
    let mock = method.mock
    // How each argument is handed to the handler, the type the handler takes and the type it is recorded with.
    let passed = mock.arguments.map { argument -> (value: SwiftExpr, handlerType: TypeRef, storedType: TypeRef?) in
      let name = SwiftExpr.name(argument.parameter.name)
      switch argument.passing {
      case .value(let stored): return (name, stored.ref, stored.ref)
      case .variadic(let element): return (name, .array(element.ref), .array(element.ref))
      case .closure(let isAutoclosure): return (isAutoclosure ? .call(name, []) : name, argument.parameter.type.ref, nil)
      case .inOut(let value): return (.prefix("&", name), .specifier(.inout, value.ref), value.ref)
      case .erased: return (.binary(name, "as", .type(.named("Any"))), .named("Any"), .named("Any"))
      }
    }
    let recorded = zip(mock.arguments, passed).filter { $0.0.isRecorded }.map { argument, passed in
      // Recorded as handed over, an `inout` value as its value.
      (
        label: Naming.unescaped(argument.parameter.name), value: argument.isInOut ? SwiftExpr.name(argument.parameter.name) : passed.value,
        type: passed.storedType ?? .named("Any")
      )
    }
    var callsType: TypeRef?
    var recordedValue: SwiftExpr?
    if recorded.count == 1 {
      callsType = .array(recorded[0].type)
      recordedValue = recorded[0].value
    } else if recorded.count > 1 {
      callsType = .array(.tuple(recorded.map { TypeRef.TupleElement(label: $0.label, type: $0.type) }))
      recordedValue = .tuple(recorded.map { SwiftArgument($0.label, $0.value) })
    }
    var handlerReturn = TypeRef.named("Void")
    if case .value(let type, let cast, let isOptional) = mock.result {
      // A cast result is answered as `Any?` when optional, so a handler can say `nil`.
      handlerReturn = cast ? (isOptional ? .optional(.named("Any"), implicitlyUnwrapped: false) : .named("Any")) : type.ref
    }
    let handlerType = TypeRef.function(
      parameters: passed.map(\.handlerType), isAsync: method.isAsync, isThrowing: method.isThrowing, result: handlerReturn)
    return MockMethodContext(
      callCount: mock.callCount, calls: mock.calls, callsType: callsType?.text,
      handler: mock.handler, handlerType: "(\(handlerType.text))",
      body: SwiftRenderer.lines(mockBody(of: service, method, arguments: passed.map(\.value), recordedValue: recordedValue)))
  }

  /// Counts the call, records its arguments, and answers what the handler answers (cast to a
  /// generic result), or the fallback.
  private func mockBody(of service: ResolvedService, _ method: ResolvedMethod, arguments: [SwiftExpr], recordedValue: SwiftExpr?) -> [SwiftStatement]
  {
    let mock = method.mock
    // A parameter named like a member hides it: members are then read through `self`.
    let member = { (name: String) in mock.parameterShadowsMembers ? SwiftExpr.path("self", name) : .name(name) }
    var body: [SwiftStatement] = [.assign(member(mock.callCount), operator: "+=", .literal(.integer(1)))]
    if let calls = mock.calls, let recordedValue {
      body.append(.expression(.call(.member(member(calls), "append"), [SwiftArgument(recordedValue)])))
    }
    let callHandler = { (handler: SwiftExpr) in
      SwiftExpr.effects(isTry: method.isThrowing, isAwait: method.isAsync, .call(handler, arguments.map { SwiftArgument($0) }))
    }
    let unwrapped = SwiftCondition.binding(mock.handlerBinding, member(mock.handler))
    guard case .value(let type, let cast, let isOptional) = mock.result else {
      if method.isThrowing {
        body.append(.if(unwrapped, then: [.expression(callHandler(.name(mock.handlerBinding)))]))
      } else {
        body.append(
          .expression(
            .effects(isTry: false, isAwait: method.isAsync, .call(.optionalChain(member(mock.handler)), arguments.map { SwiftArgument($0) }))))
      }
      return body
    }
    if cast {
      let target = type.ref.optionalWrapped ?? type.ref
      // A handler value of the wrong type is a mistake in the test, whatever the result type:
      // say so with both types (a `nil` for an optional result is an answer, not a mistake).
      let failure = SwiftExpr.literal(
        .interpolated([
          .text("\(service.mockName).\(method.selector): \(mock.handler) returned a "),
          .value(.call(.path("Swift", "type"), [SwiftArgument("of", .name(mock.valueBinding))])),
          .text(", not a "),
          .value(.member(.type(target), "self")),
        ]))
      let answer = callHandler(.name(mock.handlerBinding))
      body.append(
        .if(
          unwrapped,
          then: [
            isOptional ? .guard(.binding(mock.valueBinding, answer), else: [.return(.literal(.nil))]) : .let(mock.valueBinding, answer),
            .guard(
              .binding(mock.resultBinding, .binary(.name(mock.valueBinding), "as?", .type(target))),
              else: [.expression(.call(.name("fatalError"), [SwiftArgument(failure)]))]),
            .return(.name(mock.resultBinding)),
          ]))
    } else {
      body.append(.if(unwrapped, then: [.return(callHandler(.name(mock.handlerBinding)))]))
    }
    // Without a handler: an Rx sequence or trait that completes with no element, `nil`, or stop.
    if type.ref.hasEmpty {
      body.append(.return(.empty))
    } else if type.ref.isOptional {
      body.append(.return(.literal(.nil)))
    } else {
      let answer = type.ref.rxTrait.map { "a \($0)" } ?? "a value"
      body.append(
        .expression(
          .call(
            .name("fatalError"),
            [SwiftArgument(.literal(.string("\(service.mockName).\(method.selector) has no \(mock.handler); set it to return \(answer)")))])))
    }
    return body
  }
}
