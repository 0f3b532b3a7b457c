import Foundation
import XCTest

@testable import ReactorGenTestSupport
@testable import _ReactorGenCore

/// The project file where ReactorKit apps live: a SwiftPM package of three feature targets and a
/// Tuist workspace of three feature modules, each laid out as those tools lay them out.
/// `reactorgen config init` writes the file, a bare `reactorgen` generates every module, and each
/// module's sources and tests compile (and run) against the test double; an edit of one spec
/// rewrites only that module's files, a run with nothing changed writes nothing, and the Xcode
/// file lists name exactly what a run reads and writes, after a spec is added or removed too.
final class ProjectFileTests: XCTestCase {
  static let modules = ["Home", "Profile", "Settings"]

  private var reactorgen: String {
    var directory = Bundle.main.bundleURL
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("reactorgen").path
  }

  private func run(_ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
    runProcess([reactorgen] + arguments, in: folder)
  }

  /// A spec with a declarative action, a hook and a field: a logic file, mocks and a skeleton.
  static func spec(_ module: String, fields: String = "") -> String {
    """
    version: 1
    reactors:
      \(module)ViewReactor:
        state:
          count: Int = 0\(fields)
        actions:
          - increase: increaseCount
          - refresh
        mutations:
          - increaseCount: increment count

    """
  }

  /// Where a module's spec, sources and tests are in each layout.
  enum Layout: CaseIterable {
    case swiftPM, tuist

    func sources(_ module: String) -> String {
      self == .swiftPM ? "Sources/\(module)" : "Projects/Feature/\(module)/Sources"
    }

    func tests(_ module: String) -> String {
      self == .swiftPM ? "Tests/\(module)Tests" : "Projects/Feature/\(module)/Tests"
    }

    /// Lays the tree out: each module's spec, and Tuist's manifest beside each module's folders.
    func make(in root: URL) throws {
      for module in ProjectFileTests.modules {
        let sources = root.appendingPathComponent(sources(module))
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try ProjectFileTests.spec(module).write(to: sources.appendingPathComponent("\(module).reactorgen.yml"), atomically: true, encoding: .utf8)
        if self == .tuist {
          try "import ProjectDescription\n\nlet project = Project(name: \"\(module)\")\n".write(
            to: sources.deletingLastPathComponent().appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        }
      }
    }

    /// A manifest that builds each module from its folders against the test double (Tuist's
    /// generated project would; SwiftPM builds it here).
    func manifest(in root: URL) throws -> String {
      let double = repositoryRoot.appendingPathComponent("Tests/ReactorKitTestDouble").path
      let targets = try ProjectFileTests.modules.map { module -> String in
        let specs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(sources(module)).path)
          .filter { $0.hasSuffix(".reactorgen.yml") }.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return """
              .target(name: "\(module)", dependencies: rx, path: "\(sources(module))", exclude: [\(specs)]),
              .testTarget(name: "\(module)Tests", dependencies: ["\(module)"] + rx, path: "\(tests(module))"),
          """
      }
      return """
        // swift-tools-version: 6.0
        import PackageDescription

        let rx: [Target.Dependency] = [
          .product(name: "RxSwift", package: "ReactorKitTestDouble"), .product(name: "ReactorKit", package: "ReactorKitTestDouble"),
        ]
        let package = Package(
          name: "Modules",
          dependencies: [.package(path: "\(double)")],
          targets: [
        \(targets.joined(separator: "\n"))
          ]
        )

        """
    }
  }

