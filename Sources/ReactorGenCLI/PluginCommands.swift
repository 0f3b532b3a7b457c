import ArgumentParser
import Foundation
import ReactorGenTemplates
import _ReactorGenCore

/// `reactorgen plugin-bundles <spec>... --output <dir>`: the build plugin's run for the target
/// that holds the specs. Hidden from help: the plugin passes it; people use `generate`.
struct PluginBundlesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plugin-bundles",
    abstract: "The build plugin's run: one <spec>.swift per spec and \(PluginBundles.moduleFileName), written only when their content changes.",
    shouldDisplay: false)

  @OptionGroup var specs: SpecFiles

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("The plugin's work folder, which the build plugin declares as its outputs.", valueName: "dir"))
  var output: String

  @Option(
    name: .customLong("user-files-in"),
    help: ArgumentHelp(
      "Fail, naming the command that creates them, when this target folder lacks the files you own (logic, services).", valueName: "dir"))
  var userFilesIn: String?

  @OptionGroup var options: RunOptions

  func validate() throws {
    try requirePaths([("--output", output), ("--user-files-in", userFilesIn)])
  }

  func run() throws {
    _ = try options.generate(specs.paths, into: .pluginBundles(output, userFilesIn: userFilesIn), mode: .everything, paths: .unchanged)
  }
}

/// `reactorgen single-file <spec>... --output <file>`: every generated file joined into one, as
/// the build plugin writes a test target's mocks (`--only-mocks`). Hidden from help.
struct SingleFileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "single-file",
    abstract: "Write all generated code into one file (no stubs, no skeletons); with --only-mocks, the test target's mocks and MockServiceProvider.",
    shouldDisplay: false)

  @OptionGroup var specs: SpecFiles

  @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "file"))
  var output: String

  @Flag(name: .customLong("only-mocks"), help: "Generate only the test target's mocks and MockServiceProvider.")
  var onlyMocks = false

  @Option(
    name: .customLong("specs-checked-by"),
    help: ArgumentHelp(
      "With --only-mocks: the errors in the specs are this target's build's to report; print none, and write a mocks file that says why it is empty.",
      valueName: "target"))
  var specsCheckedBy: String?

  @OptionGroup var options: RunOptions

  func validate() throws {
    if specsCheckedBy != nil && !onlyMocks {
      throw ValidationError("--specs-checked-by goes with --only-mocks.")
    }
    try requirePaths([("--output", output)])
  }

  func run() throws {
    // The target that holds the specs checks them; its test target's run reads only what mocks need.
    let mode: GenerationMode = onlyMocks ? .mocksOnly(reactorsCheckedElsewhere: specsCheckedBy != nil) : .generatedOnly(listingUserOwnedFiles: false)
    _ = try options.generate(specs.paths, into: .singleFile(output), mode: mode, specsCheckedBy: specsCheckedBy, paths: .unchanged)
  }
}

/// `reactorgen export-templates <dir>`: the built-in templates, to edit and pass with `--templates`.
struct ExportTemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export-templates",
    abstract: "Copy the built-in templates into a folder (existing files are kept), to edit and use with --templates.")

  @Argument(help: ArgumentHelp("The folder to copy them into.", valueName: "dir"))
  var folder: String

  func validate() throws {
    try requirePaths([("<dir>", folder)])
  }

  func run() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in BuiltInTemplates.all.sorted(by: { $0.key < $1.key }) {
      let path = (folder as NSString).appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: path) {
        print("kept    \(path)")
      } else {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        print("create  \(path)")
      }
    }
    print("reactorgen: edit the templates you want to change, delete the others, and pass --templates \(folder)")
  }
}
