import Foundation
import XCTest
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// What README and CHANGELOG.md promise about versions and `reactorgen init` holds.
final class VersionAndStarterTests: XCTestCase {
  func testReadmeAsksForTheVersionTheToolIs() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let dependencies = readme.components(separatedBy: ".package(url: \"\(ReactorGenVersion.packageURL)\"").count - 1
    XCTAssertGreaterThan(dependencies, 0, "README shows how to depend on reactorgen")
    // `from:` a version only once it is tagged; the branch before (the dependency must resolve).
    let printed = StarterSpec.package(ReactorGenVersion.packageURL, ReactorGenVersion.dependencyRequirement)
    XCTAssertEqual(readme.components(separatedBy: printed).count - 1, dependencies, "README asks for what init prints: \(printed)")
    if let release = ReactorGenVersion.latestRelease {
      XCTAssertEqual(release, ReactorGenVersion.current, "a release sets the version --version prints")
    }
    XCTAssertTrue(readme.contains("## Versions"), "README says how versions are tagged")
    let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    XCTAssertTrue(readme.contains("[CHANGELOG.md](CHANGELOG.md)"), "README points to the change list")
    XCTAssertTrue(changelog.contains("- **\(ReactorGenVersion.current)**:"), "the change list names the version --version prints")
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
    XCTAssertEqual(BatchCompiler.failuresInBothModes(sources, module: "Starter", modules: try BatchCompiler.buildStandIn(), in: folder), [])
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
    // A Tuist module: its Sources and Tests folders side by side, its module the folder's name.
    XCTAssertEqual(StarterSpec.target(ofFolder: "Projects/Feature/Home/Sources"), "Home")
    XCTAssertEqual(StarterSpec.testsFolder(sourcesFolder: "Projects/Feature/Home/Sources", target: "Home"), "Projects/Feature/Home/Tests")
    XCTAssertEqual(StarterSpec.target(ofFolder: "Sources"), "App")
    XCTAssertEqual(StarterSpec.testsFolder(sourcesFolder: "Sources/App", target: "App"), "Tests/AppTests")
    XCTAssertEqual(StarterSpec.shellQuoted("my app"), "'my app'")
    XCTAssertEqual(StarterSpec.shellQuoted("it's"), #"'it'\''s'"#)
    XCTAssertEqual(StarterSpec.shellQuoted("Sources/Auth"), "Sources/Auth")
    XCTAssertTrue(StarterSpec.isValidName("Café"))
    XCTAssertFalse(StarterSpec.isValidName("café"))
    XCTAssertFalse(StarterSpec.isValidName("Ca_fe"))
  }
}
