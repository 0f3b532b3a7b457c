/// Maps a ``ResolvedReactor`` to the ``ReactorContext`` of its generated file and the
/// ``ReactorLogicContext`` of its logic stubs. Every decision was made in validation; this lays
/// the decisions out as the Swift a ReactorKit user would write by hand.
struct ReactorContextBuilder {
  let reactor: ResolvedReactor
  let module: ValidatedModule
  let headers: Headers
  /// The hooks by kind and name (an `events` hook by its selector): each call is spelled from the
  /// hook as declared.
  private let hooksByKey: [String: ResolvedHook]

  init(reactor: ResolvedReactor, module: ValidatedModule, headers: Headers) {
    self.reactor = reactor
    self.module = module
    self.headers = headers
    hooksByKey = Dictionary(reactor.hooks.map { (Self.key($0.kind, $0.kind == .events ? $0.selector : $0.name), $0) }, uniquingKeysWith: { first, _ in first })
  }

  private static func key(_ kind: ResolvedHook.Kind, _ name: String) -> String { "\(kind) \(name)" }

  /// `mutateSearch(query: query)`, `reduceSetItems(state: &state, items: items)`,
  /// `transformAction(action)`: the call of `name`, with the labels its declaration has.
  private func call(_ kind: ResolvedHook.Kind, _ name: String) -> String {
    guard let hook = hooksByKey[Self.key(kind, name)] else {
      assertionFailure("resolution declares every hook a reactor calls; \(kind) \(name) is missing")
      return name + "()"
    }
    let arguments = hook.inputs.map { input -> String in
      let label = input.label ?? Naming.unescaped(input.name)
      let argument: String
      switch input.kind {
      case .value, .stream: argument = input.name
      case .state: argument = "&" + input.name
      case .event: argument = "event"
      }
      return label == "_" ? argument : "\(label): \(argument)"
    }
    return "\(hook.name)(\(arguments.joined(separator: ", ")))"
  }

  private var access: String { module.access == .public ? "public " : "" }

  func build() -> ReactorContext {
    ReactorContext(
      file: FileContext(
        provenance: headers.generated(hint: reactor.hooks.isEmpty ? nil : "Write the reactor's logic in \(reactor.files.logic)."),
        imports: imports(["ReactorKit", "RxSwift"] + (reactor.isObservable ? ["ReactorKitObservation"] : [])),
        access: access),
      name: reactor.name,
      observableState: reactor.isObservable,
      specFile: headers.specList,
      logicFile: reactor.files.logic,
      logicProtocol: reactor.logicProtocol,
      actionCases: bindingCases.map(\.declaration) + reactor.actions.map(\.enumCase.declaration),
      mutationCases: bindingCases.map(\.declaration) + reactor.mutations.map(\.enumCase.declaration),
      modelState: { if case .model(let type) = reactor.state { return type.text } else { return nil } }(),
      stateFields: reactor.state.fields.map(stateDeclaration),
      stateInitializer: stateInitializer(),
      properties: properties(),
      initParameters: initParameters(),
      initAssignments: initAssignments(),
      mutateCases: bindingCases.map(passBindingOn) + reactor.actions.map(mutateCase),
      reduceCases: bindingCases.map(applyBinding) + reactor.mutations.map(reduceCase),
      transforms: transforms(),
      hooks: hooks(),
      predicates: reactor.predicates.map { ActionPredicate(name: $0.name, caseName: $0.caseName, displayName: $0.displayName) })
  }

  /// The user-owned `<Reactor>+Logic.swift` holding the hooks' stubs.
  func logic() -> ReactorLogicContext {
    ReactorLogicContext(
      file: FileContext(
        provenance: headers.userOwned("Write \(reactor.name)'s logic here. When the spec adds a hook, the compiler asks for it."),
        imports: imports(["RxSwift"]),
        access: access),
      name: reactor.name,
      hooks: hooks())
  }

  private func imports(_ required: [String]) -> [String] {
    FileContext.importLines(required + module.imports)
  }

  // MARK: Declarations

  private func stateDeclaration(_ field: ResolvedField) -> String {
    let value = field.defaultValue.map { " = \($0)" } ?? ""
    return "\(field.isPulse ? "@Pulse " : "")\(access)var \(field.name): \(field.type.text)\(value)"
  }

