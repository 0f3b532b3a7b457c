import ReactorGenSwift

/// The output of validation: every reference resolved to what it names, every name reactorgen
/// emits decided (and checked against every other in ``Namespace``), every Swift type parsed.
/// Context builders map this model to template contexts and look nothing up again.
struct ValidatedModule: Sendable, Equatable {
  /// Spec file names (without folders), for the headers of generated files.
  var specFiles: [String]
  var module: String?
  var access: AccessLevel
  var imports: [String]
  var services: [ResolvedService]
  var repositories: [ResolvedService] = []
  var useCases: [ResolvedService] = []
  var reactors: [ResolvedReactor]
  /// Whether a reactor has an `async` hook, which calls `AsyncBridge`.
  var needsAsyncBridge = false

  /// Services, repositories and use cases, in that order.
  var components: [ResolvedService] { services + repositories + useCases }
}

/// A Swift type as written, with its parsed form: made once, when the spec is decoded.
package struct SwiftType: Sendable, Equatable, CustomStringConvertible {
  /// Verbatim, as the spec wrote it; generated code uses this text.
  var text: String
  var ref: TypeRef

  package init(_ text: String) {
    self.text = text
    self.ref = TypeRef(parsing: text)
  }

  /// A type the spec wrote, already read by the check that accepted it (`nil`: read it now).
  init(_ text: String, read ref: TypeRef?) {
    self.text = text
    self.ref = ref ?? TypeRef(parsing: text)
  }

  /// A type reactorgen names itself.
  init(_ ref: TypeRef) {
    self.text = ref.text
    self.ref = ref
  }

  /// The type as written: what messages quote.
  package var description: String { text }
}

/// A value of an enum case, with the name it is bound to in `case let` patterns and hooks.
struct ResolvedValue: Sendable, Equatable {
  var label: String?
  /// The name used in patterns and as the hook's parameter label; never a keyword.
  var binding: String
  var type: SwiftType
  /// The case's default for it (`animated: Bool = true`).
  var defaultValue: String? = nil
}

/// An action, mutation or event case.
struct ResolvedCase: Sendable, Equatable {
  /// As written in code (`` `default` ``).
  var name: String
  /// As written in prose and in derived names (`default`).
  var displayName: String
  var values: [ResolvedValue]
}

/// A function parameter.
struct ResolvedParameter: Sendable, Equatable {
  /// The argument label; `_` for none, `nil` when the label is the name.
  var label: String?
  /// As written in code (escaped when a keyword).
  var name: String
  var type: SwiftType
  var defaultValue: String?
  /// Stored in a `weak var` of `type` made optional (reactor init parameters only).
  var isWeak = false

  /// The type of the reactor's stored property: a weak one is optional (Swift's rule: nil once
  /// the object goes), a function `@escaping`'s inside it.
  var storedType: TypeRef {
    let stored = type.ref.asStoredProperty
    return !isWeak || stored.isOptional ? stored : .optional(stored, implicitlyUnwrapped: false)
  }
}

// MARK: - Services

/// A service, repository or use case.
struct ResolvedService: Sendable, Equatable {
  var kind: ServiceSpec.Kind
  var name: String
  var protocolName: String
  /// The user-owned class implementing the protocol.
  var implementationName: String
  /// Whether that class subclasses `BaseService` (services only).
  var inheritsBaseService: Bool
  /// What a use case takes through `init`.
  var dependencies: [ResolvedDependency]
  /// A repository's entities and its generated in-memory implementation.
  var store: ResolvedStore?
  /// The `ServiceProviderType` property: `taskService`.
  var property: String
  var mockName: String
  /// The `MockServiceProvider` property holding the typed mock: `mockTaskService`.
  var mockProperty: String
  var classBound: Bool
  /// `TaskEvent`, when the service has events.
  var eventType: String?
  var events: [ResolvedCase]
  var methods: [ResolvedMethod]
  /// The spec file that declares it.
  var specFile: String
  var files: ServiceFiles
  /// Where its name is written.
  var location: SourceLocation
}

