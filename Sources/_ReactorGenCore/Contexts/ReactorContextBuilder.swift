import ReactorGenSwift

/// What `Reactor.swift.mustache` sees: the reactor's generated file.
struct ReactorContext: FileTemplateContext {
  static let kind = FileKind.reactor
  var file: FileContext
  var name: String
  /// `observableState: true`: `@ObservableState struct State`, `enum Action: BindableAction`.
  var observableState: Bool
  var specFile: String
  var logicFile: String
  /// The logic protocol's name (`TaskListViewReactorLogic`), when the reactor has hooks.
  var logicProtocol: String?
  /// The class: `final class <Reactor>: Reactor { ... }`, with its Action, Mutation,
  /// State, properties, init, `mutate`, `reduce` and transforms.
  var reactorClass: SwiftTypeDeclaration
  /// `extension <Reactor>.Action { ... }`: the `isXxxAction(_:)` helpers `take(until:)`
  /// uses; empty when no action cancels work.
  var actionExtension: SwiftTypeDeclaration?
  /// `protocol <Reactor>Logic { ... }`, with its documentation: the hooks the spec leaves
  /// to the user; empty when there are none.
  var logicProtocolDeclaration: SwiftTypeDeclaration?

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "observableState": .flag(observableState)
    case "name": .text(self.name)
    case "specFile": .text(specFile)
    case "logicFile": .text(logicFile)
    case "logicProtocol": logicProtocol.map(TemplateValue.text)
    case "reactorClass": .declaration(reactorClass)
    case "actionExtension": actionExtension.map(TemplateValue.declaration)
    case "logicProtocolDeclaration": logicProtocolDeclaration.map(TemplateValue.declaration)
    default: nil
    }
  }
}

/// The user-owned `<Reactor>+Logic.swift`: a stub for every hook.
struct ReactorLogicContext: FileTemplateContext {
  static let kind = FileKind.reactorLogic
  var file: FileContext
  var name: String
  /// `extension <Reactor> { ... }`: each hook's stub under its section's `// MARK:`.
  var logicExtension: [SwiftDeclaration]

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "file": .values(file)
    case "name": .text(self.name)
    case "logicExtension": .declarations(logicExtension)
    default: nil
    }
  }
}

/// Maps a ``ResolvedReactor`` to the ``ReactorContext`` of its generated file and the
/// ``ReactorLogicContext`` of its logic stubs. Every decision was made in validation; this lays
/// the decisions out as the Swift a ReactorKit user would write by hand.
/// A class: each file kind's translator and every closure of a tree holds the one builder, where
/// a struct of its size was copied field by field some thirty times a reactor.
final class ReactorContextBuilder: Sendable {
  let reactor: ResolvedReactor
  let module: ValidatedModule
  let headers: Headers
  /// The hooks by kind and name (an `events` hook by its selector): each call is spelled from the
  /// hook as declared.
  private let hooksByKey: [HookKey: ResolvedHook]
  /// The hooks as the logic protocol declares them and the logic file implements them: made once,
  /// for the reactor's file and the logic file.
  private let hooks: [LogicHook]
  /// Where the spec wrote what becomes code: the lines made from it are marked for line
  /// directives. `nil` when the output has none.
  let origins: ReactorOrigins?

  init(reactor: ResolvedReactor, module: ValidatedModule, headers: Headers, origins: ReactorOrigins? = nil) {
    self.reactor = reactor
    self.module = module
    self.headers = headers
    self.origins = origins
    hooksByKey = Dictionary(
      reactor.hooks.map { (Self.key($0.kind, $0.kind == .events ? $0.selector : $0.name), $0) }, uniquingKeysWith: { first, _ in first })
    hooks = Self.makeHooks(of: reactor)
  }

  /// A hook found by what it is for and its name (an events hook by its selector).
  private struct HookKey: Hashable {
    var kind: ResolvedHook.Kind
    var name: String
  }

  private static func key(_ kind: ResolvedHook.Kind, _ name: String) -> HookKey { HookKey(kind: kind, name: name) }

  /// `self.mutateSearch(query: query)`, `self?.reduceSetItems(state: &state, items: items)`,
  /// `Self.makeInitialState()`: the call of a hook on `base`, with the labels its declaration has.
  /// `renaming`: a value input passed by another name (a state field read into a local).
  private func call(_ kind: ResolvedHook.Kind, _ name: String, on base: SwiftExpr = .name("self"), renaming: [String: String] = [:]) -> SwiftExpr {
    guard let hook = hooksByKey[Self.key(kind, name)] else {
      assertionFailure("resolution declares every hook a reactor calls; \(kind) \(name) is missing")
      return .call(.member(base, name), [])
    }
    let arguments = hook.inputs.map { input -> SwiftArgument in
      let label = input.label ?? SwiftIdentifier.unescaped(input.name)
      let argument: SwiftExpr
      switch input.kind {
      case .value, .stream: argument = .name(renaming[input.name] ?? input.name)
      case .state: argument = .prefix(.addressOf, .name(input.name))
      case .event: argument = .name("event")
      }
      return SwiftArgument(label == "_" ? nil : label, argument)
    }
    return .call(.member(base, hook.name), arguments)
  }

  private var access: String { reactor.isPublic ? "public " : "" }

  /// Whether an action's `catch:` passes the error's description, which Foundation declares.
  private var describesErrors: Bool {
    reactor.actions.contains { action in
      if case .mutation(_, passesDescription: true)? = action.catch { return true }
      return false
    }
  }

