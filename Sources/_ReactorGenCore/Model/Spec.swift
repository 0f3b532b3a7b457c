/// The spec as written, decoded from the YAML node tree but not yet checked for meaning.
///
/// Every element keeps its `location` so that validation can point at it. Types and default
/// values are Swift source text, kept verbatim.
public struct Spec: Sendable, Equatable {
  public var file: String
  public var version: Located<Int>?
  public var module: Located<String>?
  public var imports: [Located<String>]
  public var access: Located<AccessLevel>?
  /// The default of ``ReactorSpec/observableState`` for every reactor of the module.
  public var observableState: Located<Bool>? = nil
  public var services: [ServiceSpec]
  /// Repositories and use cases: interfaces like services, injected through `init`.
  public var repositories: [ServiceSpec] = []
  public var useCases: [ServiceSpec] = []
  public var reactors: [ReactorSpec]
  /// Names of elements that could not be decoded (their errors are reported already):
  /// validation reports no unknown reference to them.
  public var unreadableNames: Set<String> = []
}

public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
  case `internal`
  case `public`
}

/// One associated value of an enum case: `IndexPath`, `id: String`, `_ source: IndexPath`.
public struct AssociatedValue: Sendable, Equatable {
  /// The label the enum case declares (`id` in `delete(id: String)`); `nil` when unlabelled.
  public var label: String?
  /// The name the author gave an unlabelled value (`source` in `_ source: IndexPath`).
  public var name: String?
  /// Parsed once, here: every later stage asks ``SwiftType/ref``.
  public var type: SwiftType
  public var location: SourceLocation
}

/// An action, mutation or event case: `moveTask(IndexPath, IndexPath)`.
public struct EnumCaseSpec: Sendable, Equatable {
  public var name: String
  public var values: [AssociatedValue]
  public var location: SourceLocation
}

/// A function parameter: `_ tasks: [Task]`, `forKey key: UserDefaultsKey<T>`, `title: String`.
public struct ParameterSpec: Sendable, Equatable {
  /// The argument label; `_` for none, `nil` when the label is the name.
  public var label: String?
  public var name: String
  public var type: SwiftType
  public var location: SourceLocation
  /// A default argument (reactor init parameters only).
  public var defaultValue: String? = nil
}

public struct MethodSpec: Sendable, Equatable {
  public var name: String
  /// The text between `<` and `>`, e.g. `T` or `Action: AlertActionType`.
  public var genericParameters: String?
  public var parameters: [ParameterSpec]
  public var isAsync: Bool = false
  public var isThrowing: Bool
  public var returnType: SwiftType?
  public var whereClause: String?
  public var discardableResult: Bool
  public var location: SourceLocation
}

/// A service, repository or use case: a protocol, a user-owned implementation and a mock.
public struct ServiceSpec: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    /// Reached through the `ServiceProvider` locator (RxTodo's pattern).
    case service
    /// Stores entities; its methods are CRUD over them, with a generated in-memory implementation.
    case repository
    /// Application logic over repositories and services, which it takes through `init`.
    case useCase = "use case"
  }

  public var kind: Kind = .service
  public var name: String
  /// `protocol XServiceType: AnyObject`, for services held weakly or compared by identity.
  public var classBound: Bool
  public var methods: [MethodSpec]
  /// Broadcast on `event: PublishSubject<XEvent>`.
  public var events: [EnumCaseSpec]
  public var location: SourceLocation
  /// `protocol:`; by default `<Name>Type` for a service, `<Name>Protocol` otherwise.
  public var protocolName: Located<String>? = nil
  /// `implementation:`, the user-owned class; by default the name itself.
  public var implementationName: Located<String>? = nil
  /// Whether a service's implementation subclasses `BaseService` (and gets the provider).
  public var inheritsBaseService: Bool = true
  /// What a use case takes through `init`: repositories, services and other use cases.
  public var dependencies: [Located<String>] = []
  /// What a repository stores.
  public var store: StoreSpec? = nil
}

/// A repository's entities and the form of its methods.
public struct StoreSpec: Sendable, Equatable {
  public var entity: Located<SwiftType>
  /// The entity's key field: `id: String`.
  public var key: ParameterSpec
  public var style: RepositoryStyle
  /// The generated in-memory implementation; by default `InMemory<Name>`.
  public var inMemoryName: Located<String>?
  /// Extra reads: entities for which a Swift condition holds.
  public var queries: [QuerySpec]
}

/// How a repository's methods deliver their results; one choice per repository.
public enum RepositoryStyle: String, Sendable, Equatable, CaseIterable {
  case sync
  case `throws`
  case async
  case asyncThrows = "async throws"
  case observable
}

