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
        mockName: service.mockName, mockProperty: service.mockProperty)
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

  func service(_ service: ResolvedService, for role: Role) -> ServiceContext {
    let headers = Headers(specFiles: [service.specFile])
    let rx = service.usesRx ? ["RxSwift"] : []
    let file: FileContext
    switch role {
    case .interface:
      file = FileContext(header: headers.generated(hint: "Implement it in \(service.files.implementation)."), imports: imports(rx), access: access)
    case .implementation:
      let purpose = "Implement \(service.name) here; its interface \(service.protocolName) is generated from the spec."
      file = FileContext(header: headers.userOwned(purpose), imports: imports(rx), access: access)
    case .mock:
      file = FileContext(header: headers.generated(), imports: imports(["RxSwift"], testable: true), access: "")
    }
    return ServiceContext(
      file: file,
      name: service.name,
      protocolName: service.protocolName,
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
      mock: mock(method.mock, isThrowing: method.isThrowing))
  }

  /// A body that compiles and says plainly that it is still to be written.
  private func stubBody(of method: ResolvedMethod, service: ResolvedService) -> [String] {
    let todo = "// TODO: Implement \(service.name).\(Naming.unescaped(method.name))."
    guard let returnType = method.returnType?.ref, !returnType.isVoid else { return [todo] }
    if returnType.isObservable { return [todo, "return .empty()"] }
    if returnType.isOptional { return [todo, "return nil"] }
    return [todo, "fatalError(\"\(service.name).\(Naming.unescaped(method.name)) is not implemented yet\")"]
  }

  private func mock(_ mock: ResolvedMock, isThrowing: Bool) -> MockMethodContext {
    var context = MockMethodContext(
      callCount: mock.callCount, calls: mock.calls, callsType: mock.callsType, recordedValue: mock.recordedValue,
      handler: mock.handler, handlerType: mock.handlerType, handlerBinding: mock.handlerBinding,
      resultBinding: mock.resultBinding,
      memberPrefix: mock.memberPrefix, isThrowing: isThrowing, tryPrefix: isThrowing ? "try " : "", arguments: mock.handlerArguments,
      returnsNothing: false, returnsValue: false, castType: nil, castFailure: nil, fallback: nil)
    switch mock.returns {
    case .nothing:
      context.returnsNothing = true
    case .value(let fallback):
      context.returnsValue = true
      context.fallback = "return \(fallback)"
    case .required(let message):
      context.returnsValue = true
      context.fallback = "fatalError(\"\(message)\")"
    case .cast(let type, let fallback, let failure):
      context.castType = type
      context.castFailure = failure
      context.fallback = "return \(fallback)"
    case .requiredCast(let type, let message, let failure):
      context.castType = type
      context.castFailure = failure
      context.fallback = "fatalError(\"\(message)\")"
    }
    return context
  }
}
