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
