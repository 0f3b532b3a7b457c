import ReactorGenSwift

/// `Generated/ServiceProvider.swift`.
struct ServiceProviderContext: FileTemplateContext {
  static let kind = FileKind.serviceProvider
  var file: FileContext
  /// `protocol ServiceProviderType: AnyObject { ... }`: a property for each service.
  var providerProtocol: SwiftTypeDeclaration
  /// `final class ServiceProvider: ServiceProviderType { ... }`: makes each service.
  var providerClass: SwiftTypeDeclaration
  /// `class BaseService { ... }`: what services inherit, holding the provider.
  var baseServiceClass: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "providerProtocol": .declaration(providerProtocol)
    case "providerClass": .declaration(providerClass)
    case "baseServiceClass": .declaration(baseServiceClass)
    default: nil
    }
  }
}

/// Tests' `Generated/MockServiceProvider.swift`.
struct MockServiceProviderContext: FileTemplateContext {
  static let kind = FileKind.mockServiceProvider
  var file: FileContext
  /// `final class MockServiceProvider: ServiceProviderType { ... }`, with its documentation.
  var mockProviderClass: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "mockProviderClass": .declaration(mockProviderClass)
    default: nil
    }
  }
}

/// The generated protocol of a service, repository or use case.
struct ServiceInterfaceContext: FileTemplateContext {
  static let kind = FileKind.serviceInterface
  var file: FileContext
  var name: String
  var protocolName: String
  /// `enum TaskEvent { ... }`, when the service has events; empty otherwise.
  var eventEnum: SwiftTypeDeclaration?
  /// `protocol TaskServiceType { ... }`.
  var protocolDeclaration: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "name": .text(self.name)
    case "protocolName": .text(protocolName)
    case "eventEnum": eventEnum.map(TemplateValue.declaration)
    case "protocolDeclaration": .declaration(protocolDeclaration)
    default: nil
    }
  }
}

/// The user-owned class of a service, repository or use case, created once.
struct ServiceImplementationContext: FileTemplateContext {
  static let kind = FileKind.serviceImplementation
  var file: FileContext
  var name: String
  var protocolName: String
  var implementationName: String
  /// `final class TaskService: BaseService, TaskServiceType { ... }`: a stub for every method.
  var implementationClass: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "name": .text(self.name)
    case "protocolName": .text(protocolName)
    case "implementationName": .text(implementationName)
    case "implementationClass": .declaration(implementationClass)
    default: nil
    }
  }
}

/// The mock of a service, repository or use case, for tests.
struct ServiceMockContext: FileTemplateContext {
  static let kind = FileKind.serviceMock
  var file: FileContext
  var name: String
  var protocolName: String
  var mockName: String
  /// `final class MockTaskService: TaskServiceType { ... }`: counts and records calls,
  /// answers what its handlers answer.
  var mockClass: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "name": .text(self.name)
    case "protocolName": .text(protocolName)
    case "mockName": .text(mockName)
    case "mockClass": .declaration(mockClass)
    default: nil
    }
  }
}

/// A repository's generated in-memory implementation.
struct InMemoryRepositoryContext: FileTemplateContext {
  static let kind = FileKind.inMemoryRepository
  var file: FileContext
  var name: String
  var protocolName: String
  var entity: String
  /// `final class InMemoryNoteRepository: NoteRepository, @unchecked Swift.Sendable { ... }`.
  var repositoryClass: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "name": .text(self.name)
    case "protocolName": .text(protocolName)
    case "entity": .text(entity)
    case "repositoryClass": .declaration(repositoryClass)
    default: nil
    }
  }
}

/// The shared bridge from `async` hooks to ReactorKit's `Observable<Mutation>`.
struct AsyncBridgeContext: FileTemplateContext {
  static let kind = FileKind.asyncBridge
  var file: FileContext
  /// `enum AsyncBridge { ... }`, with its documentation.
  var bridgeEnum: SwiftTypeDeclaration

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "bridgeEnum": .declaration(bridgeEnum)
    default: nil
    }
  }
}

/// Maps resolved services to the contexts of the service provider, each service's interface and
/// stub, and the mocks.
struct ServiceContextBuilder {
  let module: ValidatedModule
  let headers: Headers
  /// Where the spec wrote each method: the interface's requirements are marked for line
  /// directives. `nil` when the output has none.
  var origins: SpecOrigins? = nil

  private var access: String { module.access == .public ? "public " : "" }

