import Foundation

@testable import _ReactorGenCore
@testable import ReactorGenSwift

/// A seeded generator of reactorgen specs for the generative compile test.
///
/// A plain spec uses every form the language has (services with events and every method shape,
/// reactors with every action, mutation, state, parameter, event and transform form, both access
/// levels), and is valid by construction: reactorgen must accept it, and what it generates must
/// compile. A provoking spec adds one known mistake drawn from the classes of bugs reactorgen has
/// had (names clashing with generated ones, literals of the wrong type, payloads an enum case
/// cannot hold): reactorgen must reject it with a located error.
///
/// Every declared name carries the spec's prefix, so specs can be generated and compiled together.
struct RandomSpec {
  let seed: UInt64
  let prefix: String
  let access: String
  /// The mistake added, if any (a short description for failure messages).
  let provocation: String?
  /// Whether names were drawn from ``HarvestedNames``: such a spec may be valid or not, so
  /// reactorgen may refuse it (with located errors), but what it accepts must compile.
  let isHarvested: Bool
  /// Whether types were drawn with the forms Swift allows in some positions only (`inout`,
  /// `...`, `borrowing`, `@escaping`, `@autoclosure`, …), at every position a spec type lands:
  /// reactorgen may refuse such a spec (each error naming a type form), and what it accepts must
  /// compile.
  let drawsTypeForms: Bool
  let text: String
  /// How many of its reactors have `observableState`.
  let observableReactors: Int
  /// Its top-level `observableState`, a module-wide setting: specs generated together write the same.
  let observableDefault: Bool?

  /// A target folder whose files declare what the prelude does, for the generator to read (the
  /// app's typealias of a function type, `GrammarHandler`, is a closure only where it does).
  static func appTarget(in root: URL) throws -> String {
    let folder = root.appendingPathComponent("AppTarget")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try prelude(access: "internal").write(to: folder.appendingPathComponent("Prelude.swift"), atomically: true, encoding: .utf8)
    return folder.path
  }

  /// Types used in specs that are not standard: declared once per compiled module.
  static func prelude(access: String) -> String {
    let level = access == "public" ? "public " : ""
    return """
      import RxSwift

      /// ReactorKit 3.2.0's, which the test double leaves out (main has no `scheduler`).
      \(level)typealias Scheduler = ImmediateSchedulerType
      /// A closure the app names: reactorgen sees it is one in the target's files (``appTarget(in:)``).
      \(level)typealias GrammarHandler = (Int) -> Void
      \(level)struct Item: Swift.Equatable, Swift.Sendable {
        \(level)var id = 0
        \(level)init(id: Int = 0) { self.id = id }
      }
      /// An app's enums a model reactor's Action and Mutation may be (`actionType:`, `mutationType:`).
      \(level)enum ItemAction { case refresh, update }
      \(level)enum ItemMutation {
        case update(Item)
        case touch
      }
      /// Neither Equatable nor Sendable: a class, as a user's service handle would be.
      \(level)final class GrammarToken {
        \(level)init() {}
      }
      /// Sendable, not Equatable.
      \(level)struct GrammarPoint: Swift.Sendable {
        \(level)var x = 0
        \(level)init(x: Int = 0) { self.x = x }
      }
      /// For typed throws and `Result`.
      \(level)struct GrammarFailure: Swift.Error {
        \(level)init() {}
      }
      /// A property wrapper that fills its property itself, as an app's container does.
      @propertyWrapper \(level)struct GrammarInjected {
        \(level)let wrappedValue: Int
        \(level)init() { wrappedValue = 7 }
      }
      /// A property wrapper init assigns through.
      @propertyWrapper \(level)struct GrammarLogged<Value> {
        \(level)var wrappedValue: Value
        \(level)init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
      }
      /// A generic property wrapper that takes arguments beside its value, and has no other init.
      @propertyWrapper \(level)struct GrammarClamped<Value: Comparable> {
        \(level)var wrappedValue: Value
        \(level)init(wrappedValue: Value, _ low: Value, upTo high: Value) { self.wrappedValue = min(max(wrappedValue, low), high) }
      }

      """
  }

  init(seed: UInt64, provoke: Bool, harvest: Bool = false, typeForms: Bool = false) {
    var random = SplitMix64(seed: seed)
    self.seed = seed
    self.prefix = "G\(seed % 100_000)"
    self.access = random.chance(0.25) ? "public" : "internal"
    self.isHarvested = harvest
    self.drawsTypeForms = typeForms
    var builder = Builder(prefix: "G\(seed % 100_000)", random: random, harvest: harvest)
    builder.typeForms = typeForms
    builder.isPublic = access == "public"
    builder.build()
    var provocation: String?
    if provoke {
      provocation = builder.provoke()
    }
    self.provocation = provocation
    self.text = builder.render(access: access)
    self.observableReactors = builder.reactors.filter { ($0.observable ?? builder.observableDefault) == true }.count
    self.observableDefault = builder.observableDefault
  }
}

/// SplitMix64: small, fast and the same on every platform, so a seed replays exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func chance(_ probability: Double) -> Bool { Double(next() % 10_000) / 10_000 < probability }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

/// A standard or prelude type with literal values a spec can use for it.
private struct FieldType {
  var text: String
  var values: [String]
  /// The element type for `append`.
  var element: String?
  var isBool = false
  var isNumber = false
  var isOptional = false
  /// Whether a stored property of the type may omit its default (`T?` starts as nil).
  var startsNil = true

