#if Import
  import Foundation
  import XCTest
  @testable import ReactorGenTestSupport

  /// README's adoption path, followed word for word on a small app (`Tests/AdoptionApp`) with a
  /// base reactor and two subclasses: import, do what the report's next steps say, compile and
  /// run the app's tests against the test double; back one reactor out as README says, compile
  /// and run them again. The same behaviour tests pass at every step.
  final class AdoptionPathTests: XCTestCase {
    private static let fixture = repositoryRoot.appendingPathComponent("Tests/AdoptionApp")

    private var binaries: URL {
      var directory = Bundle.main.bundleURL
      if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
      return directory
    }

    private func run(_ tool: String, _ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
      runProcess([binaries.appendingPathComponent(tool).path] + arguments, in: folder)
    }

    /// A manifest for the app as it is now: its specs are not sources.
    private func writeManifest(_ app: URL) throws {
      let sources = app.appendingPathComponent("Sources/App")
      let specs = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".reactorgen.yml") }.sorted()
      let double = repositoryRoot.appendingPathComponent("Tests/ReactorKitTestDouble").path
      try """
      // swift-tools-version: 6.0
      import PackageDescription

      let rx: [Target.Dependency] = [
        .product(name: "RxSwift", package: "ReactorKitTestDouble"),
        .product(name: "RxRelay", package: "ReactorKitTestDouble"),
        .product(name: "ReactorKit", package: "ReactorKitTestDouble"),
      ]
      let package = Package(
        name: "App",
        dependencies: [.package(path: "\(double)")],
        targets: [
          .target(name: "App", dependencies: rx, path: "Sources/App", exclude: [\(specs.map { "\"\($0)\"" }.joined(separator: ", "))]),
          .testTarget(name: "AppTests", dependencies: ["App"] + rx, path: "Tests/AppTests"),
        ]
      )

      """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    /// Builds the app (warnings as errors) in the fixtures' shared build folder and runs its tests.
    private func buildAndTest(_ app: URL, _ step: String) throws {
      try writeManifest(app)
      let scratch = repositoryRoot.appendingPathComponent(".build/fixtures").path
      let built = runProcess(["swift", "build", "--build-tests", "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"], in: app)
      XCTAssertEqual(built.status, 0, "\(step):\n\(built.output)")
      XCTAssertFalse(built.output.contains("warning:") && built.output.contains(".swift:"), "\(step):\n\(built.output)")
      let tested = runProcess(["swift", "test", "--skip-build", "--scratch-path", scratch], in: app)
      XCTAssertEqual(tested.status, 0, "\(step):\n\(tested.output)")
      XCTAssertTrue(tested.output.contains("Executed 3 tests, with 0 failures"), "\(step):\n\(tested.output)")
    }

    func testAdoptingAnAppWithABaseReactorThenBackingOneReactorOut() throws {
      let app = try temporaryDirectory(self).appendingPathComponent("app")
      try FileManager.default.copyItem(at: Self.fixture, to: app)
      try buildAndTest(app, "original")

      // Import, as README says.
      let imported = run("reactorgen-import", ["Sources/App", "-o", "Sources/App", "--module", "App"], in: app)
      XCTAssertEqual(imported.status, 1, "the base reactor is left as it is\n\(imported.output)")
      XCTAssertTrue(
        imported.output.contains(
          "Sources/App/BaseListReactor.swift:5:1: error: FavoritesReactor at Sources/App/FavoritesReactor.swift:2:1, HistoryReactor at Sources/App/HistoryReactor.swift:1:1 inherit from 'BaseListReactor'"
        ), imported.output)
      XCTAssertTrue(imported.output.contains("2 reactor(s) imported, 1 left as they are: BaseListReactor"), imported.output)

      // The next steps, as the report prints them: delete the originals, generate.
      let steps = imported.output.split(separator: "\n").drop { $0 != "Next steps:" }.map { $0.trimmingCharacters(in: .whitespaces) }
      let remove = try XCTUnwrap(steps.first { $0.hasPrefix("rm ") }, imported.output)
      XCTAssertEqual(remove, "rm Sources/App/CounterViewReactor.swift Sources/App/SettingsViewReactor.swift")
      for path in remove.split(separator: " ").dropFirst() { try FileManager.default.removeItem(at: app.appendingPathComponent(String(path))) }
      let generate = try XCTUnwrap(steps.first { $0.hasPrefix("reactorgen ") }, imported.output)
      XCTAssertEqual(
        generate,
        "reactorgen Sources/App/CounterViewReactor.reactorgen.yml Sources/App/SettingsViewReactor.reactorgen.yml -o Sources/App --module App")
      let generated = run("reactorgen", generate.split(separator: " ").dropFirst().map(String.init), in: app)
      XCTAssertEqual(generated.status, 0, generated.output)
      try buildAndTest(app, "imported")

      // Back the settings screen out, in README's three steps: its spec and the logic file go,
      // the original comes back, and reactorgen runs with the specs that remain.
      for file in ["SettingsViewReactor.reactorgen.yml", "SettingsViewReactor+Logic.swift"] {
        try FileManager.default.removeItem(at: app.appendingPathComponent("Sources/App/\(file)"))
      }
      try FileManager.default.copyItem(
        at: Self.fixture.appendingPathComponent("Sources/App/SettingsViewReactor.swift"),
        to: app.appendingPathComponent("Sources/App/SettingsViewReactor.swift"))
      let backedOut = run("reactorgen", ["Sources/App/CounterViewReactor.reactorgen.yml", "-o", "Sources/App", "--module", "App"], in: app)
      XCTAssertEqual(backedOut.status, 0, backedOut.output)
      XCTAssertTrue(backedOut.output.contains("remove  Sources/App/Generated/SettingsViewReactor.swift"), backedOut.output)
      XCTAssertFalse(backedOut.output.contains("warning:"), backedOut.output)
      try buildAndTest(app, "backed out")
    }
  }
#endif
