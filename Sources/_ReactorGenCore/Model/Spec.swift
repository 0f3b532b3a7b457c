import ReactorGenSwift

/// The spec as written, decoded from the YAML node tree but not yet checked for meaning.
///
/// Every element keeps its `location` so that validation can point at it. Types and default
/// values are Swift source text, kept verbatim.
package struct Spec: Sendable, Equatable {
  /// The spec format versions this reactorgen reads; the first is what it writes.
  static let supportedVersions = [1]

  var file: String
  var version: Located<Int>?
  var module: Located<String>?
  var imports: [Located<String>]
  var access: Located<AccessLevel>?
  /// The default of ``ReactorSpec/observableState`` for every reactor of the module.
  var observableState: Located<Bool>? = nil
  var services: [ServiceSpec]
  /// Repositories and use cases: interfaces like services, injected through `init`.
  var repositories: [ServiceSpec] = []
  var useCases: [ServiceSpec] = []
  var reactors: [ReactorSpec]
  /// Names of elements that could not be decoded (their errors are reported already):
  /// validation reports no unknown reference to them.
  var unreadableNames: Set<String> = []
}

package struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
  var value: Value
  var location: SourceLocation

  package init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

package enum AccessLevel: String, Sendable, Equatable, CaseIterable {
  case `internal`
  case `public`
}

/// One associated value of an enum case: `IndexPath`, `id: String`, `_ source: IndexPath`.
struct AssociatedValue: Sendable, Equatable {
  /// The label the enum case declares (`id` in `delete(id: String)`); `nil` when unlabelled.
  var label: String?
  /// The name the author gave an unlabelled value (`source` in `_ source: IndexPath`).
  var name: String?
  /// Parsed once, here: every later stage asks ``SwiftType/ref``.
  var type: SwiftType
  var location: SourceLocation
  /// `animated: Bool = true`: what the value is when a case is made without it.
  var defaultValue: String? = nil
}

/// An action, mutation or event case: `moveTask(IndexPath, IndexPath)`.
package struct EnumCaseSpec: Sendable, Equatable {
  var name: String
  var values: [AssociatedValue]
  var location: SourceLocation
}

/// A function parameter: `_ tasks: [Task]`, `forKey key: UserDefaultsKey<T>`, `title: String`.
package struct ParameterSpec: Sendable, Equatable {
  /// The argument label; `_` for none, `nil` when the label is the name.
  var label: String?
  var name: String
  var type: SwiftType
  var location: SourceLocation
  /// A default argument (reactor init parameters only).
  var defaultValue: String? = nil
  /// `weak var coordinator`: kept in a `weak var` of the optional type (reactor init parameters
  /// only), so that the reactor does not keep what it was given alive.
  var isWeak = false
}

package struct MethodSpec: Sendable, Equatable {
  var name: String
  /// The text between `<` and `>`, e.g. `T` or `Action: AlertActionType`.
  var genericParameters: String?
  var parameters: [ParameterSpec]
  var isAsync: Bool = false
  var isThrowing: Bool
  var returnType: SwiftType?
  var whereClause: String?
  var discardableResult: Bool
  var location: SourceLocation
}

/// A service, repository or use case: a protocol, a user-owned implementation and a mock.
package struct ServiceSpec: Sendable, Equatable {
  enum Kind: String, Sendable, Equatable {
    /// Reached through the `ServiceProvider` locator (RxTodo's pattern).
    case service
    /// Stores entities; its methods are CRUD over them, with a generated in-memory implementation.
    case repository
    /// Application logic over repositories and services, which it takes through `init`.
    case useCase = "use case"
  }

  var kind: Kind = .service
  var name: String
  /// `protocol XServiceType: AnyObject`, for services held weakly or compared by identity.
  var classBound: Bool
  var methods: [MethodSpec]
  /// Broadcast on `event: PublishSubject<XEvent>`.
  var events: [EnumCaseSpec]
  var location: SourceLocation
  /// `protocol:`; by default `<Name>Type` for a service, `<Name>Protocol` otherwise.
  var protocolName: Located<String>? = nil
  /// `implementation:`, the user-owned class; by default the name itself.
  var implementationName: Located<String>? = nil
  /// Whether a service's implementation subclasses `BaseService` (and gets the provider).
  var inheritsBaseService: Bool = true
  /// What a use case takes through `init`: repositories, services and other use cases.
  var dependencies: [Located<String>] = []
  /// What a repository stores.
  var store: StoreSpec? = nil
}

/// A repository's entities and the form of its methods.
struct StoreSpec: Sendable, Equatable {
  var entity: Located<SwiftType>
  /// The entity's key field: `id: String`.
  var key: ParameterSpec
  var style: RepositoryStyle
  /// The generated in-memory implementation; by default `InMemory<Name>`.
  var inMemoryName: Located<String>?
  /// Extra reads: entities for which a Swift condition holds.
  var queries: [QuerySpec]
}

/// How a repository's methods deliver their results; one choice per repository.
enum RepositoryStyle: String, Sendable, Equatable, CaseIterable {
  case sync
  case `throws`
  case async
  case asyncThrows = "async throws"
  case observable
}

