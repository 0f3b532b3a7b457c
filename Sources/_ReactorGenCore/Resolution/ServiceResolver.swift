import ReactorGenSwift

/// Resolves one service: its protocol, events, methods and the members of its mock, with every
/// generated name registered in the namespace.
struct ServiceResolver {
  let spec: ServiceSpec
  /// The target the generated code joins: its module, and the types its own files declare.
  var target = AppTarget()

  private var kindName: String { spec.kind.rawValue }
  private var owner: String { "\(kindName) '\(spec.name)'" }

  func resolve(in namespace: inout Namespace, _ diagnostics: inout Diagnostics) -> ResolvedService {
    let name = spec.name
    let location = spec.location
    let isService = spec.kind == .service
    if isService && spec.protocolName == nil && name.hasSuffix("Type") {
      diagnostics.error(.specMeaning, "name the service '\(name.dropLast(4))'; reactorgen adds 'Type' to the protocol name itself", at: location)
    }
    let events = spec.events.map { resolveCase($0, &diagnostics) }
    checkUnique(spec.events.map { ($0.name, $0.location) }, what: "event", in: owner, &diagnostics)
    let protocolName = spec.protocolTypeName
    let implementationName = spec.implementationName?.value ?? name
    let eventType = spec.events.isEmpty ? nil : Naming.eventType(name)
    let mockName = Naming.mockService(name)
    var store = spec.store.map { resolveStore($0, &diagnostics) }
    let files = ServiceFiles(
      interface: FileKind.serviceInterface.path(declaring: protocolName),
      implementation: FileKind.serviceImplementation.path(declaring: implementationName),
      mock: FileKind.serviceMock.path(declaring: mockName), inMemory: store.map { FileKind.inMemoryRepository.path(declaring: $0.inMemoryName) })

    // `lazy var api = api(provider: self)` calls the property, not the class. Said first, and
    // alone: the names derived from a lower-case name would clash in other ways too.
    if isService && SwiftIdentifier.unescaped(Naming.serviceProperty(name)) == SwiftIdentifier.unescaped(implementationName) {
      diagnostics.error(
        .specMeaning,
        "service '\(name)' names a class, whose provider property would be '\(Naming.serviceProperty(name))' too, hiding the class where the provider makes it; start the name with a capital letter ('\(Naming.upperCamel(SwiftIdentifier.unescaped(name)))')",
        at: typeLocation(spec.implementationName))
      namespace.markReported(location)
      namespace.markReported(typeLocation(spec.implementationName))
    }
    if let resolved = store { store = declareEntity(of: resolved, in: &namespace, &diagnostics) }
    declareTypes(
      implementationName: implementationName, protocolName: protocolName, mockName: mockName, store: store, eventType: eventType, in: &namespace,
      &diagnostics)
    let property = Naming.serviceProperty(name)
    let mockProperty = Naming.mockProperty(name)
    if isService { declareProviderProperties(property, mockProperty, in: &namespace, &diagnostics) }

    // A repository's methods name its entity as the store does (with the module's name, where
    // it must be).
    let methodSpecs =
      spec.store.map { written in
        var storeSpec = written
        if let store { storeSpec.entity.value = store.entity }
        return storeSpec.methods(at: location)
      } ?? spec.methods.map { ($0, nil) }
    let members = Namespace.Scope.members(of: mockName)
    if !spec.events.isEmpty {
      namespace.declare("event", .property, what: "the event subject 'event'", in: members, at: location, remedy: remedy, diagnostics: &diagnostics)
    }
    if let store { declareInMemoryMembers(of: store, methods: methodSpecs, in: &namespace, &diagnostics) }
    // The mock declares the methods themselves beside the members it adds for each; so does the
    // implementation, beside the properties of its dependencies.
    for (method, _) in methodSpecs {
      let function = Self.function(of: method)
      for scope in [members, .members(of: implementationName)] {
        namespace.declare(
          SwiftIdentifier.unescaped(method.name), .function(function), what: "method '\(function.selector)'", in: scope, at: method.location,
          remedy: "rename the method", diagnostics: &diagnostics)
      }
    }
    let overloaded = Dictionary(grouping: methodSpecs.map(\.0), by: \.name).filter { $0.value.count > 1 }.keys
    let methods = methodSpecs.map { written, operation in
      let method = qualifyingTheAppsTypes(in: written, namespace)
      var resolved = resolve(method, overloaded: overloaded.contains(method.name), members: members, &namespace, &diagnostics)
      resolved.storeOperation = operation
      return resolved
    }
    return ResolvedService(
      kind: spec.kind, name: name, protocolName: protocolName, implementationName: implementationName,
      inheritsBaseService: isService && spec.inheritsBaseService, dependencies: [], store: store,
      property: property, mockName: mockName, mockProperty: mockProperty,
      classBound: spec.classBound, eventType: eventType, events: events, methods: methods,
      specFile: Validator.fileName(location.file), files: files, location: location)
  }

