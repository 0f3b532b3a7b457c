/// Builds the contexts for the service provider, each service's interface and stub, and the mocks.
struct ServiceContextBuilder {
  let module: ValidatedModule
  let headers: Headers

  private var access: String { module.access == .public ? "public " : "" }

  func imports(_ required: [String], testable: Bool = false) -> [String] {
    FileContext.importLines(required + module.imports, testable: testable ? module.module : nil)
  }

  func summaries() -> [ServiceSummary] {
    module.services.map { service in
      ServiceSummary(
        name: service.name,
        protocolName: Naming.serviceProtocol(service.name),
        property: Naming.serviceProperty(service.name),
        mockName: Naming.mockService(service.name))
    }
  }

  func provider() -> ServiceProviderContext {
    ServiceProviderContext(
      file: FileContext(header: headers.generated(), imports: imports([]), access: access),
      services: summaries())
  }

  func mockProvider() -> ServiceProviderContext {
    ServiceProviderContext(
      file: FileContext(header: headers.generated(), imports: imports(["RxSwift"], testable: true), access: ""),
      services: summaries())
  }

  /// Which file a service context is for.
  enum Role {
    /// `Generated/<Service>Type.swift`: the protocol and event enum.
    case interface
    /// `<Service>.swift`: the user's implementation, created once.
    case implementation
    /// Tests' `Generated/Mock<Service>.swift`.
    case mock
  }

  func service(_ service: ServiceSpec, for role: Role) -> ServiceContext {
    let headers = Headers.declaredAt(service.location)
    let usesRx = !service.events.isEmpty || service.methods.contains { method in
      ([method.returnType ?? ""] + method.parameters.map(\.type)).contains { $0.contains("Observable") }
    }
    let file: FileContext
    switch role {
    case .interface:
      file = FileContext(header: headers.generated(hint: "Implement it in \(service.name).swift."), imports: imports(usesRx ? ["RxSwift"] : []), access: access)
    case .implementation:
      let purpose = "Implement \(service.name) here; its interface \(Naming.serviceProtocol(service.name)) is generated from the spec."
      file = FileContext(header: headers.userOwned(purpose), imports: imports(usesRx ? ["RxSwift"] : []), access: access)
    case .mock:
      file = FileContext(header: headers.generated(), imports: imports(["RxSwift"], testable: true), access: "")
    }
    return ServiceContext(
      file: file,
      name: service.name,
      protocolName: Naming.serviceProtocol(service.name),
      classBound: service.classBound,
      eventType: service.events.isEmpty ? nil : Naming.eventType(service.name),
      eventCases: service.events.map(\.declaration),
      methods: methods(of: service),
      mockName: Naming.mockService(service.name))
  }

  private func methods(of service: ServiceSpec) -> [MethodContext] {
    service.methods.enumerated().map { index, method in
      let overloaded = service.methods.filter { $0.name == method.name }.count > 1
      return MethodContext(
        isFirst: index == 0,
        discardableResult: method.discardableResult,
        signature: signature(of: method),
        selector: "\(method.name)(\(method.parameters.map { "\($0.label ?? $0.name):" }.joined()))",
        stubBody: stubBody(of: method, service: service),
        mock: mock(of: method, service: service, overloaded: overloaded))
    }
  }

  private func signature(of method: MethodSpec) -> String {
    let generics = method.genericParameters.map { "<\($0)>" } ?? ""
    let parameters = method.parameters.map { parameter in
      let label = parameter.label.map { "\($0) " } ?? ""
      return "\(label)\(parameter.name): \(parameter.type)"
    }.joined(separator: ", ")
    let throwing = method.isThrowing ? " throws" : ""
    let result = method.returnType.map { " -> \($0)" } ?? ""
    let whereClause = method.whereClause.map { " where \($0)" } ?? ""
    return "func \(Naming.escaped(method.name))\(generics)(\(parameters))\(throwing)\(result)\(whereClause)"
  }

  /// A body that compiles and says plainly that it is still to be written.
  private func stubBody(of method: MethodSpec, service: ServiceSpec) -> [String] {
    let todo = "// TODO: Implement \(service.name).\(method.name)."
    switch ReturnKind(method.returnType) {
    case .none: return [todo]
    case .observable: return [todo, "return .empty()"]
    case .optional: return [todo, "return nil"]
    case .other: return [todo, "fatalError(\"\(service.name).\(method.name) is not implemented yet\")"]
    }
  }

