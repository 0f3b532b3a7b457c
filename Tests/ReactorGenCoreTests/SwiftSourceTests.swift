import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

final class SwiftSourceTests: XCTestCase {
  /// The readers' byte-level paths (a lone name as a type, text with nothing to balance, a split
  /// with no bracket in sight) give what the lexer's paths give, on 20,000 random texts drawn
  /// from the marks that matter: names, keywords, spaces, separators, operators, brackets, quotes,
  /// comment and raw-literal marks, non-ASCII letters.
  func testTheFastPathsAgreeWithTheLexer() {
    var random = SystemRandomNumberGenerator()
    let pieces = [
      "a", "Int", "T0", "_", "_x", "some", "any", "inout", "Self", "Any", "borrowing", "0", "1x", "é", " ", "  ", "\t", ",", ":", "=",
      "==", "!=", "+=", "=>", "<", ">", "(", ")", "[", "]", "{", "}", "\"", "/", "//", "/*", "#", "`", "$", "?", "!", ".", "->", "&", "@", "\\", "'",
    ]
    var counts = BytePathCounts()
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
      assertBytePathsAgreeWithTheLexer(text, counting: &counts)
    }
    XCTAssertGreaterThan(counts.splits, 1_000)
    XCTAssertGreaterThan(counts.types, 100)
    XCTAssertGreaterThan(counts.balances, 1_000)
    XCTAssertGreaterThan(counts.calls, 1_000)
    // Deep nesting is the lexer's to word, past either limit.
    XCTAssertFalse(SwiftSource.bracketsBalanceWithoutLiterals(String(repeating: "[", count: 17) + String(repeating: "]", count: 17)))
    XCTAssertFalse(SwiftSource.bracketsBalanceWithoutLiterals(String(repeating: "(", count: 129) + String(repeating: ")", count: 129)))
  }

  /// The ASCII path of `lowerCamel` gives what the character-by-character one gives, on names
  /// drawn from capitals, small letters, digits and underscores in runs of every length.
  func testLowerCamelsASCIIPathAgreesWithTheGeneralOne() {
    var generator = SystemRandomNumberGenerator()
    let alphabets = ["ABCXYZ", "abcxyz", "0189_"]
    for _ in 0..<5_000 {
      var name = ""
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let alphabet = alphabets.randomElement(using: &generator)!
        for _ in 0..<Int.random(in: 1...4, using: &generator) { name.append(alphabet.randomElement(using: &generator)!) }
      }
      XCTAssertEqual(Naming.lowerCamel(name), Naming.lowerCamelByCharacters(name), name)
    }
    XCTAssertEqual(Naming.lowerCamel("ÉtatURL"), "étatURL")
  }

  /// A word list answers as a set of the same words does: on every keyword, on each changed by a
  /// byte (case, a letter more or less, a letter swapped, a letter beyond ASCII), and on random words.
  func testAWordListAnswersAsASetOfItsWords() {
    var generator = SystemRandomNumberGenerator()
    let lists: [[String]] = [Array(SwiftKeywords.reserved), ["Mutation", "State", "Action"], ["Type", "Protocol"], ["a", "ab", "b", "é"], []]
    let letters = Array("abcdefghijklmnopqrstuvwxyzAST_é0")
    for words in lists {
      let list = WordList(words)
      let set = Set(words)
      var asked = words + ["", " ", "Any ", "self.", "SELF"]
      for word in words {
        var characters = Array(word)
        asked += [word.uppercased(), word.capitalized, String(word.dropFirst()), String(word.dropLast()), word + "s", "_" + word]
        for _ in 0..<8 where !characters.isEmpty {
          let index = Int.random(in: 0..<characters.count, using: &generator)
          characters[index] = letters.randomElement(using: &generator)!
          asked.append(String(characters))
        }
      }
      for _ in 0..<2_000 {
        asked.append(String((0..<Int.random(in: 0...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
      }
      for word in asked { XCTAssertEqual(list.contains(word), set.contains(word), "\(word) among \(words)") }
      XCTAssertEqual(Array(list), words)
    }
  }

  func testReferencedNamesAreUsesNotLabelsMembersStringsOrComments() {
    XCTAssertEqual(SwiftSource.referencedNames(in: [".setN(value: count)"]), ["count"])
    XCTAssertEqual(SwiftSource.referencedNames(in: ["state.count = other.count + 1"]), ["state", "other"])
    XCTAssertEqual(SwiftSource.referencedNames(in: [#"print("int \(string) \"int\"") // int"#]), ["print", "string"])
    // A dictionary key, a ternary's branch and a range's end are uses; a closure's `(x: Int)` is not.
    XCTAssertEqual(SwiftSource.referencedNames(in: ["[key: value]"]), ["key", "value"])
    XCTAssertEqual(SwiftSource.referencedNames(in: ["f(flag ? a: b)"]), ["f", "flag", "a", "b"])
    XCTAssertEqual(SwiftSource.referencedNames(in: ["0...limit", "xs[0..<end]"]), ["limit", "xs", "end"])
    XCTAssertEqual(
      SwiftSource.referencedNames(in: ["Swift.max(a, b)", "T::x"]),
      ["Swift", "max", "a", "b", "T", "x"].reduce(into: Set<String>()) { $0.insert($1) }.subtracting(["max"]))
    XCTAssertEqual(SwiftSource.referencedNames(in: ["café + ü"]), ["café", "ü"])
  }

  func testParseCase() throws {
    let withDefaults = try SwiftSource.parseCase(
      "reload(force: Bool = false, Int = [1, 2].count, limit: Int = a == b ? 1 : 2, ids: Set<Int> = [], near: Bool = a < b)")
    XCTAssertEqual(withDefaults.values.map(\.type), ["Bool", "Int", "Int", "Set<Int>", "Bool"])
    XCTAssertEqual(withDefaults.values.map(\.defaultValue), ["false", "[1, 2].count", "a == b ? 1 : 2", "[]", "a < b"])
    XCTAssertThrowsError(try SwiftSource.parseCase("reload(force: Bool =)"))
    let parsed = try SwiftSource.parseCase("moveTask(_ source: IndexPath, IndexPath, to: [String: Int])")
    XCTAssertEqual(parsed.name, "moveTask")
    XCTAssertEqual(parsed.values.map(\.label), [nil, nil, "to"])
    XCTAssertEqual(parsed.values.map(\.name), ["source", nil, nil])
    XCTAssertEqual(parsed.values.map(\.type), ["IndexPath", "IndexPath", "[String: Int]"])
  }

  func testParseFunction() throws {
    let parts = try SwiftSource.parseFunction(
      "@discardableResult func show<Action: AlertActionType>(title: String?, _ actions: [Action]) throws -> Observable<Action>")
    XCTAssertTrue(parts.discardableResult)
    XCTAssertEqual(parts.name, "show")
    XCTAssertEqual(parts.genericParameters, "Action: AlertActionType")
    XCTAssertEqual(parts.parameters.map(\.label), [nil, "_"])
    XCTAssertEqual(parts.parameters.map(\.type), ["String?", "[Action]"])
    XCTAssertTrue(parts.isThrowing)
    XCTAssertEqual(parts.returnType, "Observable<Action>")
  }

  func testParseFunctionWithClosureParameterAndTupleReturn() throws {
    let parts = try SwiftSource.parseFunction("func load(completion: @escaping (Int) -> Void) -> Observable<(a: Int, b: String?)>")
    XCTAssertEqual(parts.parameters.map(\.type), ["@escaping (Int) -> Void"])
    XCTAssertEqual(parts.returnType, "Observable<(a: Int, b: String?)>")
  }

  func testParseField() throws {
    XCTAssertEqual(try SwiftSource.parseField("Bool = false").type, "Bool")
    let pulse = try SwiftSource.parseField("@Pulse String? = nil")
    XCTAssertTrue(pulse.isPulse)
    XCTAssertEqual(pulse.type, "String?")
    XCTAssertEqual(pulse.defaultValue, "nil")
    let sections = try SwiftSource.parseField("[Section] = [Section(model: Void(), items: [])]")
    XCTAssertEqual(sections.defaultValue, "[Section(model: Void(), items: [])]")
  }

  /// A reactor's property may carry property wrappers: each comes back as written, without its
  /// `@`, its arguments read as a call's; a type's own attribute stays with the type.
  func testParseFieldReadsPropertyWrappers() throws {
    let wrapped = try SwiftSource.parseField(#"@Injected(\.api, name: "main") @Logged APIClient = .live"#, allowsWrappers: true)
    XCTAssertEqual(wrapped.wrappers, [#"Injected(\.api, name: "main")"#, "Logged"])
    XCTAssertEqual(wrapped.type, "APIClient")
    XCTAssertEqual(wrapped.defaultValue, ".live")
    let typeless = try SwiftSource.parseField(#"@Injected(\.api)"#, allowsWrappers: true)
    XCTAssertEqual(typeless.type, "")
    XCTAssertEqual(typeless.wrappers, [#"Injected(\.api)"#])
    XCTAssertThrowsError(try SwiftSource.parseField("@Pulse")) { XCTAssertEqual(($0 as? SwiftSource.Problem)?.message, "expected a type") }
    let dotted = try SwiftSource.parseField("@Resolver.Injected Service", allowsWrappers: true)
    XCTAssertEqual(dotted.wrappers, ["Resolver.Injected"])
    let typeAttribute = try SwiftSource.parseField("@Injected @MainActor () -> Void", allowsWrappers: true)
    XCTAssertEqual(typeAttribute.wrappers, ["Injected"])
    XCTAssertEqual(typeAttribute.type, "@MainActor () -> Void")
    XCTAssertThrowsError(try SwiftSource.parseField("@Injected Service")) { error in
      XCTAssertEqual((error as? SwiftSource.Problem)?.message, "unsupported attribute '@Injected'; state fields support only @Pulse")
    }
    XCTAssertThrowsError(try SwiftSource.parseField("@Injected(\\.api Service", allowsWrappers: true)) { error in
      XCTAssertEqual((error as? SwiftSource.Problem)?.message, "expected ')' to close the attribute's arguments")
    }
    XCTAssertThrowsError(try SwiftSource.parseField("@Injected(, ) Service", allowsWrappers: true))
    XCTAssertThrowsError(try SwiftSource.parseField("@ Injected Service", allowsWrappers: true))
  }

  func testNames() {
    let name = { (type: String) in Naming.variableName(for: TypeRef(parsing: type)) }
    XCTAssertEqual(name("IndexPath"), "indexPath")
    XCTAssertEqual(name("[Task]"), "tasks")
    XCTAssertEqual(name("[Task?]?"), "tasks")
    XCTAssertEqual(name("TaskListSection.Item"), "item")
    XCTAssertEqual(name("URL?"), "url")
    XCTAssertEqual(name("Set<Int>"), "set")
    XCTAssertEqual(name("[String: Int]"), "dictionary")
    XCTAssertEqual(name("[[Int]]"), "values")
    XCTAssertEqual(name("(Int, Int)"), "value")
    XCTAssertEqual(name("Protocol"), "protocolValue")
    XCTAssertEqual(SwiftSource.genericParameterNames(in: "T: Codable, U, K: Collection<Int>, V: P & Q"), ["T", "U", "K", "V"])
    XCTAssertEqual(Naming.lowerCamel("URLSession"), "urlSession")
    XCTAssertEqual(Naming.eventType("TaskService"), "TaskEvent")
    let values = [AssociatedValue(label: nil, name: nil, type: SwiftType("IndexPath"), location: SourceLocation(file: "", line: 1, column: 1))]
    XCTAssertEqual(Naming.valueNames(values + values), ["indexPath1", "indexPath2"])
    let string = [AssociatedValue(label: nil, name: nil, type: SwiftType("String?"), location: SourceLocation(file: "", line: 1, column: 1))]
    XCTAssertEqual(Naming.valueNames(string, caseName: "updateQuery"), ["query"])
    let flag = [AssociatedValue(label: nil, name: nil, type: SwiftType("Bool"), location: SourceLocation(file: "", line: 1, column: 1))]
    XCTAssertEqual(Naming.valueNames(flag, caseName: "setLoading"), ["isLoading"])
  }

  func testTypesAreComparedBySpellingOfTheSameType() {
    XCTAssertTrue(TypeRef(parsing: "Optional<Array<Int>>").isSame(as: TypeRef(parsing: "[Int]?")))
    XCTAssertTrue(TypeRef(parsing: "[ String : Int ]").isSame(as: TypeRef(parsing: "Dictionary<String, Int>")))
    XCTAssertTrue(TypeRef(parsing: "Swift.Int").isSame(as: TypeRef(parsing: "Int")))
    XCTAssertFalse(TypeRef(parsing: "[Int]").isSame(as: TypeRef(parsing: "[Int]?")))
  }

  func testTypeQuestions() {
    XCTAssertEqual(TypeRef(parsing: "Optional<String>").optionalWrapped, TypeRef(parsing: "String"))
    XCTAssertFalse(TypeRef(parsing: "Optional<String>").isImplicitlyNil)
    XCTAssertTrue(TypeRef(parsing: "String?").isImplicitlyNil)
    XCTAssertEqual(TypeRef(parsing: "Array<Task>").arrayElement, TypeRef(parsing: "Task"))
    XCTAssertEqual(TypeRef(parsing: "RxSwift.Observable<[Task]>").observableElement, TypeRef(parsing: "[Task]"))
    XCTAssertTrue(TypeRef(parsing: "()").isVoid)
    XCTAssertTrue(TypeRef(parsing: "Void").isVoid)
    XCTAssertEqual(TypeRef(parsing: "Single<Int>").rxTrait, "Single")
    XCTAssertTrue(TypeRef(parsing: "@escaping (Int) -> Void").isFunction)
    XCTAssertTrue(TypeRef(parsing: "inout Int").isInout)
    XCTAssertTrue(TypeRef(parsing: "Int...").isVariadic)
    XCTAssertEqual(TypeRef(parsing: "[Foo.Item: Bar<Baz>]").mentionedNames, ["Foo", "Bar", "Baz"])
    XCTAssertTrue(TypeRef(parsing: "(T) -> U").mentions(any: ["U"]))
    XCTAssertEqual(TypeRef(parsing: "[Int?]").literalKind, .array(.optional(.integer)))
    XCTAssertEqual(TypeRef(parsing: "A & B"), .composition([TypeRef(parsing: "A"), TypeRef(parsing: "B")]))
    XCTAssertEqual(TypeRef(parsing: "any A & B"), .specifier(.any, .composition([TypeRef(parsing: "A"), TypeRef(parsing: "B")])))
    XCTAssertEqual(TypeRef(parsing: "Foo.Bar.Type"), .metatype(TypeRef(parsing: "Foo.Bar"), kind: "Type"))
    XCTAssertEqual(TypeRef(parsing: "Int Int"), .opaque("Int Int"))
  }

  func testNumberLiteralsAreSwiftsForms() {
    for text in ["0", "1_000", "2.5", "1e-3", "2.5E+10", "0b1010", "0o17", "0x1F", "0x1.8p4", "0xFp-2"] {
      XCTAssertTrue(ExpressionParser.isNumberLiteral(text), text)
    }
    for text in ["1x1", "0b12", "0o8", "0x", "0xG", "1.", "1.e3", "1e", "1e+", "0x1.8", "1F", "2.5.1"] {
      XCTAssertFalse(ExpressionParser.isNumberLiteral(text), text)
    }
  }

  func testTypesWrittenBack() {
    for text in [
      "[String: [Int]]", "(Int, name: String)", "(Int) throws -> Void", "Observable<Task?>", "inout Int", "@escaping () -> Void", "Int...", "A & B",
      "(any P).Type", "Foo.Protocol",
    ] {
      XCTAssertEqual(TypeRef(parsing: text).text, text)
    }
  }

  func testLiteralsAgainstTypes() {
    XCTAssertNil(SwiftExpression.mismatch("0", for: .floatingPoint))
    XCTAssertNil(SwiftExpression.mismatch(".zero", for: .integer))
    XCTAssertNil(SwiftExpression.mismatch("[1, nil]", for: .array(.optional(.integer))))
    XCTAssertEqual(SwiftExpression.mismatch("1.5", for: .integer), "a floating-point literal")
    XCTAssertEqual(SwiftExpression.mismatch("[]", for: .dictionary), "an array literal")
    XCTAssertEqual(SwiftExpression.mismatch("nil", for: .string), "nil")
    XCTAssertEqual(SwiftExpression.mismatch("[\"a\"]", for: .array(.integer)), "an array literal")
  }

  func testExpressionsThatWouldBreakTheLine() {
    XCTAssertEqual(SwiftExpression.problem(in: "0 // zero")?.offset, 2)
    XCTAssertEqual(SwiftExpression.problem(in: "\"a")?.message, "unterminated string literal")
    XCTAssertEqual(SwiftExpression.problem(in: "f(\")\")"), nil)
    // A line break is a space inside brackets; elsewhere it could end the statement.
    // An interpolation's unclosed backquote ends the text: an unterminated string, not a crash
    // (found by the oracle test's corrupted fragments).
    XCTAssertEqual(SwiftExpression.problem(in: "\"v: \\(\"v: \\(`default{)\")\"")?.message, "unterminated string literal")
    XCTAssertNil(SwiftExpression.problem(in: "[1,\n2]"))
    XCTAssertNil(SwiftExpression.problem(in: "f(\n  a: [\n    1\n  ]\n)"))
    // A comment a line break inside brackets ends (ReactorKit's own Counter example writes one).
    XCTAssertNil(SwiftExpression.problem(in: "State(\n  value: 0, // start from 0\n  isLoading: false\n)"))
    XCTAssertEqual(SwiftExpression.problem(in: "[1, 2] // two")?.offset, 7)
    XCTAssertEqual(
      SwiftExpression.problem(in: "1\n+ 2")?.message, "write the expression on one line, or break it only inside '(...)', '[...]' or '{...}'")
    // A closure's statements, one a line (`{ ... }()` over several lines of a YAML block).
    XCTAssertNil(SwiftExpression.problem(in: "items.map {\n $0 }"))
    XCTAssertNil(SwiftExpression.problem(in: "{\n  let f = NumberFormatter()\n  f.numberStyle = .decimal // grouped\n  return f\n}()"))
    XCTAssertNil(SwiftExpression.problem(in: "{ (x: Int) async throws -> Int in\n  x\n}"))
    XCTAssertEqual(SwiftExpression.problem(in: "{\n  let v =x\n}")?.message, "write '=' with a space on each side, or none")
    XCTAssertEqual(SwiftExpression.problem(in: "{ v alue in\n  v\n}")?.message, "expected a closure's parameters before 'in'")
    XCTAssertEqual(
      SwiftExpression.problem(in: "{\n  return init()\n}")?.message,
      "'init' cannot start a closure's statement; write 'Self.init(...)' or '.init(...)'")
    XCTAssertEqual(
      SwiftExpression.problem(in: "\"a\\(f(\n1))\"")?.message, "a string literal cannot go on past its line, even inside '\\(...)'")
    XCTAssertEqual(SwiftExpression.problem(in: "f(1]")?.message, "unbalanced '('")
  }

  // MARK: - The scanners against plain character-by-character versions, on random text

  /// Random text from pieces that matter to the scanners: brackets, generics, strings with
  /// escapes, dots, the words `qualified` replaces, and characters that are more than one byte or
  /// more than one scalar (offsets are counted in characters).
  private func randomText(_ generator: inout SplitMix64) -> String {
    let pieces = [
      "Mutation", "State", "Action", "MyMutation", "x1", "_", " ", ".", ",", ":", "=", "<", ">", "->", "(", ")", "[", "]",
      "{", "}", "\"", "\\", "?", "é", "e\u{301}", "😀", "ÄState", "Int",
    ]
    return (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  func testSplitTopLevelMatchesACharacterByCharacterSplit() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<3_000 {
      let text = randomText(&generator)
      // `=` is covered by the differential test against SwiftParser: `==` and `>=` are operators.
      for separator: Character in [","] {
        let pieces = SwiftSource.splitTopLevel(text, on: separator)
        XCTAssertEqual(pieces.map(\.text), Self.referenceSplit(text, on: separator).map(\.text), text)
        XCTAssertEqual(pieces.map(\.offset), Self.referenceSplit(text, on: separator).map(\.offset), text)
      }
    }
  }

  func testQualifyingATypeMatchesAWordByWordReplacement() {
    var generator = SplitMix64(seed: 12)
    let replacements = ["Mutation": "R.Mutation", "State": "R.State", "Action": "R.Action"]
    /// A type from a small grammar: names that are and are not qualified, members, generics,
    /// collections, optionals, tuples, functions and specifiers.
    func randomType(_ depth: Int) -> String {
      let names = ["Mutation", "State", "Action", "MyMutation", "Int", "Foo.Mutation", "State.Item"]
      guard depth > 0, Int.random(in: 0...3, using: &generator) > 0 else { return names.randomElement(using: &generator)! }
      switch Int.random(in: 0...6, using: &generator) {
      case 0: return "[\(randomType(depth - 1))]"
      case 1: return "\(randomType(depth - 1))?"
      case 2: return "[\(randomType(depth - 1)): \(randomType(depth - 1))]"
      case 3: return "(\(randomType(depth - 1)), label: \(randomType(depth - 1)))"
      case 4: return "Observable<\(randomType(depth - 1))>"
      case 5: return "(\(randomType(depth - 1))) -> \(randomType(depth - 1))"
      default: return "inout \(randomType(depth - 1))"
      }
    }
    for _ in 0..<2_000 {
      let type = TypeRef(parsing: randomType(3))
      if case .opaque = type { continue }
      XCTAssertEqual(type.qualifying(["Mutation", "State", "Action"], in: "R").text, Self.referenceReplace(type.text, replacements), type.text)
    }
  }

  /// The straightforward versions the scanners replaced: one character at a time.
  private static func referenceSplit(_ text: String, on separator: Character) -> [(text: String, offset: Int)] {
    var pieces: [(String, Int)] = []
    var depth = 0
    var angle = 0
    var inString = false
    var current = ""
    var start = 0
    var previous: Character = " "
    var beforePrevious: Character = " "
    let isWord = { (character: Character) in character.unicodeScalars.allSatisfy(SwiftIdentifier.isCharacter) }
    for (offset, character) in text.enumerated() {
      defer { beforePrevious = previous }
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else {
        switch character {
        case "\"": inString = true
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case "<" where isWord(previous) || (previous == ">" && beforePrevious != "-") || previous == "?" || previous == "]": angle += 1
        case ">" where previous != "-" && angle > 0: angle -= 1
        case separator where depth == 0 && angle == 0:
          pieces.append((current, start))
          current = ""
          start = offset + 1
          previous = character
          continue
        default: break
        }
      }
      current.append(character)
      previous = character
    }
    pieces.append((current, start))
    return pieces.map { ($0.0.trimmingSpaces, $0.1 + $0.0.prefix { $0.isWhitespace }.count) }
  }

  private static func referenceReplace(_ text: String, _ replacements: [String: String]) -> String {
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
      result += replacements[word].flatMap { previous == "." ? nil : $0 } ?? word
      word = ""
    }
    for character in text {
      // Swift's identifier characters, emoji included.
      if character.unicodeScalars.allSatisfy(SwiftIdentifier.isCharacter) {
        word.append(character)
      } else {
        previous = result.last ?? " "
        flush()
        result.append(character)
      }
    }
    previous = result.last ?? " "
    flush()
    return result
  }
}

/// How often each byte path answered (the rest of the time it left the text to the lexer): a
/// check whose path never answers holds vacuously.
struct BytePathCounts {
  var splits = 0
  var types = 0
  var balances = 0
  var calls = 0
}

/// The readers' byte-level paths give what the lexer's give on `text`: a top-level split, text
/// with nothing to balance, a case's `name(...)`, balanced brackets, a lone name as a type.
func assertBytePathsAgreeWithTheLexer(_ text: String, counting counts: inout BytePathCounts, line: UInt = #line) {
  for separator: Character in [",", ":", "="] {
    guard let fast = SwiftSource.splitTopLevelAtBytes(text, on: separator) else { continue }
    counts.splits += 1
    let slow = SwiftSource.splitTopLevelByTokens(text, on: separator)
    XCTAssertEqual(fast.map(\.text), slow.map(\.text), "\(separator) in \(text)", line: line)
    XCTAssertEqual(fast.map(\.offset), slow.map(\.offset), "\(separator) in \(text)", line: line)
  }
  if !text.utf8.contains(where: SwiftSource.isBracketOrLiteralByte) {
    XCTAssertNil(SwiftSource.bracketProblemByTokens(in: text), text, line: line)
  }
  let trimmed = text.trimmingSpaces
  if let fast = SwiftSource.splitCallAtBytes(trimmed) {
    counts.calls += 1
    let slow = try? SwiftSource.splitCallByTokens(trimmed)
    XCTAssertEqual(slow?.name, fast.name, text, line: line)
    XCTAssertEqual(slow?.arguments, fast.arguments, text, line: line)
    XCTAssertEqual(slow?.argumentsOffset, fast.argumentsOffset, text, line: line)
  }
  if SwiftSource.bracketsBalanceWithoutLiterals(text) {
    counts.balances += 1
    XCTAssertNil(SwiftSource.bracketProblemByTokens(in: text), text, line: line)
  }
  if let name = TypeRef.plainName(text) {
    counts.types += 1
    XCTAssertEqual(TypeRef(parsingTokensOf: text), .named([TypeRef.Component(name: name, arguments: [])]), text, line: line)
    XCTAssertNoThrow(try SwiftSource.checkTypeByTokens(text, offset: 0), text, line: line)
  }
}