  private func imports(_ required: [String], testable: Bool = false) -> FileImports {
    FileContext.imports(of: required + module.imports, testable: testable ? module.module : nil)
  }

  private var accessWord: SwiftAccess? { module.access == .public ? .public : nil }

  private static let providerProtocol = TypeRef.named("ServiceProviderType")

  /// `any TaskServiceType`: what the provider holds.
  private static func existential(_ service: ResolvedService) -> TypeRef { .specifier(.any, .named(service.protocolName)) }

  func provider() -> ServiceProviderContext {
    let requirements = module.services.map { service in
      SwiftDeclaration.variable(SwiftVariable(isLet: false, name: service.property, type: Self.existential(service), isRequirement: true))
    }
    let services = module.services.map { service in
      let construction = SwiftExpr.call(
        .name(service.implementationName), service.inheritsBaseService ? [SwiftArgument("provider", .name("self"))] : [])
      return SwiftDeclaration.variable(
        SwiftVariable(access: accessWord, isLazy: true, isLet: false, name: service.property, type: Self.existential(service), value: construction))
    }
    let providerType = TypeRef.specifier(.any, Self.providerProtocol)
    let baseService = SwiftTypeDeclaration(
      access: accessWord, kind: .class, name: "BaseService",
      members: [
        [.variable(SwiftVariable(access: accessWord, isUnowned: true, isLet: true, name: "provider", type: providerType))],
        [
          .function(
            SwiftFunction(
              access: accessWord, name: "init", parameters: [SwiftParameter(name: "provider", type: providerType)],
              body: [.assign(.path("self", "provider"), .name("provider"))]))
        ],
      ])
    return ServiceProviderContext(
      file: FileContext(provenance: headers.generated(), imports: imports([]), access: access),
      providerProtocol:
        SwiftTypeDeclaration(
          access: accessWord, kind: .protocol, name: "ServiceProviderType", inheritance: [.named("AnyObject")], members: [requirements]),
      providerClass:
        SwiftTypeDeclaration(
          access: accessWord, isFinal: true, kind: .class, name: "ServiceProvider", inheritance: [Self.providerProtocol],
          members: [services, [.function(SwiftFunction(access: accessWord, name: "init", parameters: [], body: []))]]),
      baseServiceClass: baseService)
  }

  /// The bridge of async hooks: internal even in a public module, since only reactors call it.
  func asyncBridge() -> AsyncBridgeContext {
    AsyncBridgeContext(
      file: FileContext(provenance: headers.generated(), imports: FileContext.imports(of: ["RxSwift"]), access: ""),
      bridgeEnum: AsyncBridgeDeclaration.declaration)
  }

  func mockProvider() -> MockServiceProviderContext {
    let mocks = module.services.map { service in
      SwiftDeclaration.variable(
        SwiftVariable(isLazy: true, isLet: false, name: service.mockProperty, value: .call(.name(service.mockName), [])))
    }
    let services = module.services.map { service in
      SwiftDeclaration.variable(
        SwiftVariable(isLazy: true, isLet: false, name: service.property, type: Self.existential(service), value: .name(service.mockProperty)))
    }
    let mockProvider = SwiftTypeDeclaration(
      documentation: [
        "Services for reactor tests: each is its mock until you set another (a real service over a",
        "fake store, say); configure the typed mock through `mock<Service>`.",
      ],
      isFinal: true, kind: .class, name: "MockServiceProvider", inheritance: [Self.providerProtocol], members: [mocks, services])
    return MockServiceProviderContext(
      file: FileContext(provenance: headers.generated(), imports: imports(["RxSwift"], testable: true), access: ""),
      mockProviderClass: mockProvider)
  }

  /// Which of a service's files a context is for.
  private enum FileRole {
    case interface, implementation, mock
  }

  /// Types whose mention in a signature means the interface needs `import RxSwift`.
  /// RxSwift's types, as harvested from the module (``ImportedNames``), and its name.
  private static let rxNames = (ImportedNames.harvested["RxSwift"] ?? []).union(["RxSwift"])

  /// Whether a service's interface needs RxSwift: events, or an Rx type in a signature.
  static func usesRx(_ service: ResolvedService) -> Bool {
    !service.events.isEmpty
      || service.methods.contains { method in
        ([method.returnType] + method.parameters.map(\.type)).contains { !($0?.ref.mentioned(among: rxNames).isEmpty ?? true) }
      }
  }

