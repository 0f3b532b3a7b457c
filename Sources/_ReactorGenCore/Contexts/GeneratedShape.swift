import ReactorGenSwift

/// A shape of generated code that `reactorgen-import` reads back, asked of the core rather than
/// spelled again there: `GeneratedShape.noMutations.text` is `.empty()`. Its text is printed from
/// the tree the translators write (``GeneratedCode``), so the code written and the code
/// recognised have one owner.
package enum GeneratedShape: Sendable {
  /// `error.localizedDescription`: what a `catch:` into a String mutation passes.
  case errorDescription
  /// `self.transformAction(action)`.
  case transformHookCall(hook: String, stream: String)
  /// The body of `transform(action:)` for paced actions (by name, with their pace and its time in
  /// milliseconds), on reactorgen's schedulers, handing on to the `transform: [action]` hook or not.
  case pacedTransform([(name: String, pace: ActionPace, milliseconds: Int)], handsOnToHook: Bool)
  /// `self.willReduce(state: &state, mutation: mutation)`.
  case preludeCall(PreludeFunction)
  /// `self.didReduce(state: &state, mutation: mutation)`.
  case reducePostludeCall
  /// `Observable.merge(mutation, tasksEventMutation)`.
  case eventsMerged(into: String, events: [String])
  /// `Self.makeInitialState(mode: mode)`.
  case initialStateCall(parameters: [String])
  /// `self.count = count`, or `self._count = Pulse(wrappedValue: count)` for a pulse.
  case memberwiseAssignment(field: String, isPulse: Bool)
  /// `State()`.
  case defaultInitialState
  /// `self.initialState`.
  case initialStateProperty
  /// `self.currentState`.
  case currentState
  /// `self.action.filter(Action.isStopAction)`, or on `self.startedActions` with cancelling
  /// actions announced: what `take(until:)` waits for, by the predicates of the actions.
  case cancellingFilter(predicates: [String], onStartedActions: Bool)
  /// `self.mutateSearch(query: query)`, or deferred (`Observable.deferred { [weak self] in
  /// self?.mutateSearch(query: query) ?? .empty() }`): a hook called with the names the case binds
  /// (and the fields it read), each under its own name.
  case hookCall(hook: String, passing: [String], deferred: Bool)
  /// `AsyncBridge.mutations { [weak self] in try await self?.mutateSearch(query: query) ?? [] }`:
  /// an async hook's call, as `hookCall` names it.
  case asyncHookCall(hook: String, passing: [String])
  /// `!self.currentState.isLoading`: the guard of an action ignored while loading, by the field.
  case loadingGuard(field: String)
  /// `BindingAction<State>`: the value of an observable reactor's `binding` case.
  case bindingValueType
  /// `.empty()`: no mutations.
  case noMutations
  /// `Observable<Mutation>`: what `mutate` returns.
  case mutationsType
  /// `PublishSubject<Action>()`.
  case startedActionsValue
  /// `MainScheduler.instance`: what a paced action waits on unless a test passes its own.
  case mainScheduler
  /// `self.startedActions.onNext(action)`.
  case startedActionAnnouncement
  /// `self.didInitialize()`.
  case didInitializeCall
  /// `deinit { self.willDeinitialize() }`.
  case willDeinitializeCall

  /// The shape as the generated code writes it.
  package var text: String {
    switch self {
    case .errorDescription: Self.text(GeneratedCode.errorDescription)
    case .transformHookCall(let hook, let stream): Self.text(GeneratedCode.transformHookCall(hook, passing: stream))
    case .pacedTransform(let actions, let handsOnToHook):
      Self.text(
        GeneratedCode.pacedTransform(
          actions.map { ($0.name, Pacing(pace: $0.pace, milliseconds: $0.milliseconds)) },
          handingOnTo: handsOnToHook ? Naming.transformHook("action") : nil))
    case .preludeCall(let function): Self.text(GeneratedCode.preludeCall(function))
    case .reducePostludeCall: Self.text(GeneratedCode.postludeCall(.reduce))
    case .eventsMerged(let stream, let events): Self.text(GeneratedCode.eventsMerged(into: stream, events))
    case .initialStateCall(let parameters): Self.text(GeneratedCode.initialStateCall(parameters: parameters))
    case .memberwiseAssignment(let field, let isPulse):
      Self.text(GeneratedCode.memberwiseAssignment(of: field, isPulse: isPulse))
    case .defaultInitialState: Self.text(GeneratedCode.defaultInitialState)
    case .initialStateProperty: Self.text(GeneratedCode.initialStateProperty)
    case .currentState: Self.text(GeneratedCode.currentState)
    case .cancellingFilter(let predicates, let onStartedActions):
      Self.text(GeneratedCode.cancellingFilter(predicates, on: onStartedActions ? Naming.startedActions : nil))
    case .hookCall(let hook, let names, let deferred): Self.text(GeneratedCode.hookWork(deferred ? .deferred : .atOnce, hook, passing: names))
    case .asyncHookCall(let hook, let names): Self.text(GeneratedCode.hookWork(.async, hook, passing: names))
    case .loadingGuard(let field): Self.text(GeneratedCode.notLoading(field))
    case .bindingValueType: TypeRef.named("BindingAction", .named("State")).text
    case .noMutations: Self.text(SwiftExpr.empty)
    case .mutationsType: TypeRef.named("Observable", .named("Mutation")).text
    case .startedActionsValue: Self.text(GeneratedCode.startedActionsValue)
    case .mainScheduler: Self.text(GeneratedCode.mainScheduler)
    case .startedActionAnnouncement: Self.text(GeneratedCode.startedActionAnnouncement(Naming.startedActions))
    case .didInitializeCall: Self.text(GeneratedCode.didInitializeCall)
    case .willDeinitializeCall: Self.text(GeneratedCode.willDeinitializer)
    }
  }

  /// A `when:` condition or emitted argument as the spec says it, from the generated case's
  /// text: each value the case binds by another name than its label (`selfValue` for a value
  /// labelled `self`, ``ResolvedCase/renamedValues``) read by its label again.
  package static func specText(of generated: String, bindings: [String: String]) -> String {
    SwiftSource.renamingReferences(in: generated, bindings)
  }

  private static func text(_ expression: SwiftExpr) -> String { text([.expression(expression)]) }
  private static func text(_ statement: SwiftStatement) -> String { text([statement]) }
  private static func text(_ statements: [SwiftStatement]) -> String { SwiftRenderer.lines(statements).joined(separator: "\n") }
  private static func text(_ declaration: SwiftDeclaration) -> String { SwiftRenderer.text([declaration], lineBreak: "\n") }
}

