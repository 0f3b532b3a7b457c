import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The renderer, one decision at a time: a small tree in, the exact Swift out.
final class SwiftRendererTests: XCTestCase {
  private func render(_ statements: SwiftStatement...) -> String {
    SwiftRenderer.lines(statements).joined(separator: "\n")
  }

  private func guardOf(_ condition: String) -> String {
    render(.guard(.holds(.fragment(SpecFragment(condition))), else: [.return(.empty)]))
  }

  // MARK: The user's own code (reactorgen-import)

  /// Moved code keeps its lines: the first where the node stands, the others at the statement's
  /// indentation plus their own, blank lines empty; a moved case sits at the switch's indentation.
  /// A signature fits on one line up to `lineWidth` columns; one longer has its parameters
  /// one a line, as swift-format would write it.
  func testALongSignatureWrapsItsParameters() {
    func function(_ name: String) -> SwiftDeclaration {
      .function(
        SwiftFunction(
          name: name, parameters: [SwiftParameter(name: "first", type: .named("Int")), SwiftParameter(name: "second", type: .named("String"))],
          result: .named("Bool"), body: nil))
    }
    let fixed = "func (first: Int, second: String) -> Bool".count
    let fitting = String(repeating: "a", count: SwiftRenderer.lineWidth - fixed)
    XCTAssertEqual(SwiftRenderer.lines(function(fitting)), ["func \(fitting)(first: Int, second: String) -> Bool"])
    XCTAssertEqual(
      SwiftRenderer.lines(function(fitting + "b")), ["func \(fitting)b(", "  first: Int,", "  second: String", ") -> Bool"])
  }

