public enum ReactorGenVersion {
  /// The tool's version; spec format versions are separate (see `SpecDecoder.supportedVersions`).
  public static let current = "0.1.0"
}