  /// A type from a grammar of Swift's types, with values a spec can write for it: nested
  /// optionals, arrays, dictionaries, tuples (labelled or not), closures with attributes and
  /// effects (typed throws included), existentials, `Result`, and user types that are not
  /// Equatable or Sendable. `depth` bounds the nesting.
  static func drawn(_ random: inout SplitMix64, depth: Int = 0, forms: Bool = false) -> FieldType {
    if forms, random.chance(0.5) {
      // A form at the top of the type, where a field, payload or stored parameter stands.
      let inner = drawn(&random, depth: depth + 1)
      let function = "(\(inner.text)) -> Void"
      let value = random.pick(inner.values)
      // Each with values for the type as it stands once a misplaced form is taken out.
      let (text, values): (String, [String]) = random.pick([
        ("inout \(inner.text)", inner.values), ("borrowing \(inner.text)", inner.values), ("consuming \(inner.text)", inner.values),
        ("sending \(inner.text)", inner.values), ("__owned \(inner.text)", inner.values), ("__shared \(inner.text)", inner.values),
        ("isolated \(inner.text)", inner.values), ("some Equatable", ["0"]), ("\(inner.text)...", ["[]", "[\(value)]"]),
        ("@escaping \(function)", ["{ _ in }"]), ("@autoclosure () -> \(inner.text)", ["{ \(value) }"]), ("@autoclosure \(function)", ["{ _ in }"]),
        ("@Sendable \(inner.text)", inner.values), ("@Sendable \(function)", ["{ _ in }"]), ("@MainActor \(function)", ["{ _ in }"]),
        ("@escaping @Sendable \(function)", ["{ _ in }"]), ("@isolated(any) \(function)", ["{ _ in }"]),
        ("@convention(swift) \(function)", ["{ _ in }"]), ("@noescape \(function)", ["{ _ in }"]), (function, ["{ _ in }"]),
        ("[inout \(inner.text)]", ["[]"]), ("(\(inner.text)...)?", ["nil"]), ("((inout \(inner.text)) -> Void)?", ["nil"]),
        ("((borrowing \(inner.text)) -> Void)?", ["nil"]), ("((\(inner.text)...) -> Void)?", ["nil"]),
        ("((@escaping () -> Void) -> Void)?", ["nil"]), ("((sending \(inner.text)) -> sending \(inner.text))?", ["nil"]),
        ("((@autoclosure () -> Int) -> Void)?", ["nil"]), ("(@escaping () -> Void)?", ["nil"]), ("[@Sendable () -> Void]", ["[]"]),
        // The app's typealias of a function type, with and without the forms a closure takes.
        ("GrammarHandler", ["{ _ in }"]), ("@escaping GrammarHandler", ["{ _ in }"]), ("GrammarHandler?", ["nil"]),
        ("@Sendable GrammarHandler", ["{ _ in }"]),
      ])
      // Optional as Swift reads it: `@autoclosure () -> Item?` is a function, whatever it ends with.
      return FieldType(text: text, values: values, isOptional: TypeRef(parsing: text).unattributed.isImplicitlyNil)
    }
    let leaves =
      all.filter { !$0.text.contains("[") && !$0.text.contains("<") && !$0.isOptional } + [
        FieldType(text: "GrammarToken", values: ["GrammarToken()"]),
        FieldType(text: "GrammarPoint", values: ["GrammarPoint()", "GrammarPoint(x: 2)"]),
      ]
    if depth >= 2 || random.chance(0.35) { return random.pick(leaves) }
    let inner = drawn(&random, depth: depth + 1)
    let value = random.pick(inner.values)
    // A function or `some`/`any` type needs parentheses before a postfix `?`.
    let postfix = { (type: FieldType) in type.text.hasPrefix("any ") || type.text.contains("->") ? "(\(type.text))" : type.text }
    switch random.int(0...7) {
    case 0:
      return FieldType(text: postfix(inner) + "?", values: ["nil", value], isOptional: true)
    case 1:
      return FieldType(text: "[\(inner.text)]", values: ["[]", "[\(value)]"], element: inner.text)
    case 2:
      return FieldType(text: "[String: \(inner.text)]", values: ["[:]", "[\"k\": \(value)]"])
    case 3:
      let other = drawn(&random, depth: depth + 1)
      let labelled = random.chance(0.5)
      let text = labelled ? "(x: \(inner.text), y: \(other.text))" : "(\(inner.text), \(other.text))"
      let tuple = labelled ? "(x: \(value), y: \(random.pick(other.values)))" : "(\(value), \(random.pick(other.values)))"
      return FieldType(text: text, values: [tuple])
    case 4:
      let attributes = random.pick(["", "@Sendable ", "@MainActor ", "@MainActor @Sendable "])
      let effects = random.pick(["", " throws", " throws(GrammarFailure)", " async", " async throws"])
      let result = random.chance(0.5) ? "Void" : inner.text
      let closure = result == "Void" ? "{ _ in }" : "{ _ in \(value) }"
      // A parameter's name, as Swift allows one after `_` in a function type (documentation only).
      let parameter = random.chance(0.3) ? "_ value: " : ""
      return FieldType(
        text: "(\(attributes)(\(parameter)\(inner.text))\(effects) -> \(result))?", values: ["nil", closure], isOptional: true)
    case 5:
      return FieldType(
        text: "(\(random.pick(["any Swift.Error", "any Sendable", "any Equatable", "any CustomStringConvertible"])))?", values: ["nil"],
        isOptional: true)
    case 6:
      return FieldType(text: "Result<\(inner.text), GrammarFailure>", values: [".success(\(value))", ".failure(GrammarFailure())"])
    default:
      return FieldType(text: "Optional<\(inner.text)>", values: ["nil", value], isOptional: true, startsNil: false)
    }
  }

  static let all: [FieldType] = [
    FieldType(text: "Int", values: ["0", "42", "-1"], isNumber: true),
    FieldType(text: "Double", values: ["0", "1.5"], isNumber: true),
    FieldType(text: "Bool", values: ["false", "true"], isBool: true),
    FieldType(text: "String", values: ["\"\"", "\"hi\"", "\"a, b: c\"", "\"C:\\\\\"", "\"say \\\"hi\\\"\"", "\"(1 + 2) = \\(1 + 2)\""]),
    FieldType(text: "[Int]", values: ["[]", "[1, 2]"], element: "Int"),
    FieldType(text: "[String]", values: ["[]", "[\"x\"]"], element: "String"),
    FieldType(text: "String?", values: ["nil", "\"x\""], isOptional: true),
    // Written out, `Optional<T>` is optional but does not start as nil without a default.
    FieldType(text: "Optional<Int>", values: ["nil", "3"], isOptional: true, startsNil: false),
    FieldType(text: "[String: Int]", values: ["[:]", "[\"a\": 1]"]),
    FieldType(text: "Item", values: ["Item()", "Item(id: 2)"]),
    FieldType(text: "[Item]", values: ["[]"], element: "Item"),
  ]
}

private struct Builder {
  /// Whether the spec is `access: public` (a property may then be `public` too).
  var isPublic = false
  let prefix: String
  var random: SplitMix64

  struct Service {
    var name: String
    var classBound = false
    var events: [(name: String, payload: [String])] = []
    var methods: [String] = []
    /// `protocol:`, `implementation:` and `baseService: false`, when chosen.
    var names: [String] = []
  }

  struct Repository {
    var name: String
    var style: String
    var queries: [String] = []
    var names: [String] = []
  }

  struct UseCase {
    var name: String
    var dependencies: [String] = []
    var methods: [String] = []
    var names: [String] = []
  }

  struct Field {
    var name: String
    var type: FieldType
    var defaultValue: String?
    var isPulse = false
    /// `let`: only the initial state sets it.
    var isConstant = false
  }

  struct Mutation {
    var name: String
    var payload: [String]
    /// The reduce as YAML (`set count`, `{ set: [a, b] }`), or nil for a hook.
    var reduce: String?
  }

  struct Reactor {
    var name: String
    var services: [String] = []
    var dependencies: [String] = []
    var parameters: [(name: String, type: String, defaultValue: String?)] = []
    var fields: [Field] = []
    var model: String?
    /// `actionType:` and `mutationType:`, with a model state only: the prelude's enums, whose
    /// cases are the model reactor's.
    var actionType: String?
    var mutationType: String?
    var initialState: String?
    var actions: [String] = []
    var mutations: [Mutation] = []
    var events: [String] = []
    var transforms: [String] = []
    /// `didInitialize: true`.
    var didInitialize = false
    /// `willDeinitialize: true`.
    var willDeinitialize = false
    /// `prelude:`, the functions whose switches a hook runs before.
    var preludes: [String] = []
    /// `postlude:`, the functions whose switches a hook runs after.
    var postludes: [String] = []
    /// `observableState:` written on the reactor; `nil` takes the module's.
    var observable: Bool?
    /// `access:` written on the reactor (`internal` in a public module); `nil` takes the module's.
    var access: String?
    /// `properties:`, as key and value.
    var properties: [(key: String, value: String)] = []
    /// `conformances:`, by the spec's key.
    var conformances: [(type: String, protocols: [String])] = []
  }

  /// The module's `observableState:` default, when written.
  var observableDefault: Bool?
  /// `imports: [Foundation]`: every file imports it, and the tests see its names.
  var importsFoundation = false
  var services: [Service] = []
  var repositories: [Repository] = []
  var useCases: [UseCase] = []
  var reactors: [Reactor] = []

  /// Valid names that tempt a generator into shadowing or escaping mistakes, and names Swift
  /// accepts that look like keywords or are not ASCII.
  static let trickyNames = [
    "`default`", "`class`", "value", "state", "action", "mutation", "event", "provider", "handler", "result", "type", "observable",
    "open", "await", "📦", "naïve",
  ]
  /// Whether names are drawn from ``HarvestedNames`` too.
  let harvest: Bool
  /// Whether types are drawn with position-only forms (``RandomSpec/drawsTypeForms``).
  var typeForms = false

  /// A plain name, or now and then a tricky one (or, harvesting, one the output uses) not used yet.
  mutating func name(_ plain: String, avoiding used: [String]) -> String {
    if harvest, random.chance(0.3) {
      let candidate = random.pick(HarvestedNames.members)
      return used.contains(candidate) ? plain : candidate
    }
    guard random.chance(0.2) else { return plain }
    let candidate = random.pick(Self.trickyNames)
    return used.contains(candidate) ? plain : candidate
  }

  /// A type's name: `plain`, or when harvesting now and then a type name the output or the test
  /// double uses (unprefixed, so such specs compile alone when they clash in a batch).
  mutating func typeName(_ plain: String) -> String {
    harvest && random.chance(0.25) ? random.pick(HarvestedNames.types) : plain
  }