  func build() -> ReactorContext {
    ReactorContext(
      file: FileContext(
        provenance: headers.generated(hint: reactor.hooks.isEmpty ? nil : "Write the reactor's logic in \(reactor.files.logic)."),
        imports: imports(
          Naming.reactorFrameworks + (reactor.isObservable ? [Naming.observationFramework] : []) + (describesErrors ? ["Foundation"] : [])),
        access: access),
      name: reactor.name,
      observableState: reactor.isObservable,
      specFile: headers.specList,
      logicFile: reactor.files.logic,
      logicProtocol: reactor.logicProtocol,
      reactorClass: reactorClass(),
      actionExtension: actionExtension(),
      logicProtocolDeclaration: logicProtocolDeclaration())
  }

  /// The user-owned `<Reactor>+Logic.swift` holding the hooks' stubs, or, for
  /// `reactorgen-import`, the user's code in the hooks it fills and what moved beside them.
  func logic(imported: ImportedLogic? = nil) -> ReactorLogicContext {
    var members: [[SwiftDeclaration]] = []
    var previousSection: String?
    for hook in hooks {
      var implementation = hook.implementation
      var comments: [String] = []
      if let imported {
        // A hook the user's code already has is theirs: it is left out.
        guard let code = imported.hooks[hook.name] else { continue }
        implementation = implementation.filled(parameterNames: code.parameterNames, body: [.expression(.userCode(code.body))])
        comments = code.comments
      }
      if hook.section != previousSection { members.append([.mark(hook.section)]) }
      previousSection = hook.section
      members.append((comments.isEmpty ? [] : [.userCode(comments)]) + [.function(implementation)])
    }
    if let imported, !imported.movedMembers.isEmpty {
      members.append([.mark("Moved from \(imported.movedFrom)")])
      members += imported.movedMembers.map { [.userCode($0)] }
    }
    let logicExtension = SwiftTypeDeclaration(kind: .extension, name: reactor.name, members: members)
    let moved = (imported?.movedDeclarations ?? []).map(SwiftDeclaration.userCode)
    return ReactorLogicContext(
      file: FileContext(
        provenance: headers.userOwned("Write \(reactor.name)'s logic here. When the spec adds a hook, the compiler asks for it."),
        imports: imports(["RxSwift"] + (imported?.imports ?? [])),
        access: access),
      name: reactor.name,
      logicExtension: [.type(logicExtension)] + moved)
  }

  // MARK: The reactor

  /// `final class <Reactor>: Reactor { ... }`: Action, Mutation, State, the stored properties,
  /// init, mutate, reduce and the transforms, in the order ReactorKit's own examples keep them.
  private func reactorClass() -> SwiftTypeDeclaration {
    var members: [[SwiftDeclaration]] = []
    let actionCases =
      bindingCases.map(Self.declaration)
      + reactor.actions.map { Self.declaration($0.enumCase, origin: origins?.actions[$0.enumCase.displayName]) }
    if let type = reactor.actionType {
      members.append([typeAlias("Action", type)])
    } else if actionCases.isEmpty {
      members.append([.typeAlias(accessWord, name: "Action", .named("Never"))])
    } else {
      let adopted = (reactor.isObservable ? [TypeRef.named("BindableAction")] : []) + (reactor.conformances[.action] ?? [])
      members.append([.type(nested(.enum, "Action", conforming: .action, adopted, members: [actionCases]))])
    }
    let mutationCases =
      bindingCases.map(Self.declaration)
      + reactor.mutations.map { Self.declaration($0.enumCase, origin: origins?.mutations[$0.enumCase.displayName]) }
    if let type = reactor.mutationType {
      members.append([typeAlias("Mutation", type)])
    } else if !mutationCases.isEmpty {
      members.append([.type(nested(.enum, "Mutation", conforming: .mutation, reactor.conformances[.mutation] ?? [], members: [mutationCases]))])
    } else if !actionCases.isEmpty {
      // Actions that only do things: no mutation (ReactorKit's would otherwise be the Action).
      members.append([.typeAlias(accessWord, name: "Mutation", .named("Never"))])
    }
    if case .model(let type) = reactor.state {
      members.append([typeAlias("State", type.ref)])
    } else {
      var state = nested(
        .struct, "State", conforming: .state, reactor.conformances[.state] ?? [],
        members: [reactor.state.fields.map(stateDeclaration), stateInitializer().map { [.function($0)] } ?? []])
      if reactor.isObservable { state.attributes = [.observableState] }
      members.append([.type(state)])
    }
    members.append(properties())
    members.append([initializer()])
    if reactor.hooks.contains(where: { $0.kind == .willDeinitialize }) { members.append([GeneratedCode.willDeinitializer]) }
    if let mutate = mutateFunction() { members += [[.mark("Mutate")], [.function(mutate)]] }
    if let reduce = reduceFunction() { members += [[.mark("Reduce")], [.function(reduce)]] }
    let transforms = transformFunctions()
    if !transforms.isEmpty { members += [[.mark("Transform")]] + transforms.map { [.function($0)] } }
    let adopted = [TypeRef.named("Reactor")] + (reactor.conformances[.reactor] ?? []) + (reactor.logicProtocol.map { [.named($0)] } ?? [])
    return SwiftTypeDeclaration(
      access: accessWord, isFinal: true, kind: .class, name: reactor.name, inheritance: adopted,
      inheritanceOrigin: conformancesOrigin(.reactor), members: members)
  }

