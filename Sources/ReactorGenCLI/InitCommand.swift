import ArgumentParser
import Foundation
import _ReactorGenCore

/// `reactorgen init`: writes a starter spec and the files its user owns (logic, service, test),
/// and says how to wire up the build plugin or the CLI. SwiftPM loads no target without a source
/// file, so the files the user owns come first, here, not from a plugin that needs the package.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter spec (one reactor, one service) and the files you own, and print the Package.swift lines for the build plugin.",
    discussion:
      "The files you own (the reactor's logic, the service, the test) go next to the spec and into the test target's folder, as generating would create them. An existing file is never overwritten."
  )

  @Argument(
    help: ArgumentHelp(
      "The feature's name: the spec is <name>.reactorgen.yml, its reactor <name>ViewReactor (LoginViewReactor is the Login feature).",
      valueName: "name"))
  var name = "Counter"

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "The folder to write the spec into, your target's (Sources/App): its name is the module and the target the steps name.", valueName: "dir"))
  var output = "."

  func run() throws {
    let starter: StarterSpec.Starter
    do {
      starter = try StarterSpec.starter(name: name, in: output)
    } catch {
      // A name that makes no starter is a usage error, as a bad argument is.
      throw ValidationError(error.message)
    }
    let path = starter.specPath
    guard !FileManager.default.fileExists(atPath: path) else {
      FileHandle.standardError.write(Data("reactorgen: error: '\(path)' exists already; it was left as it is (pass another name or folder)\n".utf8))
      throw ExitCode(1)
    }
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
    // `withoutOverwriting`: a file that appears meanwhile is kept too.
    try Data(starter.specText.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    print("create  \(path)")
    // The files the user owns, where generating would create them (never over existing ones).
    let outcome = GenerationRun(specPaths: [path], destination: starter.destination, mode: .userOwnedOnly).run()
    for diagnostic in outcome.diagnostics.sorted {
      FileHandle.standardError.write(Data((DisplayPaths.relativeToCurrentFolder(diagnostic).description + "\n").utf8))
    }
    guard let report = outcome.report, !outcome.diagnostics.hasErrors else { throw ExitCode(1) }
    for created in report.created { print("create  \(DisplayPaths.relativeToCurrentFolder(created))") }
    print(starter.nextSteps)
  }
}