/// How an action's hook is called as its work (``GeneratedCode/hookWork(_:_:)``).
enum HookWork {
  /// Called while the case's mutations are listed: alone, before any emit or loading bracket.
  case atOnce
  /// When its turn comes, after emitted mutations or a loading flag, so it reads their state.
  case deferred
  /// An async hook's mutations, bridged when subscribed.
  case async

  /// What the hook is called on: `self`, or `self?` in the closure that captures it weakly.
  var base: SwiftExpr { self == .atOnce ? .name("self") : .weakSelf }
}

/// The trees of generated code that `reactorgen-import` reads back (``GeneratedShape``): the
/// translators write these.
enum GeneratedCode {
  static let errorDescription = SwiftExpr.member(.name("error"), "localizedDescription")
  static let mainScheduler = SwiftExpr.member(.name("MainScheduler"), "instance")
  static let deferredWork = SwiftExpr.path("Observable", "deferred")
  static let asyncWork = SwiftExpr.path("AsyncBridge", "mutations")

  /// `!self.currentState.isLoading`: an action ignored while its loading flag is set.
  static func notLoading(_ field: String) -> SwiftExpr { .prefix(.not, .member(currentState, field)) }

  /// `Observable.merge([...])` in `transform(action:)`: the actions that are not paced as they
  /// come, and each paced one (by name) as its pacing lets it through.
  static func paced(_ actions: [(name: String, pacing: Pacing)]) -> SwiftExpr {
    let predicate = { (name: String) in SwiftExpr.path("Action", Naming.actionPredicate(name)) }
    let tests = actions.map { SwiftExpr.call(predicate($0.name), [SwiftArgument(.name("$0"))]) }
    let isPaced = tests.dropFirst().reduce(tests[0]) { .binary($0, .or, $1) }
    let rest = SwiftExpr.call(
      .path("action", "filter"), [],
      trailing: SwiftClosure(body: [.expression(.prefix(.not, actions.count == 1 ? isPaced : .tuple([SwiftArgument(isPaced)])))]))
    let waiting = actions.map { action in
      SwiftExpr.chain(.call(.path("action", "filter"), [SwiftArgument(predicate(action.name))]), [pacing(action.pacing)])
    }
    return .call(.path("Observable", "merge"), [SwiftArgument(.array([rest] + waiting))])
  }