  /// The file of a service's interface, implementation or mock: its header and imports.
  private func file(of service: ResolvedService, for role: FileRole) -> FileContext {
    let headers = Headers(specFiles: [service.specFile])
    let rx = Self.usesRx(service) ? ["RxSwift"] : []
    switch role {
    case .interface:
      let inMemory = service.store.map { " (\($0.inMemoryName) keeps entities in memory)" } ?? ""
      return FileContext(
        provenance: headers.generated(hint: "Implement it in \(service.files.implementation)\(inMemory)."), imports: imports(rx), access: access)
    case .implementation:
      let purpose = "Implement \(service.implementationName) here; its interface \(service.protocolName) is generated from the spec."
      return FileContext(provenance: headers.userOwned(purpose), imports: imports(rx), access: access)
    case .mock:
      return FileContext(provenance: headers.generated(), imports: imports(["RxSwift"], testable: true), access: "")
    }
  }

  /// `PublishSubject<TaskEvent>`: the subject a service sends its events through.
  private static func subject(of eventType: String) -> TypeRef { .named("PublishSubject", .named(eventType)) }

  /// `Generated/<Service>Type.swift`: the event enum and the protocol.
  func interface(of service: ResolvedService) -> ServiceInterfaceContext {
    let eventEnum = service.eventType.map { eventType in
      SwiftTypeDeclaration(
        access: accessWord, kind: .enum, name: eventType,
        members: [service.events.map { .enumCase(name: $0.name, values: $0.values.map(\.tree)) }])
    }
    let event = service.eventType.map { eventType in
      SwiftDeclaration.variable(SwiftVariable(isLet: false, name: "event", type: Self.subject(of: eventType), isRequirement: true))
    }
    // The interface is generated: a requirement the compiler refuses is reported at the spec's line.
    let requirements = service.methods.map { method in
      SwiftDeclaration.fromSpec(.function(method.function()), origin: origins?.member(method.selector, of: service.name))
    }
    let declaration = SwiftTypeDeclaration(
      access: accessWord, kind: .protocol, name: service.protocolName, inheritance: service.classBound ? [.named("AnyObject")] : [],
      members: [event.map { [$0] } ?? [], requirements])
    return ServiceInterfaceContext(
      file: file(of: service, for: .interface), name: service.name, protocolName: service.protocolName,
      eventEnum: eventEnum, protocolDeclaration: declaration)
  }

  /// `<Implementation>.swift`: the user's class, with a stub for every method.
  func implementation(of service: ResolvedService) -> ServiceImplementationContext {
    let event = service.eventType.map { eventType in
      SwiftDeclaration.variable(
        SwiftVariable(access: accessWord, isLet: true, name: "event", value: .call(.type(Self.subject(of: eventType)), [])))
    }
    let dependencies = service.dependencies.map { dependency in
      SwiftDeclaration.variable(
        SwiftVariable(access: accessWord, isLet: true, name: dependency.property, type: .specifier(.any, .named(dependency.protocolName))))
    }
    let initializer = SwiftFunction(
      access: accessWord, name: "init",
      parameters: service.dependencies.map { SwiftParameter(name: $0.property, type: .specifier(.any, .named($0.protocolName))) },
      body: service.dependencies.map { .assign(.path("self", $0.property), .name($0.property)) })
    let methods = service.methods.map { method -> [SwiftDeclaration] in
      [.function(method.function(access: accessWord, body: stubBody(of: method, service: service)))]
    }
    let declaration = SwiftTypeDeclaration(
      access: accessWord, isFinal: true, kind: .class, name: service.implementationName,
      inheritance: (service.inheritsBaseService ? [.named("BaseService")] : []) + [.named(service.protocolName)],
      members: [event.map { [$0] } ?? [], dependencies, dependencies.isEmpty ? [] : [.function(initializer)]] + methods)
    return ServiceImplementationContext(
      file: file(of: service, for: .implementation), name: service.name, protocolName: service.protocolName,
      implementationName: service.implementationName, implementationClass: declaration)
  }

