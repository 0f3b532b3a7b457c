import ArgumentParser
import Foundation
import ReactorGenCore

@main
struct ReactorGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactorgen",
    abstract: "Generate ReactorKit reactors, services, mocks and test skeletons from YAML specs.",
    discussion: """
      Generated files go to <output>/Generated and are rewritten on every run. Files you own \
      (reactor logic, service implementations, test skeletons) are created once next to them and \
      never touched again.

      Examples:
        reactorgen Todo.reactorgen.yml -o Sources/Todo
        reactorgen Specs/*.reactorgen.yml -o Sources/App --tests-output Tests/AppTests
        reactorgen Todo.reactorgen.yml -o Sources/Todo --check     # CI: fail if files are stale

      Errors are printed as file:line:column: error: message. Exit status: 0 on success, \
      1 on spec errors or (with --check) when files would change.
      """,
    version: ReactorGenVersion.current
  )

  @Argument(help: ArgumentHelp("The spec files (*.reactorgen.yml).", valueName: "spec"))
  var specs: [String]

  @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder for the app or library target's files.", valueName: "dir"))
  var output: String

  @Option(name: .customLong("tests-output"), help: ArgumentHelp("The folder for the test target's files: mocks and test skeletons.", valueName: "dir"))
  var testsOutput: String?

  @Option(help: ArgumentHelp("A folder of your own templates; templates it lacks fall back to the built-in ones.", valueName: "dir"))
  var templates: String?

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  var check = false

  @Flag(name: .customLong("dry-run"), help: "Write nothing; list the files that would be written.")
  var dryRun = false

  @Flag(name: .customLong("generated-only"), help: "Write only generated files, no once-only stubs or test skeletons (what the build plugin does).")
  var generatedOnly = false

  @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
  var quiet = false

  func validate() throws {
    if check && dryRun {
      throw ValidationError("--check and --dry-run cannot be combined.")
    }
    if specs.isEmpty {
      throw ValidationError("Pass at least one spec file.")
    }
  }

  func run() throws {
    var diagnostics = Diagnostics()
    let generator = Generator(options: GenerationOptions(
      templatesDirectory: templates,
      includeTests: testsOutput != nil,
      includeUserOwnedFiles: !generatedOnly))
    let files = generator.generate(specPaths: specs, diagnostics: &diagnostics)
    var report: FileWriter.Report?
    if let files {
      let writer = FileWriter(
        sourcesDirectory: output,
        testsDirectory: testsOutput,
        specFiles: specs.map { ($0 as NSString).lastPathComponent })
      report = writer.apply(files, mode: check ? .check : (dryRun ? .dryRun : .write), diagnostics: &diagnostics)
    }
    for diagnostic in diagnostics.sorted {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    guard let report, !diagnostics.hasErrors else {
      let count = diagnostics.errors.count
      FileHandle.standardError.write(Data("reactorgen: \(count) error\(count == 1 ? "" : "s"); nothing was written\n".utf8))
      throw ExitCode(1)
    }
    let text = summary(of: report)
    if !text.isEmpty { print(text) }
  }

  private func summary(of report: FileWriter.Report) -> String {
    var lines: [String] = []
    if check {
      if report.changed.isEmpty { return quiet ? "" : "reactorgen: up to date (\(report.unchanged.count + report.kept.count) files)" }
      lines.append("reactorgen: \(report.changed.count) file(s) are out of date; run reactorgen to update them:")
      lines += report.created.map { "  missing   \($0)" } + report.updated.map { "  stale     \($0)" } + report.removed.map { "  obsolete  \($0)" }
      print(lines.joined(separator: "\n"))
      Foundation.exit(1)
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
