/// What the templates see: plain values, with every decision already made, so templates only lay
/// out text. Each template has one context type (see ``TemplateName``). Templates use
/// swift-mustache's `first()`, `last()` and `empty()` for layout; contexts carry no layout flags.

/// A context of a whole file: every template's context is one.
package protocol FileTemplateContext: Sendable {
  var file: FileContext { get }
}

/// Shared by every file template. The provenance and imports are not for templates: reactorgen
/// writes each file's header and import lines itself (``SwiftFileText``), so the build plugin can
/// join files and stale-file removal can read a header without knowing how a template looks.
package struct FileContext: Sendable {
  package var provenance: Provenance
  /// Whole lines: `import RxSwift`, `@testable import Todo`.
  package var imports: [String]
  /// `public ` or empty, put before declarations.
  package var access: String

  /// Sorted `import` lines for `modules`, then `@testable import` for the module under test.
  static func importLines(_ modules: [String], testable: String? = nil) -> [String] {
    Array(Set(modules)).sorted().map { "import \($0)" } + (testable.map { ["@testable import \($0)"] } ?? [])
  }
}

/// A parameter of a hook, for templates that lay hooks out differently.
package struct HookParameter: Sendable {
  /// The argument label when it differs from the name.
  package var label: String?
  package var name: String
  package var type: String
  /// `type` with `Action`/`Mutation`/`State` qualified by the reactor, for the protocol.
  package var qualifiedType: String
}

/// A requirement of the reactor's logic protocol and the stub that satisfies it.
package struct Hook: Sendable {
  /// `Mutate`, `Reduce`, ...: set on the first hook of each group, for a `// MARK:` line.
  package var section: String?
  /// Documentation line for the protocol requirement.
  package var summary: String
  /// The requirement as declared in the protocol (types qualified with the reactor's name).
  package var requirement: String
  /// The same function as written in the reactor's extension.
  package var signature: String
  /// The pieces of the signature, for templates that lay hooks out differently.
  package var name: String
  package var isStatic: Bool
  package var parameters: [HookParameter]
  package var returnType: String?
  package var stubBody: [String]
}

package struct ReactorContext: FileTemplateContext {
  package var file: FileContext
  package var name: String
  /// `observableState: true`: `@ObservableState struct State`, `enum Action: BindableAction`
  /// (the binding cases are among the others).
  package var observableState: Bool
  package var specFile: String
  package var logicFile: String
  package var logicProtocol: String?
  /// `: Reactor, Stepper, TaskListViewReactorLogic`: what the class adopts, after its name.
  package var classInheritance: String
  /// `: BindableAction, Equatable`, or empty: what `Action` adopts, after its name.
  package var actionInheritance: String
  /// `: Equatable`, or empty: what `Mutation` adopts.
  package var mutationInheritance: String
  /// `: Equatable`, or empty: what `State` adopts.
  package var stateInheritance: String
  /// `case refresh`, `case search(String)`: the members of `Action` (empty: `Action` is `Never`).
  package var actionDeclarations: [String]
  /// The members of `Mutation`.
  package var mutationDeclarations: [String]
  /// `typealias State = Task` when the state is an existing model.
  package var modelState: String?
  package var stateFields: [String]
  /// A `public init` for a public State (a memberwise init is never public).
  package var stateInitializer: [String]
  package var properties: [String]
  package var initParameters: String
  package var initAssignments: [String]
  /// The body of `mutate(action:)`: a `switch` over the actions (empty when there are none).
  package var mutateBody: [String]
  /// The body of `reduce(state:mutation:)`: a `switch` over the mutations, between
  /// `var state = state` and `return state` (empty when there are none).
  package var reduceBody: [String]
  /// ReactorKit's `transform(...)` methods the reactor implements, a blank line between two.
  package var transformMethods: [String]
  package var hooks: [Hook]
  /// The body of the logic protocol: each hook's summary and requirement.
  package var logicRequirements: [String]
  /// The `Action.isXxxAction(_:)` helpers `take(until:)` uses, for `extension <Reactor>.Action`.
  package var predicateFunctions: [String]
}

/// The user-owned `<Reactor>+Logic.swift`: a stub for every hook.
package struct ReactorLogicContext: FileTemplateContext {
  package var file: FileContext
  package var name: String
  package var hooks: [Hook]
  /// The body of the extension: each hook's stub under its section's `// MARK:`.
  package var logicMembers: [String]
}

package struct ServiceProviderContext: FileTemplateContext {
  package var file: FileContext
  package var services: [ServiceSummary]
}

package struct ServiceSummary: Sendable {
  package var name: String
  package var protocolName: String
  package var property: String
  package var mockName: String
  package var mockProperty: String
  /// How the provider makes the service: `TaskService(provider: self)` or `TaskService()`.
  package var construction: String
}

/// A service, repository or use case: its protocol, the user's implementation, or its mock.
package struct ServiceContext: FileTemplateContext {
  package var file: FileContext
  package var name: String
  package var protocolName: String
  /// The user-owned class implementing the protocol.
  package var implementationName: String
  /// `BaseService` for a service that inherits it.
  package var baseClass: String?
  /// What a use case takes through `init`, stored in `let`s.
  package var dependencies: [DependencyContext]
  /// `projectRepository: any ProjectRepositoryProtocol`.
  package var initParameters: String
  package var classBound: Bool
  package var eventType: String?
  package var eventCases: [String]
  package var methods: [MethodContext]
  package var mockName: String
}

package struct DependencyContext: Sendable {
  /// `projectRepository`.
  package var property: String
  package var protocolName: String
}

/// A repository's generated in-memory implementation.
package struct InMemoryRepositoryContext: FileTemplateContext {
  package var file: FileContext
  package var name: String
  package var protocolName: String
  package var entity: String
  package var methods: [InMemoryMethodContext]
}

package struct InMemoryMethodContext: Sendable {
  package var signature: String
  package var body: [String]
}

/// The shared bridge from `async` hooks to ReactorKit's `Observable<Mutation>`.
package struct AsyncBridgeContext: FileTemplateContext {
  package var file: FileContext
}

package struct MethodContext: Sendable {
  package var discardableResult: Bool
  /// `func saveTasks(_ tasks: [Task]) -> Observable<Void>`
  package var signature: String
  /// `saveTasks(_:)`, for MARK comments.
  package var selector: String
  package var stubBody: [String]
  package var mock: MockMethodContext
}

/// A mock method's members and body: the template declares the members, the body uses them.
package struct MockMethodContext: Sendable {
  /// `saveTasksCallCount`.
  package var callCount: String
  /// `saveTasksCalls`, when any argument is recorded.
  package var calls: String?
  /// `[[Task]]`, or `[(taskID: String, title: String)]`.
  package var callsType: String?
  /// `saveTasksHandler`.
  package var handler: String
  /// `(([Task]) -> Observable<Void>)`
  package var handlerType: String
  /// The method's body: counts and records the call, answers what the handler answers (cast to a
  /// generic result, with a message naming both types when it has another), or the fallback
  /// (`.empty()`, `nil`, or a `fatalError` saying which handler to set).
  package var body: [String]
}

package struct TestsContext: FileTemplateContext {
  package var file: FileContext
  package var reactor: String
  package var className: String
  package var makeReactor: [String]
  package var tests: [TestCase]
  /// The test methods, a blank line before each.
  package var testMethods: [String]
}

package struct TestCase: Sendable {
  package var name: String
  package var throwsError: Bool
  package var body: [String]
}