  /// Tests' `Generated/Mock<Service>.swift`: counts and records calls, answers what its handlers answer.
  func mock(of service: ResolvedService) -> ServiceMockContext {
    let event = service.eventType.map { eventType in
      [
        SwiftDeclaration.documentation("Send events with `event.onNext(...)`."),
        .variable(SwiftVariable(isLazy: true, isLet: false, name: "event", value: .call(.type(Self.subject(of: eventType)), []))),
      ]
    }
    let methods = service.methods.flatMap { method -> [[SwiftDeclaration]] in
      let mock = self.mock(of: service, method)
      return [[.mark(method.selector)], mock.members, [.function(method.function(body: mock.body))]]
    }
    let declaration = SwiftTypeDeclaration(
      isFinal: true, kind: .class, name: service.mockName, inheritance: [.named(service.protocolName)], members: [event ?? []] + methods)
    return ServiceMockContext(
      file: file(of: service, for: .mock), name: service.name, protocolName: service.protocolName, mockName: service.mockName,
      mockClass: declaration)
  }

  /// A body that compiles and says plainly that it is still to be written.
  private func stubBody(of method: ResolvedMethod, service: ResolvedService) -> [SwiftStatement] {
    let name = TypeRef.qualified(service.implementationName, SwiftIdentifier.unescaped(method.name)).text
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
    let entities = TypeRef.array(store.entity.ref)
    let stored: [SwiftDeclaration] = [
      .variable(SwiftVariable(access: .private, isLet: true, name: "lock", value: .call(.type(.qualified("Foundation", "NSLock")), []))),
      .fromSpec(
        .variable(SwiftVariable(access: .private, isLet: false, name: "entities", type: entities)), origin: origins?.entities[repository.name]),
    ]
    let initializer = SwiftFunction(
      access: accessWord, name: "init",
      parameters: [SwiftParameter(label: "_", name: "entities", type: entities, defaultValue: .literal(.emptyArray))],
      body: [.assign(.path("self", "entities"), .name("entities"))])
    let methods = repository.methods.compactMap { method -> [SwiftDeclaration]? in
      guard let operation = method.storeOperation else { return nil }
      return [
        .fromSpec(
          .function(method.function(access: accessWord, body: inMemoryBody(operation, store: store, keyOrigin: origins?.keys[repository.name]))),
          origin: origins?.member(method.selector, of: repository.name))
      ]
    }
    // `locked { ... }`: every access to `entities` holds the lock.
    let locked = SwiftFunction(
      access: .private, name: "locked", genericParameters: "Result",
      parameters: [
        SwiftParameter(
          label: "_", name: "body", type: .function(parameters: [], isAsync: false, isThrowing: true, result: .named("Result")))
      ],
      effects: SwiftEffects(isRethrowing: true), result: .named("Result"),
      body: [
        .expression(.call(.path("lock", "lock"), [])), .defer([.expression(.call(.path("lock", "unlock"), []))]),
        .return(.effects(isTry: true, isAwait: false, .call(.name("body"), []))),
      ])
    let declaration = SwiftTypeDeclaration(
      documentation: [
        "Keeps `\(store.entity.text)` values in memory, in the order they were first created: for tests,",
        "previews and an app's first version. Safe from any thread, since every access to `entities`",
        "holds `lock`.",
      ],
      access: accessWord, isFinal: true, kind: .class, name: store.inMemoryName,
      inheritance: [.named(repository.protocolName), .attributed(TypeAttribute(.unchecked), .qualified("Swift", "Sendable"))],
      members: [stored, [.fromSpec(.function(initializer), origin: origins?.entities[repository.name])]] + methods + [[.function(locked)]])
    return InMemoryRepositoryContext(
      file: file, name: store.inMemoryName, protocolName: repository.protocolName, entity: store.entity.text,
      repositoryClass: declaration)
  }

