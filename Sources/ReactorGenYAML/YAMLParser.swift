import CYaml
import Foundation
import ReactorGenSwift

/// Turns YAML text into one ``YAMLNode`` tree using the system libyaml's event parser.
///
/// libyaml reports syntax errors; this layer adds what it leaves to the application: duplicate
/// mapping keys, undefined aliases, more than one document, and bounds that keep hostile input
/// (alias bombs, deep nesting, huge files) from hanging or exhausting memory.
package struct YAMLParser: Sendable {
  /// The largest spec file read: generous for machine-made specs (100,000 actions fit); larger
  /// is a mistake or an attack. Callers check a file's size against it before reading it.
  package static let maxBytes = 16 * 1024 * 1024

  struct Limits: Sendable {
    var maxBytes = YAMLParser.maxBytes
    var maxDepth = 64
    /// Nodes after alias expansion.
    var maxNodes = 4_000_000

    init() {}
  }

  var limits: Limits

  package init() {
    self.init(limits: Limits())
  }

  init(limits: Limits) {
    self.limits = limits
  }

  /// Parses `bytes` (UTF-8, optionally with a byte order mark) read from `file`.
  /// Returns the document's root node, or `nil` with at least one problem.
  package func parse(_ bytes: [UInt8], file: String) -> (root: YAMLNode?, problems: [YAMLProblem]) {
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard bytes.count <= limits.maxBytes else {
      return (nil, [YAMLProblem("the file is \(bytes.count) bytes; spec files are limited to \(limits.maxBytes) bytes", at: start)])
    }
    var bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes.removeFirst(3)
    }
    if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
      let (line, column) = UTF8Validation.lineAndColumn(ofOffset: invalid, in: bytes)
      return (
        nil,
        [
          YAMLProblem(
            "the file is not valid UTF-8 (byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)))",
            at: SourceLocation(file: file, line: line, column: column))
        ]
      )
    }
    var builder = TreeBuilder(file: file, limits: limits)
    let root = bytes.withUnsafeBufferPointer { buffer in
      builder.run(buffer)
    }
    if root == nil, builder.problems.isEmpty {
      return (nil, [YAMLProblem("the file is empty; a spec is a YAML mapping with at least `reactors` or `services`", at: start)])
    }
    return (root, builder.problems)
  }
}

/// What is wrong with a YAML file, where: each is one error the run reports.
package struct YAMLProblem: Sendable, Equatable {
  package var message: String
  package var location: SourceLocation

  init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }
}

/// Builds nodes from libyaml events, one frame per open sequence or mapping.
private struct TreeBuilder {
  /// An open sequence or mapping. A value mutated in place on the stack: appending never copies
  /// what it holds, and (unlike a class's properties) its accesses are checked by the compiler,
  /// not at run time.
  private struct Frame {
    let isMapping: Bool
    let location: SourceLocation
    let tag: String?
    let anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
    /// The pending key repeats an earlier one: its value is dropped (the duplicate is reported).
    var pendingKeyIsDuplicate = false
    /// Where each key was first written, made once the mapping is too big to search its pairs.
    var keyIndex: [String: SourceLocation]?
    var merges: [YAMLNode] = []

    init(isMapping: Bool, location: SourceLocation, tag: String?, anchor: String?) {
      self.isMapping = isMapping
      self.location = location
      self.tag = tag
      self.anchor = anchor
    }

    /// Where `name` is already a key of this mapping. Every earlier key is in `pairs` (a
    /// duplicate's pair is dropped, the first one stays), so small mappings are searched there.
    mutating func firstLocation(ofKey name: String) -> SourceLocation? {
      if keyIndex == nil, pairs.count > 16 {
        keyIndex = Dictionary(pairs.lazy.compactMap { pair in pair.key.scalar.map { ($0, pair.key.location) } }) { first, _ in first }
      }
      if let keyIndex { return keyIndex[name] }
      return pairs.first { $0.key.scalar == name }?.key.location
    }
  }

  let file: String
  let limits: YAMLParser.Limits
  var problems: [YAMLProblem] = []
  private var stack: [Frame] = []
  private var anchors: [String: YAMLNode] = [:]
  private var root: YAMLNode?
  private var documents = 0
  private var expandedNodes = 0
  private var failed = false

  init(file: String, limits: YAMLParser.Limits) {
    self.file = file
    self.limits = limits
  }

  mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      fail("libyaml could not be initialised", at: location(line: 0, column: 0))
      return nil
    }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input_string(&parser, buffer.baseAddress ?? UnsafePointer(bitPattern: 1), buffer.count)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

    while !failed {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else {
        reportSyntaxError(parser, buffer: buffer)
        return nil
      }
      defer { yaml_event_delete(&event) }
      if event.type == YAML_STREAM_END_EVENT { break }
      handle(event, buffer: buffer)
    }
    return failed ? nil : root
  }

  private mutating func handle(_ event: yaml_event_t, buffer: UnsafeBufferPointer<UInt8>) {
    let here = location(line: event.start_mark.line, column: event.start_mark.column)
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        fail("a spec file holds one YAML document; this is a second one (split it into another spec file)", at: here)
      }
    case YAML_ALIAS_EVENT:
      let name = string(event.data.alias.anchor)
      guard let node = anchors[name ?? ""] else {
        fail("unknown alias '*\(name ?? "")'; no anchor '&\(name ?? "")' is defined before it", at: here)
        return
      }
      // An alias stands for a whole copy of its node: count all of it.
      add(node, size: node.expandedSize)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      let style: YAMLNode.ScalarStyle
      switch scalar.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
      case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
      case YAML_LITERAL_SCALAR_STYLE: style = .literal
      case YAML_FOLDED_SCALAR_STYLE: style = .folded
      default: style = .plain
      }
      let node = YAMLNode(
        .scalar(value, style), at: here, tag: string(scalar.tag),
        blockIndentation: style == .literal ? Self.blockIndentation(after: event.start_mark.index, in: buffer) : nil)
      remember(node, anchor: string(scalar.anchor))
      add(node, size: 1)
    case YAML_SEQUENCE_START_EVENT:
      guard enter(at: here) else { return }
      let start = event.data.sequence_start
      stack.append(Frame(isMapping: false, location: here, tag: string(start.tag), anchor: string(start.anchor)))
    case YAML_MAPPING_START_EVENT:
      guard enter(at: here) else { return }
      let start = event.data.mapping_start
      stack.append(Frame(isMapping: true, location: here, tag: string(start.tag), anchor: string(start.anchor)))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let frame = stack.popLast() else { return }
      let content: YAMLNode.Content = frame.isMapping ? .mapping(applyingMerges(frame)) : .sequence(frame.items)
      let node = YAMLNode(content, at: frame.location, tag: frame.tag)
      remember(node, anchor: frame.anchor)
      // Its children were counted as they were added.
      add(node, size: 1)
    default:
      break
    }
  }

  private mutating func enter(at here: SourceLocation) -> Bool {
    if stack.count >= limits.maxDepth {
      fail("the spec nests deeper than \(limits.maxDepth) levels", at: here)
      return false
    }
    return true
  }

  private mutating func remember(_ node: YAMLNode, anchor: String?) {
    if let anchor { anchors[anchor] = node }
  }

  private mutating func add(_ node: YAMLNode, size: Int) {
    expandedNodes &+= size
    if expandedNodes > limits.maxNodes || size < 0 {
      fail("the spec expands to more than \(limits.maxNodes) YAML nodes (are aliases nested into an alias bomb?)", at: node.location)
      return
    }
    guard !stack.isEmpty else {
      root = node
      return
    }
    let top = stack.count - 1
    guard stack[top].isMapping else {
      stack[top].items.append(node)
      return
    }
    if let key = stack[top].pendingKey {
      stack[top].pendingKey = nil
      if stack[top].pendingKeyIsDuplicate {
        stack[top].pendingKeyIsDuplicate = false
      } else if key.scalar == "<<", key.scalarStyle == .plain {
        stack[top].merges.append(node)
      } else {
        stack[top].pairs.append(YAMLPair(key: key, value: node))
      }
      return
    }
    guard let name = node.scalar else {
      fail("mapping keys must be plain names, not \(node.kindDescription)", at: node.location)
      return
    }
    if !(name == "<<" && node.scalarStyle == .plain), let first = stack[top].firstLocation(ofKey: name) {
      problems.append(YAMLProblem("duplicate key '\(name)'; it is already defined at \(first.line):\(first.column)", at: node.location))
      stack[top].pendingKeyIsDuplicate = true
    } else {
      stack[top].keyIndex?[name] = node.location
    }
    stack[top].pendingKey = node
  }

  /// YAML merge keys: `<<: *base` (or a list of them) copies in the keys the mapping lacks.
  private mutating func applyingMerges(_ mapping: Frame) -> [YAMLPair] {
    guard !mapping.merges.isEmpty else { return mapping.pairs }
    var pairs = mapping.pairs
    var present = Set(pairs.compactMap(\.key.scalar))
    for merge in mapping.merges {
      let sources = merge.sequence ?? [merge]
      for source in sources {
        guard let merged = source.mapping else {
          problems.append(YAMLProblem("'<<' merges a mapping (or a list of mappings), not \(source.kindDescription)", at: source.location))
          continue
        }
        for pair in merged {
          if let name = pair.key.scalar, !present.contains(name) {
            present.insert(name)
            pairs.append(pair)
          }
        }
      }
    }
    return pairs
  }

  private mutating func reportSyntaxError(_ parser: yaml_parser_t, buffer: UnsafeBufferPointer<UInt8>) {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    let mark = parser.problem_mark
    // The mistakes people make, said in their terms, where the problem and its line tell which,
    // at the line that holds the mistake (not always the one libyaml stopped at).
    if let explained = YAMLHints.explanation(problem: problem, atOffset: Int(mark.index), contextColumn: Int(parser.context_mark.column), in: buffer)
    {
      fail(
        explained.message, at: explained.place.map { location(line: $0.line, column: $0.column) } ?? location(line: mark.line, column: mark.column))
      return
    }
    var message = "YAML syntax error: \(problem)"
    if let context = parser.context.map({ String(cString: $0) }) {
      message += " (\(context) at \(parser.context_mark.line + 1):\(parser.context_mark.column + 1))"
    }
    let at = location(line: mark.line, column: mark.column)
    message += YAMLHints.hint(forProblemAtOffset: Int(mark.index), problem: problem, in: buffer)
    fail(message, at: at)
  }

  private mutating func fail(_ message: String, at location: SourceLocation) {
    problems.append(YAMLProblem(message, at: location))
    failed = true
  }

  /// The indentation of a literal block whose indicator (`|`) is at byte `indicator`: the
  /// leading spaces of its first line that holds more than spaces.
  private static func blockIndentation(after indicator: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = indicator
    while index < buffer.count, buffer[index] != UInt8(ascii: "\n") { index += 1 }
    while index < buffer.count {
      index += 1
      var spaces = 0
      while index < buffer.count, buffer[index] == UInt8(ascii: " ") {
        spaces += 1
        index += 1
      }
      if index < buffer.count, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") { return spaces }
      while index < buffer.count, buffer[index] != UInt8(ascii: "\n") { index += 1 }
    }
    return nil
  }

  private func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line + 1, column: column + 1)
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
  }
}

