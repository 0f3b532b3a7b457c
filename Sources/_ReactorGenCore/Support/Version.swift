package enum ReactorGenVersion {
  /// The tool's version, tagged `X.Y.Z` on the release commit (see README, "Versions"); spec
  /// format versions are separate (see `SpecDecoder.supportedVersions`).
  package static let current = "0.8.0"
  /// Where the package is published, as README and `reactorgen init` write it.
  package static let packageURL = "https://github.com/reactorgen/reactorgen.git"
}
