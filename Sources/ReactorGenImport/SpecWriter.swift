#if Import
  import Foundation
  import ReactorGenSwift
  import _ReactorGenCore

  /// Writes an ``ImportedReactor`` as a reactorgen spec: builds the spec's value, which the core's
  /// ``SpecEncoder`` writes in the forms Spec.md shows (the decoder's inverse).
  struct SpecWriter {
    var module: String?
    /// The module-wide `access` and `observableState` of the specs generated with this one, as
    /// they write them (`nil`: not written), repeated here: the settings are written alike.
    var moduleAccess: AccessLevel?
    var moduleObservableState: Bool?
    /// Whether the module is public: its specs say so, or a reactor of this run is public. An
    /// internal reactor then says `access: internal` (a module may hold both).
    var moduleIsPublic = false
    /// Whether import writes the reactor a logic file (its header says where the logic lives).
    var writesLogicFile = true

    func spec(for reactor: ImportedReactor) -> String? {
      let reactor = Self.qualifyingNestedTypes(reactor)
      // An internal reactor of a public module stays internal: its State may hold internal types.
      let isNarrowed = moduleIsPublic && !reactor.isPublic
      guard
        let value = Self.reactorSpec(reactor, moduleObservableState: moduleObservableState ?? false, access: isNarrowed ? .internal : nil)
      else { return nil }
      let spec = Spec(
        file: reactor.name + ".reactorgen.yml", module: module, imports: reactor.imports.filter { !GeneratedName.reactorFrameworks.contains($0) },
        // A public reactor says so (a clash with the others' setting is then reported).
        access: reactor.isPublic || isNarrowed ? .public : moduleAccess, observableState: moduleObservableState, reactors: [value])
      // Comments of an element the spec does not write (a field of a State given as a type) go
      // above the reactor, in the order of their elements.
      var fields: [String] = []
      if case .fields(let read) = reactor.state { fields = read.map(\.name) }
      let written = Set<SpecElement>(
        reactor.parameters.map { .parameter($0.name) } + reactor.properties.map { .property($0.name) } + fields.map { .field($0) }
          + reactor.actions.map { .action($0.name) } + reactor.mutations.map { .mutation($0.name) })
      let orphans = reactor.elementComments.filter { !written.contains($0.key) }.sorted { "\($0.key)" < "\($1.key)" }
      let reactorComments = reactor.reactorComments + orphans.flatMap(\.value)
      func comments(_ pick: (SpecElement) -> String?) -> [String: [String: [String]]] {
        let named = reactor.elementComments.filter { written.contains($0.key) }.compactMap { element, lines in pick(element).map { ($0, lines) } }
        return named.isEmpty ? [:] : [reactor.name: Dictionary(named) { $0 + $1 }]
      }
      let comments = SpecEncoder.Comments(
        file: reactor.fileComments, reactors: [reactor.name: reactorComments],
        parameters: comments { if case .parameter(let name) = $0 { name } else { nil } },
        properties: comments { if case .property(let name) = $0 { name } else { nil } },
        fields: comments { if case .field(let name) = $0 { name } else { nil } },
        actions: comments { if case .action(let name) = $0 { name } else { nil } },
        mutations: comments { if case .mutation(let name) = $0 { name } else { nil } })
      return SpecEncoder.encode(
        spec,
        header: writesLogicFile
          ? [
            "Imported by reactorgen-import from \(reactor.file). Review it with the report, then delete",
            "the hand-written reactor: reactorgen generates it from here, and the logic lives in",
            "\(reactor.name)+Logic.swift.",
          ]
          : [
            "Imported by reactorgen-import from \(reactor.file). Review it with the report, then delete",
            "the hand-written reactor: reactorgen generates it from here, with no logic of yours to write.",
          ], comments: comments)
    }

    /// The reactor as a spec value; `nil` when a reduce has no spec form (the reader never makes
    /// such). Swift read from the file is dedented: a value over several lines keeps only the
    /// indentation its lines have relative to each other.
    static func reactorSpec(_ reactor: ImportedReactor, moduleObservableState: Bool, access: AccessLevel? = nil) -> ReactorSpec? {
      let here = SourceLocation(file: reactor.location.file, line: reactor.location.line, column: reactor.location.column)
      let swift = SpecEncoder.dedented
      var conformances: [ConformingType: [String]] = [:]
      for (type, protocols) in reactor.conformances {
        guard let conforming = ConformingType(rawValue: type) else { continue }
        conformances[conforming, default: []] += protocols
      }
      let state: StateSpec
      switch reactor.state {
      case .model(let type):
        state = .model(Located(SwiftType(swift(type)), at: here))
      case .fields(let fields):
        state = .fields(
          fields.map {
            StateFieldSpec(
              name: $0.name, type: swift($0.type), defaultValue: $0.defaultValue.map(swift), isPulse: $0.isPulse, isConstant: $0.isConstant, at: here)
          })
      }
      let initialState: InitialStateSpec
      switch reactor.initialState {
      case .defaults:
        // A model has no defaults the spec knows: its init, which the reactor called, is said.
        if case .model = state {
          initialState = .expression(Located(GeneratedShape.defaultInitialState.text, at: here))
        } else {
          initialState = .defaults
        }
      case .expression(let value): initialState = .expression(Located(swift(value), at: here))
      case .custom, .existingHook: initialState = .custom(here)
      }
      var mutations: [MutationSpec] = []
      for mutation in reactor.mutations {
        var reduce: [ReduceOperation] = []
        if case .operations(let operations)? = reactor.reduce[mutation.name] {
          guard canWrite(operations) else { return nil }
          reduce = operations.map {
            ReduceOperation(ReduceOperationKind(rawValue: $0.kind.rawValue) ?? .set, field: $0.field, value: $0.value.map(swift), at: here)
          }
        }
        mutations.append(MutationSpec(enumCase(mutation, names: reactor.valueNames[.mutation(mutation.name)], at: here), reduce: reduce))
      }
      return ReactorSpec(
        name: reactor.name, observableState: reactor.observableState != moduleObservableState ? reactor.observableState : nil,
        services: reactor.services, dependencies: reactor.dependencies,
        parameters: reactor.parameters.map {
          ParameterSpec(
            label: $0.label, name: $0.name, type: swift($0.type), defaultValue: $0.defaultValue.map(swift), isWeak: $0.isWeak, at: here)
        },
        properties: reactor.properties.map {
          PropertySpec(
            name: $0.name, wrappers: $0.wrappers.map(swift), type: $0.type.map(swift), value: $0.value.map(swift), isVariable: $0.isVariable,
            isPublic: $0.isPublic, isWeak: $0.isWeak, isLazy: $0.isLazy, at: here)
        },
        conformances: conformances, state: state, initialState: initialState,
        actions: reactor.actions.map { action in
          actionSpec(
            enumCase(action, names: reactor.valueNames[.action(action.name)], at: here), reactor.mutate[action.name],
            pacing: reactor.paces[action.name], at: here)
        },
        mutations: mutations,
        events: reactor.events.map { subscription in
          EventSubscriptionSpec(
            service: subscription.service, mappings: subscription.mappings.map { ($0.event, call($0.call, at: here)) }, at: here)
        },
        didInitialize: reactor.didInitialize != nil, willDeinitialize: reactor.willDeinitialize != nil,
        preludes: PreludeFunction.allCases.filter { reactor.preludes[$0] != nil },
        reducePostlude: reactor.reducePostlude != nil,
        transforms: reactor.transforms.compactMap { TransformStream(rawValue: $0.stream) }, access: access,
        actionType: reactor.actionType.map(swift), mutationType: reactor.mutationType.map(swift), at: here)
    }

    /// `setQuery` passes the action's values on; `reset()` is written `reset`.
    private static func call(_ call: ImportedReactor.MutationCall, at location: SourceLocation) -> MutationCallSpec {
      MutationCallSpec(name: call.name, arguments: call.arguments.flatMap { $0.isEmpty ? nil : $0.map(SpecEncoder.dedented) }, at: location)
    }

    /// An action and what its `mutate(action:)` case became.
    private static func actionSpec(
      _ enumCase: EnumCaseSpec, _ disposition: ImportedReactor.MutateCase?, pacing: ImportedReactor.Pacing?, at location: SourceLocation
    ) -> ActionSpec {
      var generated: ImportedReactor.GeneratedAction
      switch disposition {
      case .emits(let calls)?: generated = ImportedReactor.GeneratedAction(hasHook: false, emits: calls)
      case .hook(let emits, let loading, _)?, .existingHook(let emits, let loading)?:
        generated = ImportedReactor.GeneratedAction(emits: emits, loading: loading)
      case .generated(let action)?: generated = action
      case nil: generated = ImportedReactor.GeneratedAction()
      }
      var precondition: ActionSpec.Precondition?
      if generated.whenHook {
        precondition = .hook(location)
      } else if let condition = generated.when {
        precondition = .expression(Located(SpecEncoder.dedented(condition), at: location))
      }
      // `- temp: []`: no hook, and nothing emitted.
      return ActionSpec(
        enumCase, emits: generated.emits.map { call($0, at: location) }, namesEmits: !generated.emits.isEmpty || !generated.hasHook,
        callsHook: generated.hasHook, isAsync: generated.isAsync, loading: generated.loading, ignoreWhileLoading: generated.ignoreWhileLoading,
        cancelledBy: generated.cancelledBy, catchMutation: generated.catchMutation, precondition: precondition, reads: generated.reads,
        pacing: pacing.map { ($0.pace, $0.milliseconds) }, at: location)
    }

    /// The reactor with the types declared inside it named as `Reactor.Type` in every type the
    /// spec writes.
    static func qualifyingNestedTypes(_ reactor: ImportedReactor) -> ImportedReactor {
      guard !reactor.nestedTypes.isEmpty else { return reactor }
      func qualify(_ type: String) -> String {
        let parsed = TypeRef(parsing: type)
        let qualified = parsed.qualifying(reactor.nestedTypes, in: reactor.name)
        return qualified == parsed ? type : qualified.text
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

    /// A case as the spec says it; an unlabelled value bound to a name is `_ name: Type`, the
    /// name its hook's parameter takes, where it differs from the name reactorgen derives.
    static func enumCase(_ enumCase: ImportedReactor.EnumCase, names: [String?]? = nil, at location: SourceLocation) -> EnumCaseSpec {
      let derived = GeneratedName.caseValues(caseName: enumCase.name, values: enumCase.values)
      let values = enumCase.values.enumerated().map { index, value in
        let defaultValue = index < enumCase.defaults.count ? enumCase.defaults[index].map(SpecEncoder.dedented) : nil
        var name: String?
        if value.label == nil, let names, index < names.count, let bound = names[index], !reservedValueNames.contains(bound), bound != derived[index]
        {
          name = bound
        }
        return (label: value.label, name: name, type: SpecEncoder.dedented(value.type), defaultValue: defaultValue)
      }
      return EnumCaseSpec(name: enumCase.name, values: values, at: location)
    }

    /// Names reactorgen's generated code uses around a case's values: a value keeps its type's name.
    static let reservedValueNames: Set<String> = [
      "state", "action", "mutation", "event", "self", "provider", "error", "Observable", "Action", "Mutation", "State",
    ]

    /// Whether the reduce operations have a spec form.
    static func canWrite(_ operations: [ImportedReactor.ReduceOperation]) -> Bool {
      var seen: [ImportedReactor.ReduceOperation.Kind] = []
      for operation in operations where seen.last != operation.kind {
        if seen.contains(operation.kind) { return false }
        seen.append(operation.kind)
      }
      return true
    }
  }
#endif