  /// `enum Action: Equatable { ... }`: a type the reactor nests, with what it adopts.
  private func nested(
    _ kind: SwiftTypeDeclaration.Kind, _ name: String, conforming type: ConformingType, _ adopted: [TypeRef], members: [[SwiftDeclaration]]
  ) -> SwiftTypeDeclaration {
    SwiftTypeDeclaration(
      access: accessWord, kind: kind, name: name, inheritance: adopted, inheritanceOrigin: conformancesOrigin(type), members: members)
  }

  /// Where the spec declared `type`'s conformances, so that one that does not hold is reported there.
  private func conformancesOrigin(_ type: ConformingType) -> SourceLocation? {
    reactor.conformances[type] == nil ? nil : origins?.conformances[type]
  }

  /// `extension <Reactor>.Action { ... }`: the `isXxxAction(_:)` helpers `take(until:)` uses.
  private func actionExtension() -> SwiftTypeDeclaration? {
    let predicates = predicateFunctions()
    guard !predicates.isEmpty else { return nil }
    return SwiftTypeDeclaration(kind: .extension, name: TypeRef.qualified(reactor.name, "Action").text, members: predicates)
  }

  /// `protocol <Reactor>Logic { ... }`: the hooks the spec leaves to the user, each with its summary.
  private func logicProtocolDeclaration() -> SwiftTypeDeclaration? {
    guard let name = reactor.logicProtocol else { return nil }
    return SwiftTypeDeclaration(
      documentation: [
        "The parts of `\(reactor.name)` that the spec leaves to you: implement them in \(reactor.files.logic).",
        "When the spec changes, the compiler lists what is missing.",
      ],
      kind: .protocol, name: name, members: hooks.map { [.documentation($0.summary), .function($0.requirement)] })
  }

  /// `typealias State = Task`: a type the spec names, marked where it names it.
  private func typeAlias(_ name: String, _ type: TypeRef) -> SwiftDeclaration {
    .fromSpec(.typeAlias(accessWord, name: name, type), origin: origins?.typeAliases[name])
  }

  /// `case search(String)`, marked as written at `origin`.
  private static func declaration(_ enumCase: ResolvedCase, origin: SourceLocation?) -> SwiftDeclaration {
    .fromSpec(.enumCase(name: enumCase.name, values: enumCase.values.map(\.tree)), origin: origin)
  }

  private static func declaration(_ enumCase: ResolvedCase) -> SwiftDeclaration {
    declaration(enumCase, origin: nil)
  }

  /// Where the spec wrote the field.
  private func origin(of field: ResolvedField) -> SourceLocation? {
    origins?.fields[SwiftIdentifier.unescaped(field.name)]
  }

  private func imports(_ required: [String]) -> FileImports {
    FileContext.imports(of: required + module.imports)
  }

  // MARK: Declarations

  private var accessWord: SwiftAccess? { reactor.isPublic ? .public : nil }

  /// A field: one line, or more for a default written over several (a YAML block).
  private func stateDeclaration(_ field: ResolvedField) -> SwiftDeclaration {
    let variable = SwiftVariable(
      attributes: field.isPulse ? [.pulse] : [], access: accessWord, isLet: field.isConstant, name: field.name,
      type: field.type.ref, value: field.defaultValue.map { .fragment(SpecFragment($0)) })
    return .fromSpec(.variable(variable), origin: origin(of: field))
  }

  /// A `public init` for a public State (a memberwise init is never public).
  private func stateInitializer() -> SwiftFunction? {
    // A `let` that has its value is no initializer's to set.
    let fields = reactor.state.fields.filter(\.isInitialized)
    guard reactor.isPublic, !reactor.state.fields.isEmpty else { return nil }
    let parameters = fields.map { field in
      SwiftParameter(
        name: field.name, type: field.storedParameterType,
        defaultValue: field.implicitDefault.map { .fragment(SpecFragment($0, origin: origin(of: field))) })
    }
    // A pulse is initialised through its wrapper, as the memberwise init does, so that its
    // update count starts at zero.
    let assignments = fields.map { GeneratedCode.memberwiseAssignment(of: $0.name, isPulse: $0.isPulse) }
    return SwiftFunction(access: .public, name: "init", parameters: parameters, body: assignments)
  }

  private func properties() -> [SwiftDeclaration] {
    var declarations: [SwiftDeclaration] = []
    let constant = { (name: String, type: TypeRef) in
      SwiftDeclaration.variable(SwiftVariable(access: self.accessWord, isLet: true, name: name, type: type))
    }
    if reactor.usesProvider { declarations.append(constant("provider", Self.providerType)) }
    for dependency in reactor.dependencies {
      declarations.append(constant(dependency.property, .specifier(.any, .named(dependency.protocolName))))
    }
    for parameter in reactor.parameters {
      if parameter.isWeak {
        // Swift's rule: a weak reference is an optional `var`, nil once the object goes. A type
        // that is not a class's is the compiler's to report, at the spec's line.
        let variable = SwiftVariable(access: accessWord, isWeak: true, isLet: false, name: parameter.name, type: parameter.storedType)
        declarations.append(.fromSpec(.variable(variable), origin: origins?.parameters[SwiftIdentifier.unescaped(parameter.name)]))
      } else {
        declarations.append(constant(parameter.name, parameter.storedType))
      }
    }
    for property in reactor.properties {
      let origin = origins?.properties[SwiftIdentifier.unescaped(property.name)]
      // A lazy value stands at the declaration, made when the property is first read.
      let lazyValue = property.isLazy ? property.value.map { SwiftExpr.fragment(SpecFragment($0, origin: origin)) } : nil
      let variable = SwiftDeclaration.variable(
        SwiftVariable(
          attributes: (property.wrapperWithArguments.map { [$0.written] } ?? property.wrappers).map { .propertyWrapper(SpecFragment($0)) },
          access: property.isPublic ? .public : nil, isLazy: property.isLazy, isWeak: property.isWeak,
          isLet: !property.isVariable, name: property.name,
          type: property.type?.ref, value: lazyValue))
      // A type or wrapper the compiler does not find is reported at the spec's line, as a state
      // field's is.
      declarations.append(.fromSpec(variable, origin: origin))
    }
    for pace in reactor.paces { declarations.append(constant(Naming.paceScheduler(pace), Self.schedulerType)) }
    declarations.append(constant("initialState", .named("State")))
    if let subject = reactor.startedActions {
      declarations.append(.documentation("The cancelling actions that passed their guards: an ignored action cancels nothing."))
      declarations.append(
        .variable(
          SwiftVariable(
            access: .private, isLazy: true, isLet: false, name: subject, value: GeneratedCode.startedActionsValue)))
    }
    return declarations
  }

