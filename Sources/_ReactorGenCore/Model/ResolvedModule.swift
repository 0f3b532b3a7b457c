/// The output of validation: every reference resolved to what it names, every name reactorgen
/// emits decided (and checked against every other in ``Namespace``), every Swift type parsed.
/// Context builders map this model to template contexts and look nothing up again.
public struct ValidatedModule: Sendable, Equatable {
  /// Spec file names (without folders), for the headers of generated files.
  public var specFiles: [String]
  public var module: String?
  public var access: AccessLevel
  public var imports: [String]
  public var services: [ResolvedService]
  public var repositories: [ResolvedService] = []
  public var useCases: [ResolvedService] = []
  public var reactors: [ResolvedReactor]
  /// `Generated/AsyncBridge.swift`, when a reactor has an `async` hook.
  public var asyncBridgeFile: String? = nil

  /// Services, repositories and use cases, in that order.
  public var components: [ResolvedService] { services + repositories + useCases }
}

/// A Swift type as written, with its parsed form: made once, when the spec is decoded.
public struct SwiftType: Sendable, Equatable, CustomStringConvertible {
  /// Verbatim, as the spec wrote it; generated code uses this text.
  public var text: String
  public var ref: TypeRef

  init(_ text: String) {
    self.text = text
    self.ref = TypeRef(parsing: text)
  }

  /// A type reactorgen names itself.
  init(_ ref: TypeRef) {
    self.text = ref.text
    self.ref = ref
  }

  /// The type as written: what messages quote.
  public var description: String { text }
}

/// A value of an enum case, with the name it is bound to in `case let` patterns and hooks.
public struct ResolvedValue: Sendable, Equatable {
  public var label: String?
  /// The name used in patterns and as the hook's parameter label; never a keyword.
  public var binding: String
  public var type: SwiftType
}

/// An action, mutation or event case.
public struct ResolvedCase: Sendable, Equatable {
  /// As written in code (`` `default` ``).
  public var name: String
  /// As written in prose and in derived names (`default`).
  public var displayName: String
  public var values: [ResolvedValue]
}

/// A function parameter.
public struct ResolvedParameter: Sendable, Equatable {
  /// The argument label; `_` for none, `nil` when the label is the name.
  public var label: String?
  /// As written in code (escaped when a keyword).
  public var name: String
  public var type: SwiftType
  public var defaultValue: String?
}

// MARK: - Services

/// A service, repository or use case.
public struct ResolvedService: Sendable, Equatable {
  public var kind: ServiceSpec.Kind
  public var name: String
  public var protocolName: String
  /// The user-owned class implementing the protocol.
  public var implementationName: String
  /// Whether that class subclasses `BaseService` (services only).
  public var inheritsBaseService: Bool
  /// What a use case takes through `init`.
  public var dependencies: [ResolvedDependency]
  /// A repository's entities and its generated in-memory implementation.
  public var store: ResolvedStore?
  /// The `ServiceProviderType` property: `taskService`.
  public var property: String
  public var mockName: String
  /// The `MockServiceProvider` property holding the typed mock: `mockTaskService`.
  public var mockProperty: String
  public var classBound: Bool
  /// `TaskEvent`, when the service has events.
  public var eventType: String?
  public var events: [ResolvedCase]
  public var methods: [ResolvedMethod]
  /// The spec file that declares it.
  public var specFile: String
  public var files: ServiceFiles
  /// Where its name is written.
  public var location: SourceLocation
}

public struct ServiceFiles: Sendable, Equatable {
  public var interface: String
  public var implementation: String
  public var mock: String
  /// A repository's generated in-memory implementation.
  public var inMemory: String?
}

/// A repository, use case or service taken through `init` and stored in a `let`.
public struct ResolvedDependency: Sendable, Equatable {
  public var name: String
  /// `projectRepository`.
  public var property: String
  public var protocolName: String
  public var mockName: String
}

