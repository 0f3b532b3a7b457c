/// What the templates see: plain values, with every decision already made, so templates only lay
/// out text. Each template has one context type (see ``TemplateName``). Templates use
/// swift-mustache's `first()`, `last()` and `empty()` for layout; contexts carry no layout flags.

/// A context of a whole file: every template's context is one, of one kind of file (whose
/// template renders it).
protocol FileTemplateContext: Sendable {
  static var kind: FileKind { get }
  var file: FileContext { get }
}

/// Shared by every file template. The provenance and imports are not for templates: reactorgen
/// writes each file's header and import lines itself (``SwiftFileText``), so the build plugin can
/// join files and stale-file removal can read a header without knowing how a template looks.
struct FileContext: Sendable {
  var provenance: Provenance
  /// Whole lines: `import RxSwift`, `@testable import Todo`.
  var imports: [String]
  /// `public ` or empty, put before declarations.
  var access: String

  /// Sorted `import` lines for `modules`, then `@testable import` for the module under test.
  static func importLines(_ modules: [String], testable: String? = nil) -> [String] {
    Array(Set(modules)).sorted().map { "import \($0)" } + (testable.map { ["@testable import \($0)"] } ?? [])
  }
}

struct ReactorContext: FileTemplateContext {
  static let kind = FileKind.reactor
  var file: FileContext
  var name: String
  /// `observableState: true`: `@ObservableState struct State`, `enum Action: BindableAction`.
  var observableState: Bool
  var specFile: String
  var logicFile: String
  /// The logic protocol's name (`TaskListViewReactorLogic`), when the reactor has hooks.
  var logicProtocol: String?
  /// The class (lines): `final class <Reactor>: Reactor { ... }`, with its Action, Mutation,
  /// State, properties, init, `mutate`, `reduce` and transforms.
  var reactorClass: [String]
  /// `extension <Reactor>.Action { ... }` (lines): the `isXxxAction(_:)` helpers `take(until:)`
  /// uses; empty when no action cancels work.
  var actionExtension: [String]
  /// `protocol <Reactor>Logic { ... }` (lines), with its documentation: the hooks the spec leaves
  /// to the user; empty when there are none.
  var logicProtocolDeclaration: [String]
}

/// The user-owned `<Reactor>+Logic.swift`: a stub for every hook.
struct ReactorLogicContext: FileTemplateContext {
  static let kind = FileKind.reactorLogic
  var file: FileContext
  var name: String
  /// `extension <Reactor> { ... }` (lines): each hook's stub under its section's `// MARK:`.
  var logicExtension: [String]
}

/// `Generated/ServiceProvider.swift`.
struct ServiceProviderContext: FileTemplateContext {
  static let kind = FileKind.serviceProvider
  var file: FileContext
  /// `protocol ServiceProviderType: AnyObject { ... }` (lines): a property for each service.
  var providerProtocol: [String]
  /// `final class ServiceProvider: ServiceProviderType { ... }` (lines): makes each service.
  var providerClass: [String]
  /// `class BaseService { ... }` (lines): what services inherit, holding the provider.
  var baseServiceClass: [String]
}

/// Tests' `Generated/MockServiceProvider.swift`.
struct MockServiceProviderContext: FileTemplateContext {
  static let kind = FileKind.mockServiceProvider
  var file: FileContext
  /// `final class MockServiceProvider: ServiceProviderType { ... }` (lines), with its documentation.
  var mockProviderClass: [String]
}

/// The generated protocol of a service, repository or use case.
struct ServiceInterfaceContext: FileTemplateContext {
  static let kind = FileKind.serviceInterface
  var file: FileContext
  var name: String
  var protocolName: String
  /// `enum TaskEvent { ... }` (lines), when the service has events; empty otherwise.
  var eventEnum: [String]
  /// `protocol TaskServiceType { ... }` (lines).
  var protocolDeclaration: [String]
}

/// The user-owned class of a service, repository or use case, created once.
struct ServiceImplementationContext: FileTemplateContext {
  static let kind = FileKind.serviceImplementation
  var file: FileContext
  var name: String
  var protocolName: String
  var implementationName: String
  /// `final class TaskService: BaseService, TaskServiceType { ... }` (lines): a stub for every method.
  var implementationClass: [String]
}

/// The mock of a service, repository or use case, for tests.
struct ServiceMockContext: FileTemplateContext {
  static let kind = FileKind.serviceMock
  var file: FileContext
  var name: String
  var protocolName: String
  var mockName: String
  /// `final class MockTaskService: TaskServiceType { ... }` (lines): counts and records calls,
  /// answers what its handlers answer.
  var mockClass: [String]
}

/// A repository's generated in-memory implementation.
struct InMemoryRepositoryContext: FileTemplateContext {
  static let kind = FileKind.inMemoryRepository
  var file: FileContext
  var name: String
  var protocolName: String
  var entity: String
  /// `final class InMemoryNoteRepository: NoteRepository, @unchecked Swift.Sendable { ... }` (lines).
  var repositoryClass: [String]
}

/// The shared bridge from `async` hooks to ReactorKit's `Observable<Mutation>`.
struct AsyncBridgeContext: FileTemplateContext {
  static let kind = FileKind.asyncBridge
  var file: FileContext
  /// `enum AsyncBridge { ... }` (lines), with its documentation.
  var bridgeEnum: [String]
}

struct TestsContext: FileTemplateContext {
  static let kind = FileKind.reactorTests
  var file: FileContext
  var reactor: String
  var className: String
  /// `final class <Reactor>Tests: XCTestCase { ... }` (lines): `makeReactor` and a skipped test
  /// for each piece of logic the user writes.
  var testCaseClass: [String]
}