struct ServiceFiles: Sendable, Equatable {
  var interface: String
  var implementation: String
  var mock: String
  /// A repository's generated in-memory implementation.
  var inMemory: String?
}

/// A repository, use case or service taken through `init` and stored in a `let`.
struct ResolvedDependency: Sendable, Equatable {
  var name: String
  /// `projectRepository`.
  var property: String
  var protocolName: String
  var mockName: String
}

struct ResolvedStore: Sendable, Equatable {
  var entity: SwiftType
  /// The key field: `id`.
  var key: String
  var style: RepositoryStyle
  /// `InMemoryProjectRepository`.
  var inMemoryName: String
}

/// What a repository method does to the stored entities, for the in-memory implementation.
enum StoreOperation: Sendable, Equatable {
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

struct ResolvedMethod: Sendable, Equatable {
  var name: String
  /// `saveTasks(_:)`.
  var selector: String
  /// The text between `<` and `>`.
  var genericParameters: String?
  var genericNames: Set<String>
  var parameters: [ResolvedParameter]
  var isAsync: Bool
  var isThrowing: Bool
  var returnType: SwiftType?
  var whereClause: String?
  var discardableResult: Bool
  var mock: ResolvedMock
  /// For a repository method: what it does to the stored entities.
  var storeOperation: StoreOperation? = nil
}

/// How a mock implements one method: the members it declares, how each argument reaches its
/// handler and its record of calls, and what it answers. The mock context writes the Swift.
struct ResolvedMock: Sendable, Equatable {
  /// `saveTasksCallCount`.
  var callCount: String
  /// `saveTasksCalls`, when any argument is recorded.
  var calls: String?
  /// `saveTasksHandler`.
  var handler: String
  /// The local name the handler is bound to in the body; differs from every parameter.
  var handlerBinding: String
  /// The local names of a generic result as the handler answers it and cast to its type; they
  /// differ from every parameter and from each other.
  var valueBinding: String
  var resultBinding: String
  /// Whether a parameter has the name of one of the mock's members (which are then read
  /// through `self`).
  var parameterShadowsMembers: Bool
  /// The arguments the handler receives, in order.
  var arguments: [MockArgument]
  var result: MockResult
}

/// How one parameter reaches a mock's handler and its record of calls.
struct MockArgument: Sendable, Equatable {
  enum Passing: Sendable, Equatable {
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

  var parameter: ResolvedParameter
  var passing: Passing

  /// Whether the mock keeps it in its calls (closures are not kept).
  var isRecorded: Bool {
    if case .closure = passing { return false }
    return true
  }