public struct ResolvedStore: Sendable, Equatable {
  public var entity: SwiftType
  /// The key field: `id`.
  public var key: String
  public var style: RepositoryStyle
  /// `InMemoryProjectRepository`.
  public var inMemoryName: String
}

/// What a repository method does to the stored entities, for the in-memory implementation.
public enum StoreOperation: Sendable, Equatable {
  /// Adds the entity, replacing one with the same key.
  case create
  /// The entity with the key, or nil.
  case read
  /// Every entity, in the order they were created.
  case readAll
  /// Replaces the entity with the same key; nothing when there is none.
  case update
  /// Removes the entity with the key.
  case delete
  /// The entities for which the Swift condition holds.
  case query(predicate: String)
}

public struct ResolvedMethod: Sendable, Equatable {
  public var name: String
  /// `saveTasks(_:)`.
  public var selector: String
  /// The text between `<` and `>`.
  public var genericParameters: String?
  public var genericNames: Set<String>
  public var parameters: [ResolvedParameter]
  public var isAsync: Bool
  public var isThrowing: Bool
  public var returnType: SwiftType?
  public var whereClause: String?
  public var discardableResult: Bool
  public var mock: ResolvedMock
  /// For a repository method: what it does to the stored entities.
  public var storeOperation: StoreOperation? = nil
}

/// How a mock implements one method: the members it declares, how each argument reaches its
/// handler and its record of calls, and what it answers. The mock context writes the Swift.
public struct ResolvedMock: Sendable, Equatable {
  /// `saveTasksCallCount`.
  public var callCount: String
  /// `saveTasksCalls`, when any argument is recorded.
  public var calls: String?
  /// `saveTasksHandler`.
  public var handler: String
  /// The local name the handler is bound to in the body; differs from every parameter.
  public var handlerBinding: String
  /// The local names of a generic result as the handler answers it and cast to its type; they
  /// differ from every parameter and from each other.
  public var valueBinding: String
  public var resultBinding: String
  /// Whether a parameter has the name of one of the mock's members (which are then read
  /// through `self`).
  public var parameterShadowsMembers: Bool
  /// The arguments the handler receives, in order.
  public var arguments: [MockArgument]
  public var result: MockResult
}

/// How one parameter reaches a mock's handler and its record of calls.
public struct MockArgument: Sendable, Equatable {
  public enum Passing: Sendable, Equatable {
    /// As it is, and recorded with its type.
    case value(SwiftType)
    /// A variadic parameter: handed over and recorded as an array of `element`.
    case variadic(element: SwiftType)
    /// A closure, handed over and not recorded; an `@autoclosure` is called first.
    case closure(isAutoclosure: Bool)
    /// `inout`: handed over with `&`, recorded with the value type.
    case inOut(SwiftType)
    /// A value whose type the mock cannot name (a generic, `some P`): handed over and recorded as
    /// `Any`.
    case erased
  }

  public var parameter: ResolvedParameter
  public var passing: Passing

  /// Whether the mock keeps it in its calls (closures are not kept).
  public var isRecorded: Bool {
    if case .closure = passing { return false }
    return true
  }

  public var isInOut: Bool {
    if case .inOut = passing { return true }
    return false
  }
}

/// What a mock's method answers.
public enum MockResult: Sendable, Equatable {
  /// No value: call the handler if set.
  case nothing
  /// The handler's value. `cast`: a result mentioning a generic, which the handler answers as
  /// `Any` (`Any?` when `isOptional`, whose `nil` is the result) and the mock casts to `type`.
  /// What a mock answers without a handler is the translator's: it knows the reactive library.
  case value(type: SwiftType, cast: Bool, isOptional: Bool)
}

// MARK: - Reactors

