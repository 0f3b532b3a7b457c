import ReactorGenSwift

/// A YAML node with the place it was written, so that every later stage can point at it.
///
/// Produced by ``YAMLParser`` from libyaml's events. Aliases are resolved into copies of the
/// anchored node and merge keys (`<<`) into the mapping that uses them.
///
/// A class, immutable: the decoder hands nodes around by the thousand, and a copy of a struct of
/// strings and arrays retained and released each of them (5% of a run). Nothing compares nodes
/// but the parser's tests, which say what equal means there.
package final class YAMLNode: Sendable {
  package enum ScalarStyle: Sendable, Equatable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  package enum Content: Sendable {
    case scalar(String, ScalarStyle)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
  }

  package let content: Content
  package let location: SourceLocation
  /// An explicit tag such as `!!str`, if the author wrote one.
  package let tag: String?
  /// How many nodes this one stands for once aliases are expanded; guards against alias bombs.
  let expandedSize: Int
  /// A literal block scalar's (`|`) indentation: its lines start one column past it.
  let blockIndentation: Int?

  package init(_ content: Content, at location: SourceLocation, tag: String? = nil, blockIndentation: Int? = nil) {
    self.content = content
    self.location = location
    self.tag = tag
    self.blockIndentation = blockIndentation
    switch content {
    case .scalar: expandedSize = 1
    case .sequence(let items): expandedSize = items.reduce(1) { $0 &+ $1.expandedSize }
    case .mapping(let pairs): expandedSize = pairs.reduce(1) { $0 &+ $1.key.expandedSize &+ $1.value.expandedSize }
    }
  }

  package var scalar: String? {
    if case .scalar(let value, _) = content { return value }
    return nil
  }

  package var scalarStyle: ScalarStyle? {
    if case .scalar(_, let style) = content { return style }
    return nil
  }

  package var sequence: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  package var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// A plain `null`, `~` or empty scalar.
  package var isNull: Bool {
    if case .scalar(let value, .plain) = content, tag == nil {
      return value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL"
    }
    return false
  }

  /// "a string", "a list", "a mapping": used in messages about the wrong kind of node.
  package var kindDescription: String {
    switch content {
    case .scalar: return isNull ? "nothing (null)" : "a string"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }

  /// Where the character at `offset` inside this scalar's text sits in the file, when that can be
  /// known (a one-line plain or quoted scalar); otherwise the node's own location.
  package func location(ofOffset offset: Int) -> SourceLocation {
    // A literal block (`|`) starts on the line after its indicator, and keeps its line breaks:
    // the line is exact; the column, which the block's indentation decides, is its first.
    if case .scalar(let value, .literal) = content {
      let start = SourceLocation(file: location.file, line: location.line + 1, column: 1 + (blockIndentation ?? 0))
      return start.advanced(by: offset, in: value)
    }
    // Bytes, not `String.contains(_:)`, which Foundation answers through CFString (6,000
    // instructions a call on Linux), read from the string's storage (not its UTF-8 view).
    let holds = { (value: String, character: Unicode.Scalar) in
      var value = value
      return value.withUTF8 { $0.contains(UInt8(ascii: character)) }
    }
    guard case .scalar(let value, let style) = content, !holds(value, "\n") else { return location }
    switch style {
    case .plain: return location.advanced(by: offset)
    case .singleQuoted where !holds(value, "'"): return location.advanced(by: offset + 1)
    case .doubleQuoted where !holds(value, "\"") && !holds(value, "\\"): return location.advanced(by: offset + 1)
    default: return location
    }
  }
}

package struct YAMLPair: Sendable {
  package var key: YAMLNode
  package var value: YAMLNode

  init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}
