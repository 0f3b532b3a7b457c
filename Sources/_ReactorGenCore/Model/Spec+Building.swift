import ReactorGenSwift

/// Spec values made outside the decoder, by `reactorgen-import`, which builds a spec from Swift
/// and writes it with ``SpecEncoder``: each element from its parts and the place it stands for.
/// What an element may say beyond these (a repository's store, a service's methods) is set on it.
extension Spec {
  package init(
    file: String, module: String?, imports: [String], access: AccessLevel?, observableState: Bool?, services: [ServiceSpec] = [],
    reactors: [ReactorSpec] = []
  ) {
    let top = SourceLocation(file: file, line: 1, column: 1)
    self.init(
      file: file, version: Located(Spec.supportedVersions[0], at: top), module: module.map { Located($0, at: top) },
      imports: imports.map { Located($0, at: top) }, access: access.map { Located($0, at: top) }, services: services, reactors: reactors)
    self.observableState = observableState.map { Located($0, at: top) }
  }
}

extension ReactorSpec {
  /// A reactor with all it says, each element standing for `location`; `nil` and empty leave a
  /// key unwritten.
  package init(
    name: String, observableState: Bool?, services: [String], dependencies: [String], parameters: [ParameterSpec],
    properties: [PropertySpec], conformances: [ConformingType: [String]], state: StateSpec, initialState: InitialStateSpec,
    actions: [ActionSpec], mutations: [MutationSpec], events: [EventSubscriptionSpec], didInitialize: Bool, willDeinitialize: Bool,
    preludes: [PreludeFunction], reducePostlude: Bool = false, transforms: [TransformStream], access: AccessLevel? = nil,
    actionType: String? = nil, mutationType: String? = nil, at location: SourceLocation
  ) {
    func located<Value>(_ value: Value) -> Located<Value> { Located(value, at: location) }
    self.init(
      name: name, observableState: observableState.map(located), services: services.map(located),
      dependencies: dependencies.map(located), parameters: parameters, state: state, initialState: initialState, actions: actions,
      mutations: mutations, events: events, transforms: transforms.map(located), location: location,
      conformances: conformances.filter { !$0.value.isEmpty }.mapValues { $0.map(located) }, properties: properties,
      didInitialize: didInitialize ? located(true) : nil, willDeinitialize: willDeinitialize ? located(true) : nil,
      preludes: preludes.map(located), postludes: reducePostlude ? [located(.reduce)] : [])
    self.access = access.map(located)
    self.actionType = actionType.map { located(SwiftType($0)) }
    self.mutationType = mutationType.map { located(SwiftType($0)) }
  }
}

extension ParameterSpec {
  package init(label: String?, name: String, type: String, defaultValue: String?, isWeak: Bool = false, at location: SourceLocation) {
    self.init(label: label, name: name, type: SwiftType(type), location: location, defaultValue: defaultValue, isWeak: isWeak)
  }
}

extension PropertySpec {
  /// `type` nil: the wrapper gives it.
  package init(
    name: String, wrappers: [String] = [], type: String?, value: String?, isVariable: Bool, isPublic: Bool = false, isWeak: Bool = false,
    isLazy: Bool = false,
    at location: SourceLocation
  ) {
    self.init(
      name: name, wrappers: wrappers, type: type.map(SwiftType.init), value: value, isVariable: isVariable, location: location, isPublic: isPublic,
      isWeak: isWeak, isLazy: isLazy)
  }
}

extension StateFieldSpec {
  package init(name: String, type: String, defaultValue: String?, isPulse: Bool, isConstant: Bool, at location: SourceLocation) {
    self.init(name: name, type: SwiftType(type), defaultValue: defaultValue, isPulse: isPulse, location: location, isConstant: isConstant)
  }
}

extension EnumCaseSpec {
  /// `values`: each value's label, the name an unlabelled one is bound to, its type and default.
  package init(
    name: String, values: [(label: String?, name: String?, type: String, defaultValue: String?)], at location: SourceLocation
  ) {
    self.init(
      name: name,
      values: values.map {
        AssociatedValue(label: $0.label, name: $0.name, type: SwiftType($0.type), location: location, defaultValue: $0.defaultValue)
      },
      location: location)
  }
}

