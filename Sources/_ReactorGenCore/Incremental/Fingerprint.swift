import ReactorGenYAML
import Foundation

/// Two independent 64-bit FNV-1a hashes: enough to notice a change, not meant for security. The
/// same input gives the same digest on every run and machine (unlike Swift's `Hasher`).
struct Digest {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x8422_2325_cbf2_9ce4

  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    add(byte: 0)
  }

  /// A file's bytes, hashed through its buffer (iterating `Data` itself costs ten times more).
  mutating func add(data: Data) {
    data.withUnsafeBytes { add(bytes: $0) }
  }

  mutating func add(bytes: UnsafeRawBufferPointer) {
    for byte in bytes { add(byte: byte) }
  }

  @inline(__always)
  private mutating func add(byte: UInt8) {
    first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    second = (second ^ UInt64(byte ^ 0x5A)) &* 0x0000_0100_0000_01B3
  }

  /// A node's content: scalars, their styles and tags, and the structure, but not where it was
  /// written (generated code never says where), so moving an element changes nothing.
  mutating func add(_ node: YAMLNode) {
    if let tag = node.tag { add(tag) } else { add(byte: 0) }  // as `add("")`
    switch node.content {
    case .scalar(let value, let style):
      add(marker: Self.marker(of: style))
      add(value)
    case .sequence(let items):
      add(marker: 1, count: items.count)
      for item in items { add(item) }
    case .mapping(let pairs):
      add(marker: 2, count: pairs.count)
      for pair in pairs {
        add(pair.key)
        add(pair.value)
      }
    }
  }

  private static func marker(of style: YAMLNode.ScalarStyle) -> UInt8 {
    switch style {
    case .plain: 3
    case .singleQuoted: 4
    case .doubleQuoted: 5
    case .literal: 6
    case .folded: 7
    }
  }

  /// A kind of node, and how many children it has, without making text of them.
  private mutating func add(marker: UInt8, count: Int = 0) {
    add(byte: marker)
    var count = UInt64(count)
    for _ in 0..<8 {
      add(byte: UInt8(truncatingIfNeeded: count))
      count >>= 8
    }
  }

  var hex: String { String(first, radix: 16) + String(second, radix: 16) }

  /// Where each node of `nodes` was written, line by line (what line directives depend on).
  static func lines(of nodes: YAMLNode...) -> String {
    var digest = Digest()
    func add(_ node: YAMLNode) {
      digest.add(marker: 8, count: node.location.line)
      switch node.content {
      case .scalar: break
      case .sequence(let items): items.forEach(add)
      case .mapping(let pairs):
        for pair in pairs {
          add(pair.key)
          add(pair.value)
        }
      }
    }
    nodes.forEach(add)
    return digest.hex
  }

  /// The digest of `parts`, each added in turn.
  static func of(_ parts: [String]) -> String {
    var digest = Digest()
    parts.forEach { digest.add($0) }
    return digest.hex
  }

  /// The digest of a spec element: its name and its body.
  static func of(_ name: YAMLNode, _ body: YAMLNode) -> String {
    var digest = Digest()
    digest.add(name)
    digest.add(body)
    return digest.hex
  }
}
