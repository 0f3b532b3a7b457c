/// The keys of a spec, each declared once, here: its YAML name (the case), where it may stand (its
/// enum), the schema of its value and what it means. The rest derives from these tables:
/// - the decoder reads a mapping through ``Mapping``, typed by one of them, so it can read no key
///   that is not declared, and an unknown key's suggestion comes from the same cases;
/// - `Docs/reactorgen.schema.json` is ``SpecSchema/document``, rendered;
/// - Spec.md's key tables are ``SpecKeyTables``' rows, rendered (both compared byte for byte by
///   `SchemaTests` and re-recorded by `Scripts/record-references.sh`);
/// - the random specs are checked to draw every key of every table (`RandomSpecCoverageTests`).
///
/// A new key is a case here, with its schema and meaning, then what it means to the model.
protocol SpecKey: CaseIterable, RawRepresentable, Sendable where RawValue == String, AllCases == [Self] {
  /// The schema of the key's value, with its meaning as `description` where editors show one.
  var schema: JSONValue { get }
}

extension SpecKey {
  static var names: [String] { allCases.map(\.rawValue) }
}

/// Keys of a part with a protocol and your implementation, whose names may be given.
protocol ComponentKey: SpecKey {
  static var `protocol`: Self { get }
  static var implementation: Self { get }
}

/// The words a name-keyed entry's key may start with, before the name, each group one choice, in
/// order: `public weak var owner`. The decoder reads them, and the schema's name patterns say them.
enum KeyWords {
  static let access: Set<String> = ["public"]
  static let ownership: Set<String> = ["weak", "lazy"]
  static let binding: Set<String> = ["let", "var"]
  /// A parameter kept weakly: `weak var coordinator` (`weak` alone is an argument label).
  static let weakParameter = ["weak", "var"]

  /// One group as a regex alternative: `lazy|weak`.
  static func alternative(_ words: Set<String>) -> String { words.sorted().joined(separator: "|") }
}

/// Schemas that several keys' values share.
enum SchemaValue {
  static let identifier = JSONValue.reference("identifier")
  static let swift = JSONValue.reference("swift")
  static let boolean: JSONValue = ["type": "boolean"]
  static let identifiers: JSONValue = ["type": "array", "items": identifier]
  /// One identifier or a list of them.
  static let oneOrMoreIdentifiers: JSONValue = ["anyOf": [identifier, ["type": "array", "items": identifier]]]
  static let swiftOrArray: JSONValue = ["anyOf": [swift, .reference("unquotedArrayType")]]
  static func mapping(of definition: String) -> JSONValue {
    ["type": ["object", "null"], "propertyNames": identifier, "additionalProperties": .reference(definition)]
  }
  static func list(of definition: String) -> JSONValue { ["type": "array", "items": .reference(definition)] }
  /// One of `words`, or a list of them without repeats.
  static func words(_ words: [String]) -> JSONValue {
    let one: JSONValue = ["enum": .array(words.map(JSONValue.string))]
    return ["anyOf": [one, ["type": "array", "items": one, "uniqueItems": true]]]
  }
  /// A Swift name, backquoted or not, whose backquote is regex group `group`: Swift's letters
  /// beyond ASCII are approximated by every character past it (a regex both ECMA-262 and
  /// Python read) (reactorgen checks the name).
  static func name(group: Int) -> String { #"(`?)(?:[A-Za-z_]|[^\x00-\x7F])(?:[A-Za-z0-9_]|[^\x00-\x7F])*\"# + String(group) }
  /// The pattern of a name after optional words, each a regex alternative (`var|let`), in order:
  /// `^(?:(?:public) +)?(?:(?:var|let) +)?name$`. The name's backquote is group `group`, one past any
  /// group the words have.
  static func namePattern(after words: [String] = [], group: Int = 1) -> JSONValue {
    .string("^" + words.map { "(?:(?:" + $0 + ") +)?" }.joined() + name(group: group) + "$")
  }
  /// An object of `Key`'s keys and nothing else.
  static func object<Key: SpecKey>(_: Key.Type, required: [Key] = [], nullable: Bool = false) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("type", nullable ? ["object", "null"] : "object"), ("additionalProperties", false),
    ]
    if !required.isEmpty { members.append(("required", .array(required.map { .string($0.rawValue) }))) }
    members.append(("properties", .object(Key.allCases.map { ($0.rawValue, $0.schema) })))
    return .object(members)
  }

  /// `300ms`, `0.5s`.
  static let duration: JSONValue = ["type": "string", "pattern": "^[0-9.]+(ms|s)$"]
}

