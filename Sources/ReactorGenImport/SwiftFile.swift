#if Import
  import SwiftParser
  import SwiftSyntax

  /// One Swift file read for import: its text, its swift-syntax tree and a way to locate nodes.
  struct SwiftFile {
    /// The path as the user named it, used in the report.
    var path: String
    var text: String
    var tree: SourceFileSyntax
    private var converter: SourceLocationConverter
    /// Spans every verbatim copy of the file replaces (start, end, text): a case's reads of the
    /// parameter of the function it leaves, spelled as the hook it moves to can read them.
    var substitutions: [Splice] = []

    init(path: String, text: String) {
      self.path = path
      self.text = text
      self.tree = Parser.parse(source: text)
      self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Members the file reaches through, in the middle of a chain (`provider.taskService.fetch`)
    /// or at a line's end (`self.provider.taskService` then `.fetch` below): a service the
    /// reactor uses through the provider is one of these.
    var membersReachedThrough: Set<String> {
      var names = Set<String>()
      for token in tree.tokens(viewMode: .sourceAccurate) {
        guard case .identifier = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
          let next = token.nextToken(viewMode: .sourceAccurate)
        else { continue }
        if next.tokenKind == .period || token.trailingTrivia.isEmpty && next.leadingTrivia.first?.isNewline == true {
          names.insert(token.text)
        }
      }
      return names
    }

    /// Where `node` starts, after its leading trivia.
    func spot(_ node: some SyntaxProtocol) -> SourceSpot {
      let location = node.startLocation(converter: converter)
      return SourceSpot(file: path, line: location.line, column: location.column)
    }

    /// The line `node` ends on, before its trailing trivia.
    func lastLine(_ node: some SyntaxProtocol) -> Int {
      node.endLocation(converter: converter).line
    }

    /// A ledger entry covering `node`.
    func entry(_ node: some SyntaxProtocol, _ disposition: LedgerEntry.Disposition, _ message: String) -> LedgerEntry {
      LedgerEntry(spot: spot(node), lastLine: lastLine(node), disposition: disposition, message: message)
    }

    /// `node` as the user wrote it, comments included, without the indentation its lines share.
    /// `replacing`: tokens of the node written otherwise (a `break` that becomes `return`).
    /// Consecutive statements as one text, from the first's line to the last's.
    func verbatim(_ statements: [CodeBlockItemSyntax]) -> Verbatim? {
      guard let first = statements.first else { return nil }
      var text = verbatim(first)
      for item in statements.dropFirst() {
        let more = verbatim(item)
        text.lines += more.lines
        text.lastLine = more.lastLine
      }
      return text
    }

    /// Text put in place of what lies between two positions of the file (nothing, to insert it).
    typealias Splice = (AbsolutePosition, AbsolutePosition, String)

    func verbatim(_ node: some SyntaxProtocol, replacing: [(Syntax, String)] = [], splicing: [Splice] = []) -> Verbatim {
      verbatim(
        node,
        replacingSpans: replacing.map { ($0.0.positionAfterSkippingLeadingTrivia, $0.0.endPositionBeforeTrailingTrivia, $0.1) } + splicing
          + substitutions)
    }

    /// The file with `tokens` read as `replacement` in every verbatim copy made of it.
    func substituting(_ tokens: [TokenSyntax], with replacement: String) -> SwiftFile {
      var file = self
      file.substitutions += tokens.map { ($0.positionAfterSkippingLeadingTrivia, $0.endPositionBeforeTrailingTrivia, replacement) }
      return file
    }

    /// `node`'s text with each span (start up to end, in the file) replaced.
    func verbatim(_ node: some SyntaxProtocol, replacingSpans spans: [Splice]) -> Verbatim {
      let text = Self.text(of: node, splicing: spans)
      // A node that starts mid-line (`case .a: return x`) has a first line without its indentation.
      let startsMidLine = !text.prefix { $0 == " " || $0 == "\t" || $0 == "\n" }.contains("\n")
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if startsMidLine, !lines.isEmpty { lines[0] = String(lines[0].drop { $0 == " " || $0 == "\t" }) }
      while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
      while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
      let measured = startsMidLine ? lines.dropFirst() : lines[...]
      let common =
        measured.filter { !$0.allSatisfy(\.isWhitespace) }
        .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        .min() ?? 0
      let dedented = lines.enumerated().map { index, line in
        if line.allSatisfy(\.isWhitespace) { return "" }
        if startsMidLine && index == 0 { return line.trailingWhitespaceTrimmed }
        return String(line.dropFirst(common)).trailingWhitespaceTrimmed
      }
      let start = spot(node)
      let commentLines = Self.comments(in: node.leadingTrivia).count
      return Verbatim(
        lines: dedented, origin: SourceSpot(file: path, line: max(1, start.line - commentLines), column: start.column), lastLine: lastLine(node))
    }

    /// The file as if written with each span replaced (the same lines where no replacement
    /// spans one), to read again.
    func splicing(_ spans: [Splice]) -> SwiftFile { SwiftFile(path: path, text: Self.text(of: tree, splicing: spans)) }

    /// `node`'s text, each span (start up to end, in the file) replaced.
    static func text(of node: some SyntaxProtocol, splicing spans: [Splice]) -> String {
      var bytes = Array(node.description.utf8)
      let base = node.position.utf8Offset
      for (startPosition, endPosition, replacement) in spans.sorted(by: { $0.0 > $1.0 }) {
        let start = startPosition.utf8Offset - base
        let end = endPosition.utf8Offset - base
        guard start >= 0, end <= bytes.count else { continue }
        bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// The comments of a file's first declaration, split where a blank line parts them: those
    /// before it are the file's header (a copyright), those after it the declaration's own.
    static func headerAndOwnComments(in trivia: Trivia) -> (header: [String], own: [String]) {
      var header: [String] = []
      var own: [String] = []
      for piece in trivia {
        if case .newlines(let count) = piece, count > 1 {
          header += own
          own = []
        } else {
          own += comments(in: Trivia(pieces: [piece]))
        }
      }
      return (header, own)
    }

    /// Every comment in `node`, above it, inside it and at its lines' ends, in order: the node
    /// becomes spec or generated code, so none of its comments stays in Swift.
    /// Comments between the tokens of a value the spec carries as text (a default, a property's
    /// value) stay in it, and are not counted again.
    static func comments(within node: some SyntaxProtocol, carrying values: [ExprSyntax] = []) -> [String] {
      var inside: Set<SyntaxIdentifier> = []  // tokens whose leading trivia is inside a carried value
      var insideAfter: Set<SyntaxIdentifier> = []  // tokens whose trailing trivia is
      for value in values {
        let tokens = Array(value.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() {
          if index > 0 { inside.insert(token.id) }
          if index < tokens.count - 1 { insideAfter.insert(token.id) }
        }
      }
      return node.tokens(viewMode: .sourceAccurate).flatMap { token in
        (inside.contains(token.id) ? [] : comments(in: token.leadingTrivia))
          + (insideAfter.contains(token.id) ? [] : comments(in: token.trailingTrivia))
      }
    }

    /// The comments in a declaration's head, after its first token up to its `{` and at that
    /// line's end (`extension R { // MARK: Mutate`, `init( // the services`): its own, not its
    /// members' or its body's.
    static func headerComments(of declaration: some SyntaxProtocol, openedBy brace: TokenSyntax) -> [String] {
      declaration.tokens(viewMode: .sourceAccurate).prefix { $0.id != brace.id }.enumerated().flatMap { index, token in
        (index == 0 ? [] : comments(in: token.leadingTrivia)) + comments(in: token.trailingTrivia)
      } + comments(in: brace.leadingTrivia) + comments(in: brace.trailingTrivia)
    }

    /// The comments in `trivia`, one a line, as written.
    static func comments(in trivia: Trivia) -> [String] {
      trivia.compactMap { piece in
        switch piece {
        case .lineComment(let text), .docLineComment(let text): return text
        case .blockComment(let text), .docBlockComment(let text): return text
        default: return nil
        }
      }
    }
  }

  extension String {
    var trailingWhitespaceTrimmed: String {
      var copy = self
      while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
      return copy
    }
  }
#endif
