import Foundation
import _ReactorGenCore

/// Paths as a person at the terminal reads them: an absolute path inside the current folder is
/// shown relative to it (`Sources/App/Generated/TodoViewReactor.swift`). The plugins' runs keep
/// absolute paths, which SwiftPM and Xcode turn into links.
struct DisplayPaths {
  /// The current folder with a trailing slash; `nil` shows every path as it is.
  let prefix: String?

  static let unchanged = DisplayPaths(prefix: nil)

  static var relativeToCurrentFolder: DisplayPaths {
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    // From the root, every path is inside: show them as they are.
    guard folder != "/" else { return .unchanged }
    return DisplayPaths(prefix: folder + "/")
  }

  func callAsFunction(_ path: String) -> String {
    guard let prefix, path.hasPrefix(prefix), path.count > prefix.count else { return path }
    return String(path.dropFirst(prefix.count))
  }

  /// The diagnostic with its file and the quoted paths of its message shown this way.
  func callAsFunction(_ diagnostic: Diagnostic) -> Diagnostic {
    guard let prefix else { return diagnostic }
    var shown = diagnostic
    shown.location?.file = self(diagnostic.location?.file ?? "")
    shown.message = diagnostic.message.replacingOccurrences(of: "'" + prefix, with: "'")
    return shown
  }
}
