import ReactorGenSwift

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
  /// The class: `final class <Reactor>: Reactor { ... }`, with its Action, Mutation,
  /// State, properties, init, `mutate`, `reduce` and transforms.
  var reactorClass: SwiftTypeDeclaration
  /// `extension <Reactor>.Action { ... }`: the `isXxxAction(_:)` helpers `take(until:)`
  /// uses; empty when no action cancels work.
  var actionExtension: SwiftTypeDeclaration?
  /// `protocol <Reactor>Logic { ... }`, with its documentation: the hooks the spec leaves
  /// to the user; empty when there are none.
  var logicProtocolDeclaration: SwiftTypeDeclaration?
}

/// The user-owned `<Reactor>+Logic.swift`: a stub for every hook.
struct ReactorLogicContext: FileTemplateContext {
  static let kind = FileKind.reactorLogic
  var file: FileContext
  var name: String
  /// `extension <Reactor> { ... }`: each hook's stub under its section's `// MARK:`.
  var logicExtension: [SwiftDeclaration]
}

/// `Generated/ServiceProvider.swift`.
struct ServiceProviderContext: FileTemplateContext {
  static let kind = FileKind.serviceProvider
  var file: FileContext
  /// `protocol ServiceProviderType: AnyObject { ... }`: a property for each service.
  var providerProtocol: SwiftTypeDeclaration
  /// `final class ServiceProvider: ServiceProviderType { ... }`: makes each service.
  var providerClass: SwiftTypeDeclaration
  /// `class BaseService { ... }`: what services inherit, holding the provider.
  var baseServiceClass: SwiftTypeDeclaration
}

/// Tests' `Generated/MockServiceProvider.swift`.
struct MockServiceProviderContext: FileTemplateContext {
  static let kind = FileKind.mockServiceProvider
  var file: FileContext
  /// `final class MockServiceProvider: ServiceProviderType { ... }`, with its documentation.
  var mockProviderClass: SwiftTypeDeclaration
}

/// The generated protocol of a service, repository or use case.
struct ServiceInterfaceContext: FileTemplateContext {
  static let kind = FileKind.serviceInterface
  var file: FileContext
  var name: String
  var protocolName: String
  /// `enum TaskEvent { ... }`, when the service has events; empty otherwise.
  var eventEnum: SwiftTypeDeclaration?
  /// `protocol TaskServiceType { ... }`.
  var protocolDeclaration: SwiftTypeDeclaration
}

/// The user-owned class of a service, repository or use case, created once.
struct ServiceImplementationContext: FileTemplateContext {
  static let kind = FileKind.serviceImplementation
  var file: FileContext
  var name: String
  var protocolName: String
  var implementationName: String
  /// `final class TaskService: BaseService, TaskServiceType { ... }`: a stub for every method.
  var implementationClass: SwiftTypeDeclaration
}

/// The mock of a service, repository or use case, for tests.
struct ServiceMockContext: FileTemplateContext {
  static let kind = FileKind.serviceMock
  var file: FileContext
  var name: String
  var protocolName: String
  var mockName: String
  /// `final class MockTaskService: TaskServiceType { ... }`: counts and records calls,
  /// answers what its handlers answer.
  var mockClass: SwiftTypeDeclaration
}

/// A repository's generated in-memory implementation.
struct InMemoryRepositoryContext: FileTemplateContext {
  static let kind = FileKind.inMemoryRepository
  var file: FileContext
  var name: String
  var protocolName: String
  var entity: String
  /// `final class InMemoryNoteRepository: NoteRepository, @unchecked Swift.Sendable { ... }`.
  var repositoryClass: SwiftTypeDeclaration
}

/// The shared bridge from `async` hooks to ReactorKit's `Observable<Mutation>`.
struct AsyncBridgeContext: FileTemplateContext {
  static let kind = FileKind.asyncBridge
  var file: FileContext
  /// `enum AsyncBridge { ... }`, with its documentation.
  var bridgeEnum: SwiftTypeDeclaration
}

struct TestsContext: FileTemplateContext {
  static let kind = FileKind.reactorTests
  var file: FileContext
  var reactor: String
  var className: String
  /// `final class <Reactor>Tests: XCTestCase { ... }`: `makeReactor` and a skipped test
  /// for each piece of logic the user writes.
  var testCaseClass: SwiftTypeDeclaration
}