  private static let providerType = TypeRef.specifier(.any, .named("ServiceProviderType"))
  private static let schedulerType = TypeRef.specifier(.any, .named("SchedulerType"))

  /// `init(provider:...)`: stores what it takes, then makes the initial state.
  private func initializer() -> SwiftDeclaration {
    var parameters: [SwiftParameter] = []
    if reactor.usesProvider { parameters.append(SwiftParameter(name: "provider", type: Self.providerType)) }
    parameters += reactor.dependencies.map { SwiftParameter(name: $0.property, type: .specifier(.any, .named($0.protocolName))) }
    parameters += reactor.parameters.map(\.storedTree)
    // Last and defaulted: the app passes nothing, a test its own scheduler.
    for pace in reactor.paces {
      parameters.append(
        SwiftParameter(name: Naming.paceScheduler(pace), type: Self.schedulerType, defaultValue: GeneratedCode.mainScheduler))
    }
    var statements: [SwiftStatement] = []
    if reactor.usesProvider { statements.append(.assign(.path("self", "provider"), .name("provider"))) }
    for dependency in reactor.dependencies {
      statements.append(.assign(.path("self", dependency.property), .name(dependency.property)))
    }
    for parameter in reactor.parameters {
      statements.append(.assign(.path("self", parameter.name), .name(parameter.name)))
    }
    for scheduler in reactor.paces.map(Naming.paceScheduler) { statements.append(.assign(.path("self", scheduler), .name(scheduler))) }
    // After the parameters, so that a value may use them.
    for property in reactor.properties where !property.isLazy {
      guard let value = property.value else { continue }
      let fragment = SwiftExpr.fragment(SpecFragment(value, origin: origins?.properties[SwiftIdentifier.unescaped(property.name)]))
      if let wrapper = property.wrapperWithArguments {
        // `self._size = Clamped(wrappedValue: 5, 0...10)`: the wrapper's storage, made whole.
        let arguments =
          [SwiftArgument("wrappedValue", fragment)] + wrapper.arguments.map { SwiftArgument($0.label, .fragment(SpecFragment($0.value))) }
        statements.append(.assign(.path("self", Naming.fieldStorage(property.name)), .call(.type(wrapper.type), arguments)))
      } else {
        statements.append(.assign(.path("self", property.name), fragment))
      }
    }
    let initialState: SwiftExpr
    switch reactor.initialState {
    case .defaults: initialState = GeneratedCode.defaultInitialState
    case .expression(let expression): initialState = .fragment(SpecFragment(expression, origin: origins?.initialState))
    case .custom(let hook): initialState = call(.initialState, hook, on: .name("Self"))
    }
    statements.append(.assign(GeneratedCode.initialStateProperty, initialState))
    // Last, once every stored property is set: the user's own setup.
    if reactor.hooks.contains(where: { $0.kind == .didInitialize }) { statements.append(GeneratedCode.didInitializeCall) }
    // One line from several spec lines: the first parameter's names it.
    let origin = reactor.parameters.lazy.compactMap { self.origins?.parameters[SwiftIdentifier.unescaped($0.name)] }.first
    return .fromSpec(.function(SwiftFunction(access: accessWord, name: "init", parameters: parameters, body: statements)), origin: origin)
  }

  // MARK: Bindings

  /// observableState's `binding(BindingAction<State>)`, first in `Action` and `Mutation`.
  private var bindingCases: [ResolvedCase] {
    guard reactor.isObservable else { return [] }
    let value = ResolvedValue(label: nil, binding: Naming.bindingValue, type: SwiftType(.named("BindingAction", .named("State"))))
    return [ResolvedCase(name: Naming.bindingCase, displayName: Naming.bindingCase, values: [value])]
  }

  /// `case let .binding(bindingAction): return .just(.binding(bindingAction))`.
  private func passBindingOn(_ binding: ResolvedCase) -> SwiftSwitchCase {
    SwiftSwitchCase(pattern: binding.pattern, body: [.return(.just(binding.constructed(binding.values.map { .name($0.binding) })))])
  }

  /// `case let .binding(bindingAction): bindingAction.apply(to: &state)`.
  private func applyBinding(_ binding: ResolvedCase) -> SwiftSwitchCase {
    SwiftSwitchCase(
      pattern: binding.pattern,
      body: binding.values.map { .expression(.call(.path($0.binding, "apply"), [SwiftArgument("to", .prefix(.addressOf, .name("state")))])) })
  }

