import ReactorGenSwift

/// Checks one reactor and resolves it: references to services, mutations, fields and actions
/// become the things they name; bindings, hooks, loading and cancellation wiring, event coverage
/// and reduce operations are decided here, once.
struct ReactorResolver {
  let spec: ReactorSpec
  let services: [ResolvedService]
  /// Names whose elements failed to decode: references to them are not reported again.
  var unreadable: Set<String> = []
  /// The reactor's own `observableState`, or else the module's.
  var observableState: Located<Bool>? = nil
  /// A public State has a `public init` whose default arguments are the fields' defaults.
  var isPublic = false
  /// The target the reactor joins: its files say which names are typealiases of function types.
  var target = AppTarget()

  /// Reports a reference to something that does not exist, unless it failed to decode.
  private func unknown(_ name: String, _ message: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
    guard !unreadable.contains(SwiftIdentifier.unescaped(name)) else { return }
    diagnostics.error(.specMeaning, message, at: location)
  }

  private var name: String { spec.name }
  private var owner: String { "reactor '\(spec.name)'" }
  private var fieldSpecs: [StateFieldSpec] { spec.stateFields }

  /// Each action's loading mutation (`nil` inside when it has none), by action name.
  private let actionLoading: [String: String?]

  init(
    spec: ReactorSpec, services: [ResolvedService], unreadable: Set<String> = [], observableState: Located<Bool>? = nil, isPublic: Bool = false,
    target: AppTarget = AppTarget()
  ) {
    self.spec = spec
    self.target = target
    self.isPublic = isPublic
    self.services = services
    self.unreadable = unreadable
    self.observableState = observableState
    self.actionLoading = Dictionary(spec.actions.map { ($0.enumCase.name, $0.loading?.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// Members every `Reactor` has; a parameter with one of these names would hide it.
  /// ReactorKit's members of a reactor a parameter or property would hide (its `disposeBag` is
  /// `fileprivate`: a reactor's own, common in apps, hides nothing).
  static let reactorMembers = ["provider", "initialState", "currentState", "action", "state", "stub", scheduler, "isStubEnabled"]

  func resolve(in namespace: inout Namespace, _ diagnostics: inout Diagnostics) -> ResolvedReactor {
    let namesAreUnique = checkUniqueness(&diagnostics)
    let fields = resolvedFields(&diagnostics)
    // Each field resolved once; reduce operations find it by the name the spec wrote.
    let fieldsByName = Dictionary(zip(fieldSpecs.map(\.name), zip(fieldSpecs, fields)).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    let mutations = spec.mutations.map { resolve($0, fields: fieldsByName, &diagnostics) }
    let state: ResolvedState
    switch spec.state {
    case .fields: state = .fields(fields)
    case .model(let type): state = .model(type.value)
    }
    checkState(fields, &diagnostics)
    if case .model(let type) = spec.state {
      checkType(type.value, at: .storedProperty, of: "the state", at: type.location, &diagnostics)
    }
    let parameters = resolveParameters(&diagnostics)
    checkServicesAndMutationsNamed(&diagnostics)
    let usesProvider = spec.usesProvider
    let predicateNames = cancellingActions()
    let table = MutationTable(mutations)
    var actions = spec.actions.map { resolve($0, mutations: table, predicates: predicateNames, fields: fieldsByName, &diagnostics) }
    checkNoEnumHoldsItself(&diagnostics)
    // Cancelling actions a guard can ignore would cancel work by merely arriving: then work
    // listens for the cancelling actions that start instead.
    let cancels = spec.actions.map { predicateNames.contains($0.enumCase.name) }
    let announcesStarts = zip(actions, cancels).contains { action, cancels in cancels && action.canBeIgnored }
    if announcesStarts {
      for index in actions.indices where cancels[index] { actions[index].announcesStart = true }
    }
    let eventSources = spec.events.compactMap { resolve($0, mutations: table, &diagnostics) }
    let isObservable = checkObservableState(&diagnostics)
    checkFunctions(actions: actions, mutations: mutations, eventSources: eventSources, isObservable: isObservable, &diagnostics)
    let declaredElsewhere = checkTypesDeclaredElsewhere(isObservable: isObservable, &diagnostics)
    let initialState = resolveInitialState(fields: fields, &diagnostics)
    let hooks = self.hooks(actions: actions, mutations: mutations, eventSources: eventSources, parameters: parameters, state: state)
    // Actions that cancel work, and paced ones (`transform(action:)` sets them apart), are told
    // apart by a predicate.
    let predicates = spec.actions.filter { predicateNames.contains($0.enumCase.name) || $0.pacing != nil }.map { action in
      let display = SwiftIdentifier.unescaped(action.enumCase.name)
      return ResolvedPredicate(name: Naming.actionPredicate(display), caseName: SwiftIdentifier.escaped(display), displayName: display)
    }
    let transformHooks = spec.transforms.map { transform in
      ResolvedTransform(
        stream: transform.value.rawValue, type: Naming.upperCamel(transform.value.rawValue), hook: Naming.transformHook(transform.value.rawValue)
      )
    }
    let reactor = ResolvedReactor(
      name: name, specFile: Validator.fileName(spec.location.file), location: spec.location,
      logicProtocol: ReactorSummary.logicProtocol(of: name, hasHooks: !hooks.isEmpty),
      files: ReactorFiles(reactor: name),
      testClass: Naming.testClass(name),
      services: services.filter { service in spec.services.contains { $0.value == service.name } },
      usesProvider: usesProvider, parameters: parameters, state: state, initialState: initialState,
      actions: actions, mutations: mutations, eventSources: eventSources, hooks: hooks,
      transformHooks: transformHooks,
      predicates: predicates,
      startedActions: announcesStarts ? Naming.startedActions : nil,
      tests: tests(initialState: initialState, actions: actions, mutations: mutations, transformHooks: transformHooks),
      isObservable: isObservable,
      isPublic: isPublic,
      conformances: resolveConformances(fields: fields, actions: actions, mutations: mutations, isObservable: isObservable, &diagnostics),
      properties: resolveProperties(isObservable: isObservable, &diagnostics),
      paces: ActionPace.allCases.filter { pace in spec.actions.contains { $0.pacing?.value.pace == pace } },
      actionType: declaredElsewhere.action, mutationType: declaredElsewhere.mutation)
    declareNames(of: reactor, in: &namespace, members: namesAreUnique, &diagnostics)
    return reactor
  }

  /// The init parameters, each checked as a member, a stored type and a default argument.
  private func resolveParameters(_ diagnostics: inout Diagnostics) -> [ResolvedParameter] {
    spec.parameters.map { parameter -> ResolvedParameter in
      // A name of the reactor's own (`state`, `scheduler`, `provider` where the reactor holds the
      // provider) is the namespace's to refuse, once (`declareMembers`).
      let name = SwiftIdentifier.unescaped(parameter.name)
      checkMemberName(parameter.name, what: "parameter", at: parameter.location, &diagnostics)
      var type = checkType(parameter.type, at: .storedParameter, of: "parameter '\(name)'", at: parameter.location, in: target, &diagnostics)
      if !parameter.isWeak { type = escapingWhenStored(type) }
      if let value = parameter.defaultValue {
        checkPlace(value, .defaultArgument, at: parameter.location, &diagnostics)
        checkLiteral(value, for: type, what: "the default of parameter '\(parameter.name)'", at: parameter.location, &diagnostics)
      }
      return ResolvedParameter(
        label: parameter.label, name: SwiftIdentifier.escaped(SwiftIdentifier.unescaped(parameter.name)), type: type,
        defaultValue: parameter.defaultValue, isWeak: parameter.isWeak)
    }
  }

  /// `type` as a parameter whose value is stored: a closure the app names (`Handler`, which the
  /// target's files make a function type) escapes, as a function type written out does
  /// (``TypeRef/asStoredParameter``). The one place that asks: init's parameters and State's.
  private func escapingWhenStored(_ type: SwiftType) -> SwiftType {
    target.namesAFunctionType(type.ref) ? SwiftType(.attributed(.escaping, type.ref)) : type
  }

  /// Each service the reactor names exists, and a reactor whose actions name mutations declares them.
  private func checkServicesAndMutationsNamed(_ diagnostics: inout Diagnostics) {
    for service in spec.services where !services.contains(where: { $0.name == service.value }) {
      unknown(
        service.value, "unknown service '\(service.value)'\(Suggestions.didYouMean(service.value, in: services.map(\.name)))", at: service.location,
        &diagnostics)
    }
    // Actions whose hooks only do things (an RxFlow step, a service call) need no mutation:
    // `Mutation` is then `Never`. One that names a mutation needs them declared.
    let namesMutations = spec.actions.contains { ($0.namesEmits && !$0.emits.isEmpty) || $0.loading != nil || $0.catchMutation != nil }
    if namesMutations && spec.mutations.isEmpty && unreadable.isEmpty {
      diagnostics.error(.specMeaning, "\(owner) has actions but no mutations; add the mutations its actions emit", at: spec.location)
    }
  }

  /// An action holding an Action, a mutation a Mutation, inline: the enum would hold itself.
  private func checkNoEnumHoldsItself(_ diagnostics: inout Diagnostics) {
    func check(_ enumCase: EnumCaseSpec, _ nested: String) {
      for value in enumCase.values where value.type.ref.holdsInline(nested) {
        diagnostics.error(
          .specMeaning, Self.nestedTypeCapture("a value of '\(SwiftIdentifier.unescaped(enumCase.name))'", nested, type: value.type),
          at: value.location)
      }
    }
    for action in spec.actions { check(action.enumCase, "Action") }
    for mutation in spec.mutations { check(mutation.enumCase, "Mutation") }
  }

  /// What the functions reactorgen writes can take: switches of a size the compiler checks in
  /// time, `transform(mutation:)` written once, and a switch for each prelude and postlude.
  private func checkFunctions(
    actions: [ResolvedAction], mutations: [ResolvedMutation], eventSources: [ResolvedEventSource], isObservable: Bool,
    _ diagnostics: inout Diagnostics
  ) {
    checkSwitchSize(
      actions.map(\.enumCase), afterBinding: isObservable, switching: ReactorKitFunction.mutate.selector, over: "actions", at: spec.location,
      &diagnostics)
    checkSwitchSize(
      mutations.map(\.enumCase), afterBinding: isObservable, switching: ReactorKitFunction.reduce.selector, over: "mutations", at: spec.location,
      &diagnostics)
    for source in eventSources {
      checkSwitchSize(
        source.mappings.map(\.event), switching: ReactorKitFunction.transform(stream: "mutation").selector,
        over: "mapped events of '\(source.service.name)'",
        remedy: "split the service's events between several services", at: source.location, &diagnostics)
    }
    if let transform = spec.transforms.first(where: { $0.value == .mutation }), !spec.events.isEmpty {
      diagnostics.error(
        .specMeaning,
        "'transform: mutation' cannot be combined with 'events': reactorgen writes transform(mutation:) to merge the events; map the events to mutations instead, or merge them yourself in a transform(mutation:) hook without 'events'",
        at: transform.location)
    }
    // A prelude runs before a switch reactorgen writes: mutate has one with actions (or bindings),
    // reduce with mutations.
    // Each function once: a repeated one is reported as such.
    for prelude in spec.preludes where spec.preludes.first(where: { $0.value == prelude.value })?.location == prelude.location {
      let (cases, what) = prelude.value == .mutate ? (actions.count, "actions") : (mutations.count, "mutations")
      if cases == 0 && !isObservable {
        diagnostics.error(
          .specMeaning,
          "'prelude: \(prelude.value.rawValue)' runs before the switch of \(prelude.value.rawValue), which this reactor does not have (it has no \(what)); remove it",
          at: prelude.location)
      }
    }
    for postlude in spec.postludes where spec.postludes.first?.location == postlude.location {
      if mutations.isEmpty && !isObservable {
        diagnostics.error(
          .specMeaning,
          "'postlude: \(postlude.value.rawValue)' runs after the switch of \(postlude.value.rawValue), which this reactor does not have (it has no mutations); remove it",
          at: postlude.location)
      }
    }
  }

  /// `actionType:` and `mutationType:`: an enum of the app's, declared elsewhere, named plainly
  /// (`typealias Action = T`), whose cases the spec lists for the switch over it; the binding
  /// case observableState adds cannot be added to it.
  private func checkTypesDeclaredElsewhere(isObservable: Bool, _ diagnostics: inout Diagnostics) -> (action: TypeRef?, mutation: TypeRef?) {
    // Most reactors declare both: nothing to make (the arrays below cost every reactor a little).
    guard spec.actionType != nil || spec.mutationType != nil else { return (nil, nil) }
    func check(_ type: Located<SwiftType>?, _ nested: String) -> TypeRef? {
      guard let type else { return nil }
      let key = "'\(nested.lowercased())Type: \(type.value)'"
      let errors = diagnostics.errors.count
      if case .named(let components) = type.value.ref, components.allSatisfy(\.arguments.isEmpty) {
        if components.count == 1, ["Action", "Mutation", "State"].contains(components[0].name) {
          diagnostics.error(
            .specMeaning,
            "\(key): inside the reactor '\(components[0].name)' is the reactor's own, so the typealias would name itself; write the enum with its module's name before it",
            at: type.location)
        } else {
          checkType(type.value, at: .storedProperty, of: "the \(nested)", at: type.location, &diagnostics)
        }
      } else {
        diagnostics.error(
          .specMeaning, "\(key) is not an enum's name; write the name of the enum declared elsewhere, with its module's name if need be",
          at: type.location)
      }
      return diagnostics.errors.count == errors && !isObservable ? type.value.ref : nil
    }
    let elsewhere = [("Action", spec.actionType), ("Mutation", spec.mutationType)].filter { $0.1 != nil }
    if isObservable, let first = elsewhere.first?.1 {
      let names = elsewhere.map { "\($0.0) '\($0.1!.value)'" }.joined(separator: " and ")
      diagnostics.error(
        .specMeaning,
        "observableState adds a 'binding' case to the Action and the Mutation, and this reactor's \(names) \(elsewhere.count == 1 ? "is" : "are") declared elsewhere; write 'observableState: false' for this reactor, or declare them in the spec",
        at: spec.observableState?.location ?? first.location)
    }
    return (
      check(spec.actionType, "Action"), check(spec.mutationType, "Mutation")
    )
  }

  /// The initial state: the fields' defaults, an expression checked against the fields, or the hook.
  private func resolveInitialState(fields: [ResolvedField], _ diagnostics: inout Diagnostics) -> ResolvedInitialState {
    switch spec.initialState {
    case .defaults: return .defaults
    case .expression(let expression):
      checkPlace(expression.value, .initialState, at: expression.location, &diagnostics)
      checkInitialState(expression, fields: fields, &diagnostics)
      return .expression(expression.value)
    case .custom: return .custom(hook: Naming.initialStateHook)
    }
  }

  // MARK: Observable state

  /// Whether the reactor has `observableState`; reports what its macro cannot take: a State that
  /// is an existing type, keyword fields.
  private func checkObservableState(_ diagnostics: inout Diagnostics) -> Bool {
    guard let option = observableState, option.value else { return false }
    if case .model(let type) = spec.state {
      let remedy =
        spec.observableState == nil
        ? "write 'observableState: false' for this reactor" : "declare the state's fields instead, or drop observableState"
      diagnostics.error(
        .specMeaning,
        "\(owner) has observableState, but its State is the existing type '\(type.value)', to which reactorgen cannot attach @ObservableState; \(remedy)",
        at: spec.observableState == nil ? type.location : option.location)
    }
    // The macro spells a field's storage and key path from its name as written, backquotes
    // included (`_\`default\``), which does not compile.
    for field in fieldSpecs where field.name.hasPrefix("`") {
      diagnostics.error(
        .specMeaning,
        "state field '\(SwiftIdentifier.unescaped(field.name))' is a Swift keyword, which @ObservableState cannot observe (its macro would declare '_\(field.name)'); rename the field",
        at: field.location)
    }
    return true
  }

  // MARK: Switch size

  /// The most work a generated switch may ask of Swift's exhaustiveness check (see
  /// ``switchCheckingWork(_:)``): three quarters of where Swift 6.3 gives up.
  static let switchCheckingBudget = 150_000

  /// Swift stops proving a switch exhaustive after a fixed amount of work
  /// (`-switch-checking-invocation-threshold`, 200,000 by default) and reports "unable to check
  /// that this switch is exhaustive in reasonable time". Measured with Swift 6.3.1 on switches
  /// that list an enum's cases in order, that work is about the number of cases before each case
  /// with values, summed: the check gives up at 629 cases with values alone, at 181 after 1,000
  /// cases without, and never with cases without values alone (100,000 checked).
  static func switchCheckingWork(_ cases: [ResolvedCase], afterBinding: Bool = false) -> Int {
    // observableState's `binding` case, with a value, comes first.
    let withValues = (afterBinding ? [true] : []) + cases.map { !$0.values.isEmpty }
    var work = 0
    for (index, hasValues) in withValues.enumerated() where hasValues {
      work += index
    }
    return work
  }

  /// Refuses a switch Swift would refuse to check, naming the reactor's remedy.
  private func checkSwitchSize(
    _ cases: [ResolvedCase], afterBinding: Bool = false, switching function: String, over what: String,
    remedy: String = "split the reactor into smaller ones",
    at location: SourceLocation, _ diagnostics: inout Diagnostics
  ) {
    let work = Self.switchCheckingWork(cases, afterBinding: afterBinding)
    guard work > Self.switchCheckingBudget else { return }
    let withValues = cases.filter { !$0.values.isEmpty }.count
    diagnostics.error(
      .specMeaning,
      "\(function) of \(owner) would switch over \(cases.count) \(what), \(withValues) of them with values: more than Swift can prove exhaustive (it gives up at about 600 cases with values, fewer when they follow many cases without); \(remedy)",
      at: location)
  }

  // MARK: Names

  /// Reports duplicate names; returns whether there were none.
  @discardableResult
  private func checkUniqueness(_ diagnostics: inout Diagnostics) -> Bool {
    let before = diagnostics.errors.count
    checkUnique(spec.actions.map { ($0.enumCase.name, $0.enumCase.location) }, what: "action", in: owner, &diagnostics)
    checkUnique(spec.mutations.map { ($0.enumCase.name, $0.enumCase.location) }, what: "mutation", in: owner, &diagnostics)
    checkUnique(fieldSpecs.map { ($0.name, $0.location) }, what: "state field", in: owner, &diagnostics)
    checkUnique(spec.parameters.map { ($0.name, $0.location) }, what: "parameter", in: owner, &diagnostics)
    checkUnique(spec.services.map { ($0.value, $0.location) }, what: "service", in: owner, &diagnostics)
    checkUnique(spec.events.map { ($0.service.value, $0.service.location) }, what: "event source", in: owner, &diagnostics)
    checkUnique(spec.transforms.map { ($0.value.rawValue, $0.location) }, what: "transform", in: owner, &diagnostics)
    checkUnique(spec.preludes.map { ($0.value.rawValue, $0.location) }, what: "prelude", in: owner, &diagnostics)
    checkUnique(spec.postludes.map { ($0.value.rawValue, $0.location) }, what: "postlude", in: owner, &diagnostics)
    return diagnostics.errors.count == before
  }

  /// Registers the names a reactor declares outside its own types: its types and its files. The
  /// only names through which a reactor can clash with another element, so a reused reactor
  /// (``KeptReactor``) declares these and nothing else.
  static func declareModuleNames(
    of reactor: ReactorSummary, at location: SourceLocation, in namespace: inout Namespace, _ diagnostics: inout Diagnostics
  ) {
    declareModuleNames(of: reactor.name, hasHooks: !reactor.hooks.isEmpty, at: location, in: &namespace, &diagnostics)
  }

  /// The same, from what they depend on: a resolved reactor need not spell its hooks' selectors
  /// for a summary.
  static func declareModuleNames(
    of name: String, hasHooks: Bool, at location: SourceLocation, in namespace: inout Namespace, _ diagnostics: inout Diagnostics
  ) {
    let remedy = "rename the reactor"
    namespace.declare(name, .type, what: "reactor '\(name)'", in: .module, at: location, remedy: remedy, diagnostics: &diagnostics)
    if let logic = ReactorSummary.logicProtocol(of: name, hasHooks: hasHooks) {
      namespace.declare(
        logic, .type, what: "the protocol '\(logic)' of reactor '\(name)'", in: .module, at: location, remedy: remedy, seenByTests: false,
        diagnostics: &diagnostics)
    }
    let testClass = Naming.testClass(name)
    namespace.declare(
      testClass, .type, what: "the test case '\(testClass)' of reactor '\(name)'", in: .module, at: location, remedy: remedy,
      seenByTests: false,
      diagnostics: &diagnostics)
  }

  /// Registers every name the reactor's files declare, at the spec element that causes it.
  /// Members are left out when the spec repeats a name: that is already an error, and the names
  /// derived from it would only repeat it.
  private func declareNames(
    of reactor: ResolvedReactor, in namespace: inout Namespace, members declareMembers: Bool, _ diagnostics: inout Diagnostics
  ) {
    let location = spec.location
    Self.declareModuleNames(of: reactor.name, hasHooks: !reactor.hooks.isEmpty, at: location, in: &namespace, &diagnostics)

    guard declareMembers else { return }

    declareClassMembers(of: reactor, in: &namespace, &diagnostics)
    declareCasesAndFields(of: reactor, in: &namespace, &diagnostics)

    // The test case's methods.
    let testMembers = Namespace.Scope.members(of: reactor.testClass)
    for test in reactor.tests {
      namespace.declare(
        test.name, .function(FunctionSelector.Name(test.name, labels: [])), what: "the test '\(test.name)'", in: testMembers, at: test.location,
        remedy: "rename one of the cases; their test names differ only in the first letter's case", diagnostics: &diagnostics)
    }
  }

  /// The class's members: ReactorKit's, the generated ones, the parameters and the hooks.
  private func declareClassMembers(of reactor: ResolvedReactor, in namespace: inout Namespace, _ diagnostics: inout Diagnostics) {
    let location = spec.location
    let remedy = "rename the reactor"
    let members = Namespace.Scope.members(of: name)
    // A `scheduler` property is ReactorKit 3.2's own, overridden, so it clashes with nothing.
    let overridden = spec.properties.contains(where: Self.overridesScheduler) ? Self.scheduler : nil
    for member in Self.reactorMembers where (member != "provider" || reactor.usesProvider) && member != overridden {
      namespace.declare(
        member, .property, what: "the reactor's own '\(member)'", in: members, at: location, remedy: remedy, diagnostics: &diagnostics)
    }
    if let subject = reactor.startedActions {
      namespace.declare(
        subject, .property, what: "the reactor's '\(subject)' (the cancelling actions that passed their guards)",
        in: members, at: location, remedy: remedy, diagnostics: &diagnostics)
    }
    for pace in reactor.paces {
      namespace.declare(
        Naming.paceScheduler(pace), .property, what: "the reactor's '\(Naming.paceScheduler(pace))' (what \(pace.participle) actions wait on)",
        in: members,
        at: location, remedy: remedy, diagnostics: &diagnostics)
    }
    for type in ["Action", "Mutation", "State"] {
      namespace.declare(type, .type, what: "the reactor's '\(type)'", in: members, at: location, remedy: remedy, diagnostics: &diagnostics)
    }
    let reactorKitFunctions = [
      ("mutate", ["action"]), ("reduce", ["state", "mutation"]), ("transform", ["action"]), ("transform", ["mutation"]), ("transform", ["state"]),
    ]
    for function in reactorKitFunctions.map({ FunctionSelector.Name($0, labels: $1) }) {
      namespace.declare(
        function.base, .function(function), what: "ReactorKit's '\(function.selector)'", in: members, at: location, remedy: remedy,
        diagnostics: &diagnostics)
    }
    for (parameter, source) in zip(reactor.parameters, spec.parameters) {
      namespace.declare(
        parameter.name, .property, what: "parameter '\(SwiftIdentifier.unescaped(parameter.name))'", in: members, at: source.location,
        remedy: "rename the parameter", diagnostics: &diagnostics)
    }
    for (property, source) in zip(reactor.properties, spec.properties) {
      namespace.declare(
        property.name, .property, what: "property '\(SwiftIdentifier.unescaped(property.name))'", in: members, at: source.location,
        remedy: "rename the property", diagnostics: &diagnostics)
    }
    for hook in reactor.hooks {
      namespace.declare(
        hook.name, .function(hook.function), what: "the hook '\(hook.selector)' of \(hook.origin)", in: members, at: hook.location,
        remedy: "rename one of them", diagnostics: &diagnostics)
    }
  }

  /// `Action`'s and `Mutation`'s cases, the `isXxxAction` helpers beside them, and the State's
  /// fields with the storage their wrappers declare.
  private func declareCasesAndFields(of reactor: ResolvedReactor, in namespace: inout Namespace, _ diagnostics: inout Diagnostics) {
    let location = spec.location
    let actionMembers = Namespace.Scope.members(ofNested: "Action", in: name)
    let mutationMembers = Namespace.Scope.members(ofNested: "Mutation", in: name)
    let stateMembers = Namespace.Scope.members(ofNested: "State", in: name)
    if reactor.isObservable, let option = observableState {
      let binding = Naming.bindingCase
      let what = "the case '\(binding)' that observableState adds"
      namespace.declare(
        binding, .enumCase, what: what, in: actionMembers, at: option.location, remedy: "rename the action", diagnostics: &diagnostics)
      namespace.declare(
        binding, .enumCase, what: what, in: mutationMembers, at: option.location, remedy: "rename the mutation", diagnostics: &diagnostics)
      // The macro's setters pass these functions on by their base name: a field of that name hides them.
      namespace.declare(
        "shouldNotifyObservers", .property, what: "the 'shouldNotifyObservers' functions that @ObservableState adds to the State", in: stateMembers,
        at: option.location, remedy: "rename the field", diagnostics: &diagnostics)
    }
    for (mutation, source) in zip(reactor.mutations, spec.mutations) {
      namespace.declare(
        mutation.enumCase.displayName, .enumCase, what: "mutation '\(mutation.enumCase.displayName)'", in: mutationMembers,
        at: source.enumCase.location, remedy: "rename the mutation", diagnostics: &diagnostics)
    }
    let actionLocations = Dictionary(
      spec.actions.map { (SwiftIdentifier.unescaped($0.enumCase.name), $0.enumCase.location) }, uniquingKeysWith: { first, _ in first })
    for (action, source) in zip(reactor.actions, spec.actions) {
      namespace.declare(
        action.enumCase.displayName, .enumCase, what: "action '\(action.enumCase.displayName)'", in: actionMembers, at: source.enumCase.location,
        remedy: "rename the action", diagnostics: &diagnostics)
    }
    for predicate in reactor.predicates {
      namespace.declare(
        predicate.name, .function(FunctionSelector.Name(predicate.name, labels: ["_"])),
        what: "the helper '\(predicate.name)' of action '\(predicate.displayName)'", in: actionMembers,
        at: actionLocations[predicate.displayName] ?? location, remedy: "rename the action", diagnostics: &diagnostics)
    }
    for (field, source) in zip(reactor.state.fields, fieldSpecs) {
      namespace.declare(
        field.name, .property, what: "state field '\(SwiftIdentifier.unescaped(field.name))'", in: stateMembers, at: source.location,
        remedy: "rename the field", diagnostics: &diagnostics)
    }
    // `@Pulse` keeps a field's value in `_field`; so does `@ObservableState`, for every field
    // whose name does not start with `_` (it leaves those alone).
    for (field, source) in zip(reactor.state.fields, fieldSpecs)
    where field.isPulse || (reactor.isObservable && !SwiftIdentifier.unescaped(field.name).hasPrefix("_")) {
      let storage = Naming.fieldStorage(field.name)
      namespace.declare(
        storage, .property,
        what:
          "the storage '\(storage)' that \(field.isPulse ? "@Pulse" : "@ObservableState") declares for state field '\(SwiftIdentifier.unescaped(field.name))'",
        in: stateMembers, at: source.location, remedy: "rename one of the fields", diagnostics: &diagnostics)
    }
  }

  /// The test methods of the reactor's test case: one for each piece of logic the user writes
  /// (a custom initial state, a reduce hook, an action whose outcome passes through a hook: its
  /// own, its `when:` hook or a transform hook). What the spec declares, reactorgen generates and its own tests
  /// check: a skeleton that tested it again would test reactorgen, not the app.
  private func tests(
    initialState: ResolvedInitialState, actions: [ResolvedAction], mutations: [ResolvedMutation], transformHooks: [ResolvedTransform]
  ) -> [ResolvedTest] {
    var tests: [ResolvedTest] = []
    if case .custom = initialState {
      tests.append(ResolvedTest(name: "testInitialState", subject: .initialState, location: spec.location))
    }
    for (index, (mutation, source)) in zip(mutations, spec.mutations).enumerated() {
      if case .hook = mutation.reduce {
        tests.append(
          ResolvedTest(name: Naming.reduceTest(mutation.enumCase.displayName), subject: .reduce(mutation: index), location: source.enumCase.location))
      }
    }
    for (index, (action, source)) in zip(actions, spec.actions).enumerated()
    where action.hook != nil || action.hasPreconditionHook || !transformHooks.isEmpty {
      tests.append(ResolvedTest(name: Naming.actionTest(action.enumCase.displayName), subject: .action(index), location: source.enumCase.location))
    }
    return tests
  }

  // MARK: Conformances and properties

  /// Checks each conformance where reactorgen can tell it cannot hold, by meaning (a protocol is
  /// the same qualified by a module the generated code imports, `ReactorKit.Reactor`, or not): a
  /// protocol named twice or one the generated code adopts already, the reactor's own hooks'
  /// protocol or the reactor itself, a type that does not exist (no actions, no mutations, a
  /// model as the state), `CaseIterable` where a case has values, and a synthesized
  /// conformance (`Equatable`, `Hashable`, `Codable`) over a value Swift cannot synthesize it
  /// from, or a `let` with a value a decoder cannot set. Anything else is the compiler's to say.
  private func resolveConformances(
    fields: [ResolvedField], actions: [ResolvedAction], mutations: [ResolvedMutation], isObservable: Bool, _ diagnostics: inout Diagnostics
  ) -> [ConformingType: [TypeRef]] {
    var resolved: [ConformingType: [TypeRef]] = [:]
    let declared: [ConformingType: [String]] = [.reactor: ["Reactor"], .action: isObservable ? ["BindableAction"] : [], .state: [], .mutation: []]
    for type in ConformingType.allCases {
      guard let written = spec.conformances[type] else { continue }
      var seen = Set(declared[type] ?? [])
      for conformance in written {
        let ref = TypeRef(parsing: conformance.value)
        guard case .named = ref else {
          diagnostics.error(
            .specMeaning, "'\(conformance.value)' is not a protocol's name; write one protocol per item, e.g. '[Equatable, Sendable]'",
            at: conformance.location)
          continue
        }
        let name = Self.meaning(of: ref)
        if type == .reactor, name == Naming.logicProtocol(self.name) || name == self.name {
          let problem =
            name == self.name
            ? "the reactor cannot conform to itself"
            : "'\(name)' is the protocol of the reactor's hooks, which reactorgen adopts itself where the reactor has hooks"
          diagnostics.error(.specMeaning, "'reactor' conforms to '\(ref.text)': \(problem); remove it", at: conformance.location)
          continue
        }
        guard seen.insert(name).inserted else {
          let already = declared[type]?.contains(name) == true ? "reactorgen declares it already" : "it is listed twice"
          diagnostics.error(.specMeaning, "'\(type.rawValue)' conforms to '\(ref.text)' once: \(already); remove it", at: conformance.location)
          continue
        }
        if let problem = problem(
          of: ref, named: name, on: type, fields: fields, actions: actions, mutations: mutations, isObservable: isObservable)
        {
          diagnostics.error(.specMeaning, problem, at: conformance.location)
          continue
        }
        resolved[type, default: []].append(ref)
      }
    }
    return resolved
  }

  /// Why `type` cannot conform to `ref` (its meaning `name`), as far as reactorgen can tell; nil
  /// when it may.
  private func problem(
    of ref: TypeRef, named name: String, on type: ConformingType, fields: [ResolvedField], actions: [ResolvedAction],
    mutations: [ResolvedMutation], isObservable: Bool
  ) -> String? {
    if let problem = missingType(type, actions: actions, mutations: mutations, isObservable: isObservable) {
      return problem
    }
    if isObservable, name == "Hashable" || name == "Codable" || name == "Encodable" || name == "Decodable", type == .action || type == .mutation {
      return
        "'\(type.rawValue)' cannot be '\(ref.text)' with observableState: its binding case carries a BindingAction<State>, which is Equatable but not \(name == "Hashable" ? "Hashable" : "Codable"); use 'Equatable'"
    }
    let values: [(String, SwiftType)]
    switch type {
    case .state: values = fields.map { ("state field '\(SwiftIdentifier.unescaped($0.name))'", $0.type) }
    case .action:
      values = actions.flatMap { action in action.enumCase.values.map { ("a value of action '\(action.enumCase.displayName)'", $0.type) } }
    case .mutation:
      values = mutations.flatMap { mutation in
        mutation.enumCase.values.map { ("a value of mutation '\(mutation.enumCase.displayName)'", $0.type) }
      }
    case .reactor: values = []
    }
    if name == "CaseIterable", type != .reactor {
      // Swift synthesizes `allCases` for an enum whose cases have no values.
      let valued = type == .action ? actions.first { !$0.enumCase.values.isEmpty }?.enumCase.displayName : nil
      let valuedMutation = type == .mutation ? mutations.first { !$0.enumCase.values.isEmpty }?.enumCase.displayName : nil
      let reason =
        type == .state
        ? "Swift synthesizes allCases for an enum, and the state is a struct"
        : isObservable
          ? "its binding case (observableState) has a value, and Swift synthesizes allCases only where no case has one"
          : (valued ?? valuedMutation).map { "\(type.rawValue) '\($0)' has a value, and Swift synthesizes allCases only where no case has one" }
      if let reason {
        return "'\(type.rawValue)' cannot be '\(ref.text)': \(reason); drop the conformance"
      }
    }
    return synthesisProblem(of: ref, named: name, on: type, fields: fields, values: values)
  }

  /// Why Swift cannot synthesize or check `ref` on `type` from its stored `values`: a function
  /// that is not `@Sendable`, ReactorKit's Pulse, a value it cannot compare or code, a decoded `let`.
  private func synthesisProblem(
    of ref: TypeRef, named name: String, on type: ConformingType, fields: [ResolvedField], values: [(String, SwiftType)]
  ) -> String? {
    if name == "Sendable" {
      // Swift checks every stored value: a function must be `@Sendable`, and ReactorKit's
      // Pulse is not Sendable. Other types are the compiler's to check, at their spec line.
      if type == .state, let pulse = fields.first(where: \.isPulse) {
        return
          "'state' cannot be 'Sendable': @Pulse field '\(SwiftIdentifier.unescaped(pulse.name))' is stored as ReactorKit's Pulse, which is not Sendable; drop @Pulse or the conformance"
      }
      if let (what, valueType) = values.first(where: { $0.1.ref.holdsNonSendableFunction }) {
        return
          "'\(type.rawValue)' cannot be 'Sendable': \(what) is '\(valueType)', a function that is not '@Sendable'; write it '@Sendable', or drop the conformance"
      }
    }
    let synthesizes = TypeRef.named("Int").allowsSynthesizing(name) != nil
    if synthesizes && type != .reactor {
      let coding = name != "Equatable" && name != "Hashable"
      if type == .state, let pulse = fields.first(where: \.isPulse) {
        return
          "'state' cannot be '\(ref.text)': Swift synthesizes it from every stored value, and @Pulse field '\(SwiftIdentifier.unescaped(pulse.name))' is stored as ReactorKit's Pulse, which is \(coding ? "not Codable" : "neither Equatable nor Hashable"); drop @Pulse or the conformance"
      }
      if let (what, valueType) = values.first(where: { $0.1.ref.allowsSynthesizing(name) == false }) {
        return
          "'\(type.rawValue)' cannot be '\(ref.text)': Swift synthesizes it from every value, and \(what) is '\(valueType)', which it cannot \(coding ? "encode or decode (a function, tuple, existential or Result)" : "compare (a function, tuple or existential)"); change that type or drop the conformance"
      }
      if coding, name != "Encodable", type == .state, let constant = fields.first(where: { $0.isConstant && $0.defaultValue != nil }) {
        return
          "'state' cannot be '\(ref.text)' as written: state field '\(SwiftIdentifier.unescaped(constant.name))' is a 'let' with a value, which decoding cannot set (Swift warns); make it 'var', or give its value in init"
      }
    }
    return nil
  }

  /// A conformance's protocol by meaning: its name, without a module the generated code imports
  /// (`ReactorKit.Reactor` is `Reactor`, `Swift.Equatable` is `Equatable`).
  static func meaning(of ref: TypeRef) -> String {
    guard case .named(let components) = ref.canonical else { return ref.text }
    if components.count == 2, components[1].arguments.isEmpty, Self.importedModules.contains(components[0].name) { return components[1].name }
    return ref.canonical.text
  }

  private static let importedModules: Set<String> = ["Swift", "ReactorKit", "ReactorKitObservation", "RxSwift", "RxRelay", "Foundation"]

  /// Inside the reactor, `State`, `Action` and `Mutation` are its own: a value of one that holds
  /// itself inline has infinite size. A model of the app's named so needs its module's name.
  static func nestedTypeCapture(_ what: String, _ nested: String, type: SwiftType) -> String {
    "\(what) is '\(type)', and inside the reactor '\(nested)' is the reactor's own \(nested), which would then hold itself (infinite size); a type of yours named '\(nested)' is written with its module's name ('MyApp.\(nested)'), or keep the reactor's own behind an array"
  }

  /// With observable state, Action and Mutation exist even without cases of the spec's: each has
  /// the binding case.
  private func missingType(_ type: ConformingType, actions: [ResolvedAction], mutations: [ResolvedMutation], isObservable: Bool) -> String? {
    switch type {
    case .state: if case .model(let model) = spec.state { return "the state is '\(model.value)', declared elsewhere: declare its conformances there" }
    case .action:
      if let type = spec.actionType { return "the Action is '\(type.value)', declared elsewhere: declare its conformances there" }
      if actions.isEmpty && !isObservable { return "the reactor has no actions ('Action' is 'Never'): there is no Action to conform" }
    case .mutation:
      if let type = spec.mutationType { return "the Mutation is '\(type.value)', declared elsewhere: declare its conformances there" }
      if mutations.isEmpty && !isObservable { return "the reactor has no mutations ('Mutation' is 'Never'): there is no Mutation to conform" }
    case .reactor: break
    }
    return nil
  }

  /// ReactorKit 3.2's `var scheduler: Scheduler`, what the state stream is observed on, which a
  /// reactor may override (ReactorKit main has none).
  static let scheduler = "scheduler"

  /// Whether `property` is the override of ReactorKit 3.2's `scheduler`.
  static func overridesScheduler(_ property: PropertySpec) -> Bool { SwiftIdentifier.unescaped(property.name) == scheduler }

  /// The override of ReactorKit 3.2's `scheduler`: of its type, on a reactor that is not
  /// observable (`observableState` is ReactorKit main's, which has no `scheduler`).
  private func checkSchedulerOverride(_ property: PropertySpec, type: SwiftType?, isObservable: Bool, _ diagnostics: inout Diagnostics) {
    let fix = "write 'scheduler: Scheduler = MainScheduler.instance', ReactorKit 3.2's type"
    let ofItsType = type.map { [.named("Scheduler"), .qualified("ReactorKit", "Scheduler")].contains($0.ref) } ?? false
    if isObservable {
      diagnostics.error(
        .specMeaning,
        "property 'scheduler' overrides ReactorKit 3.2's 'scheduler', which ReactorKit main (that observableState needs) no longer has: remove the property",
        at: property.location)
    } else if !ofItsType || !property.wrappers.isEmpty || property.isWeak || property.value == nil {
      // `Scheduler`, not `ImmediateSchedulerType`: on ReactorKit main, which has no `scheduler`,
      // the compiler then reports the property instead of keeping it unused.
      diagnostics.error(
        .specMeaning, "property 'scheduler' overrides ReactorKit 3.2's 'scheduler', whose type is 'Scheduler', with a value: \(fix)",
        at: property.location)
    }
  }

  private func resolveProperties(isObservable: Bool, _ diagnostics: inout Diagnostics) -> [ResolvedProperty] {
    spec.properties.map { property in
      // A name ReactorKit's members or the reactor's others hold is the namespace's to report.
      let name = SwiftIdentifier.unescaped(property.name)
      checkMemberName(property.name, what: "property", at: property.location, &diagnostics)
      let overridesScheduler = Self.overridesScheduler(property)
      let type = property.type.map { checkType($0, at: .storedProperty, of: "property '\(name)'", at: property.location, &diagnostics) }
      if overridesScheduler { checkSchedulerOverride(property, type: type, isObservable: isObservable, &diagnostics) }
      // Swift's rule: a weak reference is an optional `var` (nil once the object goes), unwrapped.
      let weakMistake = property.isWeak && (!property.isVariable || type?.ref.isOptional != true || !property.wrappers.isEmpty)
      if weakMistake {
        diagnostics.error(
          .specMeaning,
          "property '\(name)' is 'weak', so it is an optional 'var' without a wrapper (Swift's rule): write 'weak var \(name): \(property.type.map { $0.ref.isOptional ? $0.text : $0.text + "?" } ?? "Type?")'",
          at: property.location)
      }
      // Swift's rule: a lazy property is a `var` with its value and no wrapper.
      let lazyMistake = property.isLazy && (!property.isVariable || property.value == nil || !property.wrappers.isEmpty)
      if lazyMistake {
        diagnostics.error(
          .specMeaning,
          "property '\(name)' is 'lazy', so it is a 'var' with a value and no wrapper (Swift's rule): write 'lazy var \(name): \(property.type?.text ?? "Type") = ...'",
          at: property.location)
      }
      let ownershipMistake = weakMistake || lazyMistake
      var value = property.value
      if let wrapper = property.wrappers.first, !property.isVariable, !ownershipMistake {
        // Swift's rule: a wrapped property is a `var`, whose wrapper stores its value.
        diagnostics.error(
          .specMeaning, "property '\(name)' has the wrapper '@\(wrapper)', so it is a 'var' (Swift's rule): write 'var \(name)'",
          at: property.location)
      }
      if let text = value {
        checkPlace(text, .propertyValue, at: property.valueLocation ?? property.location, &diagnostics)
        // A value comes with a type (the decoder asks for one), so only a wrapper's is left out.
        if let type { checkLiteral(text, for: type, what: "the value of property '\(name)'", at: property.location, &diagnostics) }
      } else if (property.isVariable && type?.ref.isOptional == true) || !property.wrappers.isEmpty {
        // Nil to start with, or what the wrapper's `init()` gives.
        value = nil
      } else if !ownershipMistake {
        diagnostics.error(
          .specMeaning,
          "property '\(name)' needs a value, assigned in init: '\(name): \(property.type?.text ?? "Type") = ...'\(property.isVariable ? "" : " (or 'var \(name)' of an optional type, which starts as nil)")",
          at: property.location)
      }
      if property.isPublic, !isPublic {
        diagnostics.error(
          .specMeaning,
          "property '\(name)' is 'public', but the reactor is not: a public member of it is public to no other module; remove 'public', or set 'access: public'",
          at: property.location)
      }
      var resolved = ResolvedProperty(
        name: SwiftIdentifier.escaped(name), wrappers: property.wrappers, type: type, isVariable: property.isVariable,
        // A public reactor's witness of ReactorKit's requirement is public, as Swift requires.
        isPublic: (property.isPublic || overridesScheduler) && isPublic, isWeak: property.isWeak, isLazy: property.isLazy, value: value,
        valueLocation: property.valueLocation)
      // One wrapper with arguments and a value: made whole in init, as Swift makes it.
      if value != nil, property.wrappers.count == 1, let split = try? SwiftSource.splitCall(property.wrappers[0]), let arguments = split.arguments,
        !arguments.trimmingSpaces.isEmpty
      {
        resolved.wrapperWithArguments = ResolvedProperty.WrapperCall(
          written: split.name, type: TypeRef(parsing: split.name),
          arguments: SwiftSource.splitTopLevel(arguments, on: ",").map { SwiftSource.splitLabel($0.text.trimmingSpaces) }.map {
            ($0.label, $0.expression)
          })
      }
      return resolved
    }
  }

  // MARK: State

  private func resolvedFields(_ diagnostics: inout Diagnostics) -> [ResolvedField] {
    fieldSpecs.map { field in
      checkMemberName(field.name, what: "state field", at: field.location, &diagnostics)
      let type = checkType(
        field.type, at: .storedProperty, of: "state field '\(SwiftIdentifier.unescaped(field.name))'", at: field.location, &diagnostics)
      if type.ref.holdsInline("State") {
        diagnostics.error(
          .specMeaning, Self.nestedTypeCapture("state field '\(SwiftIdentifier.unescaped(field.name))'", "State", type: type), at: field.location)
      }
      if let value = field.defaultValue {
        checkPlace(value, .stateDefault(isAlsoDefaultArgument: isPublic), at: field.location, &diagnostics)
        checkLiteral(value, for: type, what: "the default of '\(field.name)'", at: field.location, &diagnostics)
      }
      if field.isConstant && field.isPulse {
        diagnostics.error(
          .specMeaning,
          "@Pulse field '\(SwiftIdentifier.unescaped(field.name))' cannot be 'let': a pulse counts its assignments; write it without 'let'",
          at: field.location)
      }
      return ResolvedField(
        name: SwiftIdentifier.escaped(SwiftIdentifier.unescaped(field.name)), type: type, defaultValue: field.defaultValue, isPulse: field.isPulse,
        isConstant: field.isConstant, storedParameterType: escapingWhenStored(type).ref.asStoredParameter)
    }
  }

  private func checkState(_ fields: [ResolvedField], _ diagnostics: inout Diagnostics) {
    switch (spec.state, spec.initialState) {
    case (.fields, .defaults):
      // A `let` pulse is refused already (a `let T?` does not start as nil, which is why it has none).
      for (field, source) in zip(fields, fieldSpecs) where field.implicitDefault == nil && !(field.isPulse && field.isConstant) {
        diagnostics.error(
          .specMeaning,
          field.isPulse
            ? "@Pulse field '\(source.name)' needs a default value (only a 'T?' field starts as nil), or set 'initialState'"
            : "state field '\(source.name)' has no default value; give it one ('\(source.name): \(source.type) = ...') or set 'initialState'",
          at: source.location)
      }
    case (.model(let type), .defaults):
      diagnostics.error(
        .specMeaning,
        "a reactor whose state is '\(type.value)' needs 'initialState', e.g. an init parameter: 'initialState: \(Naming.variableName(for: type.value.ref))'",
        at: type.location)
    default:
      break
    }
  }

  /// Whether `type` is the reactor's State as a call names it: `State` or `Self.State`.
  /// `State(...)` or `.init(...)` with labels: they must be the fields' labels, in order, with
  /// every field that has no default.
  private func checkInitialState(_ expression: Located<String>, fields: [ResolvedField], _ diagnostics: inout Diagnostics) {
    guard case .fields = spec.state else { return }
    guard let call = SwiftSource.initializerArguments(in: expression.value, namesType: { GeneratedName.namesState($0) }) else { return }
    let (text, arguments) = (call.text, call.arguments)
    let pieces = arguments.trimmingSpaces.isEmpty ? [] : SwiftSource.splitTopLevel(arguments, on: ",")
    let all = fields
    let fields = fields.filter(\.isInitialized)
    var remaining = fields[...]
    for piece in pieces {
      let argument = SwiftSource.splitLabel(piece.text)
      let location = expression.location.advanced(by: call.argumentsOffset + piece.offset, in: text)
      guard let label = argument.label else {
        diagnostics.error(
          .specMeaning, "State's initializer takes labelled arguments ('\(fields.first.map { SwiftIdentifier.unescaped($0.name) } ?? "field"): ...')",
          at: location)
        return
      }
      guard let index = remaining.firstIndex(where: { SwiftIdentifier.unescaped($0.name) == SwiftIdentifier.unescaped(label) }) else {
        if all.contains(where: { !$0.isInitialized && SwiftIdentifier.unescaped($0.name) == SwiftIdentifier.unescaped(label) }) {
          diagnostics.error(
            .specMeaning, "'\(label)' is a 'let' field with its value: State's initializer does not take it; leave it out, or drop its default",
            at: location)
          return
        }
        let known = fields.map { SwiftIdentifier.unescaped($0.name) }
        let message =
          known.contains(SwiftIdentifier.unescaped(label))
          ? "'\(label)' is out of order; State's initializer takes its fields in declaration order (\(known.joined(separator: ", ")))"
          : "State has no field '\(label)'\(Suggestions.didYouMean(label, in: known))"
        diagnostics.error(.specMeaning, message, at: location)
        return
      }
      for skipped in remaining[..<index] where skipped.implicitDefault == nil {
        diagnostics.error(.specMeaning, "State's initializer needs '\(SwiftIdentifier.unescaped(skipped.name))' before '\(label)'", at: location)
        return
      }
      let value = argument.expression
      checkLiteral(value, for: fields[index].type, what: "the value of '\(label)'", at: location, &diagnostics)
      remaining = remaining[(index + 1)...]
    }
    if let missing = remaining.first(where: { $0.implicitDefault == nil }) {
      diagnostics.error(.specMeaning, "State's initializer needs '\(SwiftIdentifier.unescaped(missing.name))'", at: expression.location)
    }
  }

  // MARK: Mutations

  /// When a field's type is a near miss of the type its mutation needs (`Itn` set with an `Int`),
  /// the mistake is the field's: says so once, where the field is declared, and returns true.
  private func reportedTypo(of field: StateFieldSpec, intended: [String], _ diagnostics: inout Diagnostics) -> Bool {
    let written = field.type.text
    // Only a name Swift's standard types do not have (`Itn`, not `String` set with a `String?`).
    guard SwiftIdentifier.isValid(written), field.type.ref.literalKind == nil,
      let guess = Suggestions.closest(to: written, in: intended.filter(SwiftIdentifier.isValid)), guess != written
    else { return false }
    diagnostics.errorOnce(
      .specMeaning,
      "state field '\(field.name)' has type '\(written)', which looks like a typo for '\(guess)' (its mutations use \(guess)); fix the field's type",
      at: field.location)
    return true
  }

  private func resolve(_ mutation: MutationSpec, fields: [String: (StateFieldSpec, ResolvedField)], _ diagnostics: inout Diagnostics)
    -> ResolvedMutation
  {
    let enumCase = mutation.enumCase
    // A mutation's values are named after the fields they set; a single element appended to
    // `items` is not itself `items`.
    let consumers = mutation.reduce.filter(\.consumesValue)
    let preferred: [String?] = zip(consumers, enumCase.values).map { operation, value in
      operation.kind == .append && value.type.ref.arrayElement == nil ? nil : operation.field.value
    }
    let resolvedCase = resolveCase(enumCase, preferred: preferred, &diagnostics)
    guard !mutation.reduce.isEmpty else {
      return ResolvedMutation(enumCase: resolvedCase, reduce: .hook(Naming.mutationHook(resolvedCase.displayName)))
    }
    var operations: [ResolvedOperation] = []
    var nextValue = 0
    let name = resolvedCase.displayName
    for operation in mutation.reduce {
      // Looked up here, not returned by a helper: a tuple of both copied out cost 800 instructions
      // an operation.
      guard let (fieldSpec, field) = fields[operation.field.value], !field.isConstant else {
        reportUnwritableField(of: operation, constant: fields[operation.field.value]?.0, &diagnostics)
        // The operation still takes its value, so that the mistake gives one error.
        if operation.consumesValue { nextValue += 1 }
        continue
      }
      let fieldType = field.type.ref
      switch operation.kind {
      case .set where operation.value != nil:
        let value = operation.value ?? ""
        checkPlace(value, .reducedValue, at: operation.field.location, &diagnostics)
        checkLiteral(value, for: field.type, what: "the value of 'set: \(fieldSpec.name)'", at: operation.field.location, &diagnostics)
        operations.append(ResolvedOperation(field: field, kind: .set(value), valueIndex: nil))
      case .set, .append:
        guard nextValue < resolvedCase.values.count else {
          diagnostics.error(
            .specMeaning,
            "mutation '\(name)' has no value left for '\(operation.kind.rawValue): \(fieldSpec.name)'; each set or append consumes one associated value",
            at: operation.field.location)
          continue
        }
        let value = resolvedCase.values[nextValue]
        let index = nextValue
        nextValue += 1
        if let resolved = valueOperation(operation, value, index: index, on: fieldSpec, field, &diagnostics) {
          operations.append(resolved)
        }
      case .toggle:
        if !fieldType.isBool && !reportedTypo(of: fieldSpec, intended: ["Bool"], &diagnostics) {
          diagnostics.error(
            .specMeaning, "'toggle: \(fieldSpec.name)' needs a Bool field; '\(fieldSpec.name)' is \(fieldSpec.type)", at: operation.field.location)
        }
        operations.append(ResolvedOperation(field: field, kind: .toggle, valueIndex: nil))
      case .increment, .decrement:
        if !fieldType.isNumeric && !reportedTypo(of: fieldSpec, intended: ["Int", "Double", "Float", "CGFloat"], &diagnostics) {
          diagnostics.error(
            .specMeaning, "'\(operation.kind.rawValue): \(fieldSpec.name)' needs a number field; '\(fieldSpec.name)' is \(fieldSpec.type)",
            at: operation.field.location)
        }
        operations.append(ResolvedOperation(field: field, kind: operation.kind == .increment ? .increment : .decrement, valueIndex: nil))
      }
    }
    if nextValue < enumCase.values.count {
      let unused = enumCase.values.count - nextValue
      diagnostics.error(
        .specMeaning, "mutation '\(name)' has \(unused) associated value(s) its reduce does not use; add 'set' or 'append' for them or write a hook",
        at: enumCase.values[nextValue].location)
    }
    return ResolvedMutation(enumCase: resolvedCase, reduce: .operations(operations))
  }

  /// Why an operation changes no field: none of its name, or a `let` (`constant`), which only the
  /// initial state sets.
  private func reportUnwritableField(of operation: ReduceOperation, constant: StateFieldSpec?, _ diagnostics: inout Diagnostics) {
    if let fieldSpec = constant {
      diagnostics.error(
        .specMeaning,
        "'\(operation.kind.rawValue): \(fieldSpec.name)' changes a 'let' field, which only the initial state sets; make it a 'var' field (drop 'let')",
        at: operation.field.location)
    } else if case .model = spec.state {
      diagnostics.error(
        .specMeaning, "declarative reduce needs state fields; '\(spec.name)' uses a model type as its state, so write a hook instead",
        at: operation.field.location)
    } else {
      unknown(
        operation.field.value,
        "unknown state field '\(operation.field.value)'\(Suggestions.didYouMean(operation.field.value, in: fieldSpecs.map(\.name)))",
        at: operation.field.location, &diagnostics)
    }
  }

  /// `set` or `append` of the mutation's value `value` (at `index`), checked against the field's type.
  private func valueOperation(
    _ operation: ReduceOperation, _ value: ResolvedValue, index: Int, on fieldSpec: StateFieldSpec, _ field: ResolvedField,
    _ diagnostics: inout Diagnostics
  ) -> ResolvedOperation? {
    if operation.kind == .set {
      if !value.type.ref.isSame(as: field.type.ref) && !TypeRef.optional(value.type.ref, implicitlyUnwrapped: false).isSame(as: field.type.ref)
        && !reportedTypo(of: fieldSpec, intended: [value.type.text], &diagnostics)
      {
        diagnostics.error(
          .specMeaning, "'set: \(fieldSpec.name)' assigns \(value.type.text) to '\(fieldSpec.name)' of type \(fieldSpec.type)",
          at: operation.field.location)
      }
      return ResolvedOperation(field: field, kind: .set(value.binding), valueIndex: index)
    } else if let element = field.type.ref.arrayElement {
      let isArray = value.type.ref.isSame(as: field.type.ref)
      if !isArray && !value.type.ref.isSame(as: element) {
        diagnostics.error(
          .specMeaning,
          "'append: \(fieldSpec.name)' appends \(value.type.text) to '\(fieldSpec.name)' of type \(fieldSpec.type); expected \(element.text) or \(fieldSpec.type)",
          at: operation.field.location)
      }
      return ResolvedOperation(field: field, kind: .append(value.binding, contentsOf: isArray), valueIndex: index)
    } else {
      diagnostics.error(
        .specMeaning, "'append: \(fieldSpec.name)' needs an array field; '\(fieldSpec.name)' is \(fieldSpec.type)", at: operation.field.location)
    }
    return nil
  }

  // MARK: Actions

  /// Actions some other action is cancelled by, in declaration order: they get `isXxxAction` helpers.
  private func cancellingActions() -> [String] {
    let named = Set(spec.actions.flatMap { $0.cancelledBy.map(\.value) })
    return spec.actions.map(\.enumCase.name).filter(named.contains)
  }

  private func resolve(
    _ action: ActionSpec, mutations: MutationTable, predicates: [String], fields: [String: (StateFieldSpec, ResolvedField)],
    _ diagnostics: inout Diagnostics
  ) -> ResolvedAction {
    let enumCase = resolveCase(action.enumCase, &diagnostics)
    let source = "action '\(enumCase.displayName)'"
    let emits = action.emits.compactMap { resolve($0, values: enumCase.values, source: source, mutations: mutations, &diagnostics) }
    checkHookOptions(of: action, enumCase, &diagnostics)
    let ignoreWhileLoadingField =
      action.loading == nil && !action.ignoreWhileLoading ? nil : resolveLoading(of: action, mutations: mutations, &diagnostics)
    for cancel in action.cancelledBy {
      if actionLoading[cancel.value] == nil {
        unknown(
          cancel.value,
          "unknown action '\(cancel.value)' in 'cancelledBy'\(Suggestions.didYouMean(cancel.value, in: spec.actions.map(\.enumCase.name)))",
          at: cancel.location, &diagnostics)
      }
    }
    // Cancelling actions that start the same loading bracket restart it: they cancel the whole
    // bracket, so the cancelled run's `false` cannot arrive after the new run's `true`.
    let restartedBy =
      action.loading == nil
      ? []
      : action.cancelledBy.filter { cancel in
        predicates.contains(cancel.value) && actionLoading[cancel.value] == .some(action.loading?.value)
      }
    let caught = resolveCatch(of: action, mutations: mutations, &diagnostics)
    var precondition: ResolvedPrecondition?
    switch action.precondition {
    case .expression(let expression)?:
      checkPlace(expression.value, .condition, at: expression.location, &diagnostics)
      precondition = .expression(expression.value)
    case .hook?: precondition = .hook(Naming.preconditionHook(enumCase.displayName))
    case nil: break
    }
    let reads = resolveReads(of: action, enumCase, fields: fields, &diagnostics)
    return ResolvedAction(
      enumCase: enumCase, emits: emits,
      hook: action.callsHook ? Naming.actionHook(enumCase.displayName) : nil,
      isAsync: action.callsHook && action.isAsync?.value == true,
      loading: action.loading.flatMap { mutations[$0.value] },
      ignoreWhileLoadingField: ignoreWhileLoadingField,
      cancelledBy: action.cancelledBy.filter { cancel in predicates.contains(cancel.value) }.map {
        Naming.actionPredicate(SwiftIdentifier.unescaped($0.value))
      },
      restartedBy: restartedBy.map { Naming.actionPredicate(SwiftIdentifier.unescaped($0.value)) },
      // A loading bracket must end on error too; ReactorKit would swallow the error anyway.
      catch: !action.callsHook ? nil : caught ?? (action.loading != nil ? .ignore : nil),
      precondition: precondition,
      reads: action.callsHook ? reads : [],
      pacing: action.pacing?.value,
      emitsShareALine: action.emits.count > 1 && Set(action.emits.map { "\($0.location.file):\($0.location.line)" }).count == 1)
  }

  /// Options that need a hook, on an action that has none: one mistake, one error.
  private func checkHookOptions(of action: ActionSpec, _ enumCase: ResolvedCase, _ diagnostics: inout Diagnostics) {
    // Options that need a hook report a missing one themselves: one mistake, one error.
    let needsHook = action.isAsync?.value == true || action.catchMutation != nil || !action.cancelledBy.isEmpty || !action.reads.isEmpty
    if !action.callsHook && !action.namesEmits && !needsHook {
      diagnostics.error(
        .specMeaning, "action '\(enumCase.displayName)' neither emits mutations nor has a hook; add 'emit' or 'hook: true'",
        at: action.enumCase.location)
    }
    // Options that work on the hook of an action without one: one mistake, one message.
    var hookOptions: [(key: ActionKey, location: SourceLocation)] = []
    if let isAsync = action.isAsync, isAsync.value { hookOptions.append((.async, isAsync.location)) }
    if let loading = action.loading { hookOptions.append((.loading, loading.location)) }
    if let cancel = action.cancelledBy.first { hookOptions.append((.cancelledBy, cancel.location)) }
    if let catchMutation = action.catchMutation { hookOptions.append((.catch, catchMutation.location)) }
    if let read = action.reads.first { hookOptions.append((.reads, read.location)) }
    if !action.callsHook, let first = hookOptions.first {
      let names = hookOptions.map { "'\($0.key.rawValue)'" }
      let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
      diagnostics.error(
        .specMeaning,
        "\(listed) \(names.count == 1 ? "works" : "work") on the hook of action '\(enumCase.displayName)', which has none ('hook: false', or only emits): remove \(names.count == 1 ? "it" : "them"), or give the action its hook ('hook: true')",
        at: first.location)
    }
  }

  /// The `loading` mutation takes one Bool; with `ignoreWhileLoading`, the field it sets, which
  /// the guard reads.
  private func resolveLoading(of action: ActionSpec, mutations: MutationTable, _ diagnostics: inout Diagnostics) -> String? {
    if let loading = action.loading {
      if let mutation = mutations[loading.value] {
        let values = mutation.enumCase.values
        if values.count != 1 || !values[0].type.ref.isBool {
          diagnostics.error(.specMeaning, "loading mutation '\(loading.value)' must take one Bool, like 'setLoading(Bool)'", at: loading.location)
        } else if action.ignoreWhileLoading {
          if case .operations(let operations) = mutation.reduce, operations.count == 1, operations[0].valueIndex == 0, case .set = operations[0].kind
          {
            return operations[0].field.name
          } else {
            diagnostics.error(
              .specMeaning, "'ignoreWhileLoading' needs '\(loading.value)' to be declarative ('set: <Bool field>') so the flag can be read",
              at: loading.location)
          }
        }
      } else {
        unknown(
          loading.value, "unknown mutation '\(loading.value)' for 'loading'\(Suggestions.didYouMean(loading.value, in: mutations.names))",
          at: loading.location, &diagnostics)
      }
    } else if action.ignoreWhileLoading {
      diagnostics.error(.specMeaning, "'ignoreWhileLoading' needs a 'loading' mutation", at: action.enumCase.location)
    }
    return nil
  }

  /// The `catch` mutation takes the error, or its description.
  private func resolveCatch(of action: ActionSpec, mutations: MutationTable, _ diagnostics: inout Diagnostics) -> ResolvedCatch? {
    guard let catchMutation = action.catchMutation else { return nil }
    if let mutation = mutations[catchMutation.value] {
      let values = mutation.enumCase.values
      // `Error`, `String` or either made optional: the error, or its description.
      let type = values.first.map { $0.type.ref.optionalWrapped ?? $0.type.ref.canonical }
      let isError =
        type.map { [TypeRef(parsing: "Error"), TypeRef(parsing: "any Error")].map(\.canonical).contains($0) }
        ?? false
      if values.count != 1 || !(isError || type?.simpleName == "String") {
        diagnostics.error(
          .specMeaning,
          "the 'catch' mutation '\(catchMutation.value)' must take one Error (the error) or String (its description), like 'setError(Error)'",
          at: catchMutation.location)
      } else {
        return .mutation(mutation, passesDescription: !isError)
      }
    } else {
      unknown(
        catchMutation.value,
        "unknown mutation '\(catchMutation.value)' for 'catch'\(Suggestions.didYouMean(catchMutation.value, in: mutations.names))",
        at: catchMutation.location, &diagnostics)
    }
    return nil
  }

  /// The state fields `reads:` passes to the hook, each once, none named like the action's values.
  private func resolveReads(
    of action: ActionSpec, _ enumCase: ResolvedCase, fields: [String: (StateFieldSpec, ResolvedField)], _ diagnostics: inout Diagnostics
  ) -> [ResolvedField] {
    var reads: [ResolvedField] = []
    for read in action.reads {
      guard let (_, field) = fields[read.value] else {
        if case .model = spec.state {
          diagnostics.error(
            .specMeaning,
            "'reads' names state fields; '\(spec.name)' uses a model type as its state, so pass what the hook needs as the action's values",
            at: read.location)
        } else {
          unknown(
            read.value, "unknown state field '\(read.value)' in 'reads'\(Suggestions.didYouMean(read.value, in: fieldSpecs.map(\.name)))",
            at: read.location, &diagnostics)
        }
        continue
      }
      // The hook's parameters are the action's values, then the fields read: one name each.
      if reads.contains(where: { $0.name == field.name }) {
        diagnostics.error(.specMeaning, "'reads' names '\(read.value)' twice", at: read.location)
      } else if enumCase.values.contains(where: { SwiftIdentifier.unescaped($0.binding) == SwiftIdentifier.unescaped(field.name) }) {
        diagnostics.error(
          .specMeaning, "action '\(enumCase.displayName)' has a value named '\(read.value)' already; rename it, or drop the field from 'reads'",
          at: read.location)
      } else {
        reads.append(field)
      }
    }
    return reads
  }

  /// An emitted mutation: it exists, and gets the right number and kinds of values.
  private func resolve(
    _ call: MutationCallSpec, values: [ResolvedValue], source: String, mutations: MutationTable, _ diagnostics: inout Diagnostics
  ) -> ResolvedMutationCall? {
    guard let mutation = mutations[call.name] else {
      // A reactor without mutations is reported once as such, not at every emit.
      if spec.mutations.isEmpty { return nil }
      unknown(call.name, "unknown mutation '\(call.name)'\(Suggestions.didYouMean(call.name, in: mutations.names))", at: call.location, &diagnostics)
      return nil
    }
    let expected = mutation.enumCase.values
    // Values with defaults at the end may be left out, as Swift lets a call of the case do.
    let required = expected.count - expected.reversed().prefix { $0.defaultValue != nil }.count
    let takes = required == expected.count ? "\(expected.count)" : "\(required) to \(expected.count)"
    if let arguments = call.arguments {
      guard (required...expected.count).contains(arguments.count) else {
        diagnostics.error(.specMeaning, "mutation '\(call.name)' takes \(takes) value(s), but \(arguments.count) are given", at: call.location)
        return nil
      }
      // Written with its label (`setN(value: 1)`) or without (`setN(1)`); emitted with the label.
      var expressions: [String] = []
      for (argument, value) in zip(arguments, expected) {
        let (label, expression) = SwiftSource.splitLabel(argument)
        if let label, label != value.label.map(SwiftIdentifier.unescaped) {
          let wanted = value.label.map { "'\($0):'" } ?? "no label"
          diagnostics.error(.specMeaning, "mutation '\(call.name)' takes this value with \(wanted), not '\(label):'", at: call.location)
          return nil
        }
        checkPlace(expression, .argument, at: call.location, &diagnostics)
        checkLiteral(expression, for: value.type, what: "the argument of '\(call.name)'", at: call.location, &diagnostics)
        expressions.append(expression)
      }
      return ResolvedMutationCall(mutation: mutation, arguments: expressions, isExplicit: true)
    }
    if expected.isEmpty { return ResolvedMutationCall(mutation: mutation, arguments: [], isExplicit: false) }
    // A value passes on as itself, or wrapped into an optional as Swift does; the mutation's
    // defaults stand for values the source does not have.
    let fits =
      (required...expected.count).contains(values.count)
      && zip(values, expected).allSatisfy { given, wanted in
        given.type.ref.isSame(as: wanted.type.ref) || TypeRef.optional(given.type.ref, implicitlyUnwrapped: false).isSame(as: wanted.type.ref)
      }
    guard fits else {
      let list = { (values: [ResolvedValue]) in values.map(\.type.text).joined(separator: ", ") }
      diagnostics.error(
        .specMeaning,
        "mutation '\(call.name)' takes (\(list(expected))); \(source) has (\(list(values))) to pass on; write the arguments, e.g. '\(call.name)(...)'",
        at: call.location)
      return nil
    }
    return ResolvedMutationCall(mutation: mutation, arguments: values.map(\.binding), isExplicit: false)
  }

  // MARK: Events

  private func resolve(_ subscription: EventSubscriptionSpec, mutations: MutationTable, _ diagnostics: inout Diagnostics) -> ResolvedEventSource? {
    let serviceName = subscription.service.value
    guard let service = services.first(where: { $0.name == serviceName }) else {
      unknown(
        serviceName, "unknown service '\(serviceName)'\(Suggestions.didYouMean(serviceName, in: services.map(\.name)))",
        at: subscription.service.location, &diagnostics)
      return nil
    }
    guard let eventType = service.eventType else {
      diagnostics.error(.specMeaning, "service '\(serviceName)' has no events to merge; add 'events' to it", at: subscription.service.location)
      return nil
    }
    var seen: Set<String> = []
    var mappings: [(event: ResolvedCase, call: ResolvedMutationCall)] = []
    for (event, call) in subscription.mappings {
      guard seen.insert(event.value).inserted else {
        diagnostics.error(.specMeaning, "duplicate event '\(event.value)'", at: event.location)
        continue
      }
      guard let eventCase = service.events.first(where: { $0.displayName == SwiftIdentifier.unescaped(event.value) }) else {
        unknown(
          event.value,
          "service '\(serviceName)' has no event '\(event.value)'\(Suggestions.didYouMean(event.value, in: service.events.map(\.displayName)))",
          at: event.location, &diagnostics)
        continue
      }
      if let resolved = resolve(call, values: eventCase.values, source: "event '\(event.value)'", mutations: mutations, &diagnostics) {
        mappings.append((eventCase, resolved))
      }
    }
    let coversAll = service.events.allSatisfy { event in mappings.contains { $0.event.name == event.name } }
    return ResolvedEventSource(
      service: service, variable: Naming.eventVariable(eventType), mappings: mappings,
      hookLabel: coversAll ? nil : Naming.eventHookLabel(eventType), location: subscription.service.location)
  }

  // MARK: Hooks

  private func hooks(
    actions: [ResolvedAction], mutations: [ResolvedMutation], eventSources: [ResolvedEventSource],
    parameters: [ResolvedParameter], state: ResolvedState
  ) -> [ResolvedHook] {
    var hooks: [ResolvedHook] = []
    let values = { (values: [ResolvedValue]) in values.map { HookInput(label: nil, name: $0.binding, kind: .value($0.type)) } }
    if case .custom = spec.initialState {
      let canDefault: Bool = {
        if case .fields(let fields) = state { return fields.allSatisfy { $0.implicitDefault != nil } }
        return false
      }()
      hooks.append(
        ResolvedHook(
          role: .initialState(canDefault: canDefault), name: Naming.initialStateHook,
          inputs: parameters.map { HookInput(label: nil, name: $0.name, kind: .value($0.type)) },
          origin: "'initialState: custom'", location: spec.location))
    }
    for (action, source) in zip(actions, spec.actions) {
      guard case .hook(let name)? = action.precondition else { continue }
      hooks.append(
        ResolvedHook(
          role: .precondition(action: action.enumCase.displayName), name: name, inputs: values(action.enumCase.values),
          origin: "action '\(action.enumCase.displayName)'", location: source.enumCase.location))
    }
    for (action, source) in zip(actions, spec.actions) {
      guard let hook = action.hook else { continue }
      let role = ResolvedHook.Role.mutate(
        action: action.enumCase.displayName, isAsync: action.isAsync, afterEmits: !action.emits.isEmpty,
        loading: action.loading?.enumCase.displayName,
        reads: action.reads.map { SwiftIdentifier.unescaped($0.name) })
      let reads = action.reads.map { HookInput(label: nil, name: $0.name, kind: .value($0.type)) }
      hooks.append(
        ResolvedHook(
          role: role, name: hook, inputs: values(action.enumCase.values) + reads, origin: "action '\(action.enumCase.displayName)'",
          location: source.enumCase.location))
    }
    for (mutation, source) in zip(mutations, spec.mutations) {
      guard case .hook(let hook) = mutation.reduce else { continue }
      hooks.append(
        ResolvedHook(
          role: .reduce(mutation: mutation.enumCase.displayName), name: hook,
          inputs: [HookInput(label: nil, name: Naming.reduceHookState, kind: .state)] + values(mutation.enumCase.values),
          origin: "mutation '\(mutation.enumCase.displayName)'", location: source.enumCase.location))
    }
    for source in eventSources {
      guard let label = source.hookLabel, let eventType = source.service.eventType else { continue }
      hooks.append(
        ResolvedHook(
          role: .events(service: source.service.property, eventType: eventType), name: "mutate",
          inputs: [HookInput(label: nil, name: label, kind: .event(type: eventType))],
          origin: "the events of '\(source.service.name)'", location: source.location))
    }
    return hooks + functionHooks()
  }

  /// The hooks of the reactor's lifecycle and of what runs around its functions' switches:
  /// `didInitialize`, `willDeinitialize`, preludes, postludes and transforms.
  private func functionHooks() -> [ResolvedHook] {
    var hooks: [ResolvedHook] = []
    if let flag = spec.didInitialize, flag.value {
      hooks.append(
        ResolvedHook(role: .didInitialize, name: Naming.didInitializeHook, inputs: [], origin: "'didInitialize: true'", location: flag.location))
    }
    if let flag = spec.willDeinitialize, flag.value {
      hooks.append(
        ResolvedHook(
          role: .willDeinitialize, name: Naming.willDeinitializeHook, inputs: [], origin: "'willDeinitialize: true'", location: flag.location))
    }
    for prelude in spec.preludes {
      let inputs: [HookInput] =
        switch prelude.value {
        case .mutate: [HookInput(label: nil, name: "action", kind: .value(SwiftType("Action")))]
        case .reduce:
          [
            HookInput(label: nil, name: Naming.reduceHookState, kind: .state),
            HookInput(label: nil, name: "mutation", kind: .value(SwiftType("Mutation"))),
          ]
        }
      hooks.append(
        ResolvedHook(
          role: .prelude(prelude.value), name: Naming.preludeHook(prelude.value), inputs: inputs,
          origin: "'prelude: \(prelude.value.rawValue)'", location: prelude.location))
    }
    for postlude in spec.postludes {
      hooks.append(
        ResolvedHook(
          role: .postlude(postlude.value), name: Naming.postludeHook(postlude.value),
          inputs: [
            HookInput(label: nil, name: Naming.reduceHookState, kind: .state),
            HookInput(label: nil, name: "mutation", kind: .value(SwiftType("Mutation"))),
          ],
          origin: "'postlude: \(postlude.value.rawValue)'", location: postlude.location))
    }
    for transform in spec.transforms {
      let stream = transform.value.rawValue
      hooks.append(
        ResolvedHook(
          role: .transform(stream: stream), name: Naming.transformHook(stream),
          inputs: [HookInput(label: "_", name: stream, kind: .stream(type: Naming.upperCamel(stream)))],
          origin: "'transform: \(stream)'", location: transform.location))
    }
    return hooks
  }
}

/// A reactor's mutations, found by name in constant time (a reactor may have thousands).
struct MutationTable {
  let all: [ResolvedMutation]
  private let byName: [String: ResolvedMutation]

  init(_ mutations: [ResolvedMutation]) {
    all = mutations
    byName = Dictionary(mutations.map { ($0.enumCase.displayName, $0) }, uniquingKeysWith: { first, _ in first })
  }

  subscript(name: String) -> ResolvedMutation? { byName[SwiftIdentifier.unescaped(name)] }

  var names: [String] { all.map(\.enumCase.displayName) }

  var isEmpty: Bool { all.isEmpty }
}

extension TypeRef {
  /// A Bool: what `toggle:` flips and a loading mutation takes.
  fileprivate var isBool: Bool { literalKind == .bool }

  /// A number: what `increment:` and `decrement:` change.
  fileprivate var isNumeric: Bool { literalKind == .integer || literalKind == .floatingPoint }
}
