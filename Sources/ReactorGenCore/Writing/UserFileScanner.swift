import Foundation

/// Reads a target's Swift sources to find the declarations the generated code needs.
public enum UserFileScanner {
  public static func swiftSources(in folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var sources: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasPrefix(".build") { enumerator.skipDescendants(); continue }
      guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(relative)) else { continue }
      sources.append(String(decoding: data, as: UTF8.self))
    }
    return sources
  }

  /// `class TaskService` as a whole word: in `final class TaskService: BaseService`, not in
  /// `class TaskServiceMock`.
  public static func declares(_ declaration: String, in source: String) -> Bool {
    var rest = Substring(source)
    while let range = rest.range(of: declaration) {
      let next = rest[range.upperBound...].first
      if next.map({ !SwiftSource.isWordCharacter($0) }) ?? true { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
