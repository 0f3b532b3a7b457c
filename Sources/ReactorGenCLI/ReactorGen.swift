import ArgumentParser
import _ReactorGenCore

/// `reactorgen`: generates by default (`reactorgen Todo.reactorgen.yml -o Sources/Todo`);
/// `reactorgen init` starts a spec.
@main
struct ReactorGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactorgen",
    abstract: "Generate ReactorKit reactors, services, mocks and test skeletons from YAML specs.",
    discussion: "Run 'reactorgen init' for a starter spec, then 'reactorgen <spec> -o <dir>'.",
    version: ReactorGenVersion.current,
    subcommands: [GenerateCommand.self, InitCommand.self],
    defaultSubcommand: GenerateCommand.self
  )
}
