import Foundation

/// A run's diagnostics as one document on standard output, for CI and editors. Both carry each
/// diagnostic's rule id (`RG003`, ``DiagnosticRule``), so CI can group and baseline by kind.
package enum DiagnosticsDocument {
  /// `{"format": "reactorgen-diagnostics", "version": 1, "diagnostics": [{"file", "line",
  /// "column", "severity", "code", "message"}]}`; every entry has every field, `file`, `line`
  /// and `column` null where a diagnostic has no place (an output folder, an argument).
  case json
  /// A SARIF 2.1.0 log, which code-scanning services and editors read.
  case sarif

  /// The version of the JSON document's shape; raised when a field changes meaning or goes.
  static let jsonVersion = 1

  /// The document of `diagnostics`, in the order given. Paths are as given; SARIF's relative
  /// ones are against `currentFolder`.
  package func text(of diagnostics: [Diagnostic], currentFolder: String) -> String {
    let object: Any
    switch self {
    case .json:
      object = [
        "format": "reactorgen-diagnostics",
        "version": Self.jsonVersion,
        "tool": ["name": "reactorgen", "version": ReactorGenVersion.current],
        "diagnostics": diagnostics.map { diagnostic -> [String: Any] in
          var entry: [String: Any] = ["severity": diagnostic.severity.rawValue, "code": diagnostic.rule.rawValue, "message": diagnostic.message]
          entry["file"] = diagnostic.location.map(\.file) ?? NSNull()
          entry["line"] = diagnostic.location.map(\.line) ?? NSNull()
          entry["column"] = diagnostic.location.map(\.column) ?? NSNull()
          return entry
        },
      ]
    case .sarif:
      object = SARIF.log(of: diagnostics, currentFolder: currentFolder)
    }
    // Sorted keys: the same diagnostics give the same bytes.
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A SARIF 2.1.0 log (OASIS): every rule in `tool.driver.rules`, each result with its `ruleId`,
/// locations as URIs relative to the current folder (`%SRCROOT%`) or `file://` URIs, columns
/// counted in Unicode code points, as reactorgen counts them.
enum SARIF {
  static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  static let sourceRoot = "SRCROOT"

  static func log(of diagnostics: [Diagnostic], currentFolder: String) -> [String: Any] {
    let rules = DiagnosticRule.allCases
    let results = diagnostics.map { diagnostic -> [String: Any] in
      var message = diagnostic.message
      var result: [String: Any] = [
        "ruleId": diagnostic.rule.rawValue,
        "ruleIndex": rules.firstIndex(of: diagnostic.rule) ?? 0,
        "level": diagnostic.severity.rawValue,
      ]
      if let location = diagnostic.location {
        if let artifact = artifactLocation(of: location.file) {
          result["locations"] = [
            [
              "physicalLocation": [
                "artifactLocation": artifact,
                "region": ["startLine": location.line, "startColumn": location.column],
              ]
            ]
          ]
        } else {
          // Standard input has no URI: its place is said in the message.
          message = "\(location): \(message)"
        }
      }
      result["message"] = ["text": message]
      return result
    }
    var base = URL(fileURLWithPath: currentFolder, isDirectory: true).standardizedFileURL.absoluteString
    if !base.hasSuffix("/") { base += "/" }
    return [
      "$schema": schema,
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "reactorgen",
              "version": ReactorGenVersion.current,
              "informationUri": ReactorGenVersion.documentationURL,
              "rules": rules.map { rule in
                [
                  "id": rule.rawValue, "name": rule.name, "shortDescription": ["text": rule.summary],
                  "helpUri": ReactorGenVersion.documentationURL + "#diagnostics",
                ]
              },
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "originalUriBaseIds": [sourceRoot: ["uri": base]],
          "results": results,
        ]
      ],
    ]
  }

  /// A relative path against `%SRCROOT%`, an absolute one as a `file://` URI, both
  /// percent-encoded; nil for standard input.
  static func artifactLocation(of path: String) -> [String: String]? {
    guard path != SpecLoader.standardInputName else { return nil }
    if path.hasPrefix("/") {
      return ["uri": URL(fileURLWithPath: path).standardizedFileURL.absoluteString]
    }
    // RFC 3986 path characters stay; everything else (a space, '#', '%', non-ASCII) is encoded.
    var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
    allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return ["uri": encoded, "uriBaseId": sourceRoot]
  }
}
