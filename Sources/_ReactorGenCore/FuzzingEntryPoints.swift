import ReactorGenSwift

/// What the fuzz targets (`Fuzz/`, a package of their own, built with `-sanitize=fuzzer`) call:
/// the core's only `public` declarations besides the diagnostic they get back, so that the
/// package's face stays what the CLI, the plugins and import use.
public enum FuzzingEntryPoints {
  /// `bytes` through the YAML stage alone (libyaml, with its limits for hostile input): the
  /// problems it reports.
  public static func parseYAML(_ bytes: [UInt8], file: String) -> [Diagnostic] {
    var diagnostics = Diagnostics()
    _ = SpecLoader().parse(bytes: bytes, file: file, diagnostics: &diagnostics)
    return diagnostics.errors
  }

  /// `bytes` as a spec through every stage that computes (decoding, validation, translation,
  /// rendering; nothing read but the built-in templates, nothing written): the errors reported.
  public static func generate(_ bytes: [UInt8], file: String) -> [Diagnostic] {
    var diagnostics = Diagnostics()
    guard let spec = SpecLoader().load(bytes: bytes, file: file, diagnostics: &diagnostics) else { return diagnostics.errors }
    if let module = Validator().validate([spec], diagnostics: &diagnostics), !diagnostics.hasErrors {
      _ = Generator().render(module, diagnostics: &diagnostics)
    }
    return diagnostics.errors
  }
}
