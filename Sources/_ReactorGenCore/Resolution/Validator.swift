import ReactorGenSwift

/// Checks decoded specs for meaning and resolves them into a ``ValidatedModule``: names valid and
/// unique across everything reactorgen emits, every reference resolved, every declarative piece
/// fitting the types it touches. Reports every problem; returns a module only when none is an error.
struct Validator {
  init() {}

  func validate(_ specs: [Spec], diagnostics: inout Diagnostics) -> ValidatedModule? {
    validate(specs, keeping: [], diagnostics: &diagnostics)
  }

  /// Validates `specs` with the reactors an incremental run keeps without decoding them
  /// (``IncrementalPlan/kept``): they declare their names, and nothing else is checked of them.
  func validate(_ specs: [Spec], keeping kept: [KeptReactor], target: AppTarget = AppTarget(), diagnostics: inout Diagnostics)
    -> ValidatedModule?
  {
    let before = diagnostics.errors.count
    var gathered = GatheredSpecs()
    for spec in specs { gathered.add(spec, &diagnostics) }
    gathered.checkSettingsAreWrittenEverywhere(specs, &diagnostics)
    let keptReactors = kept.filter { gathered.isNew($0.summary.name, at: $0.location, &diagnostics) }
    let module = gathered.module
    let (serviceSpecs, repositorySpecs, useCaseSpecs, reactorSpecs) =
      (gathered.serviceSpecs, gathered.repositorySpecs, gathered.useCaseSpecs, gathered.reactorSpecs)

    var namespace = makeNamespace(for: gathered, keeping: keptReactors, &diagnostics)
    let services = serviceSpecs.map { ServiceResolver(spec: $0, target: target).resolve(in: &namespace, &diagnostics) }
    let repositories = repositorySpecs.map { ServiceResolver(spec: $0, target: target).resolve(in: &namespace, &diagnostics) }
    let unreadable = specs.reduce(into: Set<String>()) { $0.formUnion($1.unreadableNames) }
    // Use cases may depend on each other: every one is resolved before any dependency list.
    var useCases = useCaseSpecs.map { ServiceResolver(spec: $0, target: target).resolve(in: &namespace, &diagnostics) }
    let dependencies = DependencyResolver(
      components: services + repositories + useCases, reactors: Set(gathered.reactorNames.keys),
      unreadable: unreadable)
    for (index, spec) in useCaseSpecs.enumerated() {
      useCases[index].dependencies = dependencies.resolve(
        spec.dependencies, of: "use case '\(spec.name)'", itself: spec.name, members: .members(of: useCases[index].implementationName),
        in: &namespace, &diagnostics)
    }
    DependencyResolver.reportCycles(among: useCaseSpecs, &diagnostics)
    var reactors = reactorSpecs.map { written in
      let spec = written.qualifyingTheAppsNestedNames(in: target, module: module?.value)
      var reactor = ReactorResolver(
        spec: spec, services: services, unreadable: unreadable, observableState: spec.observableState ?? gathered.observableState,
        isPublic: Self.isPublic(spec, moduleAccess: gathered.access, &diagnostics), target: target
      )
      .resolve(in: &namespace, &diagnostics)
      reactor.dependencies = dependencies.resolve(
        spec.dependencies, of: "reactor '\(spec.name)'", itself: nil, members: .members(of: spec.name), in: &namespace, &diagnostics)
      return reactor
    }
    Self.declaringSharedPredicatesOnce(&reactors)
    for reactor in keptReactors {
      ReactorResolver.declareModuleNames(of: reactor.summary, at: reactor.location, in: &namespace, &diagnostics)
    }
    let firstAsync =
      reactors.firstIndex(where: \.isAsync).map { reactorSpecs[$0].location }
      ?? keptReactors.first(where: \.summary.isAsync)?.location
    let firstObservable =
      reactors.firstIndex(where: \.isObservable).map { reactorSpecs[$0].location }
      ?? keptReactors.first(where: \.summary.isObservable)?.location
    declareNamesOfReactors(firstAsync: firstAsync, firstObservable: firstObservable, in: &namespace, &diagnostics)

    var validated = ValidatedModule(
      specFiles: specs.map { Self.fileName($0.file) },
      module: module?.value,
      access: gathered.access?.value ?? .internal,
      imports: gathered.imports,
      services: services,
      repositories: repositories,
      useCases: useCases,
      reactors: reactors)
    validated.needsAsyncBridge = firstAsync != nil
    // The module's own files are said at what first causes them: the first service, the first
    // async reactor, or else the first element of the specs.
    let firstElement = (serviceSpecs + repositorySpecs + useCaseSpecs).first?.location ?? reactorSpecs.first?.location ?? kept.first?.location
    declareFiles(
      of: validated,
      causedAt: [.serviceProvider: serviceSpecs.first?.location, .mockServiceProvider: serviceSpecs.first?.location, .asyncBridge: firstAsync],
      orElse: firstElement, keeping: keptReactors, in: &namespace, &diagnostics)
    guard diagnostics.errors.count == before else { return nil }
    return validated
  }