/// `projects(in state: ProjectState)`: the entities for which `predicate` holds.
struct QuerySpec: Sendable, Equatable {
  var name: String
  var parameters: [ParameterSpec]
  /// A Swift condition over `entity` and the parameters: `entity.workState == state`.
  var predicate: String
  var predicateLocation: SourceLocation
  var location: SourceLocation
}

package struct StateFieldSpec: Sendable, Equatable {
  var name: String
  var type: SwiftType
  var defaultValue: String?
  var isPulse: Bool
  var location: SourceLocation
  /// `let name: Type`: set once, by the initial state (the key starts with `let`).
  var isConstant = false
  /// Where the field's text starts when it is a block over several lines (its lines follow the
  /// key's), for line directives.
  var blockLocation: SourceLocation? = nil
}

package enum StateSpec: Sendable, Equatable {
  /// `struct State { ... }` generated from these fields.
  case fields([StateFieldSpec])
  /// `typealias State = Task`: an existing model type is the state.
  case model(Located<SwiftType>)
}

package enum InitialStateSpec: Sendable, Equatable {
  /// `State()`: every field has a default.
  case defaults
  /// A Swift expression that may use the init parameters, e.g. `task`.
  case expression(Located<String>)
  /// A `makeInitialState(...)` hook the user writes.
  case custom(SourceLocation)
}

/// A mutation an action emits: `toggleEditing`, `setLoading(true)`, or `setQuery` (values passed on).
package struct MutationCallSpec: Sendable, Equatable {
  var name: String
  /// Swift argument text, verbatim; `nil` passes the action's (or event's) own values on.
  var arguments: [String]?
  var location: SourceLocation
}

package struct ActionSpec: Sendable, Equatable {
  var enumCase: EnumCaseSpec
  /// Mutations emitted first, in order.
  var emits: [MutationCallSpec]
  /// Whether the spec names mutations to emit, even ones that could not be read (whose errors
  /// are reported where they are written).
  var namesEmits = false
  /// Whether a user-written `mutateX` hook does (the rest of) the work.
  var callsHook: Bool
  /// The hook is `async throws -> [Mutation]`, bridged into the Observable ReactorKit expects.
  var isAsync: Located<Bool>? = nil
  /// A mutation taking a Bool that brackets the hook's work: `true` before, `false` after.
  var loading: Located<String>?
  /// Ignore the action while the loading flag is set (needs a declarative `loading` mutation).
  var ignoreWhileLoading: Bool
  /// Actions whose arrival cancels this action's hook work (`take(until:)`).
  var cancelledBy: [Located<String>]
  /// A mutation that an error of the hook's work becomes (`catch: setErrorMessage`).
  var catchMutation: Located<String>? = nil
  /// Checked before anything is emitted: a Swift expression, or `hook` for a Bool hook.
  var precondition: Precondition? = nil
  /// State fields the hook gets as parameters, read from `currentState` when the action arrives
  /// (`reads: [email, password]`): an async hook runs off the main thread, away from the state.
  var reads: [Located<String>] = []
  /// `debounce: 300ms` or `throttle: 0.5s`: how `transform(action:)` paces the action before
  /// `mutate` sees it.
  var pacing: Located<Pacing>? = nil

  package enum Precondition: Sendable, Equatable {
    case expression(Located<String>)
    case hook(SourceLocation)
  }
}

package enum ReduceOperationKind: String, Sendable, Equatable, CaseIterable {
  case set, append, toggle, increment, decrement

  /// How many of the mutation's associated values the operation consumes.
  var consumesValue: Bool { self == .set || self == .append }
}

package struct ReduceOperation: Sendable, Equatable {
  var kind: ReduceOperationKind
  var field: Located<String>
  /// `set: isDismissed = true` assigns this Swift expression instead of consuming a value.
  var value: String? = nil

  /// Whether the operation takes one of the mutation's associated values.
  var consumesValue: Bool { kind.consumesValue && value == nil }
}

package struct MutationSpec: Sendable, Equatable {
  var enumCase: EnumCaseSpec
  /// Declarative reduce, applied in order; empty means a user-written `reduceX` hook.
  var reduce: [ReduceOperation]
}

/// A service whose `event` subject is merged into the reactor's mutations.
package struct EventSubscriptionSpec: Sendable, Equatable {
  var service: Located<String>
  /// Event case name → mutation; events not listed go to the `mutate(xEvent:)` hook.
  var mappings: [(event: Located<String>, mutation: MutationCallSpec)]

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.service == rhs.service && lhs.mappings.map(\.event) == rhs.mappings.map(\.event)
      && lhs.mappings.map(\.mutation) == rhs.mappings.map(\.mutation)
  }
}

package enum TransformStream: String, Sendable, Equatable, CaseIterable {
  case action, mutation, state
}

