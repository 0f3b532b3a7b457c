import Foundation
import PackagePlugin

/// Regenerates reactor code from the `*.reactorgen.yml` specs in a target, on every build where a
/// spec changed, into the plugin's work folder; the target compiles the result.
///
/// - A target with specs gets one command per spec (its reactors and service interfaces) and one
///   for the shared `ServiceProvider`, each writing one file.
/// - A test target gets mocks from the specs of the targets it depends on; no spec is copied.
/// - Custom templates (`*.swift.mustache`, in one folder of the target) replace the built-in ones.
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
        tool: tool, specs: specs, templates: ReactorGenSpecs.templates(in: target), module: specTargets.count == 1 ? specTargets[0].moduleName : nil,
        output: context.pluginWorkDirectoryURL)]
    }
    return ReactorGenSpecs.sourceCommands(
      tool: tool, specs: ownSpecs, templates: ReactorGenSpecs.templates(in: target), output: context.pluginWorkDirectoryURL,
      userFilesIn: target.directoryURL)
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

  /// Custom templates (`*.swift.mustache`) kept in the target, all in one folder.
  static func templates(in target: SourceModuleTarget) -> [URL] {
    target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".swift.mustache") }.sorted { $0.path < $1.path }
  }

  /// - Parameter userFilesIn: the target's folder, checked for the files the user owns (logic,
  ///   services): a missing one fails the build with the command that creates it.
  static func sourceCommands(tool: URL, specs: [URL], templates: [URL] = [], output: URL, userFilesIn: URL? = nil) -> [Command] {
    guard !specs.isEmpty else { return [] }
    // Custom templates are passed on and are inputs too: editing one regenerates.
    let common = specs.map(\.path) + templatesArguments(templates)
    let inputs = specs + templates
    var commands = specs.map { spec -> Command in
      let file = output.appendingPathComponent("\(baseName(spec)).reactorgen.swift")
      // Every spec of the target is read and is an input: a reactor's code can depend on
      // another spec (the events of a service declared there), so it must not go stale.
      return .buildCommand(
        displayName: "reactorgen: generating code from \(spec.lastPathComponent)",
        executable: tool,
        arguments: common + ["--from", spec.path, "--single-file", file.path, "--quiet"]
          + (userFilesIn.map { ["--user-files-in", $0.path] } ?? []),
        inputFiles: inputs,
        outputFiles: [file])
    }
    let provider = output.appendingPathComponent("ReactorGenServiceProvider.swift")
    commands.append(.buildCommand(
      displayName: "reactorgen: generating the service provider",
      executable: tool,
      arguments: common + ["--only-provider", "--single-file", provider.path, "--quiet"],
      inputFiles: inputs,
      outputFiles: [provider]))
    return commands
  }

  static func templatesArguments(_ templates: [URL]) -> [String] {
    templates.first.map { ["--templates", $0.deletingLastPathComponent().path] } ?? []
  }

  static func mocksCommand(tool: URL, specs: [URL], templates: [URL], module: String?, output: URL) -> Command {
    let file = output.appendingPathComponent("ReactorGenMocks.swift")
    return .buildCommand(
      displayName: "reactorgen: generating mocks",
      executable: tool,
      arguments: specs.map(\.path) + templatesArguments(templates) + ["--only-mocks", "--single-file", file.path, "--quiet"]
        + (module.map { ["--module", $0] } ?? []),
      inputFiles: specs + templates,
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