  /// ReactorKit's `mutate(action:)`: a `switch` over the actions (none without actions).
  private func mutateFunction() -> SwiftFunction? {
    let cases = bindingCases.map(passBindingOn) + reactor.actions.map(mutateCase)
    // An enum declared elsewhere whose cases the spec lists none of gets an empty body: Swift
    // takes it for an empty enum (the function cannot be called), and says a return is missing
    // for one with cases (an empty switch would warn that it is never executed).
    guard !cases.isEmpty || reactor.actionType != nil else { return nil }
    return SwiftFunction(
      access: accessWord, name: "mutate", parameters: [SwiftParameter(name: "action", type: .named("Action"))],
      result: .named("Observable", .named("Mutation")),
      body: cases.isEmpty ? [] : prelude(.mutate) + [.switch(.name("action"), cases, isSpaced: true)])
  }

  /// ReactorKit's `reduce(state:mutation:)`: `var state = state`, a case for each mutation,
  /// `return state` (none without mutations).
  private func reduceFunction() -> SwiftFunction? {
    let cases = bindingCases.map(applyBinding) + reactor.mutations.map(reduceCase)
    guard !cases.isEmpty || reactor.mutationType != nil else { return nil }
    return SwiftFunction(
      access: accessWord, name: "reduce",
      parameters: [SwiftParameter(name: "state", type: .named("State")), SwiftParameter(name: "mutation", type: .named("Mutation"))],
      result: .named("State"),
      // As mutate's, for an enum declared elsewhere without listed cases.
      body: cases.isEmpty
        ? []
        : [.var("state", type: nil, .name("state"))] + prelude(.reduce) + [.switch(.name("mutation"), cases, isSpaced: true)]
          + postlude(.reduce) + [.return(.name("state"))])
  }

  /// The call of the postlude hook of `function`, when the spec asks for one.
  private func postlude(_ function: PostludeFunction) -> [SwiftStatement] {
    reactor.hooks.contains { $0.role == .postlude(function) } ? [GeneratedCode.postludeCall(function)] : []
  }

  /// The call of the prelude hook of `function`, when the spec asks for one.
  private func prelude(_ function: PreludeFunction) -> [SwiftStatement] {
    reactor.hooks.contains { $0.role == .prelude(function) } ? [GeneratedCode.preludeCall(function)] : []
  }

  // MARK: mutate(action:)

  /// The locals a case reads its `reads:` fields into: named as the field, unless the field's
  /// name would hide one the case's own code uses (`action`, `Action`, `Observable`, a name an
  /// emitted argument reads); then `current<Field>`. The names used are read from the case as
  /// built, its reads set apart, not from a list.
  private func readLocals(of action: ResolvedAction) -> [String: String] {
    guard !action.reads.isEmpty else { return [:] }
    let apart = "\u{1}read"
    let draft = mutateCase(action, locals: Dictionary(uniqueKeysWithValues: action.reads.map { ($0.name, apart) }))
    var used = SwiftRenderer.referencedNames(in: draft.body)
    used.remove(apart)
    var locals: [String: String] = [:]
    for field in action.reads {
      let bare = SwiftIdentifier.unescaped(field.name)
      guard used.contains(bare) else { continue }
      var local = "current" + Naming.upperCamel(bare)
      while used.contains(local) || action.reads.contains(where: { SwiftIdentifier.unescaped($0.name) == local }) { local += "Value" }
      used.insert(local)
      locals[field.name] = local
    }
    return locals
  }

  private func mutateCase(_ action: ResolvedAction) -> SwiftSwitchCase {
    mutateCase(action, locals: readLocals(of: action))
  }

  /// `locals`: the names the `reads:` fields are read into, by field.
  private func mutateCase(_ action: ResolvedAction, locals: [String: String]) -> SwiftSwitchCase {
    var body: [SwiftStatement] = []
    let emitOrigins = origins?.emits[action.enumCase.displayName] ?? []
    let renamed = action.enumCase.renamedValues
    var parts: [SwiftExpr] = action.emits.enumerated().map { index, emit in
      .just(emit.tree(origin: index < emitOrigins.count ? emitOrigins[index] : nil, renaming: renamed))
    }
    if let hook = action.hook {
      let chained = hookWork(of: action, calling: hook, afterParts: !parts.isEmpty, locals: locals)
      if let loading = action.loading {
        parts.append(.just(loading.enumCase.constructed([.literal(.bool(true))])))
        parts.append(chained)
        parts.append(.just(loading.enumCase.constructed([.literal(.bool(false))])))
      } else {
        parts.append(chained)
      }
    }
    switch action.precondition {
    case .expression(let condition)?:
      let fragment = SpecFragment(condition, origin: origins?.conditions[action.enumCase.displayName]).renaming(renamed)
      body.append(.guard(.holds(.fragment(fragment)), else: [.return(.empty)]))
    case .hook(let hook)?:
      let call = GeneratedCode.valuesHookCall(hook, passing: action.enumCase.values.map(\.binding))
      body.append(.guard(.holds(call), else: [.return(.empty)]))
    case nil: break
    }
    if let field = action.ignoreWhileLoadingField {
      body.append(.guard(.holds(GeneratedCode.notLoading(field)), else: [.return(.empty)]))
    }
    // Read here, on the action's thread, as the action arrives: the hook's work may run later and,
    // when async, off the main thread where ReactorKit keeps the state.
    for field in action.reads {
      body.append(.let(locals[field.name] ?? field.name, .member(GeneratedCode.currentState, field.name)))
    }
    if action.announcesStart, let subject = reactor.startedActions {
      // Before its own work is subscribed: the runs it cancels end, not this one.
      body.append(GeneratedCode.startedActionAnnouncement(subject))
    }
    if parts.count == 1 {
      body.append(.return(parts[0]))
    } else if parts.isEmpty {
      // `- dismiss: []`: an action that changes nothing, as ReactorKit's default `mutate` does.
      body.append(.return(.empty))
    } else {
      // Mutations the spec emits from one line stay on one: a line directive maps a line, and
      // the compiler then names the spec's line for each of them.
      let oneLine = action.emitsShareALine && action.hook == nil && action.loading == nil
      let concat = SwiftExpr.call(.path("Observable", "concat"), [SwiftArgument(.array(parts, isMultiline: !oneLine))])
      // A new run of the same bracket cancels the whole old one, its `false` included.
      body.append(
        .return(
          action.restartedBy.isEmpty ? concat : .chain(concat, [SwiftChainLink("take", [SwiftArgument("until", startedFilter(action.restartedBy))])]))
      )
    }
    return SwiftSwitchCase(pattern: action.enumCase.pattern, body: body)
  }

