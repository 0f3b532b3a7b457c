import XCTest

@testable import ReactorGenYAML
@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

final class YAMLParserTests: XCTestCase {
  /// The check of a spec's bytes, which skips ASCII eight bytes at a time, finds the first
  /// invalid byte where Swift's own decoding does: on random runs of ASCII, valid sequences of two
  /// to four bytes, and stray, overlong, surrogate and truncated ones, at every alignment.
  func testTheFirstInvalidByteIsWhereSwiftsDecodingFindsIt() {
    var random = SplitMix64(seed: 8)
    let pieces: [[UInt8]] =
      (1...9).map { Array(String(repeating: "a", count: $0).utf8) } + [
        Array("é".utf8), Array("名".utf8), Array("😀".utf8), [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0x0A],
      ]
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
      var expected: Int?
      var decoder = UTF8()
      var iterator = bytes.makeIterator()
      var offset = 0
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: break decoding
        case .error:
          expected = offset
          break decoding
        }
      }
      XCTAssertEqual(UTF8Validation.firstInvalidOffset(in: bytes), expected, "\(bytes)")
    }
  }

  private func parse(_ text: String) -> (YAMLNode?, [String]) {
    var diagnostics = Diagnostics()
    let node = YAMLParser().parse(Array(text.utf8), file: "t.yml", diagnostics: &diagnostics)
    return (node, diagnostics.sorted.map(\.description))
  }

  private func parse(bytes: [UInt8], limits: YAMLParser.Limits = YAMLParser.Limits()) -> (YAMLNode?, [String]) {
    var diagnostics = Diagnostics()
    let node = YAMLParser(limits: limits).parse(bytes, file: "t.yml", diagnostics: &diagnostics)
    return (node, diagnostics.sorted.map(\.description))
  }

  func testMarksAreOneBasedLineAndColumn() throws {
    let (root, errors) = parse("a: 1\nlist:\n  - x\n  - {k: v}\n")
    XCTAssertEqual(errors, [])
    let pairs = try XCTUnwrap(root?.mapping)
    XCTAssertEqual(pairs[0].key.location, SourceLocation(file: "t.yml", line: 1, column: 1))
    XCTAssertEqual(pairs[0].value.location, SourceLocation(file: "t.yml", line: 1, column: 4))
    let items = try XCTUnwrap(pairs[1].value.sequence)
    XCTAssertEqual(items[0].location, SourceLocation(file: "t.yml", line: 3, column: 5))
    XCTAssertEqual(items[1].mapping?[0].value.location, SourceLocation(file: "t.yml", line: 4, column: 9))
  }

  func testEveryScalarStyle() throws {
    let text = "plain: a b\nsingle: 'it''s'\ndouble: \"x\\ty\"\nliteral: |\n  one\n  two\nfolded: >\n  one\n  two\n"
    let (root, errors) = parse(text)
    XCTAssertEqual(errors, [])
    let values = try XCTUnwrap(root?.mapping).map(\.value)
    XCTAssertEqual(
      values.map(\.content),
      [
        .scalar("a b", .plain),
        .scalar("it's", .singleQuoted),
        .scalar("x\ty", .doubleQuoted),
        .scalar("one\ntwo\n", .literal),
        .scalar("one two\n", .folded),
      ])
  }

  func testAnchorsAliasesAndMergeKeys() throws {
    let (root, errors) = parse("base: &b {x: 1, y: 2}\ncopy: *b\nmerged:\n  <<: *b\n  y: 3\n")
    XCTAssertEqual(errors, [])
    let pairs = try XCTUnwrap(root?.mapping)
    XCTAssertEqual(pairs[1].value.mapping?.map { $0.value.scalar }, ["1", "2"])
    let merged = try XCTUnwrap(pairs[2].value.mapping)
    // Explicit keys win over merged ones; merged keys follow the explicit ones.
    XCTAssertEqual(merged.map { $0.key.scalar }, ["y", "x"])
    XCTAssertEqual(merged.map { $0.value.scalar }, ["3", "1"])
  }

  func testDuplicateKeysAreReportedAtTheSecondKey() {
    XCTAssertEqual(parse("a: 1\nb: 2\na: 3\n").1, ["t.yml:3:1: error: duplicate key 'a'; it is already defined at 1:1"])
  }

  /// Small mappings search their pairs, big ones an index made on the way: both report every
  /// duplicate, at the second key, pointing at the first, and keep the first value.
  func testDuplicateKeysAreFoundInMappingsOfAnySize() {
    var random = SplitMix64(seed: 5)
    for round in 0..<200 {
      let count = random.int(1...60)
      var lines = (0..<count).map { "k\($0): \($0)" }
      var expected: [String] = []
      var duplicated: Set<Int> = []
      for _ in 0..<random.int(0...3) {
        let original = random.int(0...(count - 1))
        lines.append("k\(original): again")
        expected.append("t.yml:\(lines.count):1: error: duplicate key 'k\(original)'; it is already defined at \(original + 1):1")
        duplicated.insert(original)
      }
      let (node, errors) = parse(lines.joined(separator: "\n") + "\n")
      XCTAssertEqual(errors, expected, "round \(round)")
      if expected.isEmpty {
        XCTAssertEqual(node?.mapping?.count, count)
      }
    }
    XCTAssertEqual(parse("<<: {a: 1}\n<<: {b: 2}\nc: 3\n").1, [], "merge keys may repeat")
  }

  func testUnknownAlias() {
    XCTAssertEqual(parse("a: *nowhere\n").1, ["t.yml:1:4: error: unknown alias '*nowhere'; no anchor '&nowhere' is defined before it"])
  }

  func testSyntaxErrorIsLocated() {
    let errors = parse("a: [1, 2\nb: 3\n").1
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].hasPrefix("t.yml:2:2: error: YAML syntax error: did not find expected ',' or ']'"), errors[0])
  }

  func testQuotingHintForLabelledSignatures() {
    let errors = parse("events:\n  - move(id: String, to: Int)\n").1
    XCTAssertEqual(
      errors,
      [
        "t.yml:2:24: error: YAML syntax error: mapping values are not allowed in this context; a Swift signature with labels ('name: Type') must be quoted in YAML, e.g. - \"move(id: String, to: Int)\""
      ])
  }

  func testQuotingHintForAttributes() {
    let errors = parse("state:\n  message: @Pulse String? = nil\n").1
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].hasPrefix("t.yml:2:12: error: YAML syntax error: found character that cannot start any token"), errors[0])
    XCTAssertTrue(errors[0].hasSuffix("must be quoted: \"@Pulse String? = nil\""), errors[0])
  }

  func testSecondDocumentIsRejected() {
    XCTAssertEqual(
      parse("a: 1\n---\nb: 2\n").1, ["t.yml:2:1: error: a spec file holds one YAML document; this is a second one (split it into another spec file)"])
  }

  func testEmptyFile() {
    XCTAssertEqual(parse("").1, ["t.yml:1:1: error: the file is empty; a spec is a YAML mapping with at least `reactors` or `services`"])
    XCTAssertEqual(parse("# only a comment\n").1.count, 1)
  }

  func testInvalidUTF8IsLocated() {
    XCTAssertEqual(parse(bytes: Array("a: 1\nb: x".utf8) + [0xFF, 0x0A]).1, ["t.yml:2:5: error: the file is not valid UTF-8 (byte 0xFF)"])
  }

  func testByteOrderMarkAndCRLF() throws {
    let (root, errors) = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb:\r\n  - x\r\n".utf8))
    XCTAssertEqual(errors, [])
    let pairs = try XCTUnwrap(root?.mapping)
    XCTAssertEqual(pairs.map { $0.key.scalar }, ["a", "b"])
    XCTAssertEqual(pairs[1].value.sequence?[0].location, SourceLocation(file: "t.yml", line: 3, column: 5))
  }

  // MARK: Hostile input: each must end quickly with an error, never hang or crash.

  func testAliasBombIsBounded() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...12 {
      let previous = "*a\(level - 1)"
      text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
    }
    let errors = parse(text).1
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].contains("expands to more than 4000000 YAML nodes"), errors[0])
  }

  func testDeepNestingIsBounded() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let errors = parse(text).1
    XCTAssertEqual(errors, ["t.yml:1:65: error: the spec nests deeper than 64 levels"])
  }

  func testDeepBlockNestingIsBounded() {
    // `- - - ... x`: 10,000 block sequences nested on one line.
    let text = String(repeating: "- ", count: 10_000) + "x\n"
    let errors = parse(text).1
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].contains("nests deeper than 64 levels"), errors[0])
  }

  func testHugeFileIsRefusedBeforeParsing() {
    let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: 20 * 1024 * 1024)
    XCTAssertEqual(parse(bytes: bytes).1, ["t.yml:1:1: error: the file is 20971520 bytes; spec files are limited to 16777216 bytes"])
  }

  func testLargeValidFileParses() throws {
    // Just under the size limit: a long list is parsed, not refused.
    var text = "items:\n"
    while text.utf8.count < 1_900_000 { text += "  - item\(text.utf8.count)\n" }
    let (root, errors) = parse(text)
    XCTAssertEqual(errors, [])
    XCTAssertGreaterThan(try XCTUnwrap(root?.mapping?[0].value.sequence).count, 50_000)
  }
}

// What equal nodes are, for these tests: the same content, written at the same place. The
// generator never compares nodes, so the library leaves equality to its tests.
extension YAMLNode: Equatable {
  public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
    lhs === rhs || (lhs.location == rhs.location && lhs.tag == rhs.tag && lhs.blockIndentation == rhs.blockIndentation && lhs.content == rhs.content)
  }
}

extension YAMLNode.Content: Equatable {
  public static func == (lhs: YAMLNode.Content, rhs: YAMLNode.Content) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let a, let aStyle), .scalar(let b, let bStyle)): a == b && aStyle == bStyle
    case (.sequence(let a), .sequence(let b)): a == b
    case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }
}
