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

  /// The declarations among `declarations` (`class TaskService`, two words each) that no source
  /// in `folder` makes. Each source is read and lexed once, however many declarations are asked.
  public static func missing(_ declarations: [String], in folder: String) -> [String] {
    var pairs: Set<String> = []
    for source in swiftSources(in: folder) {
      let text = SwiftText(source)
      var previous: String?
      for token in text.tokens where token.kind == .identifier {
        let word = text.text(of: token)
        if let previous { pairs.insert(previous + " " + word) }
        previous = word
      }
    }
    return declarations.filter { !pairs.contains($0) }
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