/// Keys at the top of a spec.
enum TopLevelKey: String, SpecKey {
  case version, module, access, observableState, imports, services, repositories, useCases, reactors

  var schema: JSONValue {
    switch self {
    case .version: ["description": "Spec format version.", "const": 1]
    case .module: SchemaValue.identifier.described("The module the code lives in; tests get @testable import of it.")
    case .access: ["description": "Access level of generated declarations.", "enum": ["internal", "public"]]
    case .observableState: SchemaValue.boolean.described("Default of every reactor's observableState (SwiftUI on ReactorKit's main branch).")
    case .imports: ["description": "Modules every generated file imports.", "type": "array", "items": ["type": "string"]]
    case .services: SchemaValue.mapping(of: "service").described("The services, each under its name.")
    case .repositories:
      SchemaValue.mapping(of: "repository").described(
        "Repository name → repository: CRUD over an entity type, with a generated in-memory implementation.")
    case .useCases:
      SchemaValue.mapping(of: "useCase").described("Use case name → use case: a protocol and your class, taking its dependencies through init.")
    case .reactors: SchemaValue.mapping(of: "reactor").described("The reactors, each under its name.")
    }
  }
}

/// Keys of a service.
enum ServiceKey: String, ComponentKey {
  case `protocol`, implementation, baseService, classBound, events, methods

  var schema: JSONValue {
    switch self {
    case .protocol: SchemaValue.identifier.described("The protocol's name; <Name>Type by default.")
    case .implementation: SchemaValue.identifier.described("Your class's name; <Name> by default.")
    case .baseService: SchemaValue.boolean.described("Whether your class subclasses BaseService (and gets the provider); true by default.")
    case .classBound: SchemaValue.boolean.described("Make the protocol AnyObject-bound.")
    case .events: SchemaValue.list(of: "case").described("Cases of the <Name>Event enum broadcast on `event`.")
    case .methods: SchemaValue.list(of: "method").described("The protocol's methods, each a Swift signature.")
    }
  }
}

/// Keys of a repository.
enum RepositoryKey: String, ComponentKey {
  case entity, key, style, queries, `protocol`, implementation, inMemory

  var schema: JSONValue {
    switch self {
    case .entity: SchemaValue.swift.described("The type stored, e.g. Project.")
    case .key:
      ["description": "The entity's identifying field, e.g. \"id: String\".", "anyOf": [SchemaValue.swift, .reference("reassembledSignature")]]
    case .style:
      ["description": "How every method delivers its result.", "enum": .array(RepositoryStyle.allCases.map { .string($0.rawValue) })]
    case .queries:
      [
        "description": "Extra reads: \"name(label name: Type)\" → a Swift condition over `entity` and the parameters.",
        "type": ["object", "null"], "additionalProperties": SchemaValue.swift,
      ]
    case .protocol: SchemaValue.identifier.described("The protocol's name; <Name>Protocol by default.")
    case .implementation: SchemaValue.identifier.described("Your class's name (created once); <Name> by default.")
    case .inMemory: SchemaValue.identifier.described("The generated in-memory implementation's name; InMemory<Name> by default.")
    }
  }
}

/// Keys of a use case.
enum UseCaseKey: String, ComponentKey {
  case `protocol`, implementation, dependencies, methods

  var schema: JSONValue {
    switch self {
    case .protocol: SchemaValue.identifier.described("The protocol's name; <Name>Protocol by default.")
    case .implementation: SchemaValue.identifier.described("Your class's name (created once); <Name> by default.")
    case .dependencies: SchemaValue.identifiers.described("Repositories, services and use cases taken through init.")
    case .methods: SchemaValue.list(of: "method").described("The protocol's methods, each a Swift signature.")
    }
  }
}

/// Keys of a method written as a mapping rather than a signature.
enum MethodKey: String, SpecKey {
  case name, generics, parameters, returns, async, `throws`, discardableResult, `where`

  var schema: JSONValue {
    switch self {
    case .name: SchemaValue.identifier
    case .generics: SchemaValue.swift.described("Generic parameters, without the angle brackets: \"T: Decodable\".")
    case .parameters: ["type": "array", "items": SchemaValue.swift]
    case .returns: SchemaValue.swiftOrArray
    case .async, .throws, .discardableResult: SchemaValue.boolean
    case .where: SchemaValue.swift.described("A generic where clause, without `where`.")
    }
  }
}

