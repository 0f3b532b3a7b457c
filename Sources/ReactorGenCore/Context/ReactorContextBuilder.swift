/// Builds a ``ReactorContext``: the Swift a ReactorKit user would write by hand for one reactor.
struct ReactorContextBuilder {
  let reactor: ReactorSpec
  let module: ValidatedModule
  let headers: Headers

  private var access: String { module.access == .public ? "public " : "" }
  private var mutationType: String { "\(reactor.name).Mutation" }

  private var fields: [StateFieldSpec] { reactor.stateFields }

  private var usesProvider: Bool { reactor.usesProvider }

  func build() -> ReactorContext {
    let hooks = self.hooks()
    return ReactorContext(
      file: FileContext(
        header: headers.generated(hint: hooks.isEmpty ? nil : "Write the reactor's logic in \(reactor.name)+Logic.swift."),
        imports: imports(["ReactorKit", "RxSwift"]),
        access: access),
      name: reactor.name,
      specFile: headers.specList,
      logicFile: "\(reactor.name)+Logic.swift",
      logicProtocol: hooks.isEmpty ? nil : Naming.logicProtocol(reactor.name),
      hasActions: !reactor.actions.isEmpty,
      actionCases: reactor.actions.map(\.enumCase.declaration),
      hasMutations: !reactor.mutations.isEmpty,
      mutationCases: reactor.mutations.map(\.enumCase.declaration),
      modelState: modelType,
      stateFields: fields.map(stateDeclaration),
      stateInitializer: stateInitializer(),
      properties: properties(),
      initParameters: initParameters(),
      initAssignments: initAssignments(),
      mutateCases: mutateCases(),
      reduceCases: reduceCases(),
      eventSources: eventSources(),
      hooks: hooks,
      predicates: predicates())
  }

  /// The same context, for the user-owned `<Reactor>+Logic.swift` holding the hooks' stubs.
  func logic(from context: ReactorContext) -> ReactorContext {
    var logic = context
    logic.file.header = headers.userOwned("Write \(reactor.name)'s logic here. When the spec adds a hook, the compiler asks for it.")
    logic.file.imports = imports(["RxSwift"])
    return logic
  }

  func imports(_ required: [String]) -> [String] {
    FileContext.importLines(required + module.imports)
  }

  private var modelType: String? {
    if case .model(let type) = reactor.state { return type.value }
    return nil
  }

  // MARK: Declarations

  private func stateDeclaration(_ field: StateFieldSpec) -> String {
    let prefix = field.isPulse ? "@Pulse var" : "var"
    let value = field.defaultValue.map { " = \($0)" } ?? ""
    return "\(access)\(prefix) \(Naming.escaped(field.name)): \(field.type)\(value)"
  }

  private func stateInitializer() -> [String] {
    guard module.access == .public, !fields.isEmpty else { return [] }
    let parameters = fields.map { field -> String in
      let value = field.defaultValue ?? (field.type.hasSuffix("?") ? "nil" : nil)
      return "\(Naming.escaped(field.name)): \(field.type)" + (value.map { " = \($0)" } ?? "")
    }
    return ["public init(\(parameters.joined(separator: ", "))) {"]
      + fields.map { "  self.\(Naming.escaped($0.name)) = \(Naming.escaped($0.name))" }
      + ["}"]
  }

  private func properties() -> [String] {
    var lines: [String] = []
    if usesProvider { lines.append("\(access)let provider: any ServiceProviderType") }
    for parameter in reactor.parameters {
      lines.append("\(access)let \(Naming.escaped(parameter.name)): \(parameterType(parameter))")
    }
    lines.append("\(access)let initialState: State")
    return lines
  }

  private func parameterType(_ parameter: ParameterSpec) -> String { parameter.type }

