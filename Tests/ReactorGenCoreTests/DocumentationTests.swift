import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The specs the documentation shows must be valid, so a newcomer can copy them.
final class DocumentationTests: XCTestCase {
  private func yamlBlocks(in file: String) throws -> [String] {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
    return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
  }

  func testCompleteExampleInSpecDocumentationIsValidAndGenerates() throws {
    let example = try XCTUnwrap(yamlBlocks(in: "Docs/Spec.md").first)
    var diagnostics = Diagnostics()
    let module = try XCTUnwrap(module(of: example, file: "Example.reactorgen.yml"))
    let files = try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics))
    let reactor = try XCTUnwrap(files.first { $0.path == "Generated/GitHubSearchViewReactor.swift" }).contents
    XCTAssertTrue(reactor.contains(".take(until: self.action.filter(Action.isUpdateQueryAction))"))
    XCTAssertTrue(reactor.contains("guard !self.currentState.isLoadingNextPage else { return .empty() }"))
    XCTAssertTrue(reactor.contains("return .setUserName(userName)"))
    let logic = try XCTUnwrap(files.first { $0.path == "GitHubSearchViewReactor+Logic.swift" }).contents
    XCTAssertTrue(logic.contains("func mutateUpdateQuery(query: String?) -> Observable<Mutation> {"))
    XCTAssertTrue(logic.contains("func mutateLoadNextPage() -> Observable<Mutation> {"))
  }

  /// README's project file reads as a project file, with every key it shows, in a tree that
  /// holds the spec its glob names.
  func testReadmeProjectFileIsValid() throws {
    let block = try XCTUnwrap(yamlBlocks(in: "README.md").first { $0.hasPrefix("version: 1\ntargets:") })
    let root = try temporaryDirectory(self)
    let sources = root.appendingPathComponent("Projects/Feature/Home/Sources/Screens")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "version: 1\n".write(to: sources.appendingPathComponent("Home.reactorgen.yml"), atomically: true, encoding: .utf8)
    let path = root.appendingPathComponent("reactorgen.yml")
    try block.write(to: path, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let project = try XCTUnwrap(ProjectFile.load(path.path, diagnostics: &diagnostics), "\(diagnostics.all)")
    XCTAssertEqual(diagnostics.all, [])
    let target = try XCTUnwrap(project.targets.first)
    XCTAssertEqual(target.name, "Home")
    XCTAssertEqual(target.specPaths, [sources.appendingPathComponent("Home.reactorgen.yml").standardizedFileURL.path])
    XCTAssertEqual(
      [target.output, target.tests, target.module, target.templates],
      ["Projects/Feature/Home/Sources", "Projects/Feature/Home/Tests", "Home", "Templates"])
    for key in ProjectFile.Key.allCases {
      XCTAssertTrue(block.contains("    \(key.rawValue): ") || block.contains("  - \(key.rawValue): "), key.rawValue)
    }
  }

  func testReadmeSpecIsValid() throws {
    let blocks = try yamlBlocks(in: "README.md")
    XCTAssertFalse(blocks.isEmpty)
    let spec = try XCTUnwrap(blocks.first { $0.hasPrefix("version:") })
    let module = try XCTUnwrap(module(of: spec, file: "README.reactorgen.yml"))
    // The README says the only code left to write is mutateIncrease().
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics))
    let logic = try XCTUnwrap(files.first { $0.path == "CounterViewReactor+Logic.swift" }).contents
    XCTAssertEqual(logic.components(separatedBy: "  func ").count - 1, 1, logic)
    XCTAssertTrue(logic.contains("func mutateIncrease() -> Observable<Mutation>"), logic)
  }

  /// The README's SwiftUI view (which cannot compile here: SwiftUI does not exist on Linux) uses
  /// only what the SwiftUICounter sample's reactor has: its state fields and its actions.
  func testReadmeSwiftUIViewUsesOnlyTheSampleReactorsStateAndActions() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try XCTUnwrap(readme.components(separatedBy: "## SwiftUI").dropFirst().first)
    let view = try XCTUnwrap(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    let spec = repositoryRoot.appendingPathComponent("Samples/SwiftUICounter/SwiftUICounter.reactorgen.yml")
    let sample = try XCTUnwrap(module(of: try String(contentsOf: spec, encoding: .utf8)))
    let reactor = try XCTUnwrap(sample.reactors.first { view.contains("ObservedReactor<\($0.name)>") })
    XCTAssertTrue(reactor.isObservable)
    func matches(_ pattern: String) throws -> Set<String> {
      let regex = try NSRegularExpression(pattern: pattern)
      return Set(
        regex.matches(in: view, range: NSRange(view.startIndex..., in: view)).compactMap { Range($0.range(at: 1), in: view).map { String(view[$0]) } }
      )
    }
    let read = try matches(#"(?<!\.send)\breactor\.(\w+)"#).subtracting(["send"])
    let sent = try matches(#"reactor\.send\(\.(\w+)"#)
    XCTAssertFalse(read.isEmpty || sent.isEmpty, view)
    XCTAssertEqual(read.subtracting(reactor.state.fields.map(\.name)), [], "the view reads state the reactor does not have")
    XCTAssertEqual(sent.subtracting(reactor.actions.map(\.enumCase.name)), [], "the view sends actions the reactor does not have")
  }

  func testRepositoriesAndUseCasesExampleIsValidAndGenerates() throws {
    let block = try XCTUnwrap(yamlBlocks(in: "Docs/Spec.md").first { $0.hasPrefix("repositories:") })
    let module = try XCTUnwrap(module(of: "version: 1\n" + block, file: "Board.reactorgen.yml"))
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics))
    let inMemory = try XCTUnwrap(files.first { $0.path == "Generated/InMemoryProjectRepository.swift" }).contents
    XCTAssertTrue(inMemory.contains("func projects(in state: ProjectState) async throws -> [Project] {"), inMemory)
    let useCase = try XCTUnwrap(files.first { $0.path == "ProjectUseCase.swift" }).contents
    XCTAssertTrue(useCase.contains("init(projectRepository: any ProjectRepositoryProtocol) {"), useCase)
  }
}