/// Keys of a reactor.
enum ReactorKey: String, SpecKey {
  case services, dependencies, parameters, properties, state, initialState, actionType, actions, mutationType, mutations, events, transform,
    observableState, access, conformances, didInitialize, willDeinitialize, prelude, postlude

  var schema: JSONValue {
    switch self {
    case .access: Self.accessSchema
    case .services: SchemaValue.identifiers.described("Services the reactor uses through `provider`.")
    case .dependencies: SchemaValue.identifiers.described("Repositories, use cases and services the reactor takes through init.")
    case .parameters:
      [
        "description":
          "Extra init parameters: name (after its argument label when it has one: `_ task`, `with task`; after `weak var` for one the reactor keeps weakly) → Type or \"Type = default\".",
        "type": "object",
        "propertyNames": [
          "pattern": SchemaValue.namePattern(after: [KeyWords.weakParameter.joined(separator: " "), SchemaValue.name(group: 1)], group: 2)
        ],
        "additionalProperties": SchemaValue.swiftOrArray,
      ]
    case .properties: Self.propertiesSchema
    case .state: Self.stateSchema
    case .initialState: SchemaValue.swift.described("custom, or a Swift expression over the parameters.")
    case .actionType:
      SchemaValue.swift.described(
        "An existing enum, declared elsewhere (an interface module's), as the reactor's Action: `typealias Action = T`; `actions:` lists its cases, which mutate switches over."
      )
    case .actions: SchemaValue.list(of: "action").described("The Action enum's cases, each with the work mutate does for it.")
    case .mutationType:
      SchemaValue.swift.described(
        "An existing enum, declared elsewhere (an interface module's), as the reactor's Mutation: `typealias Mutation = T`; `mutations:` lists its cases, which reduce switches over."
      )
    case .mutations: SchemaValue.list(of: "mutation").described("The Mutation enum's cases, each with what reduce does with it.")
    case .events: SchemaValue.list(of: "eventSource").described("Services whose events transform(mutation:) merges in.")
    case .transform:
      ["description": "transform hooks you write.", "type": "array", "items": ["enum": ["action", "mutation", "state"]]]
    case .observableState:
      SchemaValue.boolean.described(
        "@ObservableState on the State and a binding(BindingAction<State>) action (ReactorKitObservation, ReactorKit's main branch); the module's default when left out."
      )
    case .conformances:
      SchemaValue.object(ConformingType.self).described(
        "Protocols the reactor class, its State, Action and Mutation adopt where they are declared (Swift synthesizes Equatable and Hashable only there)."
      )
    case .didInitialize:
      SchemaValue.boolean.described(
        "init ends by calling your didInitialize() hook, once the initial state is made: subscriptions, '_ = self.state'.")
    case .willDeinitialize:
      SchemaValue.boolean.described(
        "The reactor's deinit calls your willDeinitialize() hook (Swift takes no deinit in an extension, where your logic is): undo what the reactor set up outside itself."
      )
    case .prelude:
      SchemaValue.words(["mutate", "reduce"]).described(
        "Your hooks run before the switch of mutate (willMutate(action:)) and of reduce (willReduce(state:mutation:), on the copy every mutation starts from)."
      )
    case .postlude:
      SchemaValue.words(["reduce"]).described(
        "Your hook runs after the switch of reduce (didReduce(state:mutation:), on the copy every mutation changed), before it returns: a field derived from the others."
      )
    }
  }

  /// A reactor's own access, which narrows its module's.
  private static let accessSchema: JSONValue = [
    "description":
      "`internal` keeps this reactor (its class, Action, Mutation, State and logic protocol) internal in a module whose `access` is public; the module's access when left out.",
    "enum": ["internal", "public"],
  ]