  init(prefix: String, random: SplitMix64, harvest: Bool) {
    self.prefix = prefix
    self.random = random
    self.harvest = harvest
  }

  // MARK: Services

  mutating func build() {
    for index in 0..<random.int(0...2) {
      services.append(makeService(index))
    }
    for index in 0..<random.int(0...2) {
      repositories.append(makeRepository(index))
    }
    for index in 0..<random.int(0...2) {
      useCases.append(makeUseCase(index))
    }
    if random.chance(0.1) { observableDefault = random.chance(0.7) }
    importsFoundation = random.chance(0.25)
    for index in 0..<random.int(1...2) {
      reactors.append(makeReactor(index))
    }
  }

  private mutating func makeService(_ index: Int) -> Service {
    var service = Service(name: typeName("\(prefix)\(random.pick(["Task", "User", "Alert", "Store"]))\(index)Service"))
    service.classBound = random.chance(0.3)
    for event in 0..<random.int(0...3) {
      let payload = random.pick([[], ["Int"], ["id: String", "Int"], ["String?"], ["Item"]])
      service.events.append((name("event\(event)", avoiding: service.events.map(\.name)), payload))
    }
    let shapes = [
      "func fetch() -> Observable<[Int]>",
      "@discardableResult func save(_ value: Int) -> Observable<Void>",
      "func load(id: String, force: Bool) throws -> Int",
      "func value<T>(forKey key: String) -> T?",
      "func identity<T: Equatable>(_ value: T) -> T",
      "func each<T>(_ items: [T], body: (T) -> Void)",
      "func bump(_ value: inout Int)",
      "func sum(_ values: Int...) -> Int",
      "func observe(handler: @escaping (Int) -> Void)",
      "func find(value: String, handler: String) -> String?",
      "func put(int: Int)",
      "func put(string: String)",
      "func ping()",
      "func first(where predicate: (Int) -> Bool) -> Int?",
      "func remove(_ item: Item) throws",
      "func items(matching query: String?, limit: Int) -> Observable<[Item]>",
      "func reload() -> Observable<Never>",
      "func `default`(`class`: Int) -> Bool",
      "func fetchCallCount() -> Int",
      "func fetch(value: Int, result: String) throws -> [String: [Int]]",
      "func tuple() -> (Int, name: String)",
      "func map<T, U>(_ value: T, transform: @escaping (T) -> U) -> U",
      "func pick<T>(_ items: [T]) -> T? where T: Equatable",
      "func merge<Key, Value>(_ first: [Key: Value], _ second: [Key: Value]) -> [Key: Value] where Key: Hashable",
      "func refresh() async throws -> [Int]",
      "func wait(seconds: Double) async",
      "func sync(_ items: [Item]) async throws",
      "func count() async -> Int",
      "func lookup<T>(_ key: String) async throws -> T?",
      "func balance(of account: String) -> Single<Int>",
      "func post(amount: Int) -> Completable",
      "func last(matching text: String) -> Maybe<String>",
      "func use(_ value: any Equatable, label: some Collection) -> Bool",
      "func pass(_ values: [any Sendable]) -> (any Error)?",
      // Generic parameters Swift infers only through a same-type requirement.
      "func only<C: Collection, U>(_ items: C) -> Int where C.Element == U",
      "func firstOf<C: Collection, U>(_ items: C) -> U? where U == C.Element",
    ]
    var chosen: [String] = []
    for _ in 0..<random.int(0...5) {
      let shape = random.pick(shapes)
      // `fetchCallCount()` would clash with the mock's call count of `fetch`: a mistake, not a plain spec.
      let clashesWithMock =
        shape.contains("fetchCallCount") && chosen.contains { $0.contains("func fetch(") }
        || shape.contains("func fetch(") && chosen.contains { $0.contains("fetchCallCount") }
      if !chosen.contains(shape) && !clashesWithMock { chosen.append(shape) }
    }
    if typeForms {
      // A method's parameters and result, where a protocol requirement and its mock stand.
      for index in 0..<random.int(1...3) {
        let parameter = FieldType.drawn(&random, forms: true).text
        let result =
          random.chance(0.3)
          ? " -> " + random.pick(["some Equatable", "sending Int", "inout Int", "Int...", "@Sendable () -> Void", "() -> Void"]) : ""
        chosen.append("func formed\(index)(_ value: \(parameter))\(result)")
      }
      // The app's closure type in each form a requirement's parameter takes it.
      if random.chance(0.5) { chosen.append("func handled(_ kept: @escaping GrammarHandler, now: GrammarHandler, later: GrammarHandler?)") }
    }
    service.methods = chosen
    if random.chance(0.25) {
      service.names = ["protocol: \(service.name)Providing", "implementation: Live\(service.name)"]
      if random.chance(0.5) { service.names.append("baseService: false") }
    }
    return service
  }

  private mutating func makeRepository(_ index: Int) -> Repository {
    var repository = Repository(
      name: typeName("\(prefix)\(random.pick(["Item", "Note", "Draft"]))\(index)Repository"),
      style: random.pick(["sync", "throws", "async", "async throws", "observable"]))
    // Parameters named like the in-memory class's members and locals must not hide them.
    let queries = [
      "'above(minimum: Int)': 'entity.id > minimum'", "'all()': 'true'", "'matching(_ ids: [Int])': 'ids.contains(entity.id)'",
      "'between(lock: Int, entities: Int)': 'entity.id > lock && entity.id < entities'",
      "'named(locked: Int, body: Int, index: Int)': 'entity.id == locked + body + index'",
      "'passing(_ test: @escaping (Item) -> Bool)': 'test(entity)'", "'labelled(observer: String, predicate: String)': 'observer == predicate'",
    ]
    repository.queries = queries.filter { _ in random.chance(0.4) }
    if random.chance(0.3) {
      repository.names = ["protocol: \(repository.name)Storing", "inMemory: Memory\(repository.name)", "implementation: Disk\(repository.name)"]
    }
    return repository
  }

  private mutating func makeUseCase(_ index: Int) -> UseCase {
    var useCase = UseCase(name: typeName("\(prefix)\(random.pick(["Board", "Sync", "Search"]))\(index)UseCase"))
    if index == 0 && random.chance(0.1) {
      // Named like a framework type generated helpers use (the async bridge, in-memory stores),
      // which they qualify, or so that its property is a keyword (`default`, `repeat`), which is
      // backquoted. Unprefixed, so such specs compile alone, not in a batch.
      useCase.name = random.pick(["Task", "Disposables", "NSLock", "Default", "Repeat"])
    }
    let candidates = services.map(\.name) + repositories.map(\.name) + useCases.map(\.name)
    useCase.dependencies = candidates.filter { _ in random.chance(0.5) }
    let shapes = [
      "func items() async throws -> [Item]", "func add(_ item: Item) async throws", "func count() -> Int",
      "func load(id: Int) throws -> Item?", "func stream() -> Observable<[Item]>", "func touch() async",
    ]
    useCase.methods = shapes.filter { _ in random.chance(0.4) }
    if random.chance(0.2) { useCase.names = ["protocol: \(useCase.name)Type", "implementation: Default\(useCase.name)"] }
    return useCase
  }

  // MARK: Reactors

