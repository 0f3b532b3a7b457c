import ArgumentParser
import Foundation
import _ReactorGenCore
import ReactorGenTemplates

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

      Examples:
        reactorgen Todo.reactorgen.yml -o Sources/Todo
        reactorgen Specs/*.reactorgen.yml -o Sources/App \\
          --tests-output Tests/AppTests
        reactorgen Todo.reactorgen.yml -o Sources/Todo --check
      """
  )

  @Argument(help: ArgumentHelp("The spec files (*.reactorgen.yml); '-' reads one from standard input.", valueName: "spec"))
  var specs: [String] = []

  @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder for the app or library target's files.", valueName: "dir"))
  var output: String?

  @Option(name: .customLong("tests-output"), help: ArgumentHelp("The folder for the test target's files: mocks and test skeletons.", valueName: "dir"))
  var testsOutput: String?

  @Option(help: ArgumentHelp("A folder of your own templates; templates it lacks fall back to the built-in ones.", valueName: "dir"))
  var templates: String?

  @Option(name: .customLong("export-templates"), help: ArgumentHelp("Copy the built-in templates into this folder (existing files are kept), to edit and use with --templates.", valueName: "dir"))
  var exportTemplates: String?

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  var check = false

  @Flag(name: .customLong("dry-run"), help: "Write nothing; list the files that would be written.")
  var dryRun = false

  @Flag(name: .shortAndLong, help: "Print only errors, warnings and notes.")
  var quiet = false

  @Option(
    name: .customLong("diagnostics-format"),
    help: ArgumentHelp("How to print errors, warnings and notes: text (on standard error), or one json or sarif document on standard output, for CI and editors (then nothing else is printed there).", valueName: "format"))
  var diagnosticsFormat: DiagnosticsFormat = .text

  @OptionGroup(title: "Build plugin options")
  var plugin: PluginOptions

  func validate() throws {
    if exportTemplates != nil { return }
    if check && dryRun {
      throw ValidationError("--check and --dry-run cannot be combined.")
    }
    if specs.isEmpty {
      throw ValidationError("Pass at least one spec file.")
    }
    for (name, value) in [
      ("--output", output), ("--tests-output", testsOutput), ("--templates", templates), ("--single-file", plugin.singleFile),
      ("--plugin-output", plugin.pluginOutput), ("--user-files-in", plugin.userFilesIn),
    ] where value?.isEmpty == true {
      throw ValidationError("\(name) needs a path; an empty one would write into the current folder.")
    }
    if specs.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("Standard input ('-') can be read once.")
    }
    if plugin.pluginOutput != nil {
      if output != nil || testsOutput != nil || plugin.singleFile != nil || plugin.onlyMocks || plugin.generatedOnly || plugin.userOwnedOnly || check || dryRun {
        throw ValidationError("--plugin-output is the build plugin's mode; it takes only specs, --templates, --module, --user-files-in and --quiet.")
      }
      return
    }
    if plugin.userFilesIn != nil {
      throw ValidationError("--user-files-in goes with --plugin-output.")
    }
    if plugin.specsCheckedBy != nil && (!plugin.onlyMocks || plugin.singleFile == nil) {
      throw ValidationError("--specs-checked-by goes with --only-mocks and --single-file.")
    }
    if output == nil && plugin.singleFile == nil && !plugin.onlyMocks {
      throw ValidationError("Missing expected argument '--output <dir>'.")
    }
    if plugin.onlyMocks && plugin.singleFile == nil && testsOutput == nil {
      throw ValidationError("--only-mocks needs --tests-output <dir> or --single-file <file>.")
    }
    if plugin.generatedOnly && plugin.userOwnedOnly {
      throw ValidationError("--generated-only and --user-owned-only cannot be combined.")
    }
  }

  /// Which files this run produces, from the flags.
  var mode: GenerationMode {
    // The target that holds the specs checks them; its test target's run reads only what mocks need.
    if plugin.onlyMocks { return .mocksOnly(reactorsCheckedElsewhere: plugin.specsCheckedBy != nil) }
    if plugin.userOwnedOnly { return .userOwnedOnly }
    if plugin.generatedOnly || plugin.singleFile != nil { return .generatedOnly(listingUserOwnedFiles: false) }
    return .everything
  }

  func run() throws {
    if let exportTemplates {
      try export(to: exportTemplates)
      return
    }
    var run = GenerationRun(specPaths: specs, destination: destination, mode: mode)
    run.writing = check ? .check : (dryRun ? .dryRun : .write)
    run.templatesDirectory = templates
    run.module = plugin.module
    run.specsCheckedBy = plugin.specsCheckedBy
    run.onWait = { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    let outcome = run.run()
    printDiagnostics(outcome.diagnostics)
    guard let report = outcome.report, !outcome.diagnostics.hasErrors else { throw failure(outcome.diagnostics) }
    // The build plugin's runs print only diagnostics; so does a run that prints them as a document.
    if plugin.pluginOutput != nil || diagnosticsFormat != .text {
      if check && !report.changed.isEmpty { throw ExitCode(1) }
      return
    }
    let text = summary(of: report)
    if !text.isEmpty { print(text) }
    if check && !report.changed.isEmpty { throw ExitCode(1) }
  }

  /// Where this run's files go, from the flags.
  var destination: GenerationRun.Destination {
    if let pluginOutput = plugin.pluginOutput { return .pluginBundles(pluginOutput, userFilesIn: plugin.userFilesIn) }
    if let singleFile = plugin.singleFile { return .singleFile(singleFile) }
    return .folders(sources: output ?? ".", tests: testsOutput)
  }

  func printDiagnostics(_ diagnostics: Diagnostics) {
    let shown = diagnostics.sorted.map { self.shown($0) }
    guard diagnosticsFormat == .text else {
      print(diagnosticsFormat.document(of: shown))
      return
    }
    for diagnostic in shown {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
  }

  /// How paths are printed: relative to the current folder, except in the plugins' runs.
  var shown: DisplayPaths {
    plugin.pluginOutput == nil && plugin.singleFile == nil ? .relativeToCurrentFolder : .unchanged
  }

  /// Says how many errors stopped the run, and exits 1.
  func failure(_ diagnostics: Diagnostics) -> ExitCode {
    let count = diagnostics.errors.count
    FileHandle.standardError.write(Data("reactorgen: \(count) error\(count == 1 ? "" : "s"); nothing was written\n".utf8))
    return ExitCode(1)
  }

  private func export(to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in BuiltInTemplates.all.sorted(by: { $0.key < $1.key }) {
      let path = (folder as NSString).appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: path) {
        print("kept    \(path)")
      } else {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        print("create  \(path)")
      }
    }
    print("reactorgen: edit the templates you want to change, delete the others, and pass --templates \(folder)")
  }

  private func summary(of report: FileWriter.Report) -> String {
    let shown = self.shown
    var report = report
    for keyPath in [\FileWriter.Report.created, \.updated, \.removed, \.unchanged, \.kept] {
      report[keyPath: keyPath] = report[keyPath: keyPath].map { shown($0) }
    }
    var lines: [String] = []
    if check {
      if report.changed.isEmpty { return quiet ? "" : "reactorgen: up to date (\(report.unchanged.count + report.kept.count) files)" }
      lines.append("reactorgen: \(report.changed.count) file(s) are out of date; run reactorgen to update them:")
      lines += report.created.map { "  missing   \($0)" } + report.updated.map { "  stale     \($0)" } + report.removed.map { "  obsolete  \($0)" }
      return lines.joined(separator: "\n")
    }
    if quiet { return "" }
    let verb = dryRun ? "would " : ""
    lines += report.created.map { "\(verb)create  \($0)" }
    lines += report.updated.map { "\(verb)update  \($0)" }
    lines += report.removed.map { "\(verb)remove  \($0)" }
    lines.append("reactorgen: \(report.created.count) created, \(report.updated.count) updated, \(report.removed.count) removed, \(report.unchanged.count) unchanged, \(report.kept.count) of your files kept\(dryRun ? " (dry run: nothing written)" : "")")
    return lines.joined(separator: "\n")
  }
}

/// Options the SwiftPM plugins use; usable by hand too.
struct PluginOptions: ParsableArguments {
  @Option(name: .customLong("single-file"), help: ArgumentHelp("Write all generated code into this one file (no stubs, no skeletons).", valueName: "file"))
  var singleFile: String?

  @Option(
    name: .customLong("plugin-output"),
    help: ArgumentHelp("Write the generated code into this folder as the build plugin declares it: one <spec>.swift per spec and \(PluginBundles.moduleFileName); only changed files are written.", valueName: "dir"))
  var pluginOutput: String?

  @Flag(name: .customLong("only-mocks"), help: "Generate only the test target's mocks and MockServiceProvider.")
  var onlyMocks = false

  @Flag(name: .customLong("generated-only"), help: "Write no once-only stubs or test skeletons.")
  var generatedOnly = false

  @Flag(name: .customLong("user-owned-only"), help: "Write only the once-only stubs and test skeletons (for targets using the build plugin).")
  var userOwnedOnly = false

  @Option(name: .customLong("specs-checked-by"), help: ArgumentHelp("With --only-mocks: the errors in the specs are this target's build's to report; print none, and write a mocks file that says why it is empty.", valueName: "target"))
  var specsCheckedBy: String?

  @Option(help: ArgumentHelp("The module under test, for '@testable import' (overrides the specs' 'module').", valueName: "name"))
  var module: String?

  @Option(name: .customLong("user-files-in"), help: ArgumentHelp("With --plugin-output: fail, naming the command that creates them, when this target folder lacks the files you own (logic, services).", valueName: "dir"))
  var userFilesIn: String?
}

