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
    if let pluginOutput = plugin.pluginOutput {
      try runForBuildPlugin(into: pluginOutput)
      return
    }
    // A rerun with the same inputs over untouched files has nothing to do: say so and stop.
    // A run of stubs only keeps no record: it writes no generated file, so it would make a
    // Generated folder just for the record, beside the build plugin's output.
    let recordPath = plugin.singleFile == nil && !dryRun && mode.producesEveryGeneratedFile ? output.map(RunRecord.path(in:)) : nil
    let inputs = recordPath.flatMap { RunRecord.digest(specPaths: specs, templatesDirectory: templates, options: runOptions(recordPath: $0)) }
    let record = recordPath.flatMap(RunRecord.load(from:))
    if let inputs, let record, record.inputs == inputs, record.filesAreUntouched {
      let text = summary(of: FileWriter.Report(unchanged: record.files.filter { !$0.owned }.map(\.path), kept: record.files.filter(\.owned).map(\.path)))
      if !text.isEmpty { print(text) }
      return
    }
    var diagnostics = Diagnostics()
    var options = GenerationOptions(mode: mode, templatesDirectory: templates, includeTests: testsOutput != nil, module: plugin.module)
    if plugin.singleFile == nil {
      options.outputDirectories[.sources] = output
      options.outputDirectories[.tests] = testsOutput
    }
    var reusable = RunRecord.Reusable()
    if recordPath != nil, let base = RunRecord.digest(specPaths: [], templatesDirectory: templates, options: contentOptions) {
      // Files made from elements the specs still say the same way are kept, not rendered again.
      reusable = record?.reusable(sources: output ?? ".", tests: testsOutput) ?? reusable
      options.reuse(reusable, base: base)
    }
    let generator = Generator(options: options)
    var report: FileWriter.Report?
    var generated = generator.generate(specPaths: specs, diagnostics: &diagnostics)
    if mode.skipsReactors, let rest = Self.withoutSpecDiagnostics(diagnostics, specs: specs) {
      // The build of the target that holds the specs reports their warnings too.
      diagnostics = rest
    }
    // When the target that holds the specs reports their errors (and fails), this run says
    // nothing: each would be printed twice, and failing here could stop the build (SwiftPM stops
    // at a failed command) before that target's report. Its file says why it is empty.
    var emptyBecause: String?
    if generated == nil, mode.skipsReactors, let owner = plugin.specsCheckedBy, !diagnostics.hasErrors {
      emptyBecause = "No mocks: the specs have errors, which the build of '\(owner)' reports."
      generated = []
    }
    if var files = generated {
      var sources = output ?? "."
      var tests = testsOutput
      if let singleFile = plugin.singleFile {
        // Everything in one file named in advance, as a build command must declare its outputs.
        sources = (singleFile as NSString).deletingLastPathComponent
        tests = nil
        let name = (singleFile as NSString).lastPathComponent
        let specFiles = specs.map(Self.specFileName)
        files = [
          emptyBecause.map { SingleFileBundler.placeholder(named: name, specFiles: specFiles, reason: $0) }
            ?? SingleFileBundler.singleFile(files, named: name, specFiles: specFiles)
        ]
      }
      var writer = FileWriter(
        sourcesDirectory: sources.isEmpty ? "." : sources,
        testsDirectory: tests,
        // Stale generated files are removed only by a run that produces every generated file.
        specFiles: plugin.singleFile == nil && mode.producesEveryGeneratedFile ? specs.map(Self.specFileName) : [])
      writer.onWait = { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
      writer.knownFunctions = reusable.functions
      report = writer.apply(files, mode: check ? .check : (dryRun ? .dryRun : .write), diagnostics: &diagnostics)
    }
    printDiagnostics(diagnostics)
    guard let report, !diagnostics.hasErrors else { throw failure(diagnostics) }
    if !check, let recordPath, let inputs {
      RunRecord.make(inputs: inputs, report: report)?.save(to: recordPath)
    }
    let text = summary(of: report)
    if !text.isEmpty { print(text) }
    if check && !report.changed.isEmpty { throw ExitCode(1) }
  }

  /// The diagnostics that are not located in `specs`, when every error is: `nil` when an error
  /// comes from elsewhere (a template, an output folder).
  static func withoutSpecDiagnostics(_ diagnostics: Diagnostics, specs: [String]) -> Diagnostics? {
    let specPaths = Set(specs)
    let inSpecs = { (diagnostic: Diagnostic) in diagnostic.location.map { specPaths.contains($0.file) } == true }
    guard diagnostics.errors.allSatisfy(inSpecs) else { return nil }
    var rest = Diagnostics()
    rest.append(contentsOf: diagnostics.all.filter { !inSpecs($0) })
    return rest
  }

  func printDiagnostics(_ diagnostics: Diagnostics) {
    for diagnostic in diagnostics.sorted {
      FileHandle.standardError.write(Data((shown(diagnostic).description + "\n").utf8))
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

  /// The name a spec's generated files carry: its file name, or `<stdin>`.
  static func specFileName(_ path: String) -> String {
    path == SpecLoader.standardInput ? SpecLoader.standardInputName : (path as NSString).lastPathComponent
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

  /// What shapes the files' contents besides the specs and templates: part of every
  /// fingerprint in the run record. No path: the same options give the same files anywhere.
  var contentOptions: String {
    [plugin.module ?? "", "\(plugin.generatedOnly)", "\(plugin.userOwnedOnly)", "\(testsOutput != nil)", "\(plugin.pluginOutput != nil)"]
      .joined(separator: "\u{1}")
  }

  /// ``contentOptions`` and where the files go, relative to the record (`recordPath`), so that a
  /// moved project keeps its record: what a rerun must match to do nothing.
  func runOptions(recordPath: String) -> String {
    let folder = (recordPath as NSString).deletingLastPathComponent
    let absolute = { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let places = [output, testsOutput, plugin.pluginOutput, plugin.userFilesIn].map { path in
      path.map { RunRecord.relativePath(of: absolute($0), from: absolute(folder)) } ?? ""
    }
    return ([contentOptions] + places).joined(separator: "\u{1}")
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

