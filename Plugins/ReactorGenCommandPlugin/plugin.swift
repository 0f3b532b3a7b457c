import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-reactors [--target Name ...] [--templates Dir] [--stubs-only] [--check]`
///
/// Runs the full generation for every target with `*.reactorgen.yml` specs (or the named ones):
/// generated files into `<target>/Generated`, once-only logic and service stubs next to them, and
/// mocks and test skeletons into each test target that depends on the target.
@main
struct ReactorGenCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let options = Options(arguments)
    let targetNames = options.targetNames
    let tool = try Self.reactorgen(context.tool(named:))

    let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
    let selected = targets.filter { target in
      target.kind != .test && (targetNames.isEmpty || targetNames.contains(target.name))
    }
    var generated = 0
    for target in selected {
      let specs = Self.specs(in: target)
      guard !specs.isEmpty else { continue }
      let testTarget = targets.first { candidate in
        candidate.kind == .test
          && candidate.dependencies.contains { dependency in
            if case .target(let dependency) = dependency { return dependency.id == target.id }
            return false
          }
      }
      var arguments = specs.map(\.path) + ["--output", target.directoryURL.path]
      if let testTarget {
        arguments += ["--tests-output", testTarget.directoryURL.path, "--module", target.moduleName]
      }
      try Self.run(tool, arguments + options.reactorgenArguments, for: target.name)
      generated += 1
    }
    if generated == 0 {
      Diagnostics.warning("no target has *.reactorgen.yml specs\(targetNames.isEmpty ? "" : " among \(targetNames.joined(separator: ", "))")")
    }
  }
}

extension ReactorGenCommandPlugin {
  /// The reactorgen to run: the prebuilt one of the reactorgen-plugins package (an artifact named
  /// `reactorgen`), or the one this package builds from source (its target `ReactorGenCLI`).
  static func reactorgen(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
    if let prebuilt = try? tool("reactorgen") { return prebuilt.url }
    return try tool("ReactorGenCLI").url
  }

  /// The command's arguments, the same in a package and in an Xcode project.
  struct Options {
    var targetNames: [String]
    /// What every run of reactorgen gets: `--templates`, `--check`, and for targets whose
    /// generated code comes from the build plugin (`--stubs-only`) only the stubs you own.
    var reactorgenArguments: [String]

    init(_ arguments: [String]) {
      var extractor = ArgumentExtractor(arguments)
      targetNames = extractor.extractOption(named: "target")
      let templates = extractor.extractOption(named: "templates").last
      let check = extractor.extractFlag(named: "check") > 0
      let stubsOnly = extractor.extractFlag(named: "stubs-only") > 0
      reactorgenArguments = (templates.map { ["--templates", $0] } ?? []) + (check ? ["--check"] : []) + (stubsOnly ? ["--user-owned-only"] : [])
    }
  }

  static func run(_ tool: URL, _ arguments: [String], for target: String) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("reactorgen failed for target '\(target)'")
      throw ReactorGenCommandError.failed(target)
    }
  }

  /// The target's specs, read from its folder: a target that only uses this plugin excludes its
  /// spec in Package.swift (nothing else reads it), so SwiftPM's file list would not show it.
  static func specs(in target: SourceModuleTarget) -> [URL] {
    let isSpec = { (url: URL) in url.lastPathComponent.hasSuffix(".reactorgen.yml") || url.lastPathComponent.hasSuffix(".reactorgen.yaml") }
    var found = Set(target.sourceFiles.map(\.url).filter(isSpec).map(\.standardizedFileURL))
    if let files = FileManager.default.enumerator(at: target.directoryURL, includingPropertiesForKeys: nil) {
      for case let url as URL in files where isSpec(url) {
        found.insert(url.standardizedFileURL)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}

enum ReactorGenCommandError: Error, CustomStringConvertible {
  case failed(String)

  var description: String {
    switch self {
    case .failed(let target): return "reactorgen reported errors for target '\(target)'"
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ReactorGenCommandPlugin: XcodeCommandPlugin {
    /// The package path's run for an Xcode project (File ▸ Packages, or the project's context menu):
    /// each target with specs (or the named ones) generates into the folder that holds its files,
    /// and its test target, the one named `<target>Tests`, gets the mocks and test skeletons.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let options = Options(arguments)
      let targetNames = options.targetNames
      let tool = try Self.reactorgen(context.tool(named:))
      let targets = context.xcodeProject.targets
      var generated = 0
      for target in targets where targetNames.isEmpty || targetNames.contains(target.displayName) {
        let files = target.inputFiles.map(\.url)
        let specs = files.filter { $0.lastPathComponent.hasSuffix(".reactorgen.yml") || $0.lastPathComponent.hasSuffix(".reactorgen.yaml") }
        guard !specs.isEmpty, let folder = Self.commonFolder(of: files) else { continue }
        var arguments = specs.map(\.path).sorted() + ["--output", folder.path]
        if let tests = targets.first(where: { $0.displayName == target.displayName + "Tests" }),
          let testsFolder = Self.commonFolder(of: tests.inputFiles.map(\.url))
        {
          arguments += ["--tests-output", testsFolder.path, "--module", target.product?.name ?? target.displayName]
        }
        try Self.run(tool, arguments + options.reactorgenArguments, for: target.displayName)
        generated += 1
      }
      if generated == 0 {
        Diagnostics.warning("no target has *.reactorgen.yml specs\(targetNames.isEmpty ? "" : " among \(targetNames.joined(separator: ", "))")")
      }
    }

    /// The deepest folder holding all of `files`: an Xcode target's own folder.
    static func commonFolder(of files: [URL]) -> URL? {
      let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
      guard var common = folders.first else { return nil }
      for components in folders.dropFirst() {
        common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
      }
      return common.isEmpty ? nil : URL(fileURLWithPath: NSString.path(withComponents: common))
    }
  }
#endif
