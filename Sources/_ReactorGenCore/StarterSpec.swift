import Foundation
import ReactorGenSwift

/// What `reactorgen init` writes: a spec of one reactor and the service it uses, showing a
/// mutation named directly, a loading bracket around a hook and a service method, and the lines
/// that add the build plugin to a package.
package enum StarterSpec {
  /// What `reactorgen init` writes for one feature, and what it says after.
  package struct Starter: Sendable {
    package var specPath: String
    package var specText: String
    /// Where the files the user owns go: the target's folder and its test target's.
    package var destination: GenerationRun.Destination
    /// The Package.swift lines and commands to run next (``nextSteps(name:specPath:target:sourcesFolder:testsFolder:)``).
    package var nextSteps: String
  }

  /// The starter spec of `name` (a feature, or its reactor's name) written into `folder`: beside
  /// other specs of the module, with the module-wide settings they write (one rule: Spec.md).
  /// Throws when the name is not a feature's, or the spec would not be valid (a name reactorgen
  /// uses itself).
  package static func starter(name: String, in folder: String) throws(Diagnostic) -> Starter {
    guard isValidName(name) else {
      throw .error(
        .arguments, "'\(name)' cannot name a feature: use letters and digits, starting with a capital letter (Counter, TaskList, Café)", at: nil)
    }
    let feature = feature(from: name)
    let target = target(ofFolder: folder)
    let existing = ModuleSettings.ofSpecs(in: folder)
    let module = existing?.module ?? module(ofTarget: target)
    let settings = existing?.settings ?? ModuleSettings()
    if let problem = problem(feature: feature, module: module, settings: settings) {
      throw .error(.arguments, "a starter spec for '\(feature)' would not be valid (\(problem)); choose another name", at: nil)
    }
    // Without a folder, the spec goes where its steps say the target is, with the files it owns:
    // the plugins find a target's specs among its files.
    let sourcesFolder = lexicallyNormal(folder == "." ? "Sources/\(target)" : folder)
    let specPath = (sourcesFolder as NSString).appendingPathComponent(fileName(feature))
    let testsFolder = testsFolder(sourcesFolder: sourcesFolder, target: target)
    return Starter(
      specPath: specPath, specText: text(name: feature, module: module, settings: settings),
      destination: .folders(sources: sourcesFolder, tests: testsFolder),
      nextSteps: nextSteps(name: feature, specPath: specPath, target: target, sourcesFolder: sourcesFolder, testsFolder: testsFolder))
  }

  static func fileName(_ name: String) -> String { "\(name).reactorgen.yml" }

  /// A capitalised Swift name of letters and digits (`Café` too), so that every name made from
  /// it is one too.
  static func isValidName(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase, SwiftIdentifier.isValid(name) else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber }
  }

  /// The feature a name stands for: `LoginViewReactor` and `LoginReactor` are the `Login` feature
  /// (its reactor is `LoginViewReactor`, not `LoginViewReactorViewReactor`).
  static func feature(from name: String) -> String {
    for suffix in ["ViewReactor", "Reactor"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The target a spec written into `folder` belongs to: the folder's name (`Sources/Auth` →
  /// `Auth`, `Sources/my-app` → `my-app`), a Tuist module's for its `Sources`
  /// (`Projects/Feature/Home/Sources` → `Home`), or `App` for the current folder or a top
  /// `Sources`.
  static func target(ofFolder folder: String) -> String {
    let parts = lexicallyNormal(folder).split(separator: "/").map(String.init)
    guard let last = parts.last, folder != ".", last != ".." else { return "App" }
    if last == "Sources" { return parts.count > 1 && parts[parts.count - 2] != ".." ? parts[parts.count - 2] : "App" }
    return last
  }

  /// The module SwiftPM makes of the target (`my-app` → `my_app`).
  static func module(ofTarget target: String) -> String { SwiftIdentifier.moduleName(ofTarget: target) }

  /// Why the starter spec of `feature` in `target` would not be valid (a name reactorgen uses
  /// itself, like `Base` makes `BaseService`), or nil: checked by the tool, not by a list.
  static func problem(feature: String, module: String, settings: ModuleSettings = ModuleSettings()) -> String? {
    var diagnostics = Diagnostics()
    guard
      let spec = SpecLoader().load(text: text(name: feature, module: module, settings: settings), file: fileName(feature), diagnostics: &diagnostics),
      Validator().validate([spec], diagnostics: &diagnostics) != nil, !diagnostics.hasErrors
    else { return diagnostics.errors.first?.message ?? "the spec is not valid" }
    return nil
  }

  /// The settings every spec of a module writes the same (Spec.md, "Module-wide settings"): a
  /// starter written beside other specs takes theirs.
  struct ModuleSettings: Equatable, Sendable {
    var access: AccessLevel?
    var observableState: Bool?

    init(access: AccessLevel? = nil, observableState: Bool? = nil) {
      self.access = access
      self.observableState = observableState
    }

    /// The settings and module of the first spec in `folder` that reads without an error.
    static func ofSpecs(in folder: String) -> (module: String?, settings: ModuleSettings)? {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".reactorgen.yml") || $0.hasSuffix(".reactorgen.yaml") }.sorted()
      for name in names {
        var diagnostics = Diagnostics()
        guard let spec = SpecLoader().load(path: (folder as NSString).appendingPathComponent(name), diagnostics: &diagnostics),
          !diagnostics.hasErrors
        else { continue }
        let written = spec.moduleSettings
        return (written.module, ModuleSettings(access: written.access, observableState: written.observableState))
      }
      return nil
    }

    fileprivate var lines: String {
      (access.map { "access: \($0.rawValue)\n" } ?? "") + (observableState.map { "observableState: \($0)\n" } ?? "")
    }
  }

  static func text(name: String, module: String, settings: ModuleSettings = ModuleSettings()) -> String {
    """
    # A starter spec: one reactor and the service it uses. Edit it, then build: with the build
    # plugin, every build where this file changed regenerates the code. The spec language:
    # https://github.com/reactorgen/reactorgen/blob/main/Docs/Spec.md
    version: 1
    module: \(module)    # the target that holds this spec: generated tests `@testable import` it
    \(settings.lines)
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

  /// The test target's folder for a target's: beside the `Sources` folder that holds it
  /// (`Sources/Auth` and `Sources/Features/Auth` → `Tests/AuthTests`, SwiftPM's default), a
  /// Tuist module's `Tests` (`Projects/Feature/Home/Sources` → `Projects/Feature/Home/Tests`),
  /// else beside the target's own folder (`Modules/Auth` → `Modules/Tests/AuthTests`).
  static func testsFolder(sourcesFolder: String, target: String) -> String {
    var parts = lexicallyNormal(sourcesFolder).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // A Tuist module's `Sources` has its `Tests` beside it (`Projects/Feature/Home/Tests`).
    if parts.count > 1, parts.last == "Sources" { return lexicallyNormal((parts.dropLast() + ["Tests"]).joined(separator: "/")) }
    if let sources = parts.lastIndex(of: "Sources"), sources < parts.count - 1 {
      parts.removeSubrange(sources...)
    } else {
      parts.removeLast()
    }
    return lexicallyNormal((parts + ["Tests", target + "Tests"]).joined(separator: "/"))
  }

  /// `a/./b/../c` → `a/c`, without asking the file system.
  static func lexicallyNormal(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// What to do after `init`, which wrote the spec and the files the user owns: the Package.swift
  /// lines for each of the two ways to generate, and the command each needs. Every line runs as
  /// printed in a package (the plugin end-to-end test follows them word for word).
  static func nextSteps(name: String, specPath: String, target: String, sourcesFolder: String, testsFolder: String) -> String {
    let tests = target + "Tests"
    let specFile = (specPath as NSString).lastPathComponent
    let targetPath = sourcesFolder == "Sources/\(target)" ? nil : sourcesFolder
    let testsPath = testsFolder == "Tests/\(tests)" ? nil : testsFolder
    let packages = [
      package(ReactorGenVersion.packageURL, ReactorGenVersion.dependencyRequirement),
      package("https://github.com/ReactorKit/ReactorKit", SwiftArgument("from", .literal(.string("3.2.0")))),
    ]
    let dependencies = (["  dependencies: ["] + packages.map { "    " + $0 + "," } + ["  ],"]).joined(separator: "\n")
    let plugin = argument(
      "plugins",
      .array(
        [
          .call(
            .implicitMember("plugin"),
            [SwiftArgument("name", .literal(.string("ReactorGenBuildPlugin"))), SwiftArgument("package", .literal(.string("reactorgen")))])
        ],
        isMultiline: false))
    func arguments(_ arguments: [String]) -> String {
      // No comma after the last argument: Swift before 6.1 refuses one.
      arguments.map { "      \($0)" }.joined(separator: ",\n")
    }
    let command = "swift package --allow-writing-to-package-directory generate-reactors --target \(shellQuoted(target))"
    return """

      Either generate on every build, with reactorgen's build plugin on the target and its test target
      (which gets the mocks). In Package.swift:

      \(dependencies)
        targets: [
          .target(
      \(arguments(["name: \(literal(target))", argument("dependencies", .array([.literal(.string("ReactorKit"))], isMultiline: false))] + (targetPath.map { ["path: \(literal($0))"] } ?? []) + [plugin]))
          ),
          .testTarget(
      \(arguments(["name: \(literal(tests))", argument("dependencies", .array([.literal(.string(target))], isMultiline: false))] + (testsPath.map { ["path: \(literal($0))"] } ?? []) + [plugin]))
          ),
        ]

      Then build. When the spec gains a reactor or a service, create the files you own for it with:

        \(command) --stubs-only

      Or generate when you choose, with reactorgen's command plugin, and commit what it writes
      (the same dependencies; the spec is the plugin's, not the compiler's):

      \(dependencies)
        targets: [
          .target(
      \(arguments(["name: \(literal(target))", argument("dependencies", .array([.literal(.string("ReactorKit"))], isMultiline: false))] + (targetPath.map { ["path: \(literal($0))"] } ?? []) + ["exclude: [\(literal(specFile))]"]))
          ),
          .testTarget(
      \(arguments(["name: \(literal(tests))", argument("dependencies", .array([.literal(.string(target))], isMultiline: false))] + (testsPath.map { ["path: \(literal($0))"] } ?? [])))
          ),
        ]

      Then, after each spec edit:

        \(command)

      Not both in one target: the plugin's files and the committed ones would declare everything twice.
      """
  }

  /// `name` as a Swift string literal.
  private static func literal(_ text: String) -> String { code(.literal(.string(text))) }

  /// `label: value`, an argument of a Package.swift call.
  private static func argument(_ label: String, _ value: SwiftExpr) -> String { label + ": " + code(value) }

  /// `.package(url: "…", from: "…")`.
  static func package(_ url: String, _ requirement: SwiftArgument) -> String {
    code(.call(.implicitMember("package"), [SwiftArgument("url", .literal(.string(url))), requirement]))
  }

  /// An expression as the renderer prints it.
  private static func code(_ expression: SwiftExpr) -> String { SwiftRenderer.lines([.expression(expression)]).joined(separator: "\n") }

  /// `word` as one word of a POSIX shell: as it is when nothing in it is special, else quoted.
  static func shellQuoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-./+@=:,%".unicodeScalars.contains(scalar)) && scalar.value > 0x20
      }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