public struct ResolvedReactor: Sendable, Equatable {
  public var name: String
  public var specFile: String
  /// Where its name is written.
  public var location: SourceLocation
  /// Taken through `init` after the provider, before the parameters.
  public var dependencies: [ResolvedDependency] = []
  /// `<Reactor>Logic`, when any hook exists.
  public var logicProtocol: String?
  public var files: ReactorFiles
  public var testClass: String
  public var services: [ResolvedService]
  public var usesProvider: Bool
  public var parameters: [ResolvedParameter]
  public var state: ResolvedState
  public var initialState: ResolvedInitialState
  public var actions: [ResolvedAction]
  public var mutations: [ResolvedMutation]
  public var eventSources: [ResolvedEventSource]
  /// Hooks the user writes, in the order of the logic file.
  public var hooks: [ResolvedHook]
  /// ReactorKit's `transform(action:)`, `transform(state:)`, `transform(mutation:)` the reactor
  /// implements by calling a hook (which ReactorKit's defaults cannot satisfy).
  public var transformHooks: [ResolvedTransform]
  /// `Action.isXxxAction` helpers used by `cancelledBy`.
  public var predicates: [ResolvedPredicate]
  /// The subject of the cancelling actions that passed their guards (`startedActions`), declared
  /// when a guard (`when:`, `ignoreWhileLoading`) can ignore one of them: cancelled work listens
  /// there, since an ignored action changes nothing and cancels nothing. `nil`: work listens to
  /// ReactorKit's `action`, every action sent.
  public var startedActions: String?
  /// The methods of its test case.
  public var tests: [ResolvedTest]
  /// `observableState: true`: the State is `@ObservableState`, and `Action` (a `BindableAction`)
  /// and `Mutation` both start with a case named ``Naming/bindingCase`` carrying a
  /// `BindingAction<State>`, which `mutate` passes on and `reduce` applies.
  public var isObservable = false
}

/// A test method of a reactor's test case, and what it checks.
public struct ResolvedTest: Sendable, Equatable {
  public enum Subject: Sendable, Equatable {
    case initialState
    /// `reactor.mutations[mutation]`'s `reduce`.
    case reduce(mutation: Int)
    /// `reactor.actions[index]`.
    case action(Int)
  }

  /// `testReduceSetQuery`.
  public var name: String
  public var subject: Subject
  public var location: SourceLocation
}

public struct ReactorFiles: Sendable, Equatable {
  public var reactor: String
  public var logic: String
  public var tests: String

  /// The files of the reactor `name`: one place decides them for resolved and reused reactors.
  init(reactor name: String) {
    reactor = "Generated/\(name).swift"
    logic = "\(name)+Logic.swift"
    tests = "\(Naming.testClass(name)).swift"
  }
}

/// What a later run needs of a resolved reactor to keep its files without decoding it again: the
/// names it declares module-wide and the hooks of its logic file. Kept in the run record beside
/// the reactor's generated file.
public struct ReactorSummary: Sendable, Equatable {
  public let name: String
  /// The selectors of its hooks (`mutate(taskEvent:)`); it has a logic file when there are any.
  public var hooks: [String]
  /// Whether an action has an `async` hook (the module then needs `AsyncBridge`).
  public var isAsync: Bool
  /// Whether it has `observableState` (its code then uses names of ReactorKitObservation).
  public var isObservable: Bool
  /// Made once from `name`: an edit run asks for a kept reactor's files several times.
  public let files: ReactorFiles

  public init(name: String, hooks: [String], isAsync: Bool, isObservable: Bool = false) {
    self.name = name
    self.hooks = hooks
    self.isAsync = isAsync
    self.isObservable = isObservable
    files = ReactorFiles(reactor: name)
  }

  public var logicProtocol: String? { Self.logicProtocol(of: name, hasHooks: !hooks.isEmpty) }
  /// A reactor has a logic protocol (and a logic file) when it has hooks: decided here, for
  /// resolved and reused reactors alike.
  static func logicProtocol(of reactor: String, hasHooks: Bool) -> String? { hasHooks ? Naming.logicProtocol(reactor) : nil }
  public var testClass: String { Naming.testClass(name) }
}

extension ResolvedReactor {
  /// Whether an action has an `async` hook (the module then needs `AsyncBridge`).
  public var isAsync: Bool { actions.contains(where: \.isAsync) }

