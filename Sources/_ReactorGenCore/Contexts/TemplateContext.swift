/// What the templates see: plain values, with every decision already made, so templates only lay
/// out text. Each template has one context type (see ``TemplateName``). Templates use
/// swift-mustache's `first()`, `last()` and `empty()` for layout; contexts carry no layout flags.

/// A context of a whole file: every template's context is one, of one kind of file (whose
/// template renders it).
package protocol FileTemplateContext: Sendable {
  static var kind: FileKind { get }
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

package struct ReactorContext: FileTemplateContext {
  package static let kind = FileKind.reactor
  package var file: FileContext
  package var name: String
  /// `observableState: true`: `@ObservableState struct State`, `enum Action: BindableAction`.
  package var observableState: Bool
  package var specFile: String
  package var logicFile: String
  /// The logic protocol's name (`TaskListViewReactorLogic`), when the reactor has hooks.
  package var logicProtocol: String?
  /// The class (lines): `final class <Reactor>: Reactor { ... }`, with its Action, Mutation,
  /// State, properties, init, `mutate`, `reduce` and transforms.
  package var reactorClass: [String]
  /// `extension <Reactor>.Action { ... }` (lines): the `isXxxAction(_:)` helpers `take(until:)`
  /// uses; empty when no action cancels work.
  package var actionExtension: [String]
  /// `protocol <Reactor>Logic { ... }` (lines), with its documentation: the hooks the spec leaves
  /// to the user; empty when there are none.
  package var logicProtocolDeclaration: [String]
}

/// The user-owned `<Reactor>+Logic.swift`: a stub for every hook.
package struct ReactorLogicContext: FileTemplateContext {
  package static let kind = FileKind.reactorLogic
  package var file: FileContext
  package var name: String
  /// `extension <Reactor> { ... }` (lines): each hook's stub under its section's `// MARK:`.
  package var logicExtension: [String]
}

/// `Generated/ServiceProvider.swift`.
package struct ServiceProviderContext: FileTemplateContext {
  package static let kind = FileKind.serviceProvider
  package var file: FileContext
  /// `protocol ServiceProviderType: AnyObject { ... }` (lines): a property for each service.
  package var providerProtocol: [String]
  /// `final class ServiceProvider: ServiceProviderType { ... }` (lines): makes each service.
  package var providerClass: [String]
  /// `class BaseService { ... }` (lines): what services inherit, holding the provider.
  package var baseServiceClass: [String]
}

/// Tests' `Generated/MockServiceProvider.swift`.
package struct MockServiceProviderContext: FileTemplateContext {
  package static let kind = FileKind.mockServiceProvider
  package var file: FileContext
  /// `final class MockServiceProvider: ServiceProviderType { ... }` (lines), with its documentation.
  package var mockProviderClass: [String]
}

/// The generated protocol of a service, repository or use case.
package struct ServiceInterfaceContext: FileTemplateContext {
  package static let kind = FileKind.serviceInterface
  package var file: FileContext
  package var name: String
  package var protocolName: String
  /// `enum TaskEvent { ... }` (lines), when the service has events; empty otherwise.
  package var eventEnum: [String]
  /// `protocol TaskServiceType { ... }` (lines).
  package var protocolDeclaration: [String]
}

/// The user-owned class of a service, repository or use case, created once.
package struct ServiceImplementationContext: FileTemplateContext {
  package static let kind = FileKind.serviceImplementation
  package var file: FileContext
  package var name: String
  package var protocolName: String
  package var implementationName: String
  /// `final class TaskService: BaseService, TaskServiceType { ... }` (lines): a stub for every method.
  package var implementationClass: [String]
}

/// The mock of a service, repository or use case, for tests.
package struct ServiceMockContext: FileTemplateContext {
  package static let kind = FileKind.serviceMock
  package var file: FileContext
  package var name: String
  package var protocolName: String
  package var mockName: String
  /// `final class MockTaskService: TaskServiceType { ... }` (lines): counts and records calls,
  /// answers what its handlers answer.
  package var mockClass: [String]
}

/// A repository's generated in-memory implementation.
package struct InMemoryRepositoryContext: FileTemplateContext {
  package static let kind = FileKind.inMemoryRepository
  package var file: FileContext
  package var name: String
  package var protocolName: String
  package var entity: String
  /// `final class InMemoryNoteRepository: NoteRepository, @unchecked Swift.Sendable { ... }` (lines).
  package var repositoryClass: [String]
}

/// The shared bridge from `async` hooks to ReactorKit's `Observable<Mutation>`.
package struct AsyncBridgeContext: FileTemplateContext {
  package static let kind = FileKind.asyncBridge
  package var file: FileContext
  /// `enum AsyncBridge { ... }` (lines), with its documentation.
  package var bridgeEnum: [String]
}

package struct TestsContext: FileTemplateContext {
  package static let kind = FileKind.reactorTests
  package var file: FileContext
  package var reactor: String
  package var className: String
  /// `final class <Reactor>Tests: XCTestCase { ... }` (lines): `makeReactor` and a skipped test
  /// for each piece of logic the user writes.
  package var testCaseClass: [String]
}
