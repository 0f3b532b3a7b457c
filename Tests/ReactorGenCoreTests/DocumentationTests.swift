import Foundation
import XCTest

@testable import _ReactorGenCore

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

/// What README promises about versions and `reactorgen init` holds.
final class VersionAndStarterTests: XCTestCase {
  func testReadmeAsksForTheVersionTheToolIs() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let asked = readme.components(separatedBy: ".package(url: \"\(ReactorGenVersion.packageURL)\", ").dropFirst()
      .compactMap { $0.split(separator: ")").first.map(String.init) }
    XCTAssertFalse(asked.isEmpty, "README shows how to depend on reactorgen")
    // `from:` a version only once it is tagged; the branch before (the dependency must resolve).
    XCTAssertEqual(Set(asked), [ReactorGenVersion.dependencyRequirement], "README asks for what init prints")
    if let release = ReactorGenVersion.latestRelease {
      XCTAssertEqual(release, ReactorGenVersion.current, "a release sets the version --version prints")
    }
    XCTAssertTrue(readme.contains("## Versions"), "README says how versions are tagged")
    XCTAssertTrue(readme.contains("- **\(ReactorGenVersion.current)**:"), "README's change list names the version --version prints")
  }

  /// `reactorgen init`'s spec is accepted without a warning, and its code, stubs included,
  /// compiles in Swift 5 and 6 modes against the test double.
  func testTheStarterSpecGeneratesCodeThatCompiles() throws {
    let folder = try temporaryDirectory(self)
    let spec = folder.appendingPathComponent(StarterSpec.fileName("Counter"))
    try StarterSpec.text(name: "Counter", module: "Starter").write(to: spec, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator(options: GenerationOptions(includeTests: false)).generate(specPaths: [spec.path], diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.all, [], "no error, warning or note")
    XCTAssertNotNil(
      FileWriter(sourcesDirectory: folder.appendingPathComponent("Sources").path, testsDirectory: nil, specFiles: [])
        .apply(files, mode: .write, diagnostics: &diagnostics))
    let sources = files.map { folder.appendingPathComponent("Sources").appendingPathComponent($0.path).path }
    let standIn = try BatchCompiler.buildStandIn()
    for mode in ["5", "6"] {
      let result = BatchCompiler.swiftc(
        sources + ["-module-name", "Starter", "-swift-version", mode] + BatchCompiler.standInFlags(standIn) + [
          "-o", folder.appendingPathComponent("starter-\(mode).o").path,
        ])
      XCTAssertEqual(result.status, 0, "Swift \(mode) mode:\n\(result.output)")
    }
  }

  /// What `reactorgen init` writes, for names and folders a user would give: the spec for the
  /// feature (`LoginViewReactor` is `Login`) names as its module the one SwiftPM makes of the
  /// target `-o` names (`my-app` → `my_app`), and generating into the folders its steps name
  /// gives sources that compile as that module and tests that compile against it with
  /// `@testable import`. (The plugin end-to-end test runs the printed steps in a package.)
  func testInitsSpecGivesCodeAndTestsThatCompileAsTheTargetsModule() throws {
    let modules = try BatchCompiler.buildStandIn()
    for (name, folder) in [
      ("LoginViewReactor", "Sources/Auth"), ("Profile2", "."), ("FeedReactor", "Sources/my-app"), ("Café", "Modules/Features/9lives"),
    ] {
      let root = try temporaryDirectory(self)
      let feature = StarterSpec.feature(from: name)
      let target = StarterSpec.target(ofFolder: folder)
      let module = StarterSpec.module(ofTarget: target)
      XCTAssertNil(StarterSpec.problem(feature: feature, module: module))
      let sourcesFolder = folder == "." ? "Sources/\(target)" : folder
      let specPath = sourcesFolder + "/" + StarterSpec.fileName(feature)
      try FileManager.default.createDirectory(at: root.appendingPathComponent(sourcesFolder), withIntermediateDirectories: true)
      try StarterSpec.text(name: feature, module: module).write(to: root.appendingPathComponent(specPath), atomically: true, encoding: .utf8)
      let testsFolder = StarterSpec.testsFolder(sourcesFolder: sourcesFolder, target: target)
      let steps = StarterSpec.nextSteps(name: feature, specPath: specPath, target: target, sourcesFolder: sourcesFolder, testsFolder: testsFolder)
      XCTAssertTrue(steps.contains("generate-reactors --target \(StarterSpec.shellQuoted(target))\n"), steps)
      let (sources, tests) = (root.appendingPathComponent(sourcesFolder).path, root.appendingPathComponent(testsFolder).path)
      let outcome = GenerationRun(specPaths: [root.appendingPathComponent(specPath).path], destination: .folders(sources: sources, tests: tests))
        .run()
      XCTAssertEqual(outcome.diagnostics.all, [], "\(name) in \(folder)")
      let swiftFiles = { (folder: String) in
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
          folder + "/" + $0
        }
      }
      let built = root.appendingPathComponent("modules").path
      try FileManager.default.createDirectory(atPath: built, withIntermediateDirectories: true)
      let app = BatchCompiler.run(
        [
          "swiftc", "-emit-module", "-enable-testing", "-parse-as-library", "-warnings-as-errors", "-module-name", module, "-emit-module-path",
          built + "/\(module).swiftmodule",
        ]
          + BatchCompiler.standInFlags(modules) + swiftFiles(sources))
      XCTAssertEqual(app.status, 0, "\(name) in \(folder): the sources do not compile as \(module):\n\(app.output)")
      let testCase = BatchCompiler.run(
        ["swiftc", "-typecheck", "-parse-as-library", "-warnings-as-errors", "-module-name", module + "Tests", "-I", built]
          + BatchCompiler.standInFlags(modules) + swiftFiles(tests))
      XCTAssertEqual(testCase.status, 0, "\(name) in \(folder): the tests do not compile against \(module):\n\(testCase.output)")
    }
  }

  func testInitRefusesANameWhoseSpecReactorgenWouldRefuse() {
    XCTAssertNotNil(StarterSpec.problem(feature: "Base", module: "App"), "BaseService is reactorgen's own class")
    XCTAssertEqual(StarterSpec.feature(from: "LoginViewReactor"), "Login")
    XCTAssertEqual(StarterSpec.feature(from: "Reactor"), "Reactor")
    XCTAssertEqual(StarterSpec.target(ofFolder: "Sources/Auth"), "Auth")
    XCTAssertEqual(StarterSpec.target(ofFolder: "."), "App")
    XCTAssertEqual(StarterSpec.target(ofFolder: "Sources/my-app"), "my-app")
    XCTAssertEqual(StarterSpec.module(ofTarget: "my-app"), "my_app")
    XCTAssertEqual(StarterSpec.module(ofTarget: "9 lives"), "_9_lives")
    XCTAssertEqual(StarterSpec.testsFolder(sourcesFolder: "Sources/Features/Auth", target: "Auth"), "Tests/AuthTests")
    XCTAssertEqual(StarterSpec.testsFolder(sourcesFolder: "Modules/Auth", target: "Auth"), "Modules/Tests/AuthTests")
    XCTAssertEqual(StarterSpec.shellQuoted("my app"), "'my app'")
    XCTAssertEqual(StarterSpec.shellQuoted("it's"), #"'it'\''s'"#)
    XCTAssertEqual(StarterSpec.shellQuoted("Sources/Auth"), "Sources/Auth")
    XCTAssertTrue(StarterSpec.isValidName("Café"))
    XCTAssertFalse(StarterSpec.isValidName("café"))
    XCTAssertFalse(StarterSpec.isValidName("Ca_fe"))
  }
}