  private mutating func makeReactor(_ index: Int) -> Reactor {
    var reactor = Reactor(name: typeName("\(prefix)\(random.pick(["List", "Edit", "Search", "Counter"]))\(index)Reactor"))
    let usable = services.filter { _ in random.chance(0.6) }
    reactor.services = usable.map(\.name)
    reactor.dependencies = (repositories.map(\.name) + useCases.map(\.name) + services.map(\.name)).filter { _ in random.chance(0.35) }
    for parameter in 0..<random.int(0...2) {
      // From the pool, or from the type grammar.
      let type = random.chance(typeForms ? 0.7 : 0.4) ? FieldType.drawn(&random, forms: typeForms) : random.pick(FieldType.all)
      reactor.parameters.append(("param\(parameter)", type.text, random.chance(0.5) ? random.pick(type.values) : nil))
    }
    if random.chance(0.25) {
      // Given to init and not kept alive (a coordinator): optional or not (its label is drawn
      // with the others').
      let type = random.pick(["GrammarToken", "GrammarToken?", "AnyObject?", "(any AnyObject)?"])
      let value = type.hasSuffix("?") && random.chance(0.5) ? "nil" : random.chance(0.3) ? "GrammarToken()" : nil
      reactor.parameters.append(("weak var holder", type, value))
    }
    if random.chance(0.2) { reactor.observable = random.chance(0.7) }
    // An internal reactor in a public module now and then, or the module's own access written out.
    if random.chance(0.2) { reactor.access = isPublic && random.chance(0.7) ? "internal" : (isPublic ? "public" : "internal") }
    // With observableState, the State's fields are not keywords: the macro cannot track those.
    let observable = reactor.observable ?? observableDefault ?? false
    // A second reactor is often Action-alike with a first whose Action is the app's enum: both
    // may declare its helpers.
    let sharesAnAction = reactors.contains { $0.actionType != nil } && random.chance(0.8)
    if sharesAnAction || random.chance(0.12) {
      // An existing model type is the whole state, to which observableState cannot apply.
      if observable { reactor.observable = false }
      reactor.model = "Item"
      reactor.parameters.append(("item", "Item", nil))
      reactor.initialState = "item"
      reactor.mutations = [Mutation(name: "update", payload: ["Item"], reduce: nil), Mutation(name: "touch", payload: [], reduce: nil)]
      // `refresh` paced or cancelled now and then: its `isRefreshAction` helper is declared on
      // the Action, which may be the prelude's enum that other reactors of the module are too.
      let refresh = [
        random.chance(0.5) ? random.pick(["throttle: 300ms", "debounce: 200ms"]) : nil, random.chance(0.3) ? "cancelledBy: [update]" : nil,
      ].compactMap { $0 }
      reactor.actions = [refresh.isEmpty ? "- refresh" : "- refresh: { \(refresh.joined(separator: ", ")) }", "- update: 'update(Item(id: 1))'"]
      // Now and then both enums are the app's, declared elsewhere (the prelude's).
      if sharesAnAction || random.chance(0.4) { reactor.actionType = "ItemAction" }
      if random.chance(0.4) { reactor.mutationType = "ItemMutation" }
      return reactor
    }
    for field in 0..<random.int(0...5) {
      let type = random.chance(typeForms ? 0.7 : 0.4) ? FieldType.drawn(&random, forms: typeForms) : random.pick(FieldType.all)
      var defaultValue: String? = random.pick(type.values)
      let isPulse = random.chance(0.15)
      // A wrapped `T?` starts as nil too (Pulse has `init(wrappedValue:)`); any other field
      // without a default is given by the initial state.
      if (type.isOptional || isPulse) && random.chance(0.4) { defaultValue = nil }
      var fieldName = name("field\(field)", avoiding: reactor.fields.map(\.name))
      if observable && SwiftIdentifier.escaped(SwiftIdentifier.unescaped(fieldName)).hasPrefix("`") { fieldName = "field\(field)" }
      reactor.fields.append(Field(name: fieldName, type: type, defaultValue: defaultValue, isPulse: isPulse))
    }
    let hasLoading = random.chance(0.4)
    if hasLoading {
      reactor.fields.append(Field(name: "isLoading", type: FieldType.all[2], defaultValue: "false"))
    }
    // Declarative mutations for the fields, and a few hook mutations.
    for field in reactor.fields where field.name != "isLoading" {
      let bare = field.name.replacingOccurrences(of: "`", with: "")
      let upper = bare.prefix(1).uppercased() + bare.dropFirst()
      let type = field.type
      // An operation on the field in either form the decoder reads: `toggle x` or `{ toggle: x }`.
      func operation(_ kind: String) -> String { random.chance(0.5) ? "\(kind) \(field.name)" : "{ \(kind): \(yamlName(field.name)) }" }
      switch random.int(0...4) {
      case 0:
        // The wrapped type, one level down: `T?` or `Optional<T>`.
        let wrapped =
          type.text.hasSuffix("?") ? String(type.text.dropLast()) : String(type.text.dropFirst("Optional<".count).dropLast())
        let payload = type.isOptional && random.chance(0.5) ? wrapped : type.text
        reactor.mutations.append(Mutation(name: "set\(upper)", payload: [payload], reduce: operation("set")))
      case 1 where type.isBool:
        reactor.mutations.append(Mutation(name: "toggle\(upper)", payload: [], reduce: operation("toggle")))
      case 1 where type.isNumber:
        reactor.mutations.append(Mutation(name: "increment\(upper)", payload: [], reduce: operation("increment")))
        reactor.mutations.append(Mutation(name: "decrement\(upper)", payload: [], reduce: operation("decrement")))
      case 2 where type.element != nil:
        let element = type.element ?? ""
        reactor.mutations.append(
          Mutation(name: "append\(upper)", payload: [random.chance(0.5) ? element : type.text], reduce: operation("append")))
      case 3:
        reactor.mutations.append(Mutation(name: "reset\(upper)", payload: [], reduce: "set \(field.name) = \(random.pick(type.values))"))
      default:
        break
      }
    }
    if reactor.fields.count >= 2, random.chance(0.3) {
      let first = reactor.fields[0]
      let second = reactor.fields[1]
      reactor.mutations.append(
        Mutation(
          name: "setBoth", payload: [first.type.text, second.type.text], reduce: "{ set: [\(yamlName(first.name)), \(yamlName(second.name))] }"))
    }
    for hook in 0..<random.int(0...2) {
      // Labels are names or any keyword Swift has, written in backquotes as a label must be where
      // it is declared (a call takes most of them bare, and warns about the backquotes).
      let label = random.chance(0.5) ? "value" : "`\(random.pick(SwiftKeywords.reserved.sorted()))`"
      reactor.mutations.append(
        Mutation(
          name: name("apply\(hook)", avoiding: reactor.mutations.map(\.name)),
          payload: random.pick([[], ["Int"], ["\(label): Int"], ["String"], ["id: Int", "String?"], ["[Item]"], ["Int", "animated: Bool = false"]]),
          reduce: nil))
    }
    if hasLoading {
      // Labelled or not: the bracket's `.setLoading(on: true)` carries the label.
      reactor.mutations.append(Mutation(name: "setLoading", payload: [random.pick(["Bool", "on: Bool"])], reduce: "set isLoading"))
      // For `catch:`: a mutation taking the error's description, and one taking the error.
      reactor.mutations.append(Mutation(name: "failed", payload: ["String"], reduce: nil))
      reactor.mutations.append(Mutation(name: "failedWith", payload: ["Error"], reduce: nil))
    }
    // Now and then a reactor with nothing to do: `Action` is `Never`, no mutate or reduce.
    if !reactor.mutations.isEmpty || random.chance(0.8) {
      if reactor.mutations.isEmpty {
        reactor.mutations.append(Mutation(name: "noop", payload: [], reduce: nil))
      }
      makeActions(&reactor, hasLoading: hasLoading)
      makeEvents(&reactor)
    }
    // The initial state: the fields' defaults, a custom hook, or an expression.
    let required = reactor.fields.filter { $0.defaultValue == nil && !($0.type.isOptional && $0.type.startsNil) }
    if !required.isEmpty || random.chance(0.3) {
      if random.chance(0.5) {
        reactor.initialState = "custom"
      } else {
        let arguments = reactor.fields.filter { field in required.contains { $0.name == field.name } || random.chance(0.3) }
          .map { "\($0.name.replacingOccurrences(of: "`", with: "")): \(random.pick($0.type.values))" }
        reactor.initialState = "State(\(arguments.joined(separator: ", ")))"
      }
    }
    for stream in ["action", "state"] + (reactor.events.isEmpty ? ["mutation"] : []) where random.chance(0.15) {
      reactor.transforms.append(stream)
    }
    // A reactor that transforms its state sets something up at init too (no draw of its own:
    // the other reactors' draws stay as they were).
    reactor.didInitialize = reactor.transforms.contains("state")
    // One that transforms its actions does something as it goes.
    reactor.willDeinitialize = reactor.transforms.contains("action")
    // And one that transforms its actions does something before mutate's and reduce's switches.
    if reactor.transforms.contains("action") {
      reactor.preludes = (reactor.actions.isEmpty ? [] : ["mutate"]) + (reactor.mutations.isEmpty ? [] : ["reduce"])
    }
    // And one that sets something up at init derives something after reduce's switch.
    if reactor.didInitialize, !reactor.mutations.isEmpty { reactor.postludes = ["reduce"] }
    addPropertiesAndConformances(to: &reactor, observable: observable)
    // A constant no mutation sets and no initializer takes (it has its value).
    if reactor.model == nil, random.chance(0.2) {
      let type = random.pick(FieldType.all)
      reactor.fields.append(Field(name: "constant", type: type, defaultValue: random.pick(type.values), isConstant: true))
    }
    return reactor
  }

  /// Stored properties (some made from a parameter) and conformances; `Equatable` only where the
  /// grammar's types are all comparable (its tokens, points, closures, tuples and existentials
  /// are not), since reactorgen cannot know a type of the app's is not.
  private mutating func addPropertiesAndConformances(to reactor: inout Reactor, observable: Bool) {
    if random.chance(0.35) {
      var pool = [
        ("disposeBag", "DisposeBag = DisposeBag()"), ("var page", "Int = 1"), ("var cursor", "String?"),
        ("selections", "PublishSubject<Int> = PublishSubject<Int>()"), ("var history", "[Int] = []"),
        ("var injected", "@GrammarInjected Int"), ("var logged", "@GrammarLogged Int = 2"),
        // A wrapper's arguments beside its value, generic and labelled.
        ("var clamped", "@GrammarClamped(0, upTo: 10) Int = 12"), ("var bounded", "@GrammarClamped<Int>(1, upTo: 5) Int = 3"),
        // The wrapper gives the type: Swift infers it from `wrappedValue`.
        ("var inferred", "@GrammarInjected"),
      ]
      if let parameter = reactor.parameters.first?.name.split(separator: " ").last {
        pool.append(("label", "String = String(describing: \(parameter))"))
      }
      // One another module sees (a public protocol's requirement), where the spec is public.
      if isPublic { pool.append(("public var shared", "[Int] = []")) }
      // A reference the reactor does not keep alive (a delegate).
      pool.append(("weak var owner", "AnyObject?"))
      // Made when first read, from the reactor itself (a lazy value may read `self`).
      pool.append(("lazy var described", "String = String(describing: type(of: self)) + \"!\""))
      // ReactorKit 3.2's scheduler overridden (the prelude stands in for 3.2's `Scheduler`);
      // main, which observableState needs, has none.
      if !observable { pool.append(("scheduler", "Scheduler = MainScheduler.instance")) }
      for _ in 0..<random.int(1...3) {
        let (key, value) = random.pick(pool)
        if !reactor.properties.contains(where: { $0.key == key }) { reactor.properties.append((key, value)) }
      }
    }
    guard random.chance(0.3) else { return }
    // `some P` is refused and read as `any P` after, which Swift cannot compare either.
    let comparable = { (type: String) in !["Grammar", "->", "any ", "some ", "(", "Error"].contains { type.contains($0) } }
    let values = reactor.fields.map(\.type.text) + reactor.mutations.flatMap(\.payload)
    // A protocol of Swift's, now and then written with its module's name: the same by meaning.
    func named(_ protocols: [String]) -> [String] { protocols.map { random.chance(0.3) ? "Swift." + $0 : $0 } }
    if random.chance(0.4) { reactor.conformances.append(("reactor", named(["Identifiable"]))) }
    guard reactor.model == nil else { return }
    // With type forms, `Sendable` alone over values that may hold functions: reactorgen refuses
    // one that is not `@Sendable`, and what it accepts must compile.
    let mayBeSendable = values.allSatisfy { type in !["GrammarToken", "GrammarHandler", "any "].contains { type.contains($0) } }
    if typeForms, !values.allSatisfy(comparable), mayBeSendable, !reactor.fields.isEmpty, !reactor.fields.contains(where: \.isPulse) {
      reactor.conformances.append(("state", named(["Sendable"])))
      return
    }
    guard values.allSatisfy(comparable) else { return }
    // The prelude's Item is Equatable, not Hashable.
    let hashable = values.allSatisfy { !$0.contains("Item") } ? ["Equatable", "Hashable"] : ["Equatable"]
    // `Sendable` beside them, where every value is one of the grammar's Sendable types: a
    // function must then be `@Sendable`, which reactorgen checks; the app's classes it cannot.
    let sendable = values.allSatisfy { type in !["GrammarToken", "any ", "->"].contains { type.contains($0) } }
    func withSendable(_ protocols: [String]) -> [String] { sendable && random.chance(0.4) ? protocols + ["Sendable"] : protocols }
    // A @Pulse field is stored as ReactorKit's Pulse, which compares nothing and is not Sendable:
    // reactorgen refuses both.
    if !reactor.fields.isEmpty, !reactor.fields.contains(where: \.isPulse), random.chance(0.7) {
      reactor.conformances.append(("state", named(withSendable([random.pick(hashable)]))))
    }
    if !reactor.actions.isEmpty, random.chance(0.7) {
      reactor.conformances.append(("action", named(withSendable([observable ? "Equatable" : random.pick(hashable)]))))
    }
    if !reactor.mutations.isEmpty, random.chance(0.5) { reactor.conformances.append(("mutation", named(withSendable(["Equatable"])))) }
  }

  private mutating func makeActions(_ reactor: inout Reactor, hasLoading: Bool) {
    let mutations = reactor.mutations
    var names: [String] = []
    for index in 0..<random.int(0...5) {
      let name = self.name("action\(index)", avoiding: names)
      let mutation = random.pick(mutations)
      let key = yamlName(name)
      let target = yamlName(mutation.name)
      switch random.int(0...8) {
      case 0:
        // Passes its own values on to a mutation of the same shape.
        // `label: Type`, where the label is a name (a type may hold colons: `[String: Int]`).
        func label(of value: String) -> String? {
          guard let colon = value.firstIndex(of: ":") else { return nil }
          let head = value[..<colon]
          return head.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" } ? String(head) : nil
        }
        let payload = mutation.payload.map { value in
          label(of: value).map { String(value.dropFirst($0.count + 1)).trimmingCharacters(in: .whitespaces) } ?? value
        }
        let labels = mutation.payload.map { label(of: $0).map { $0 + ": " } ?? "" }
        var written = zip(labels, payload).map { $0 + $1 }
        // Fewer values than the mutation takes: its default stands for the last.
        if mutation.payload.last?.contains(" = ") == true, random.chance(0.5) { written.removeLast() }
        reactor.actions.append(written.isEmpty ? "- \(key): \(target)" : "- '\(name)(\(written.joined(separator: ", ")))': \(target)")
      case 1 where mutation.payload.isEmpty:
        reactor.actions.append("- \(key): [\(target), \(target)]")
      case 2:
        reactor.actions.append(
          "- '\(name)\(random.pick(["", "(Int)", "(query: String?)", "(_ id: Int, String)", "(self: Int, state: String)", "(limit: Int = 20, String? = nil)"]))'"
        )
      case 3 where hasLoading:
        var options = ["loading: setLoading"]
        if random.chance(0.5) { options.append("ignoreWhileLoading: true") }
        var cancellers: [String] = []
        if let other = names.last, random.chance(0.6) { cancellers.append(yamlName(other)) }
        if random.chance(0.3) { cancellers.append(key) }
        if !cancellers.isEmpty { options.append("cancelledBy: [\(cancellers.joined(separator: ", "))]") }
        if random.chance(0.4) { options.append("catch: \(random.pick(["failed", "failedWith"]))") }
        if random.chance(0.3) {
          options.append("when: \(random.pick(["hook", "'!self.currentState.isLoading'", "'self.currentState.isLoading == false'"]))")
        }
        if mutation.payload.isEmpty, random.chance(0.5) { options.append("emit: \(target)") }
        if options.contains(where: { $0.hasPrefix("emit") }) { options.append("hook: true") }
        reactor.actions.append("- \(key): { \(options.joined(separator: ", ")) }")
      case 4 where !names.isEmpty:
        // Paced in transform(action:) (every pace the spec has), beside (or through) a transform hook.
        let pace = ", \(random.pick(ActionPace.allCases).key): " + random.pick(["300ms", "0.5s", "1ms", "2s"])
        reactor.actions.append("- \(key): { cancelledBy: [\(names.map(yamlName).joined(separator: ", "))]\(index % 2 == 0 ? pace : "") }")
      case 5
      where (mutation.payload.count == 1 && ["Int", "value: Int"].contains(mutation.payload[0])) || mutation.payload.last?.contains(" = ") == true:
        // Literal arguments, with the mutation's label or without; the action's own values (if
        // any) go unused and must not be bound. A trailing value with a default is left out.
        // An argument may read the reactor (`self`), which a generated test cannot: such an
        // action has no values, so that its test would otherwise use the argument.
        let argument = random.pick(["1", "-2", "Int.max", "MemoryLayout.size(ofValue: self.currentState)"])
        let own =
          argument.contains("self") ? "" : random.pick(["", "(Int)", "(query: String?)", "(_ id: Int, String)", "(self: Int, state: String)"])
        let label = mutation.payload[0].hasPrefix("value:") && random.chance(0.5) ? "value: " : ""
        reactor.actions.append("- '\(name)\(own)': '\(mutation.name)(\(label)\(argument))'")
      case 7 where mutation.payload.isEmpty:
        // An action with values emitting a mutation without any: nothing to bind.
        reactor.actions.append("- '\(name)\(random.pick(["(Int)", "(query: String?)", "(_ id: Int, String)"]))': \(target)")
      case 7:
        // An action that changes nothing (a view's event the reactor ignores, for now).
        let own = random.pick(["", "(Int)", "(query: String?)"])
        reactor.actions.append((own.isEmpty ? "- \(key)" : "- '\(name)\(own)'") + ": []")
      case 6:
        // An async hook, alone or with the Rx options around it.
        var options = ["async: true"]
        if hasLoading && random.chance(0.5) { options.append("loading: setLoading") }
        if let other = names.last, random.chance(0.4) { options.append("cancelledBy: [\(yamlName(other))]") }
        if hasLoading && random.chance(0.4) { options.append("catch: \(random.pick(["failed", "failedWith"]))") }
        if mutation.payload.isEmpty, random.chance(0.4) { options.append("emit: \(target)") }
        var payload = random.pick(["", "(Int)", "(query: String?)"])
        // State fields the hook gets (keywords included); values named like none of them.
        if !reactor.fields.isEmpty, random.chance(0.4) {
          // Not keyword fields: a known mistake may remove those later (EdgeCases reads one).
          let reads = reactor.fields.filter { !$0.name.hasPrefix("`") && random.chance(0.5) }.map { yamlName($0.name) }
          if !reads.isEmpty {
            options.append("reads: [\(reads.joined(separator: ", "))]")
            payload = ""
          }
        }
        let head = payload.isEmpty ? key : "'\(name)\(payload)'"
        reactor.actions.append("- \(head): { \(options.joined(separator: ", ")) }")
      case 8 where mutations.contains(where: { $0.payload == ["Int"] && $0.reduce?.hasPrefix("set ") == true }):
        // Arguments that read the reactor (`self`), of a mutation whose test would check them.
        let setter = mutations.first { $0.payload == ["Int"] && $0.reduce?.hasPrefix("set ") == true }?.name ?? ""
        // Through `self`, implicitly, or through an init parameter the reactor keeps.
        let readers =
          ["MemoryLayout.size(ofValue: self.currentState)", "MemoryLayout.size(ofValue: currentState)"]
          + reactor.parameters.filter { $0.type == "Int" }.map { "\($0.name) + 1" }
        reactor.actions.append("- \(key): '\(setter)(\(random.pick(readers)))'")
      default:
        reactor.actions.append("- \(key)")
      }
      names.append(name)
    }
  }

