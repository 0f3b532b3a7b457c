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

  package static func text(name: String) -> String {
    """
    # A starter spec: one reactor and the service it uses. Edit it, then build: with the build
    # plugin, every build where this file changed regenerates the code. The spec language:
    # https://github.com/reactorgen/reactorgen/blob/main/Docs/Spec.md
    version: 1

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

  /// The lines a user adds to Package.swift, and the command that creates the files they own.
  package static func nextSteps(name: String, specPath: String) -> String {
    """

    To generate on every build, add reactorgen's build plugin to the target that holds the spec:

      dependencies: [
        .package(url: "\(ReactorGenVersion.packageURL)", from: "\(ReactorGenVersion.current)"),
        .package(url: "https://github.com/ReactorKit/ReactorKit", from: "3.2.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: ["ReactorKit"],
          plugins: [.plugin(name: "ReactorGenBuildPlugin", package: "reactorgen")]
        ),
      ]

    Then create the files you own (\(name)ViewReactor+Logic.swift, \(name)Service.swift) once:

      swift package --allow-writing-to-package-directory generate-reactors --target App --stubs-only

    Or generate without the plugin: reactorgen \(specPath) -o Sources/App --tests-output Tests/AppTests
    """
  }
}