/// Explains the YAML traps that Swift types and attributes fall into.
enum YAMLHints {
  /// The whole message for a mistake libyaml reports in its own terms: a tab for indentation, a
  /// line indented to no level above, a list item where a mapping's keys are expected, a key where
  /// list items are. Nil when the problem is none of these. `place` (0-based line and column) is
  /// where the mistake is, when it is not where libyaml stopped.
  static func explanation(problem: String, atOffset offset: Int, contextColumn: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (
    message: String, place: (line: Int, column: Int)?
  )? {
    guard offset >= 0, offset <= buffer.count else { return nil }
    var lineStart = min(offset, buffer.count)
    while lineStart > 0, buffer[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let lines = String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<buffer.count]), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let lineNumber = buffer[0..<lineStart].filter { $0 == UInt8(ascii: "\n") }.count
    guard lineNumber < lines.count else { return nil }
    let line = lines[lineNumber]
    let indent = line.prefix { $0 == " " }.count
    let content = line.dropFirst(indent).trimmingCharacters(in: .whitespaces)
    // A tab in a line's indentation, whichever way libyaml words it.
    let leading = line.prefix { $0 == " " || $0 == "\t" }
    if leading.contains("\t"), problem.contains("tab") || problem.contains("cannot start any token") {
      let tab = leading.firstIndex(of: "\t").map { leading.distance(from: leading.startIndex, to: $0) } ?? 0
      return ("a tab indents this line; YAML indents with spaces only: replace the tab with spaces", (lineNumber, tab))
    }
    // The indentations of the lines above that hold something.
    let levels = Set(
      lines[..<lineNumber].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.map
      { $0.prefix { $0 == " " }.count })
    if problem.contains("did not find expected key") {
      if content.hasPrefix("- ") || content == "-" {
        if indent == contextColumn {
          return (
            "a list item ('\(content)') where a mapping's 'name: value' entries are expected: remove the '- ', or move the item under the key that holds the list",
            nil
          )
        }
        if !levels.contains(indent) {
          return ("this list item is indented \(indent) spaces, which matches no level above: indent it like the items of its list", nil)
        }
      } else if !levels.contains(indent) {
        return ("this line is indented \(indent) spaces, which matches no level above: indent it like the keys of its mapping", nil)
      }
    }
    if problem.contains("did not find expected '-' indicator"), !content.hasPrefix("-") {
      // The collection started with a list item; when its other entries are 'name: value' pairs,
      // the item is the odd one out: it is the mistake, with the opposite fix.
      let siblings = entries(at: indent, around: lineNumber, in: lines)
      let items = siblings.filter { $0.text.hasPrefix("-") }
      if let first = items.first, siblings.count - items.count > items.count {
        return (
          "a list item ('\(first.text)') among \(siblings.count - items.count) 'name: value' entries of one mapping: remove its '- '",
          (first.line, indent)
        )
      }
      if let first = items.first, siblings.count - items.count == items.count {
        return (
          "'\(content)' and the list item at line \(first.line + 1) ('\(first.text)') mix a mapping and a list under one key: write every entry as 'name: value' (without '- '), or every entry as a list item ('- ...')",
          nil
        )
      }
      return ("'\(content)' stands where list items ('- ...') are expected: start it with '- ', or put it under a key of its own", nil)
    }
    return nil
  }