  private mutating func makeEvents(_ reactor: inout Reactor) {
    for service in services where !service.events.isEmpty && random.chance(0.5) {
      let noPayload = reactor.mutations.filter { $0.payload.isEmpty }
      var mapped: [String] = []
      for event in service.events where random.chance(0.6) {
        let takesInt = reactor.mutations.first { $0.payload == ["Int"] }
        if event.payload.isEmpty, let target = noPayload.first {
          mapped.append("\(yamlName(event.name)): \(yamlName(target.name))")
        } else if let target = noPayload.first, random.chance(0.3) {
          // An event's values that its mutation does not take are not bound.
          mapped.append("\(yamlName(event.name)): \(yamlName(target.name))")
        } else if let target = takesInt, random.chance(0.3) {
          mapped.append("\(yamlName(event.name)): '\(target.name)(\(random.pick(["1", "-2"])))'")
        } else if !event.payload.isEmpty {
          // A hook mutation of the same shape receives the event's values.
          let bare = event.name.replacingOccurrences(of: "`", with: "")
          let name = "on\(service.name)\(bare.prefix(1).uppercased() + bare.dropFirst())"
          reactor.mutations.append(Mutation(name: name, payload: event.payload, reduce: nil))
          mapped.append("\(yamlName(event.name)): \(name)")
        }
      }
      reactor.events.append(mapped.isEmpty ? "- \(service.name)" : "- \(service.name): { \(mapped.joined(separator: ", ")) }")
    }
  }