  private var remedy: String { "rename the \(kindName)" }

  /// Where a name the spec may write is said: at that name, or at the element.
  private func typeLocation(_ name: Located<String>?) -> SourceLocation { name?.location ?? spec.location }

  /// A service's properties on the provider and on the mock provider.
  private func declareProviderProperties(_ property: String, _ mockProperty: String, in namespace: inout Namespace, _ diagnostics: inout Diagnostics)
  {
    let (name, location) = (spec.name, spec.location)
    namespace.declare(
      property, .property, what: "the provider property '\(property)' of service '\(name)'", in: .members(of: "ServiceProviderType"), at: location,
      remedy: remedy, diagnostics: &diagnostics)
    namespace.declare(
      mockProperty, .property, what: "the property '\(mockProperty)' of service '\(name)'", in: .members(of: "MockServiceProvider"), at: location,
      remedy: remedy, diagnostics: &diagnostics)
    namespace.declare(
      property, .property, what: "the provider property '\(property)' of service '\(name)'", in: .members(of: "MockServiceProvider"), at: location,
      remedy: remedy, diagnostics: &diagnostics)
  }

  /// The method with each type of the app's that is named like a type the mocks import (a model
  /// `Notification` beside Foundation's) written with the module's name: the mock, which copies
  /// the signature beside both modules, would find the bare name ambiguous. Which names are the
  /// app's the target's own files say; a name the app does not declare is the framework's, as
  /// it is in the app, and stays bare.
  private func qualifyingTheAppsTypes(in method: MethodSpec, _ namespace: Namespace) -> MethodSpec {
    guard let declaresType = target.declaresType else { return method }
    // Each type's few names against each module's many: no set of them all is built.
    var clashing = Set<String>()
    for type in method.parameters.map(\.type.ref) + (method.returnType.map { [$0.ref] } ?? []) {
      for module in namespace.importedByMocks { clashing.formUnion(type.mentioned(among: ImportedNames.harvested[module] ?? [])) }
    }
    guard !clashing.isEmpty else { return method }
    clashing.subtract(Namespace.dependedOn)
    guard !clashing.isEmpty, let module = target.moduleName(specs: namespace.moduleName) else { return method }
    clashing.subtract(Self.genericNames(method.genericParameters))
    let theApps = clashing.filter(declaresType).sorted()
    guard !theApps.isEmpty else { return method }
    func qualified(_ type: SwiftType) -> SwiftType {
      let ref = type.ref.qualifying(theApps, in: module)
      return ref == type.ref ? type : SwiftType(ref.text, read: ref)
    }
    var method = method
    for index in method.parameters.indices { method.parameters[index].type = qualified(method.parameters[index].type) }
    method.returnType = method.returnType.map(qualified)
    return method
  }

  /// A repository's entity is the user's type, which the generated code names: no generated
  /// type may take its name. The store, with its entity written with the module's name where a
  /// type the mocks import has the same one.
  private func declareEntity(of store: ResolvedStore, in namespace: inout Namespace, _ diagnostics: inout Diagnostics) -> ResolvedStore {
    guard let storeSpec = spec.store, case .named(let components) = store.entity.ref, components.count == 1 else { return store }
    var store = store
    // The entity is the user's type, and the repository's mock names it beside what the mock
    // imports: named like one of their types, it is ambiguous there unless written with the
    // module's name, which the generated code does when it knows the module.
    let name = SwiftIdentifier.unescaped(components[0].name)
    if let module = ImportedNames.module(declaring: name, among: namespace.importedByMocks) {
      if let own = target.moduleName(specs: namespace.moduleName), components[0].arguments.isEmpty {
        let qualified = TypeRef.qualified(own, components[0].name)
        store.entity = SwiftType(qualified.text, read: qualified)
      } else {
        diagnostics.error(
          .nameClash,
          "the entity '\(name)' of \(owner) is named like \(module)'s type '\(name)', which the generated mock sees too (it imports \(module) beside your module), where the name would be ambiguous; name your module ('module:' or '--module') and reactorgen writes it with the module's name, or rename your type",
          at: storeSpec.entity.location)
        namespace.markReported(storeSpec.entity.location)
      }
    }
    // A generated type of the same name would make it ambiguous.
    namespace.declare(
      SwiftIdentifier.unescaped(components[0].name), .reference,
      what: "the entity '\(storeSpec.entity.value.text)' of \(owner), a type of yours the generated code names",
      in: .module, at: storeSpec.entity.location, remedy: remedy, diagnostics: &diagnostics)
    return store
  }