  private func stateInitializer() -> [String] {
    let fields = reactor.state.fields
    guard module.access == .public, !fields.isEmpty else { return [] }
    let parameters = fields.map { field in
      "\(field.name): \(field.type.text)" + (field.implicitDefault.map { " = \($0)" } ?? "")
    }
    // A pulse is initialised through its wrapper, as the memberwise init does, so that its
    // update count starts at zero.
    let assignments = fields.map { field in
      field.isPulse
        ? "  self.\(Naming.fieldStorage(field.name)) = Pulse(wrappedValue: \(field.name))"
        : "  self.\(field.name) = \(field.name)"
    }
    return ["public init(\(parameters.joined(separator: ", "))) {"] + assignments + ["}"]
  }

  private func properties() -> [String] {
    var lines: [String] = []
    if reactor.usesProvider { lines.append("\(access)let provider: any ServiceProviderType") }
    for dependency in reactor.dependencies {
      lines.append("\(access)let \(dependency.property): any \(dependency.protocolName)")
    }
    for parameter in reactor.parameters {
      lines.append("\(access)let \(parameter.name): \(parameter.type.text)")
    }
    lines.append("\(access)let initialState: State")
    if let subject = reactor.startedActions {
      lines.append("/// The cancelling actions that passed their guards: an ignored action cancels nothing.")
      lines.append("private lazy var \(subject) = PublishSubject<Action>()")
    }
    return lines
  }

  private func initParameters() -> String {
    var parameters: [String] = []
    if reactor.usesProvider { parameters.append("provider: any ServiceProviderType") }
    parameters += reactor.dependencies.map { "\($0.property): any \($0.protocolName)" }
    parameters += reactor.parameters.map(\.declaration)
    return parameters.joined(separator: ", ")
  }

  private func initAssignments() -> [String] {
    var lines: [String] = []
    if reactor.usesProvider { lines.append("self.provider = provider") }
    for dependency in reactor.dependencies {
      lines.append("self.\(dependency.property) = \(dependency.property)")
    }
    for parameter in reactor.parameters {
      lines.append("self.\(parameter.name) = \(parameter.name)")
    }
    switch reactor.initialState {
    case .defaults:
      lines.append("self.initialState = State()")
    case .expression(let expression):
      lines.append("self.initialState = \(expression)")
    case .custom(let hook):
      lines.append("self.initialState = Self.\(call(.initialState, hook))")
    }
    return lines
  }

  // MARK: Bindings

  /// observableState's `binding(BindingAction<State>)`, first in `Action` and `Mutation`.
  private var bindingCases: [ResolvedCase] {
    guard reactor.isObservable else { return [] }
    let value = ResolvedValue(label: nil, binding: Naming.bindingValue, type: SwiftType("BindingAction<State>"))
    return [ResolvedCase(name: Naming.bindingCase, displayName: Naming.bindingCase, values: [value])]
  }

  /// `case let .binding(bindingAction): return .just(.binding(bindingAction))`.
  private func passBindingOn(_ binding: ResolvedCase) -> SwitchCase {
    let body = ["return .just(\(binding.construction(binding.values.map(\.binding))))"]
    return SwitchCase(pattern: binding.pattern(usedIn: body), body: body)
  }

  /// `case let .binding(bindingAction): bindingAction.apply(to: &state)`.
  private func applyBinding(_ binding: ResolvedCase) -> SwitchCase {
    let body = binding.values.map { "\($0.binding).apply(to: &state)" }
    return SwitchCase(pattern: binding.pattern(usedIn: body), body: body)
  }

  // MARK: mutate(action:)