  var isInOut: Bool {
    if case .inOut = passing { return true }
    return false
  }
}

/// What a mock's method answers.
enum MockResult: Sendable, Equatable {
  /// No value: call the handler if set.
  case nothing
  /// The handler's value. `cast`: a result mentioning a generic, which the handler answers as
  /// `Any` (`Any?` when `isOptional`, whose `nil` is the result) and the mock casts to `type`.
  /// What a mock answers without a handler is the translator's: it knows the reactive library.
  case value(type: SwiftType, cast: Bool, isOptional: Bool)
}

// MARK: - Reactors

struct ResolvedReactor: Sendable, Equatable {
  var name: String
  var specFile: String
  /// Where its name is written.
  var location: SourceLocation
  /// Taken through `init` after the provider, before the parameters.
  var dependencies: [ResolvedDependency] = []
  /// `<Reactor>Logic`, when any hook exists.
  var logicProtocol: String?
  var files: ReactorFiles
  var testClass: String
  var services: [ResolvedService]
  var usesProvider: Bool
  var parameters: [ResolvedParameter]
  var state: ResolvedState
  var initialState: ResolvedInitialState
  var actions: [ResolvedAction]
  var mutations: [ResolvedMutation]
  var eventSources: [ResolvedEventSource]
  /// Hooks the user writes, in the order of the logic file.
  var hooks: [ResolvedHook]
  /// ReactorKit's `transform(action:)`, `transform(state:)`, `transform(mutation:)` the reactor
  /// implements by calling a hook (which ReactorKit's defaults cannot satisfy).
  var transformHooks: [ResolvedTransform]
  /// `Action.isXxxAction` helpers used by `cancelledBy`.
  var predicates: [ResolvedPredicate]
  /// Those of ``predicates`` its file declares: all of them, but where reactors share one enum of
  /// the app's (`actionType:`), whose helpers the first reactor that needs each declares
  /// (``Validator/declaringSharedPredicatesOnce(_:)``).
  var declaredPredicates: [ResolvedPredicate] = []
  /// The subject of the cancelling actions that passed their guards (`startedActions`), declared
  /// when a guard (`when:`, `ignoreWhileLoading`) can ignore one of them: cancelled work listens
  /// there, since an ignored action changes nothing and cancels nothing. `nil`: work listens to
  /// ReactorKit's `action`, every action sent.
  var startedActions: String?
  /// The methods of its test case.
  var tests: [ResolvedTest]
  /// `observableState: true`: the State is `@ObservableState`, and `Action` (a `BindableAction`)
  /// and `Mutation` both start with a case named ``Naming/bindingCase`` carrying a
  /// `BindingAction<State>`, which `mutate` passes on and `reduce` applies.
  var isObservable = false
  /// Whether its declarations are public: the module's access, or the reactor's own `access:`.
  var isPublic = false
  /// The protocols the class, its State, Action and Mutation adopt where declared.
  var conformances: [ConformingType: [TypeRef]] = [:]
  /// Stored properties that are not init parameters, assigned in `init` after them.
  var properties: [ResolvedProperty] = []
  /// The paces of its actions (`debounce:`, `throttle:`), in ``ActionPace`` order: each has a
  /// scheduler the actions wait on, taken through `init` (the main scheduler by default, a test's
  /// own in tests).
  var paces: [ActionPace] = []
  /// The enums of the app's its Action and Mutation are (`actionType:`, `mutationType:`), when
  /// they are declared elsewhere: `typealias Action = T`.
  var actionType: TypeRef? = nil
  var mutationType: TypeRef? = nil
}

/// A stored property of the reactor that no parameter sets: `let disposeBag: DisposeBag`.
struct ResolvedProperty: Sendable, Equatable {
  /// As written in code (escaped when a keyword).
  var name: String
  /// Its property wrappers, without `@` (`Injected`): the wrapper gives it its value.
  var wrappers: [String] = []
  /// Nil when the wrapper gives it.
  var type: SwiftType?
  var isVariable: Bool
  /// Declared `public` (`public` in the spec, in a public module).
  var isPublic = false
  /// `weak var`: the reactor does not keep the object alive.
  var isWeak = false
  /// `lazy var`: the value stands at the declaration, made when the property is first read.
  var isLazy = false
  /// Assigned in `init` (at the declaration when lazy); `nil` for an optional `var`, which
  /// starts as nil.
  var value: String?
  var valueLocation: SourceLocation?
  /// For a value through a wrapper that takes arguments (`@Clamped(0...10) ... = 5`): the
  /// wrapper's type and arguments, which init passes beside the value, as Swift makes such a
  /// wrapper (`Clamped(wrappedValue: 5, 0...10)`); assigning the value alone would make it
  /// without them.
  var wrapperWithArguments: WrapperCall?

  struct WrapperCall: Sendable, Equatable {
    /// The wrapper as the spec writes it without its arguments (`Clamped`), the attribute the
    /// property is declared with: with its arguments, Swift would make the wrapper there, without
    /// the value.
    var written: String
    var type: TypeRef
    var arguments: [(label: String?, value: String)]

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.written == rhs.written && lhs.type == rhs.type && lhs.arguments.map(\.label) == rhs.arguments.map(\.label)
        && lhs.arguments.map(\.value) == rhs.arguments.map(\.value)
    }
  }
}

/// A test method of a reactor's test case, and what it checks.
struct ResolvedTest: Sendable, Equatable {
  enum Subject: Sendable, Equatable {
    case initialState
    /// `reactor.mutations[mutation]`'s `reduce`.
    case reduce(mutation: Int)
    /// `reactor.actions[index]`.
    case action(Int)
  }