  // MARK: Mistakes

  private mutating func addNoop(_ index: Int) {
    if !reactors[index].mutations.contains(where: { $0.name == "noop" }) {
      reactors[index].mutations.append(Mutation(name: "noop", payload: [], reduce: nil))
    }
  }

  /// Adds one known mistake; returns what it is.
  mutating func provoke() -> String {
    if reactors.isEmpty { reactors.append(Reactor(name: "\(prefix)Reactor")) }
    let index = random.int(0...(reactors.count - 1))
    let kinds = [
      "reactor named like a generated or depended-on type", "services whose event enums clash",
      "reactor named like a service's protocol", "actions whose hooks clash", "field named Type",
      "reactors whose files differ only in case", "parameter named like a hook", "mutations whose tests clash",
      "reactor named like a mock", "string default for an Int", "string set on a Bool",
      "string argument for an Int mutation", "inout action payload", "variadic action payload",
      "escaping action payload", "unterminated comment in a default", "wrong label in initialState",
      "two services with the same provider property", "unknown dependency", "query parameter named entity",
      "async action without a hook", "use case depending on itself", "dependency named like a parameter",
      "a ';' in a condition", "a wrong label in an emitted call",
      "use cases depending on each other in a cycle", "typed throws", "an ownership modifier on a parameter",
      "an opaque result in a requirement", "an action named binding with observableState",
      "a keyword field with observableState", "parameter named like the reactor's own member",
      "a conformance the generated code adopts, qualified by its module", "a reactor more visible than its module",
    ]
    let kind = random.pick(kinds)
    switch kind {
    case kinds[0]:
      if services.isEmpty { services.append(Service(name: "\(prefix)XService")) }
      reactors[index].dependencies = []
      reactors[index].name = random.pick([
        "ServiceProvider", "BaseService", "ServiceProviderType", "MockServiceProvider", "String", "Observable", "Reactor", "Never",
      ])
    case kinds[1]:
      services.append(Service(name: "\(prefix)Clash", events: [("ping", [])]))
      services.append(Service(name: "\(prefix)ClashService", events: [("pong", [])]))
    case kinds[2]:
      services.append(Service(name: "\(prefix)Shared"))
      reactors[index].name = "\(prefix)SharedType"
    case kinds[3]:
      addNoop(index)
      reactors[index].actions += ["- refresh", "- Refresh"]
    case kinds[4]:
      reactors[index].model = nil
      reactors[index].fields.append(Field(name: "Type", type: FieldType.all[0], defaultValue: "0"))
    case kinds[5]:
      reactors.append(Reactor(name: reactors[index].name.lowercased()))
    case kinds[6]:
      reactors[index].actions.append("- load")
      addNoop(index)
      reactors[index].parameters.append(("mutateLoad", "Int", "0"))
    case kinds[7]:
      // Reduce hooks: each has a test in the skeleton, whose names clash.
      reactors[index].model = nil
      reactors[index].fields.append(Field(name: "flag", type: FieldType.all[2], defaultValue: "false"))
      reactors[index].mutations += [
        Mutation(name: "setFlag", payload: ["Bool"], reduce: nil), Mutation(name: "SetFlag", payload: ["Bool"], reduce: nil),
      ]
    case kinds[8]:
      services.append(Service(name: "\(prefix)Mocked"))
      reactors[index].name = "Mock\(prefix)Mocked"
    case kinds[9]:
      reactors[index].model = nil
      reactors[index].fields.append(Field(name: "count", type: FieldType.all[0], defaultValue: "\"zero\""))
    case kinds[10]:
      reactors[index].model = nil
      reactors[index].fields.append(Field(name: "isOn", type: FieldType.all[2], defaultValue: "false"))
      reactors[index].mutations.append(Mutation(name: "turnOn", payload: [], reduce: "set isOn = \"yes\""))
    case kinds[11]:
      reactors[index].mutations.append(Mutation(name: "setCount", payload: ["Int"], reduce: nil))
      reactors[index].actions.append("- reset: setCount(\"zero\")")
    case kinds[12]:
      addNoop(index)
      reactors[index].actions.append("- bump(inout Int)")
    case kinds[13]:
      addNoop(index)
      reactors[index].actions.append("- sum(Int...)")
    case kinds[14]:
      addNoop(index)
      reactors[index].actions.append("- run(@escaping () -> Void)")
      // One mistake: a function makes an Action no conformance can compare, a second error.
      reactors[index].conformances.removeAll { $0.0 == "action" }
    case kinds[15]:
      reactors[index].model = nil
      reactors[index].fields.append(Field(name: "count", type: FieldType.all[0], defaultValue: "/* 0"))
    case kinds[16]:
      reactors[index].model = nil
      reactors[index].fields.append(Field(name: "count", type: FieldType.all[0], defaultValue: nil))
      reactors[index].initialState = "State(cout: 0)"
    case kinds[17]:
      // `G1Dup` and `g1Dup` are different types but the same provider property, `g1Dup`.
      services.append(Service(name: "\(prefix)Dup"))
      services.append(Service(name: "g\(prefix.dropFirst())Dup"))
    case kinds[18]:
      reactors[index].dependencies.append("\(prefix)MissingUseCase")
    case kinds[19]:
      repositories.append(Repository(name: "\(prefix)QueryRepository", style: "sync", queries: ["'having(entity: Int)': 'entity.id == 1'"]))
    case kinds[20]:
      addNoop(index)
      reactors[index].actions.append("- wait: { async: true, hook: false, emit: noop }")
    case kinds[21]:
      useCases.append(UseCase(name: "\(prefix)LoopUseCase", dependencies: ["\(prefix)LoopUseCase"]))
    case kinds[23]:
      addNoop(index)
      reactors[index].actions.append("- guarded: { emit: noop, when: 'true; print(1)' }")
    case kinds[24]:
      reactors[index].model = nil
      reactors[index].mutations.append(Mutation(name: "setLabelled", payload: ["value: Int"], reduce: nil))
      reactors[index].actions.append("- relabel: 'setLabelled(count: 1)'")
    case kinds[25]:
      useCases.append(UseCase(name: "\(prefix)PingUseCase", dependencies: ["\(prefix)PongUseCase"]))
      useCases.append(UseCase(name: "\(prefix)PongUseCase", dependencies: ["\(prefix)PingUseCase"]))
    case kinds[26]:
      services.append(Service(name: "\(prefix)TypedService", methods: ["func load() throws(CancellationError) -> Int"]))
    case kinds[27]:
      services.append(
        Service(name: "\(prefix)OwningService", methods: ["func keep(_ value: \(random.pick(["borrowing", "consuming", "sending"])) String)"]))
    case kinds[28]:
      services.append(Service(name: "\(prefix)OpaqueService", methods: ["func make() -> some Collection"]))
    case kinds[29]:
      addNoop(index)
      reactors[index].observable = true
      // ReactorKit main, which observableState needs, has no `scheduler` to override.
      reactors[index].properties.removeAll { $0.key == "scheduler" }
      reactors[index].actions.removeAll { $0.hasPrefix("- binding") }
      reactors[index].actions.append("- binding: noop")
      if reactors[index].model != nil {
        reactors[index].model = nil
        reactors[index].parameters.removeAll { $0.name == "item" }
        reactors[index].initialState = nil
      }
      reactors[index].fields.removeAll { SwiftIdentifier.escaped(SwiftIdentifier.unescaped($0.name)).hasPrefix("`") }
    case kinds[30]:
      // A reactor of its own: the drawn ones' keyword fields may be named by their mutations,
      // whose references would be second errors of one mistake.
      var keyworded = Reactor(name: "\(prefix)KeywordReactor")
      keyworded.observable = true
      keyworded.fields = [Field(name: random.pick(["`default`", "`class`", "`repeat`"]), type: FieldType.all[0], defaultValue: "0")]
      reactors.append(keyworded)
    case kinds[32]:
      reactors[index].conformances.removeAll { $0.type == "reactor" }
      reactors[index].conformances.append(("reactor", [random.pick(["ReactorKit.Reactor", "\(reactors[index].name)Logic", reactors[index].name])]))
    case kinds[33]:
      // A public reactor in an internal module, or an access level reactorgen does not know.
      reactors[index].access = isPublic ? "protected" : "public"
    case kinds[31]:
      // One of the members ReactorKit gives every reactor: one error (it was two).
      reactors[index].parameters.append((random.pick(["currentState", "action", "state", "scheduler", "initialState"]), "Int", "0"))
    default:
      repositories.append(Repository(name: "\(prefix)ClashRepository", style: "sync"))
      reactors[index].dependencies.append("\(prefix)ClashRepository")
      let property = "g" + prefix.dropFirst() + "ClashRepository"
      reactors[index].parameters.append((property, "Int", "0"))
    }
    return kind
  }

