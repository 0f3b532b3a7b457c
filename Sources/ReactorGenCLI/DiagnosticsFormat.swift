import ArgumentParser
import Foundation
import _ReactorGenCore

/// How a run prints its diagnostics: for people (`file:line:column: error: message` on standard
/// error), or as one document on standard output for CI and editors.
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  /// `[{"file": ..., "line": ..., "column": ..., "severity": ..., "message": ...}]`.
  case json
  /// A SARIF 2.1.0 log, which code-scanning services and editors read.
  case sarif

  /// The document of `diagnostics`, sorted as the text format prints them.
  func document(of diagnostics: [Diagnostic]) -> String {
    let object: Any
    switch self {
    case .text:
      return diagnostics.map(\.description).joined(separator: "\n")
    case .json:
      object = diagnostics.map { diagnostic -> [String: Any] in
        var entry: [String: Any] = ["severity": diagnostic.severity.rawValue, "message": diagnostic.message]
        if let location = diagnostic.location {
          entry["file"] = location.file
          entry["line"] = location.line
          entry["column"] = location.column
        }
        return entry
      }
    case .sarif:
      let results = diagnostics.map { diagnostic -> [String: Any] in
        var result: [String: Any] = ["level": diagnostic.severity.rawValue, "message": ["text": diagnostic.message]]
        if let location = diagnostic.location {
          result["locations"] = [[
            "physicalLocation": [
              "artifactLocation": ["uri": location.file],
              "region": ["startLine": location.line, "startColumn": location.column],
            ]
          ]]
        }
        return result
      }
      object = [
        "version": "2.1.0",
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "runs": [["tool": ["driver": ["name": "reactorgen", "version": ReactorGenVersion.current, "informationUri": ReactorGenVersion.packageURL]], "results": results]],
      ]
    }
    // Sorted keys: the same diagnostics give the same bytes.
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