  /// The types the element makes: its class, protocol and mock, its in-memory class and its
  /// event enum.
  private func declareTypes(
    implementationName: String, protocolName: String, mockName: String, store: ResolvedStore?, eventType: String?,
    in namespace: inout Namespace, _ diagnostics: inout Diagnostics
  ) {
    let location = spec.location
    // Tests name the protocol, the event enum and the mock (their own); not the class or the in-memory one.
    namespace.declare(
      implementationName, .type, what: "the class '\(implementationName)' of \(owner)", in: .module, at: typeLocation(spec.implementationName),
      remedy: remedy,
      seenByTests: false, diagnostics: &diagnostics)
    namespace.declare(
      protocolName, .type, what: "the protocol '\(protocolName)' of \(owner)", in: .module, at: typeLocation(spec.protocolName), remedy: remedy,
      diagnostics: &diagnostics)
    namespace.declare(
      mockName, .type, what: "the mock '\(mockName)' of \(owner)", in: .module, at: location, remedy: remedy, seenByTests: false,
      diagnostics: &diagnostics)
    if let store {
      namespace.declare(
        store.inMemoryName, .type, what: "the in-memory implementation '\(store.inMemoryName)' of \(owner)", in: .module,
        at: typeLocation(spec.store?.inMemoryName),
        remedy: remedy, seenByTests: false, diagnostics: &diagnostics)
    }
    if let eventType {
      namespace.declare(
        eventType, .type, what: "the event enum '\(eventType)' of \(owner)", in: .module, at: location, remedy: remedy, diagnostics: &diagnostics)
    }
  }

  /// The in-memory class's own members beside the methods every implementation declares, and
  /// what its queries' conditions and parameters can take.
  private func declareInMemoryMembers(
    of store: ResolvedStore, methods methodSpecs: [(MethodSpec, StoreOperation?)], in namespace: inout Namespace,
    _ diagnostics: inout Diagnostics
  ) {
    let location = spec.location
    guard let storeSpec = spec.store else { return }
    // The in-memory class's own members, beside the methods every implementation declares.
    let inMemoryMembers = Namespace.Scope.members(of: store.inMemoryName)
    for (member, kind) in [
      ("lock", Namespace.Kind.property), ("entities", .property), ("locked", .function(FunctionSelector.Name("locked", labels: ["_"]))),
    ] {
      namespace.declare(
        member, kind, what: "the in-memory implementation's '\(member)'", in: inMemoryMembers, at: location, remedy: remedy,
        diagnostics: &diagnostics)
    }
    for (method, operation) in methodSpecs {
      let function = Self.function(of: method)
      // Only a query can clash: the other methods are reactorgen's own.
      let what = { if case .query = operation { return "query" } else { return "the repository method" } }()
      namespace.declare(
        SwiftIdentifier.unescaped(method.name), .function(function), what: "\(what) '\(function.selector)'", in: inMemoryMembers,
        at: method.location,
        remedy: "rename the query", diagnostics: &diagnostics)
    }
    for query in storeSpec.queries {
      checkPlace(query.predicate, .queryCondition, at: query.predicateLocation, &diagnostics)
      for parameter in query.parameters where SwiftIdentifier.unescaped(parameter.name) == "entity" {
        diagnostics.error(
          .specMeaning, "a query's parameter cannot be named 'entity': its condition reads the stored entity as 'entity'; rename the parameter",
          at: parameter.location)
      }
      // An Observable reads its query's values when subscribed, after the call has returned.
      for parameter in query.parameters where storeSpec.style == .observable {
        let type = parameter.type.ref
        if type.isFunction && !type.isEscaping {
          diagnostics.error(
            .specMeaning,
            "a closure parameter of an observable repository's query must be '@escaping': the query runs when its Observable is subscribed, after the call returns; write '\(parameter.label.map { $0 + " " } ?? "")\(parameter.name): @escaping \(parameter.type)'",
            at: parameter.location)
        }
      }
    }
  }

  // MARK: Repositories

