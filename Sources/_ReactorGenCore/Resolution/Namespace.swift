import ReactorGenSwift

/// Every name reactorgen will emit, registered with the spec location that caused it, so that any
/// clash — between two generated names, a generated and a declared name, or a generated name and
/// one the generated code depends on — is a located error instead of code that does not compile.
struct Namespace {
  /// Where a name lives: the module's top level, the output folders (file names, compared
  /// case-insensitively as macOS's default file system does), or the members of one type.
  enum Scope: Hashable {
    case module
    case files
    case members(of: String)

    /// The members of `type`, nested in `owner`: `FeedReactor.Action`'s (one string key, as
    /// cheap to hash as any other scope's).
    static func members(ofNested type: String, in owner: String) -> Scope { .members(of: owner + "." + type) }
  }

  /// What a name is, for the rules Swift applies: functions may share a base name when their
  /// argument labels differ, and a property may share it with a function that takes arguments;
  /// nothing else may.
  enum Kind: Equatable {
    case type, file, property, enumCase
    /// A function, by its base name and labels: `mutate(taskEvent:)`.
    case function(FunctionSelector.Name)
    /// A type of the user's that generated code names (a repository's entity): any number of
    /// references agree, but a generated declaration of the name would shadow it.
    case reference
  }

  private struct Entry {
    var name: String
    /// Described only for an error: most names never clash, and a module declares thousands.
    var what: () -> String
    var kind: Kind
    var location: SourceLocation?
  }

  /// A name in its scope: one key, hashed once per lookup (a module declares thousands).
  private struct Key: Hashable {
    var scope: Scope
    var name: String
  }

  /// The entries of one name: nearly always one, held without an array of its own (an array a
  /// name was an allocation for each of the thousands a module declares).
  private struct Entries {
    var first: Entry
    var more: [Entry] = []
  }

  /// The entry of `list` that a name of `kind` would clash with, read in place (binding the list
  /// copied every entry of it, at every name declared).
  private static func clash(in list: inout Entries?, with kind: Kind) -> Entry? {
    guard list != nil else { return nil }
    if clashes(list!.first.kind, kind) { return list!.first }
    return list!.more.first { clashes($0.kind, kind) }
  }

  private var entries: [Key: Entries] = [:]
  /// The modules generated test files import beside the user's module: a module-level type
  /// named like one of theirs is ambiguous there (``ImportedNames``).
  var importedByTests: [String] = []
  /// The modules generated mocks import beside the user's module: a type of the user's a mock
  /// names (a repository's entity), named like one of theirs, is ambiguous there.
  var importedByMocks: [String] = []
  /// The user's module, when the specs name it: how a type of theirs is written unambiguously.
  var moduleName: String?
  /// Spec locations already given a clash error.
  private var reported: Set<SourceLocation> = []

  /// Names generated code uses from Swift, RxSwift, ReactorKit and XCTest: a module-level
  /// declaration with one of these names would shadow it. Kept complete by tests that read the
  /// built-in templates' own text and every sample's output (`TemplateNamesTests`,
  /// `HelperNamesTests`): a name used there unqualified must be here, be generated, or be the spec's.
  static let dependedOn: [String] = [
    "Swift", "RxSwift", "ReactorKit", "XCTest", "Foundation",
    "Observable", "PublishSubject", "ActionSubject", "Reactor", "Pulse", "Disposable", "DisposeBag",
    // RxSwift's types that reactorgen reads in a spec's signatures (a `Completable` result gets
    // `.empty()`, any of them `import RxSwift`): the spec's own type of that name would be misread.
    "Single", "Maybe", "Completable", "BehaviorSubject", "ReplaySubject", "AnyObserver", "Infallible",
    // What a reactor with `debounce:` waits on.
    "SchedulerType", "MainScheduler",
    "Bool", "Int", "Double", "String", "Void", "Never", "Any", "AnyObject", "Error", "Optional", "Array",
    "Dictionary", "Sequence", "Collection",
    "XCTestCase", "XCTSkip", "XCTAssertEqual", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertNil",
  ]

  /// Names the code of a reactor with `observableState` uses from ReactorKitObservation (and the
  /// `Observation` module its macro names), reserved when a reactor has it.
  static let dependedOnByObservableState: [String] = [
    "ReactorKitObservation", "Observation", "ObservableState", "ObservableStateTracked", "ObservableStateIgnored",
    "ObservableStateRegistrar", "BindableAction", "BindingAction",
  ]