/// `projects(in state: ProjectState)`: the entities for which `predicate` holds.
public struct QuerySpec: Sendable, Equatable {
  public var name: String
  public var parameters: [ParameterSpec]
  /// A Swift condition over `entity` and the parameters: `entity.workState == state`.
  public var predicate: String
  public var location: SourceLocation
}

public struct StateFieldSpec: Sendable, Equatable {
  public var name: String
  public var type: SwiftType
  public var defaultValue: String?
  public var isPulse: Bool
  public var location: SourceLocation
}

public enum StateSpec: Sendable, Equatable {
  /// `struct State { ... }` generated from these fields.
  case fields([StateFieldSpec])
  /// `typealias State = Task`: an existing model type is the state.
  case model(Located<SwiftType>)
}

public enum InitialStateSpec: Sendable, Equatable {
  /// `State()`: every field has a default.
  case defaults
  /// A Swift expression that may use the init parameters, e.g. `task`.
  case expression(Located<String>)
  /// A `makeInitialState(...)` hook the user writes.
  case custom(SourceLocation)
}

/// A mutation an action emits: `toggleEditing`, `setLoading(true)`, or `setQuery` (values passed on).
public struct MutationCallSpec: Sendable, Equatable {
  public var name: String
  /// Swift argument text, verbatim; `nil` passes the action's (or event's) own values on.
  public var arguments: [String]?
  public var location: SourceLocation
}

public struct ActionSpec: Sendable, Equatable {
  public var enumCase: EnumCaseSpec
  /// Mutations emitted first, in order.
  public var emits: [MutationCallSpec]
  /// Whether the spec names mutations to emit, even ones that could not be read (whose errors
  /// are reported where they are written).
  public var namesEmits = false
  /// Whether a user-written `mutateX` hook does (the rest of) the work.
  public var callsHook: Bool
  /// The hook is `async throws -> [Mutation]`, bridged into the Observable ReactorKit expects.
  public var isAsync: Located<Bool>? = nil
  /// A mutation taking a Bool that brackets the hook's work: `true` before, `false` after.
  public var loading: Located<String>?
  /// Ignore the action while the loading flag is set (needs a declarative `loading` mutation).
  public var ignoreWhileLoading: Bool
  /// Actions whose arrival cancels this action's hook work (`take(until:)`).
  public var cancelledBy: [Located<String>]
  /// A mutation that an error of the hook's work becomes (`catch: setErrorMessage`).
  public var catchMutation: Located<String>? = nil
  /// Checked before anything is emitted: a Swift expression, or `hook` for a Bool hook.
  public var precondition: Precondition? = nil

  public enum Precondition: Sendable, Equatable {
    case expression(Located<String>)
    case hook(SourceLocation)
  }
}

public enum ReduceOperationKind: String, Sendable, Equatable, CaseIterable {
  case set, append, toggle, increment, decrement

  /// How many of the mutation's associated values the operation consumes.
  var consumesValue: Bool { self == .set || self == .append }
}

public struct ReduceOperation: Sendable, Equatable {
  public var kind: ReduceOperationKind
  public var field: Located<String>
  /// `set: isDismissed = true` assigns this Swift expression instead of consuming a value.
  public var value: String? = nil

  /// Whether the operation takes one of the mutation's associated values.
  var consumesValue: Bool { kind.consumesValue && value == nil }
}

public struct MutationSpec: Sendable, Equatable {
  public var enumCase: EnumCaseSpec
  /// Declarative reduce, applied in order; empty means a user-written `reduceX` hook.
  public var reduce: [ReduceOperation]
}

/// A service whose `event` subject is merged into the reactor's mutations.
public struct EventSubscriptionSpec: Sendable, Equatable {
  public var service: Located<String>
  /// Event case name → mutation; events not listed go to the `mutate(xEvent:)` hook.
  public var mappings: [(event: Located<String>, mutation: MutationCallSpec)]

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.service == rhs.service && lhs.mappings.map(\.event) == rhs.mappings.map(\.event)
      && lhs.mappings.map(\.mutation) == rhs.mappings.map(\.mutation)
  }
}

public enum TransformStream: String, Sendable, Equatable, CaseIterable {
  case action, mutation, state
}

public struct ReactorSpec: Sendable, Equatable {
  public var name: String
  /// For SwiftUI on ReactorKit's main branch: `@ObservableState` on the State and a `binding`
  /// action (`BindableAction`); `nil` takes the module's default (``Spec/observableState``).
  public var observableState: Located<Bool>? = nil
  public var services: [Located<String>]
  /// Repositories, use cases and services the reactor takes through `init`.
  public var dependencies: [Located<String>] = []
  public var parameters: [ParameterSpec]
  public var state: StateSpec
  public var initialState: InitialStateSpec
  public var actions: [ActionSpec]
  public var mutations: [MutationSpec]
  public var events: [EventSubscriptionSpec]
  public var transforms: [Located<TransformStream>]
  public var location: SourceLocation
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