  /// The work of an action's hook: called at once, deferred until its turn, or bridged from
  /// async code; then cancelled by the actions that cancel it, and its errors caught.
  private func hookWork(of action: ResolvedAction, calling hook: String, afterParts: Bool, locals: [String: String]) -> SwiftExpr {
    // After emitted mutations, the hook runs when its turn comes, so that it reads the state
    // they made; called while the array is built, it would see the state before them.
    // An async hook's task starts when it is subscribed: it needs no `deferred`.
    let kind: HookWork = action.isAsync ? .async : !afterParts && action.loading == nil ? .atOnce : .deferred
    let work = GeneratedCode.hookWork(kind, call(.mutate, hook, on: kind.base, renaming: locals))
    var links: [SwiftChainLink] = []
    // Restarting actions cancel the whole bracket below; the others only the work.
    let cancellers = action.cancelledBy.filter { !action.restartedBy.contains($0) }
    if !cancellers.isEmpty {
      links.append(SwiftChainLink("take", [SwiftArgument("until", startedFilter(cancellers))]))
    }
    // ReactorKit ends an action's work silently on error; what follows (a loading flag's
    // `false`) must still come.
    switch action.catch {
    case .ignore?:
      links.append(SwiftChainLink("catch", trailing: SwiftClosure(parameters: ["_"], body: [.expression(.empty)])))
    case .mutation(let mutation, let passesDescription)?:
      let error: SwiftExpr = passesDescription ? GeneratedCode.errorDescription : .name("error")
      links.append(
        SwiftChainLink("catch", trailing: SwiftClosure(parameters: ["error"], body: [.expression(.just(mutation.enumCase.constructed([error])))])))
    case nil: break
    }
    return links.isEmpty ? work : .chain(work, links)
  }

  /// What `take(until:)` waits for: the actions of `predicates`, once they passed their guards.
  private func startedFilter(_ predicates: [String]) -> SwiftExpr { GeneratedCode.cancellingFilter(predicates, on: reactor.startedActions) }

  // MARK: reduce(state:mutation:)

  private func reduceCase(_ mutation: ResolvedMutation) -> SwiftSwitchCase {
    var body: [SwiftStatement] = []
    switch mutation.reduce {
    case .hook(let hook):
      body.append(.expression(call(.reduce, hook)))
    case .operations(let operations):
      for operation in operations {
        let field = SwiftExpr.path("state", operation.field.name)
        // A value is the case's own (a binding) or the spec's Swift.
        let origin = origins?.reducedValues[mutation.enumCase.displayName]?[SwiftIdentifier.unescaped(operation.field.name)]
        let value = { (text: String) -> SwiftExpr in operation.valueIndex == nil ? .fragment(SpecFragment(text, origin: origin)) : .name(text) }
        switch operation.kind {
        case .set(let text): body.append(.assign(field, value(text)))
        case .append(let text, let contentsOf):
          body.append(.expression(.call(.member(field, "append"), [SwiftArgument(contentsOf ? "contentsOf" : nil, value(text))])))
        case .toggle: body.append(.expression(.call(.member(field, "toggle"), [])))
        case .increment: body.append(.assign(field, operator: .add, .literal(.integer(1))))
        case .decrement: body.append(.assign(field, operator: .subtract, .literal(.integer(1))))
        }
      }
    }
    return SwiftSwitchCase(pattern: mutation.enumCase.pattern, body: body)
  }

  // MARK: transform(...)

  /// ReactorKit's transforms the reactor implements: calling a hook the user writes, or merging
  /// service events into the mutations.
  private func transformFunctions() -> [SwiftFunction] {
    let paced = reactor.actions.compactMap { action in action.pacing.map { (action.enumCase.displayName, $0) } }
    var methods = reactor.transformHooks.map { transform in
      // A hook over the actions gets them paced.
      guard transform.stream == "action", !paced.isEmpty else {
        return transformMethod(
          transform.stream, transform.type, [.expression(GeneratedCode.transformHookCall(transform.hook, passing: transform.stream))])
      }
      return transformMethod("action", "Action", GeneratedCode.pacedTransform(paced, handingOnTo: transform.hook))
    }
    if !paced.isEmpty, !reactor.transformHooks.contains(where: { $0.stream == "action" }) {
      methods.insert(transformMethod("action", "Action", GeneratedCode.pacedTransform(paced, handingOnTo: nil)), at: 0)
    }
    if !reactor.eventSources.isEmpty {
      var statements = reactor.eventSources.map(eventSource)
      statements.append(.return(GeneratedCode.eventsMerged(into: "mutation", reactor.eventSources.map(\.variable))))
      methods.append(transformMethod("mutation", "Mutation", statements))
    }
    return methods
  }