  /// The module's namespace, before any element declares a name: what the generated files
  /// import, the module's own name and the service provider.
  private func makeNamespace(for gathered: GatheredSpecs, keeping kept: [KeptReactor], _ diagnostics: inout Diagnostics) -> Namespace {
    // Sized once: a reactor declares some eighty names, a component some twenty, and a table
    // grown from empty hashes every name again at each doubling.
    var namespace = Namespace(
      expectedNames: 80 * (gathered.reactorSpecs.count + kept.count) + 20
        * (gathered.serviceSpecs.count + gathered.repositorySpecs.count + gathered.useCaseSpecs.count))
    let observable =
      gathered.observableState?.value == true || gathered.reactorSpecs.contains { $0.observableState?.value == true }
      || kept.contains { $0.summary.isObservable }
    namespace.importedByTests = ImportedNames.importedByTests(imports: gathered.imports, observableState: observable)
    namespace.importedByMocks = ImportedNames.importedByMocks(imports: gathered.imports)
    namespace.moduleName = gathered.module?.value
    if let module = gathered.module, let problem = ImportedNames.problem(withModuleName: module.value) {
      diagnostics.error(.specMeaning, problem, at: module.location)
    }
    if let first = gathered.serviceSpecs.first {
      declareServiceProvider(at: first.location, in: &namespace, &diagnostics)
    }
    return namespace
  }

  /// Each reactor declares the `isXxxAction` helpers it uses, but one whose Action is an enum of
  /// the app's that an earlier reactor's is too (`actionType:`), which declares only those the
  /// earlier ones did not: a second `static func isRefreshAction` on one enum would not compile.
  /// (An incremental run keeps none of these reactors when one changes: ``IncrementalPlan``.)
  static func declaringSharedPredicatesOnce(_ reactors: inout [ResolvedReactor]) {
    var declared: [TypeRef: Set<String>] = [:]
    for index in reactors.indices {
      let predicates = reactors[index].predicates
      guard let type = reactors[index].actionType?.canonical else {
        reactors[index].declaredPredicates = predicates
        continue
      }
      reactors[index].declaredPredicates = predicates.filter { declared[type, default: []].insert($0.name).inserted }
    }
  }

  /// What the module's reactors make reactorgen name: `AsyncBridge` for async hooks, and the
  /// types of ReactorKitObservation for observable ones, each declared at the first that needs it.
  private func declareNamesOfReactors(
    firstAsync: SourceLocation?, firstObservable: SourceLocation?, in namespace: inout Namespace, _ diagnostics: inout Diagnostics
  ) {
    if let location = firstAsync {
      let name = FileKind.asyncBridgeName
      namespace.declare(
        name, .type, what: "the enum '\(name)'", in: .module, at: location, remedy: "rename it; reactorgen generates this name for async hooks",
        diagnostics: &diagnostics)
    }
    if let location = firstObservable {
      for name in Namespace.dependedOnByObservableState {
        namespace.declare(
          name, .type, what: "'\(name)', which reactors with observableState use from ReactorKitObservation", in: .module, at: location,
          // A reservation of the imported name itself, not a declaration beside it.
          remedy: "rename it", seenByTests: false, diagnostics: &diagnostics)
      }
    }
  }

