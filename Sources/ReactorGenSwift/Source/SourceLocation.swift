/// A position in a spec file, 1-based, as editors and Xcode expect it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The same file and line, `offset` characters further right.
  package func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  /// Where the character `offset` characters into `text` is, `text` starting here: past a line
  /// break, on a later line, at the column where this one starts (a YAML block's lines share
  /// its indentation).
  package func advanced(by offset: Int, in text: String) -> SourceLocation {
    let before = text.prefix(offset)
    guard let lastBreak = before.lastIndex(of: "\n") else { return advanced(by: offset) }
    let breaks = before.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    return SourceLocation(
      file: file, line: line + breaks, column: column + before.distance(from: before.index(after: lastBreak), to: before.endIndex))
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
