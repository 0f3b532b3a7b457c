import ArgumentParser
import Foundation
import _ReactorGenCore

/// `reactorgen`: generates by default (`reactorgen Todo.reactorgen.yml -o Sources/Todo`);
/// `reactorgen init` starts a spec; `reactorgen export-templates` copies the templates out.
/// The plugins' own runs are hidden subcommands (`plugin-bundles`, `single-file`).
@main
struct ReactorGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactorgen",
    abstract: "Generate ReactorKit reactors, services, mocks and test skeletons from YAML specs.",
    discussion:
      "Run 'reactorgen init' for a starter spec, then 'reactorgen <spec> -o <dir>'; in a folder with a project file (reactorgen.yml, 'reactorgen config init'), 'reactorgen' alone runs every target.",
    version: ReactorGenVersion.current,
    subcommands: [
      GenerateCommand.self, InitCommand.self, ConfigCommand.self, ExportTemplatesCommand.self, PluginBundlesCommand.self, SingleFileCommand.self,
    ],
    defaultSubcommand: GenerateCommand.self
  )

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // A bare `reactorgen` runs the project file in the current folder, as `swiftgen` does; with
    // none it prints help, as `git` and `swift` do, rather than a complaint about a missing spec.
    if arguments.isEmpty && !FileManager.default.fileExists(atPath: ProjectFileName.name) {
      print(helpMessage())
      return
    }
    // `reactorgen genrate x.yml` would read 'genrate' as a spec file: a first word that names no
    // file and is one typo away from a subcommand is that subcommand, misspelt.
    if let misspelt = MisspeltSubcommand(in: arguments) {
      FileHandle.standardError.write(Data("Error: \(misspelt.message)\nSee 'reactorgen --help' for the subcommands.\n".utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    var command: ParsableCommand
    do {
      command = try parseAsRoot(arguments)
    } catch {
      // ArgumentParser reports a missing required option before an unknown one, so `--outptu`
      // would read as a missing `--output`: the misspelling is the cause, and is said instead.
      // (--help and --version arrive here too, as errors that succeed.)
      if exitCode(for: error) != .success, let unknown = UnknownOption(in: arguments) {
        let name = unknown.command.configuration.commandName ?? ""
        FileHandle.standardError.write(
          Data(
            """
            Error: \(unknown.message)
            Usage: reactorgen \(unknown.command.usageString())
              See 'reactorgen \(name) --help' for more information.

            """.utf8))
        Foundation.exit(ExitCode.validationFailure.rawValue)
      }
      exit(withError: error)
    }
    do {
      try command.run()
    } catch {
      exit(withError: error)
    }
  }
}

/// The first long option a subcommand does not declare, with the one it most likely meant.
struct UnknownOption {
  var command: ParsableCommand.Type
  var message: String

  init?(in arguments: [String]) {
    let subcommands = ReactorGen.configuration.subcommands
    let named = subcommands.first { $0.configuration.commandName == arguments.first }
    command = named ?? GenerateCommand.self
    let declared = Self.longNames(of: command)
    // Options end at `--`; a spec named `--x` may follow it.
    for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") && argument.count > 2 {
      let name = String(argument.dropFirst(2).prefix { $0 != "=" })
      guard !declared.contains(name) else { continue }
      message = "Unknown option '--\(name)'." + (Suggestions.closest(to: name, in: declared).map { " Did you mean '--\($0)'?" } ?? "")
      return
    }
    return nil
  }

  /// The long names `command` declares, read from ArgumentParser's own description of it (the
  /// one `--experimental-dump-help` prints), so no list here can fall behind the options.
  static func longNames(of command: ParsableCommand.Type) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
      let description = object["command"] as? [String: Any],
      let arguments = description["arguments"] as? [[String: Any]]
    else { return [] }
    return arguments.flatMap { argument in
      ((argument["names"] as? [[String: String]]) ?? []).filter { $0["kind"] == "long" }.compactMap { $0["name"] }
    }
  }
}

/// A first argument that is a misspelt subcommand rather than a spec: not an existing path, no
/// folder or file extension in it, and close to a subcommand's name (`genrate`, `inti`).
struct MisspeltSubcommand {
  var message: String

  init?(in arguments: [String]) {
    let subcommands = ReactorGen.configuration.subcommands
    let names = subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName } + ["help"]
    // `reactorgen help nosuch` names no subcommand: ArgumentParser would print the overview and
    // exit 0, as if the question had an answer.
    if arguments.first == "help", let asked = arguments.dropFirst().first, !asked.hasPrefix("-") {
      guard !subcommands.contains(where: { $0.configuration.commandName == asked }) else { return nil }
      message = "Unknown subcommand '\(asked)'." + (Suggestions.closest(to: asked, in: names).map { " Did you mean '\($0)'?" } ?? "")
      return
    }
    guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
      !FileManager.default.fileExists(atPath: first)
    else { return nil }
    guard !names.contains(first), let meant = Suggestions.closest(to: first, in: names) else { return nil }
    message = "Unknown subcommand '\(first)'. Did you mean '\(meant)'?"
  }
}