  /// `func transform(action: Observable<Action>) -> Observable<Action> { ... }`.
  private func transformMethod(_ stream: String, _ type: String, _ body: [SwiftStatement]) -> SwiftFunction {
    let observable = TypeRef.named("Observable", .named(type))
    return SwiftFunction(
      access: accessWord, name: "transform", parameters: [SwiftParameter(name: stream, type: observable)], result: observable, body: body)
  }

  /// `static func isStopAction(_ action: Self) -> Bool`, for each action that cancels work.
  private func predicateFunctions() -> [[SwiftDeclaration]] {
    reactor.declaredPredicates.map { predicate in
      let test = SwiftFunction(
        access: accessWord, isStatic: true, name: predicate.name, parameters: [SwiftParameter(label: "_", name: "action", type: .named("Self"))],
        result: .named("Bool"),
        body: [
          .if(.matches(caseName: predicate.caseName, .name("action")), then: [.return(.literal(.bool(true)))]), .return(.literal(.bool(false))),
        ])
      let cancels = reactor.actions.contains { $0.cancelledBy.contains(predicate.name) }
      let pace = reactor.actions.first { $0.enumCase.displayName == predicate.displayName }?.pacing?.pace
      let use = [cancels ? "to cancel work with `take(until:)`" : nil, pace.map { "to \($0.rawValue) it in `transform(action:)`" }]
        .compactMap { $0 }.joined(separator: " and ")
      return [.documentation("Whether `action` is `.\(predicate.displayName)`; used \(use)."), .function(test)]
    }
  }

  /// `let taskEventMutation = self.provider.taskService.event.map { event -> Mutation in ... }`.
  private func eventSource(_ source: ResolvedEventSource) -> SwiftStatement {
    let events = SwiftExpr.path("self", "provider", source.service.property, "event")
    let hook = source.hookLabel.map { call(.events, FunctionSelector.spelled("mutate", labels: [$0]), on: .weakSelf) }
    let observableMutation = TypeRef.named("Observable", .named("Mutation"))
    let link: SwiftChainLink
    if source.mappings.isEmpty, let hook {
      link = SwiftChainLink(
        "flatMap",
        trailing: SwiftClosure(
          captures: [.weakSelf], parameters: ["event"], result: observableMutation, body: [.expression(.binary(hook, .nilCoalescing, .empty))]))
    } else {
      var cases = source.mappings.map { event, call in
        let tree = call.tree(origin: nil, renaming: event.renamedValues)
        return SwiftSwitchCase(pattern: event.pattern, body: [.return(hook == nil ? tree : .just(tree))])
      }
      if let hook { cases.append(SwiftSwitchCase(pattern: .default, body: [.return(.binary(hook, .nilCoalescing, .empty))])) }
      let body: [SwiftStatement] = [.switch(.name("event"), cases)]
      link =
        hook == nil
        ? SwiftChainLink("map", trailing: SwiftClosure(parameters: ["event"], result: .named("Mutation"), body: body))
        : SwiftChainLink("flatMap", trailing: SwiftClosure(captures: [.weakSelf], parameters: ["event"], result: observableMutation, body: body))
    }
    return .let(source.variable, .chain(events, [link]))
  }

  // MARK: Hooks

  /// Hooks stay internal even in a public reactor: a public class may conform to an internal
  /// protocol, and the hooks are the reactor's own business.
  private static func makeHooks(of reactor: ResolvedReactor) -> [LogicHook] {
    return reactor.hooks.map { hook in
      let stub = written(hook, of: reactor)
      let parameters = hook.inputs.map { input in SwiftParameter(label: input.label, name: input.name, type: Self.type(of: input)) }
      let implementation = SwiftFunction(
        isStatic: hook.isStatic, name: hook.name, parameters: parameters, effects: stub.effects, result: stub.result, body: stub.body)
      // The logic protocol is declared outside the reactor: its types name the reactor's.
      var requirement = implementation
      requirement.parameters = parameters.map { parameter in
        var qualifiedParameter = parameter
        qualifiedParameter.type = qualified(parameter.type, in: reactor)
        return qualifiedParameter
      }
      requirement.result = stub.result.map { qualified($0, in: reactor) }
      requirement.body = nil
      return LogicHook(
        name: hook.name, section: Self.section(hook.kind), summary: stub.summary, requirement: requirement,
        implementation: implementation)
    }
  }

  /// A hook as the logic protocol declares it and the logic file implements it.
  private struct LogicHook {
    var name: String
    /// `Mutate`, `Reduce`, ...: its group's `// MARK:` line, before the group's first hook.
    var section: String
    /// The requirement's documentation.
    var summary: String
    var requirement: SwiftFunction
    var implementation: SwiftFunction
  }

  private static func type(of input: HookInput) -> TypeRef {
    switch input.kind {
    case .value(let type): type.ref
    case .state: .specifier(.inout, .named("State"))
    case .event(let type): .named(type)
    case .stream(let element): .named("Observable", .named(element))
    }
  }