/// A ReactorKit function whose switch a prelude hook runs before (`prelude: [reduce]`).
package enum PreludeFunction: String, Sendable, Equatable, CaseIterable {
  /// `willMutate(action:)`, before `mutate(action:)`'s switch, for every action.
  case mutate
  /// `willReduce(state:mutation:)`, before `reduce(state:mutation:)`'s switch, on the copy of
  /// the state every mutation then changes.
  case reduce
}

/// A ReactorKit function whose switch a postlude hook runs after (`postlude: [reduce]`): only
/// `reduce` falls out of its switch; `mutate`'s cases each return.
enum PostludeFunction: String, Sendable, Equatable, CaseIterable {
  /// `didReduce(state:mutation:)`, after `reduce(state:mutation:)`'s switch, on the copy every
  /// mutation changed: what is derived from the rest of the state.
  case reduce
}

package struct ReactorSpec: Sendable, Equatable {
  var name: String
  /// For SwiftUI on ReactorKit's main branch: `@ObservableState` on the State and a `binding`
  /// action (`BindableAction`); `nil` takes the module's default (``Spec/observableState``).
  var observableState: Located<Bool>? = nil
  /// `access: internal` in a module whose `access` is public: this reactor stays internal (a
  /// module may hold public and internal reactors); `nil` takes the module's.
  var access: Located<AccessLevel>? = nil
  var services: [Located<String>]
  /// Repositories, use cases and services the reactor takes through `init`.
  var dependencies: [Located<String>] = []
  var parameters: [ParameterSpec]
  var state: StateSpec
  var initialState: InitialStateSpec
  var actions: [ActionSpec]
  var mutations: [MutationSpec]
  var events: [EventSubscriptionSpec]
  var transforms: [Located<TransformStream>]
  var location: SourceLocation
  /// `actionType: T`: the Action is an enum declared elsewhere (`typealias Action = T`), whose
  /// cases `actions:` lists for mutate's switch.
  var actionType: Located<SwiftType>? = nil
  /// `mutationType: T`: the Mutation is an enum declared elsewhere, whose cases `mutations:` lists.
  var mutationType: Located<SwiftType>? = nil
  /// `conformances:`: protocols the reactor class, its State, Action and Mutation adopt where
  /// they are declared (Swift synthesizes `Equatable` and `Hashable` only there).
  var conformances: [ConformingType: [Located<String>]] = [:]
  /// `properties:`: stored properties of the reactor that are not init parameters.
  var properties: [PropertySpec] = []
  /// `didInitialize: true`: init ends by calling the user's `didInitialize()` (subscriptions,
  /// `_ = self.state`).
  var didInitialize: Located<Bool>? = nil
  /// `willDeinitialize: true`: the reactor's `deinit` calls the user's `willDeinitialize()`
  /// (deinit cannot be written in an extension, where the logic lives).
  var willDeinitialize: Located<Bool>? = nil
  /// `prelude: [mutate, reduce]`: what the user's hooks do before those functions' switches (a
  /// flag reset before every mutation, a log line for every action).
  var preludes: [Located<PreludeFunction>] = []
  /// `postlude: [reduce]`: what the user's hook does after reduce's switch, whichever mutation it
  /// applied (a field derived from the others).
  var postludes: [Located<PostludeFunction>] = []
}

/// What a conformance is declared on.
package enum ConformingType: String, Sendable, Equatable, CaseIterable {
  case reactor, state, action, mutation
}

/// A stored property of the reactor: `disposeBag: DisposeBag = DisposeBag()`,
/// `var page: Int = 1`. Its value is assigned in `init`, after the parameters, so it may use them.
package struct PropertySpec: Sendable, Equatable {
  var name: String
  /// Its property wrappers as written, without `@`: `Injected`, `Dependency(\.api)`.
  var wrappers: [String] = []
  /// Nil when a wrapper gives it (`@Injected(\.api) var api`): Swift infers it from the wrapper.
  var type: SwiftType?
  var value: String?
  /// `var` (written before the name); `let` otherwise.
  var isVariable: Bool
  var location: SourceLocation
  /// `public` (written first): a property another module sees, such as one that satisfies a
  /// public protocol's requirement (RxFlow's `steps`); in a module with `access: public` only.
  var isPublic = false
  /// `weak` (written before `var`): an optional reference the reactor does not keep alive, such
  /// as a delegate or a coordinator that owns the reactor.
  var isWeak = false
  /// `lazy` (written before `var`): the value is made where it is declared, the first time the
  /// property is read, so it may use the reactor's other members.
  var isLazy = false
  /// Where the value starts, for messages and line directives.
  var valueLocation: SourceLocation?
}

extension Spec {
  /// The module-wide settings as written (`nil`: not written), which specs generated with this
  /// one repeat.
  package var moduleSettings: (module: String?, access: AccessLevel?, observableState: Bool?) {
    (module?.value, access?.value, observableState?.value)
  }
}

extension ReactorSpec {
  /// The State's fields; empty when the state is an existing model type.
  var stateFields: [StateFieldSpec] {
    if case .fields(let fields) = state { return fields }
    return []
  }

  /// The reactor holds (and its init takes) the service provider when it uses any service.
  var usesProvider: Bool { !services.isEmpty || !events.isEmpty }
}
