/// Finds the declarations a Swift source makes (`class TaskService`, `extension
/// TaskListViewReactor`), read from ``SwiftLexer``'s tokens so that a name in a comment or a
/// string does not count, and a declaration split over lines does.
package enum DeclarationSites {
  /// Every declaration `source` makes, as its two words (`extension TaskListViewReactor`): read once.
  package static func declarations(in source: String) -> Set<String> {
    Set(sites(in: SwiftText(source)).map(\.words))
  }

  /// Where `words` (`class TaskService`) is declared in `source`, and the access level written
  /// before it (`internal` when none is), at the first modifier's line and column; for a
  /// typealias, the type it names (`typealias Handler = (Int) -> Void`), read to its line's end.
  package static func access(of words: String, in source: String) -> (access: String, line: Int, column: Int, aliased: TypeRef?)? {
    let text = SwiftText(source)
    let tokens = significantTokens(of: text)
    guard let site = sites(in: text, tokens: tokens).first(where: { $0.words == words }) else { return nil }
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
    return (access, line, column, aliasedType(after: site.keyword, in: text, tokens: tokens))
  }

  /// The type after `typealias Name =` up to the end of its line, outside brackets (a type over
  /// several lines continues inside them); nil for any other declaration or a generic typealias.
  private static func aliasedType(after keyword: Int, in text: SwiftText, tokens: [SwiftToken]) -> TypeRef? {
    let equals = keyword + 2
    guard text.text(of: tokens[keyword]) == "typealias", equals < tokens.count - 1, text.text(of: tokens[equals]) == "=" else { return nil }
    var depth = 0
    var end = equals + 1
    while end < tokens.count {
      let token = tokens[end]
      let startsLine = text.bytes[tokens[end - 1].end..<token.offset].contains(UInt8(ascii: "\n"))
      if depth == 0, end > equals + 1, startsLine { break }
      switch text.text(of: token) {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      end += 1
    }
    let aliased = String(decoding: text.bytes[tokens[equals + 1].offset..<tokens[end - 1].end], as: UTF8.self)
    return TypeRef(parsing: aliased)
  }

  /// The one rule for where a declaration is made: a name right after another (`class
  /// TaskService`, `extension TaskListViewReactor`), comments and line breaks aside; `keyword`
  /// indexes ``significantTokens(of:)``.
  private static func sites(in text: SwiftText, tokens: [SwiftToken]? = nil) -> [(words: String, keyword: Int)] {
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