  /// Documentation fills its lines up to the same width, word by word.
  func testLongDocumentationWrapsBetweenWords() {
    let words = Array(repeating: "word", count: 30).joined(separator: " ")
    let lines = SwiftRenderer.lines(.documentation(words))
    XCTAssertEqual(lines.count, 2)
    XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("/// ") && $0.count <= SwiftRenderer.lineWidth }, "\(lines)")
    XCTAssertEqual(lines.joined(separator: " ").replacingOccurrences(of: "/// ", with: ""), words)
    XCTAssertEqual(SwiftRenderer.lines(.documentation("Short.")), ["/// Short."])
  }

  /// An ASCII paragraph is filled byte by byte, as the general path fills it character by
  /// character: random paragraphs of words of every length (longer than a line too), runs of
  /// spaces, leading and trailing spaces.
  func testDocumentationFilledByBytesAgreesWithCharacters() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let words = (0..<Int.random(in: 1...40, using: &random)).map { _ in
        String(repeating: "w", count: Int.random(in: 0...(Int.random(in: 0...9, using: &random) == 0 ? 120 : 12), using: &random))
      }
      let paragraph = words.joined(separator: String(repeating: " ", count: Int.random(in: 1...2, using: &random)))
      XCTAssertEqual(SwiftRenderer.filledByBytes(paragraph), SwiftRenderer.filledByCharacters(paragraph), paragraph)
    }
  }

  /// A type made from the spec is marked on the line that names it, after documentation that
  /// wrapped onto several lines.
  func testTheMarkOfATypeFollowsItsWrappedDocumentation() {
    let long = Array(repeating: "word", count: 30).joined(separator: " ")
    let origin = SourceLocation(file: "spec.yml", line: 7, column: 3)
    let type = SwiftTypeDeclaration(documentation: [long, "Short."], kind: .struct, name: "State", members: [])
    let lines = SwiftRenderer.lines(.fromSpec(.type(type), origin: origin))
    XCTAssertEqual(lines.firstIndex { $0.hasPrefix("#sourceLocation") }, 3, "\(lines)")
    XCTAssertTrue(lines.joined(separator: "\n").contains("/// Short.\n#sourceLocation(file: \"spec.yml\", line: 7)\nstruct State {"))
  }

  func testUserCodeKeepsItsLinesWhereverItStands() {
    let moved: [String] = ["self.load()", "  .map { items in", "", "    items.count", "  }"]
    XCTAssertEqual(render(.return(.userCode(moved))), "return self.load()\n  .map { items in\n\n    items.count\n  }")
    let inIf = render(.if(.holds(.name("ready")), then: [.expression(.userCode(["a()", "  .b()"]))]))
    XCTAssertEqual(inIf, "if ready {\n  a()\n    .b()\n}")
    let cases = [
      SwiftSwitchCase(pattern: .userCode(["// First.", "case let .add(n) where n > 0:", "  return .just(.set(n))"]), body: []),
      SwiftSwitchCase(pattern: .default, body: [.return(.empty)]),
    ]
    XCTAssertEqual(
      render(.switch(.name("action"), cases, isSpaced: true)),
      "switch action {\n// First.\ncase let .add(n) where n > 0:\n  return .just(.set(n))\n\ndefault:\n  return .empty()\n}"
    )
  }

  /// A line the tree leaves blank holds nothing, however deep it stands (a line's indentation is
  /// written with its first text); declarations for a template come as one text, their lines
  /// separated as the template's blocks are.
  func testABlankLineHoldsNoIndentationAndATemplateGetsOneText() {
    let body: [SwiftStatement] = [.if(.holds(.name("ready")), then: [.expression(.fragment(SpecFragment("a()\n\nb()")))])]
    let function = SwiftDeclaration.function(SwiftFunction(name: "run", parameters: [], body: body))
    let type = SwiftTypeDeclaration(kind: .struct, name: "Runner", members: [[function], [.mark("More")]])
    let lines = SwiftRenderer.lines(.type(type))
    XCTAssertEqual(
      lines, ["struct Runner {", "  func run() {", "    if ready {", "      a()", "", "      b()", "    }", "  }", "", "  // MARK: More", "}"])
    let separator = TemplateRenderer.blockLineSeparator
    XCTAssertEqual(
      SwiftRenderer.text([.type(type), .mark("End")], lineBreak: separator),
      (lines + ["", "// MARK: End"]).joined(separator: separator))
  }

  /// The tidy pass, which copies runs of unchanged lines at once, gives what tidying line by line
  /// gives: on random texts of spaces, tabs, carriage returns, line feeds, block marks and words,
  /// with and without a final line feed.
  func testTidyingByRunsAgreesWithTidyingLineByLine() {
    var random = SplitMix64(seed: 44)
    let pieces = ["a", "bc", " ", "  ", "\t", "\r", "\n", "\n", "\n\n", TemplateRenderer.blockLineSeparator, "\u{1F}", "é"]
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
      XCTAssertEqual(TemplateRenderer.tidy(text), Self.tidiedLineByLine(text), text.debugDescription)
    }
  }

  /// The tidy pass as its documentation says it, a line at a time on split lines: the oracle.
  private static func tidiedLineByLine(_ text: String) -> String {
    var lines: [[UInt8]] = []
    var indentation: [UInt8] = []
    var lastIsBlank = true
    for piece in Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      var line = Array(piece)
      while let last = line.last, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(last) { line.removeLast() }
      let continues = line.first == TemplateRenderer.indentationMark
      if continues { line.removeFirst() } else { indentation = Array(line.prefix { $0 == UInt8(ascii: " ") }) }
      if line.isEmpty {
        if !lastIsBlank { lines.append([]) }
        lastIsBlank = true
      } else {
        lines.append((continues ? indentation : []) + line)
        lastIsBlank = false
      }
    }
    while lines.last == [] { lines.removeLast() }
    return String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")], as: UTF8.self)
  }

  // MARK: Parentheses and line breaks the tree's grouping needs (found by RandomTreeTests)

  func testOperatorExpressionsKeepTheTreesGroupingWhereverTheyStand() {
    let either = SwiftExpr.binary(.name("a"), .nilCoalescing, .name("b"))
    let load = SwiftExpr.effects(isTry: true, isAwait: false, .call(.name("load"), []))
    XCTAssertEqual(render(.expression(.member(either, "count"))), "(a ?? b).count")
    XCTAssertEqual(render(.expression(.chain(either, [SwiftChainLink("map")]))), "(a ?? b)\n  .map()")
    XCTAssertEqual(render(.expression(.binary(.name("x"), .or, .binary(.name("y"), .or, .name("z"))))), "x || (y || z)")
    XCTAssertEqual(render(.expression(.prefix(.not, either))), "!(a ?? b)")
    XCTAssertEqual(render(.expression(.prefix(.not, .member(load, "isEmpty")))), "!(try load().isEmpty)")
    XCTAssertEqual(render(.expression(.binary(.name("cached"), .nilCoalescing, load))), "cached ?? (try load())")
  }

  func testBracesAndBracketsThatSwiftWouldReadOtherwise() {
    // A switch's subject is read like a condition: its brace would open the body.
    let closure = SwiftExpr.call(.closure(SwiftClosure(body: [.expression(.name("a"))])), [])
    XCTAssertEqual(render(.switch(closure, [SwiftSwitchCase(pattern: .default, body: [.return(nil)])])), "switch ({ a }()) {\ndefault:\n  return\n}")
    // `{ [` would open a capture list; a result type needs a parameter clause.
    XCTAssertEqual(render(.expression(.closure(SwiftClosure(body: [.expression(.array([.name("a")], isMultiline: false))])))), "{ ([a]) }")
    XCTAssertEqual(
      render(.expression(.closure(SwiftClosure(result: .named("Int"), body: [.return(.literal(.integer(1)))])))), "{ () -> Int in\n  return 1\n}")
    // A comment runs to the end of its line: a block that holds one is not joined onto one.
    XCTAssertEqual(render(.defer([.comment("later")])), "defer {\n  // later\n}")
  }

  // MARK: A fragment in a condition

  func testAConditionWithABraceOutsideBracketsIsParenthesized() {
    XCTAssertEqual(guardOf("items.contains { $0 > 1 }"), "guard (items.contains { $0 > 1 }) else { return .empty() }")
    XCTAssertEqual(guardOf("{ let a = 1; return a > 0 }()"), "guard ({ let a = 1; return a > 0 }()) else { return .empty() }")
    XCTAssertEqual(guardOf("items.map { $0 * 2 }.isEmpty"), "guard (items.map { $0 * 2 }.isEmpty) else { return .empty() }")
  }

  func testAConditionWhoseBracesAreInsideBracketsIsLeftAlone() {
    XCTAssertEqual(guardOf("items.contains(where: { $0 > 1 })"), "guard items.contains(where: { $0 > 1 }) else { return .empty() }")
    XCTAssertEqual(guardOf("!self.currentState.isLoading"), "guard !self.currentState.isLoading else { return .empty() }")
    XCTAssertEqual(guardOf("\"{\".isEmpty"), "guard \"{\".isEmpty else { return .empty() }")
  }

  func testATreeConditionWithATrailingClosureIsParenthesized() {
    let condition = SwiftExpr.call(
      .path("items", "contains"), [], trailing: SwiftClosure(body: [.expression(.binary(.name("$0"), .or, .literal(.bool(false))))]))
    XCTAssertEqual(render(.guard(.holds(condition), else: [.return(.empty)])), "guard (items.contains { $0 || false }) else { return .empty() }")
  }

  // MARK: Layout

  func testChainLinksAreIndentedUnderALineAndAlignedUnderABlock() {
    let link = SwiftChainLink("take", [SwiftArgument("until", .path("self", "stop"))])
    XCTAssertEqual(
      render(.return(.chain(.path("source", "work"), [link]))),
      """
      return source.work
        .take(until: self.stop)
      """)
    let concat = SwiftExpr.call(.path("Observable", "concat"), [SwiftArgument(.array([.just(.implicitMember("a")), .just(.implicitMember("b"))]))])
    XCTAssertEqual(
      render(.return(.chain(concat, [link]))),
      """
      return Observable.concat([
        .just(.a),
        .just(.b),
      ])
      .take(until: self.stop)
      """)
  }

  func testClosuresAreInlineUnlessTheyDeclareAResultOrHoldStatements() {
    let inline = SwiftClosure(captures: [.weakSelf], body: [.expression(.binary(.call(.member(.weakSelf, "work"), []), .nilCoalescing, .empty))])
    XCTAssertEqual(
      render(.expression(.call(.path("Observable", "deferred"), [], trailing: inline))),
      "Observable.deferred { [weak self] in self?.work() ?? .empty() }")
    let block = SwiftClosure(parameters: ["event"], result: .named("Mutation"), body: [.return(.implicitMember("reset"))])
    XCTAssertEqual(
      render(.expression(.call(.path("events", "map"), [], trailing: block))),
      """
      events.map { event -> Mutation in
        return .reset
      }
      """)
    // Several parameters are separated, and captures of every kind are written as Swift has them.
    let pair = SwiftClosure(
      captures: [.unowned("store"), .strong("self")], parameters: ["a", "b"], body: [.expression(.binary(.name("a"), .nilCoalescing, .name("b")))])
    XCTAssertEqual(
      render(.expression(.call(.path("values", "reduce"), [SwiftArgument(.literal(.integer(0)))], trailing: pair))),
      "values.reduce(0) { [unowned store, self] a, b in a ?? b }")
  }

  func testAPatternBindsOnlyTheValuesItsBodyUses() {
    let body: [SwiftStatement] = [.return(.just(.call(.implicitMember("set"), [SwiftArgument(.fragment(SpecFragment("b + 1")))])))]
    XCTAssertEqual(SwiftRenderer.pattern(SwiftSwitchCase(pattern: .enumCase("pair", bindings: ["a", "b"]), body: body)), "case let .pair(_, b):")
    XCTAssertEqual(SwiftRenderer.pattern(SwiftSwitchCase(pattern: .enumCase("pair", bindings: ["a", "b"]), body: [.return(.empty)])), "case .pair:")
  }

  func testStringsAreEscapedToStayOneLine() {
    XCTAssertEqual(SwiftRenderer.text(of: .string("a \"b\" \\ c\nd\te\u{1}")), #""a \"b\" \\ c\nd\te\u{1}""#)
  }

  // MARK: What a fragment's place refuses

  func testPlacesRefuseWhatSwiftRefusesThere() {
    XCTAssertNil(SpecFragment("if flag { 1 } else { 2 }").problem(in: .reducedValue))
    XCTAssertNil(SpecFragment("switch n { case 0: 1 default: 2 }").problem(in: .stateDefault(isAlsoDefaultArgument: false)))
    XCTAssertNotNil(SpecFragment("if flag { 1 } else { 2 }").problem(in: .argument))
    XCTAssertNotNil(SpecFragment("if flag { 1 } else { 2 }").problem(in: .stateDefault(isAlsoDefaultArgument: true)))
    XCTAssertNotNil(SpecFragment("if flag { 1 } else { 2 } + 1").problem(in: .reducedValue))
    XCTAssertNotNil(SpecFragment("f(if flag { 1 } else { 2 })").problem(in: .reducedValue))
    XCTAssertNil(SpecFragment("{ let a = if flag { 1 } else { 2 }; return a }()").problem(in: .argument))
    XCTAssertNotNil(SpecFragment("try load()").problem(in: .argument))
    XCTAssertNotNil(SpecFragment("items.map { try load($0) }").problem(in: .argument))
    XCTAssertNotNil(SpecFragment(#""\(try load())""#).problem(in: .argument))
    XCTAssertNotNil(SpecFragment(##"#"\#(await load())"#"##).problem(in: .argument))
    XCTAssertNil(SpecFragment("(try? load()) ?? 0").problem(in: .argument))
    XCTAssertNil(SpecFragment("try! load()").problem(in: .condition))
    // Names, not effects: a field or label named like the keyword.
    XCTAssertNil(SpecFragment("State(await: [\"a\": 1], try: 2)").problem(in: .initialState))
    XCTAssertNil(SpecFragment("self.currentState.await").problem(in: .argument))
  }

  // MARK: Declarations

  private func render(_ declaration: SwiftDeclaration) -> String {
    SwiftRenderer.lines(declaration).joined(separator: "\n")
  }

  /// A type: documentation, attributes on lines of their own, the head, members a level in with
  /// a blank line between groups (an empty group leaves none), and `{` `}` for no members.
  func testATypeLaysOutItsGroupsOfMembers() {
    let state = SwiftTypeDeclaration(
      documentation: ["The screen's state."], attributes: [.observableState], access: .public, kind: .struct, name: "State",
      inheritance: [.named("Equatable")],
      members: [
        [.variable(SwiftVariable(access: .public, isLet: false, name: "count", type: .named("Int"), value: .literal(.integer(0))))],
        [],
        [.function(SwiftFunction(access: .public, name: "init", parameters: [], body: []))],
      ])
    XCTAssertEqual(
      render(.type(state)),
      "/// The screen's state.\n@ObservableState\npublic struct State: Equatable {\n  public var count: Int = 0\n\n  public init() {}\n}")
    XCTAssertEqual(render(.type(SwiftTypeDeclaration(kind: .protocol, name: "P"))), "protocol P {\n}")
    XCTAssertEqual(
      render(.type(SwiftTypeDeclaration(isFinal: true, kind: .class, name: "R", inheritance: [.named("Reactor"), .named("Stepper")]))),
      "final class R: Reactor, Stepper {\n}")
    XCTAssertEqual(
      render(.type(SwiftTypeDeclaration(kind: .extension, name: "R.Action", members: [[.typeAlias(.public, name: "ID", .named("Int"))]]))),
      "extension R.Action {\n  public typealias ID = Int\n}")
  }

  /// A variable's words in Swift's order; a requirement is `{ get }`.
  func testAVariableWritesItsModifiersInSwiftsOrder() {
    XCTAssertEqual(
      render(
        .variable(SwiftVariable(setterAccess: .private, isLet: false, name: "calls", type: .array(.named("Int")), value: .literal(.emptyArray)))),
      "private(set) var calls: [Int] = []")
    XCTAssertEqual(
      render(.variable(SwiftVariable(access: .public, isUnowned: true, isLet: true, name: "provider", type: .named("P")))),
      "public unowned let provider: P")
    XCTAssertEqual(render(.variable(SwiftVariable(isLet: false, name: "service", type: .named("S"), isRequirement: true))), "var service: S { get }")
    XCTAssertEqual(
      render(.variable(SwiftVariable(isLazy: true, isLet: false, name: "event", value: .call(.type(.named("PublishSubject", .named("E"))), [])))),
      "lazy var event = PublishSubject<E>()")
  }

  /// A function's attributes on lines of their own; no body is a requirement, an empty one `{}`;
  /// `rethrows`; parameters one a line when it wraps them.
  func testAFunctionsAttributesBodyAndWrappedParameters() {
    let function = SwiftFunction(
      attributes: [.discardableResult], name: "save", parameters: [SwiftParameter(label: "_", name: "item", type: .named("Item"))],
      effects: SwiftEffects(isRethrowing: true), result: .named("Bool"))
    XCTAssertEqual(render(.function(function)), "@discardableResult\nfunc save(_ item: Item) rethrows -> Bool")
    var empty = function
    empty.body = []
    XCTAssertEqual(render(.function(empty)), "@discardableResult\nfunc save(_ item: Item) rethrows -> Bool {}")
    var wrapped = function
    wrapped.attributes = []
    wrapped.parameters.append(SwiftParameter(name: "done", type: .named("Bool")))
    wrapped.wrapsParameters = true
    wrapped.body = [.return(.literal(.bool(true)))]
    XCTAssertEqual(render(.function(wrapped)), "func save(\n  _ item: Item,\n  done: Bool\n) rethrows -> Bool {\n  return true\n}")
  }

  /// A declaration made from the spec marks the line that names it, after its attributes, so
  /// that a directive put before those counts them.
  func testADeclarationFromTheSpecMarksTheLineThatNamesIt() {
    let origin = SourceLocation(file: "s.yml", line: 7, column: 5)
    let function = SwiftFunction(attributes: [.discardableResult], name: "f", parameters: [])
    let protocolP = SwiftTypeDeclaration(kind: .protocol, name: "P", members: [[.fromSpec(.function(function), origin: origin)]])
    XCTAssertEqual(
      SwiftRenderer.lines(.type(protocolP)),
      ["protocol P {", "  #sourceLocation(file: \"s.yml\", line: 6)", "  @discardableResult", "  func f()", "  #sourceLocation()", "}"])
    XCTAssertEqual(SwiftRenderer.lines(.fromSpec(.enumCase(name: "go", values: []), origin: nil)), ["case go"])
  }

  /// The user's own lines as a member stay as written, their relative indentation and blank lines
  /// kept, at the level of the type they stand in; a filled function keeps its labels and takes the
  /// names the user's code reads.
  func testTheUsersLinesAsAMemberAndAFilledFunction() {
    let member = SwiftDeclaration.userCode(["// Kept.", "private var limit: Int {", "  10", "}"])
    let function = SwiftFunction(
      name: "mutateAdd",
      parameters: [SwiftParameter(name: "amount", type: .named("Int")), SwiftParameter(label: "_", name: "b", type: .named("Int"))],
      body: []
    )
    .filled(parameterNames: ["value", nil], body: [.expression(.userCode(["print(value)", "", "print(b)"]))])
    XCTAssertEqual(
      SwiftRenderer.lines(.type(SwiftTypeDeclaration(kind: .extension, name: "R", members: [[member], [.function(function)]]))),
      [
        "extension R {", "  // Kept.", "  private var limit: Int {", "    10", "  }", "", "  func mutateAdd(amount value: Int, _ b: Int) {",
        "    print(value)", "", "    print(b)", "  }", "}",
      ])
  }

  /// `do`/`catch` blocks and a local with modifiers.
  func testDoCatchAndALocalWithModifiers() {
    XCTAssertEqual(
      render(
        .do([.local(SwiftVariable(isNonisolatedUnsafe: true, isLet: true, name: "work", value: .name("work")))], catch: [.return(nil)])),
      "do {\n  nonisolated(unsafe) let work = work\n} catch {\n  return\n}")
  }
}