  // MARK: YAML

  /// A method as its signature, or (one in three, when the form can say it: no typed throws) in
  /// the structured form, every key written.
  private func methodLines(_ method: String) -> [String] {
    guard method.utf8.count % 3 == 0, !method.contains("throws("), let parts = try? SwiftSource.parseFunction(method) else {
      return ["      - \"\(method)\""]
    }
    let parameters = parts.parameters.map { parameter in
      (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
    }
    var lines = ["      - name: \(quoted(parts.name))"]
    if let generics = parts.genericParameters { lines.append("        generics: \(quoted(generics))") }
    lines.append("        parameters: [\(parameters.map(quoted).joined(separator: ", "))]")
    if let result = parts.returnType { lines.append("        returns: \(quoted(result))") }
    lines.append("        async: \(parts.isAsync)")
    lines.append("        throws: \(parts.isThrowing)")
    lines.append("        discardableResult: \(parts.discardableResult)")
    if let clause = parts.whereClause { lines.append("        where: \(quoted(clause))") }
    return lines
  }

  func render(access: String) -> String {
    var lines = ["version: 1", "access: \(access)"]
    if let flag = observableDefault { lines.append("observableState: \(flag)") }
    if importsFoundation { lines.append("imports: [Foundation]") }
    if !services.isEmpty {
      lines.append("services:")
      for service in services {
        lines.append("  \(service.name):")
        if service.classBound { lines.append("    classBound: true") }
        if !service.events.isEmpty {
          lines.append("    events:")
          for event in service.events {
            lines.append("      - \"\(event.name)\(event.payload.isEmpty ? "" : "(\(event.payload.joined(separator: ", ")))")\"")
          }
        }
        if !service.methods.isEmpty {
          lines.append("    methods:")
          for method in service.methods { lines += methodLines(method) }
        }
        lines += service.names.map { "    " + $0 }
        if service.events.isEmpty && service.methods.isEmpty && !service.classBound && service.names.isEmpty { lines.append("    classBound: false") }
      }
    }
    if !repositories.isEmpty {
      lines.append("repositories:")
      for repository in repositories {
        lines += ["  \(repository.name):", "    entity: Item", "    key: 'id: Int'", "    style: \(repository.style)"]
        lines += repository.names.map { "    " + $0 }
        if !repository.queries.isEmpty {
          lines.append("    queries:")
          lines += repository.queries.map { "      " + $0 }
        }
      }
    }
    if !useCases.isEmpty {
      lines.append("useCases:")
      for useCase in useCases {
        lines.append("  \(useCase.name):" + (useCase.dependencies.isEmpty && useCase.methods.isEmpty && useCase.names.isEmpty ? " {}" : ""))
        lines += useCase.names.map { "    " + $0 }
        if !useCase.dependencies.isEmpty { lines.append("    dependencies: [\(useCase.dependencies.joined(separator: ", "))]") }
        if !useCase.methods.isEmpty {
          lines.append("    methods:")
          lines += useCase.methods.map { "      - \"\($0)\"" }
        }
      }
    }
    lines.append("reactors:")
    for reactor in reactors {
      lines.append("  \(reactor.name):")
      var body: [String] = []
      if let access = reactor.access { body.append("access: \(access)") }
      if let flag = reactor.observable { body.append("observableState: \(flag)") }
      if !reactor.services.isEmpty { body.append("services: [\(reactor.services.joined(separator: ", "))]") }
      if !reactor.dependencies.isEmpty { body.append("dependencies: [\(reactor.dependencies.joined(separator: ", "))]") }
      if !reactor.parameters.isEmpty {
        body.append("parameters:")
        for (index, parameter) in reactor.parameters.enumerated() {
          // Now and then an argument label: none (`_`), a word, or a keyword.
          let labels = ["", "_ ", "with ", "for ", ""]
          let label = labels[(reactor.name.utf8.count + index) % labels.count]
          // `weak var` comes first: `weak var with holder`.
          let ownership = parameter.name.hasPrefix("weak var ") ? "weak var " : ""
          let key = ownership + label + parameter.name.dropFirst(ownership.count)
          body.append("  \(quoted(key)): \(quoted(parameter.type + (parameter.defaultValue.map { " = \($0)" } ?? "")))")
        }
      }
      if !reactor.properties.isEmpty {
        body.append("properties:")
        body += reactor.properties.map { "  \(quoted($0.key)): \(quoted($0.value))" }
      }
      if !reactor.conformances.isEmpty {
        body.append("conformances:")
        body += reactor.conformances.map { "  \($0.type): [\($0.protocols.joined(separator: ", "))]" }
      }
      if let model = reactor.model {
        body.append("state: \(model)")
      } else if !reactor.fields.isEmpty {
        body.append("state:")
        for field in reactor.fields {
          // One field in three in the structured form, every key written.
          if field.isConstant {
            body.append("  \(quoted("let " + field.name)): \(quoted(field.type.text + (field.defaultValue.map { " = \($0)" } ?? "")))")
          } else if let value = field.defaultValue, value.hasPrefix("{"), value.hasSuffix("}"), value.count > 2 {
            // A closure over several lines: with line directives, the pair stands around the
            // whole declaration, outside the closure a macro (`@ObservableState`) copies.
            body.append("  \(quoted(field.name)): |")
            body.append("    \(field.isPulse ? "@Pulse " : "")\(field.type.text) = \(value.dropLast().trimmingCharacters(in: .whitespaces))")
            body.append("    }")
          } else if (field.name.utf8.count + field.type.text.utf8.count) % 3 == 0 {
            let value = field.defaultValue.map { ", default: \(quoted($0))" } ?? ""
            body.append("  \(quoted(field.name)): { type: \(quoted(field.type.text))\(value), pulse: \(field.isPulse) }")
          } else if let value = field.defaultValue, value.hasPrefix("["), value.hasSuffix("]"), value.count > 2, field.name.utf8.count % 3 == 1 {
            // Now and then a literal block: the value over several lines.
            body.append("  \(quoted(field.name)): |")
            body.append("    \(field.isPulse ? "@Pulse " : "")\(field.type.text) = [")
            body.append("      " + value.dropFirst().dropLast())
            body.append("    ]")
          } else {
            body.append(
              "  \(quoted(field.name)): \(quoted((field.isPulse ? "@Pulse " : "") + field.type.text + (field.defaultValue.map { " = \($0)" } ?? "")))"
            )
          }
        }
      }
      if let initial = reactor.initialState { body.append("initialState: \(initial == "custom" ? initial : quoted(initial))") }
      // The enums declared elsewhere have the model reactor's cases: with any other, not written.
      if reactor.model != nil, let type = reactor.actionType { body.append("actionType: \(type)") }
      if !reactor.actions.isEmpty {
        body.append("actions:")
        body += reactor.actions.map { "  " + $0 }
      }
      if reactor.model != nil, let type = reactor.mutationType { body.append("mutationType: \(type)") }
      if !reactor.mutations.isEmpty {
        body.append("mutations:")
        for mutation in reactor.mutations {
          let head = mutation.payload.isEmpty ? mutation.name : "\(mutation.name)(\(mutation.payload.joined(separator: ", ")))"
          body.append("  - \(quoted(head))" + (mutation.reduce.map { ": \($0.hasPrefix("{") ? $0 : quoted($0))" } ?? ""))
        }
      }
      if !reactor.events.isEmpty {
        body.append("events:")
        body += reactor.events.map { "  " + $0 }
      }
      if !reactor.transforms.isEmpty { body.append("transform: [\(reactor.transforms.joined(separator: ", "))]") }
      if reactor.didInitialize { body.append("didInitialize: true") }
      if reactor.willDeinitialize { body.append("willDeinitialize: true") }
      if !reactor.preludes.isEmpty { body.append("prelude: [\(reactor.preludes.joined(separator: ", "))]") }
      if !reactor.postludes.isEmpty { body.append("postlude: [\(reactor.postludes.joined(separator: ", "))]") }
      lines += body.map { "    " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A name as a YAML scalar: quoted when YAML would misread it (backquotes).
  func yamlName(_ name: String) -> String {
    name.contains("`") ? quoted(name) : name
  }

  /// YAML's single-quoted form: any text, `'` doubled.
  private func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}

/// Every name reactorgen's output uses and every name the test double declares, read with
/// reactorgen's lexer from the samples' reference output and the double's sources, and the type
/// names of the modules generated files import (``ImportedNames``, harvested from the modules):
/// a spec that names its own things like them must be refused with a located error or compile.
enum HarvestedNames {
  /// Names starting with a lowercase letter: members, locals, labels.
  static let members: [String] = all.filter { $0.first?.isLowercase == true }
  /// Names starting with an uppercase letter: types.
  static let types: [String] = all.filter { $0.first?.isUppercase == true }

  private static let all: [String] = {
    let root = repositoryRoot
    // The double's macro implementation is left out: generated code never sees its names.
    let folders = ["Samples", "Tests/ReactorKitTestDouble/Sources"].map { root.appendingPathComponent($0) }
    var names: Set<String> = []
    for folder in folders {
      let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".swift") && (folder.lastPathComponent != "Samples" || $0.contains("/Golden/")) && !$0.hasPrefix("ReactorKitMacros/") }
      for file in files {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
        let source = SwiftText(text)
        for token in source.tokens where token.kind == .identifier {
          let name = source.text(of: token)
          if !name.hasPrefix("`") && !SwiftKeywords.reserved.contains(name) && name.count <= 30 { names.insert(name) }
        }
      }
    }
    // And the type names of the modules generated files import, harvested from the modules.
    for module in ["RxSwift", "ReactorKit", "XCTest", "Foundation", "Swift"] {
      names.formUnion((ImportedNames.harvested[module] ?? []).filter { SwiftIdentifier.isValid($0) && $0.count <= 30 })
    }
    // The generative prelude declares `Item`: a spec's type of that name is the user's mistake.
    names.remove("Item")
    return names.sorted()
  }()
}

extension RandomSpec {
  /// The reactors of a spec's `text` with `actionType:`: they share their Action's helpers, and
  /// an incremental run decodes them together.
  static func reactorsNamingActionTypes(in text: String) -> Set<String> {
    var names: Set<String> = []
    var current: String?
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") { current = String(line.dropFirst(2).dropLast()) }
      if line.hasPrefix("    actionType:"), let current { names.insert(current) }
    }
    return names
  }
}