  /// RxSwift's operator of a pace, on the reactor's scheduler of that pace:
  /// `.debounce(.milliseconds(300), scheduler: self.debounceScheduler)`.
  static func pacing(_ pacing: Pacing) -> SwiftChainLink {
    let time = SwiftArgument(.call(.implicitMember("milliseconds"), [SwiftArgument(.literal(.integer(pacing.milliseconds)))]))
    let scheduler = SwiftArgument("scheduler", .path("self", Naming.paceScheduler(pacing.pace)))
    switch pacing.pace {
    case .debounce: return SwiftChainLink("debounce", [time, scheduler])
    // `latest: false`: a tap within the window is dropped, not sent when it ends.
    case .throttle: return SwiftChainLink("throttle", [time, SwiftArgument("latest", .literal(.bool(false))), scheduler])
    }
  }

  /// The body of `transform(action:)` for paced actions: the merge alone, or handed on to the
  /// `transform: [action]` hook `hook` (as `debounced` when they share one pace).
  static func pacedTransform(_ actions: [(name: String, pacing: Pacing)], handingOnTo hook: String?) -> [SwiftStatement] {
    let merged = paced(actions)
    guard let hook else { return [.expression(merged)] }
    let paces = Set(actions.map(\.pacing.pace))
    let name = paces.count == 1 ? paces.first!.participle : "paced"
    return [.let(name, merged), .return(transformHookCall(hook, passing: name))]
  }

  /// A transform hook called with the stream (its one input is unlabelled).
  static func transformHookCall(_ hook: String, passing stream: String) -> SwiftExpr {
    .call(.path("self", hook), [SwiftArgument(.name(stream))])
  }

  /// What a prelude's function calls first.
  static func preludeCall(_ function: PreludeFunction) -> SwiftStatement {
    switch function {
    case .mutate: .expression(.call(.path("self", Naming.preludeHook(function)), [SwiftArgument("action", .name("action"))]))
    case .reduce: reduceHookCall(Naming.preludeHook(function))
    }
  }

  /// What a postlude's function calls after its switch.
  static func postludeCall(_ function: PostludeFunction) -> SwiftStatement {
    switch function {
    case .reduce: reduceHookCall(Naming.postludeHook(function))
    }
  }

  /// `self.hook(state: &state, mutation: mutation)`: a hook on reduce's copy of the state.
  private static func reduceHookCall(_ hook: String) -> SwiftStatement {
    .expression(
      .call(
        .path("self", hook),
        [SwiftArgument(Naming.reduceHookState, .prefix(.addressOf, .name("state"))), SwiftArgument("mutation", .name("mutation"))]))
  }

  /// What `transform(mutation:)` returns: the mutations and each service's events.
  static func eventsMerged(into stream: String, _ events: [String]) -> SwiftExpr {
    .call(.path("Observable", "merge"), ([stream] + events).map { SwiftArgument(.name($0)) })
  }