  private func mutateCase(_ action: ResolvedAction) -> SwitchCase {
    var body: [String] = []
    var parts: [[String]] = action.emits.map { [".just(\($0.expression))"] }
    let (loadingStart, loadingEnd) = action.loading.map { ($0.enumCase.construction(["true"]), $0.enumCase.construction(["false"])) } ?? ("", "")
    if let hook = action.hook {
      // After emitted mutations, the hook runs when its turn comes, so that it reads the state
      // they made; called while the array is built, it would see the state before them.
      // An async hook's task starts when it is subscribed: it needs no `deferred`.
      var work = action.isAsync
        ? ["AsyncBridge.mutations { [weak self] in try await self?.\(call(.mutate, hook)) ?? [] }"]
        : parts.isEmpty && action.loading == nil
        ? ["self." + call(.mutate, hook)]
        : ["Observable.deferred { [weak self] in self?.\(call(.mutate, hook)) ?? .empty() }"]
      // Restarting actions cancel the whole bracket below; the others only the work.
      let cancellers = action.cancelledBy.filter { !action.restartedBy.contains($0) }
      if !cancellers.isEmpty {
        work.append("  .take(until: self.\(reactor.startedActions ?? "action").\(filter(cancellers)))")
      }
      // ReactorKit ends an action's work silently on error; what follows (a loading flag's
      // `false`) must still come.
      switch action.catch {
      case .ignore?: work.append("  .catch { _ in .empty() }")
      case .mutation(let mutation, let passesDescription)?:
        work.append("  .catch { error in .just(\(mutation.enumCase.construction([passesDescription ? "String(describing: error)" : "error"]))) }")
      case nil: break
      }
      if action.loading != nil {
        parts.append([".just(\(loadingStart))"])
        parts.append(work)
        parts.append([".just(\(loadingEnd))"])
      } else {
        parts.append(work)
      }
    }
    switch action.precondition {
    case .expression(let condition)?: body.append("guard \(condition) else { return .empty() }")
    case .hook(let hook)?: body.append("guard self.\(call(.precondition, hook)) else { return .empty() }")
    case nil: break
    }
    if let field = action.ignoreWhileLoadingField {
      body.append("guard !self.currentState.\(field) else { return .empty() }")
    }
    if action.announcesStart, let subject = reactor.startedActions {
      // Before its own work is subscribed: the runs it cancels end, not this one.
      body.append("self.\(subject).onNext(action)")
    }
    if parts.count == 1 {
      var lines = parts[0]
      lines[0] = "return " + lines[0]
      body += lines
    } else {
      body.append("return Observable.concat([")
      for part in parts {
        for (offset, line) in part.enumerated() {
          body.append("  " + line + (offset == part.count - 1 ? "," : ""))
        }
      }
      body.append("])")
      if !action.restartedBy.isEmpty {
        // A new run of the same bracket cancels the whole old one, its `false` included.
        body.append(".take(until: self.\(reactor.startedActions ?? "action").\(filter(action.restartedBy)))")
      }
    }
    return SwitchCase(pattern: action.enumCase.pattern(usedIn: body), body: body)
  }

  /// `filter(Action.isStopAction)` or `filter { Action.isAAction($0) || Action.isBAction($0) }`.
  private func filter(_ predicates: [String]) -> String {
    let qualified = predicates.map { "Action.\($0)" }
    return qualified.count == 1 ? "filter(\(qualified[0]))" : "filter { \(qualified.map { "\($0)($0)" }.joined(separator: " || ")) }"
  }

  // MARK: reduce(state:mutation:)

  private func reduceCase(_ mutation: ResolvedMutation) -> SwitchCase {
    var body: [String] = []
    switch mutation.reduce {
    case .hook(let hook):
      body.append("self." + call(.reduce, hook))
    case .operations(let operations):
      for operation in operations {
        let field = "state.\(operation.field.name)"
        switch operation.kind {
        case .set(let value): body.append("\(field) = \(value)")
        case .append(let value, let contentsOf): body.append(contentsOf ? "\(field).append(contentsOf: \(value))" : "\(field).append(\(value))")
        case .toggle: body.append("\(field).toggle()")
        case .increment: body.append("\(field) += 1")
        case .decrement: body.append("\(field) -= 1")
        }
      }
    }
    return SwitchCase(pattern: mutation.enumCase.pattern(usedIn: body), body: body)
  }

  // MARK: transform(...)

  /// ReactorKit's transforms the reactor implements: calling a hook the user writes, or merging
  /// service events into the mutations.
  private func transforms() -> [TransformMethod] {
    var methods = reactor.transformHooks.map { transform in
      TransformMethod(stream: transform.stream, type: transform.type, body: ["self." + call(.transform, transform.hook)])
    }
    if !reactor.eventSources.isEmpty {
      let lines = reactor.eventSources.flatMap(eventSource)
      let merge = "return Observable.merge(mutation" + reactor.eventSources.map { ", \($0.variable)" }.joined() + ")"
      methods.append(TransformMethod(stream: "mutation", type: "Mutation", body: lines + [merge]))
    }
    return methods
  }

  private func eventSource(_ source: ResolvedEventSource) -> [String] {
    var lines = ["let \(source.variable) = self.provider.\(source.service.property).event"]
    let hook = source.hookLabel.map { call(.events, FunctionSelector.spelled("mutate", labels: [$0])) }
    if source.mappings.isEmpty, let hook {
      lines += [
        "  .flatMap { [weak self] event -> Observable<Mutation> in",
        "    self?.\(hook) ?? .empty()",
        "  }",
      ]
    } else {
      lines.append(hook == nil ? "  .map { event -> Mutation in" : "  .flatMap { [weak self] event -> Observable<Mutation> in")
      lines.append("    switch event {")
      for (event, call) in source.mappings {
        let line = hook == nil ? "      return \(call.expression)" : "      return .just(\(call.expression))"
        lines.append("    \(event.pattern(usedIn: [line]))")
        lines.append(line)
      }
      if let hook {
        lines.append("    default:")
        lines.append("      return self?.\(hook) ?? .empty()")
      }
      lines.append("    }")
      lines.append("  }")
    }
    return lines
  }