  public var summary: ReactorSummary {
    ReactorSummary(name: name, hooks: hooks.map(\.selector), isAsync: isAsync, isObservable: isObservable)
  }
}

public enum ResolvedState: Sendable, Equatable {
  case fields([ResolvedField])
  /// `typealias State = Task`.
  case model(SwiftType)

  public var fields: [ResolvedField] {
    if case .fields(let fields) = self { return fields }
    return []
  }
}

public struct ResolvedField: Sendable, Equatable {
  /// As written in code (escaped when a keyword).
  public var name: String
  public var type: SwiftType
  public var defaultValue: String?
  public var isPulse: Bool

  /// The value a memberwise initialiser gives the field when none is passed, if any. Only a
  /// plain `T?` property starts as nil; a wrapped (`@Pulse`) one needs its default written.
  public var implicitDefault: String? { defaultValue ?? (type.ref.isImplicitlyNil && !isPulse ? "nil" : nil) }
}

public enum ResolvedInitialState: Sendable, Equatable {
  case defaults
  case expression(String)
  /// `Self.makeInitialState(...)`, a hook the user writes.
  case custom(hook: String)
}

public struct ResolvedAction: Sendable, Equatable {
  public var enumCase: ResolvedCase
  /// Mutations emitted before the hook's work, in order.
  public var emits: [ResolvedMutationCall]
  /// The `mutateX` hook doing (the rest of) the work.
  public var hook: String?
  /// The hook is `async throws -> [Mutation]`, run through `AsyncBridge`.
  public var isAsync: Bool = false
  /// The loading mutation (one `Bool`) bracketing the hook's work.
  public var loading: ResolvedMutation?
  /// The Bool field to read for `ignoreWhileLoading`.
  public var ignoreWhileLoadingField: String?
  /// `Action.isXxxAction` predicates whose actions cancel the hook's work.
  public var cancelledBy: [String]
  /// Predicates of the cancelling actions that start the same loading bracket: they cancel the
  /// whole bracket, so a cancelled run's `false` cannot follow the new run's `true`.
  public var restartedBy: [String]
  /// What an error of the hook's work becomes; `nil` when its errors are left to ReactorKit.
  public var `catch`: ResolvedCatch?
  /// A condition checked before anything is emitted.
  public var precondition: ResolvedPrecondition?
  /// Announces on the reactor's `startedActions` that it passed its guards (it cancels work).
  public var announcesStart: Bool = false

  /// Whether a guard can ignore the action: `when:` or `ignoreWhileLoading`.
  public var canBeIgnored: Bool { precondition != nil || ignoreWhileLoadingField != nil }
}

/// What an error of an action's work becomes.
public enum ResolvedCatch: Sendable, Equatable {
  /// Nothing: the work ends (so that a loading bracket still closes).
  case ignore
  /// The mutation, given the error itself or, when it takes a `String`, its description.
  case mutation(ResolvedMutation, passesDescription: Bool)
}

/// A condition an action must meet before anything is emitted.
public enum ResolvedPrecondition: Sendable, Equatable {
  /// The spec's own Swift condition, verbatim.
  case expression(String)
  /// A hook the user writes, given the action's values.
  case hook(String)
}

/// A mutation built from argument expressions: `.setQuery(query)`.
public struct ResolvedMutationCall: Sendable, Equatable {
  public var mutation: ResolvedMutation
  /// The spec's own expressions, or the bindings of the values passed on.
  public var arguments: [String]
  /// Whether the spec wrote the arguments (`setLoading(true)`) rather than passing values on.
  public var isExplicit: Bool
}

public struct ResolvedMutation: Sendable, Equatable {
  public var enumCase: ResolvedCase
  public var reduce: ResolvedReduce
}

public enum ResolvedReduce: Sendable, Equatable {
  /// A `reduceX(state:...)` hook the user writes.
  case hook(String)
  case operations([ResolvedOperation])
}

