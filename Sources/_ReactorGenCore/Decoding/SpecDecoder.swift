import ReactorGenSwift
import ReactorGenYAML

/// Decodes a YAML node tree into a ``Spec``, reporting every shape problem it meets (wrong kind of
/// node, unknown keys, unreadable compact forms) and carrying on, so one run shows them all.
struct SpecDecoder {

  /// Names of elements that could not be read, so that validation does not also report every
  /// reference to them: one mistake, one error.
  private let unreadable = NameSet()
  init() {}

  /// Decodes a spec; a reactor whose name is written where `decodingReactor` says no is skipped,
  /// as a run that keeps its files does (``IncrementalPlan``).
  func decode(
    _ root: YAMLNode, file: String, decodingReactor: (SourceLocation) -> Bool = { _ in true }, diagnostics: inout Diagnostics
  ) -> Spec {
    var spec = Spec(file: file, version: nil, module: nil, imports: [], access: nil, services: [], reactors: [])
    unreadable.names = []
    let errorsBefore = diagnostics.errors.count
    guard let top = Mapping<TopLevelKey>(root, what: "a spec", diagnostics: &diagnostics) else {
      return spec
    }
    if let node = top[.version] {
      if let text = node.scalar, let number = Int(text), node.scalarStyle == .plain {
        spec.version = Located(number, at: node.location)
        if !Spec.supportedVersions.contains(number) {
          diagnostics.error(
            .specSchema,
            "unsupported spec version \(number); this reactorgen reads version \(Spec.supportedVersions.map(String.init).joined(separator: ", "))",
            at: node.location)
        }
      } else {
        diagnostics.error(.specSchema, "'version' must be a whole number such as 1", at: node.location)
      }
    } else {
      diagnostics.error(.specSchema, "the spec has no 'version'; add 'version: 1' at the top", at: root.location)
    }
    if let node = top[.module], let name = identifier(node, what: "module name", &diagnostics) {
      spec.module = Located(name, at: node.location)
    }
    if let node = top[.access] { spec.access = accessLevel(node, &diagnostics) }
    if let node = top[.observableState], let flag = bool(node, what: "'observableState'", &diagnostics) {
      spec.observableState = Located(flag, at: node.location)
    }
    if let node = top[.imports] {
      for item in list(node, what: "'imports'", &diagnostics) {
        if let name = string(item, what: "an import", &diagnostics) {
          if name.split(separator: ".").allSatisfy({ SwiftIdentifier.isValid(String($0)) }) {
            spec.imports.append(Located(name, at: item.location))
          } else {
            diagnostics.error(.specSchema, "'\(name)' is not a module name", at: item.location)
          }
        }
      }
    }
    var elements = 0
    if let node = top[.services], let services = namedMapping(node, what: "'services'", &diagnostics) {
      elements += services.count
      spec.services = services.compactMap { name, node in remembering(name, &diagnostics) { decodeService(name: name, node: node, &$0) } }
    }
    if let node = top[.repositories], let repositories = namedMapping(node, what: "'repositories'", &diagnostics) {
      elements += repositories.count
      spec.repositories = repositories.compactMap { name, node in remembering(name, &diagnostics) { decodeRepository(name: name, node: node, &$0) } }
    }
    if let node = top[.useCases], let useCases = namedMapping(node, what: "'useCases'", &diagnostics) {
      elements += useCases.count
      spec.useCases = useCases.compactMap { name, node in remembering(name, &diagnostics) { decodeUseCase(name: name, node: node, &$0) } }
    }
    if let node = top[.reactors], let reactors = namedMapping(node, what: "'reactors'", &diagnostics) {
      elements += reactors.count
      spec.reactors = reactors.compactMap { name, node in
        decodingReactor(name.location) ? decodeReactor(name: name, node: node, &diagnostics) : nil
      }
    }
    spec.unreadableNames = unreadable.names
    // A spec with errors of its own says enough already.
    if elements == 0 && diagnostics.errors.count == errorsBefore {
      diagnostics.warning(
        .specSchema, "this spec declares no service, repository, use case or reactor, so nothing is generated from it",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    return spec
  }

  // MARK: - Services

  private func decodeService(name: YAMLNode, node: YAMLNode, _ diagnostics: inout Diagnostics) -> ServiceSpec? {
    guard let serviceName = identifier(name, what: "service name", isTypeName: true, &diagnostics) else { return nil }
    var service = ServiceSpec(name: serviceName, classBound: false, methods: [], events: [], location: name.location)
    if node.isNull { return service }
    guard let body = Mapping<ServiceKey>(node, what: "service '\(serviceName)'", diagnostics: &diagnostics) else { return service }
    decodeNames(body, into: &service, &diagnostics)
    if let flag = body[.baseService] {
      service.inheritsBaseService = bool(flag, what: "'baseService'", &diagnostics) ?? true
    }
    if let flag = body[.classBound] {
      service.classBound = bool(flag, what: "'classBound'", &diagnostics) ?? false
    }
    if let events = body[.events] {
      service.events = list(events, what: "'events'", &diagnostics).compactMap { node in
        remembering(node, &diagnostics) { enumCase(node, what: "event", &$0) }
      }
    }
    if let methods = body[.methods] {
      service.methods = list(methods, what: "'methods'", &diagnostics).compactMap { decodeMethod($0, &diagnostics) }
    }
    return service
  }

  /// `protocol:` and `implementation:`: the names the user wants instead of the defaults.
  private func decodeNames<Key: ComponentKey>(_ body: Mapping<Key>, into spec: inout ServiceSpec, _ diagnostics: inout Diagnostics) {
    if let node = body[.protocol], let name = identifier(node, what: "protocol name", isTypeName: true, &diagnostics) {
      spec.protocolName = Located(name, at: node.location)
    }
    if let node = body[.implementation], let name = identifier(node, what: "class name", isTypeName: true, &diagnostics) {
      spec.implementationName = Located(name, at: node.location)
    }
  }

  /// A repository: `entity`, `key`, `style`, `queries` and optional names.
  private func decodeRepository(name: YAMLNode, node: YAMLNode, _ diagnostics: inout Diagnostics) -> ServiceSpec? {
    guard let repositoryName = identifier(name, what: "repository name", isTypeName: true, &diagnostics) else { return nil }
    var repository = ServiceSpec(kind: .repository, name: repositoryName, classBound: false, methods: [], events: [], location: name.location)
    guard let body = Mapping<RepositoryKey>(node, what: "repository '\(repositoryName)'", diagnostics: &diagnostics) else { return nil }
    decodeNames(body, into: &repository, &diagnostics)
    if body[.entity] == nil {
      diagnostics.error(
        .specSchema, "repository '\(repositoryName)' needs an 'entity': the type it stores, e.g. 'entity: Project'", at: name.location)
    }
    if body[.key] == nil {
      diagnostics.error(
        .specSchema, "repository '\(repositoryName)' needs a 'key': the entity's identifying field, e.g. 'key: \"id: String\"'", at: name.location)
    }
    guard let entityNode = body[.entity], let keyNode = body[.key] else { return nil }
    guard let entity = typeText(entityNode, &diagnostics) else { return nil }
    guard let key = decodeKey(keyNode, &diagnostics) else { return nil }
    var style = RepositoryStyle.sync
    if let node = body[.style], let text = string(node, what: "'style'", &diagnostics) {
      if let value = RepositoryStyle(rawValue: text) {
        style = value
      } else {
        let names = RepositoryStyle.allCases.map(\.rawValue)
        diagnostics.error(
          .specSchema,
          "unknown style '\(text)'; expected \(names.map { "'\($0)'" }.joined(separator: ", "))\(Suggestions.didYouMean(text, in: names))",
          at: node.location)
      }
    }
    var inMemoryName: Located<String>?
    if let node = body[.inMemory], node.scalarStyle == .plain, node.scalar == "true" || node.scalar == "false" {
      diagnostics.error(
        .specSchema,
        "'inMemory' names the generated in-memory class (like 'inMemory: InMemory\(repositoryName)'); it is not a switch: every repository gets one, and your tests and previews can ignore it",
        at: node.location)
    } else if let node = body[.inMemory], let name = identifier(node, what: "class name", isTypeName: true, &diagnostics) {
      inMemoryName = Located(name, at: node.location)
    }
    var queries: [QuerySpec] = []
    if let node = body[.queries], let pairs = namedMapping(node, what: "'queries'", &diagnostics) {
      queries = pairs.compactMap { decodeQuery(key: $0, value: $1, &diagnostics) }
    }
    repository.store = StoreSpec(
      entity: Located(SwiftType(entity), at: entityNode.location), key: key, style: style, inMemoryName: inMemoryName, queries: queries)
    return repository
  }

  /// A repository's `key: "id: String"`: the entity's identifying field.
  private func decodeKey(_ keyNode: YAMLNode, _ diagnostics: inout Diagnostics) -> ParameterSpec? {
    let keyNodeText = Self.reassembledSwift(keyNode) ?? keyNode
    guard let keyText = string(keyNodeText, what: "'key' (a field such as \"id: String\")", &diagnostics) else { return nil }
    do {
      let parsed = try SwiftSource.parseParameter(keyText)
      guard parsed.label == nil else {
        diagnostics.error(.specSchema, "'key' is the entity's field, written 'name: Type', e.g. 'id: String'", at: keyNodeText.location)
        return nil
      }
      return ParameterSpec(label: nil, name: parsed.name, type: SwiftType(parsed.type), location: keyNodeText.location)
    } catch {
      diagnostics.error(.specSchema, error.message, at: keyNodeText.location(ofOffset: error.offset))
      return nil
    }
  }

  /// A query: `projects(in state: ProjectState): entity.state == state`.
  private func decodeQuery(key: YAMLNode, value: YAMLNode, _ diagnostics: inout Diagnostics) -> QuerySpec? {
    guard let text = key.scalar, let predicate = string(value, what: "a query's condition (Swift, over 'entity')", &diagnostics) else { return nil }
    // `projects(in state: ProjectState)` is read as a function signature without `func `.
    let keyword = "func "
    do {
      let parts = try SwiftSource.parseFunction(keyword + text)
      guard parts.returnType == nil, !parts.isAsync, !parts.isThrowing, parts.genericParameters == nil, parts.whereClause == nil else {
        diagnostics.error(
          .specSchema,
          "a query is a name and parameters, e.g. 'projects(in state: ProjectState)'; its result is the entities and the repository's 'style' decides the rest",
          at: key.location)
        return nil
      }
      if let problem = SwiftExpression.problem(in: predicate) {
        diagnostics.error(.specSchema, problem.message, at: value.location(ofOffset: problem.offset))
        return nil
      }
      return QuerySpec(
        name: parts.name,
        parameters: parts.parameters.map {
          ParameterSpec(label: $0.label, name: $0.name, type: SwiftType($0.type), location: key.location(ofOffset: $0.offset - keyword.count))
        },
        predicate: predicate, predicateLocation: value.location, location: key.location)
    } catch {
      diagnostics.error(.specSchema, error.message, at: key.location(ofOffset: max(0, error.offset - keyword.count)))
    }
    return nil
  }

  /// A use case: methods, dependencies taken through `init`, and optional names.
  private func decodeUseCase(name: YAMLNode, node: YAMLNode, _ diagnostics: inout Diagnostics) -> ServiceSpec? {
    guard let useCaseName = identifier(name, what: "use case name", isTypeName: true, &diagnostics) else { return nil }
    var useCase = ServiceSpec(kind: .useCase, name: useCaseName, classBound: false, methods: [], events: [], location: name.location)
    if node.isNull { return useCase }
    guard let body = Mapping<UseCaseKey>(node, what: "use case '\(useCaseName)'", diagnostics: &diagnostics) else { return useCase }
    decodeNames(body, into: &useCase, &diagnostics)
    if let node = body[.dependencies] {
      useCase.dependencies = dependencyList(node, &diagnostics)
    }
    if let methods = body[.methods] {
      useCase.methods = list(methods, what: "'methods'", &diagnostics).compactMap { decodeMethod($0, &diagnostics) }
    }
    return useCase
  }

  private func dependencyList(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [Located<String>] {
    list(node, what: "'dependencies'", &diagnostics).compactMap { item in
      identifier(item, what: "repository, use case or service name", isTypeName: true, &diagnostics).map { Located($0, at: item.location) }
    }
  }

  private func decodeMethod(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> MethodSpec? {
    let node = Self.reassembledSwift(node) ?? node
    if let text = node.scalar {
      do {
        return MethodSpec(try SwiftSource.parseFunction(text), at: node.location, locatingParameters: node.location(ofOffset:))
      } catch {
        diagnostics.error(.specSchema, error.message, at: node.location(ofOffset: error.offset))
        return nil
      }
    }
    // The structured form, for methods too long to read as one line.
    guard let body = Mapping<MethodKey>(node, what: "a method", diagnostics: &diagnostics) else { return nil }
    guard let nameNode = body[.name] else {
      diagnostics.error(.specSchema, "a method needs a 'name'", at: node.location)
      return nil
    }
    guard let name = identifier(nameNode, what: "method name", &diagnostics) else { return nil }
    var method = MethodSpec(
      name: name, genericParameters: nil, parameters: [], isThrowing: false, returnType: nil, whereClause: nil, discardableResult: false,
      location: nameNode.location)
    if let generics = body[.generics] { method.genericParameters = string(generics, what: "'generics'", &diagnostics) }
    if let parameters = body[.parameters] {
      for item in list(parameters, what: "'parameters'", &diagnostics) {
        guard let text = string(item, what: "a parameter", &diagnostics) else { continue }
        do {
          let parameter = try SwiftSource.parseParameter(text)
          method.parameters.append(
            ParameterSpec(label: parameter.label, name: parameter.name, type: SwiftType(parameter.type), location: item.location))
        } catch {
          diagnostics.error(.specSchema, error.message, at: item.location(ofOffset: error.offset))
        }
      }
    }
    if let returns = body[.returns], let type = typeText(returns, &diagnostics) { method.returnType = SwiftType(type) }
    if let flag = body[.async] { method.isAsync = bool(flag, what: "'async'", &diagnostics) ?? false }
    if let flag = body[.throws] { method.isThrowing = bool(flag, what: "'throws'", &diagnostics) ?? false }
    if let flag = body[.discardableResult] { method.discardableResult = bool(flag, what: "'discardableResult'", &diagnostics) ?? false }
    if let clause = body[.where] { method.whereClause = string(clause, what: "'where'", &diagnostics) }
    return method
  }

  // MARK: - Reactors

  private func decodeReactor(name: YAMLNode, node: YAMLNode, _ diagnostics: inout Diagnostics) -> ReactorSpec? {
    guard let reactorName = identifier(name, what: "reactor name", isTypeName: true, &diagnostics) else { return nil }
    var reactor = ReactorSpec(
      name: reactorName, services: [], parameters: [], state: .fields([]), initialState: .defaults,
      actions: [], mutations: [], events: [], transforms: [], location: name.location)
    if node.isNull { return reactor }
    guard let body = Mapping<ReactorKey>(node, what: "reactor '\(reactorName)'", diagnostics: &diagnostics) else { return reactor }

    if let node = body[.observableState], let flag = bool(node, what: "'observableState'", &diagnostics) {
      reactor.observableState = Located(flag, at: node.location)
    }
    if let node = body[.access] { reactor.access = accessLevel(node, &diagnostics) }
    if let services = body[.services] {
      reactor.services = list(services, what: "'services'", &diagnostics).compactMap { item in
        identifier(item, what: "service name", isTypeName: true, &diagnostics).map { Located($0, at: item.location) }
      }
    }
    if let node = body[.dependencies] {
      reactor.dependencies = dependencyList(node, &diagnostics)
    }
    if let parameters = body[.parameters], let pairs = namedMapping(parameters, what: "'parameters'", &diagnostics) {
      reactor.parameters = pairs.compactMap { decodeParameter(key: $0, value: $1, &diagnostics) }
    }
    if let node = body[.properties], let pairs = namedMapping(node, what: "'properties'", &diagnostics) {
      reactor.properties = pairs.compactMap { decodeProperty(key: $0, value: $1, &diagnostics) }
    }
    if let node = body[.conformances] {
      reactor.conformances = decodeConformances(node, &diagnostics)
    }
    decodeTypes(body, into: &reactor, &diagnostics)
    if let actions = body[.actions] {
      reactor.actions = list(actions, what: "'actions'", &diagnostics).compactMap { node in
        remembering(node, &diagnostics) { decodeAction(node, &$0) }
      }
    }
    if let mutations = body[.mutations] {
      reactor.mutations = list(mutations, what: "'mutations'", &diagnostics).compactMap { node in
        remembering(node, &diagnostics) { decodeMutation(node, &$0) }
      }
    }
    if let events = body[.events] {
      reactor.events = list(events, what: "'events'", &diagnostics).compactMap { decodeEvents($0, &diagnostics) }
    }
    decodeFunctions(body, into: &reactor, &diagnostics)
    return reactor
  }

  /// The State (fields, or a model type) and its initial value, and the Action and Mutation when
  /// they are enums declared elsewhere.
  private func decodeTypes(_ body: Mapping<ReactorKey>, into reactor: inout ReactorSpec, _ diagnostics: inout Diagnostics) {
    if let state = body[.state] { reactor.state = decodeState(state, &diagnostics) }
    if let initial = body[.initialState] { reactor.initialState = decodeInitialState(initial, &diagnostics) ?? reactor.initialState }
    // (No key paths: each reactor would make them anew, which costs a demangling at run time.)
    func named(_ key: ReactorKey) -> Located<SwiftType>? {
      guard let node = body[key], let text = typeText(node, &diagnostics) else { return nil }
      return Located(SwiftType(text), at: node.location)
    }
    reactor.actionType = named(.actionType)
    reactor.mutationType = named(.mutationType)
  }

  /// An init parameter: `task: Task`, `_ task: Task`, `with task: Task = .new`.
  private func decodeParameter(key: YAMLNode, value: YAMLNode, _ diagnostics: inout Diagnostics) -> ParameterSpec? {
    // `task`, or with an argument label: `_ task`, `with task`; after `weak var`, kept weakly.
    // (`weak task` alone is the label `weak`, as Swift reads it.)
    var label: String?
    var declared = key
    let (ownership, afterOwnership) = leadingWord(of: key, among: [KeyWords.weakParameter[0]])
    let binding = leadingWord(of: afterOwnership, among: [KeyWords.weakParameter[1]])
    let isWeak = ownership != nil && binding.word != nil
    if isWeak { declared = binding.name }
    let (head, nameNode) = leadingWord(of: declared)
    if let head {
      // Any keyword but `inout`, `var` and `let` may be a label as it is: `for task`.
      if head == "_" || (SwiftKeywords.isReserved(head) && !["inout", "var", "let"].contains(head)) {
        label = head
      } else {
        label = identifier(YAMLNode(.scalar(head, .plain), at: key.location), what: "argument label", &diagnostics)
      }
      if label == nil { return nil }
    }
    guard let name = identifier(nameNode, what: "parameter name", &diagnostics) else { return nil }
    if label.map(SwiftIdentifier.unescaped) == SwiftIdentifier.unescaped(name) { label = nil }
    if let text = value.scalar, !value.isNull {
      do {
        // `TaskEditViewMode` or, with a default argument, `TaskEditViewMode = .new`.
        let parsed = try SwiftSource.parseField(text)
        if parsed.isPulse {
          diagnostics.error(.specSchema, "@Pulse belongs on state fields, not init parameters", at: value.location)
        }
        return ParameterSpec(
          label: label, name: name, type: SwiftType(parsed.type, read: parsed.typeRef), location: key.location,
          defaultValue: parsed.defaultValue, isWeak: isWeak)
      } catch {
        diagnostics.error(.specSchema, error.message, at: value.location(ofOffset: error.offset))
      }
    } else if let type = typeText(value, &diagnostics) {
      return ParameterSpec(label: label, name: name, type: SwiftType(type), location: key.location, isWeak: isWeak)
    }
    return nil
  }

  /// `initialState: State(count: 1)` or `initialState: custom`; nil when it cannot be read.
  private func decodeInitialState(_ initial: YAMLNode, _ diagnostics: inout Diagnostics) -> InitialStateSpec? {
    guard let text = string(initial, what: "'initialState'", &diagnostics) else { return nil }
    if text == "custom" && initial.scalarStyle == .plain { return .custom(initial.location) }
    if let problem = SwiftExpression.problem(in: text) {
      diagnostics.error(.specSchema, problem.message, at: initial.location(ofOffset: problem.offset))
      return nil
    }
    // Located at its first character, so that validation can point inside it.
    return .expression(Located(text, at: initial.location(ofOffset: 0)))
  }

  /// What the reactor's functions do besides their switches: its lifecycle hooks, preludes,
  /// postludes and transforms.
  private func decodeFunctions(_ body: Mapping<ReactorKey>, into reactor: inout ReactorSpec, _ diagnostics: inout Diagnostics) {
    if let node = body[.didInitialize], let flag = bool(node, what: "'didInitialize'", &diagnostics) {
      reactor.didInitialize = Located(flag, at: node.location)
    }
    if let node = body[.willDeinitialize], let flag = bool(node, what: "'willDeinitialize'", &diagnostics) {
      reactor.willDeinitialize = Located(flag, at: node.location)
    }
    if let preludes = body[.prelude] {
      // One function, or a list of them.
      reactor.preludes = choices(
        preludes.sequence ?? [preludes], what: "a function a prelude runs before (mutate or reduce)",
        unknown: { "unknown prelude '\($0)'; a prelude runs before the switch of mutate or reduce" }, &diagnostics)
    }
    if let postludes = body[.postlude] {
      reactor.postludes = choices(
        postludes.sequence ?? [postludes], what: "a function a postlude runs after (reduce)",
        unknown: { "unknown postlude '\($0)'; a postlude runs after the switch of reduce (each case of mutate returns)" }, &diagnostics)
    }
    if let transforms = body[.transform] {
      reactor.transforms = choices(
        list(transforms, what: "'transform'", &diagnostics), what: "a transform",
        unknown: { "unknown transform '\($0)'; expected action, mutation or state" }, &diagnostics)
    }
  }

  /// The words that may stand before a field's or a property's name.

  /// A key's first word and the rest, as Swift writes a word before a name (`let id`, `var page`,
  /// `_ task`): the word (one of `words`, when given) and the name's node, located where the
  /// name starts. No word: `nil` and the key itself.
  private func leadingWord(of key: YAMLNode, among words: Set<String>? = nil) -> (word: String?, name: YAMLNode) {
    guard let written = key.scalar, let space = written.firstIndex(of: " ") else { return (nil, key) }
    let word = String(written[..<space])
    guard words?.contains(word) ?? true else { return (nil, key) }
    let rest = written[space...].drop { $0 == " " }
    let offset = written.distance(from: written.startIndex, to: rest.startIndex)
    return (word, YAMLNode(.scalar(String(rest), .plain), at: key.location(ofOffset: offset)))
  }

  /// `disposeBag: DisposeBag = DisposeBag()`, `var page: Int = 1`, `public steps: ...`: a name
  /// (after `public` for one other modules see, and `var` for a variable), a type and a value.
  private func decodeProperty(key: YAMLNode, value: YAMLNode, _ diagnostics: inout Diagnostics) -> PropertySpec? {
    guard string(key, what: "a property name", &diagnostics) != nil else { return nil }
    let (access, declared) = leadingWord(of: key, among: KeyWords.access)
    let (ownership, bound) = leadingWord(of: declared, among: KeyWords.ownership)
    let (keyword, nameNode) = leadingWord(of: bound, among: KeyWords.binding)
    let isVariable = keyword == "var"
    guard let name = identifier(nameNode, what: "property name", &diagnostics) else { return nil }
    guard let text = value.scalar, !value.isNull else {
      diagnostics.error(.specSchema, "property '\(name)' needs a type and a value, e.g. '\(name): DisposeBag = DisposeBag()'", at: value.location)
      return nil
    }
    do {
      let parsed = try SwiftSource.parseField(text, allowsWrappers: true)
      if parsed.isPulse {
        diagnostics.error(.specSchema, "@Pulse belongs on state fields, not the reactor's properties", at: value.location)
        return nil
      }
      let valueOffset = parsed.defaultValue.flatMap { defaultValue in
        text.range(of: defaultValue, options: .backwards).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
      }
      return PropertySpec(
        name: name, wrappers: parsed.wrappers, type: parsed.type.isEmpty ? nil : SwiftType(parsed.type, read: parsed.typeRef),
        value: parsed.defaultValue,
        isVariable: isVariable,
        location: nameNode.location,
        isPublic: access != nil,
        isWeak: ownership == "weak",
        isLazy: ownership == "lazy",
        valueLocation: valueOffset.map { value.location(ofOffset: $0) })
    } catch {
      diagnostics.error(.specSchema, error.message, at: value.location(ofOffset: error.offset))
      return nil
    }
  }

  /// `reactor: [Stepper]`, `state: [Equatable]`, `action: [Equatable, Sendable]`.
  private func decodeConformances(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [ConformingType: [Located<String>]] {
    guard let body = Mapping<ConformingType>(node, what: "'conformances'", diagnostics: &diagnostics) else {
      return [:]
    }
    var conformances: [ConformingType: [Located<String>]] = [:]
    for type in ConformingType.allCases {
      guard let list = body[type] else { continue }
      let items = list.scalar != nil && !list.isNull ? [list] : self.list(list, what: "the conformances of '\(type.rawValue)'", &diagnostics)
      conformances[type] = items.compactMap { item in
        guard let text = typeText(item, &diagnostics) else { return nil }
        return Located(text, at: item.location)
      }
    }
    return conformances
  }

  private func decodeState(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> StateSpec {
    if node.scalar != nil, !node.isNull {
      // `state: Task` — an existing model type is the whole state.
      guard let type = typeText(node, &diagnostics) else { return .fields([]) }
      return .model(Located(SwiftType(type), at: node.location))
    }
    if node.isNull { return .fields([]) }
    guard let pairs = namedMapping(node, what: "'state'", &diagnostics) else { return .fields([]) }
    var fields: [StateFieldSpec] = []
    for (key, value) in pairs {
      let before = diagnostics.errors.count
      defer { if diagnostics.errors.count > before { unreadable.insert(key) } }
      // `let name` for a constant; `var name` says what a bare name says.
      let (keyword, nameNode) = leadingWord(of: key, among: KeyWords.binding)
      let isConstant = keyword == "let"
      let fieldCount = fields.count
      defer { if isConstant, fields.count > fieldCount { fields[fields.count - 1].isConstant = true } }
      guard let name = identifier(nameNode, what: "state field name", &diagnostics) else { continue }
      if let text = value.scalar, !value.isNull {
        do {
          let field = try SwiftSource.parseField(text)
          var spec = StateFieldSpec(
            name: name, type: SwiftType(field.type, read: field.typeRef), defaultValue: field.defaultValue,
            isPulse: field.isPulse, location: key.location)
          if value.scalarStyle == .literal, text.contains("\n") { spec.blockLocation = value.location(ofOffset: 0) }
          fields.append(spec)
        } catch {
          diagnostics.error(.specSchema, error.message, at: value.location(ofOffset: error.offset))
        }
      } else if let element = unquotedArrayType(value) {
        fields.append(StateFieldSpec(name: name, type: SwiftType(element), defaultValue: nil, isPulse: false, location: key.location))
      } else if value.mapping != nil {
        guard let body = Mapping<StateFieldKey>(value, what: "state field '\(name)'", diagnostics: &diagnostics) else { continue }
        guard let typeNode = body[.type] else {
          diagnostics.error(.specSchema, "state field '\(name)' needs a 'type'", at: value.location)
          continue
        }
        guard let type = typeText(typeNode, &diagnostics) else { continue }
        var field = StateFieldSpec(name: name, type: SwiftType(type), defaultValue: nil, isPulse: false, location: key.location)
        if let defaultNode = body[.default] {
          if let text = defaultNode.scalar {
            if let problem = SwiftExpression.problem(in: text) {
              diagnostics.error(.specSchema, problem.message, at: defaultNode.location(ofOffset: problem.offset))
              continue
            }
            field.defaultValue = text
          } else {
            diagnostics.error(.specSchema, "'default' is Swift source text; quote it, e.g. default: \"[]\"", at: defaultNode.location)
          }
        }
        if let pulse = body[.pulse] { field.isPulse = bool(pulse, what: "'pulse'", &diagnostics) ?? false }
        fields.append(field)
      } else {
        diagnostics.error(.specSchema, "state field '\(name)' needs a type, e.g. '\(name): Bool = false'", at: value.location)
      }
    }
    return .fields(fields)
  }

  /// An action: `refresh` (a hook), `toggleEditing: toggleEditing` (emits a mutation),
  /// `increase: [setLoading(true), increaseValue, setLoading(false)]`, or options.
  private func decodeAction(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> ActionSpec? {
    guard let (caseNode, options) = caseEntry(node, what: "an action", &diagnostics),
      let enumCase = enumCase(caseNode, what: "action", &diagnostics)
    else { return nil }
    var action = ActionSpec(enumCase: enumCase, emits: [], callsHook: true, loading: nil, ignoreWhileLoading: false, cancelledBy: [])
    guard let options, !options.isNull else { return action }
    if options.scalar != nil || options.sequence != nil {
      action.emits = mutationCalls(options, &diagnostics)
      action.namesEmits = true
      action.callsHook = false
      return action
    }
    guard let body = Mapping<ActionKey>(options, what: "action '\(enumCase.name)'", diagnostics: &diagnostics) else { return action }
    if let emit = body[.emit] {
      action.emits = mutationCalls(emit, &diagnostics)
      action.namesEmits = true
      action.callsHook = false
    }
    if let hook = body[.hook] { action.callsHook = bool(hook, what: "'hook'", &diagnostics) ?? action.callsHook }
    if let node = body[.async], let flag = bool(node, what: "'async'", &diagnostics) {
      action.isAsync = Located(flag, at: node.location)
      // An async hook is a hook: `async: true` asks for one unless `hook: false` says otherwise.
      if flag && body[.hook] == nil { action.callsHook = true }
    }
    if let loading = body[.loading], let name = identifier(loading, what: "mutation name", &diagnostics) {
      action.loading = Located(name, at: loading.location)
    }
    if let flag = body[.ignoreWhileLoading] { action.ignoreWhileLoading = bool(flag, what: "'ignoreWhileLoading'", &diagnostics) ?? false }
    if let node = body[.catch], let name = identifier(node, what: "mutation name", &diagnostics) {
      action.catchMutation = Located(name, at: node.location)
    }
    if let node = body[.when], let text = string(node, what: "'when' (a Swift condition, or 'hook')", &diagnostics) {
      if text == "hook" && node.scalarStyle == .plain {
        action.precondition = .hook(node.location)
      } else if let problem = SwiftExpression.problem(in: text) {
        diagnostics.error(.specSchema, problem.message, at: node.location(ofOffset: problem.offset))
      } else {
        action.precondition = .expression(Located(text, at: node.location))
      }
    }
    if let reads = body[.reads] {
      action.reads = (reads.sequence ?? [reads]).compactMap { item in
        identifier(item, what: "state field name", &diagnostics).map { Located($0, at: item.location) }
      }
    }
    for pace in Self.paces {
      guard let node = body[pace.key] else { continue }
      if let paced = action.pacing {
        // One pace an action: a second would wait on the first's output.
        diagnostics.error(
          .specSchema, "action '\(enumCase.name)' is already \(paced.value.pace.participle); an action has one of \(Self.paceKeys)",
          at: node.location)
      } else if let milliseconds = node.scalar.flatMap(Self.milliseconds(in:)) {
        action.pacing = Located(Pacing(pace: pace, milliseconds: milliseconds), at: node.location)
      } else {
        diagnostics.error(
          .specSchema, "'\(pace.key.rawValue)' is a duration of whole milliseconds, from 1ms to an hour, such as '300ms' or '0.5s'", at: node.location
        )
      }
    }
    if let cancelled = body[.cancelledBy] {
      let items = cancelled.sequence ?? [cancelled]
      action.cancelledBy = items.compactMap { item in
        identifier(item, what: "action name", &diagnostics).map { Located($0, at: item.location) }
      }
    }
    return action
  }

  /// Made once: `allCases` builds its array at each call, and every action asks.
  private static let paces = ActionPace.allCases
  private static let paceKeys = paces.map { "'\($0.key.rawValue)'" }.joined(separator: " or ")

  /// `300ms` or `0.5s` in whole milliseconds, more than zero; nil for anything else.
  static func milliseconds(in text: String) -> Int? {
    let (number, scale): (Substring, Double) =
      text.hasSuffix("ms") ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(), 1000) : ("", 0)
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number) else { return nil }
    let milliseconds = value * scale
    guard milliseconds >= 1, milliseconds <= 3_600_000, milliseconds == milliseconds.rounded() else { return nil }
    return Int(milliseconds)
  }

  /// `text` split at its first space after a word, as `split(separator: " ", maxSplits: 1)` does:
  /// by bytes when the text is printable ASCII (nearly always; splitting by characters cost
  /// 3,000 instructions a mutation), by characters otherwise.
  static func firstWordAndRest(_ text: String) -> [Substring] {
    var bytes = text
    let isPrintableASCII = bytes.withUTF8 { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    guard isPrintableASCII else { return text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true) }
    let utf8 = text.utf8
    guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return [] }
    guard let space = utf8[start...].firstIndex(of: UInt8(ascii: " ")) else { return [text[start...]] }
    let rest = utf8.index(after: space)
    return rest == utf8.endIndex ? [text[start..<space]] : [text[start..<space], text[rest...]]
  }

  /// A mutation: `insertSectionItem(IndexPath, TaskListSection.Item)` (a hook) or
  /// `setSections([TaskListSection]): set sections` / `{ set: sections }` (declarative).
  private func decodeMutation(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> MutationSpec? {
    guard let (caseNode, options) = caseEntry(node, what: "a mutation", &diagnostics),
      let enumCase = enumCase(caseNode, what: "mutation", &diagnostics)
    else { return nil }
    var mutation = MutationSpec(enumCase: enumCase, reduce: [])
    guard let options, !options.isNull else { return mutation }
    var entries: [(kind: YAMLNode, fields: YAMLNode)] = []
    if let text = options.scalar {
      // `set sections`, `toggle isEditing`, `set isDismissed = true`
      let words = Self.firstWordAndRest(text)
      guard words.count == 2 else {
        diagnostics.error(.specSchema, "expected '<operation> <field>', e.g. 'set sections' or 'toggle isEditing'", at: options.location)
        return mutation
      }
      entries.append(
        (
          YAMLNode(.scalar(String(words[0]), .plain), at: options.location),
          YAMLNode(.scalar(String(words[1]), .plain), at: options.location(ofOffset: words[0].count + 1))
        ))
    } else if let pairs = options.mapping {
      entries = pairs.map { ($0.key, $0.value) }
    } else {
      diagnostics.error(
        .specSchema, "a mutation's reduce is a mapping such as '{ set: sections }', not \(options.kindDescription)", at: options.location)
      return mutation
    }
    for (kindNode, fieldsNode) in entries {
      guard let kindName = kindNode.scalar, let kind = ReduceOperationKind(rawValue: kindName) else {
        let name = kindNode.scalar ?? ""
        let operationNames = ReduceOperationKind.allCases.map(\.rawValue)
        diagnostics.error(
          .specSchema,
          "unknown reduce operation '\(name)'; expected one of \(operationNames.joined(separator: ", "))\(Suggestions.didYouMean(name, in: operationNames))",
          at: kindNode.location)
        continue
      }
      for field in fieldsNode.sequence ?? [fieldsNode] {
        guard let text = string(field, what: "a state field name", &diagnostics) else { continue }
        // `isDismissed = true`: set a fixed value rather than one of the mutation's values.
        let pieces = SwiftSource.splitTopLevel(text, on: "=")
        let name: String
        do {
          name = try SwiftSource.checkIdentifier(pieces[0].text, what: "state field name", offset: 0)
        } catch {
          diagnostics.error(.specSchema, error.message, at: field.location(ofOffset: error.offset))
          continue
        }
        var operation = ReduceOperation(kind: kind, field: Located(name, at: field.location))
        if pieces.count > 1 {
          let value = String(text[text.index(text.startIndex, offsetBy: pieces[1].offset)...]).trimmingSpaces
          guard kind == .set, !value.isEmpty else {
            diagnostics.error(
              .specSchema, kind == .set ? "expected a value after '='" : "only 'set' takes a value ('set: \(name) = ...')", at: field.location)
            continue
          }
          if let problem = SwiftExpression.problem(in: value) {
            diagnostics.error(.specSchema, problem.message, at: field.location(ofOffset: pieces[1].offset + problem.offset))
            continue
          }
          operation.value = value
        }
        mutation.reduce.append(operation)
      }
    }
    return mutation
  }

  /// `TaskService` (every event to the hook) or `UserService: { updateUserName: setUserName }`.
  private func decodeEvents(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> EventSubscriptionSpec? {
    guard let (serviceNode, mappingNode) = caseEntry(node, what: "an event source", &diagnostics),
      let service = identifier(serviceNode, what: "service name", isTypeName: true, &diagnostics)
    else { return nil }
    var subscription = EventSubscriptionSpec(service: Located(service, at: serviceNode.location), mappings: [])
    guard let mappingNode, !mappingNode.isNull else { return subscription }
    guard let pairs = namedMapping(mappingNode, what: "the events of '\(service)'", &diagnostics) else { return subscription }
    for (eventNode, mutationNode) in pairs {
      guard let event = identifier(eventNode, what: "event name", &diagnostics) else { continue }
      guard let call = mutationCalls(mutationNode, &diagnostics).first else { continue }
      subscription.mappings.append((Located(event, at: eventNode.location), call))
    }
    return subscription
  }

  // MARK: - Pieces

  /// Items that are each one of a fixed set of words (`transform: [action, state]`); an unknown
  /// one is an error with the closest word.
  private func choices<Choice: RawRepresentable & CaseIterable>(
    _ items: [YAMLNode], what: String, unknown: (String) -> String, _ diagnostics: inout Diagnostics
  ) -> [Located<Choice>] where Choice.RawValue == String {
    items.compactMap { item in
      guard let text = string(item, what: what, &diagnostics) else { return nil }
      guard let choice = Choice(rawValue: text) else {
        diagnostics.error(.specSchema, unknown(text) + Suggestions.didYouMean(text, in: Choice.allCases.map(\.rawValue)), at: item.location)
        return nil
      }
      return Located(choice, at: item.location)
    }
  }

  /// Runs `decode`; when it reports an error, remembers the element's name as unreadable.
  private func remembering<T>(_ node: YAMLNode, _ diagnostics: inout Diagnostics, _ decode: (inout Diagnostics) -> T?) -> T? {
    let before = diagnostics.errors.count
    let result = decode(&diagnostics)
    if diagnostics.errors.count > before { unreadable.insert(node) }
    return result
  }

  /// YAML reads an unquoted `delete(id: String)` as the mapping `{"delete(id": "String)"}`.
  /// When a key opens a bracket that its value closes, put the Swift text back together.
  static func reassembledSwift(_ node: YAMLNode) -> YAMLNode? {
    guard let pairs = node.mapping, pairs.count == 1,
      let key = pairs[0].key.scalar, pairs[0].key.scalarStyle == .plain,
      let value = pairs[0].value.scalar, pairs[0].value.scalarStyle == .plain,
      SwiftSource.bracketProblem(in: key) != nil || key.utf8.reduce(0, { $0 + ($1 == UInt8(ascii: "<") ? 1 : $1 == UInt8(ascii: ">") ? -1 : 0) }) > 0
    else { return nil }
    return YAMLNode(.scalar(key + ": " + value, .plain), at: pairs[0].key.location)
  }

  /// A list entry that is either `name` or a one-key mapping `name: options`.
  private func caseEntry(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> (YAMLNode, YAMLNode?)? {
    if node.scalar != nil { return (node, nil) }
    if let swift = Self.reassembledSwift(node) { return (swift, nil) }
    if let pairs = node.mapping, pairs.count == 1 {
      return (pairs[0].key, pairs[0].value)
    }
    if let pairs = node.mapping, pairs.count > 1 {
      diagnostics.error(
        .specSchema, "\(what) is written 'name: options'; this entry has \(pairs.count) keys (indent the options under the name)",
        at: pairs[1].key.location)
      return nil
    }
    diagnostics.error(.specSchema, "expected \(what), written as 'name' or 'name: options', not \(node.kindDescription)", at: node.location)
    return nil
  }

  private func enumCase(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> EnumCaseSpec? {
    let node = Self.reassembledSwift(node) ?? node
    guard let text = string(node, what: "\(what) name", &diagnostics) else { return nil }
    do {
      let parsed = try SwiftSource.parseCase(text)
      return EnumCaseSpec(
        name: parsed.name,
        values: parsed.values.map {
          AssociatedValue(
            label: $0.label, name: $0.name, type: SwiftType($0.type, read: $0.typeRef), location: node.location(ofOffset: $0.offset),
            defaultValue: $0.defaultValue)
        },
        location: node.location)
    } catch {
      diagnostics.error(.specSchema, error.message, at: node.location(ofOffset: error.offset))
      return nil
    }
  }

  private func mutationCalls(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [MutationCallSpec] {
    let items = node.sequence ?? [node]
    return items.compactMap { item -> MutationCallSpec? in
      guard let text = string(item, what: "a mutation to emit", &diagnostics) else { return nil }
      do throws(SwiftSource.Problem) {
        let (written, arguments, offset) = try SwiftSource.splitCall(text)
        let name = try SwiftSource.checkIdentifier(written, what: "mutation name", offset: 0)
        let values = arguments.map { text in SwiftSource.splitTopLevel(text, on: ",") }
        if let empty = values?.first(where: { $0.text.isEmpty }) {
          diagnostics.error(.specSchema, "expected an argument", at: item.location(ofOffset: offset + empty.offset))
          return nil
        }
        for value in values ?? [] {
          // `value: 1` or `1`: the expression after an optional label.
          let expression = SwiftSource.splitLabel(value.text).expression
          let expressionOffset = value.offset + value.text.count - expression.count
          if let problem = SwiftExpression.problem(in: expression) {
            diagnostics.error(.specSchema, problem.message, at: item.location(ofOffset: offset + expressionOffset + problem.offset))
            return nil
          }
        }
        return MutationCallSpec(name: name, arguments: values?.map(\.text), location: item.location)
      } catch {
        diagnostics.error(.specSchema, error.message, at: item.location(ofOffset: error.offset))
        return nil
      }
    }
  }

  private func typeText(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> String? {
    if let element = unquotedArrayType(node) { return element }
    guard let text = string(node, what: "a type", &diagnostics) else { return nil }
    do {
      try SwiftSource.checkType(text, offset: 0)
      return text
    } catch {
      diagnostics.error(.specSchema, error.message, at: node.location(ofOffset: error.offset))
      return nil
    }
  }

  /// YAML reads an unquoted `[Task]` as a list holding `Task`, and `[String: Int]` as a list
  /// holding a mapping. Both are what the author meant as a Swift type, so accept them.
  private func unquotedArrayType(_ node: YAMLNode) -> String? {
    guard let items = node.sequence, items.count == 1 else { return nil }
    if let element = items[0].scalar, items[0].scalarStyle == .plain, (try? SwiftSource.checkType(element, offset: 0)) != nil {
      return "[\(element)]"
    }
    if let pairs = items[0].mapping, pairs.count == 1, let key = pairs[0].key.scalar, let value = pairs[0].value.scalar {
      return "[\(key): \(value)]"
    }
    return nil
  }

  /// A checked name; a type's is kept without backquotes (``SwiftSource/checkIdentifier(_:what:offset:allowKeywords:isTypeName:)``).
  private func identifier(_ node: YAMLNode, what: String, isTypeName: Bool = false, _ diagnostics: inout Diagnostics) -> String? {
    guard let text = string(node, what: "a \(what)", &diagnostics) else { return nil }
    do throws(SwiftSource.Problem) {
      return try SwiftSource.checkIdentifier(text, what: what, offset: 0, isTypeName: isTypeName)
    } catch {
      diagnostics.error(.specSchema, error.message, at: node.location(ofOffset: error.offset))
      return nil
    }
  }

  private func string(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> String? {
    guard let text = node.scalar, !node.isNull else {
      diagnostics.error(.specSchema, "expected \(what), found \(node.kindDescription)", at: node.location)
      return nil
    }
    return text.trimmingSpaces
  }

  /// `access: internal` or `public`, at the top of a spec or of a reactor.
  private func accessLevel(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> Located<AccessLevel>? {
    guard let text = string(node, what: "'access'", &diagnostics) else { return nil }
    guard let level = AccessLevel(rawValue: text) else {
      diagnostics.error(
        .specSchema,
        "'access' must be 'internal' or 'public', not '\(text)'\(Suggestions.didYouMean(text, in: AccessLevel.allCases.map(\.rawValue)))",
        at: node.location)
      return nil
    }
    return Located(level, at: node.location)
  }

  private func bool(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> Bool? {
    switch node.scalar {
    case "true" where node.scalarStyle == .plain: return true
    case "false" where node.scalarStyle == .plain: return false
    default:
      diagnostics.error(.specSchema, "\(what) must be true or false", at: node.location)
      return nil
    }
  }

  private func list(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> [YAMLNode] {
    if node.isNull { return [] }
    guard let items = node.sequence else {
      diagnostics.error(.specSchema, "\(what) must be a list (items starting with '- '), not \(node.kindDescription)", at: node.location)
      return []
    }
    return items
  }

  /// A mapping whose keys are names chosen by the author (reactors, services, state fields).
  private func namedMapping(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> [(YAMLNode, YAMLNode)]? {
    if node.isNull { return [] }
    guard let pairs = node.mapping else {
      diagnostics.error(.specSchema, "\(what) must be a mapping of names, not \(node.kindDescription)", at: node.location)
      return nil
    }
    return pairs.map { ($0.key, $0.value) }
  }
}

/// A mapping whose keys are one key table's (``SpecKey``): the decoder reads no other key, and an
/// unknown one is reported with a suggestion from the same table.
struct Mapping<Key: SpecKey> {
  private let pairs: [YAMLPair]
  /// Each pair's key, in order: a lookup compares names, without copying the pairs' nodes.
  private let names: [String]

  init?(_ node: YAMLNode, what: String, diagnostics: inout Diagnostics) {
    let keys = Key.names
    guard let pairs = node.mapping else {
      diagnostics.error(
        .specSchema,
        "\(what) must be a mapping with keys such as \(keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ")), not \(node.kindDescription)",
        at: node.location)
      return nil
    }
    self.pairs = pairs
    names = pairs.map { $0.key.scalar ?? "" }
    for (pair, key) in zip(pairs, names) {
      if !keys.contains(key) {
        let suggestion = Suggestions.closest(to: key, in: keys)
        let hint = suggestion.map { "did you mean '\($0)'?" } ?? "expected one of \(keys.joined(separator: ", "))"
        diagnostics.error(.specSchema, "unknown key '\(key)' in \(what); \(hint)", at: pair.key.location)
      }
    }
  }

  subscript(key: Key) -> YAMLNode? {
    names.firstIndex(of: key.rawValue).map { pairs[$0].value }
  }
}

/// Names of spec elements that failed to decode, by the name they start with (`move` for
/// `move(id: String, to:`).
final class NameSet {
  var names: Set<String> = []

  func insert(_ node: YAMLNode) {
    let text = node.scalar ?? node.mapping?.first?.key.scalar ?? ""
    let name = String(text.prefix { $0 != "(" && $0 != ":" }).trimmingSpaces
    if !name.isEmpty { names.insert(name.replacingOccurrences(of: "`", with: "")) }
  }
}
