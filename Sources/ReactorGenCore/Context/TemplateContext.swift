/// What the templates see: plain values, with every decision already made, so templates only lay
/// out text. One context type per template.

/// Shared by every file template.
public struct FileContext: Sendable {
  /// Comment lines at the top of the file, without `// `.
  public var header: [String]
  /// Whole lines: `import RxSwift`, `@testable import Todo`.
  public var imports: [String]
  /// `public ` or empty, put before declarations.
  public var access: String

  public var hasImports: Bool { !imports.isEmpty }

  /// Sorted `import` lines for `modules`, then `@testable import` for the module under test.
  static func importLines(_ modules: [String], testable: String? = nil) -> [String] {
    Array(Set(modules)).sorted().map { "import \($0)" } + (testable.map { ["@testable import \($0)"] } ?? [])
  }
}

/// One `case` of a generated `switch`.
public struct SwitchCase: Sendable {
  public var isFirst: Bool
  /// `case let .toggleTaskDone(indexPath):`
  public var pattern: String
  /// Body lines, indented relative to the `case`.
  public var body: [String]
}

/// A requirement of the reactor's logic protocol and the stub that satisfies it.
public struct Hook: Sendable {
  public var isFirst: Bool
  /// `Mutate`, `Reduce`, ...: set on the first hook of each group, for a `// MARK:` line.
  public var section: String?
  /// Documentation line for the protocol requirement.
  public var summary: String
  /// The requirement as declared in the protocol (types qualified with the reactor's name).
  public var requirement: String
  /// The same function as written in the reactor's extension.
  public var signature: String
  /// The function name, used to find hooks a user-owned file still lacks.
  public var name: String
  public var stubBody: [String]
}

public struct ReactorContext: Sendable {
  public var file: FileContext
  public var name: String
  public var specFile: String
  public var logicFile: String
  public var logicProtocol: String?
  public var hasActions: Bool
  public var actionCases: [String]
  public var hasMutations: Bool
  public var mutationCases: [String]
  /// `typealias State = Task` when the state is an existing model.
  public var modelState: String?
  public var stateFields: [String]
  /// A `public init` for a public State (a memberwise init is never public).
  public var stateInitializer: [String]
  public var properties: [String]
  public var initParameters: String
  public var initAssignments: [String]
  public var mutateCases: [SwitchCase]
  public var reduceCases: [SwitchCase]
  public var eventSources: [EventSource]
  public var hooks: [Hook]
  public var predicates: [ActionPredicate]

  public var hasEventSources: Bool { !eventSources.isEmpty }
  public var hasStateInitializer: Bool { !stateInitializer.isEmpty }
  public var hasPredicates: Bool { !predicates.isEmpty }
}

/// A service event stream merged into the mutation stream in `transform(mutation:)`.
public struct EventSource: Sendable {
  public var variable: String
  /// The lines that build the stream, starting with `let variable = ...`.
  public var lines: [String]
  public var isLast: Bool
}

/// `static func isUpdateQueryAction(_ action: Self) -> Bool`, used by `take(until:)`.
public struct ActionPredicate: Sendable {
  public var isFirst: Bool
  public var name: String
  /// The case as written in code (`` `default` ``).
  public var caseName: String
  /// The case as written in prose (`default`).
  public var displayName: String
}

public struct ServiceProviderContext: Sendable {
  public var file: FileContext
  public var services: [ServiceSummary]
}

public struct ServiceSummary: Sendable {
  public var name: String
  public var protocolName: String
  public var property: String
  public var mockName: String
}

public struct ServiceContext: Sendable {
  public var file: FileContext
  public var name: String
  public var protocolName: String
  public var classBound: Bool
  public var eventType: String?
  public var eventCases: [String]
  public var methods: [MethodContext]
  public var mockName: String

  public var hasMethods: Bool { !methods.isEmpty }
}

public struct MethodContext: Sendable {
  public var isFirst: Bool
  public var discardableResult: Bool
  /// `func saveTasks(_ tasks: [Task]) -> Observable<Void>`
  public var signature: String
  /// `saveTasks(_:)`, for MARK comments.
  public var selector: String
  public var stubBody: [String]
  public var mock: MockMethodContext
}

public struct MockMethodContext: Sendable {
  /// `saveTasks`, or with labels when the name is overloaded.
  public var baseName: String
  /// `[[Task]]`, or `[(taskID: String, title: String)]`; `nil` when nothing is recorded.
  public var callsType: String?
  /// The value appended to the calls: `tasks` or `(taskID: taskID, title: title)`.
  public var recordedValue: String?
  /// `(([Task]) -> Observable<Void>)`
  public var handlerType: String
  public var body: [String]
}

public struct TestsContext: Sendable {
  public var file: FileContext
  public var reactor: String
  public var className: String
  public var makeReactor: [String]
  public var tests: [TestCase]
}

public struct TestCase: Sendable {
  public var name: String
  public var throwsError: Bool
  public var body: [String]
}

// MARK: - Computed values for templates

import Mustache

/// Lets templates read computed properties (`hasImports`), which Mirror cannot see.
protocol TemplateValue: MustacheParent {
  var computedValues: [String: Any] { get }
}

extension TemplateValue {
  public func child(named name: String) -> Any? {
    if let value = computedValues[name] { return value }
    guard let value = Mirror(reflecting: self).children.first(where: { $0.label == name })?.value else { return nil }
    // Mustache treats a missing value as false; unwrap optionals so `nil` reads as missing.
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value
  }
}

extension FileContext: TemplateValue {
  var computedValues: [String: Any] { ["hasImports": hasImports] }
}

extension ReactorContext: TemplateValue {
  var computedValues: [String: Any] {
    ["hasEventSources": hasEventSources, "hasPredicates": hasPredicates, "hasStateInitializer": hasStateInitializer]
  }
}

extension ServiceContext: TemplateValue {
  var computedValues: [String: Any] { ["hasMethods": hasMethods] }
}
