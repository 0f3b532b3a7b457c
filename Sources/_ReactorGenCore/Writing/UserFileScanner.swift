import Foundation
import ReactorGenSwift

/// Reads a target's Swift sources to find the declarations the generated code needs.
enum UserFileScanner {
  static func swiftSources(in folder: String) -> [String] {
    swiftFiles(in: folder).map(\.text)
  }

  /// Every Swift file under `folder` (build folders aside), by path relative to it, sorted.
  static func swiftFiles(in folder: String) -> [(path: String, text: String)] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [(path: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasPrefix(".build") {
        enumerator.skipDescendants()
        continue
      }
      guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(relative))
      else { continue }
      files.append((relative, String(decoding: data, as: UTF8.self)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The declarations among `declarations` (`class TaskService`, two words each) that no source
  /// in `folder` makes. Each source is read and lexed once, however many declarations are asked.
  static func missing(_ declarations: [UserDeclaration], in folder: String) -> [UserDeclaration] {
    missing(declarations, inSources: swiftSources(in: folder))
  }

  static func missing(_ declarations: [UserDeclaration], inSources sources: [String]) -> [UserDeclaration] {
    var made: Set<String> = []
    for source in sources {
      let text = SwiftText(source)
      made.formUnion(declarationSites(in: text).map(\.words))
    }
    return declarations.filter { !made.contains($0.words) }
  }

  /// Every declaration `source` makes, as its two words (`extension TaskListViewReactor`): read once.
  static func declarations(in source: String) -> Set<String> {
    Set(declarationSites(in: SwiftText(source)).map(\.words))
  }

  /// `class TaskService` as whole names: in `final class TaskService: BaseService`, not in
  /// `class TaskServiceMock`, nor in a comment or a string.
  static func declares(_ declaration: UserDeclaration, in source: String) -> Bool {
    missing([declaration], inSources: [source]).isEmpty
  }

  /// Where `declaration` (`class TaskService`) is made in `source`, and the access level written
  /// before it (`internal` when none is): what a spec's `access:` must agree with.
  static func access(of declaration: UserDeclaration, in source: String) -> (access: String, line: Int, column: Int)? {
    let text = SwiftText(source)
    let tokens = significantTokens(of: text)
    guard let site = declarationSites(in: text, tokens: tokens).first(where: { $0.words == declaration.words }) else { return nil }
    let levels = ["open", "public", "package", "internal", "fileprivate", "private"]
    var access = "internal"
    var start = tokens[site.keyword]
    // The modifiers right before the keyword: `public final class`, `final public class`.
    for token in tokens[..<site.keyword].reversed() {
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

  /// The one rule for where a declaration is made: a name right after another (`class
  /// TaskService`, `extension TaskListViewReactor`), comments and line breaks aside; `keyword`
  /// indexes ``significantTokens(of:)``.
  private static func declarationSites(in text: SwiftText, tokens: [SwiftToken]? = nil) -> [(words: String, keyword: Int)] {
    let tokens = tokens ?? significantTokens(of: text)
    return tokens.indices.dropLast().compactMap { index in
      guard tokens[index].kind == .identifier, tokens[index + 1].kind == .identifier else { return nil }
      return (text.text(of: tokens[index]) + " " + text.text(of: tokens[index + 1]), index)
    }
  }

  private static func significantTokens(of text: SwiftText) -> [SwiftToken] {
    text.tokens.filter { token in
      switch token.kind {
      case .comment, .newline: return false
      default: return true
      }
    }
  }
}