  private func inMemoryBody(_ operation: StoreOperation, store: ResolvedStore, keyOrigin: SourceLocation?) -> [SwiftStatement] {
    // `read(id:)` and `delete(id:)` name their parameter after the key field. Members are read
    // through `self.`, so a query's parameters (`lock`, `entities`) cannot hide them. An entity's
    // key is read where `key:` says it, which the compiler reports a missing member at.
    let key = store.key
    let keyOf = { (entity: String) in SwiftExpr.fromSpec(.path(entity, key), origin: keyOrigin) }
    let entities = SwiftExpr.path("self", "entities")
    let hasKey = { (other: SwiftExpr) in SwiftClosure(body: [.expression(.binary(keyOf("$0"), .equal, other))]) }
    let locked = { (body: [SwiftStatement]) in SwiftExpr.call(.path("self", "locked"), [], trailing: SwiftClosure(body: body)) }
    /// `if let index = self.entities.firstIndex(where: { $0.id == entity.id }) { self.entities[index] = entity }`.
    let replace = { (otherwise: [SwiftStatement]?) -> SwiftStatement in
      .if(
        .binding("index", .call(.member(entities, "firstIndex"), [SwiftArgument("where", .closure(hasKey(keyOf("entity"))))])),
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
      return statements + (result.map { [.return($0)] } ?? [])
    }
    // Nothing happens until the observable is subscribed, as with any cold observable.
    let value = SwiftExpr.just(result ?? .tuple([]))
    let deferred = SwiftClosure(captures: [.strong("self")], body: statements.isEmpty ? [.expression(value)] : statements + [.return(value)])
    return [.return(.call(.implicitMember("deferred"), [], trailing: deferred))]
  }

  /// A mock method's members (its call count, its record of calls, its handler) and its body.
  private func mock(of service: ResolvedService, _ method: ResolvedMethod) -> (members: [SwiftDeclaration], body: [SwiftStatement]) {
    let mock = method.mock
    // How each argument is handed to the handler, the type the handler takes and the type it is recorded with.
    let passed = mock.arguments.map { argument -> (value: SwiftExpr, handlerType: TypeRef, storedType: TypeRef?) in
      let name = SwiftExpr.name(argument.parameter.name)
      switch argument.passing {
      case .value(let stored): return (name, stored.ref, stored.ref)
      case .variadic(let element): return (name, .array(element.ref), .array(element.ref))
      case .closure(let isAutoclosure): return (isAutoclosure ? .call(name, []) : name, argument.parameter.type.ref, nil)
      case .inOut(let value): return (.prefix(.addressOf, name), .specifier(.inout, value.ref), value.ref)
      case .erased: return (.binary(name, .cast, .type(.named("Any"))), .named("Any"), .named("Any"))
      }
    }
    let recorded = zip(mock.arguments, passed).filter { $0.0.isRecorded }.map { argument, passed in
      // Recorded as handed over, an `inout` value as its value.
      (
        label: SwiftIdentifier.unescaped(argument.parameter.name), value: argument.isInOut ? SwiftExpr.name(argument.parameter.name) : passed.value,
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
    var members: [SwiftDeclaration] = [
      .variable(SwiftVariable(access: nil, setterAccess: .private, isLet: false, name: mock.callCount, value: .literal(.integer(0))))
    ]
    if let calls = mock.calls, let callsType {
      members.append(
        .variable(SwiftVariable(access: nil, setterAccess: .private, isLet: false, name: calls, type: callsType, value: .literal(.emptyArray))))
    }
    members.append(.variable(SwiftVariable(isLet: false, name: mock.handler, type: .optional(handlerType, implicitlyUnwrapped: false))))
    return (members, mockBody(of: service, method, arguments: passed.map(\.value), recordedValue: recordedValue))
  }

  /// Counts the call, records its arguments, and answers what the handler answers (cast to a
  /// generic result), or the fallback.
  private func mockBody(of service: ResolvedService, _ method: ResolvedMethod, arguments: [SwiftExpr], recordedValue: SwiftExpr?) -> [SwiftStatement]
  {
    let mock = method.mock
    // A parameter named like a member hides it: members are then read through `self`.
    let member = { (name: String) in mock.parameterShadowsMembers ? SwiftExpr.path("self", name) : .name(name) }
    var body: [SwiftStatement] = [.assign(member(mock.callCount), operator: .add, .literal(.integer(1)))]
    if let calls = mock.calls, let recordedValue {
      body.append(.expression(.call(.member(member(calls), "append"), [SwiftArgument(recordedValue)])))
    }
    // `try await handler(...)`, as the method's effects ask: a plain call when it has none.
    let withEffects = { (isTry: Bool, call: SwiftExpr) in
      isTry || method.isAsync ? SwiftExpr.effects(isTry: isTry, isAwait: method.isAsync, call) : call
    }
    let callHandler = { (handler: SwiftExpr) in withEffects(method.isThrowing, .call(handler, arguments.map { SwiftArgument($0) })) }
    let unwrapped = SwiftCondition.binding(mock.handlerBinding, member(mock.handler))
    guard case .value(let type, let cast, let isOptional) = mock.result else {
      if method.isThrowing {
        body.append(.if(unwrapped, then: [.expression(callHandler(.name(mock.handlerBinding)))]))
      } else {
        body.append(
          .expression(
            withEffects(false, .call(.optionalChain(member(mock.handler)), arguments.map { SwiftArgument($0) }))))
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
              .binding(mock.resultBinding, .binary(.name(mock.valueBinding), .conditionalCast, .type(target))),
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
