import Foundation
import SwiftParser
import SwiftSyntax
import XCTest
@testable import ReactorGenTestSupport

/// Swift text is made by the renderer (`SwiftTree/`) and by `TypeRef` (`Swift/`), nowhere else:
/// resolution decides meaning, the translators build trees, and import asks the core for the
/// shapes it recognises.
final class SwiftTextOwnershipTests: XCTestCase {
  // MARK: Every string literal of every source folder, read by SwiftParser

  /// Where Swift text may be written: the renderer, `TypeRef`'s writer, the lexer's and the
  /// expression reader's own tables, and the one file layout of a bundle's imports.
  static let owners = ["ReactorGenSwift/"]

  /// Every string literal of every `Sources/` folder (one line or many, parsed by SwiftParser, not
  /// matched by lines), with its interpolations and quoted examples taken out, is parsed as Swift
  /// in turn: one that parses without error and has the shape of code (a keyword, a brace, a
  /// call, an assignment, `->`, `?.`, an attribute, generic arguments) is Swift written as text.
  /// Outside the owners, each is listed here, so that a new one fails: import's recognisers still
  /// compare some shapes by text, which asking the core for them removes one by one.
  func testEveryStringLiteralInSourcesIsSwiftOnlyWhereSwiftIsOwned() throws {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    var findings: [String] = []
    var lines: [String] = []
    var literals = 0
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    for file in files where !Self.owners.contains(where: file.hasPrefix) {
      let tree = Parser.parse(source: try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8))
      let converter = SourceLocationConverter(fileName: file, tree: tree)
      for literal in StringLiterals(viewMode: .sourceAccurate).collect(in: tree) {
        literals += 1
        let text = Self.prose(of: literal)
        guard Self.isCode(text), !Self.allowed.contains(text) else { continue }
        findings.append("\(file): \(text)")
        lines.append("\(file):\(literal.startLocation(converter: converter).line): \(text)")
      }
    }
    XCTAssertGreaterThan(literals, 2_000, "the scan read too few string literals to mean anything")
    let new = findings.filter { !Self.known.contains($0) }
    let gone = Self.known.filter { !findings.contains($0) }
    XCTAssertEqual(
      new, [],
      "Swift written as text outside the renderer: build it as a SwiftTree node, or ask the core for the shape:\n" + lines.joined(separator: "\n"))
    XCTAssertEqual(gone, [], "no longer found: take them off the known list")
    XCTAssertEqual(findings.count, Self.known.count, "a known literal written once more")
  }

  /// The wider net (issue "One definition per spec feature"): a literal SwiftParser lexes into two
  /// or more tokens with at least one of `.`, `?.`, `(`, `<`, `{` is a fragment of Swift (prefix
  /// fragments such as `"self."` included), and so is every regex literal. Outside the owners,
  /// each is counted per file, so that a new one fails and one that goes lowers the count.
  func testEveryFragmentOfSwiftInSourcesIsCounted() throws {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    var counts: [String: Int] = [:]
    var lines: [String] = []
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    for file in files where !Self.owners.contains(where: file.hasPrefix) {
      let tree = Parser.parse(source: try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8))
      let converter = SourceLocationConverter(fileName: file, tree: tree)
      for literal in StringLiterals(viewMode: .sourceAccurate).collect(in: tree) {
        let text = Self.prose(of: literal)
        guard Self.isFragment(text), !Self.allowed.contains(text) else { continue }
        counts[file, default: 0] += 1
        lines.append("\(file):\(literal.startLocation(converter: converter).line): \(text)")
      }
      for regex in tree.tokens(viewMode: .sourceAccurate) {
        guard case .regexLiteralPattern = regex.tokenKind else { continue }
        counts[file, default: 0] += 1
        lines.append("\(file):\(regex.startLocation(converter: converter).line): regex \(regex.text)")
      }
    }
    XCTAssertEqual(counts, Self.knownFragments, "fragments of Swift outside the renderer, by file:\n" + lines.joined(separator: "\n"))
  }

  /// Two or more tokens, one of them `.`, `?.`, `(`, `<` or `{`; not prose (three words in a row,
  /// as a message has), a file name or a version number. A sentence's full stop is not a member
  /// access: Swift has no `x.` with nothing after it.
  static func isFragment(_ text: String) -> Bool {
    let notSwift = [
      #"[A-Za-z'`]+ [A-Za-z'`]+ [A-Za-z'`]+"#, #"\.(swift|yml|yaml|json|md|mustache|txt|xcfilelist|xcassets|xctemplate)\b"#, #"^\d+(\.\d+)+$"#,
    ]
    if notSwift.contains(where: { text.range(of: $0, options: .regularExpression) != nil }) || fileNames.contains(text) || allowed.contains(text) {
      return false
    }
    let sentence = endsASentence(text) ? String(text.dropLast()) : text
    let tokens = Parser.parse(source: sentence).tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
    return tokens.count > 1 && tokens.contains { [".", "?.", "(", "<", "{"].contains($0.text) }
  }

  /// Words, then a full stop after a word that is no keyword (`TODO: Implement Store.load.`): the
  /// end of a sentence. `self.` and `return self.` start member accesses, and stay fragments.
  static func endsASentence(_ text: String) -> Bool {
    guard text.hasSuffix("."), text.contains(" ") else { return false }
    let lastWord = text.dropLast().split(separator: " ").last.map(String.init) ?? ""
    guard let last = lastWord.last, last.isLetter || last.isNumber || last == "`" else { return false }
    return !Parser.parse(source: lastWord).tokens(viewMode: .sourceAccurate).contains { if case .keyword = $0.tokenKind { true } else { false } }
  }

  /// Names of files and folders reactorgen reads or writes, which lex as member accesses.
  static let fileNames: Set<String> = [
    ".build", ".git", ".gitignore", ".reactorgen", ".reactorgen-record", ".reactorgen-parts", ".reactorgen-tmp", ".dat.nosync", "./",
  ]

  /// The fragments counted today, by file (72 at 0.20.0, 46 at 0.21.0, 48 at 0.25.0, none at
  /// 0.27.0): a new one fails. What is not Swift at all is told apart by the rules above and
  /// `allowed`, each shown by ``testTheFragmentScanTellsSwiftFromTheRest``.
  static let knownFragments: [String: Int] = [:]

  /// Prefix fragments and member paths are Swift; a sentence, a file name, a control character
  /// written as an escape and an apostrophe are not.
  func testTheFragmentScanTellsSwiftFromTheRest() {
    for swift in ["self.", "return self.", "!self.currentState.", "x.x", "extension x.State {", ".Action", "PublishSubject<", "x.init", "\\u{"] {
      XCTAssertTrue(Self.isFragment(swift), swift)
    }
    for other in ["TODO: Implement x.", "holds ``.", ".yaml", "Sources/x.md", "<stdin>"] {
      XCTAssertFalse(Self.isFragment(other), other)
    }
    XCTAssertEqual(Self.unescaped(#"\u{1}read\n"#), "\u{1}read\n")
    XCTAssertFalse(Self.isFragment(Self.unescaped(#"\u{1}"#)), "a control character")
  }

  func testTheParserScanTellsCodeFromProse() {
    for swift in [
      "return .empty()", "guard x else { return }", "self.provider = provider", "func f() -> Int", ".just(.reset)", "let a = 1",
      "Observable<Mutation>", "self?.reload()", "@Pulse var x: Int", "Observable.merge(a, b)", "state.count += 1",
    ] {
      XCTAssertTrue(Self.isCode(swift), swift)
    }
    for prose in [
      "action '' neither emits mutations nor has a hook; add 'emit' or 'hook: true'", "init", "Observable", "mutate(action:)",
      "Todo.reactorgen.yml", "Generated/", "the state is ``", "", "a", "x", "self", "return", "<dir>",
    ] {
      XCTAssertFalse(Self.isCode(prose), prose)
    }
  }

  /// The literal's value: escapes read (`"\u{1}"` is one control character, not Swift's escape
  /// syntax), interpolations become `x`, quoted examples (`'...'`, `` `...` ``) empty; an
  /// apostrophe inside a word (`mutation's`) opens no quote.
  static func prose(of literal: StringLiteralExprSyntax) -> String {
    var text = ""
    for segment in literal.segments {
      if let plain = segment.as(StringSegmentSyntax.self) {
        text += literal.openingPounds == nil ? unescaped(plain.content.text) : plain.content.text
      } else {
        text += "x"
      }
    }
    text = text.replacingOccurrences(of: #"(?<=[A-Za-z])'(?=[A-Za-z])"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: #"'[^'\n]*'"#, with: "''", options: .regularExpression)
    return text.replacingOccurrences(of: #"`[^`\n]*`"#, with: "``", options: .regularExpression)
  }

  /// A plain literal's escapes read as Swift reads them.
  static func unescaped(_ source: String) -> String {
    var result = ""
    var characters = source[...]
    while let character = characters.popFirst() {
      guard character == "\\", let next = characters.popFirst() else {
        result.append(character)
        continue
      }
      switch next {
      case "n": result += "\n"
      case "t": result += "\t"
      case "r": result += "\r"
      case "0": result += "\0"
      case "u":
        guard characters.first == "{", let close = characters.firstIndex(of: "}"),
          let value = UInt32(characters[characters.index(after: characters.startIndex)..<close], radix: 16), let scalar = Unicode.Scalar(value)
        else {
          result += "\\u"
          continue
        }
        result.unicodeScalars.append(scalar)
        characters = characters[characters.index(after: close)...]
      default: result.append(next)
      }
    }
    return result
  }

  /// Parses without error and has the shape of code.
  static func isCode(_ text: String) -> Bool {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return false }
    let tree = Parser.parse(source: text)
    guard !tree.hasError else { return false }
    let keywords: Set<String> = [
      "return", "guard", "let", "var", "func", "case", "switch", "if", "throw", "defer", "import", "self", "Self", "try", "await", "class",
      "struct", "enum", "extension", "protocol", "typealias",
    ]
    // A lone word (`self`, `return`) names something for a tree; code has more than one token.
    let tokens = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
    guard tokens.count > 1 else { return false }
    for token in tokens {
      if case .keyword = token.tokenKind, keywords.contains(token.text) { return true }
      if ["{", "}", "->", "=", "+=", "-=", "?.", "@"].contains(token.text) { return true }
      if token.text == "<", token.parent?.is(GenericArgumentClauseSyntax.self) == true { return true }
      if token.text == "(", token.parent?.is(FunctionCallExprSyntax.self) == true { return true }
    }
    return false
  }

  /// Prose or spec text that parses as code by chance: the spec's own compact forms
  /// (`name(values)`, which the encoder writes), a listed path and what it declares.
  /// (`$(SRCROOT)/` is an Xcode build setting, which the Run Script phase's file lists name.)
  /// A file's `import` lines are the renderer's since it prints the file node; import's report
  /// still names the user's own (`import RxSwift`: generated now).
  static let allowed: Set<String> = [
    "import x", "x(x)", "  x (x)", "nothing (null)", "$(SRCROOT)/",
    // Not Swift at all: placeholders of a usage line and a diagnostic's file, characters a shell
    // word or a URI path keeps, YAML's flow mapping, Mustache's delimiters and pragma, asides in
    // messages, and the JSON schema's regular expressions (a name, a name after words, a duration).
    "<dir>", "<stdin>", "/._-+@:,=", "-._~/!$&'()*+,;=:@", ": {", "{{", "{{% CONTENT_TYPE: TEXT}}", " (x)", "'' (at x)",
    " (dry run: nothing written)",
    #"(`?)(?:[A-Za-z_]|[^\x00-\x7F])(?:[A-Za-z0-9_]|[^\x00-\x7F])*\"#, "(?:(?:", "^[0-9.]+(ms|s)$",
  ]

  /// Swift written as text outside the owners today (file: text): the import's recognisers that
  /// still compare shapes by text, the logic file's header, and type text in resolution. Each
  /// one that goes is taken off; a new one fails.
  static let known: [String] = []
}

/// Every string literal of a tree.
private final class StringLiterals: SyntaxVisitor {
  private var found: [StringLiteralExprSyntax] = []

  func collect(in tree: some SyntaxProtocol) -> [StringLiteralExprSyntax] {
    walk(tree)
    return found
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
