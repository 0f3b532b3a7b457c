import ArgumentParser
import Foundation
import _ReactorGenCore

/// `reactorgen [generate] <spec>... -o <dir>`: the default subcommand.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate reactors, services, mocks and test skeletons from specs (the default subcommand).",
    discussion: """
      Generated files go to <output>/Generated and are rewritten on every run. \
      Files you own (reactor logic, service implementations, test skeletons) are \
      created once next to them and never touched again.

      A spec named '-' is read from standard input. Errors are printed as \
      file:line:column: error: message. Exit status: 0 on success; 1 on spec or \
      file errors or, with --check, when files would change; 64 on wrong usage.

      With no spec, runs every target of the project file (reactorgen.yml in the current \
      folder, or --config): one run each, all checked before any is written.

      Examples:
        reactorgen Todo.reactorgen.yml -o Sources/Todo
        reactorgen Specs/*.reactorgen.yml -o Sources/App \\
          --tests-output Tests/AppTests
        reactorgen Todo.reactorgen.yml -o Sources/Todo --check
        reactorgen --check          (every target of reactorgen.yml)
      """
  )

  @Argument(
    help: ArgumentHelp("The spec files (*.reactorgen.yml); '-' reads one from standard input. None: the project file's targets.", valueName: "spec"))
  var specPaths: [String] = []

  @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder for the app or library target's files.", valueName: "dir"))
  var output: String?

  @Option(help: ArgumentHelp("The project file to run when no spec is named (default: reactorgen.yml in the current folder).", valueName: "file"))
  var config: String?

  @Option(
    name: .customLong("tests-output"), help: ArgumentHelp("The folder for the test target's files: mocks and test skeletons.", valueName: "dir"))
  var testsOutput: String?

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  var check = false

  @Flag(name: .customLong("dry-run"), help: "Write nothing; list the files that would be written.")
  var dryRun = false

  @Flag(name: .customLong("generated-only"), help: ArgumentHelp("Write no once-only stubs or test skeletons.", visibility: .hidden))
  var generatedOnly = false

  @Flag(
    name: .customLong("user-owned-only"),
    help: ArgumentHelp(
      "Write only the once-only stubs and test skeletons (the command plugin's run for targets using the build plugin).", visibility: .hidden))
  var userOwnedOnly = false

  @OptionGroup var options: RunOptions

  func validate() throws {
    if check && dryRun {
      throw ValidationError("--check and --dry-run cannot be combined.")
    }
    if generatedOnly && userOwnedOnly {
      throw ValidationError("--generated-only and --user-owned-only cannot be combined.")
    }
    try requirePaths([("--output", output), ("--tests-output", testsOutput), ("--config", config)])
    if specPaths.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("Standard input ('-') can be read once.")
    }
    if specPaths.isEmpty {
      // The project file says where each target's files go, and how.
      let given = [
        ("--output", output != nil), ("--tests-output", testsOutput != nil), ("--templates", options.templates != nil),
        ("--module", options.module != nil), ("--line-directives", options.lineDirectives), ("--generated-only", generatedOnly),
        ("--user-owned-only", userOwnedOnly),
      ]
      if let option = given.first(where: \.1) {
        throw ValidationError(
          "\(option.0) goes with specs; the project file's targets say their own (name the specs, or edit \(ProjectFileName.name)).")
      }
    } else {
      if output == nil { throw ValidationError("Missing expected argument '--output <dir>' (with specs named; without any, the project file runs).") }
      if config != nil { throw ValidationError("--config runs a project file: name no spec with it.") }
    }
  }

  func run() throws {
    let mode: GenerationMode = userOwnedOnly ? .userOwnedOnly : (generatedOnly ? .generatedOnly(listingUserOwnedFiles: false) : .everything)
    let writing: WriteMode = check ? .check : (dryRun ? .dryRun : .write)
    let destination: GenerationRun.Destination
    if let output {
      destination = .folders(sources: output, tests: testsOutput)
    } else {
      destination = .project(try ProjectFileName.find(config))
    }
    let report = try options.generate(specPaths, into: destination, mode: mode, writing: writing, paths: .relativeToCurrentFolder)
    if options.diagnosticsFormat == .text {
      let text = report.summary(of: writing, quiet: options.quiet, showing: DisplayPaths.relativeToCurrentFolder.callAsFunction)
      if !text.isEmpty { print(text) }
    }
    if check && !report.changed.isEmpty { throw ExitCode(1) }
  }
}

