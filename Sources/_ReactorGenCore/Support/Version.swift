import ReactorGenSwift

package enum ReactorGenVersion {
  /// The tool's version, tagged `X.Y.Z` on the release commit (see README, "Versions"); spec
  /// format versions are separate (see `Spec.supportedVersions`).
  package static let current = "0.29.0"
  /// The newest version tagged and published, or nil before the first release: a dependency on an
  /// untagged version does not resolve, so until then README and `reactorgen init` ask for `main`.
  static let latestRelease: String? = nil
  /// What a package's dependency on reactorgen asks for: `from:` the newest release, or the branch.
  static var dependencyRequirement: SwiftArgument {
    latestRelease.map { SwiftArgument("from", .literal(.string($0))) } ?? SwiftArgument("branch", .literal(.string("main")))
  }
  /// Where the package is published, as README and `reactorgen init` write it.
  static let packageURL = "https://github.com/reactorgen/reactorgen.git"
  /// README, where the tool is documented (SARIF's `informationUri`; its "Diagnostics" section
  /// lists the rule ids).
  static var documentationURL: String {
    (packageURL.hasSuffix(".git") ? String(packageURL.dropLast(4)) : packageURL) + "/blob/main/README.md"
  }
}
