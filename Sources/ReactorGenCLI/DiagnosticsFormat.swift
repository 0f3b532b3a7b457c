import ArgumentParser
import Foundation
import _ReactorGenCore

/// How a run prints its diagnostics: for people (`file:line:column: error: message` on standard
/// error), or as one document on standard output for CI and editors (``DiagnosticsDocument``).
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  case sarif

  /// The diagnostics as this format prints them, sorted as given. Paths are as shown (relative to
  /// `currentFolder` when inside it).
  func document(of diagnostics: [Diagnostic], currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
    switch self {
    case .text: diagnostics.map(\.description).joined(separator: "\n")
    case .json: DiagnosticsDocument.json.text(of: diagnostics, currentFolder: currentFolder)
    case .sarif: DiagnosticsDocument.sarif.text(of: diagnostics, currentFolder: currentFolder)
    }
  }
}