  // MARK: Mocks

  private func genericNames(_ method: MethodSpec) -> Set<String> {
    guard let generics = method.genericParameters else { return [] }
    return Set(SwiftSource.splitTopLevel(generics, on: ",").compactMap { piece in
      piece.text.split(separator: ":").first.map { String($0).trimmingSpaces }
    })
  }

  private func mentions(_ type: String, any names: Set<String>) -> Bool {
    !names.isEmpty && type.replacingWholeWords(Dictionary(uniqueKeysWithValues: names.map { ($0, "\u{1}") })).contains("\u{1}")
  }

  private func mock(of method: MethodSpec, service: ServiceSpec, overloaded: Bool) -> MockMethodContext {
    let generics = genericNames(method)
    var baseName = method.name
    if overloaded {
      baseName += method.parameters.map { SwiftSource.upperCamel($0.label == "_" ? $0.name : ($0.label ?? $0.name)) }.joined()
    }
    // Generic values are stored and handed over as `Any`; closures cannot be stored.
    let recorded = method.parameters.filter { !$0.type.contains("->") }
    let storedType = { (parameter: ParameterSpec) in self.mentions(parameter.type, any: generics) ? "Any" : parameter.type }
    var callsType: String?
    var recordedValue: String?
    // `value as Any` says on purpose what would otherwise be an implicit-coercion warning.
    let storedValue = { (parameter: ParameterSpec) in
      Naming.escaped(parameter.name) + (storedType(parameter) == "Any" ? " as Any" : "")
    }
    if recorded.count == 1 {
      callsType = "[\(storedType(recorded[0]))]"
      recordedValue = storedValue(recorded[0])
    } else if recorded.count > 1 {
      callsType = "[(" + recorded.map { "\($0.name): \(storedType($0))" }.joined(separator: ", ") + ")]"
      recordedValue = "(" + recorded.map { "\($0.name): \(storedValue($0))" }.joined(separator: ", ") + ")"
    }
    let returnMentionsGeneric = method.returnType.map { mentions($0, any: generics) } ?? false
    let handlerReturn = returnMentionsGeneric ? "Any" : (method.returnType ?? "Void")
    let handlerArguments = method.parameters.map(storedType).joined(separator: ", ")
    let throwing = method.isThrowing ? " throws" : ""
    let handlerType = "((\(handlerArguments))\(throwing) -> \(handlerReturn))"

    var body = ["\(baseName)CallCount += 1"]
    if let recordedValue { body.append("\(baseName)Calls.append(\(recordedValue))") }
    let arguments = method.parameters.map(storedValue).joined(separator: ", ")
    let call = (method.isThrowing ? "try " : "") + "handler(\(arguments))"
    let kind = ReturnKind(method.returnType)
    let fallback: String?
    switch kind {
    case .none: fallback = nil
    case .observable: fallback = "return .empty()"
    case .optional: fallback = "return nil"
    case .other: fallback = "fatalError(\"\(Naming.mockService(service.name)).\(method.name): set \(baseName)Handler first\")"
    }
    if case .none = kind {
      body += method.isThrowing
        ? ["if let handler = \(baseName)Handler {", "  \(call)", "}"]
        : ["\(baseName)Handler?(\(arguments))"]
    } else if returnMentionsGeneric, let returnType = method.returnType {
      let target = kind == .optional ? String(returnType.dropLast()) : returnType
      body += ["if let handler = \(baseName)Handler, let value = \(call) as? \(target) {", "  return value", "}"]
      if let fallback { body.append(fallback) }
    } else {
      body += ["if let handler = \(baseName)Handler {", "  return \(call)", "}"]
      if let fallback { body.append(fallback) }
    }
    return MockMethodContext(baseName: baseName, callsType: callsType, recordedValue: recordedValue, handlerType: handlerType, body: body)
  }
}

/// What a stub or mock can return without knowing the user's types.
enum ReturnKind: Equatable {
  case none, observable, optional, other

  init(_ type: String?) {
    guard let type = type?.trimmingSpaces, !type.isEmpty, type != "Void", type != "()" else {
      self = .none
      return
    }
    if type.hasPrefix("Observable<") {
      self = .observable
    } else if type.hasSuffix("?") {
      self = .optional
    } else {
      self = .other
    }
  }
}