  private func resolveStore(_ store: StoreSpec, _ diagnostics: inout Diagnostics) -> ResolvedStore {
    let entity = store.entity.value
    if case .named = entity.ref {
    } else {
      diagnostics.error(
        .specMeaning, "a repository's entity is a named type such as 'Project', not '\(store.entity.value)'", at: store.entity.location)
    }
    checkType(store.entity.value, at: .nested, of: "the entity", at: store.entity.location, &diagnostics)
    checkType(store.key.type, at: .storedProperty, of: "key '\(SwiftIdentifier.unescaped(store.key.name))'", at: store.key.location, &diagnostics)
    checkMemberName(store.key.name, what: "key", at: store.key.location, &diagnostics)
    // Queries are told apart by their selectors, as use-case methods are: the namespace checks them.
    return ResolvedStore(
      entity: entity, key: SwiftIdentifier.escaped(SwiftIdentifier.unescaped(store.key.name)), style: store.style,
      inMemoryName: store.inMemoryName?.value ?? Naming.inMemoryRepository(spec.name))
  }

  private func resolve(
    _ method: MethodSpec, overloaded: Bool, members: Namespace.Scope, _ namespace: inout Namespace, _ diagnostics: inout Diagnostics
  ) -> ResolvedMethod {
    let name = SwiftIdentifier.escaped(SwiftIdentifier.unescaped(method.name))
    let selector = Self.selector(of: method)
    if SwiftIdentifier.unescaped(method.name) == "event" && spec.kind == .service {
      diagnostics.error(.specMeaning, "'event' is the service's event subject; choose another method name", at: method.location)
    }
    checkMemberName(method.name, what: "method", at: method.location, &diagnostics)
    checkUnique(
      method.parameters.map { ($0.name, $0.location) }, what: "parameter", in: "method '\(SwiftIdentifier.unescaped(method.name))'", &diagnostics)
    namespace.declare(
      selector, .function(Self.function(of: method)), what: "method '\(selector)'", in: .members(of: "protocol of " + spec.name), at: method.location,
      remedy: "remove or rename one of them", diagnostics: &diagnostics)
    let parameters = method.parameters.map { parameter in
      ResolvedParameter(
        label: parameter.label, name: SwiftIdentifier.escaped(SwiftIdentifier.unescaped(parameter.name)), type: parameter.type, defaultValue: nil)
    }
    for parameter in method.parameters {
      checkType(
        parameter.type, at: .requirementParameter, of: "parameter '\(SwiftIdentifier.unescaped(parameter.name))'", at: parameter.location,
        in: target, &diagnostics)
    }
    if let result = method.returnType {
      checkType(result, at: .requirementResult, of: "the result of '\(selector)'", at: method.location, &diagnostics)
    }
    let genericNames = Self.genericNames(method.genericParameters)
    let returnType = method.returnType
    // Swift infers a generic parameter from the signature's types, or through a same-type
    // requirement from one it infers: any other it cannot.
    let signatureTypes = method.parameters.map(\.type.ref) + (returnType.map { [$0.ref] } ?? [])
    let generics = SwiftSource.genericParameters(
      in: method.genericParameters ?? "", whereClause: method.whereClause, inferredFrom: signatureTypes)
    for name in generics.names {
      if generics.notInferable.contains(name) {
        diagnostics.error(
          .specMeaning,
          "generic parameter '\(name)' of '\(Self.selector(of: method))' is not used in its parameters or result, nor tied to one that is by a 'where' requirement ('C.Element == \(name)'), so Swift cannot infer it; use it there or remove it",
          at: method.location)
      } else if Namespace.dependedOn.contains(name) {
        // Inside the method, the parameter hides the type the generated mock and stub use.
        diagnostics.error(
          .specMeaning,
          "generic parameter '\(name)' of '\(Self.selector(of: method))' hides '\(name)', which generated code uses from Swift, RxSwift, ReactorKit or XCTest inside the method; rename it (e.g. 'T')",
          at: method.location)
      }
    }
    var baseName = SwiftIdentifier.unescaped(method.name)
    if overloaded {
      baseName += method.parameters.map { Naming.upperCamel(SwiftIdentifier.unescaped($0.label == "_" ? $0.name : ($0.label ?? $0.name))) }
        .joined()
    }
    let mock = resolveMock(method, baseName: baseName, parameters: parameters, genericNames: genericNames, returnType: returnType)
    for (member, kind) in [(mock.callCount, "call count"), (mock.handler, "handler")] + (mock.calls.map { [($0, "recorded calls")] } ?? []) {
      namespace.declare(
        member, .property, what: "the \(kind) '\(member)' of the mock of '\(selector)'", in: members, at: method.location,
        remedy: "rename the method or its parameters in \(owner)", diagnostics: &diagnostics)
    }
    return ResolvedMethod(
      name: name, selector: selector, genericParameters: method.genericParameters, genericNames: genericNames,
      parameters: parameters, isAsync: method.isAsync, isThrowing: method.isThrowing, returnType: returnType, whereClause: method.whereClause,
      discardableResult: method.discardableResult, mock: mock)
  }

