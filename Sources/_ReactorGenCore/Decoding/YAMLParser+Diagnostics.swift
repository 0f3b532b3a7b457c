import ReactorGenYAML

extension YAMLParser {
  /// Parses `bytes`, reporting each problem as a located error of the YAML stage.
  func parse(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> YAMLNode? {
    let (root, problems) = parse(bytes, file: file)
    for problem in problems { diagnostics.error(.yaml, problem.message, at: problem.location) }
    return root
  }
}