  /// `expectedNames`: about how many names will be declared, so that the table is sized once.
  init(expectedNames: Int = 0) {
    entries.reserveCapacity(Self.dependedOn.count + expectedNames)
    for name in Self.dependedOn {
      entries[Key(scope: .module, name: name)] = Entries(
        first: Entry(
          name: name, what: { "'\(name)', which generated code uses from Swift, RxSwift, ReactorKit or XCTest" }, kind: .type, location: nil))
    }
  }

  /// Says that `location` has its error: no clash is reported there again (one mistake, one error).
  mutating func markReported(_ location: SourceLocation) {
    reported.insert(location)
  }

  /// Registers `name`; reports a clash with anything already registered in `scope`.
  /// - Parameters:
  ///   - what: how to describe it in an error: "reactor 'Foo'", "the mock 'MockFoo' of service 'Foo'".
  ///   - remedy: what to do, e.g. "rename the reactor".
  ///   - seenByTests: whether generated test files name it beside their imports (not the test
  ///     case class, which the test module declares itself).
  /// - Returns: whether the name was free.
  @discardableResult
  mutating func declare(
    _ name: String, _ kind: Kind, what: @autoclosure @escaping () -> String, in scope: Scope, at location: SourceLocation, remedy: String,
    seenByTests: Bool = true, diagnostics: inout Diagnostics
  ) -> Bool {
    let key = scope == .files ? name.lowercased() : SwiftIdentifier.unescaped(name)
    let modules = scope == .module && kind == .type && seenByTests ? importedByTests : []
    // The name's list is looked up once, and extended in place when the name is free.
    return Self.declare(
      Entry(name: name, what: what, kind: kind, location: location), key: key, at: location, in: &entries[Key(scope: scope, name: key)],
      isModuleType: scope == .module && kind == .type, importedBy: modules, remedy: remedy, reported: &reported, diagnostics: &diagnostics)
  }

  private static func declare(
    _ entry: Entry, key: String, at location: SourceLocation, in list: inout Entries?, isModuleType: Bool, importedBy modules: [String],
    remedy: String, reported: inout Set<SourceLocation>, diagnostics: inout Diagnostics
  ) -> Bool {
    let (name, what) = (entry.name, entry.what)
    if let clash = clash(in: &list, with: entry.kind) {
      // One spec element, one error: the names derived from it would repeat the same clash.
      guard reported.insert(location).inserted else { return false }
      let place = clash.location.map { " (\(describe($0, from: location)))" } ?? ""
      let caseOnly = clash.name != name ? " (names that differ only in case are one file on macOS)" : ""
      diagnostics.error(.nameClash, "\(what()) clashes with \(clash.what())\(place)\(caseOnly); \(remedy)", at: location)
      return false
    }
    if isModuleType, ImportedNames.harvested["Swift"]?.contains(key) == true {
      guard reported.insert(location).inserted else { return false }
      diagnostics.error(
        .nameClash,
        "\(what()) is named like Swift's type '\(key)', which it would hide in the whole module, where generated code and the spec's types mean Swift's; \(remedy)",
        at: location)
      return false
    }
    if isModuleType, let module = ImportedNames.module(declaring: key, among: modules) {
      guard reported.insert(location).inserted else { return false }
      diagnostics.error(
        .nameClash,
        "\(what()) is named like \(module)'s type '\(key)', which generated tests and mocks see too (they see \(module) beside your module), where the name would be ambiguous; \(remedy)",
        at: location)
      return false
    }
    if list == nil {
      list = Entries(first: entry)
    } else {
      list?.more.append(entry)
    }
    return true
  }

  private static func clashes(_ a: Kind, _ b: Kind) -> Bool {
    switch (a, b) {
    case (.function(let first), .function(let second)): return sameSelector(first, second)
    // `x` and `x()` are one name at a call site; `x(_:)` is not.
    case (.property, .function(let function)), (.function(let function), .property): return function.labels.isEmpty
    case (.reference, .reference): return false
    default: return true
    }
  }

  /// Whether two functions have one selector (``FunctionSelector/spelled(_:labels:)`` decides):
  /// most differ in their base name or their number of labels, told before spelling both.
  private static func sameSelector(_ first: FunctionSelector.Name, _ second: FunctionSelector.Name) -> Bool {
    guard first.labels.count == second.labels.count, SwiftIdentifier.unescaped(first.base) == SwiftIdentifier.unescaped(second.base) else {
      return false
    }
    return first.selector == second.selector
  }

  private static func describe(_ location: SourceLocation, from here: SourceLocation) -> String {
    location.file == here.file ? "at \(location.line):\(location.column)" : "at \(location)"
  }
}
