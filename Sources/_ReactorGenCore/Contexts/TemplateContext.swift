/// What the templates see: plain values, with every decision already made, so templates only lay
/// out text. Each template has one context type (see ``TemplateName``). Templates use
/// swift-mustache's `first()`, `last()` and `empty()` for layout; contexts carry no layout flags.

/// A context of a whole file: every template's context is one.
public protocol FileTemplateContext: Sendable {
  var file: FileContext { get }
}

/// Shared by every file template. The provenance and imports are not for templates: reactorgen
/// writes each file's header and import lines itself (``SwiftFileText``), so the build plugin can
/// join files and stale-file removal can read a header without knowing how a template looks.
public struct FileContext: Sendable {
  public var provenance: Provenance
  /// Whole lines: `import RxSwift`, `@testable import Todo`.
  public var imports: [String]
  /// `public ` or empty, put before declarations.
  public var access: String

  /// Sorted `import` lines for `modules`, then `@testable import` for the module under test.
  static func importLines(_ modules: [String], testable: String? = nil) -> [String] {
    Array(Set(modules)).sorted().map { "import \($0)" } + (testable.map { ["@testable import \($0)"] } ?? [])
  }
}

/// A parameter of a hook, for templates that lay hooks out differently.
public struct HookParameter: Sendable {
  /// The argument label when it differs from the name.
  public var label: String?
  public var name: String
  public var type: String
  /// `type` with `Action`/`Mutation`/`State` qualified by the reactor, for the protocol.
  public var qualifiedType: String
}

/// A requirement of the reactor's logic protocol and the stub that satisfies it.
public struct Hook: Sendable {
  /// `Mutate`, `Reduce`, ...: set on the first hook of each group, for a `// MARK:` line.
  public var section: String?
  /// Documentation line for the protocol requirement.
  public var summary: String
  /// The requirement as declared in the protocol (types qualified with the reactor's name).
  public var requirement: String
  /// The same function as written in the reactor's extension.
  public var signature: String
  /// The pieces of the signature, for templates that lay hooks out differently.
  public var name: String
  public var isStatic: Bool
  public var parameters: [HookParameter]
  public var returnType: String?
  public var stubBody: [String]
}

public struct ReactorContext: FileTemplateContext {
  public var file: FileContext
  public var name: String
  /// `observableState: true`: `@ObservableState struct State`, `enum Action: BindableAction`
  /// (the binding cases are among the others).
  public var observableState: Bool
  public var specFile: String
  public var logicFile: String
  public var logicProtocol: String?
  /// `case refresh`, `case search(String)`: the members of `Action` (empty: `Action` is `Never`).
  public var actionDeclarations: [String]
  /// The members of `Mutation`.
  public var mutationDeclarations: [String]
  /// `typealias State = Task` when the state is an existing model.
  public var modelState: String?
  public var stateFields: [String]
  /// A `public init` for a public State (a memberwise init is never public).
  public var stateInitializer: [String]
  public var properties: [String]
  public var initParameters: String
  public var initAssignments: [String]
  /// The body of `mutate(action:)`: a `switch` over the actions (empty when there are none).
  public var mutateBody: [String]
  /// The body of `reduce(state:mutation:)`: a `switch` over the mutations, between
  /// `var state = state` and `return state` (empty when there are none).
  public var reduceBody: [String]
  /// ReactorKit's `transform(...)` methods the reactor implements, a blank line between two.
  public var transformMethods: [String]
  public var hooks: [Hook]
  /// The body of the logic protocol: each hook's summary and requirement.
  public var logicRequirements: [String]
  /// The `Action.isXxxAction(_:)` helpers `take(until:)` uses, for `extension <Reactor>.Action`.
  public var predicateFunctions: [String]
}

/// The user-owned `<Reactor>+Logic.swift`: a stub for every hook.
public struct ReactorLogicContext: FileTemplateContext {
  public var file: FileContext
  public var name: String
  public var hooks: [Hook]
  /// The body of the extension: each hook's stub under its section's `// MARK:`.
  public var logicMembers: [String]
}

public struct ServiceProviderContext: FileTemplateContext {
  public var file: FileContext
  public var services: [ServiceSummary]
}

public struct ServiceSummary: Sendable {
  public var name: String
  public var protocolName: String
  public var property: String
  public var mockName: String
  public var mockProperty: String
  /// How the provider makes the service: `TaskService(provider: self)` or `TaskService()`.
  public var construction: String
}

/// A service, repository or use case: its protocol, the user's implementation, or its mock.
public struct ServiceContext: FileTemplateContext {
  public var file: FileContext
  public var name: String
  public var protocolName: String
  /// The user-owned class implementing the protocol.
  public var implementationName: String
  /// `BaseService` for a service that inherits it.
  public var baseClass: String?
  /// What a use case takes through `init`, stored in `let`s.
  public var dependencies: [DependencyContext]
  /// `projectRepository: any ProjectRepositoryProtocol`.
  public var initParameters: String
  public var classBound: Bool
  public var eventType: String?
  public var eventCases: [String]
  public var methods: [MethodContext]
  public var mockName: String
}

public struct DependencyContext: Sendable {
  /// `projectRepository`.
  public var property: String
  public var protocolName: String
}

/// A repository's generated in-memory implementation.
public struct InMemoryRepositoryContext: FileTemplateContext {
  public var file: FileContext
  public var name: String
  public var protocolName: String
  public var entity: String
  public var methods: [InMemoryMethodContext]
}

public struct InMemoryMethodContext: Sendable {
  public var signature: String
  public var body: [String]
}

/// The shared bridge from `async` hooks to ReactorKit's `Observable<Mutation>`.
public struct AsyncBridgeContext: FileTemplateContext {
  public var file: FileContext
}

public struct MethodContext: Sendable {
  public var discardableResult: Bool
  /// `func saveTasks(_ tasks: [Task]) -> Observable<Void>`
  public var signature: String
  /// `saveTasks(_:)`, for MARK comments.
  public var selector: String
  public var stubBody: [String]
  public var mock: MockMethodContext
}

/// A mock method's members and body: the template declares the members, the body uses them.
public struct MockMethodContext: Sendable {
  /// `saveTasksCallCount`.
  public var callCount: String
  /// `saveTasksCalls`, when any argument is recorded.
  public var calls: String?
  /// `[[Task]]`, or `[(taskID: String, title: String)]`.
  public var callsType: String?
  /// `saveTasksHandler`.
  public var handler: String
  /// `(([Task]) -> Observable<Void>)`
  public var handlerType: String
  /// The method's body: counts and records the call, answers what the handler answers (cast to a
  /// generic result, with a message naming both types when it has another), or the fallback
  /// (`.empty()`, `nil`, or a `fatalError` saying which handler to set).
  public var body: [String]
}

public struct TestsContext: FileTemplateContext {
  public var file: FileContext
  public var reactor: String
  public var className: String
  public var makeReactor: [String]
  public var tests: [TestCase]
  /// The test methods, a blank line before each.
  public var testMethods: [String]
}

public struct TestCase: Sendable {
  public var name: String
  public var throwsError: Bool
  public var body: [String]
}
