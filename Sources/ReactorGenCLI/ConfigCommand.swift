import ArgumentParser
import Foundation
import _ReactorGenCore

/// `reactorgen config init|lint|xcfilelists`: the project file, `reactorgen.yml`, which a bare
/// `reactorgen` runs (as `swiftgen config` serves `swiftgen.yml`).
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Write, check or serve the project file (reactorgen.yml) that a bare 'reactorgen' runs.",
    subcommands: [InitConfigCommand.self, LintConfigCommand.self, FileListsConfigCommand.self]
  )
}

/// The options every `config` subcommand takes.
struct ConfigOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The project file (default: reactorgen.yml in the current folder).", valueName: "file"))
  var config: String?

  @Option(
    name: .customLong("diagnostics-format"),
    help: ArgumentHelp("How to print errors, warnings and notes: text, json or sarif (as the generate command).", valueName: "format"))
  var diagnosticsFormat: DiagnosticsFormat = .text

  func validate() throws {
    try requirePaths([("--config", config)])
  }

  func run(_ destination: GenerationRun.Destination, writing: WriteMode = .write) throws -> WriteReport {
    try present(
      GenerationRun(specPaths: [], destination: destination, writing: writing).run(), as: diagnosticsFormat, paths: .relativeToCurrentFolder)
  }
}

struct InitConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write reactorgen.yml for the specs below the current folder, one target per module.",
    discussion: """
      A spec in a Tuist module (Projects/<Layer>/<Module>/Sources, beside Project.swift) or in a \\
      SwiftPM target (Sources/<Target>) gets that module's entry, with its tests folder \\
      (Projects/<Layer>/<Module>/Tests, Tests/<Target>Tests); any other spec, its folder's. \\
      An existing project file is never overwritten.
      """
  )

  @OptionGroup var options: ConfigOptions

  func run() throws {
    let path = options.config ?? ProjectFileName.name
    let report = try options.run(.projectStarter(path))
    guard options.diagnosticsFormat == .text else { return }
    for created in report.created { print("create  \(DisplayPaths.relativeToCurrentFolder(created))") }
    print((try? String(contentsOfFile: path, encoding: .utf8)) ?? "", terminator: "")
    print("Then: 'reactorgen' generates every target; 'reactorgen config lint' checks the file and its specs.")
  }
}

struct LintConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check the project file and every spec it names, writing nothing; exit 1 on an error.")

  @OptionGroup var options: ConfigOptions

  func run() throws {
    let path = try ProjectFileName.find(options.config)
    _ = try options.run(.project(path), writing: .dryRun)
    if options.diagnosticsFormat == .text { print("reactorgen: \(path) and its specs have no errors") }
  }
}

struct FileListsConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "xcfilelists",
    abstract: "Write the input and output file lists of an Xcode Run Script phase that runs 'reactorgen'.",
    discussion: """
      reactorgen-inputs.xcfilelist lists the project file, every spec and custom template it \\
      reads; reactorgen-outputs.xcfilelist every generated file a run writes, as $(SRCROOT)/ \\
      paths (the project file's folder is SRCROOT). With them, Xcode runs the phase only when an \\
      input changed. Run it again after adding or removing a spec; a file is written only when \\
      its content changes.
      """)

  @OptionGroup var options: ConfigOptions

  @Option(
    name: .customLong("output-folder"), help: ArgumentHelp("Where to write the two lists (default: the project file's folder).", valueName: "dir"))
  var outputFolder: String?

  func validate() throws {
    try requirePaths([("--output-folder", outputFolder)])
  }

  func run() throws {
    let path = try ProjectFileName.find(options.config)
    let folder = outputFolder ?? (URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path)
    let report = try options.run(.projectFileLists(path, into: folder))
    if options.diagnosticsFormat == .text {
      print(report.summary(of: .write, quiet: false, showing: DisplayPaths.relativeToCurrentFolder.callAsFunction))
    }
  }
}