  private func initParameters() -> String {
    var parameters: [String] = []
    if usesProvider { parameters.append("provider: any ServiceProviderType") }
    for parameter in reactor.parameters {
      parameters.append("\(Naming.escaped(parameter.name)): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? ""))
    }
    return parameters.joined(separator: ", ")
  }

  private func initAssignments() -> [String] {
    var lines: [String] = []
    if usesProvider { lines.append("self.provider = provider") }
    for parameter in reactor.parameters {
      lines.append("self.\(Naming.escaped(parameter.name)) = \(Naming.escaped(parameter.name))")
    }
    switch reactor.initialState {
    case .defaults:
      lines.append("self.initialState = State()")
    case .expression(let expression):
      lines.append("self.initialState = \(expression.value)")
    case .custom:
      let arguments = reactor.parameters.map { "\(Naming.unescaped($0.name)): \(Naming.escaped($0.name))" }.joined(separator: ", ")
      lines.append("self.initialState = Self.makeInitialState(\(arguments))")
    }
    return lines
  }

  // MARK: mutate(action:)

  /// Binding names for a case's values; a mutation's values are named after the fields they set.
  private func names(for enumCase: EnumCaseSpec) -> [String] {
    var preferred: [String?] = []
    if let mutation = reactor.mutations.first(where: { $0.enumCase == enumCase }) {
      let consumers = mutation.reduce.filter(\.consumesValue)
      preferred = zip(consumers, enumCase.values).map { operation, value in
        // A single element appended to `items` is not itself `items`.
        operation.kind == .append && SwiftSource.arrayElement(of: value.type) == nil ? nil : operation.field.value
      }
    }
    return Naming.valueNames(enumCase.values, caseName: enumCase.name, preferred: preferred)
  }

  private func pattern(for enumCase: EnumCaseSpec) -> String {
    let names = self.names(for: enumCase)
    if names.isEmpty { return "case .\(Naming.escaped(enumCase.name)):" }
    return "case let .\(Naming.escaped(enumCase.name))(\(names.joined(separator: ", "))):"
  }

  /// `.setQuery(query)`: a mutation built from explicit arguments or the source's own values.
  private func mutationExpression(_ call: MutationCallSpec, passing names: [String]) -> String {
    guard let mutation = reactor.mutation(named: call.name) else { return ".\(call.name)" }
    return mutation.enumCase.construction(call.arguments ?? (mutation.enumCase.values.isEmpty ? [] : names))
  }

  private func hookCall(_ hook: String, names: [String]) -> String {
    "self.\(hook)(\(names.map { "\($0): \($0)" }.joined(separator: ", ")))"
  }

  private func mutateCases() -> [SwitchCase] {
    reactor.actions.enumerated().map { index, action in
      let names = self.names(for: action.enumCase)
      var body: [String] = []
      var parts: [[String]] = action.emits.map { [".just(\(mutationExpression($0, passing: names)))"] }
      if action.callsHook {
        var work = [hookCall(Naming.actionHook(action.enumCase.name), names: names)]
        if !action.cancelledBy.isEmpty {
          let predicates = action.cancelledBy.map { "Action.\(Naming.actionPredicate($0.value))" }
          let filter = predicates.count == 1
            ? predicates[0]
            : "{ \(predicates.map { "\($0)($0)" }.joined(separator: " || ")) }"
          let call = predicates.count == 1 ? "filter(\(filter))" : "filter \(filter)"
          work.append("  .take(until: self.action.\(call))")
        }
        if let loading = action.loading {
          parts.append([".just(.\(Naming.escaped(loading.value))(true))"])
          parts.append(work)
          parts.append([".just(.\(Naming.escaped(loading.value))(false))"])
        } else {
          parts.append(work)
        }
      }
      if action.ignoreWhileLoading, let loading = action.loading, let field = reactor.mutation(named: loading.value)?.loadingFlagField {
        body.append("guard !self.currentState.\(Naming.escaped(field)) else { return .empty() }")
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
      return SwitchCase(isFirst: index == 0, pattern: pattern(for: action.enumCase), body: body)
    }
  }

  // MARK: reduce(state:mutation:)

  private func reduceCases() -> [SwitchCase] {
    reactor.mutations.enumerated().map { index, mutation in
      let names = self.names(for: mutation.enumCase)
      var body: [String] = []
      if mutation.reduce.isEmpty {
        let arguments = (["state: &state"] + names.map { "\($0): \($0)" }).joined(separator: ", ")
        body.append("self.\(Naming.mutationHook(mutation.enumCase.name))(\(arguments))")
      } else {
        var remaining = Array(zip(names, mutation.enumCase.values))[...]
        for operation in mutation.reduce {
          let field = "state.\(Naming.escaped(operation.field.value))"
          switch operation.kind {
          case .set:
            if let value = operation.value {
              body.append("\(field) = \(value)")
            } else if let (name, _) = remaining.popFirst() {
              body.append("\(field) = \(name)")
            }
          case .append:
            if let (name, value) = remaining.popFirst() {
              let isArray = SwiftSource.arrayElement(of: value.type) != nil
                && SwiftSource.normalizedType(value.type) == SwiftSource.normalizedType(reactor.field(named: operation.field.value)?.type ?? "")
              body.append(isArray ? "\(field).append(contentsOf: \(name))" : "\(field).append(\(name))")
            }
          case .toggle: body.append("\(field).toggle()")
          case .increment: body.append("\(field) += 1")
          case .decrement: body.append("\(field) -= 1")
          }
        }
      }
      return SwitchCase(isFirst: index == 0, pattern: pattern(for: mutation.enumCase), body: body)
    }
  }

  // MARK: transform(mutation:)

  private func eventSources() -> [EventSource] {
    reactor.events.enumerated().compactMap { index, subscription in
      guard let service = module.services.first(where: { $0.name == subscription.service.value }) else { return nil }
      let eventType = Naming.eventType(service.name)
      let variable = SwiftSource.lowerCamel(eventType) + "Mutation"
      var lines = ["let \(variable) = self.provider.\(Naming.serviceProperty(service.name)).event"]
      let hook = "mutate(\(SwiftSource.lowerCamel(eventType)): event)"
      let mapped = subscription.mappings
      if mapped.isEmpty {
        lines += [
          "  .flatMap { [weak self] event -> Observable<Mutation> in",
          "    self?.\(hook) ?? .empty()",
          "  }",
        ]
      } else {
        let coversAll = service.events.allSatisfy { event in mapped.contains { $0.event.value == event.name } }
        lines.append(coversAll ? "  .map { event -> Mutation in" : "  .flatMap { [weak self] event -> Observable<Mutation> in")
        lines.append("    switch event {")
        for (event, call) in mapped {
          guard let eventCase = service.events.first(where: { $0.name == event.value }) else { continue }
          let names = self.names(for: eventCase)
          let expression = mutationExpression(call, passing: names)
          lines.append("    \(pattern(for: eventCase))")
          lines.append(coversAll ? "      return \(expression)" : "      return .just(\(expression))")
        }
        if !coversAll {
          lines.append("    default:")
          lines.append("      return self?.\(hook) ?? .empty()")
        }
        lines.append("    }")
        lines.append("  }")
      }
      return EventSource(variable: variable, lines: lines, isLast: index == reactor.events.count - 1)
    }
  }

  // MARK: Hooks

  private func qualified(_ type: String) -> String {
    type.replacingWholeWords(["Mutation": "\(reactor.name).Mutation", "State": "\(reactor.name).State", "Action": "\(reactor.name).Action"])
  }

  func hooks() -> [Hook] {
    var hooks: [Hook] = []
    var section = ""
    var hooksSection = "Initial state"
    func add(_ summary: String, _ name: String, _ parameters: String, returns: String?, isStatic: Bool = false, stub: [String]) {
      let prefix = isStatic ? "static func" : "func"
      let result = returns.map { " -> \($0)" } ?? ""
      let isNewSection = hooks.isEmpty || hooksSection != section
      section = hooksSection
      hooks.append(Hook(
        isFirst: hooks.isEmpty,
        section: isNewSection ? hooksSection : nil,
        summary: summary,
        requirement: "\(prefix) \(name)(\(qualified(parameters)))\(qualified(result))",
        signature: "\(access)\(prefix) \(name)(\(parameters))\(result)",
        name: name,
        stubBody: stub))
    }
    if case .custom = reactor.initialState {
      let parameters = reactor.parameters.map { "\(Naming.escaped($0.name)): \(parameterType($0))" }.joined(separator: ", ")
      let canDefault = fields.allSatisfy { $0.defaultValue != nil || $0.type.hasSuffix("?") } && modelType == nil
      add("Builds the initial state from the init parameters.", "makeInitialState", parameters, returns: "State", isStatic: true,
        stub: canDefault ? ["// TODO: Build the initial state from the parameters.", "return State()"]
          : ["// TODO: Build the initial state from the parameters.", "fatalError(\"\(reactor.name).makeInitialState is not implemented yet\")"])
    }
    hooksSection = "Mutate"
    for action in reactor.actions where action.callsHook {
      let names = self.names(for: action.enumCase)
      let parameters = zip(names, action.enumCase.values).map { "\($0): \($1.type)" }.joined(separator: ", ")
      let what = action.emits.isEmpty ? "the mutations for" : "the rest of the work for"
      var summary = "Returns \(what) `Action.\(Naming.unescaped(action.enumCase.name))`."
      if let loading = action.loading { summary += " `\(loading.value)` brackets it." }
      add(summary, Naming.actionHook(action.enumCase.name), parameters, returns: "Observable<Mutation>",
        stub: ["// TODO: Return the mutations for Action.\(Naming.unescaped(action.enumCase.name)).", "return .empty()"])
    }
    hooksSection = "Reduce"
    for mutation in reactor.mutations where mutation.reduce.isEmpty {
      let names = self.names(for: mutation.enumCase)
      let parameters = (["state: inout State"] + zip(names, mutation.enumCase.values).map { "\($0): \($1.type)" }).joined(separator: ", ")
      add("Applies `Mutation.\(Naming.unescaped(mutation.enumCase.name))` to the state.", Naming.mutationHook(mutation.enumCase.name), parameters, returns: nil,
        stub: ["// TODO: Apply Mutation.\(Naming.unescaped(mutation.enumCase.name)) to the state."])
    }
    hooksSection = "Events"
    for subscription in reactor.events {
      guard let service = module.services.first(where: { $0.name == subscription.service.value }) else { continue }
      let covered = service.events.allSatisfy { event in subscription.mappings.contains { $0.event.value == event.name } }
      if covered { continue }
      let eventType = Naming.eventType(service.name)
      add("Turns each `\(eventType)` from the \(Naming.serviceProperty(service.name)) into mutations.",
        "mutate", "\(SwiftSource.lowerCamel(eventType)): \(eventType)", returns: "Observable<Mutation>",
        stub: ["// TODO: Return the mutations for this event.", "return .empty()"])
    }
    hooksSection = "Transform"
    for transform in reactor.transforms {
      let type = SwiftSource.upperCamel(transform.value.rawValue)
      let name = transform.value.rawValue
      add("Transforms the \(name) stream (ReactorKit's `transform(\(name):)`).", "transform", "\(name): Observable<\(type)>", returns: "Observable<\(type)>",
        stub: ["// TODO: Combine the \(name) stream with other observables.", "return \(name)"])
    }
    return hooks
  }

  private func predicates() -> [ActionPredicate] {
    var names: [String] = []
    for action in reactor.actions {
      for cancel in action.cancelledBy where !names.contains(cancel.value) {
        names.append(cancel.value)
      }
    }
    let ordered = reactor.actions.map(\.enumCase.name).filter(names.contains)
    return ordered.enumerated().map { index, name in
      ActionPredicate(isFirst: index == 0, name: Naming.actionPredicate(name), caseName: Naming.escaped(name), displayName: Naming.unescaped(name))
    }
  }
}

extension String {
  /// Replaces whole identifiers only: `Mutation` in `Observable<Mutation>`, not in `MyMutation`.
  func replacingWholeWords(_ replacements: [String: String]) -> String {
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
      if let replacement = replacements[word], previous != "." {
        result += replacement
      } else {
        result += word
      }
      word = ""
    }
    for character in self {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        let before = result.last ?? " "
        previous = before
        flush()
        result.append(character)
      }
    }
    previous = result.last ?? " "
    flush()
    return result
  }
}