  // MARK: Hooks

  /// Hooks stay internal even in a public reactor: a public class may conform to an internal
  /// protocol, and the hooks are the reactor's own business.
  private func hooks() -> [Hook] {
    var previous: ResolvedHook.Kind?
    return reactor.hooks.map { hook in
      defer { previous = hook.kind }
      let parameters = hook.inputs.map { input in
        let type = Self.type(of: input)
        return HookParameter(label: input.label, name: input.name, type: type, qualifiedType: qualified(type))
      }
      let (result, effects, summary, stubBody) = written(hook)
      let prefix = hook.isStatic ? "static func" : "func"
      let declared = { (type: KeyPath<HookParameter, String>) in
        parameters.map { "\($0.label.map { "\($0) " } ?? "")\($0.name): \($0[keyPath: type])" }.joined(separator: ", ")
      }
      return Hook(
        section: hook.kind == previous ? nil : Self.section(hook.kind),
        summary: summary,
        requirement: "\(prefix) \(hook.name)(\(declared(\.qualifiedType)))\(effects)\(result.map { " -> \(qualified($0))" } ?? "")",
        signature: "\(prefix) \(hook.name)(\(declared(\.type)))\(effects)\(result.map { " -> \($0)" } ?? "")",
        name: hook.name,
        isStatic: hook.isStatic,
        parameters: parameters,
        returnType: result,
        stubBody: stubBody)
    }
  }

  private static func type(of input: HookInput) -> String {
    switch input.kind {
    case .value(let type): type.text
    case .state: "inout State"
    case .event(let type): type
    case .stream(let element): "Observable<\(element)>"
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
    }
  }

  /// A hook's result type, effects, summary and stub body: a stub compiles and says plainly
  /// that it is still to be written.
  private func written(_ hook: ResolvedHook) -> (result: String?, effects: String, summary: String, stubBody: [String]) {
    let unwritten = "assertionFailure(\"\(reactor.name).\(hook.name) is not written yet\")"
    switch hook.role {
    case .initialState(let canDefault):
      return (
        "State", "", "Builds the initial state from the init parameters.",
        ["// TODO: Build the initial state from the parameters.", canDefault ? "return State()" : "fatalError(\"\(reactor.name).makeInitialState is not implemented yet\")"]
      )
    case .precondition(let action):
      return (
        "Bool", "", "Whether `Action.\(action)` should run now; checked before anything is emitted.",
        ["// TODO: Say whether Action.\(action) should run in the current state.", "return true"]
      )
    case .mutate(let action, let isAsync, let afterEmits, let loading):
      var summary = "Returns \(afterEmits ? "the rest of the work for" : "the mutations for") `Action.\(action)`."
      if isAsync { summary += " Runs in a task that is cancelled with the action's work." }
      if let loading { summary += " `\(loading)` brackets it." }
      return (
        isAsync ? "[Mutation]" : "Observable<Mutation>", isAsync ? " async throws" : "", summary,
        ["// TODO: Return the mutations for Action.\(action).", unwritten, isAsync ? "return []" : "return .empty()"]
      )
    case .reduce(let mutation):
      return (nil, "", "Applies `Mutation.\(mutation)` to the state.", ["// TODO: Apply Mutation.\(mutation) to the state.", unwritten])
    case .events(let service, let eventType):
      return (
        "Observable<Mutation>", "", "Turns each `\(eventType)` from the \(service) into mutations.",
        ["// TODO: Return the mutations for this event.", "assertionFailure(\"\(reactor.name).\(hook.selector) is not written yet\")", "return .empty()"]
      )
    case .transform(let stream):
      return (
        "Observable<\(SwiftSource.upperCamel(stream))>", "", "Transforms the \(stream) stream; ReactorKit's `transform(\(stream):)` calls it.",
        ["// TODO: Combine the \(stream) stream with other observables.", "return \(stream)"]
      )
    }
  }

  /// `Observable<Mutation>` → `Observable<CounterReactor.Mutation>`, for the logic protocol,
  /// which is declared outside the reactor.
  private func qualified(_ type: String) -> String {
    type.replacingWholeWords(["Mutation": "\(reactor.name).Mutation", "State": "\(reactor.name).State", "Action": "\(reactor.name).Action"])
  }
}