  /// The last component of `path`. Asked for every file a run writes: no splitting.
  /// Whether a reactor's declarations are public: its own `access:` narrows the module's (a
  /// module may hold public and internal reactors), and cannot widen it, since a public reactor
  /// takes the module's provider, dependencies and types, which are then internal.
  static func isPublic(_ reactor: ReactorSpec, moduleAccess: Located<AccessLevel>?, _ diagnostics: inout Diagnostics) -> Bool {
    let module = moduleAccess?.value ?? .internal
    guard let own = reactor.access else { return module == .public }
    if own.value == .public, module != .public {
      diagnostics.error(
        .specMeaning,
        "reactor '\(reactor.name)' is 'access: public' in a module whose access is internal: its init takes the module's internal provider, dependencies and types; write 'access: public' at the top of every spec of the module, or remove it here",
        at: own.location)
    }
    return own.value == .public && module == .public
  }

  static func fileName(_ path: String) -> String {
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.index(after: slash) != bytes.endIndex else { return path }
    return String(path[bytes.index(after: slash)...])
  }

  /// Every file the registry of file kinds plans for the module, each service and each reactor, at
  /// its path: two at one path, or at paths that differ only in case (one file on macOS), clash.
  /// - Parameter causes: where a module file's cause is, when the registry's kind has one here.
  private func declareFiles(
    of module: ValidatedModule, causedAt causes: [FileKind: SourceLocation?], orElse firstElement: SourceLocation?, keeping kept: [KeptReactor],
    in namespace: inout Namespace, _ diagnostics: inout Diagnostics
  ) {
    for file in FileKind.files(of: module) {
      guard let location = causes[file.kind] ?? firstElement else { continue }
      namespace.declare(
        file.rootedPath, .file, what: "the file '\(file.path)'", in: .files, at: location,
        remedy: "rename it; reactorgen generates this file for the module", diagnostics: &diagnostics)
    }
    for service in module.components {
      let owner = "\(service.kind.rawValue) '\(service.name)'"
      for file in FileKind.files(of: service) {
        namespace.declare(
          file.rootedPath, .file, what: "the file '\(file.path)' of \(owner)", in: .files, at: service.location,
          remedy: "rename the \(service.kind.rawValue)", diagnostics: &diagnostics)
      }
    }
    for (reactor, location) in module.reactors.map({ ($0.summary, $0.location) }) + kept.map({ ($0.summary, $0.location) }) {
      // Every file a reactor can have: one clash or none, whatever a run writes.
      for file in FileKind.files(of: reactor, importsLogic: false, includeTests: true) {
        namespace.declare(
          file.rootedPath, .file, what: "the file '\(file.path)' of reactor '\(reactor.name)'", in: .files, at: location,
          remedy: "rename the reactor", diagnostics: &diagnostics)
      }
    }
  }

  /// The names every module with services gets, registered at the first service that causes them.
  private func declareServiceProvider(at location: SourceLocation, in namespace: inout Namespace, _ diagnostics: inout Diagnostics) {
    let remedy = "rename it; reactorgen generates this name for the services"
    for (name, what) in [
      ("ServiceProviderType", "the protocol 'ServiceProviderType'"), ("ServiceProvider", "the class 'ServiceProvider'"),
      ("BaseService", "the class 'BaseService'"), ("MockServiceProvider", "the mock 'MockServiceProvider'"),
    ] {
      namespace.declare(name, .type, what: what, in: .module, at: location, remedy: remedy, diagnostics: &diagnostics)
    }
  }
}

/// Resolves the names in `dependencies:` lists to the repositories, use cases and services they
/// name, each becoming an init parameter and a stored property.
struct DependencyResolver {
  let components: [ResolvedService]
  /// Reactors are not dependencies; naming one gets its own message.
  let reactors: Set<String>
  let unreadable: Set<String>

