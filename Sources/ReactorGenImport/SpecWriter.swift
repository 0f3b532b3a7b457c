#if Import
  import Foundation
  import _ReactorGenCore

  /// Writes an ``ImportedReactor`` as a reactorgen spec (YAML), in the forms Spec.md shows: the
  /// compact ones where they say everything, quoted where YAML would read Swift otherwise.
  struct SpecWriter {
    var module: String?
    /// The module-wide `observableState` of the specs generated with this one, repeated here.
    var moduleObservableState = false

    func spec(for reactor: ImportedReactor) -> String? {
      let reactor = Self.qualifyingNestedTypes(reactor)
      let valueNames = reactor.valueNames
      var out: [String] = [
        "# Imported by reactorgen-import from \(reactor.file). Review it with the report, then delete",
        "# the hand-written reactor: reactorgen generates it from here, and the logic lives in",
        "# \(reactor.name)+Logic.swift.",
      ]
      out += reactor.fileComments.map(Self.yamlComment)
      out.append("version: 1")
      if let module { out.append("module: \(module)") }
      let imports = reactor.imports.filter { !GeneratedNames.reactorFrameworks.contains($0) }
      if !imports.isEmpty { out.append("imports: [\(imports.map(Self.scalar).joined(separator: ", "))]") }
      if reactor.isPublic { out.append("access: public") }
      if moduleObservableState { out.append("observableState: true") }
      out.append("")
      out.append("reactors:")
      for comment in reactor.reactorComments { out.append("  " + Self.yamlComment(comment)) }
      out.append("  \(reactor.name):")
      if reactor.observableState != moduleObservableState { out.append("    observableState: \(reactor.observableState)") }
      if !reactor.services.isEmpty { out.append("    services: [\(reactor.services.joined(separator: ", "))]") }
      if !reactor.dependencies.isEmpty { out.append("    dependencies: [\(reactor.dependencies.joined(separator: ", "))]") }
      if !reactor.parameters.isEmpty {
        out.append("    parameters:")
        for parameter in reactor.parameters {
          let key = parameter.label.map { Self.scalar($0 + " " + parameter.name) } ?? Self.key(parameter.name)
          out.append("      \(key): \(Self.value(parameter.type + (parameter.defaultValue.map { " = \($0)" } ?? ""), indent: "        "))")
        }
      }
      if !reactor.properties.isEmpty {
        out.append("    properties:")
        for property in reactor.properties {
          let key = (property.isVariable ? "var " : "") + property.name
          out.append("      \(Self.scalar(key)): \(Self.value(property.type + (property.value.map { " = \($0)" } ?? ""), indent: "        "))")
        }
      }
      if !reactor.conformances.isEmpty {
        out.append("    conformances:")
        for (type, protocols) in reactor.conformances {
          out.append("      \(type): [\(protocols.map(Self.scalar).joined(separator: ", "))]")
        }
      }
      switch reactor.state {
      case .model(let type):
        out.append("    state: \(Self.scalar(type))")
      case .fields(let fields):
        if fields.isEmpty {
          out.append("    state: {}")
        } else {
          out.append("    state:")
          for field in fields {
            let text = (field.isPulse ? "@Pulse " : "") + field.type + (field.defaultValue.map { " = \($0)" } ?? "")
            out.append("      \(field.isConstant ? Self.scalar("let " + field.name) : Self.key(field.name)): \(Self.value(text, indent: "        "))")
          }
        }
      }
      switch reactor.initialState {
      case .defaults: break
      case .expression(let value): out.append("    initialState: \(Self.value(value, indent: "      "))")
      case .custom, .existingHook: out.append("    initialState: custom")
      }
      if !reactor.actions.isEmpty {
        out.append("    actions:")
        for action in reactor.actions {
          for comment in reactor.caseComments[action.name] ?? [] { out.append("      " + Self.yamlComment(comment)) }
          out.append(
            "      - "
              + actionEntry(action, reactor.mutate[action.name], names: valueNames["action.\(action.name)"], debounce: reactor.debounces[action.name])
          )
        }
      }
      if !reactor.mutations.isEmpty {
        out.append("    mutations:")
        for mutation in reactor.mutations {
          for comment in reactor.caseComments[mutation.name] ?? [] { out.append("      " + Self.yamlComment(comment)) }
          guard let entry = mutationEntry(mutation, reactor.reduce[mutation.name], names: valueNames["mutation.\(mutation.name)"]) else { return nil }
          out.append("      - " + entry)
        }
      }
      if !reactor.events.isEmpty {
        out.append("    events:")
        for event in reactor.events {
          if event.mappings.isEmpty {
            out.append("      - \(event.service)")
          } else {
            let pairs = event.mappings.map { "\($0.event): \(Self.scalar(Self.callText($0.call)))" }
            out.append("      - \(event.service): { \(pairs.joined(separator: ", ")) }")
          }
        }
      }
      if reactor.didInitialize != nil { out.append("    didInitialize: true") }
      if !reactor.transforms.isEmpty {
        out.append("    transform: [\(reactor.transforms.map(\.stream).joined(separator: ", "))]")
      }
      return out.joined(separator: "\n") + "\n"
    }

    /// The reactor with the types declared inside it named as `Reactor.Type` in every type the
    /// spec writes.
    static func qualifyingNestedTypes(_ reactor: ImportedReactor) -> ImportedReactor {
      guard !reactor.nestedTypes.isEmpty else { return reactor }
      func qualify(_ type: String) -> String {
        var result = type
        for name in reactor.nestedTypes {
          let pattern = "(?<![.\\w])" + NSRegularExpression.escapedPattern(for: name) + "(?![\\w])"
          result = result.replacingOccurrences(of: pattern, with: "\(reactor.name).\(name)", options: .regularExpression)
        }
        return result
      }
      var copy = reactor
      copy.actions = reactor.actions.map {
        var c = $0
        c.values = c.values.map { ($0.label, qualify($0.type)) }
        return c
      }
      copy.mutations = reactor.mutations.map {
        var c = $0
        c.values = c.values.map { ($0.label, qualify($0.type)) }
        return c
      }
      copy.parameters = reactor.parameters.map {
        var p = $0
        p.type = qualify(p.type)
        return p
      }
      if case .fields(let fields) = reactor.state {
        copy.state = .fields(
          fields.map {
            var f = $0
            f.type = qualify(f.type)
            return f
          })
      }
      return copy
    }

    /// `name(Type, label: Type)` as the spec writes a case; an unlabelled value bound to a name is
    /// `_ name: Type`, the name its hook's parameter takes.
    static func caseText(_ enumCase: ImportedReactor.EnumCase, names: [String?]? = nil) -> String {
      guard !enumCase.values.isEmpty else { return enumCase.name }
      let derived = CaseValueNames.derived(caseName: enumCase.name, values: enumCase.values)
      let values = enumCase.values.enumerated().map { index, value -> String in
        let type = value.type + (index < enumCase.defaults.count ? enumCase.defaults[index].map { " = \($0)" } ?? "" : "")
        if let label = value.label { return "\(label): \(type)" }
        if let names, index < names.count, let name = names[index], !reservedValueNames.contains(name), name != derived[index] {
          return "_ \(name): \(type)"
        }
        return type
      }
      return "\(enumCase.name)(\(values.joined(separator: ", ")))"
    }

    /// Names reactorgen's generated code uses around a case's values: a value keeps its type's name.
    static let reservedValueNames: Set<String> = [
      "state", "action", "mutation", "event", "self", "provider", "error", "Observable", "Action", "Mutation", "State",
    ]

    private func actionEntry(_ action: ImportedReactor.EnumCase, _ disposition: ImportedReactor.MutateCase?, names: [String?]?, debounce: Int?)
      -> String
    {
      let name = Self.scalar(Self.caseText(action, names: names))
      var generated: ImportedReactor.GeneratedAction
      switch disposition {
      case .emits(let calls)?:
        guard debounce != nil else { return "\(name): " + Self.oneOrList(calls.map(Self.callText)) }
        generated = ImportedReactor.GeneratedAction(hasHook: false, emits: calls)
      case .hook(let emits, let loading, _)?, .existingHook(let emits, let loading)?:
        generated = ImportedReactor.GeneratedAction(emits: emits, loading: loading)
      case .generated(let action)?:
        generated = action
      case nil:
        guard debounce != nil else { return name }
        generated = ImportedReactor.GeneratedAction()
      }
      generated.debounceMilliseconds = debounce
      return Self.optionsEntry(name, generated)
    }

    /// An action with a hook, and the options around it.
    private static func optionsEntry(_ name: String, _ generated: ImportedReactor.GeneratedAction) -> String {
      var options: [String] = []
      if !generated.emits.isEmpty {
        options.append("emit: " + oneOrList(generated.emits.map(callText)))
        if generated.hasHook { options.append("hook: true") }
      }
      if generated.isAsync { options.append("async: true") }
      if !generated.reads.isEmpty { options.append("reads: [\(generated.reads.map(scalar).joined(separator: ", "))]") }
      if let loading = generated.loading { options.append("loading: \(loading)") }
      if generated.ignoreWhileLoading { options.append("ignoreWhileLoading: true") }
      if !generated.cancelledBy.isEmpty { options.append("cancelledBy: " + oneOrList(generated.cancelledBy)) }
      if let catchMutation = generated.catchMutation { options.append("catch: \(catchMutation)") }
      if let when = generated.when { options.append("when: \(scalar(when))") }
      if generated.whenHook { options.append("when: hook") }
      if let milliseconds = generated.debounceMilliseconds { options.append("debounce: \(milliseconds)ms") }
      return options.isEmpty ? name : "\(name): { \(options.joined(separator: ", ")) }"
    }

    /// One scalar, or a flow list of several.
    static func oneOrList(_ items: [String]) -> String {
      items.count == 1 ? scalar(items[0]) : "[\(items.map(scalar).joined(separator: ", "))]"
    }

    static func callText(_ call: ImportedReactor.MutationCall) -> String {
      guard let arguments = call.arguments, !arguments.isEmpty else { return call.name }
      return "\(call.name)(\(arguments.joined(separator: ", ")))"
    }

    /// The mutation's entry; `nil` when its operations have no spec form (the reader never makes such).
    private func mutationEntry(_ mutation: ImportedReactor.EnumCase, _ disposition: ImportedReactor.ReduceCase?, names: [String?]?) -> String? {
      let name = Self.scalar(Self.caseText(mutation, names: names))
      guard case .operations(let operations)? = disposition else { return name }
      func text(_ operation: ImportedReactor.ReduceOperation) -> String {
        operation.field + (operation.value.map { " = \($0)" } ?? "")
      }
      if operations.count == 1 {
        return "\(name): \(Self.scalar("\(operations[0].kind.rawValue) \(text(operations[0]))"))"
      }
      // The mapping form: each kind once, its fields in order.
      var groups: [(kind: String, fields: [String])] = []
      for operation in operations {
        if groups.last?.kind == operation.kind.rawValue {
          groups[groups.count - 1].fields.append(text(operation))
        } else if groups.contains(where: { $0.kind == operation.kind.rawValue }) {
          return nil
        } else {
          groups.append((operation.kind.rawValue, [text(operation)]))
        }
      }
      let entries = groups.map { group in
        "\(group.kind): " + Self.oneOrList(group.fields)
      }
      return "\(name): { \(entries.joined(separator: ", ")) }"
    }

    /// Whether the reduce operations have a spec form.
    static func canWrite(_ operations: [ImportedReactor.ReduceOperation]) -> Bool {
      var seen: [ImportedReactor.ReduceOperation.Kind] = []
      for operation in operations where seen.last != operation.kind {
        if seen.contains(operation.kind) { return false }
        seen.append(operation.kind)
      }
      return true
    }

    // MARK: YAML

    /// A key: plain when it is a Swift identifier.
    static func key(_ text: String) -> String { scalar(text) }

    /// A scalar as the core's encoder writes one, of Swift read from a file (its later lines
    /// dedented).
    static func scalar(_ text: String) -> String { SpecEncoder.scalar(SpecEncoder.dedented(text)) }

    /// Swift read from a file as a YAML value: a literal block at `indent` when it spans lines.
    static func value(_ text: String, indent: String) -> String { SpecEncoder.value(SpecEncoder.dedented(text), indent: indent.count) }

    static func yamlComment(_ swiftComment: String) -> String { SpecEncoder.comment(swiftComment) }
  }
#endif