/// README's table of diagnostic codes is the rule list, row for row.
final class DiagnosticRulesDocumentationTests: XCTestCase {
  func testReadmeListsEveryRuleAsTheToolDescribesIt() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| RG") }.map(String.init)
    XCTAssertEqual(rows, DiagnosticRule.allCases.map { "| \($0.rawValue) | `\($0.name)` | \($0.summary) |" })
  }
}

/// Every diagnostic the documentation shows is reactorgen's own, word for word, and its mistake
/// gives that one diagnostic (three mistakes, three): a message reworded, a location moved or a
/// mistake that starts giving a second error fails here, and so does a shown diagnostic no
/// mistake below makes.
final class ShownDiagnosticsTests: XCTestCase {
  /// The mistakes behind the shown diagnostics: the files (named as the docs name them) and what
  /// reactorgen says of them, which must be shown somewhere.
  private static let mistakes: [[(file: String, text: String)]] = [
    // Spec.md, "Module-wide settings": one spec leaves out what another says.
    [
      ("Settings.reactorgen.yml", "version: 1\nobservableState: true\nreactors:\n  Settings: {}\n"),
      ("Login.reactorgen.yml", "version: 1\nreactors:\n  Login: {}\n"),
    ],
    // Spec.md, "Errors": the Todo sample with three mistakes.
    [("Todo.reactorgen.yml", todoWithThreeMistakes)],
    // Spec.md, names against everything reactorgen generates.
    [("spec.yml", "version: 1\nreactors:\n  R:\n    actions:\n      - refresh\n      - Refresh\n    mutations:\n      - noop\n")],
    [("spec.yml", "version: 1\nservices:\n  User:\n    events: [changed]\n  UserService:\n    events: [changed]\n")],
    // Spec.md, names against what the files import.
    [
      (
        "spec.yml",
        "version: 1\nmodule: App\nimports: [Foundation]\nservices:\n  Inbox:\n    methods:\n      - func count() -> Int\nreactors:\n  Notification:\n    services: [Inbox]\n"
      )
    ],
  ]

  private static var todoWithThreeMistakes: String {
    let sample = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Samples/Todo/Todo.reactorgen.yml"), encoding: .utf8)) ?? ""
    return
      sample
      .replacingOccurrences(of: "- toggleEditing: toggleEditing", with: "- toggleEditing: toggleEditng")
      .replacingOccurrences(of: "    classBound: true", with: "    clasBound: true")
      .replacingOccurrences(of: "- dismiss: set isDismissed = true", with: "- dismiss: set isDismissed = \"yes\"")
  }

  func testEveryShownDiagnosticIsOneMistakesOwnWordForWord() throws {
    let shown = try Self.shownDiagnostics()
    var said: Set<String> = []
    for files in Self.mistakes {
      var diagnostics = Diagnostics()
      let specs = files.compactMap { SpecLoader().load(text: $0.text, file: $0.file, diagnostics: &diagnostics) }
      XCTAssertEqual(specs.count, files.count, diagnostics.sorted.map(\.description).joined(separator: "\n"))
      XCTAssertNil(Validator().validate(specs, diagnostics: &diagnostics), "a shown mistake is accepted: \(files.map(\.file))")
      let lines = diagnostics.sorted.map(\.description)
      for line in lines {
        XCTAssertTrue(
          shown.contains(line),
          "reactorgen says what no document shows (reword the document):\n\(line)\nshown:\n\(shown.sorted().joined(separator: "\n"))")
      }
      // Each mistake is one line of the spec: as many diagnostics as lines they name.
      XCTAssertEqual(Set(lines.map { $0.split(separator: ":").prefix(2).joined(separator: ":") }).count, lines.count, lines.joined(separator: "\n"))
      said.formUnion(lines)
    }
    XCTAssertEqual(shown.subtracting(said), [], "shown, but made by no mistake here")
  }

  /// The lines of the documents' code blocks that read as a spec's diagnostic.
  private static func shownDiagnostics() throws -> Set<String> {
    let pattern = try NSRegularExpression(pattern: #"^[A-Za-z][\w.-]*\.ya?ml:\d+:\d+: (error|warning): "#)
    var shown: Set<String> = []
    for document in ["README.md", "Docs/Spec.md", "Docs/Architecture.md"] {
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
      var inBlock = false
      for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("```") {
          inBlock.toggle()
          continue
        }
        let range = NSRange(line.startIndex..., in: line)
        if inBlock, pattern.firstMatch(in: line, range: range) != nil { shown.insert(line) }
      }
    }
    return shown
  }
}
