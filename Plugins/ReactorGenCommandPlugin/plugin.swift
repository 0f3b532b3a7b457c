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
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let templates = extractor.extractOption(named: "templates").last
    let check = extractor.extractFlag(named: "check") > 0
    // For targets whose generated code comes from the build plugin: only the stubs you own.
    let stubsOnly = extractor.extractFlag(named: "stubs-only") > 0
    let tool = try context.tool(named: "ReactorGenCLI").url

    let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
    let selected = targets.filter { target in
      target.kind != .test && (targetNames.isEmpty || targetNames.contains(target.name))
    }
    var generated = 0
    for target in selected {
      let specs = Self.specs(in: target)
      guard !specs.isEmpty else { continue }
      let testTarget = targets.first { candidate in
        candidate.kind == .test && candidate.dependencies.contains { dependency in
          if case .target(let dependency) = dependency { return dependency.id == target.id }
          return false
        }
      }
      var arguments = specs.map(\.path) + ["--output", target.directoryURL.path]
      if let testTarget {
        arguments += ["--tests-output", testTarget.directoryURL.path, "--module", target.moduleName]
      }
      if let templates { arguments += ["--templates", templates] }
      if check { arguments.append("--check") }
      if stubsOnly { arguments.append("--user-owned-only") }
      let process = Process()
      process.executableURL = tool
      process.arguments = arguments
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        Diagnostics.error("reactorgen failed for target '\(target.name)'")
        throw ReactorGenCommandError.failed(target.name)
      }
      generated += 1
    }
    if generated == 0 {
      Diagnostics.warning("no target has *.reactorgen.yml specs\(targetNames.isEmpty ? "" : " among \(targetNames.joined(separator: ", "))")")
    }
  }
}

extension ReactorGenCommandPlugin {
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
