import Foundation

/// What `reactorgen init` writes: a spec of one reactor and the service it uses, showing a
/// mutation named directly, a loading bracket around a hook and a service method, and the lines
/// that add the build plugin to a package.
package enum StarterSpec {
  package static func fileName(_ name: String) -> String { "\(name).reactorgen.yml" }

  /// A capitalised Swift name of letters and digits, so that every name made from it is one too.
  package static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
  }

  /// The feature a name stands for: `LoginViewReactor` and `LoginReactor` are the `Login` feature
  /// (its reactor is `LoginViewReactor`, not `LoginViewReactorViewReactor`).
  package static func feature(from name: String) -> String {
    for suffix in ["ViewReactor", "Reactor"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The target a spec written into `folder` belongs to: the folder's name (`Sources/Auth` →
  /// `Auth`), or `App` for the current folder.
  package static func target(ofFolder folder: String) -> String {
    let last = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
    // A module's name is a Swift identifier; a folder named otherwise gets the usual `App`.
    guard folder != ".", last != "Sources", SwiftIdentifier.isValid(last) else { return "App" }
    return last
  }

  /// Why the starter spec of `feature` in `target` would not be valid (a name reactorgen uses
  /// itself, like `Base` makes `BaseService`), or nil: checked by the tool, not by a list.
  package static func problem(feature: String, target: String) -> String? {
    var diagnostics = Diagnostics()
    guard let spec = SpecLoader().load(text: text(name: feature, module: target), file: fileName(feature), diagnostics: &diagnostics),
      Validator().validate([spec], diagnostics: &diagnostics) != nil, !diagnostics.hasErrors
    else { return diagnostics.errors.first?.message ?? "the spec is not valid" }
    return nil
  }

  package static func text(name: String, module: String) -> String {
    """
    # A starter spec: one reactor and the service it uses. Edit it, then build: with the build
    # plugin, every build where this file changed regenerates the code. The spec language:
    # https://github.com/reactorgen/reactorgen/blob/main/Docs/Spec.md
    version: 1
    module: \(module)    # the target that holds this spec: generated tests `@testable import` it

    services:
      \(name)Service:
        methods:
          - func save(_ value: Int) -> Observable<Void>

    reactors:
      \(name)ViewReactor:
        services: [\(name)Service]
        state:
          value: Int = 0
          isSaving: Bool = false
        actions:
          - increase: increaseValue      # a mutation named directly: no code to write
          - save: { loading: setSaving } # a hook you write in \(name)ViewReactor+Logic.swift
        mutations:
          - increaseValue: increment value
          - setSaving(Bool): set isSaving

    """
  }

  /// The test target's folder beside a target's (`Sources/Auth` → `Tests/AuthTests`).
  package static func testsFolder(sourcesFolder: String, target: String) -> String {
    sourcesFolder.hasPrefix("Sources/") ? "Tests/" + target + "Tests" : (sourcesFolder as NSString).appendingPathComponent("../Tests/" + target + "Tests")
  }

  /// What to do after `init`, which wrote the spec and the files the user owns: the lines that add
  /// the build plugin to Package.swift, or the command that generates into the target's folders.
  package static func nextSteps(name: String, specPath: String, target: String, sourcesFolder: String) -> String {
    let tests = target + "Tests"
    let testsFolder = testsFolder(sourcesFolder: sourcesFolder, target: target)
    return """

    Either generate on every build: add reactorgen's build plugin to the target that holds the spec
    and to its test target (which gets the mocks), then build:

      dependencies: [
        .package(url: "\(ReactorGenVersion.packageURL)", from: "\(ReactorGenVersion.current)"),
        .package(url: "https://github.com/ReactorKit/ReactorKit", from: "3.2.0"),
      ],
      targets: [
        .target(
          name: "\(target)",
          dependencies: ["ReactorKit"],
          plugins: [.plugin(name: "ReactorGenBuildPlugin", package: "reactorgen")]
        ),
        .testTarget(
          name: "\(tests)",
          dependencies: ["\(target)"],
          plugins: [.plugin(name: "ReactorGenBuildPlugin", package: "reactorgen")]
        ),
      ]

    When the spec gains a reactor or a service, create the files you own for it with:

      swift package --allow-writing-to-package-directory generate-reactors --target \(target) --stubs-only

    Or generate without the plugin, into the target's folders, and commit the result:

      reactorgen \(specPath) -o \(sourcesFolder) --tests-output \(testsFolder)

    Not both in one target: the plugin's files and the committed ones would declare everything twice.
    """
  }
}