  /// `saveTasks(_:)`.
  static func selector(of method: MethodSpec) -> String { function(of: method).selector }

  static func function(of method: MethodSpec) -> FunctionSelector.Name {
    FunctionSelector.Name(method.name, labels: method.parameters.map { $0.label ?? $0.name })
  }

  static func genericNames(_ generics: String?) -> Set<String> {
    generics.map { Set(SwiftSource.genericParameters(in: $0, whereClause: nil, inferredFrom: []).names) } ?? []
  }

  // MARK: Mock

  private func resolveMock(
    _ method: MethodSpec, baseName: String, parameters: [ResolvedParameter], genericNames: Set<String>, returnType: SwiftType?
  ) -> ResolvedMock {
    // A value whose type the mock cannot name (a generic, `some P`) is stored and handed over as `Any`.
    let erased = { (type: TypeRef) in
      !type.mentioned(among: genericNames).isEmpty
        || {
          if case .specifier(.some, _) = type { return true }
          return false
        }()
    }
    var arguments: [MockArgument] = []
    for parameter in parameters {
      let type = parameter.type.ref
      // `@escaping Handler` is accepted only as the app's typealias of a function type; a bare
      // `Handler` may be one too, which the mock can hand over but not keep.
      if type.isFunction || type.isEscaping || (type.mentioned(among: genericNames).isEmpty && target.namesAFunctionType(type)) {
        // A closure mentioning a generic cannot be typed in the handler, nor stored as `Any` when
        // it does not escape: the handler does not receive it.
        if !type.mentioned(among: genericNames).isEmpty { continue }
        let isAutoclosure = {
          if case .attributed(let attribute, _) = type { return attribute.name == .autoclosure }
          return false
        }()
        arguments.append(MockArgument(parameter: parameter, passing: .closure(isAutoclosure: isAutoclosure)))
      } else if type.isInout {
        let valueType = SwiftType(type.unattributed.text)
        arguments.append(MockArgument(parameter: parameter, passing: erased(valueType.ref) ? .erased : .inOut(valueType)))
      } else if erased(type) {
        arguments.append(MockArgument(parameter: parameter, passing: .erased))
      } else if case .variadic(let element) = type {
        arguments.append(MockArgument(parameter: parameter, passing: .variadic(element: SwiftType(element.text))))
      } else {
        arguments.append(MockArgument(parameter: parameter, passing: .value(parameter.type)))
      }
    }
    let names = Set(parameters.map { SwiftIdentifier.unescaped($0.name) })
    let result: MockResult
    if let returnType, !returnType.ref.isVoid {
      let ref = returnType.ref
      result = .value(type: returnType, cast: !ref.mentioned(among: genericNames).isEmpty, isOptional: ref.isOptional)
    } else {
      result = .nothing
    }
    let handler = "\(baseName)Handler"
    let calls = arguments.contains(where: \.isRecorded) ? "\(baseName)Calls" : nil
    return ResolvedMock(
      callCount: "\(baseName)CallCount", calls: calls, handler: handler,
      handlerBinding: ["handler", "mockHandler", "handlerClosure"].first { !names.contains($0) } ?? "handler_",
      valueBinding: ["value", "answer", "mockValue"].first { !names.contains($0) } ?? "value_",
      resultBinding: ["result", "typedResult", "mockResult"].first { !names.contains($0) } ?? "result_",
      parameterShadowsMembers: ["\(baseName)CallCount", "\(baseName)Calls", handler].contains(where: names.contains),
      arguments: arguments, result: result)
  }
}

extension Spec {
  /// Each service, repository and use case a reactor may take: its name, the protocol it is
  /// taken as, and for a service the provider's property that holds it, as generated.
  package var injectableComponents: [(name: String, protocolName: String, providerProperty: String?)] {
    services.map { ($0.name, $0.protocolTypeName, Naming.serviceProperty($0.name)) }
      + (repositories + useCases).map { ($0.name, $0.protocolTypeName, nil) }
  }
}

extension ServiceSpec {
  /// `protocol:`, or by default `<Name>Type` for a service and `<Name>Protocol` for the others.
  var protocolTypeName: String {
    protocolName?.value ?? (kind == .service ? Naming.serviceProtocol(name) : Naming.componentProtocol(name))
  }
}
