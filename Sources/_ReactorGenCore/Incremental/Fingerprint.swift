import ReactorGenYAML
import Foundation

/// Two independent 64-bit hashes: enough to notice a change, not meant for security. The same
/// input gives the same digest on every run and machine (unlike Swift's `Hasher`). Fed eight
/// bytes at a time (a run digests every spec's bytes and every node of its YAML), each step a
/// bijection of each lane, so a change to one word of an input always changes the digest.
struct Digest {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x8422_2325_cbf2_9ce4

  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// A file's contents, as its bytes.
  mutating func add(data: Data) {
    data.withUnsafeBytes { add(bytes: $0) }
  }

  /// `bytes` after their count, so that where one input ends is part of the digest.
  mutating func add(bytes: UnsafeRawBufferPointer) {
    add(word: UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      add(word: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    guard offset < bytes.count else { return }
    var tail: UInt64 = 0
    for (index, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(index)) }
    add(word: tail)
  }

  @inline(__always)
  private mutating func add(word: UInt64) {
    first = (first ^ word) &* 0x0000_0100_0000_01B3
    first ^= first >> 29
    second = (second ^ word ^ 0x5A5A_5A5A_5A5A_5A5A) &* 0x9E37_79B9_7F4A_7C15
    second ^= second >> 31
  }

  /// A node's content: scalars, their styles and tags, and the structure, but not where it was
  /// written (generated code never says where), so moving an element changes nothing.
  mutating func add(_ node: YAMLNode) {
    if let tag = node.tag { add(tag) } else { add(word: 0) }  // as `add("")`
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
    add(word: UInt64(marker) << 56 | UInt64(truncatingIfNeeded: count) & 0x00FF_FFFF_FFFF_FFFF)
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