  /// The `// MARK:` title of each group of hooks in the logic file.
  private static func section(_ kind: ResolvedHook.Kind) -> String {
    switch kind {
    case .initialState: "Initial state"
    case .precondition: "Preconditions"
    case .mutate: "Mutate"
    case .reduce: "Reduce"
    case .events: "Events"
    case .transform: "Transform"
    case .didInitialize: "Initialize"
    case .willDeinitialize: "Deinitialize"
    case .prelude: "Before the switches"
    case .postlude: "After the switches"
    }
  }

  /// A hook's result type, effects, summary and stub body: a stub compiles and says plainly
  /// that it is still to be written.
  private static func written(
    _ hook: ResolvedHook, of reactor: ResolvedReactor
  ) -> (result: TypeRef?, effects: SwiftEffects, summary: String, body: [SwiftStatement]) {
    // A local function of the name alone: a closure over the reactor copied all of it each time.
    let reactorName = reactor.name
    func unwritten(_ name: String) -> SwiftStatement {
      .expression(.call(.name("assertionFailure"), [SwiftArgument(.literal(.string("\(reactorName).\(name) is not written yet")))]))
    }
    let observableMutation = Self.observableMutation
    switch hook.role {
    case .initialState(let canDefault):
      let end: SwiftStatement =
        canDefault
        ? .return(.call(.name("State"), []))
        : .expression(.call(.name("fatalError"), [SwiftArgument(.literal(.string("\(reactor.name).makeInitialState is not implemented yet")))]))
      return (
        .named("State"), .none, "Builds the initial state from the init parameters.",
        [.comment("TODO: Build the initial state from the parameters."), end]
      )
    case .precondition(let action):
      return (
        .named("Bool"), .none, "Whether `Action.\(action)` should run now; checked before anything is emitted.",
        [.comment("TODO: Say whether Action.\(action) should run in the current state."), .return(.literal(.bool(true)))]
      )
    case .mutate(let action, let isAsync, let afterEmits, let loading, let reads):
      let summary = mutateSummary(action: action, isAsync: isAsync, afterEmits: afterEmits, loading: loading, reads: reads)
      return (
        isAsync ? .array(.named("Mutation")) : observableMutation, SwiftEffects(isAsync: isAsync, isThrowing: isAsync), summary,
        [.comment("TODO: Return the mutations for Action.\(action)."), unwritten(hook.name), .return(isAsync ? .literal(.emptyArray) : .empty)]
      )
    case .reduce(let mutation):
      return (
        nil, .none, "Applies `Mutation.\(mutation)` to the state.",
        [.comment("TODO: Apply Mutation.\(mutation) to the state."), unwritten(hook.name)]
      )
    case .events(let service, let eventType):
      return (
        observableMutation, .none, "Turns each `\(eventType)` from the \(service) into mutations.",
        [.comment("TODO: Return the mutations for this event."), unwritten(hook.selector), .return(.empty)]
      )
    case .didInitialize:
      return (
        nil, .none, "Runs last in `init`, once the initial state is made: subscriptions, `_ = self.state`.",
        [.comment("TODO: Set up what the reactor needs once it exists.")]
      )
    case .willDeinitialize:
      return (
        nil, .none, "Runs in `deinit`, as the reactor goes: undo what it set up outside itself.",
        [.comment("TODO: Release what the reactor holds outside itself.")]
      )
    case .prelude(.mutate):
      return (
        nil, .none, "Runs before `mutate(action:)` handles each action, whichever it is.",
        [.comment("TODO: Do what every action needs first.")]
      )
    case .prelude(.reduce):
      return (
        nil, .none, "Changes the state before `reduce(state:mutation:)` applies each mutation, whichever it is.",
        [.comment("TODO: Change what every mutation starts from (a flag reset, say).")]
      )
    case .postlude(.reduce):
      return (
        nil, .none, "Changes the state after `reduce(state:mutation:)` applied each mutation, whichever it was.",
        [.comment("TODO: Update what every mutation leaves to derive (a field computed from the others, say).")]
      )
    case .transform(let stream):
      return (
        .named("Observable", .named(Naming.upperCamel(stream))), .none,
        "Transforms the \(stream) stream; ReactorKit's `transform(\(stream):)` calls it.",
        [.comment("TODO: Combine the \(stream) stream with other observables."), .return(.name(stream))]
      )
    }
  }

  /// What a mutate hook's requirement says it does.
  private static func mutateSummary(action: String, isAsync: Bool, afterEmits: Bool, loading: String?, reads: [String]) -> String {
    var summary = "Returns \(afterEmits ? "the rest of the work for" : "the mutations for") `Action.\(action)`."
    if !reads.isEmpty {
      let names = reads.map { "`\($0)`" }
      let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
      summary += " \(listed) \(names.count == 1 ? "is" : "are") the state's when the action arrived."
    }
    if isAsync { summary += " Runs in a task that is cancelled with the action's work." }
    if let loading { summary += " `\(loading)` brackets it." }
    return summary
  }

  /// `Observable<Mutation>` → `Observable<CounterReactor.Mutation>`, for the logic protocol,
  /// which is declared outside the reactor.
  private static func qualified(_ type: TypeRef, in reactor: ResolvedReactor) -> TypeRef {
    type.qualifying(nestedTypes, in: reactor.name)
  }

  /// `Observable<Mutation>`, what most hooks return.
  private static let observableMutation = TypeRef.named("Observable", .named("Mutation"))

  /// The types a reactor nests, which a declaration outside it names through the reactor's.
  private static let nestedTypes = ["Mutation", "State", "Action"]
}