  func resolve(
    _ names: [Located<String>], of owner: String, itself: String?, members: Namespace.Scope, in namespace: inout Namespace,
    _ diagnostics: inout Diagnostics
  ) -> [ResolvedDependency] {
    checkUnique(names.map { ($0.value, $0.location) }, what: "dependency", in: owner, &diagnostics)
    var seen: Set<String> = []
    return names.compactMap { name in
      guard seen.insert(name.value).inserted else { return nil }
      if name.value == itself {
        diagnostics.error(.specMeaning, "\(owner) cannot depend on itself", at: name.location)
        return nil
      }
      guard let component = components.first(where: { $0.name == name.value }) else {
        if reactors.contains(name.value) {
          diagnostics.error(
            .specMeaning,
            "'\(name.value)' is a reactor, and reactors cannot be dependencies (a reactor belongs to its view); move what \(owner) needs from it into a use case, repository or service",
            at: name.location)
        } else if !unreadable.contains(name.value) {
          diagnostics.error(
            .specMeaning, "unknown repository, use case or service '\(name.value)'\(Suggestions.didYouMean(name.value, in: components.map(\.name)))",
            at: name.location)
        }
        return nil
      }
      let dependency = ResolvedDependency(
        name: component.name, property: Naming.serviceProperty(component.name), protocolName: component.protocolName, mockName: component.mockName)
      namespace.declare(
        dependency.property, .property, what: "the dependency '\(dependency.property)'", in: members, at: name.location,
        remedy: "rename the \(component.kind.rawValue) or the member it clashes with", diagnostics: &diagnostics)
      return dependency
    }
  }