  /// The entries of the collection whose entries stand at `indent` and include line `lineNumber`
  /// (0-based): its lines at that indentation, up to the lines indented less around it.
  private static func entries(at indent: Int, around lineNumber: Int, in lines: [Substring]) -> [(line: Int, text: String)] {
    func indentation(_ line: Substring) -> Int? {
      let text = line.trimmingCharacters(in: .whitespaces)
      return text.isEmpty || text.hasPrefix("#") ? nil : line.prefix { $0 == " " }.count
    }
    var first = lineNumber
    while first > 0, indentation(lines[first - 1]).map({ $0 >= indent }) ?? true { first -= 1 }
    var last = lineNumber
    while last + 1 < lines.count, indentation(lines[last + 1]).map({ $0 >= indent }) ?? true { last += 1 }
    return (first...last).compactMap { index in
      indentation(lines[index]) == indent ? (index, lines[index].trimmingCharacters(in: .whitespaces)) : nil
    }
  }

  static func hint(forProblemAtOffset offset: Int, problem: String, in buffer: UnsafeBufferPointer<UInt8>) -> String {
    guard offset >= 0, offset <= buffer.count else { return "" }
    // The text of the line the problem is on.
    var lineStart = min(offset, buffer.count)
    while lineStart > 0, buffer[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    var lineEnd = lineStart
    while lineEnd < buffer.count, buffer[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    let line = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd]), as: UTF8.self)
    if problem.contains("mapping values are not allowed") {
      return "; a Swift signature with labels ('name: Type') must be quoted in YAML, e.g. - \"move(id: String, to: Int)\""
    }
    if line.contains("@") {
      return "; a value starting with '@' (such as @Pulse or @discardableResult) must be quoted: \"@Pulse String? = nil\""
    }
    if line.contains(": [") || line.contains(": {") || line.contains("- [") {
      return "; a value starting with '[' or '{' is YAML list or mapping syntax: quote Swift types and defaults, e.g. \"[Task] = []\""
    }
    if line.contains("`") {
      return "; quote values that contain a backquote"
    }
    return ""
  }
}

enum UTF8Validation {
  /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      // ASCII (nearly all of a spec) eight bytes at a time.
      while index + 8 <= bytes.count,
        bytes.withUnsafeBytes({ $0.loadUnaligned(fromByteOffset: index, as: UInt64.self) }) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      guard index < bytes.count else { break }
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return index
      }
      guard index + length <= bytes.count else { return index }
      for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 {
        return index
      }
      if length == 3 {
        let second = bytes[index + 1]
        if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) { return index }
      } else if length == 4 {
        let second = bytes[index + 1]
        if (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F) { return index }
      }
      index += length
    }
    return nil
  }

  static func lineAndColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var column = 1
    var index = 0
    while index < offset {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }
}
