import ReactorGenSwift

/// Every kind of file reactorgen writes, said once: the template that lays it out, the target it
/// goes to, whether reactorgen rewrites it or creates it once for the user, what one file is made
/// for and its path. This is the vocabulary every stage names; which translator makes a kind's
/// files is the run's table (`FileKind+Translators.swift`). The template loader loads one template
/// per kind (and names any other file in a templates folder), and a generated file's fingerprint
/// names its kind's template.
enum FileKind: String, CaseIterable, Sendable {
  case reactor = "Reactor"
  case reactorLogic = "ReactorLogic"
  case serviceProvider = "ServiceProvider"
  case serviceInterface = "ServiceInterface"
  case serviceImplementation = "ServiceImplementation"
  case serviceMock = "ServiceMock"
  case mockServiceProvider = "MockServiceProvider"
  case reactorTests = "ReactorTests"
  case inMemoryRepository = "InMemoryRepository"
  case asyncBridge = "AsyncBridge"

  /// `Reactor.swift.mustache`: the template that lays the file out, built-in or the user's copy.
  var templateName: String { rawValue + ".swift.mustache" }

  /// The target the file goes to.
  var root: OutputFile.Root {
    switch self {
    case .serviceMock, .mockServiceProvider, .reactorTests: .tests
    default: .sources
    }
  }

  /// Whether reactorgen creates the file once and never touches it again: it holds the user's code.
  var isUserOwned: Bool {
    switch self {
    case .reactorLogic, .serviceImplementation, .reactorTests: true
    default: false
    }
  }

  /// Who owns a file of this kind; `hooks`, for a file the user owns, are the functions it
  /// should hold (`mutate(taskEvent:)`).
  func ownership(hooks: [String] = []) -> OutputFile.Ownership {
    isUserOwned ? .userOwned(hooks: hooks) : .generated
  }

  /// What one file of a kind is made for: the module, each service (repository, use case), or
  /// each reactor.
  enum Scope {
    case module, service, reactor
  }

  var scope: Scope {
    switch self {
    case .serviceProvider, .mockServiceProvider, .asyncBridge: .module
    case .serviceInterface, .serviceImplementation, .serviceMock, .inMemoryRepository: .service
    case .reactor, .reactorLogic, .reactorTests: .reactor
    }
  }

  /// Where the file of this kind that declares `typeName` goes in its target: a generated file
  /// in `Generated/`, a file the user owns beside that folder, named after what it declares.
  func path(declaring typeName: String) -> String {
    switch self {
    case .reactorLogic: "\(typeName)+Logic.swift"
    default: isUserOwned ? "\(typeName).swift" : "Generated/\(typeName).swift"
    }
  }

  /// The enum `AsyncBridge`, which reactors with `async` hooks call.
  static let asyncBridgeName = "AsyncBridge"
}