  /// Every file below `root` with its modification time, but SwiftPM's build folder.
  private func files(in root: URL) -> [String: Date] {
    var result: [String: Date] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasPrefix(".build") || relative.hasPrefix(".swiftpm") { continue }
      let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(relative).path)
      guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
      result[relative] = attributes?[.modificationDate] as? Date
    }
    return result
  }

  /// The generated Swift files on disk: what the output list must name.
  private func generatedFiles(in root: URL) -> [String] {
    files(in: root).keys.filter { $0.contains("/Generated/") && $0.hasSuffix(".swift") }.sorted()
  }

  /// The two file lists, as paths relative to the project's folder.
  private func fileLists(in root: URL) throws -> (inputs: [String], outputs: [String]) {
    let made = run(["config", "xcfilelists"], in: root)
    XCTAssertEqual(made.status, 0, made.output)
    let read = { (name: String) in
      try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map {
        String($0.dropFirst("$(SRCROOT)/".count))
      }
    }
    return (try read("reactorgen-inputs.xcfilelist"), try read("reactorgen-outputs.xcfilelist"))
  }

  func testTheProjectFileRunsEveryModuleOfASwiftPMAndATuistTree() throws {
    for layout in Layout.allCases {
      let root = try temporaryDirectory(self).appendingPathComponent("\(layout)")
      try layout.make(in: root)

      // config init finds each module, with its tests folder and module name.
      let initialized = run(["config", "init"], in: root)
      XCTAssertEqual(initialized.status, 0, initialized.output)
      let project = try String(contentsOf: root.appendingPathComponent("reactorgen.yml"), encoding: .utf8)
      for module in Self.modules {
        XCTAssertTrue(
          project.contains(
            """
              - name: '\(module)'
                specs: '\(layout.sources(module))/**/*.reactorgen.yml'
                output: '\(layout.sources(module))'
                tests: '\(layout.tests(module))'
                module: '\(module)'
            """), "\(layout):\n\(project)")
      }
      XCTAssertEqual(run(["config", "init"], in: root).status, 1, "never over an existing project file")
      let lint = run(["config", "lint"], in: root)
      XCTAssertEqual(lint.status, 0, lint.output)

      // A bare reactorgen generates every module; each compiles and its tests run.
      let generated = run([], in: root)
      XCTAssertEqual(generated.status, 0, generated.output)
      for module in Self.modules {
        XCTAssertTrue(generated.output.contains("create  \(layout.sources(module))/Generated/\(module)ViewReactor.swift"), generated.output)
        XCTAssertTrue(generated.output.contains("create  \(layout.tests(module))/\(module)ViewReactorTests.swift"), generated.output)
      }
      try layout.manifest(in: root).write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      try buildAndTest(root, "\(layout)")

      // Nothing changed: nothing is written.
      let before = files(in: root)
      let again = run([], in: root)
      XCTAssertEqual(again.status, 0, again.output)
      XCTAssertTrue(again.output.contains("reactorgen: 0 created, 0 updated, 0 removed"), again.output)
      XCTAssertEqual(files(in: root), before, "\(layout): a run with nothing changed wrote a file")

      // One spec edited: only that module's files change.
      let edited = layout.sources("Profile") + "/Profile.reactorgen.yml"
      try Self.spec("Profile", fields: "\n      title: String = \"\"").write(
        to: root.appendingPathComponent(edited), atomically: true, encoding: .utf8)
      let afterEdit = run([], in: root)
      XCTAssertEqual(afterEdit.status, 0, afterEdit.output)
      let changed = files(in: root).filter { before[$0.key] != $0.value }.keys.sorted()
      XCTAssertEqual(changed.filter { !$0.hasPrefix("Projects/Feature/Profile/") && !$0.hasPrefix("Sources/Profile/") }, [], "\(layout)")
      XCTAssertTrue(changed.contains(layout.sources("Profile") + "/Generated/ProfileViewReactor.swift"), "\(layout): \(changed)")

      // The file lists name exactly what a run reads and writes, as specs come and go.
      let specs = { Self.modules.map { layout.sources($0) + "/\($0).reactorgen.yml" } }
      var lists = try fileLists(in: root)
      XCTAssertEqual(lists.inputs, (specs() + ["reactorgen.yml"]).sorted())
      XCTAssertEqual(lists.outputs, generatedFiles(in: root))
      let added = layout.sources("Profile") + "/Detail.reactorgen.yml"
      try Self.spec("Detail").write(to: root.appendingPathComponent(added), atomically: true, encoding: .utf8)
      XCTAssertEqual(run([], in: root).status, 0)
      lists = try fileLists(in: root)
      XCTAssertEqual(lists.inputs, (specs() + [added, "reactorgen.yml"]).sorted())
      XCTAssertEqual(lists.outputs, generatedFiles(in: root))
      XCTAssertTrue(lists.outputs.contains(layout.sources("Profile") + "/Generated/DetailViewReactor.swift"), "\(lists.outputs)")
      try FileManager.default.removeItem(at: root.appendingPathComponent(added))
      let removed = run([], in: root)
      XCTAssertTrue(removed.output.contains("remove  \(layout.sources("Profile"))/Generated/DetailViewReactor.swift"), removed.output)
      lists = try fileLists(in: root)
      XCTAssertEqual(lists.inputs, (specs() + ["reactorgen.yml"]).sorted())
      XCTAssertEqual(lists.outputs, generatedFiles(in: root))
      XCTAssertFalse(lists.outputs.contains { $0.contains("Detail") }, "\(lists.outputs)")
    }
  }

  /// A mistake in the project file, or in a spec it names, is one located error, and nothing is
  /// written anywhere (every target is checked before any is written).
  func testAMistakeInTheProjectOrASpecIsOneLocatedErrorAndWritesNothing() throws {
    let root = try temporaryDirectory(self).appendingPathComponent("app")
    try Layout.swiftPM.make(in: root)
    XCTAssertEqual(run(["config", "init"], in: root).status, 0)
    let project = root.appendingPathComponent("reactorgen.yml")
    let good = try String(contentsOf: project, encoding: .utf8)
    let line = { (text: String, needle: String) in (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1 }
    let cases: [(String, String)] = [
      ("    output: 'Sources/Profile'", "    ouput: 'Sources/Profile'"),
      ("    specs: 'Sources/Home/**/*.reactorgen.yml'", "    specs: 'Sources/Hom/**/*.reactorgen.yml'"),
      ("    module: 'Settings'", "    module: 'RxSwift'"),
      ("version: 1", "version: 2"),
    ]
    let expected = [
      "reactorgen.yml:\(line(good, "output: 'Sources/Profile'")):5: error: unknown key 'ouput' in a target; did you mean 'output'?",
      "reactorgen.yml:\(line(good, "specs: 'Sources/Home/")):12: error: 'Sources/Hom/**/*.reactorgen.yml' finds no spec file (paths are relative to the project file's folder)",
      "reactorgen.yml:\(line(good, "module: 'Settings'")):13: error: 'RxSwift' is a module the generated files import themselves: a target of that name would import itself; name your own module",
      "reactorgen.yml:\(line(good, "version: 1")):10: error: this reactorgen reads project files of version 1",
    ]
    for ((old, new), message) in zip(cases, expected) {
      XCTAssertTrue(good.contains(old), old)
      try good.replacingOccurrences(of: old, with: new).write(to: project, atomically: true, encoding: .utf8)
      let result = run([], in: root)
      XCTAssertEqual(result.status, 1, result.output)
      XCTAssertEqual(result.output.split(separator: "\n").filter { $0.contains("error:") }, [Substring(message)], result.output)
      XCTAssertEqual(generatedFiles(in: root), [], "nothing may be written")
    }
    // A spec's mistake, in one module of three: located in the spec, and no module is written.
    try good.write(to: project, atomically: true, encoding: .utf8)
    try Self.spec("Settings").replacingOccurrences(of: "increase: increaseCount", with: "increase: increaseCont").write(
      to: root.appendingPathComponent("Sources/Settings/Settings.reactorgen.yml"), atomically: true, encoding: .utf8)
    let bad = run([], in: root)
    XCTAssertEqual(bad.status, 1)
    XCTAssertEqual(
      bad.output.split(separator: "\n").filter { $0.contains("error:") },
      ["Sources/Settings/Settings.reactorgen.yml:7:19: error: unknown mutation 'increaseCont'; did you mean 'increaseCount'?"], bad.output)
    XCTAssertEqual(generatedFiles(in: root), [], "nothing may be written")
  }

  /// Specs and their folder, or a project file: a run is one or the other, said at once.
  func testARunNamesSpecsWithTheirFolderOrRunsTheProjectFile() throws {
    let root = try temporaryDirectory(self)
    try Self.spec("Home").write(to: root.appendingPathComponent("Home.reactorgen.yml"), atomically: true, encoding: .utf8)
    for (arguments, message) in [
      (["Home.reactorgen.yml"], "Missing expected argument '--output <dir>' (with specs named; without any, the project file runs)."),
      (["-o", "out"], "--output goes with specs; the project file's targets say their own (name the specs, or edit reactorgen.yml)."),
      (
        ["--check"],
        "No spec named, and no reactorgen.yml in this folder: name the specs ('reactorgen <spec> -o <dir>'), or write a project file with 'reactorgen config init'."
      ),
      (["Home.reactorgen.yml", "-o", "out", "--config", "reactorgen.yml"], "--config runs a project file: name no spec with it."),
    ] {
      let result = run(arguments, in: root)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.output.contains("Error: " + message), "\(arguments): \(result.output)")
    }
    // Without a project file, a bare call is a request for help.
    XCTAssertTrue(run([], in: root).output.hasPrefix("OVERVIEW: "))
  }

  private func buildAndTest(_ root: URL, _ step: String) throws {
    let scratch = repositoryRoot.appendingPathComponent(".build/fixtures").path
    let built = runProcess(["swift", "build", "--build-tests", "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"], in: root)
    XCTAssertEqual(built.status, 0, "\(step):\n\(built.output)")
    let tested = runProcess(["swift", "test", "--skip-build", "--scratch-path", scratch], in: root)
    XCTAssertEqual(tested.status, 0, "\(step):\n\(tested.output)")
    XCTAssertTrue(tested.output.contains("with 3 tests skipped and 0 failures"), "\(step):\n\(tested.output)")
  }
}