  /// `testReduceSetQuery`.
  var name: String
  var subject: Subject
  var location: SourceLocation
}

struct ReactorFiles: Sendable, Equatable {
  var reactor: String
  var logic: String
  var tests: String

  /// The files of the reactor `name`: one place decides them for resolved and reused reactors.
  init(reactor name: String) {
    reactor = FileKind.reactor.path(declaring: name)
    logic = FileKind.reactorLogic.path(declaring: name)
    tests = FileKind.reactorTests.path(declaring: Naming.testClass(name))
  }
}

/// What a later run needs of a resolved reactor to keep its files without decoding it again: the
/// names it declares module-wide and the hooks of its logic file. Kept in the run record beside
/// the reactor's generated file.
struct ReactorSummary: Sendable, Equatable {
  let name: String
  /// The selectors of its hooks (`mutate(taskEvent:)`); it has a logic file when there are any.
  var hooks: [String]
  /// Whether an action has an `async` hook (the module then needs `AsyncBridge`).
  var isAsync: Bool
  /// Whether it has `observableState` (its code then uses names of ReactorKitObservation).
  var isObservable: Bool
  /// Made once from `name`: an edit run asks for a kept reactor's files several times.
  let files: ReactorFiles

  init(name: String, hooks: [String], isAsync: Bool, isObservable: Bool = false) {
    self.name = name
    self.hooks = hooks
    self.isAsync = isAsync
    self.isObservable = isObservable
    files = ReactorFiles(reactor: name)
  }

  var logicProtocol: String? { Self.logicProtocol(of: name, hasHooks: !hooks.isEmpty) }
  /// A reactor has a logic protocol (and a logic file) when it has hooks: decided here, for
  /// resolved and reused reactors alike.
  static func logicProtocol(of reactor: String, hasHooks: Bool) -> String? { hasHooks ? Naming.logicProtocol(reactor) : nil }
  var testClass: String { Naming.testClass(name) }
}

extension ResolvedReactor {
  /// Whether an action has an `async` hook (the module then needs `AsyncBridge`).
  var isAsync: Bool { actions.contains(where: \.isAsync) }

  var summary: ReactorSummary {
    ReactorSummary(name: name, hooks: hooks.map(\.selector), isAsync: isAsync, isObservable: isObservable)
  }
}

enum ResolvedState: Sendable, Equatable {
  case fields([ResolvedField])
  /// `typealias State = Task`.
  case model(SwiftType)

  var fields: [ResolvedField] {
    if case .fields(let fields) = self { return fields }
    return []
  }
}

struct ResolvedField: Sendable, Equatable {
  /// As written in code (escaped when a keyword).
  var name: String
  var type: SwiftType
  var defaultValue: String?
  var isPulse: Bool
  /// `let`: set once. With a default it is no initializer's parameter (Swift's rule).
  var isConstant = false
  /// Its type as the parameter of State's init that sets it: a closure escapes, a function type
  /// written out or one the target's files name (`typealias Handler = (Int) -> Void`).
  var storedParameterType: TypeRef

  /// Whether `State(...)` takes it: all but a `let` that has its value already.
  var isInitialized: Bool { !(isConstant && defaultValue != nil) }

