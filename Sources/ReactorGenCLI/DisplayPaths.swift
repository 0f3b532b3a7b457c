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
    // Paths are compared as bytes, as the file system compares them.
    guard let prefix, path.utf8.count > prefix.utf8.count, path.utf8.starts(with: prefix.utf8) else { return path }
    return String(Substring(path.utf8.dropFirst(prefix.utf8.count)))
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
