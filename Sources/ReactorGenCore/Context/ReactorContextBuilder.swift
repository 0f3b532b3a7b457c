/// Maps a ``ResolvedReactor`` to the ``ReactorContext`` of its generated file and the
/// ``ReactorLogicContext`` of its logic stubs. Every decision was made in validation; this lays
/// the decisions out as the Swift a ReactorKit user would write by hand.
struct ReactorContextBuilder {
  let reactor: ResolvedReactor
  let module: ValidatedModule
  let headers: Headers

  private var access: String { module.access == .public ? "public " : "" }

  func build() -> ReactorContext {
    ReactorContext(
      file: FileContext(
        header: headers.generated(hint: reactor.hooks.isEmpty ? nil : "Write the reactor's logic in \(reactor.files.logic)."),
        imports: imports(["ReactorKit", "RxSwift"]),
        access: access),
      name: reactor.name,
      specFile: headers.specList,
      logicFile: reactor.files.logic,
      logicProtocol: reactor.logicProtocol,
      actionCases: reactor.actions.map(\.enumCase.declaration),
      mutationCases: reactor.mutations.map(\.enumCase.declaration),
      modelState: { if case .model(let type) = reactor.state { return type.text } else { return nil } }(),
      stateFields: reactor.state.fields.map(stateDeclaration),
      stateInitializer: stateInitializer(),
      properties: properties(),
      initParameters: initParameters(),
      initAssignments: initAssignments(),
      mutateCases: reactor.actions.map(mutateCase),
      reduceCases: reactor.mutations.map(reduceCase),
      eventSources: reactor.eventSources.map(eventSource),
      hooks: hooks(),
      predicates: reactor.predicates.map { ActionPredicate(name: $0.name, caseName: $0.caseName, displayName: $0.displayName) })
  }

  /// The user-owned `<Reactor>+Logic.swift` holding the hooks' stubs.
  func logic() -> ReactorLogicContext {
    ReactorLogicContext(
      file: FileContext(
        header: headers.userOwned("Write \(reactor.name)'s logic here. When the spec adds a hook, the compiler asks for it."),
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
        ? "  self._\(Naming.unescaped(field.name)) = Pulse(wrappedValue: \(field.name))"
        : "  self.\(field.name) = \(field.name)"
    }
    return ["public init(\(parameters.joined(separator: ", "))) {"] + assignments + ["}"]
  }

  private func properties() -> [String] {
    var lines: [String] = []
    if reactor.usesProvider { lines.append("\(access)let provider: any ServiceProviderType") }
    for parameter in reactor.parameters {
      lines.append("\(access)let \(parameter.name): \(parameter.type.text)")
    }
    lines.append("\(access)let initialState: State")
    return lines
  }

  private func initParameters() -> String {
    var parameters: [String] = []
    if reactor.usesProvider { parameters.append("provider: any ServiceProviderType") }
    parameters += reactor.parameters.map(\.declaration)
    return parameters.joined(separator: ", ")
  }

  private func initAssignments() -> [String] {
    var lines: [String] = []
    if reactor.usesProvider { lines.append("self.provider = provider") }
    for parameter in reactor.parameters {
      lines.append("self.\(parameter.name) = \(parameter.name)")
    }
    switch reactor.initialState {
    case .defaults:
      lines.append("self.initialState = State()")
    case .expression(let expression):
      lines.append("self.initialState = \(expression)")
    case .custom(let hook):
      let arguments = reactor.parameters.map { "\(Naming.unescaped($0.name)): \($0.name)" }.joined(separator: ", ")
      lines.append("self.initialState = Self.\(hook)(\(arguments))")
    }
    return lines
  }

  // MARK: mutate(action:)

  private func call(_ hook: String, _ values: [ResolvedValue]) -> String {
    "self.\(hook)(\(values.map { "\($0.binding): \($0.binding)" }.joined(separator: ", ")))"
  }

  private func mutateCase(_ action: ResolvedAction) -> SwitchCase {
    var body: [String] = []
    var parts: [[String]] = action.emits.map { [".just(\($0.expression))"] }
    if let hook = action.hook {
      var work = [call(hook, action.enumCase.values)]
      if !action.cancelledBy.isEmpty {
        let predicates = action.cancelledBy.map { "Action.\($0)" }
        let filter = predicates.count == 1
          ? "filter(\(predicates[0]))"
          : "filter { \(predicates.map { "\($0)($0)" }.joined(separator: " || ")) }"
        work.append("  .take(until: self.action.\(filter))")
      }
      if let loading = action.loading {
        parts.append([".just(.\(loading)(true))"])
        parts.append(work)
        parts.append([".just(.\(loading)(false))"])
      } else {
        parts.append(work)
      }
    }
    if let field = action.ignoreWhileLoadingField {
      body.append("guard !self.currentState.\(field) else { return .empty() }")
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
    }
    return SwitchCase(pattern: action.enumCase.pattern, body: body)
  }

  // MARK: reduce(state:mutation:)

  private func reduceCase(_ mutation: ResolvedMutation) -> SwitchCase {
    var body: [String] = []
    switch mutation.reduce {
    case .hook(let hook):
      let arguments = (["state: &state"] + mutation.enumCase.values.map { "\($0.binding): \($0.binding)" }).joined(separator: ", ")
      body.append("self.\(hook)(\(arguments))")
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
    return SwitchCase(pattern: mutation.enumCase.pattern, body: body)
  }

  // MARK: transform(mutation:)

  private func eventSource(_ source: ResolvedEventSource) -> EventSource {
    var lines = ["let \(source.variable) = self.provider.\(source.service.property).event"]
    let hook = source.hookLabel.map { "mutate(\($0): event)" }
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
        lines.append("    \(event.pattern)")
        lines.append(hook == nil ? "      return \(call.expression)" : "      return .just(\(call.expression))")
      }
      if let hook {
        lines.append("    default:")
        lines.append("      return self?.\(hook) ?? .empty()")
      }
      lines.append("    }")
      lines.append("  }")
    }
    return EventSource(variable: source.variable, lines: lines)
  }

  // MARK: Hooks

  /// Hooks stay internal even in a public reactor: a public class may conform to an internal
  /// protocol, and the hooks are the reactor's own business. Transform hooks implement
  /// ReactorKit's requirements, so they are as visible as the reactor.
  private func hooks() -> [Hook] {
    var previous: ResolvedHook.Kind?
    return reactor.hooks.map { hook in
      defer { previous = hook.kind }
      let prefix = hook.isStatic ? "static func" : "func"
      let declared = { (type: KeyPath<HookParameter, String>) in
        hook.parameters.map { "\($0.label.map { "\($0) " } ?? "")\($0.name): \($0[keyPath: type])" }.joined(separator: ", ")
      }
      let result = hook.returnType.map { " -> \($0)" } ?? ""
      let qualifiedResult = hook.qualifiedReturnType.map { " -> \($0)" } ?? ""
      return Hook(
        section: hook.kind == previous ? nil : hook.kind.rawValue,
        summary: hook.summary,
        requirement: "\(prefix) \(hook.name)(\(declared(\.qualifiedType)))\(qualifiedResult)",
        signature: "\(hook.isReactorRequirement ? access : "")\(prefix) \(hook.name)(\(declared(\.type)))\(result)",
        name: hook.name,
        isStatic: hook.isStatic,
        parameters: hook.parameters,
        returnType: hook.returnType,
        stubBody: hook.stubBody)
    }
  }
}