extension MutationCallSpec {
  package init(name: String, arguments: [String]?, at location: SourceLocation) {
    self.init(name: name, arguments: arguments, location: location)
  }
}

extension ActionSpec {
  /// An action with all it says, each element standing for `location`. `callsHook`: a `mutateX`
  /// hook does (the rest of) the work; `namesEmits`: the spec writes its mutations, even none
  /// (`- dismiss: []`).
  package init(
    _ enumCase: EnumCaseSpec, emits: [MutationCallSpec], namesEmits: Bool, callsHook: Bool, isAsync: Bool, loading: String?,
    ignoreWhileLoading: Bool, cancelledBy: [String], catchMutation: String?, precondition: Precondition?, reads: [String],
    pacing: (pace: ActionPace, milliseconds: Int)?, at location: SourceLocation
  ) {
    func located<Value>(_ value: Value) -> Located<Value> { Located(value, at: location) }
    self.init(
      enumCase: enumCase, emits: emits, namesEmits: namesEmits, callsHook: callsHook, isAsync: isAsync ? located(true) : nil,
      loading: loading.map(located), ignoreWhileLoading: ignoreWhileLoading, cancelledBy: cancelledBy.map(located),
      catchMutation: catchMutation.map(located), precondition: precondition, reads: reads.map(located),
      pacing: pacing.map { located(Pacing(pace: $0.pace, milliseconds: $0.milliseconds)) })
  }
}

extension MutationSpec {
  package init(_ enumCase: EnumCaseSpec, reduce: [ReduceOperation]) {
    self.init(enumCase: enumCase, reduce: reduce)
  }
}

extension ReduceOperation {
  package init(_ kind: ReduceOperationKind, field: String, value: String?, at location: SourceLocation) {
    self.init(kind: kind, field: Located(field, at: location), value: value)
  }
}

extension EventSubscriptionSpec {
  package init(service: String, mappings: [(event: String, mutation: MutationCallSpec)], at location: SourceLocation) {
    self.init(service: Located(service, at: location), mappings: mappings.map { (Located($0.event, at: location), $0.mutation) })
  }
}

extension ServiceSpec {
  /// A service reached through the provider; `protocolName` and `implementationName` when they
  /// are not the defaults (`<Name>Type`, `<Name>`).
  package init(
    service name: String, protocolName: String?, implementationName: String? = nil, classBound: Bool, inheritsBaseService: Bool,
    events: [EnumCaseSpec], methods: [MethodSpec], at location: SourceLocation
  ) {
    self.init(name: name, classBound: classBound, methods: methods, events: events, location: location)
    self.protocolName = protocolName.map { Located($0, at: location) }
    self.implementationName = implementationName.map { Located($0, at: location) }
    self.inheritsBaseService = inheritsBaseService
  }
}

extension MethodSpec {
  /// A method from its declaration as Swift writes it (`func load(id: Int) -> Single<Item>`, no
  /// body); `nil` when the spec cannot say it.
  package init?(declaration: String, at location: SourceLocation) {
    guard let parts = try? SwiftSource.parseFunction(declaration) else { return nil }
    self.init(parts, at: location) { _ in location }
  }

  /// A method from its signature's parts, each parameter at the place `locate` gives for its
  /// offset in the signature's text.
  init(_ parts: SwiftSource.MethodParts, at location: SourceLocation, locatingParameters locate: (Int) -> SourceLocation) {
    self.init(
      name: parts.name, genericParameters: parts.genericParameters,
      parameters: parts.parameters.map { ParameterSpec(label: $0.label, name: $0.name, type: SwiftType($0.type), location: locate($0.offset)) },
      isAsync: parts.isAsync, isThrowing: parts.isThrowing, returnType: parts.returnType.map(SwiftType.init), whereClause: parts.whereClause,
      discardableResult: parts.discardableResult, location: location)
  }
}
