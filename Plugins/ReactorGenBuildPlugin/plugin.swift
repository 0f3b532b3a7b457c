import Foundation
import PackagePlugin

/// Regenerates reactor code from the `*.reactorgen.yml` specs in a target, on every build where a
/// spec changed, into the plugin's work folder; the target compiles the result.
///
/// - A target with specs gets one command, one generator run, that declares one file per spec
///   (`Todo.reactorgen.swift`, what the spec declares) and `ReactorGenServiceProvider.swift`. A
///   spec edit rewrites only the files whose content changed, so the compiler recompiles only
///   those, and a record in the work folder lets the run decode only the reactors that changed.
/// - A test target gets one command for the mocks of the specs of the targets it depends on.
/// - Custom templates (`*.swift.mustache`, in one folder of the target) replace the built-in ones.
/// - User-owned files (logic stubs, test skeletons) are never written here: use the command
///   plugin (`swift package generate-reactors`) to create them; a build without them fails with
///   one error that lists them.
@main
struct ReactorGenBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try ReactorGenSpecs.reactorgen(context.tool(named:))
    let templates = ReactorGenSpecs.templates(in: target.sourceFiles.map(\.url))
    if target.kind == .test {
      let providers = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
        if case .target(let dependency) = dependency { return dependency as? SourceModuleTarget }
        return nil
      }
      let specTargets = providers.filter { !ReactorGenSpecs.find(in: $0.sourceFiles.map(\.url)).isEmpty }
      let specs = specTargets.flatMap { ReactorGenSpecs.find(in: $0.sourceFiles.map(\.url)) }
      return ReactorGenSpecs.mocksCommand(
        tool: tool, target: target.name, specs: specs, templates: templates, module: specTargets.count == 1 ? specTargets[0].moduleName : nil,
        specsCheckedBy: specTargets.map(\.name).joined(separator: "', '"), output: context.pluginWorkDirectoryURL
      ).map { [$0] } ?? []
    }
    return ReactorGenSpecs.sourcesCommand(
      tool: tool, target: target.name, specs: ReactorGenSpecs.find(in: target.sourceFiles.map(\.url)), templates: templates,
      output: context.pluginWorkDirectoryURL, userFilesIn: target.directoryURL
    ).map { [$0] } ?? []
  }
}

/// The commands, made the same way for packages and Xcode projects.
enum ReactorGenSpecs {
  static let suffixes = [".reactorgen.yml", ".reactorgen.yaml"]

  /// The reactorgen to run: the prebuilt one of the reactorgen-plugins package (an artifact named
  /// `reactorgen`), or the one this package builds from source (its target `ReactorGenCLI`).
  static func reactorgen(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
    if let prebuilt = try? tool("reactorgen") { return prebuilt.url }
    return try tool("ReactorGenCLI").url
  }

  static func isSpec(_ url: URL) -> Bool {
    suffixes.contains { url.lastPathComponent.hasSuffix($0) }
  }

  static func find(in files: [URL]) -> [URL] {
    files.filter(isSpec).sorted { $0.path < $1.path }
  }

  /// `Todo.reactorgen.yml` → `Todo.reactorgen.swift`, as `reactorgen plugin-bundles` names it.
  static func outputName(_ spec: URL) -> String {
    spec.deletingPathExtension().lastPathComponent + ".swift"
  }

  /// Custom templates (`*.swift.mustache`) kept in the target, all in one folder.
  static func templates(in files: [URL]) -> [URL] {
    files.filter { $0.lastPathComponent.hasSuffix(".swift.mustache") }.sorted { $0.path < $1.path }
  }

  /// One run for all of a target's specs: every spec is an input of every output (a reactor can
  /// use another spec's service), and one process reads them all once.
  ///
  /// - Parameter userFilesIn: the target's folder, checked for the files the user owns (logic,
  ///   services): missing ones fail the build with the command that creates them.
  static func sourcesCommand(tool: URL, target: String, specs: [URL], templates: [URL], output: URL, userFilesIn: URL?) -> Command? {
    guard !specs.isEmpty else { return nil }
    let outputs = specs.map { output.appendingPathComponent(outputName($0)) } + [output.appendingPathComponent("ReactorGenServiceProvider.swift")]
    return .buildCommand(
      displayName: "reactorgen: generating \(target)'s code from \(specs.count == 1 ? specs[0].lastPathComponent : "\(specs.count) specs")",
      executable: tool,
      arguments: ["plugin-bundles"] + specs.map(\.path) + templatesArguments(templates) + ["--output", output.path, "--line-directives", "--quiet"]
        + (userFilesIn.map { ["--user-files-in", $0.path] } ?? []),
      // Custom templates are inputs too: editing one regenerates.
      inputFiles: specs + templates,
      outputFiles: outputs)
  }

  static func templatesArguments(_ templates: [URL]) -> [String] {
    templates.first.map { ["--templates", $0.deletingLastPathComponent().path] } ?? []
  }

  /// - Parameter specsCheckedBy: the targets that hold the specs: their builds report the specs'
  ///   errors, so this command says only that it could not make the mocks.
  static func mocksCommand(tool: URL, target: String, specs: [URL], templates: [URL], module: String?, specsCheckedBy: String, output: URL)
    -> Command?
  {
    guard !specs.isEmpty else { return nil }
    let file = output.appendingPathComponent("ReactorGenMocks.swift")
    return .buildCommand(
      // A name of its own: SwiftPM prints a name once however many commands share it.
      displayName: "reactorgen: generating \(target)'s mocks",
      executable: tool,
      arguments: ["single-file"] + specs.map(\.path) + templatesArguments(templates)
        + ["--only-mocks", "--line-directives", "--output", file.path, "--specs-checked-by", specsCheckedBy, "--quiet"]
        + (module.map { ["--module", $0] } ?? []),
      inputFiles: specs + templates,
      outputFiles: [file])
  }

  /// The deepest folder holding all of `files`: an Xcode target's own folder, where its user files are.
  static func commonFolder(of files: [URL]) -> URL? {
    let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
    guard var common = folders.first else { return nil }
    for components in folders.dropFirst() {
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    return common.isEmpty ? nil : URL(fileURLWithPath: NSString.path(withComponents: common))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReactorGenBuildPlugin: XcodeBuildToolPlugin {
    /// The package path's command for an Xcode target with specs: same options, custom templates
    /// and user-file check (in the folder that holds the target's files). Xcode test targets get
    /// no mocks: their dependencies are not visible here.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let tool = try ReactorGenSpecs.reactorgen(context.tool(named:))
      let files = target.inputFiles.map(\.url)
      let specs = ReactorGenSpecs.find(in: files)
      return ReactorGenSpecs.sourcesCommand(
        tool: tool, target: target.displayName, specs: specs, templates: ReactorGenSpecs.templates(in: files),
        output: context.pluginWorkDirectoryURL,
        userFilesIn: ReactorGenSpecs.commonFolder(of: files.filter { $0.pathExtension == "swift" || ReactorGenSpecs.isSpec($0) })
      ).map { [$0] } ?? []
    }
  }
#endif
