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

  /// `class TaskService` as whole names: in `final class TaskService: BaseService`, not in
  /// `class TaskServiceMock`, nor in a comment or a string.
  public static func declares(_ declaration: String, in source: String) -> Bool {
    let words = declaration.split(separator: " ").map(String.init)
    guard !words.isEmpty, let first = words.first, source.contains(first) else { return false }
    let text = SwiftText(source)
    let names = text.tokens.filter { $0.kind == .identifier }
    guard names.count >= words.count else { return false }
    return (0...(names.count - words.count)).contains { start in
      words.indices.allSatisfy { text.is(names[start + $0], words[$0]) }
    }
  }
}