  /// Use cases that depend on each other in a circle cannot be built: each `init` needs the other
  /// first. Each cycle is reported once, at the dependency that closes it in the first use case.
  static func reportCycles(among useCases: [ServiceSpec], _ diagnostics: inout Diagnostics) {
    let byName = Dictionary(useCases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var reported: Set<Set<String>> = []
    for start in useCases {
      // Depth-first from `start`, looking for a path back to it.
      var path: [(name: String, via: Located<String>?)] = [(start.name, nil)]
      var visited: Set<String> = [start.name]
      func search(_ name: String) -> Bool {
        for dependency in byName[name]?.dependencies ?? [] where byName[dependency.value] != nil {
          if dependency.value == start.name, dependency.value != name {
            path.append((dependency.value, dependency))
            return true
          }
          guard visited.insert(dependency.value).inserted else { continue }
          path.append((dependency.value, dependency))
          if search(dependency.value) { return true }
          path.removeLast()
        }
        return false
      }
      guard search(start.name), reported.insert(Set(path.map(\.name))).inserted, let closing = path[1].via else { continue }
      let cycle = path.map { "'\($0.name)'" }.joined(separator: " → ")
      diagnostics.error(
        .specMeaning, "use cases depend on each other in a cycle, \(cycle), so none of them can be created; remove one of these dependencies",
        at: closing.location)
    }
  }
}

// MARK: - Checks shared by services and reactors

/// Names that cannot be a member of a type: `x.Type` and `x.Protocol` mean the metatype.
/// A list, not a set: two words are compared sooner than one is hashed.
private let metatypeWords: [String] = ["Type", "Protocol"]

func checkMemberName(_ name: String, what: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
  if metatypeWords.contains(SwiftIdentifier.unescaped(name)) {
    diagnostics.error(
      .specMeaning,
      "a \(what) cannot be named '\(SwiftIdentifier.unescaped(name))': Swift reads 'x.\(SwiftIdentifier.unescaped(name))' as a metatype; choose another name",
      at: location)
  }
}

/// Reports a type that cannot stand where the spec puts it (``TypeRef/problem(at:)``), and gives
/// the type later checks compare, so that one mistake is reported once.
@discardableResult
func checkType(
  _ type: SwiftType, at position: TypePosition, of what: @autoclosure () -> String, at location: SourceLocation, in target: AppTarget? = nil,
  _ diagnostics: inout Diagnostics
) -> SwiftType {
  guard let problem = type.ref.problem(at: position, namesAFunctionType: { target?.isFunctionTypealias($0) ?? false }) else { return type }
  diagnostics.error(.specMeaning, "\(what()), '\(type)': \(problem)", at: location)
  return SwiftType(type.ref.allowed(at: position))
}

func checkUnique(_ names: [(String, SourceLocation)], what: String, in owner: String, _ diagnostics: inout Diagnostics) {
  // A few names (nearly every list) are compared pairwise: hashing each cost more.
  let isShort = names.count <= 16
  var few: [(name: String, location: SourceLocation)] = []
  var seen: [String: SourceLocation] = [:]
  for (name, location) in names {
    let key = SwiftIdentifier.unescaped(name)
    if let first = isShort ? few.first(where: { $0.name == key })?.location : seen[key] {
      diagnostics.error(.specMeaning, "duplicate \(what) '\(key)' in \(owner); it is already defined at \(first.line):\(first.column)", at: location)
    } else if isShort {
      few.append((key, location))
    } else {
      seen[key] = location
    }
  }
}

/// Resolves an enum case: checks its values can be associated values, names their bindings.
func resolveCase(_ enumCase: EnumCaseSpec, preferred: [String?] = [], _ diagnostics: inout Diagnostics) -> ResolvedCase {
  var seen: Set<String> = []
  var types: [SwiftType] = []
  for value in enumCase.values {
    let type = checkType(
      value.type, at: .enumPayload, of: "the value of '\(SwiftIdentifier.unescaped(enumCase.name))'", at: value.location, &diagnostics)
    types.append(type)
    if let defaultValue = value.defaultValue {
      checkPlace(defaultValue, .defaultArgument, at: value.location, &diagnostics)
      checkLiteral(
        defaultValue, for: type, what: "the default of a value of '\(SwiftIdentifier.unescaped(enumCase.name))'", at: value.location, &diagnostics)
    }
    if let label = value.label { checkMemberName(label, what: "value label", at: value.location, &diagnostics) }
    guard let name = value.label ?? value.name else { continue }
    if !seen.insert(SwiftIdentifier.unescaped(name)).inserted {
      diagnostics.error(
        .specMeaning, "duplicate value name '\(SwiftIdentifier.unescaped(name))' in '\(SwiftIdentifier.unescaped(enumCase.name))'", at: value.location
      )
    }
  }
  checkMemberName(enumCase.name, what: "case", at: enumCase.location, &diagnostics)
  let bindings = Naming.valueNames(enumCase.values, caseName: enumCase.name, preferred: preferred)
  let display = SwiftIdentifier.unescaped(enumCase.name)
  return ResolvedCase(
    name: SwiftIdentifier.escaped(display),
    displayName: display,
    values: zip(zip(enumCase.values, types), bindings).map { value, binding in
      ResolvedValue(label: value.0.label, binding: binding, type: value.1, defaultValue: value.0.defaultValue)
    })
}

/// A spec fragment that will stand in `place`: reports what Swift refuses there (`try` or `await`
/// where nothing throws or waits, an `if` expression where only a whole value may be one).
func checkPlace(_ expression: String, _ place: FragmentPlace, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
  if let problem = SpecFragment(expression).problem(in: place) { diagnostics.error(.specMeaning, problem, at: location) }
}

/// A Swift expression that will stand where a value of `type` is expected: reports a literal of
/// the wrong kind (`"zero"` for an `Int`).
func checkLiteral(
  _ expression: String, for type: SwiftType, what: @autoclosure () -> String, at location: SourceLocation, _ diagnostics: inout Diagnostics
) {
  guard let kind = type.ref.literalKind, let found = SwiftExpression.mismatch(expression, for: kind) else { return }
  diagnostics.error(.specMeaning, "\(what()) has type \(type.text); '\(expression)' is \(found)", at: location)
}

/// The elements of the specs generated together, gathered in the order written: the module-wide
/// settings they share, each component and reactor once.
private struct GatheredSpecs {
  var access: Located<AccessLevel>?
  var observableState: Located<Bool>?
  var module: Located<String>?
  var imports: [String] = []
  var serviceSpecs: [ServiceSpec] = []
  var repositorySpecs: [ServiceSpec] = []
  var useCaseSpecs: [ServiceSpec] = []
  var reactorSpecs: [ReactorSpec] = []
  var serviceNames: [String: SourceLocation] = [:]
  var reactorNames: [String: SourceLocation] = [:]

