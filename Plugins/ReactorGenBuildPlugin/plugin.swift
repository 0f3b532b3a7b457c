import Foundation
import PackagePlugin

/// Regenerates reactor code from the `*.reactorgen.yml` specs in a target, on every build where a
/// spec changed, into the plugin's work folder; the target compiles the result.
///
/// - A target with specs gets one command per spec (its reactors and service interfaces) and one
///   for the shared `ServiceProvider`, each writing one file.
/// - A test target gets mocks from the specs of the targets it depends on; no spec is copied.
/// - User-owned files (logic stubs, test skeletons) are never written here: use the command
///   plugin (`swift package generate-reactors`) to create them.
@main
struct ReactorGenBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "ReactorGenCLI").url
    let ownSpecs = ReactorGenSpecs.find(in: target)
    if target.kind == .test {
      let providers = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
        if case .target(let dependency) = dependency { return dependency as? SourceModuleTarget }
        return nil
      }
      let specTargets = providers.filter { !ReactorGenSpecs.find(in: $0).isEmpty }
      let specs = specTargets.flatMap(ReactorGenSpecs.find(in:))
      guard !specs.isEmpty else { return [] }
      return [ReactorGenSpecs.mocksCommand(
        tool: tool, specs: specs, module: specTargets.count == 1 ? specTargets[0].moduleName : nil,
        output: context.pluginWorkDirectoryURL)]
    }
    return ReactorGenSpecs.sourceCommands(tool: tool, specs: ownSpecs, output: context.pluginWorkDirectoryURL)
  }
}

enum ReactorGenSpecs {
  static let suffixes = [".reactorgen.yml", ".reactorgen.yaml"]

  static func isSpec(_ url: URL) -> Bool {
    suffixes.contains { url.lastPathComponent.hasSuffix($0) }
  }

  static func find(in target: SourceModuleTarget) -> [URL] {
    target.sourceFiles.map(\.url).filter(isSpec).sorted { $0.path < $1.path }
  }

  /// `Todo.reactorgen.yml` → `Todo`.
  static func baseName(_ spec: URL) -> String {
    var name = spec.lastPathComponent
    for suffix in suffixes where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    return name
  }

  static func sourceCommands(tool: URL, specs: [URL], output: URL) -> [Command] {
    guard !specs.isEmpty else { return [] }
    let paths = specs.map(\.path)
    var commands = specs.map { spec -> Command in
      let file = output.appendingPathComponent("\(baseName(spec)).reactorgen.swift")
      // Every spec of the target is read and is an input: a reactor's code can depend on
      // another spec (the events of a service declared there), so it must not go stale.
      return .buildCommand(
        displayName: "reactorgen: generating code from \(spec.lastPathComponent)",
        executable: tool,
        arguments: paths + ["--from", spec.path, "--single-file", file.path, "--quiet"],
        inputFiles: specs,
        outputFiles: [file])
    }
    let provider = output.appendingPathComponent("ReactorGenServiceProvider.swift")
    commands.append(.buildCommand(
      displayName: "reactorgen: generating the service provider",
      executable: tool,
      arguments: paths + ["--only-provider", "--single-file", provider.path, "--quiet"],
      inputFiles: specs,
      outputFiles: [provider]))
    return commands
  }

  static func mocksCommand(tool: URL, specs: [URL], module: String?, output: URL) -> Command {
    let file = output.appendingPathComponent("ReactorGenMocks.swift")
    return .buildCommand(
      displayName: "reactorgen: generating mocks",
      executable: tool,
      arguments: specs.map(\.path) + ["--only-mocks", "--single-file", file.path, "--quiet"]
        + (module.map { ["--module", $0] } ?? []),
      inputFiles: specs,
      outputFiles: [file])
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ReactorGenBuildPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let tool = try context.tool(named: "ReactorGenCLI").url
    let specs = target.inputFiles.map(\.url).filter(ReactorGenSpecs.isSpec).sorted { $0.path < $1.path }
    return ReactorGenSpecs.sourceCommands(tool: tool, specs: specs, output: context.pluginWorkDirectoryURL)
  }
}
#endif
