import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// One test per diagnostic: the exact message and where it points.
final class SpecDiagnosticsTests: XCTestCase {
  /// A mutation's `set field` splits at its first space as `split(separator:maxSplits:)` does, by
  /// bytes or by characters: on random texts of spaces, letters, a tab, a combining accent and
  /// non-ASCII letters.
  func testAMutationsWordsSplitAsSwiftsSplitDoes() {
    var random = SplitMix64(seed: 7)
    let pieces = [" ", " ", "a", "b", "set", "=", "\t", "\u{301}", "é", "\r\n"]
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
      XCTAssertEqual(
        SpecDecoder.firstWordAndRest(text).map(String.init),
        text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).map(String.init),
        text.debugDescription)
    }
  }

  /// `module:` names what the generated tests `@testable import`: a keyword does not parse there,
  /// and a module the generated files import themselves would import itself. One error each, at
  /// the module's name.
  func testAModuleNamedLikeAKeywordOrAnImportedFrameworkIsRefused() {
    for name in ["class", "self", "init", "RxSwift", "RxRelay", "ReactorKit", "Foundation", "XCTest", "Swift"] {
      let errors = diagnostics(of: minimalSpec.replacingOccurrences(of: "version: 1\n", with: "version: 1\nmodule: \(name)\n"))
      XCTAssertEqual(errors.count, 1, "\(name): \(errors)")
      XCTAssertTrue(errors.first?.hasPrefix("spec.yml:2:9: error: '\(name)' is a") == true, "\(name): \(errors)")
    }
    XCTAssertEqual(diagnostics(of: minimalSpec.replacingOccurrences(of: "version: 1\n", with: "version: 1\nmodule: RxSwiftApp\n")), [])
  }

  /// `$0` names a closure's argument: outside every closure of a fragment, no place gives one.
  /// Inside the fragment's own closure it is that closure's, and fine.
  func testAnAnonymousClosureArgumentOutsideTheFragmentsClosuresIsRefused() {
    let spec = minimalSpec.replacingOccurrences(
      of: "      - increase: increaseValue\n", with: "      - increase: { emit: increaseValue, when: \"$0 > 1\" }\n")
    XCTAssertNotEqual(spec, minimalSpec)
    let errors = diagnostics(of: spec)
    XCTAssertEqual(errors.count, 1, "\(errors)")
    XCTAssertTrue(errors.first?.contains("error: '$0' is a closure's argument, and ") == true, "\(errors)")
    let inClosure = minimalSpec.replacingOccurrences(
      of: "      - increase: increaseValue\n", with: "      - increase: { emit: increaseValue, when: \"[1, 2].contains { $0 > 1 }\" }\n")
    XCTAssertEqual(diagnostics(of: inClosure), [])
    // A closure in an `if` expression's condition is a closure, not the expression's branch.
    let inCondition = minimalSpec.replacingOccurrences(
      of: "count: Int = 0", with: "count: 'Int = if ([1, 2].contains { $0 > 1 }) { 1 } else { 2 }'")
    XCTAssertNotEqual(inCondition, minimalSpec)
    XCTAssertEqual(diagnostics(of: inCondition), [])
  }

  /// Conformances by meaning: a protocol qualified by a module the generated code imports is the
  /// same protocol; the reactor's own hooks' protocol and the reactor itself are not for it to
  /// adopt; CaseIterable needs cases without values; a synthesized conformance needs values Swift
  /// can synthesize it from (the standard library's generics by their arguments), and Codable a
  /// state without a 'let' that has its value. One error each, at the conformance.
  func testConformancesAreCheckedByMeaning() {
    let errors = diagnostics(
      of: """
        version: 1
        reactors:
          LoopReactor:
            state:
              n: Int = 0
              result: Result<Int, any Error>? = nil
            actions:
              - "go(Int)": setN
            mutations:
              - setN(Int): set n
            conformances:
              reactor: [ReactorKit.Reactor, LoopReactorLogic, LoopReactor, Swift.Identifiable]
              state: [Equatable, Swift.Equatable, Codable]
              action: [CaseIterable]
              mutation: [Swift.Hashable, Hashable]

        """)
    XCTAssertEqual(
      errors,
      [
        "spec.yml:12:17: error: 'reactor' conforms to 'ReactorKit.Reactor' once: reactorgen declares it already; remove it",
        "spec.yml:12:37: error: 'reactor' conforms to 'LoopReactorLogic': 'LoopReactorLogic' is the protocol of the reactor's hooks, which reactorgen adopts itself where the reactor has hooks; remove it",
        "spec.yml:12:55: error: 'reactor' conforms to 'LoopReactor': the reactor cannot conform to itself; remove it",
        "spec.yml:13:15: error: 'state' cannot be 'Equatable': Swift synthesizes it from every value, and state field 'result' is 'Result<Int, any Error>?', which it cannot compare (a function, tuple or existential); change that type or drop the conformance",
        "spec.yml:13:26: error: 'state' conforms to 'Swift.Equatable' once: it is listed twice; remove it",
        "spec.yml:13:43: error: 'state' cannot be 'Codable': Swift synthesizes it from every value, and state field 'result' is 'Result<Int, any Error>?', which it cannot encode or decode (a function, tuple, existential or Result); change that type or drop the conformance",
        "spec.yml:14:16: error: 'action' cannot be 'CaseIterable': action 'go' has a value, and Swift synthesizes allCases only where no case has one; drop the conformance",
        "spec.yml:15:34: error: 'mutation' conforms to 'Hashable' once: it is listed twice; remove it",
      ])
    // Codable over values it can code, but a 'let' with its value: decoding cannot set it.
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          reactors:
            DraftReactor:
              state:
                let kind: 'String = "draft"'
              conformances:
                state: [Codable]

          """),
      [
        "spec.yml:7:15: error: 'state' cannot be 'Codable' as written: state field 'kind' is a 'let' with a value, which decoding cannot set (Swift warns); make it 'var', or give its value in init"
      ])
  }

  /// A name of the app's may be a typealias of a function type, which reactorgen cannot see: it
  /// asks for the function type itself rather than proposing the bare name (which would not
  /// compile where the name is a function's). A standard library type is plainly not one.
  func testAnAttributeOfFunctionTypesOnANameSaysWhatToWrite() {
    let spec = { (type: String) in
      minimalSpec.replacingOccurrences(of: "    state:\n", with: "    parameters:\n      handler: \"\(type)\"\n    state:\n")
    }
    XCTAssertEqual(
      diagnostics(of: spec("@escaping Handler")),
      [
        "spec.yml:5:7: error: parameter 'handler', '@escaping Handler': '@escaping' applies to function types only, and reactorgen cannot see whether 'Handler' is one: if it is a typealias of a function type, write that function type in its place; if not, drop '@escaping'"
      ])
    XCTAssertEqual(
      diagnostics(of: spec("@escaping Int")),
      ["spec.yml:5:7: error: parameter 'handler', '@escaping Int': '@escaping' applies to function types only, and 'Int' is not one; write 'Int'"])
    XCTAssertEqual(diagnostics(of: spec("@escaping (Int) -> Void")), [])
  }

  /// `let` on an optional @Pulse field is one mistake, one error (it was also told it needs a
  /// default, which only the `let` made it need).
  func testALetPulseIsOneError() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          reactors:
            PulseReactor:
              state:
                let alert: { type: "String?", pulse: true }

          """),
      ["spec.yml:5:7: error: @Pulse field 'alert' cannot be 'let': a pulse counts its assignments; write it without 'let'"])
  }

  /// A pulse without a default is given by `initialState` (Swift's memberwise initializer takes
  /// it); without one, it is one error at the field.
  func testAPulseWithoutADefaultNeedsTheInitialState() {
    let spec = """
      version: 1
      reactors:
        ListReactor:
          parameters:
            items: "[String]"
          state:
            items: "@Pulse [String]"
          initialState: "State(items: items)"

      """
    XCTAssertEqual(diagnostics(of: spec), [])
    XCTAssertEqual(
      diagnostics(of: spec.replacingOccurrences(of: "    initialState: \"State(items: items)\"\n", with: "")),
      ["spec.yml:7:7: error: @Pulse field 'items' needs a default value (only a 'T?' field starts as nil), or set 'initialState'"])
  }

  /// `postlude:` names reduce, the one switch cases fall out of, and needs its mutations.
  func testAPostludeRunsAfterReducesSwitchOnly() {
    assertErrors(minimalSpec + "    postlude: [reduce]\n", [])
    assertErrors(
      minimalSpec + "    postlude: mutate\n",
      ["spec.yml:10:15: error: unknown postlude 'mutate'; a postlude runs after the switch of reduce (each case of mutate returns)"])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    actions:\n      - go: []\n    postlude: [reduce]\n",
      [
        "spec.yml:6:16: error: 'postlude: reduce' runs after the switch of reduce, which this reactor does not have (it has no mutations); remove it"
      ])
  }

  /// A property is public where the module is (`public steps:` satisfies RxFlow's `Stepper`), and
  /// `public` is refused on an internal reactor's, where it would say nothing.
  func testAPublicPropertyNeedsAPublicModule() throws {
    let spec = minimalSpec.replacingOccurrences(of: "    state:", with: "    properties:\n      public var steps: \"[Int] = []\"\n    state:")
    assertErrors(
      spec,
      [
        "spec.yml:5:18: error: property 'steps' is 'public', but the reactor is not: a public member of it is public to no other module; remove 'public', or set 'access: public'"
      ])
    var diagnostics = Diagnostics()
    let validated = try XCTUnwrap(module(of: spec.replacingOccurrences(of: "version: 1", with: "version: 1\naccess: public")))
    let files = try XCTUnwrap(Generator().render(validated, diagnostics: &diagnostics))
    let reactor = try XCTUnwrap(files.first { $0.path.hasSuffix("Generated/CounterReactor.swift") }?.contents)
    XCTAssertTrue(reactor.contains("  public var steps: [Int]\n"), reactor)
  }

  /// A `scheduler` property is the override of ReactorKit 3.2's requirement (17 reactors of one
  /// app measured fresh), not a clash with it: generated as the app wrote it, public in a public
  /// reactor (Swift's rule for a public protocol's witness). Of another type, or on an observable
  /// reactor (ReactorKit main, which has no `scheduler`), it is one error at the property.
  func testASchedulerPropertyOverridesReactorKits() throws {
    func withScheduler(_ value: String) -> String {
      minimalSpec.replacingOccurrences(of: "    state:", with: "    properties:\n      scheduler: \(value)\n    state:")
    }
    let spec = withScheduler("\"Scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)\"")
    for access in ["internal", "public"] {
      var diagnostics = Diagnostics()
      let validated = try XCTUnwrap(module(of: spec.replacingOccurrences(of: "version: 1", with: "version: 1\naccess: \(access)")))
      let files = try XCTUnwrap(Generator().render(validated, diagnostics: &diagnostics))
      let reactor = try XCTUnwrap(files.first { $0.path.hasSuffix("Generated/CounterReactor.swift") }?.contents)
      let level = access == "public" ? "public " : ""
      XCTAssertTrue(reactor.contains("  \(level)let scheduler: Scheduler\n"), reactor)
      XCTAssertTrue(reactor.contains("    self.scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)\n"), reactor)
    }
    let fix = "write 'scheduler: Scheduler = MainScheduler.instance', ReactorKit 3.2's type"
    for (entry, column) in [
      ("scheduler: \"ImmediateSchedulerType = MainScheduler.instance\"", 7), ("var scheduler: \"Scheduler?\"", 11), ("scheduler: Int = 1", 7),
    ] {
      assertErrors(
        minimalSpec.replacingOccurrences(of: "    state:", with: "    properties:\n      \(entry)\n    state:"),
        ["spec.yml:5:\(column): error: property 'scheduler' overrides ReactorKit 3.2's 'scheduler', whose type is 'Scheduler', with a value: \(fix)"])
    }
    assertErrors(
      spec.replacingOccurrences(of: "    properties:", with: "    observableState: true\n    properties:"),
      [
        "spec.yml:6:7: error: property 'scheduler' overrides ReactorKit 3.2's 'scheduler', which ReactorKit main (that observableState needs) no longer has: remove the property"
      ])
  }

  /// `weak var` is a property's, optional (Swift's rule): one error otherwise, at the property.
  func testAWeakPropertyIsAnOptionalVar() throws {
    let weak = minimalSpec.replacingOccurrences(of: "    state:", with: "    properties:\n      weak var owner: AnyObject\n    state:")
    assertErrors(
      weak,
      [
        "spec.yml:5:16: error: property 'owner' is 'weak', so it is an optional 'var' without a wrapper (Swift's rule): write 'weak var owner: AnyObject?'"
      ])
    let validated = try XCTUnwrap(module(of: weak.replacingOccurrences(of: "AnyObject\n", with: "AnyObject?\n")))
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().render(validated, diagnostics: &diagnostics))
    let reactor = try XCTUnwrap(files.first { $0.path.hasSuffix("Generated/CounterReactor.swift") }?.contents)
    XCTAssertTrue(reactor.contains("  weak var owner: AnyObject?\n"), reactor)
  }

  /// A closure in a spec value holds expressions, `return` and `let`/`var`: a statement of
  /// another kind is one error at its line, saying so (it was told `'guard' is a keyword ...
  /// write it in backquotes`, or `expected '{' in the conditional expression`), in each place a
  /// closure may stand.
  func testAStatementAClosureInASpecCannotHoldIsNamedAtItsLine() {
    let statements = [
      ("if", "if value > 0 {\n    print(value)\n  }"), ("guard", "guard value > 0 else { return 0 }"),
      ("for", "for item in [value] { print(item) }"), ("while", "while value < 0 { print(value) }"),
      ("repeat", "repeat { print(value) } while value < 0"), ("do", "do { print(value) }"), ("defer", "defer { print(value) }"),
    ]
    for (keyword, statement) in statements {
      let closure = "{ value in\n  \(statement)\n  return value\n}"
      let indented = { (depth: Int) in closure.split(separator: "\n").map { String(repeating: " ", count: depth) + $0 }.joined(separator: "\n") }
      let places = [
        ("version: 1\nreactors:\n  R:\n    properties:\n      check: |-\n        (Int) -> Int = \(indented(8).dropFirst(8))\n", 7),
        ("version: 1\nreactors:\n  R:\n    state:\n      check: |-\n        (Int) -> Int = \(indented(8).dropFirst(8))\n", 7),
      ]
      for (text, line) in places {
        let found = diagnostics(of: text)
        XCTAssertEqual(found.count, 1, "\(keyword): \(found)\n\(text)")
        XCTAssertTrue(
          found.first?.hasPrefix(
            "spec.yml:\(line):11: error: a closure in a spec holds expressions, 'return' and 'let' or 'var' only, one a line: this '\(keyword)' statement"
          ) == true,
          "\(keyword): \(found)\n\(text)")
      }
    }
    // An `if` that is one expression of its own stays accepted.
    XCTAssertEqual(
      diagnostics(of: "version: 1\nreactors:\n  R:\n    properties:\n      check: \"(Int) -> Int = { value in if value > 0 { 1 } else { 0 } }\"\n"),
      [])
  }

  /// `lazy var` keeps its value at the declaration, out of init; not a `var`, without a value or
  /// with a wrapper, it is one error at the property (Swift's rule).
  func testALazyPropertyIsAVarWithItsValueAtTheDeclaration() throws {
    func spec(_ entry: String) -> String {
      minimalSpec.replacingOccurrences(of: "    state:", with: "    properties:\n      \(entry)\n    state:")
    }
    let fix = "so it is a 'var' with a value and no wrapper (Swift's rule)"
    for (entry, column, type) in [
      ("lazy label: String = \"x\"", 12, "String"), ("lazy var label: String", 16, "String"),
      ("lazy var label: \"@GrammarWrapper String = \\\"x\\\"\"", 16, "String"),
    ] {
      assertErrors(spec(entry), ["spec.yml:5:\(column): error: property 'label' is 'lazy', \(fix): write 'lazy var label: \(type) = ...'"])
    }
    let validated = try XCTUnwrap(module(of: spec("lazy var label: 'String = String(describing: self)'")))
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().render(validated, diagnostics: &diagnostics))
    let reactor = try XCTUnwrap(files.first { $0.path.hasSuffix("Generated/CounterReactor.swift") }?.contents)
    XCTAssertTrue(reactor.contains("  lazy var label: String = String(describing: self)\n"), reactor)
    XCTAssertFalse(reactor.contains("self.label ="), reactor)
  }

  func testMinimalSpecIsValid() {
    assertErrors(minimalSpec, [])
  }

  func testSpecWithCRLFAndByteOrderMarkGeneratesTheSameCode() throws {
    var diagnostics = Diagnostics()
    let windows = [UInt8]([0xEF, 0xBB, 0xBF]) + Array(minimalSpec.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    let spec = try XCTUnwrap(SpecLoader().load(bytes: windows, file: "spec.yml", diagnostics: &diagnostics))
    let crlf = try XCTUnwrap(Validator().validate([spec], diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.all, [])
    let unix = try XCTUnwrap(module(of: minimalSpec))
    XCTAssertEqual(Generator().render(crlf, diagnostics: &diagnostics), Generator().render(unix, diagnostics: &diagnostics))
  }

  /// `provider` is the reactor's own only when it holds the provider (it uses a service); without
  /// services a hand-written provider may be a parameter, as reactorgen-import makes it. One
  /// mistake, one error (it was said twice before).
  func testAProviderParameterIsRefusedOnlyWhereTheReactorHoldsTheProvider() {
    let reactor = "reactors:\n  R:\n    parameters:\n      provider: ServiceProviderType\n    state:\n      value: Int = 0\n"
    assertErrors("version: 1\n" + reactor, [])
    assertErrors(
      "version: 1\nservices:\n  S:\n    methods:\n      - func ping()\n" + reactor + "    services: [S]\n",
      [
        "spec.yml:9:7: error: parameter 'provider' clashes with the reactor's own 'provider' (at 7:3); rename the parameter"
      ])
  }

  /// Typical YAML mistakes, each one message in the user's terms at the line it is on (libyaml
  /// says "found character that cannot start any token", "did not find expected key").
  func testYAMLMistakesAreSaidInTheUsersTerms() {
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n\tvalue: Int = 0\n",
      [
        "spec.yml:5:1: error: a tab indents this line; YAML indents with spaces only: replace the tab with spaces"
      ])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    actions:\n      - a\n     - b\n",
      [
        "spec.yml:6:6: error: this list item is indented 5 spaces, which matches no level above: indent it like the items of its list"
      ])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      value: Int = 0\n      - isLoading: Bool = false\n",
      [
        "spec.yml:6:7: error: a list item ('- isLoading: Bool = false') where a mapping's 'name: value' entries are expected: remove the '- ', or move the item under the key that holds the list"
      ])
    // Which entry is the mistake: the odd one out among its collection's entries.
    assertErrors(
      "version: 1\nreactors:\n  R:\n    actions:\n      - a\n      - b\n      c: d\n",
      [
        "spec.yml:7:7: error: 'c: d' stands where list items ('- ...') are expected: start it with '- ', or put it under a key of its own"
      ])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      - value: Int = 0\n      other: Int = 0\n      more: Int = 1\n",
      [
        "spec.yml:5:7: error: a list item ('- value: Int = 0') among 2 'name: value' entries of one mapping: remove its '- '"
      ])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      - value: Int = 0\n      other: Int = 0\n",
      [
        "spec.yml:6:7: error: 'other: Int = 0' and the list item at line 5 ('- value: Int = 0') mix a mapping and a list under one key: write every entry as 'name: value' (without '- '), or every entry as a list item ('- ...')"
      ])
    // A tab after the first field, or after spaces: libyaml says "found a tab character that
    // violates indentation (while scanning a plain scalar ...)" there.
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      value: Int = 0\n\tother: Int = 0\n",
      [
        "spec.yml:6:1: error: a tab indents this line; YAML indents with spaces only: replace the tab with spaces"
      ])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      value: Int = 0\n    \tother: Int = 0\n",
      [
        "spec.yml:6:5: error: a tab indents this line; YAML indents with spaces only: replace the tab with spaces"
      ])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      value: Int = 0\n     other: Int = 0\n",
      [
        "spec.yml:6:6: error: this line is indented 5 spaces, which matches no level above: indent it like the keys of its mapping"
      ])
  }

  /// A misspelt field type is the field's mistake, said once where the field is, not at every
  /// mutation that sets, increments or toggles it.
  func testAMisspeltFieldTypeIsBlamedOnTheField() {
    assertErrors(
      "version: 1\nreactors:\n  R:\n    state:\n      count: Itn = 0\n      on: Bol = false\n    actions:\n      - \"set(Int)\": setCount\n      - bump: increment\n    mutations:\n      - setCount(Int): set count\n      - increment: increment count\n      - flip: toggle on\n",
      [
        "spec.yml:5:7: error: state field 'count' has type 'Itn', which looks like a typo for 'Int' (its mutations use Int); fix the field's type",
        "spec.yml:6:7: error: state field 'on' has type 'Bol', which looks like a typo for 'Bool' (its mutations use Bool); fix the field's type",
      ])
  }

  func testMissingAndUnsupportedVersion() {
    assertErrors("reactors: {}\n", ["spec.yml:1:1: error: the spec has no 'version'; add 'version: 1' at the top"])
    assertErrors("version: 2\n", ["spec.yml:1:10: error: unsupported spec version 2; this reactorgen reads version 1"])
    assertErrors("version: one\n", ["spec.yml:1:10: error: 'version' must be a whole number such as 1"])
  }

  func testDocumentMustBeAMapping() {
    assertErrors("- a\n- b\n", ["spec.yml:1:1: error: a spec must be a mapping with keys such as 'version', 'module', 'access', not a list"])
  }

  func testUnknownKeysSuggestTheClosestKey() {
    assertErrors("version: 1\nreactor: {}\n", ["spec.yml:2:1: error: unknown key 'reactor' in a spec; did you mean 'reactors'?"])
    assertErrors(
      """
      version: 1
      reactors:
        R:
          stat: {}
          action: []
      """,
      [
        "spec.yml:4:5: error: unknown key 'stat' in reactor 'R'; did you mean 'state'?",
        "spec.yml:5:5: error: unknown key 'action' in reactor 'R'; did you mean 'actions'?",
      ])
    assertErrors(
      "version: 1\nservices:\n  S:\n    classbound: true\n",
      ["spec.yml:4:5: error: unknown key 'classbound' in service 'S'; did you mean 'classBound'?"])
    assertErrors(
      "version: 1\nreactors:\n  R:\n    zzz: 1\n",
      [
        "spec.yml:4:5: error: unknown key 'zzz' in reactor 'R'; expected one of services, dependencies, parameters, properties, state, initialState, actionType, actions, mutationType, mutations, events, transform, observableState, access, conformances, didInitialize, willDeinitialize, prelude, postlude"
      ])
  }

  func testUnknownKeyInActionOptions() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "- increase: increaseValue", with: "- increase: { emits: increaseValue }"),
      ["spec.yml:7:21: error: unknown key 'emits' in action 'increase'; did you mean 'emit'?"])
  }

  func testInvalidIdentifiers() {
    assertErrors("version: 1\nreactors:\n  9Lives: {}\n", ["spec.yml:3:3: error: '9Lives' is not a valid Swift identifier for a reactor name"])
    assertErrors(
      "version: 1\nservices:\n  My-Service: {}\n", ["spec.yml:3:3: error: 'My-Service' is not a valid Swift identifier for a service name"])
  }

  func testUnescapedKeywords() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "count: Int = 0", with: "count: Int = 0\n      default: Bool = false"),
      ["spec.yml:6:7: error: 'default' is a Swift keyword; write it in backquotes (`default`) or choose another state field name"])
    assertErrors(
      minimalSpec.replacingOccurrences(of: "- increase: increaseValue", with: "- increase: increaseValue\n      - class"),
      ["spec.yml:8:9: error: 'class' is a Swift keyword; write it in backquotes (`class`) or choose another case name"])
  }

  func testEscapedKeywordsAreAccepted() {
    assertErrors(minimalSpec.replacingOccurrences(of: "- increase: increaseValue", with: "- increase: increaseValue\n      - \"`default`\""), [])
  }

  func testKeywordInATypeIsRejectedAtItsColumn() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "count: Int = 0", with: "count: \"[class] = []\""),
      ["spec.yml:5:16: error: 'class' is a Swift keyword, not a type"])
  }

  func testDuplicateYAMLKeys() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "count: Int = 0", with: "count: Int = 0\n      count: Int = 1"),
      ["spec.yml:6:7: error: duplicate key 'count'; it is already defined at 5:7"])
  }

  func testDuplicateActionsAndMutations() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          actions:
            - tap(Int): set
            - tap
          mutations:
            - set(Int): set value
            - set(Int)
          state:
            value: Int = 0
      """,
      [
        "spec.yml:6:9: error: duplicate action 'tap' in reactor 'R'; it is already defined at 5:9",
        "spec.yml:9:9: error: duplicate mutation 'set' in reactor 'R'; it is already defined at 8:9",
      ])
  }

  func testDuplicatesAcrossSpecs() throws {
    var diagnostics = Diagnostics()
    let loader = SpecLoader()
    let first = try XCTUnwrap(loader.load(text: minimalSpec + "services:\n  S: {}\n", file: "a.yml", diagnostics: &diagnostics))
    let second = try XCTUnwrap(loader.load(text: minimalSpec + "services:\n  S: {}\n", file: "b.yml", diagnostics: &diagnostics))
    XCTAssertNil(Validator().validate([first, second], diagnostics: &diagnostics))
    XCTAssertEqual(
      diagnostics.sorted.map(\.description),
      [
        "b.yml:3:3: error: duplicate reactor 'CounterReactor'; it is already defined at a.yml:3:3",
        "b.yml:11:3: error: duplicate service 'S'; it is already defined at a.yml:11:3",
      ])
  }

  func testUnknownMutationSuggestsTheClosest() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "- increase: increaseValue", with: "- increase: increaseValeu"),
      ["spec.yml:7:19: error: unknown mutation 'increaseValeu'; did you mean 'increaseValue'?"])
  }

  func testUnknownStateField() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "increment count", with: "increment cont"),
      ["spec.yml:9:34: error: unknown state field 'cont'; did you mean 'count'?"])
  }

  func testUnknownServiceAndEvents() {
    assertErrors(
      """
      version: 1
      services:
        TaskService:
          events: [created]
        AlertService: {}
      reactors:
        R:
          services: [TaskServis]
          events:
            - AlertService
            - TaskService: { deleted: reload }
            - Nope
          mutations:
            - reload
      """,
      [
        "spec.yml:8:16: error: unknown service 'TaskServis'; did you mean 'TaskService'?",
        "spec.yml:10:9: error: service 'AlertService' has no events to merge; add 'events' to it",
        "spec.yml:11:24: error: service 'TaskService' has no event 'deleted'",
        "spec.yml:12:9: error: unknown service 'Nope'",
      ])
  }

  func testReduceTypesMustFitTheField() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state:
            count: Int = 0
            name: String = ""
            flag: Bool = false
          mutations:
            - setCount(String): set count
            - setName(String?): set name
            - toggleName: toggle name
            - addName(String): append name
            - bump: increment flag
            - setTwo(Int, Int): set count
      """,
      [
        "spec.yml:9:31: error: 'set: count' assigns String to 'count' of type Int",
        "spec.yml:10:31: error: 'set: name' assigns String? to 'name' of type String",
        "spec.yml:11:28: error: 'toggle: name' needs a Bool field; 'name' is String",
        "spec.yml:12:33: error: 'append: name' needs an array field; 'name' is String",
        "spec.yml:13:25: error: 'increment: flag' needs a number field; 'flag' is Bool",
        "spec.yml:14:21: error: mutation 'setTwo' has 1 associated value(s) its reduce does not use; add 'set' or 'append' for them or write a hook",
      ])
  }

  func testOptionalFieldAcceptsAValueOfItsWrappedType() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state:
            query: String?
            repos: "[String] = []"
          mutations:
            - setQuery(String): set query
            - add(String): append repos
            - addAll([String]): append repos
      """, [])
  }

  func testPassedOnValuesMustMatchTheMutation() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state:
            count: Int = 0
            name: String?
          actions:
            - rename(String): setCount
            - reset: setCount(0, 1)
            - name(String): setName
          mutations:
            - setCount(Int): set count
            - setName(String?): set name
      """,
      [
        "spec.yml:8:25: error: mutation 'setCount' takes (Int); action 'rename' has (String) to pass on; write the arguments, e.g. 'setCount(...)'",
        "spec.yml:9:16: error: mutation 'setCount' takes 1 value(s), but 2 are given",
      ])
  }

  /// Values a mutation gives defaults at the end may be left out, as Swift's call of the case
  /// does (RxTodo-style `.setPage(page)` for `setPage(Int, animated: Bool = false)`); the others
  /// may not.
  func testTrailingDefaultsOfAMutationMayBeLeftOut() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state:
            count: Int = 0
            isAnimated: Bool = false
          actions:
            - "jump(Int)": moveTo
            - top: moveTo(0)
            - none: moveTo()
            - both: "moveTo(1, animated: true, 2)"
            - "mark(Bool)": moveTo
          mutations:
            - "moveTo(Int, animated: Bool = false)": { set: [count, isAnimated] }
      """,
      [
        "spec.yml:10:22: error: expected an argument",
        "spec.yml:11:15: error: mutation 'moveTo' takes 1 to 2 value(s), but 3 are given",
        "spec.yml:12:23: error: mutation 'moveTo' takes (Int, Bool); action 'mark' has (Bool) to pass on; write the arguments, e.g. 'moveTo(...)'",
      ])
  }

  func testStateFieldWithoutDefault() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "count: Int = 0", with: "count: Int"),
      ["spec.yml:5:7: error: state field 'count' has no default value; give it one ('count: Int = ...') or set 'initialState'"])
  }

  func testLoadingAndCancellation() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state:
            count: Int = 0
          actions:
            - load: { loading: setCount, cancelledBy: [refrsh] }
            - refresh: { emit: setCount(1), ignoreWhileLoading: true }
          mutations:
            - setCount(Int): set count
      """,
      [
        "spec.yml:7:26: error: loading mutation 'setCount' must take one Bool, like 'setLoading(Bool)'",
        "spec.yml:7:50: error: unknown action 'refrsh' in 'cancelledBy'; did you mean 'refresh'?",
        "spec.yml:8:9: error: 'ignoreWhileLoading' needs a 'loading' mutation",
      ])
  }

  /// A lower-case service names its class and its provider property alike (`lazy var api =
  /// api(provider: self)` calls the property: "use of 'api' refers to instance method"), and a
  /// generic parameter named like a type the generated body uses hides it there.
  func testNamesThatHideWhatGeneratedCodeUses() {
    assertErrors(
      """
      version: 1
      services:
        api:
          methods:
            - "func fetch<Single>(_ value: Single) -> Observable<Single>"
            - "func load<T>(_ value: T) -> Observable<T>"
      """,
      [
        "spec.yml:3:3: error: service 'api' names a class, whose provider property would be 'api' too, hiding the class where the provider makes it; start the name with a capital letter ('Api')",
        "spec.yml:5:9: error: generic parameter 'Single' of 'fetch(_:)' hides 'Single', which generated code uses from Swift, RxSwift, ReactorKit or XCTest inside the method; rename it (e.g. 'T')",
      ])
  }

  /// `reads:` names state fields, each once, none named like the action's values, on an action
  /// with a hook; a model-type state has no fields to read.
  /// A debounce is a duration in whole milliseconds; anything else is located at the value.
  func testDebounceMistakes() {
    for (written, accepted) in [
      ("300ms", true), ("0.5s", true), ("2s", true), ("1ms", true), ("0ms", false), ("1.5ms", false), ("300", false), ("10 ms", false),
      ("2h", false), ("-1s", false), ("1e3ms", false), ("3601s", false),
    ] {
      let errors = diagnostics(
        of:
          "version: 1\nreactors:\n  R:\n    state: { q: String = \"\" }\n    actions:\n      - \"t(String)\": { emit: setQ, debounce: \"\(written)\" }\n    mutations:\n      - setQ(String): set q\n"
      )
      XCTAssertEqual(
        errors,
        accepted
          ? [] : ["spec.yml:6:46: error: 'debounce' is a duration of whole milliseconds, from 1ms to an hour, such as '300ms' or '0.5s'"],
        written)
    }
    XCTAssertEqual(SpecDecoder.milliseconds(in: "0.5s"), 500)
    XCTAssertEqual(SpecDecoder.milliseconds(in: "300ms"), 300)
    // Every pace reads its time so, and an action has one pace: one error, at the second.
    for pace in ActionPace.allCases {
      let spec =
        "version: 1\nreactors:\n  R:\n    state: { q: String = \"\" }\n    actions:\n      - \"t(String)\": { emit: setQ, \(pace.key): 2h }\n    mutations:\n      - setQ(String): set q\n"
      XCTAssertEqual(
        diagnostics(of: spec),
        [
          "spec.yml:6:\(38 + pace.key.rawValue.count): error: '\(pace.key.rawValue)' is a duration of whole milliseconds, from 1ms to an hour, such as '300ms' or '0.5s'"
        ])
    }
    XCTAssertEqual(
      diagnostics(
        of:
          "version: 1\nreactors:\n  R:\n    state: { q: String = \"\" }\n    actions:\n      - \"t(String)\": { emit: setQ, debounce: 1s, throttle: 1s }\n    mutations:\n      - setQ(String): set q\n"
      ),
      ["spec.yml:6:60: error: action 't' is already debounced; an action has one of 'debounce' or 'throttle'"])
  }

  /// A value's default is checked against its type, located at the value.
  func testDefaultsOfValuesAreCheckedAgainstTheirTypes() {
    XCTAssertEqual(
      diagnostics(
        of:
          "version: 1\nreactors:\n  R:\n    state: { f: Bool = false }\n    actions:\n      - 'go(on: Bool = 1)': setF\n      - 'stop(on: Bool = false)': setF\n    mutations:\n      - 'setF(Bool = true)': set f\n"
      ),
      ["spec.yml:6:13: error: the default of a value of 'go' has type Bool; '1' is an integer literal"])
  }

  func testReadsMistakes() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state:
            email: String = ""
            password: String = ""
          actions:
            - login: { reads: [emial, password, password], async: true }
            - "resend(email: String)": { reads: email }
            - clear: { emit: setEmail(""), reads: [email] }
          mutations:
            - setEmail(String): set email
        M:
          state: Model
          initialState: Model()
          actions:
            - load: { reads: [name] }
          mutations:
            - replace(Model)
      """,
      [
        "spec.yml:8:26: error: unknown state field 'emial' in 'reads'; did you mean 'email'?",
        "spec.yml:8:43: error: 'reads' names 'password' twice",
        "spec.yml:9:43: error: action 'resend' has a value named 'email' already; rename it, or drop the field from 'reads'",
        "spec.yml:10:46: error: 'reads' works on the hook of action 'clear', which has none ('hook: false', or only emits): remove it, or give the action its hook ('hook: true')",
        "spec.yml:17:25: error: 'reads' names state fields; 'M' uses a model type as its state, so pass what the hook needs as the action's values",
      ])
  }

  func testCustomMutationTransformConflictsWithEvents() {
    assertErrors(
      """
      version: 1
      services:
        S:
          events: [changed]
      reactors:
        R:
          events: [S]
          transform: [action, mutation]
      """,
      [
        "spec.yml:8:25: error: 'transform: mutation' cannot be combined with 'events': reactorgen writes transform(mutation:) to merge the events; map the events to mutations instead, or merge them yourself in a transform(mutation:) hook without 'events'"
      ])
  }

  func testBadCompactForms() {
    assertErrors(
      minimalSpec.replacingOccurrences(of: "- increase: increaseValue", with: "- increase: increaseValue\n      - \"tap(Int\""),
      ["spec.yml:8:17: error: expected ')' at the end of 'tap(Int'"])
    assertErrors(
      "version: 1\nservices:\n  S:\n    methods:\n      - fetch() -> Int\n",
      ["spec.yml:5:9: error: a method is written as a Swift signature starting with 'func', e.g. 'func fetchTasks() -> Observable<[Task]>'"])
    assertErrors(
      "version: 1\nservices:\n  S:\n    methods:\n      - \"func f(x: [Int) -> Int\"\n",
      ["spec.yml:5:20: error: unbalanced '['"])
  }

  func testMissingFileAndFolder() throws {
    var diagnostics = Diagnostics()
    let directory = try temporaryDirectory(self)
    XCTAssertNil(SpecLoader().load(path: directory.path + "/missing.yml", diagnostics: &diagnostics))
    XCTAssertNil(SpecLoader().load(path: directory.path, diagnostics: &diagnostics))
    XCTAssertEqual(
      diagnostics.all.map(\.description),
      [
        "\(directory.path)/missing.yml:1:1: error: no such spec file",
        "\(directory.path):1:1: error: this is a folder; pass the spec files in it (for example \(directory.path)/*.reactorgen.yml)",
      ])
  }

  func testManyErrorsAreReportedTogether() {
    let errors = diagnostics(
      of: """
        version: 1
        reactors:
          R:
            stat: {}
            state:
              a: Int
              class: Bool = true
            actions:
              - go: nowhere
            mutations:
              - m: toggle missing
        services:
          S:
            methods: [nope]
        """)
    // Decoding errors do not hide the reference errors of the same spec: one run shows all.
    XCTAssertEqual(
      errors,
      [
        "spec.yml:4:5: error: unknown key 'stat' in reactor 'R'; did you mean 'state'?",
        "spec.yml:6:7: error: state field 'a' has no default value; give it one ('a: Int = ...') or set 'initialState'",
        "spec.yml:7:7: error: 'class' is a Swift keyword; write it in backquotes (`class`) or choose another state field name",
        "spec.yml:9:13: error: unknown mutation 'nowhere'",
        "spec.yml:11:19: error: unknown state field 'missing'",
        "spec.yml:14:15: error: a method is written as a Swift signature starting with 'func', e.g. 'func fetchTasks() -> Observable<[Task]>'",
      ])
  }

  func testAnUnreadableElementIsReportedOnceNotAtEveryReference() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          reactors:
            R:
              state:
                count: "Int = /* 0"
              actions:
                - "reset(Int": setCount
                - up: increment
              mutations:
                - setCount(Int): set count
                - "increment(": increment count
          """),
      [
        "spec.yml:5:21: error: comments are not allowed in an expression, except at the end of a line inside brackets or braces; put them in the YAML after '#'",
        "spec.yml:7:19: error: expected ')' at the end of 'reset(Int'",
        "spec.yml:11:20: error: expected ')' at the end of 'increment('",
      ])
  }

  func testSemanticErrorsAreReportedTogether() {
    let errors = diagnostics(
      of: """
        version: 1
        reactors:
          R:
            state:
              a: Int
            actions:
              - go: nowhere
            mutations:
              - m: toggle missing
        """)
    XCTAssertEqual(
      errors,
      [
        "spec.yml:5:7: error: state field 'a' has no default value; give it one ('a: Int = ...') or set 'initialState'",
        "spec.yml:7:13: error: unknown mutation 'nowhere'",
        "spec.yml:9:19: error: unknown state field 'missing'",
      ])
  }

  func testUnquotedArrayTypesAreAccepted() throws {
    let module = try XCTUnwrap(
      module(
        of: """
          version: 1
          reactors:
            R:
              parameters:
                tasks: [Task]
                counts: [String: Int]
              initialState: "State(tasks: tasks)"
              state:
                tasks: { type: [Task] }
          """))
    XCTAssertEqual(module.reactors[0].parameters.map(\.type.text), ["[Task]", "[String: Int]"])
    guard case .fields(let fields) = module.reactors[0].state else { return XCTFail("expected fields") }
    XCTAssertEqual(fields.map(\.type.text), ["[Task]"])
  }

  /// `weak var` before a parameter's name keeps it weakly, with or without a label after it;
  /// `weak` alone is the argument label Swift reads (`init(weak task: Int)`).
  func testWeakVarBeforeAParameterKeepsItWeaklyAndWeakAloneIsALabel() throws {
    var diagnostics = Diagnostics()
    let text = """
      version: 1
      reactors:
        R:
          parameters:
            weak task: Int
            weak var holder: Holder
            weak var with owner: "Owner? = nil"
      """
    let spec = try XCTUnwrap(SpecLoader().load(text: text, file: "spec.yml", diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.all.map(\.description), [])
    let parameters = spec.reactors[0].parameters.map { "\($0.label ?? "-") \($0.name) \($0.type.text) \($0.isWeak)" }
    XCTAssertEqual(parameters, ["weak task Int false", "- holder Holder true", "with owner Owner? true"])
    // Written back as read.
    let encoded = SpecEncoder.encode(spec)
    XCTAssertTrue(encoded.contains("      weak task: Int\n      weak var holder: Holder\n      weak var with owner: Owner? = nil\n"), encoded)
  }

  func testUnquotedSingleLabelSignaturesAreReassembled() throws {
    let module = try XCTUnwrap(
      module(
        of: """
          version: 1
          services:
            TaskService:
              events:
                - delete(id: String)
              methods:
                - func delete(taskID: String) -> Bool
          """))
    XCTAssertEqual(module.services[0].events[0].values.map(\.label), ["id"])
    XCTAssertEqual(module.services[0].methods[0].parameters.map(\.name), ["taskID"])
  }

  // MARK: observableState

  func testObservableStateRefusesWhatItsMacroCannotTakeAndNamesItUses() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          observableState: true
          state:
            "`default`": Int = 0
            count: Int = 0
            _count: Int = 0
            shouldNotifyObservers: Bool = false
          actions:
            - binding: noop
          mutations:
            - noop
            - binding
      """,
      [
        "spec.yml:6:7: error: state field 'default' is a Swift keyword, which @ObservableState cannot observe (its macro would declare '_`default`'); rename the field",
        "spec.yml:7:7: error: the storage '_count' that @ObservableState declares for state field 'count' clashes with state field '_count' (at 8:7); rename one of the fields",
        "spec.yml:9:7: error: state field 'shouldNotifyObservers' clashes with the 'shouldNotifyObservers' functions that @ObservableState adds to the State (at 4:22); rename the field",
        "spec.yml:11:9: error: action 'binding' clashes with the case 'binding' that observableState adds (at 4:22); rename the action",
        "spec.yml:14:9: error: mutation 'binding' clashes with the case 'binding' that observableState adds (at 4:22); rename the mutation",
      ])
  }

  /// The State's initializer is checked however the call names it (`State`, `Self.State`,
  /// `.init`); another type's call is the user's business.
  func testTheInitialStatesLabelsAreCheckedWhateverNamesTheState() {
    for callee in ["State", "Self.State", ".init"] {
      assertErrors(
        "version: 1\nreactors:\n  R:\n    state: { count: Int }\n    initialState: \"\(callee)(1)\"\n",
        ["spec.yml:5:\(21 + callee.count): error: State's initializer takes labelled arguments ('count: ...')"])
    }
    XCTAssertNotNil(module(of: "version: 1\nreactors:\n  R:\n    state: { count: Int }\n    initialState: \"Other.State(1)\"\n"))
  }

  func testObservableStateNeedsTheStatesOwnDeclaration() {
    assertErrors(
      """
      version: 1
      observableState: true
      reactors:
        R:
          parameters: { text: String }
          state: String
          initialState: text
      """,
      [
        "spec.yml:6:12: error: reactor 'R' has observableState, but its State is the existing type 'String', to which reactorgen cannot attach @ObservableState; write 'observableState: false' for this reactor"
      ])
  }

  func testObservableStateReservesTheNamesItUsesOnlyWhenUsed() {
    let service = "services:\n  BindingAction:\n    methods: [\"func ping()\"]\n"
    XCTAssertNotNil(module(of: "version: 1\n" + service + "reactors:\n  R:\n    state: { n: Int = 0 }\n"))
    assertErrors(
      "version: 1\n" + service + "reactors:\n  R:\n    observableState: true\n    state: { n: Int = 0 }\n",
      [
        "spec.yml:6:3: error: 'BindingAction', which reactors with observableState use from ReactorKitObservation clashes with the class 'BindingAction' of service 'BindingAction' (at 3:3); rename it"
      ])
  }

  func testObservableStateIsABoolean() {
    assertErrors("version: 1\nobservableState: yes please\nreactors:\n  R: {}\n", ["spec.yml:2:18: error: 'observableState' must be true or false"])
  }

  func testSpecsGeneratedTogetherShareTheirModuleWideSettings() {
    var diagnostics = Diagnostics()
    let first = SpecLoader().load(
      text: "version: 1\nmodule: A\naccess: public\nobservableState: true\nreactors:\n  R: {}\n", file: "a.yml", diagnostics: &diagnostics)
    let second = SpecLoader().load(
      text: "version: 1\nmodule: B\naccess: internal\nobservableState: false\nreactors:\n  S: {}\n", file: "b.yml", diagnostics: &diagnostics)
    let third = SpecLoader().load(text: "version: 1\nreactors:\n  T: {}\n", file: "c.yml", diagnostics: &diagnostics)
    XCTAssertNil(Validator().validate([first, second, third].compactMap { $0 }, diagnostics: &diagnostics))
    XCTAssertEqual(
      diagnostics.sorted.map(\.description),
      [
        "b.yml:2:9: error: module 'B' differs from 'A' at a.yml:2:9; specs generated together belong to one module",
        "b.yml:3:9: error: access 'internal' differs from 'public' at a.yml:3:9; specs generated together share one access level",
        "b.yml:4:18: error: observableState 'false' differs from 'true' at a.yml:4:18; specs generated together share one default (set it on each reactor instead)",
        // Left out, a setting would be taken from another file unseen: one rule for all three.
        "c.yml:1:1: error: 'module: A' (at a.yml:2:9), 'access: public' (at a.yml:3:9), 'observableState: true' (at a.yml:4:18) are module-wide settings, written the same in every spec generated together, and this spec does not say them; write 'module: A' and 'access: public' and 'observableState: true' here too (or set 'observableState' on each reactor instead)",
      ])
    // One left out: one error, naming both files.
    var one = Diagnostics()
    let withObservation = SpecLoader().load(text: "version: 1\nobservableState: true\nreactors:\n  R: {}\n", file: "a.yml", diagnostics: &one)
    let without = SpecLoader().load(text: "version: 1\nreactors:\n  T: {}\n", file: "b.yml", diagnostics: &one)
    XCTAssertNil(Validator().validate([withObservation, without].compactMap { $0 }, diagnostics: &one))
    XCTAssertEqual(
      one.sorted.map(\.description),
      [
        "b.yml:1:1: error: 'observableState: true' (at a.yml:2:18) is a module-wide setting, written the same in every spec generated together, and this spec does not say it; write 'observableState: true' here too (or set 'observableState' on each reactor instead)"
      ])
  }
}