  /// The value a memberwise initialiser gives the field when none is passed, if any. A `T?`
  /// property starts as nil, a wrapped (`@Pulse`) one too, since `Pulse` has `init(wrappedValue:)`;
  /// `Optional<T>` written out and a `let` do not.
  var implicitDefault: String? { defaultValue ?? (type.ref.isImplicitlyNil && !isConstant ? "nil" : nil) }
}

enum ResolvedInitialState: Sendable, Equatable {
  case defaults
  case expression(String)
  /// `Self.makeInitialState(...)`, a hook the user writes.
  case custom(hook: String)
}

struct ResolvedAction: Sendable, Equatable {
  var enumCase: ResolvedCase
  /// Mutations emitted before the hook's work, in order.
  var emits: [ResolvedMutationCall]
  /// The `mutateX` hook doing (the rest of) the work.
  var hook: String?
  /// The hook is `async throws -> [Mutation]`, run through `AsyncBridge`.
  var isAsync: Bool = false
  /// The loading mutation (one `Bool`) bracketing the hook's work.
  var loading: ResolvedMutation?
  /// The Bool field to read for `ignoreWhileLoading`.
  var ignoreWhileLoadingField: String?
  /// `Action.isXxxAction` predicates whose actions cancel the hook's work.
  var cancelledBy: [String]
  /// Predicates of the cancelling actions that start the same loading bracket: they cancel the
  /// whole bracket, so a cancelled run's `false` cannot follow the new run's `true`.
  var restartedBy: [String]
  /// What an error of the hook's work becomes; `nil` when its errors are left to ReactorKit.
  var `catch`: ResolvedCatch?
  /// A condition checked before anything is emitted.
  var precondition: ResolvedPrecondition?
  /// Announces on the reactor's `startedActions` that it passed its guards (it cancels work).
  var announcesStart: Bool = false
  /// State fields read when the action arrives and passed to the hook (`reads:`).
  var reads: [ResolvedField] = []
  /// How the reactor's `transform(action:)` paces the action (`debounce:`, `throttle:`).
  var pacing: Pacing? = nil
  /// The spec wrote its emitted mutations on one line (`[setA(1), setB(2)]`).
  var emitsShareALine = false

  /// Whether a guard can ignore the action: `when:` or `ignoreWhileLoading`.
  var canBeIgnored: Bool { precondition != nil || ignoreWhileLoadingField != nil }

  /// Whether the action's precondition is a `when:` hook the user writes.
  var hasPreconditionHook: Bool {
    if case .hook? = precondition { return true }
    return false
  }
}

/// What an error of an action's work becomes.
enum ResolvedCatch: Sendable, Equatable {
  /// Nothing: the work ends (so that a loading bracket still closes).
  case ignore
  /// The mutation, given the error itself or, when it takes a `String`, its description.
  case mutation(ResolvedMutation, passesDescription: Bool)
}

/// A condition an action must meet before anything is emitted.
enum ResolvedPrecondition: Sendable, Equatable {
  /// The spec's own Swift condition, verbatim.
  case expression(String)
  /// A hook the user writes, given the action's values.
  case hook(String)
}

/// A mutation built from argument expressions: `.setQuery(query)`.
struct ResolvedMutationCall: Sendable, Equatable {
  var mutation: ResolvedMutation
  /// The spec's own expressions, or the bindings of the values passed on.
  var arguments: [String]
  /// Whether the spec wrote the arguments (`setLoading(true)`) rather than passing values on.
  var isExplicit: Bool
}

struct ResolvedMutation: Sendable, Equatable {
  var enumCase: ResolvedCase
  var reduce: ResolvedReduce
}

enum ResolvedReduce: Sendable, Equatable {
  /// A `reduceX(state:...)` hook the user writes.
  case hook(String)
  case operations([ResolvedOperation])
}

struct ResolvedOperation: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// `field = value`.
    case set(String)
    /// `field.append(value)` or `field.append(contentsOf: value)`.
    case append(String, contentsOf: Bool)
    case toggle, increment, decrement
  }

  var field: ResolvedField
  var kind: Kind
  /// The index of the case value the operation consumes, if any.
  var valueIndex: Int?
}

