import ReactorGenSwift

/// The run's table of file kinds: which files of each kind a module, a service and a reactor
/// have, and the translator of each one's context (the vocabulary is ``FileKind``).
extension FileKind {
  /// The module's file of this kind in this run, if it has one.
  func file(of module: ValidatedModule) -> PlannedFile? {
    switch self {
    case .serviceProvider where !module.services.isEmpty: PlannedFile(self, declaring: "ServiceProvider") { $0.services.provider() }
    case .mockServiceProvider where !module.services.isEmpty: PlannedFile(self, declaring: "MockServiceProvider") { $0.services.mockProvider() }
    case .asyncBridge where module.needsAsyncBridge: PlannedFile(self, declaring: Self.asyncBridgeName) { $0.services.asyncBridge() }
    default: nil
    }
  }

  /// `service`'s file of this kind, if it has one.
  func file(of service: ResolvedService) -> PlannedFile? {
    let element = service.location
    switch self {
    case .serviceInterface: return PlannedFile(self, declaring: service.protocolName, madeFrom: element) { $0.services.interface(of: service) }
    case .serviceImplementation:
      return PlannedFile(
        self, declaring: service.implementationName, hooks: service.methods.map(\.selector), declaration: .class, madeFrom: element
      ) { $0.services.implementation(of: service) }
    case .serviceMock: return PlannedFile(self, declaring: service.mockName, madeFrom: element) { $0.services.mock(of: service) }
    case .inMemoryRepository:
      guard let store = service.store else { return nil }
      return PlannedFile(self, declaring: store.inMemoryName, madeFrom: element) { $0.services.inMemory(service, store: store) }
    default: return nil
    }
  }

  /// A reactor's file of this kind, if it has one, decided from its summary alone: a reactor this
  /// run keeps without decoding it has nothing else. `importsLogic`: import fills its logic file.
  func file(of reactor: ReactorSummary, importsLogic: Bool, includeTests: Bool) -> PlannedFile? {
    switch self {
    case .reactor: PlannedFile(self, declaring: reactor.name, summary: reactor)
    case .reactorLogic where !reactor.hooks.isEmpty || importsLogic:
      // The user's code moved in by import may declare more.
      PlannedFile(self, declaring: reactor.name, hooks: reactor.hooks, declaration: .extension, declaresOnlyItsHooks: !importsLogic)
    case .reactorTests where includeTests: PlannedFile(self, declaring: Naming.testClass(reactor.name))
    default: nil
    }
  }

  /// How a resolved reactor's file of this kind is translated.
  func makeContext(of reactor: ResolvedReactor) -> (@Sendable (Translators) -> any FileTemplateContext)? {
    switch self {
    case .reactor: { $0.builder(of: reactor).build() }
    case .reactorLogic: { $0.builder(of: reactor).logic(imported: $0.importedLogic[reactor.name]) }
    case .reactorTests: { TestsContextBuilder(reactor: reactor, module: $0.module, headers: Headers(specFiles: [reactor.specFile])).build() }
    default: nil
    }
  }

  /// The module's files in this run, kind by kind as the registry lists them.
  static func files(of module: ValidatedModule) -> [PlannedFile] {
    allCases.compactMap { $0.scope == .module ? $0.file(of: module) : nil }
  }

  /// `service`'s files, kind by kind.
  static func files(of service: ResolvedService) -> [PlannedFile] {
    allCases.compactMap { $0.scope == .service ? $0.file(of: service) : nil }
  }

  /// A reactor's files, kind by kind.
  static func files(of reactor: ReactorSummary, importsLogic: Bool, includeTests: Bool) -> [PlannedFile] {
    allCases.compactMap { $0.scope == .reactor ? $0.file(of: reactor, importsLogic: importsLogic, includeTests: includeTests) : nil }
  }
}

/// One file a run writes, or keeps: where it goes, what the user fills in, and how its context is
/// made, only when the file is rendered.
struct PlannedFile {
  var kind: FileKind
  var path: String
  /// For a file the user owns: the functions it should hold (`mutate(taskEvent:)`).
  var hooks: [String] = []
  /// Whether the file, from the built-in template, declares exactly `hooks` (a stub each), so
  /// that the run records them without reading its text back.
  var declaresOnlyItsHooks = false
  /// The type a file the user owns declares, whose access reactorgen checks.
  var declaration: UserDeclaration?
  /// The spec element the file is made from, for its fingerprint.
  var element: SourceLocation?
  /// A reactor's generated file carries what a later run needs to keep it.
  var summary: ReactorSummary?
  /// Makes the file's context; `nil` for a file kept as it is.
  var makeContext: (@Sendable (Translators) -> any FileTemplateContext)?

  var root: OutputFile.Root { kind.root }
  var ownership: OutputFile.Ownership { kind.ownership(hooks: hooks) }
  var rootedPath: String { OutputFile.rootedPath(root, path) }

  /// - Parameter declaration: what the user's file declares under `typeName`, when reactorgen
  ///   checks its access.
  init(
    _ kind: FileKind, declaring typeName: String, hooks: [String] = [], declaration: UserDeclaration.Kind? = nil,
    declaresOnlyItsHooks: Bool = false, madeFrom element: SourceLocation? = nil, summary: ReactorSummary? = nil,
    makeContext: (@Sendable (Translators) -> any FileTemplateContext)? = nil
  ) {
    self.kind = kind
    path = kind.path(declaring: typeName)
    self.hooks = hooks
    self.declaresOnlyItsHooks = declaresOnlyItsHooks
    self.declaration = declaration.map { UserDeclaration($0, typeName) }
    self.element = element
    self.summary = summary
    self.makeContext = makeContext
  }
}

/// The translators of one run, which each kind's files are made with.
struct Translators: Sendable {
  let module: ValidatedModule
  let services: ServiceContextBuilder
  /// Where the specs wrote what becomes code, for line directives.
  let origins: SpecOrigins?
  /// The code `reactorgen-import` moves into reactors' logic files, by reactor.
  let importedLogic: [String: ImportedLogic]
  /// Each reactor's translator, by name: made once (its hooks, the costly part, serve both the
  /// reactor's file and its logic file), each on its own core.
  private let reactorBuilders: [String: ReactorContextBuilder]

  init(module: ValidatedModule, origins: SpecOrigins?, importedLogic: [String: ImportedLogic]) {
    self.module = module
    services = ServiceContextBuilder(module: module, headers: Headers(specFiles: module.specFiles), origins: origins)
    self.origins = origins
    self.importedLogic = importedLogic
    let reactors = module.reactors
    let builders = concurrentMap(reactors.count) { index in Self.makeBuilder(of: reactors[index], module: module, origins: origins) }
    reactorBuilders = Dictionary(zip(reactors.map(\.name), builders), uniquingKeysWith: { first, _ in first })
  }

  /// The translator of `reactor`'s own files: its class and its logic file.
  func builder(of reactor: ResolvedReactor) -> ReactorContextBuilder {
    reactorBuilders[reactor.name] ?? Self.makeBuilder(of: reactor, module: module, origins: origins)
  }

  private static func makeBuilder(of reactor: ResolvedReactor, module: ValidatedModule, origins: SpecOrigins?) -> ReactorContextBuilder {
    ReactorContextBuilder(reactor: reactor, module: module, headers: Headers(specFiles: [reactor.specFile]), origins: origins?.reactors[reactor.name])
  }
}