  /// Init's call of the initial-state hook, each parameter passed under its own name.
  static func initialStateCall(parameters: [String]) -> SwiftExpr {
    .call(.path("Self", Naming.initialStateHook), parameters.map { SwiftArgument($0, .name($0)) })
  }

  /// How State's public memberwise init stores a field (a pulse through its wrapper, so that
  /// its update count starts at zero).
  static func memberwiseAssignment(of field: String, isPulse: Bool) -> SwiftStatement {
    isPulse
      ? .assign(.path("self", Naming.fieldStorage(field)), .call(.name("Pulse"), [SwiftArgument("wrappedValue", .name(field))]))
      : .assign(.path("self", field), .name(field))
  }

  /// The initial state when every field has its default.
  static let defaultInitialState = SwiftExpr.call(.name("State"), [])
  /// Which init sets.
  static let initialStateProperty = SwiftExpr.path("self", "initialState")
  /// What guards and reads read.
  static let currentState = SwiftExpr.path("self", "currentState")
  /// `self.action.filter(Action.isStopAction)` or
  /// `self.startedActions.filter { Action.isAAction($0) || Action.isBAction($0) }`.
  static func cancellingFilter(_ predicates: [String], on subject: String?) -> SwiftExpr {
    let filter = SwiftExpr.path("self", subject ?? "action", "filter")
    guard predicates.count > 1 else { return .call(filter, [SwiftArgument(.path("Action", predicates[0]))]) }
    let tests = predicates.map { SwiftExpr.call(.path("Action", $0), [SwiftArgument(.name("$0"))]) }
    let either = tests.dropFirst().reduce(tests[0]) { .binary($0, .or, $1) }
    return .call(filter, [], trailing: SwiftClosure(body: [.expression(either)]))
  }

  /// A hook of a case's values called: each passed under its name (the hook's inputs,
  /// ``ResolvedHook``).
  static func valuesHookCall(_ hook: String, passing bindings: [String], on base: SwiftExpr = .name("self")) -> SwiftExpr {
    .call(.member(base, hook), bindings.map { SwiftArgument(SwiftIdentifier.unescaped($0), .name($0)) })
  }

  /// An action hook's call as its work: at once, or deferred until its turn
  /// (`Observable.deferred { [weak self] in self?.hook() ?? .empty() }`), or its async mutations
  /// bridged; `call` is made on ``HookWork/base``.
  static func hookWork(_ work: HookWork, _ hook: String, passing names: [String]) -> SwiftExpr {
    hookWork(work, valuesHookCall(hook, passing: names, on: work.base))
  }

  static func hookWork(_ work: HookWork, _ call: SwiftExpr) -> SwiftExpr {
    switch work {
    case .atOnce: call
    case .deferred:
      .call(deferredWork, [], trailing: SwiftClosure(captures: [.weakSelf], body: [.expression(.binary(call, .nilCoalescing, .empty))]))
    case .async:
      .call(
        asyncWork, [],
        trailing: SwiftClosure(
          captures: [.weakSelf], body: [.expression(.effects(isTry: true, isAwait: true, .binary(call, .nilCoalescing, .literal(.emptyArray))))]))
    }
  }
  /// The subject of the cancelling actions that passed their guards.
  static let startedActionsValue = SwiftExpr.call(.type(.named("PublishSubject", .named("Action"))), [])

  /// A cancelling action announces itself.
  static func startedActionAnnouncement(_ subject: String) -> SwiftStatement {
    .expression(.call(.path("self", subject, "onNext"), [SwiftArgument(.name("action"))]))
  }

  /// What init does last with `didInitialize: true`.
  static let didInitializeCall = SwiftStatement.expression(.call(.path("self", Naming.didInitializeHook), []))

  /// The `deinit` of `willDeinitialize: true`.
  static let willDeinitializer = SwiftDeclaration.deinitializer([.expression(.call(.path("self", Naming.willDeinitializeHook), []))])
}