  mutating func add(_ spec: Spec, _ diagnostics: inout Diagnostics) {
    Self.share(spec.access, &access, "access", \.rawValue, "specs generated together share one access level", &diagnostics)
    Self.share(
      spec.observableState, &observableState, "observableState", { "\($0)" },
      "specs generated together share one default (set it on each reactor instead)", &diagnostics)
    Self.share(spec.module, &module, "module", { $0 }, "specs generated together belong to one module", &diagnostics)
    for item in spec.imports where !imports.contains(item.value) {
      imports.append(item.value)
    }
    // Services, repositories and use cases share one set of names: dependencies name them.
    for component in spec.services + spec.repositories + spec.useCases {
      if let first = serviceNames[component.name] {
        diagnostics.error(
          .specMeaning, "duplicate \(component.kind.rawValue) '\(component.name)'; it is already defined at \(first)", at: component.location)
        continue
      }
      serviceNames[component.name] = component.location
      switch component.kind {
      case .service: serviceSpecs.append(component)
      case .repository: repositorySpecs.append(component)
      case .useCase: useCaseSpecs.append(component)
      }
    }
    for reactor in spec.reactors where isNew(reactor.name, at: reactor.location, &diagnostics) {
      reactorSpecs.append(reactor)
    }
  }

  /// Settings the specs generated together share: the first written wins; another value is an error.
  private static func share<Value>(
    _ setting: Located<Value>?, _ first: inout Located<Value>?, _ name: String, _ spelled: (Value) -> String, _ consequence: String,
    _ diagnostics: inout Diagnostics
  ) {
    guard let setting else { return }
    if let first, first.value != setting.value {
      diagnostics.error(
        .specMeaning, "\(name) '\(spelled(setting.value))' differs from '\(spelled(first.value))' at \(first.location); \(consequence)",
        at: setting.location)
    } else if first == nil {
      first = setting
    }
  }

  /// Whether a reactor's name is new: a second reactor or a component of that name is an error.
  mutating func isNew(_ name: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Bool {
    if let first = reactorNames[name] {
      diagnostics.error(.specMeaning, "duplicate reactor '\(name)'; it is already defined at \(first)", at: location)
    } else if let service = serviceNames[name] {
      diagnostics.error(.specMeaning, "reactor '\(name)' has the same name as the service, repository or use case at \(service)", at: location)
    } else {
      reactorNames[name] = location
      return true
    }
    return false
  }

  /// A module-wide setting is written the same in every spec generated together: a spec that
  /// leaves it out would take another file's value unseen (one rule, in Spec.md). One error a
  /// spec, however many it leaves out.
  func checkSettingsAreWrittenEverywhere(_ specs: [Spec], _ diagnostics: inout Diagnostics) {
    for spec in specs {
      var missing: [(written: String, at: SourceLocation)] = []
      if spec.module == nil, let module { missing.append(("module: \(module.value)", module.location)) }
      if spec.access == nil, let access { missing.append(("access: \(access.value.rawValue)", access.location)) }
      if spec.observableState == nil, let observableState { missing.append(("observableState: \(observableState.value)", observableState.location)) }
      guard !missing.isEmpty else { continue }
      let listed = missing.map { "'\($0.written)' (at \($0.at))" }.joined(separator: ", ")
      let settings = missing.count == 1 ? "is a module-wide setting" : "are module-wide settings"
      let written = missing.map { "'\($0.written)'" }.joined(separator: " and ")
      let otherwise = spec.observableState == nil && observableState != nil ? " (or set 'observableState' on each reactor instead)" : ""
      diagnostics.error(
        .specMeaning,
        "\(listed) \(settings), written the same in every spec generated together, and this spec does not say \(missing.count == 1 ? "it" : "them"); write \(written) here too\(otherwise)",
        at: SourceLocation(file: spec.file, line: spec.version?.location.line ?? 1, column: 1))
    }
  }
}