/// A service whose events are merged into the mutations in `transform(mutation:)`.
struct ResolvedEventSource: Sendable, Equatable {
  var service: ResolvedService
  /// `taskEventMutation`.
  var variable: String
  /// Mapped events and the mutations they become.
  var mappings: [(event: ResolvedCase, call: ResolvedMutationCall)]
  /// The `mutate(taskEvent:)` hook's parameter label, when some events go to the hook.
  var hookLabel: String?
  /// Where the spec subscribes.
  var location: SourceLocation

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.service == rhs.service && lhs.variable == rhs.variable && lhs.hookLabel == rhs.hookLabel && lhs.location == rhs.location
      && lhs.mappings.map(\.event) == rhs.mappings.map(\.event) && lhs.mappings.map(\.call) == rhs.mappings.map(\.call)
  }
}

/// A function the user writes in `<Reactor>+Logic.swift`, required by `<Reactor>Logic`: what it
/// is for and what it takes. The logic context writes its declaration, stub and summary.
struct ResolvedHook: Sendable, Equatable {
  enum Kind: Sendable, Hashable {
    case initialState, precondition, mutate, reduce, events, transform, didInitialize, willDeinitialize, prelude, postlude
  }

  /// What the hook is for, with what its declaration and stub depend on.
  enum Role: Sendable, Equatable {
    /// `makeInitialState(...)`; `canDefault`: every field has a default, so `State()` compiles.
    case initialState(canDefault: Bool)
    /// Whether the action should run now.
    case precondition(action: String)
    /// The mutations for the action: an `Observable<Mutation>`, or `[Mutation]` when `isAsync`.
    /// `afterEmits`: the action emits mutations before it; `loading`: the bracket around it;
    /// `reads`: the state fields it is given, as they were when the action arrived.
    case mutate(action: String, isAsync: Bool, afterEmits: Bool, loading: String?, reads: [String])
    /// Applies the mutation to the state.
    case reduce(mutation: String)
    /// Turns a service's events into mutations.
    case events(service: String, eventType: String)
    /// Transforms ReactorKit's `action`, `mutation` or `state` stream.
    case transform(stream: String)
    /// What init does last, once the initial state is made (`didInitialize: true`).
    case didInitialize
    /// What `deinit` does (`willDeinitialize: true`).
    case willDeinitialize
    /// What runs before `mutate`'s or `reduce`'s switch (`prelude:`).
    case prelude(PreludeFunction)
    /// What runs after `reduce`'s switch (`postlude:`).
    case postlude(PostludeFunction)

    var kind: Kind {
      switch self {
      case .initialState: .initialState
      case .precondition: .precondition
      case .mutate: .mutate
      case .reduce: .reduce
      case .events: .events
      case .transform: .transform
      case .didInitialize: .didInitialize
      case .willDeinitialize: .willDeinitialize
      case .prelude: .prelude
      case .postlude: .postlude
      }
    }
  }

  var role: Role
  var name: String
  var inputs: [HookInput]
  /// What in the spec asks for the hook (`action 'refresh'`), and where.
  var origin: String
  var location: SourceLocation

  var kind: Kind { role.kind }
  var isStatic: Bool { kind == .initialState }

  /// `mutate(taskEvent:)`: how the hook is found in a user's file.
  var selector: String { function.selector }
  var function: FunctionSelector.Name { FunctionSelector.Name(name, labels: inputs.map { $0.label ?? $0.name }) }
}

/// A parameter of a hook.
struct HookInput: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
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
  var label: String?
  var name: String
  var kind: Kind
}

struct ResolvedTransform: Sendable, Equatable {
  /// `action`, `mutation` or `state`.
  var stream: String
  /// `Action`, `Mutation` or `State`.
  var type: String
  /// `transformAction`.
  var hook: String
}

struct ResolvedPredicate: Sendable, Equatable {
  /// `isRefreshAction`.
  var name: String
  /// The case as written in code and in prose.
  var caseName: String
  var displayName: String
}

/// A reactor whose files a run keeps (``IncrementalPlan``): what the previous run recorded of it
/// (``GenerationOptions/reactorSummaries``), and where its name is written, for the names it
/// declares.
struct KeptReactor: Sendable, Equatable {
  var summary: ReactorSummary
  var location: SourceLocation
}
