#if Import
  import ReactorGenSwift
  import _ReactorGenCore

  /// A hand-written reactor as `reactorgen-import` read it: what maps to spec keys, what moves
  /// verbatim into hooks, and, for every part of the original, where it went (the ledger).
  ///
  /// Made by ``ReactorReader`` from swift-syntax trees; written out by ``SpecWriter`` (the spec)
  /// and ``LogicFileComposer`` (the user's code for the logic file the core builds).
  struct ImportedReactor {
    var name: String
    /// The Swift file the reactor's class is declared in.
    var file: String
    var location: SourceSpot
    var isPublic: Bool
    /// `open`: other modules may inherit from it.
    var isOpen = false
    /// `@ObservableState struct State` (ReactorKit main's SwiftUI support): `observableState: true`,
    /// whose `binding` cases and their mutate and reduce are generated.
    var observableState = false
    /// The original files' `import` lines, by module name, in order of appearance.
    var imports: [String] = []
    var parameters: [Parameter] = []
    /// Stored properties no parameter sets (`let disposeBag = DisposeBag()`): `properties:`.
    var properties: [Property] = []
    /// What the class, State, Action and Mutation adopt beside what reactorgen declares:
    /// `conformances:`, by the spec's key.
    var conformances: [(type: String, protocols: [String])] = []
    /// With services declared in a spec (`--services-from`): the services the reactor reaches
    /// through its provider, and what it takes through `init` (repositories, use cases, services).
    var services: [String] = []
    var dependencies: [String] = []
    /// Service events merged in `transform(mutation:)`, in reactorgen's shape.
    var events: [EventSubscription] = []
    var state: State = .fields([])
    var initialState: InitialState = .defaults
    var actions: [EnumCase] = []
    var mutations: [EnumCase] = []
    /// The app's enums the Action and Mutation are (`typealias Action = FeedAction`), declared
    /// elsewhere: their cases are `actions` and `mutations`.
    var actionType: String?
    var mutationType: String?
    /// What each action's `mutate(action:)` case became, by action name.
    var mutate: [String: MutateCase] = [:]
    /// What each mutation's `reduce(state:mutation:)` case became, by mutation name.
    var reduce: [String: ReduceCase] = [:]
    /// Comments written just before what becomes an entry of the spec's lists (an enum case, a
    /// `mutate` or `reduce` case, a State field, a stored property): YAML comments above the entry.
    var elementComments: [SpecElement: [String]] = [:]
    /// The names a case's values were bound to, by action or mutation: an unlabelled value is
    /// written `_ name: Type`, so its hook's parameter keeps the name.
    var valueNames: [SpecElement: [String?]] = [:]
    /// The header comments of the files read (a copyright, a licence): YAML comments at the top of
    /// the spec, the file that now says what the reactor is.
    var fileComments: [String] = []
    /// Comments on the class, its init, mutate and reduce: YAML comments above the reactor.
    var reactorComments: [String] = []
    /// Every comment in the class and its extensions, in order: each must end up in the spec or
    /// the logic file (``Importer`` puts one that did not above the reactor).
    var originalComments: [String] = []
    /// `transform(action:)`, `transform(mutation:)`, `transform(state:)`, moved into hooks.
    var transforms: [Transform] = []
    /// The pace of each action read from reactorgen's `transform(action:)` (`debounce: 300ms`), by
    /// action name.
    var paces: [String: Pacing] = [:]
    /// What init does once the initial state is made, for `didInitialize: true`: statements that
    /// move into the hook, or the call of a hook the logic file has already.
    var didInitialize: LifecycleHook?
    /// What `deinit` does, for `willDeinitialize: true`: its statements, with the comments above
    /// it, move into the hook, or the generated deinit calls the logic file's hook already.
    var willDeinitialize: LifecycleHook?

    enum LifecycleHook {
      case moved(Verbatim, comments: [String] = [])
      case existingHook
    }
    /// What `mutate` and `reduce` do before their switches, for `prelude:`: statements that move
    /// into the hook, or the call of a hook the logic file has already.
    var preludes: [PreludeFunction: Prelude] = [:]
    /// What `reduce` does after its switch, for `postlude: [reduce]`, read as a prelude is.
    var reducePostlude: Prelude?

    enum Prelude {
      case moved(HookBody)
      case existingHook
    }
    /// Members of the reactor (or of its extensions) that move, verbatim, into the logic file's
    /// extension: helpers, computed properties, nested types.
    var movedMembers: [Verbatim] = []
    /// Types declared inside the reactor (moved with its members): the spec names them qualified
    /// (`CartViewReactor.Item`), since the generated protocol of hooks stands outside the class.
    var nestedTypes: [String] = []
    /// Declarations beside the reactor that move verbatim after the logic file's extension:
    /// other extensions of the reactor or of its Action, Mutation and State, other types.
    var movedDeclarations: [Verbatim] = []
    /// Where every part of the original went, in source order.
    var ledger: [LedgerEntry] = []
    /// Why the reactor cannot be expressed as a spec; not empty means it is left untouched.
    var problems: [LedgerEntry] = []

    struct EventSubscription {
      var service: String
      /// Event → mutation; events not listed go to the `mutate(xEvent:)` hook.
      var mappings: [(event: String, call: MutationCall)]
      var hasHook: Bool
    }

    struct Parameter {
      /// The argument label when it differs from the name (`_` for none).
      var label: String? = nil
      var name: String
      var type: String
      var defaultValue: String?
      /// Stored in a `weak var` (a coordinator, a delegate).
      var isWeak = false
    }

    struct Property {
      var name: String
      /// Property wrappers, without `@`.
      var wrappers: [String] = []
      /// Nil when a wrapper gives it (`@Injected(\.api) var api`).
      var type: String?
      var value: String?
      var isVariable: Bool
      /// `public` or `open` in the original (a requirement of a public protocol, say).
      var isPublic = false
      /// `weak` in the original (a delegate).
      var isWeak = false
      /// `lazy` in the original: its value made when first read.
      var isLazy = false
    }

    enum State {
      case fields([StateField])
      /// `typealias State = Task`.
      case model(String)
    }

    struct StateField {
      var name: String
      var type: String
      var defaultValue: String?
      var isPulse: Bool
      /// `let`: the spec's key is `let name`.
      var isConstant = false
    }

    enum InitialState {
      case defaults
      case expression(String)
      /// `initialState: custom`: the statements of `init` that compute it, and the final value
      /// (`nil` when the statements return it themselves: a `switch` whose cases each set it).
      case custom(statements: Verbatim?, value: String?)
      /// `initialState: custom` whose `makeInitialState` exists (a reactor reactorgen generated).
      case existingHook
    }

    struct EnumCase {
      var name: String
      /// `(label, type)` for each associated value.
      var values: [(label: String?, type: String)]
      var location: SourceSpot
      /// Each value's default (`animated: Bool = true`), as written; `nil` for none.
      var defaults: [String?] = []
    }

    /// A mutation emitted by an action: `setLoading(true)`, or `setQuery` passing the action's
    /// values on (`arguments == nil`).
    struct MutationCall: Equatable {
      var name: String
      var arguments: [String]?
    }

    enum MutateCase {
      /// Only emits mutations.
      case emits([MutationCall])
      /// Emits `emits`, then runs a hook with `body`, all bracketed by `loading` when set.
      case hook(emits: [MutationCall], loading: String?, body: HookBody)
      /// Already calls `self.mutateX(...)` (a reactor reactorgen generated): the hook exists in the
      /// user's logic file, which stays theirs.
      case existingHook(emits: [MutationCall], loading: String?)
      /// The whole shape reactorgen generates around an existing hook, with every option it has.
      case generated(GeneratedAction)
    }

    /// The options of an action read back from the code reactorgen generated for it.
    struct GeneratedAction {
      /// Whether the hook `mutateX` does the rest of the work (`false`: the emits are all).
      var hasHook = true
      var emits: [MutationCall] = []
      var loading: String?
      var ignoreWhileLoading = false
      /// The field the `ignoreWhileLoading` guard reads, which must be the one the loading
      /// mutation sets: the field the core guards on (``ReactorReading/checkLoadingGuards()``).
      var loadingGuardField: String?
      var cancelledBy: [String] = []
      var catchMutation: String?
      /// `when:` a Swift condition; `whenHook` for `when: hook`.
      var when: String?
      var whenHook = false
      var reads: [String] = []
      var isAsync = false
    }

    /// `debounce: 300ms`: an action's pace and its time.
    struct Pacing: Equatable {
      var pace: ActionPace
      var milliseconds: Int
    }

    enum ReduceCase {
      case operations([ReduceOperation])
      case hook(HookBody)
      case existingHook
    }

    struct ReduceOperation: Equatable {
      enum Kind: String { case set, append, toggle, increment, decrement }
      var kind: Kind
      var field: String
      /// `set x = value` instead of a consumed associated value.
      var value: String?
    }

    /// A hook's body moved verbatim, with the names the original gave the values it receives.
    struct HookBody {
      /// The original names of the hook's parameters, in order (`nil`: not bound, `_`). For a
      /// reduce hook the first is the state's name.
      var parameterNames: [String?]
      var body: Verbatim
      /// Comments written just before the original `case`.
      var leadingComments: [String] = []
    }

    struct Transform {
      var stream: String
      var parameterName: String
      var body: Verbatim
      var comments: [String] = []
      /// `transform(x:)` calls `transformX`, which the user's logic file has already.
      var isExisting = false
    }
  }

  /// A place in a Swift file, 1-based.
  struct SourceSpot: Equatable, Comparable {
    var file: String
    var line: Int
    var column: Int

    var description: String { "\(file):\(line):\(column)" }

    static func < (lhs: SourceSpot, rhs: SourceSpot) -> Bool {
      (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
  }

  /// The user's own Swift, kept as written: lines without their common indentation, and the lines
  /// of the original file they came from.
  struct Verbatim {
    var lines: [String]
    var origin: SourceSpot
    /// The original lines `origin.line...lastLine` this text covers.
    var lastLine: Int

    /// The lines indented by `indentation`, blank lines left empty.
    func indented(_ indentation: String) -> String {
      lines.map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
    }
  }

  /// An entry of one of a reactor's spec lists, by name.
  enum SpecElement: Hashable {
    case parameter(String)
    case property(String)
    case field(String)
    case action(String)
    case mutation(String)
  }

  /// One line of the import report: where in the original something was, and what became of it.
  struct LedgerEntry {
    enum Disposition: Equatable {
      /// Became a spec key (its text says which).
      case spec
      /// Moved verbatim into the logic file (into the named hook, or as a member).
      case moved
      /// Replaced by what reactorgen generates (the switch of `mutate`, `var state = state`, ...).
      case generated
      /// Cannot be expressed: the reactor is left untouched.
      case problem
    }

    var spot: SourceSpot
    /// The original lines it covers.
    var lastLine: Int
    var disposition: Disposition
    var message: String
  }

  /// What a spec the user already has declares (`--services-from`): the components a reactor may
  /// name, and the module-wide settings the imported spec must repeat.
  struct KnownComponents {
    /// Services: name, by the provider property reactorgen gives it (`userService` → `UserService`).
    var servicesByProperty: [(property: String, name: String)] = []
    /// Repositories, use cases and services by the protocol a reactor takes them as.
    var componentsByProtocol: [String: String] = [:]
    var module: String?
    /// The spec's module-wide `access` and `observableState`, as written (`nil`: not written),
    /// which the imported spec must repeat.
    var access: AccessLevel?
    var observableState: Bool?
  }
#endif