public struct ResolvedOperation: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `field = value`.
    case set(String)
    /// `field.append(value)` or `field.append(contentsOf: value)`.
    case append(String, contentsOf: Bool)
    case toggle, increment, decrement
  }

  public var field: ResolvedField
  public var kind: Kind
  /// The index of the case value the operation consumes, if any.
  public var valueIndex: Int?
}

/// A service whose events are merged into the mutations in `transform(mutation:)`.
public struct ResolvedEventSource: Sendable, Equatable {
  public var service: ResolvedService
  /// `taskEventMutation`.
  public var variable: String
  /// Mapped events and the mutations they become.
  public var mappings: [(event: ResolvedCase, call: ResolvedMutationCall)]
  /// The `mutate(taskEvent:)` hook's parameter label, when some events go to the hook.
  public var hookLabel: String?
  /// Where the spec subscribes.
  public var location: SourceLocation

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.service == rhs.service && lhs.variable == rhs.variable && lhs.hookLabel == rhs.hookLabel && lhs.location == rhs.location
      && lhs.mappings.map(\.event) == rhs.mappings.map(\.event) && lhs.mappings.map(\.call) == rhs.mappings.map(\.call)
  }
}

/// A function the user writes in `<Reactor>+Logic.swift`, required by `<Reactor>Logic`: what it
/// is for and what it takes. The logic context writes its declaration, stub and summary.
public struct ResolvedHook: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case initialState, precondition, mutate, reduce, events, transform
  }

  /// What the hook is for, with what its declaration and stub depend on.
  public enum Role: Sendable, Equatable {
    /// `makeInitialState(...)`; `canDefault`: every field has a default, so `State()` compiles.
    case initialState(canDefault: Bool)
    /// Whether the action should run now.
    case precondition(action: String)
    /// The mutations for the action: an `Observable<Mutation>`, or `[Mutation]` when `isAsync`.
    /// `afterEmits`: the action emits mutations before it; `loading`: the bracket around it.
    case mutate(action: String, isAsync: Bool, afterEmits: Bool, loading: String?)
    /// Applies the mutation to the state.
    case reduce(mutation: String)
    /// Turns a service's events into mutations.
    case events(service: String, eventType: String)
    /// Transforms ReactorKit's `action`, `mutation` or `state` stream.
    case transform(stream: String)

    public var kind: Kind {
      switch self {
      case .initialState: .initialState
      case .precondition: .precondition
      case .mutate: .mutate
      case .reduce: .reduce
      case .events: .events
      case .transform: .transform
      }
    }
  }

  public var role: Role
  public var name: String
  public var inputs: [HookInput]
  /// What in the spec asks for the hook (`action 'refresh'`), and where.
  public var origin: String
  public var location: SourceLocation

  public var kind: Kind { role.kind }
  public var isStatic: Bool { kind == .initialState }

  /// `mutate(taskEvent:)`: how the hook is found in a user's file.
  public var selector: String { function.selector }
  var function: FunctionSelector.Name { FunctionSelector.Name(name, labels: inputs.map { $0.label ?? $0.name }) }
}

/// A parameter of a hook.
public struct HookInput: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// An action's, mutation's or init's value.
    case value(SwiftType)
    /// The state being reduced, `inout`.
    case state
    /// One event of the service's event type.
    case event(type: String)
    /// ReactorKit's stream of `Action`, `Mutation` or `State`.
    case stream(type: String)
  }

  /// The argument label when it differs from the name (`_`).
  public var label: String?
  public var name: String
  public var kind: Kind
}

public struct ResolvedTransform: Sendable, Equatable {
  /// `action`, `mutation` or `state`.
  public var stream: String
  /// `Action`, `Mutation` or `State`.
  public var type: String
  /// `transformAction`.
  public var hook: String
}

public struct ResolvedPredicate: Sendable, Equatable {
  /// `isRefreshAction`.
  public var name: String
  /// The case as written in code and in prose.
  public var caseName: String
  public var displayName: String
}