  /// Stored properties, each after the words the decoder reads before its name.
  private static let propertiesSchema: JSONValue =
    [
      "description": #"""
      Stored properties that are not init parameters: name (after `var` for a variable, `weak var` for a weak one, `lazy var` for one made when first read, `public` for one other modules see) → "Type = value", assigned in init after the parameters (the value may use them); an optional `var` may leave the value out. Property wrappers go before the type (`"@Injected ServiceType"`, on a `var`), and one gives the property its value; without a value it may give the type too (`"@Injected(\.service)"`), which Swift then infers. `scheduler: Scheduler = …` overrides ReactorKit 3.2's scheduler.
      """#,
      "type": "object",
      "propertyNames": [
        "pattern": SchemaValue.namePattern(after: [KeyWords.access, KeyWords.ownership, KeyWords.binding].map(KeyWords.alternative))
      ],
      "additionalProperties": SchemaValue.swift,
    ]

  /// An existing type, or fields each written as `"Type = default"` or as a mapping.
  private static let stateSchema: JSONValue =
    [
      "anyOf": [
        ["description": "An existing model type used as the State.", "type": "string"],
        ["type": "null"],
        [
          "description": "Field name (after `let` for a constant) → \"Type = default\", or a structured field.",
          "type": "object",
          "propertyNames": ["pattern": SchemaValue.namePattern(after: [KeyWords.alternative(KeyWords.binding)])],
          "additionalProperties": [
            "anyOf": [SchemaValue.swift, .reference("unquotedArrayType"), SchemaValue.object(StateFieldKey.self, required: [.type])]
          ],
        ],
      ]
    ]
}

/// Keys of a State field written as a mapping.
enum StateFieldKey: String, SpecKey {
  case type, `default`, pulse

  var schema: JSONValue {
    switch self {
    case .type: SchemaValue.swiftOrArray
    case .default: SchemaValue.swift.described("The field's value in the initial state.")
    case .pulse: SchemaValue.boolean.described("@Pulse: observers of the field see every assignment, equal values too.")
    }
  }
}

/// The options of an action.
enum ActionKey: String, SpecKey {
  case emit, hook, async, loading, ignoreWhileLoading, cancelledBy, `catch`, when, reads, debounce, throttle

  var schema: JSONValue {
    switch self {
    case .emit: .reference("mutationCalls")
    case .hook: SchemaValue.boolean
    case .async: SchemaValue.boolean.described("The hook is `async throws -> [Mutation]`, run in a task cancelled with the action's work.")
    case .loading: SchemaValue.identifier.described("A mutation taking a Bool, emitted with true before the hook's work and false after.")
    case .ignoreWhileLoading: SchemaValue.boolean.described("The action is ignored while the loading field is true.")
    case .cancelledBy: SchemaValue.oneOrMoreIdentifiers.described("Actions whose arrival cancels the hook's work.")
    case .catch: SchemaValue.identifier.described("A mutation taking an Error or a String that an error of the hook's work becomes.")
    case .when: ["description": "A Swift condition checked before anything is emitted, or 'hook' for a Bool hook you write.", "type": "string"]
    case .reads:
      SchemaValue.oneOrMoreIdentifiers.described(
        "State fields the hook gets as parameters, read from currentState when the action arrives (an async hook runs off the main thread, away from the state)."
      )
    case .debounce:
      SchemaValue.duration.described(
        "The quiet the action waits for before it goes on, in transform(action:): '300ms' or '0.5s' (whole milliseconds, up to an hour).")
    case .throttle:
      SchemaValue.duration.described(
        "The window after an action goes on in which others of its kind are dropped, in transform(action:): '500ms' or '1s' (whole milliseconds, up to an hour)."
      )
    }
  }
}

/// `conformances:` of a reactor: what adopts the protocols listed.
extension ConformingType: SpecKey {
  var schema: JSONValue { ["anyOf": [SchemaValue.swift, ["type": "array", "items": SchemaValue.swift]]] }
}

/// The operations of a mutation's reduce written as a mapping: `{ set: [repos, nextPage] }`.
extension ReduceOperationKind: SpecKey {
  var schema: JSONValue { .reference("fields") }
}

/// A key table Spec.md shows, one row per key: the tables are rendered from these
/// (``SpecKeyTables``), so a key cannot be added without its row.
protocol DocumentedSpecKey: SpecKey {
  /// The table's header, the key's column first.
  static var documentationHeader: [String] { get }
  /// The key's row after its name, one text per column, as Markdown.
  var documentation: [String] { get }
}

extension TopLevelKey: DocumentedSpecKey {
  static var documentationHeader: [String] { ["key", "meaning", "default"] }

  var documentation: [String] {
    switch self {
    case .version:
      [
        #"spec format version; must be `1`"#,
        #"required"#,
      ]
    case .module:
      [
        #"the module the code lives in; tests get `@testable import <module>`. Not a keyword, nor a module the generated files import (`RxSwift`, `ReactorKit`, `XCTest`, `Foundation`, ...)"#,
        #"none: with a tests folder, SwiftPM's module of the folder `-o` names"#,
      ]
    case .imports:
      [
        #"modules every generated file imports, besides `RxSwift` and `ReactorKit` where needed"#,
        #"`[]`"#,
      ]
    case .access:
      [
        #"`internal` or `public` for the generated declarations; a reactor's own `access: internal` keeps it internal in a public module"#,
        #"`internal`"#,
      ]
    case .observableState:
      [
        #"the default of every reactor's `observableState` (below); module-wide, like `module` and `access` (below)"#,
        #"`false`"#,
      ]
    case .services:
      [
        #"a mapping of service name → service"#,
        #"none"#,
      ]
    case .repositories:
      [
        #"a mapping of repository name → repository"#,
        #"none"#,
      ]
    case .useCases:
      [
        #"a mapping of use case name → use case"#,
        #"none"#,
      ]
    case .reactors:
      [
        #"a mapping of reactor name → reactor"#,
        #"none"#,
      ]
    }
  }
}

extension ActionKey: DocumentedSpecKey {
  static var documentationHeader: [String] { ["option", "meaning"] }

  var documentation: [String] {
    switch self {
    case .emit:
      [
        #"mutation(s) to emit first, as above"#
      ]
    case .hook:
      [
        #"whether your `mutateX` hook does (the rest of) the work; `true` by default when there is no `emit`"#
      ]
    case .async:
      [
        #"the hook is `func mutateX(...) async throws -> [Mutation]`: straight-line async code, see below"#
      ]
    case .loading:
      [
        #"a mutation taking a `Bool` (e.g. `setLoading`) emitted with `true` before the hook's work and `false` after: `Observable.concat([.just(.setLoading(true)), work, .just(.setLoading(false))])`. The work is followed by `.catch`, so `false` comes when it fails too (ReactorKit would otherwise end the action silently and the flag would stay `true`)"#
      ]
    case .ignoreWhileLoading:
      [
        #"`guard !self.currentState.isLoading else { return .empty() }`; needs a `loading` mutation that is `set` of a Bool field"#
      ]
    case .cancelledBy:
      [
        #"action(s) whose arrival cancels the hook's work: `.take(until: self.action.filter(Action.isUpdateQueryAction))`; the `Action.isXxxAction` helpers are generated. A cancelling action that starts the same loading bracket (`refresh` cancelled by `refresh`) cancels the whole old bracket instead, so the old run's `false` cannot arrive after the new run's `true`. An action its guards ignore (`when:` false, `ignoreWhileLoading` while loading) cancels nothing: see below"#
      ]
    case .catch:
      [
        #"a mutation taking an `Error` (the error) or a `String` (its `localizedDescription`, the message an alert shows; the reactor's file then imports Foundation) that an error of the hook's work becomes: `.catch { error in .just(.setError(error)) }`"#
      ]
    case .when:
      [
        #"a condition checked before anything is emitted: a Swift expression (`when: "self.currentState.nextPage != nil"` → `guard self.currentState.nextPage != nil else { return .empty() }`), or `when: hook` for a `shouldLoadNextPage() -> Bool` hook you write"#
      ]
    case .reads:
      [
        #"state field(s) the hook gets as parameters, after the action's values, read from `currentState` when the action arrives: `reads: [email, password]` → `let email = self.currentState.email` in `mutate` and `func mutateLogin(email: String, password: String)`. For async hooks, which must not read the state (see below)"#
      ]
    case .debounce:
      [
        #"search as you type: the action goes on to `mutate` only once this long has passed without another of its kind (`300ms`, `0.5s`; whole milliseconds, up to an hour), in `transform(action:)`: `action.filter(Action.isUpdateQueryAction).debounce(.milliseconds(300), scheduler: self.debounceScheduler)`, merged with the other actions, which go on as they come. The reactor takes `debounceScheduler: any SchedulerType = MainScheduler.instance` last in `init`: a test passes its own. A `transform: [action]` hook gets the actions debounced"#
      ]
    case .throttle:
      [
        #"a button tapped twice: the action goes on at once, and others of its kind are dropped until this long has passed (`500ms`, `1s`), in `transform(action:)`: `action.filter(Action.isSubmitAction).throttle(.milliseconds(500), latest: false, scheduler: self.throttleScheduler)` (`latest: false`: a tap within the window is dropped, not sent when the window ends). The reactor takes `throttleScheduler: any SchedulerType = MainScheduler.instance` last in `init`, as `debounce` does. An action has one of `debounce` and `throttle`"#
      ]
    }
  }
}