/// The specs every generating subcommand reads, first in its usage.
struct SpecFiles: ParsableArguments {
  @Argument(help: ArgumentHelp("The spec files (*.reactorgen.yml); '-' reads one from standard input.", valueName: "spec"))
  var paths: [String]

  func validate() throws {
    if paths.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("Standard input ('-') can be read once.")
    }
  }
}

/// How every generating subcommand renders and reports, after its own options in its usage.
struct RunOptions: ParsableArguments {
  @Option(help: ArgumentHelp("A folder of your own templates; templates it lacks fall back to the built-in ones.", valueName: "dir"))
  var templates: String?

  @Option(help: ArgumentHelp("The module under test, for '@testable import' (overrides the specs' 'module').", valueName: "name"))
  var module: String?

  @Flag(
    name: .customLong("line-directives"),
    help:
      "Put #sourceLocation directives around the lines made from the specs' own Swift, so the compiler reports a mistake there at the spec's line (the build plugin's default)."
  )
  var lineDirectives = false

  @Flag(name: .shortAndLong, help: "Print only errors, warnings and notes.")
  var quiet = false

  @Option(
    name: .customLong("diagnostics-format"),
    help: ArgumentHelp(
      "How to print errors, warnings and notes: text (on standard error), or one json or sarif document on standard output, for CI and editors (then nothing else is printed there).",
      valueName: "format"))
  var diagnosticsFormat: DiagnosticsFormat = .text

  func validate() throws {
    try requirePaths([("--templates", templates)])
  }

  /// Runs the generator once on `specs`, prints its diagnostics, and returns what it wrote (or would write);
  /// throws exit status 1 when the specs have errors.
  func generate(
    _ specPaths: [String], into destination: GenerationRun.Destination, mode: GenerationMode, writing: WriteMode = .write,
    specsCheckedBy: String? = nil, paths: DisplayPaths
  ) throws -> WriteReport {
    let run = GenerationRun(
      specPaths: specPaths, destination: destination, mode: mode, writing: writing, templatesDirectory: templates, module: module,
      specsCheckedBy: specsCheckedBy, lineDirectives: lineDirectives,
      onWait: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) })
    return try present(run.run(), as: diagnosticsFormat, paths: paths)
  }
}

/// Prints a run's diagnostics in `format` and returns what it wrote (or would write); throws exit
/// status 1 when it had errors.
func present(_ outcome: GenerationRun.Outcome, as format: DiagnosticsFormat, paths: DisplayPaths) throws -> WriteReport {
  let shown = outcome.diagnostics.sorted.map { paths($0) }
  if format == .text {
    for diagnostic in shown {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
  } else {
    print(format.document(of: shown))
  }
  guard let report = outcome.report, !outcome.diagnostics.hasErrors else {
    let count = outcome.diagnostics.errors.count
    FileHandle.standardError.write(Data("reactorgen: \(count) error\(count == 1 ? "" : "s"); nothing was written\n".utf8))
    throw ExitCode(1)
  }
  return report
}

/// Refuses an empty path, which would write into the current folder.
func requirePaths(_ options: [(name: String, value: String?)]) throws {
  for option in options where option.value?.isEmpty == true {
    throw ValidationError("\(option.name) needs a path; an empty one would write into the current folder.")
  }
}

/// The project file a run without specs reads: `--config`, else `reactorgen.yml` in the current
/// folder.
enum ProjectFileName {
  static let name = "reactorgen.yml"

  static func find(_ given: String?) throws -> String {
    if let given { return given }
    guard FileManager.default.fileExists(atPath: name) else {
      throw ValidationError(
        "No spec named, and no \(name) in this folder: name the specs ('reactorgen <spec> -o <dir>'), or write a project file with 'reactorgen config init'."
      )
    }
    return name
  }
}
