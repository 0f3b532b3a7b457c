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

  /// Where `declaration` (`class TaskService`) is made in `source`, and the access level written
  /// before it (`internal` when none is): what a spec's `access:` must agree with.
  public static func access(of declaration: String, in source: String) -> (access: String, line: Int, column: Int)? {
    let words = declaration.split(separator: " ").map(String.init)
    guard words.count == 2, source.contains(words[1]) else { return nil }
    let text = SwiftText(source)
    let tokens = text.tokens.filter { token in
      switch token.kind {
      case .comment, .newline: return false
      default: return true
      }
    }
    guard let index = tokens.indices.dropLast().first(where: { text.is(tokens[$0], words[0]) && text.is(tokens[$0 + 1], words[1]) }) else { return nil }
    let levels = ["open", "public", "package", "internal", "fileprivate", "private"]
    var access = "internal"
    var start = tokens[index]
    // The modifiers right before the keyword: `public final class`, `final public class`.
    for token in tokens[..<index].reversed() {
      let word = text.text(of: token)
      guard token.kind == .identifier, levels.contains(word) || ["final", "nonisolated"].contains(word) else { break }
      if levels.contains(word) { access = word }
      start = token
    }
    let before = text.bytes[..<start.offset]
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = text.characterOffset(ofByte: start.offset) - text.characterOffset(ofByte: lineStart) + 1
    return (access, line, column)
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
