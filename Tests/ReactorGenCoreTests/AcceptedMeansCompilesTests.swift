import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// One named test per class of spec that reactorgen once accepted although its output did not
/// compile. Each is now a located error (the generative test checks the classes at random; these
/// pin the exact messages).
final class AcceptedMeansCompilesTests: XCTestCase {
  private func reactor(_ body: String) -> String {
    "version: 1\nreactors:\n  R:\n" + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
  }

  // MARK: Fragments Swift refuses where they are put

  func testFragmentsThatCannotThrowWaitOrBeConditionalsWhereTheyStand() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            n: Int = 0
            flag: "Bool = if Bool.random() { true } else { false }"
          actions:
            - a: { emit: bump, when: "try check()" }
            - b: "setN(await load())"
            - c: "setN(if flag { 1 } else { 2 })"
            - d: { emit: bump, when: "if flag { true } else { false }" }
            - e: "setN(items.map { try load($0) }.count)"
          mutations:
            - bump: "set n = if currentState.flag { 1 } else { 2 } + 1"
            - setN(Int): set n
          """)),
      [
        "spec.yml:8:32: error: 'try' cannot be used in a 'when:' condition: mutate(action:) cannot throw; write 'try?' or do the work in a hook",
        "spec.yml:9:12: error: 'await' cannot be used in an emitted mutation's argument: mutate(action:) is synchronous; do the work in an 'async' hook",
        "spec.yml:10:12: error: an 'if' expression cannot be an emitted mutation's argument (in mutate(action:)): Swift takes one only as a whole assigned or returned value; write a ternary (condition ? a : b) or use a hook",
        "spec.yml:11:32: error: an 'if' expression cannot be a 'when:' condition (in mutate(action:)): Swift takes one only as a whole assigned or returned value; write a ternary (condition ? a : b) or use a hook",
        "spec.yml:12:12: error: 'try' cannot be used in an emitted mutation's argument: mutate(action:) cannot throw; write 'try?' or do the work in a hook",
        "spec.yml:14:62: error: an 'if' expression must be the whole value",
      ])
    // In a public State the default is also the default argument of its `public init`.
    XCTAssertEqual(
      diagnostics(
        of: "version: 1\naccess: public\n"
          + reactor(
            """
            state:
              flag: "Bool = if Bool.random() { true } else { false }"
            """
          ).dropFirst("version: 1\n".count)),
      [
        "spec.yml:6:7: error: an 'if' expression cannot be a state field's default (in the public State's init (a default argument there)): Swift takes one only as a whole assigned or returned value; write a ternary (condition ? a : b) or use a hook"
      ])
  }

  /// A value labelled with a keyword (`run(repeat: Int)`) is named in backquotes where it is
  /// used; the refusal says so (the backquoted form compiles: a probe of round 6).
  func testAKeywordValueUsedBareIsRefusedWithItsBackquotedSpelling() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            n: Int = 0
          actions:
            - "run(repeat: Int)": setN(repeat)
            - "walk(repeat: Int)": "setN(`repeat`)"
          mutations:
            - setN(Int): set n
          """)),
      [
        "spec.yml:7:34: error: 'repeat' is a Swift keyword and cannot start an expression; a value named so is written in backquotes ('`repeat`')"
      ])
  }

  // MARK: Literals as Swift checks them

  func testLiteralsSwiftRefusesInEitherLanguageMode() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            s: String = ""
            b: Bool = false
          actions:
            - a1: 'setS("a\\u{D800}")'
            - a2: 'setS("a\\u{}")'
            - a3: "setS(\\"a\\x01b\\")"
            - a4: "setS(\\"a\\tb\\")"
            - a5: 'setB("aa".contains(/a+/))'
            - a6: 'setB("aa".contains(#/a+/#))'
            - a7: 'setS("\\u{1F600}")'
          mutations:
            - setS(String): set s
            - setB(Bool): set b
          """)),
      [
        "spec.yml:8:19: error: '\\u{D800}' is not a Unicode scalar (surrogates and values past 10FFFF are not)",
        "spec.yml:9:19: error: '\\u{...}' takes 1 to 8 hex digits",
        "spec.yml:10:13: error: the control character U+0001 cannot stand in Swift source; write it as an escape, \\u{1}",
        "spec.yml:11:13: error: the control character U+0009 cannot stand in Swift source; write it as an escape, \\t",
        "spec.yml:12:33: error: a bare /regex/ literal is Swift 6 only, and generated code builds in Swift 5 mode too; write it #/.../#",
      ])
  }

  func testNestingPastWhatSwiftsParserTakes() {
    let deep = String(repeating: "(", count: 129) + "1" + String(repeating: ")", count: 129)
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            n: Int = 0
          actions:
            - a: 'setN(\(deep))'
          mutations:
            - setN(Int): set n
          """)),
      [
        "spec.yml:7:146: error: nested more than 128 brackets deep; Swift's parser stops at 256 levels, counting the generated code around it"
      ])
  }

  /// Nested collection literals cost swiftc time exponential in their depth (60 levels did not
  /// finish in 120 s): past 16 they are refused at the first '[' too deep.
  func testLiteralsNestedPastWhatSwiftInfersInBoundedTime() {
    let deep = String(repeating: "[", count: 60) + "1" + String(repeating: "]", count: 60)
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            n: "Any = \(deep)"
          """)),
      [
        "spec.yml:5:33: error: brackets '[' nested more than 16 deep; swiftc takes time exponential in the depth of nested literals (seconds at 24, minutes at 30); build the value in a hook or a function of yours"
      ])
  }

  func testAGenericParameterTheSignatureNeverMentions() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            MakeService:
              methods:
                - "func make<T>() -> Int"
                - "func pick<T, U: Equatable>(_ value: T) -> T"
                - "func fine<T>(_ value: T) -> [T]"
                - "func each<T>(_ body: (T) -> Void)"
          """),
      [
        "spec.yml:5:9: error: generic parameter 'T' of 'make()' is not used in its parameters or result, nor tied to one that is by a 'where' requirement ('C.Element == T'), so Swift cannot infer it; use it there or remove it",
        "spec.yml:6:9: error: generic parameter 'U' of 'pick(_:)' is not used in its parameters or result, nor tied to one that is by a 'where' requirement ('C.Element == U'), so Swift cannot infer it; use it there or remove it",
      ])
  }

  // MARK: Names that clash with what reactorgen generates or uses

  func testReactorsNamedLikeGeneratedOrDependedOnTypes() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            UserService: ~
          reactors:
            ServiceProvider: ~
            BaseService: ~
            ServiceProviderType: ~
            UserServiceType: ~
            MockUserService: ~
            MockServiceProvider: ~
            String: ~
            Observable: ~
          """),
      [
        "spec.yml:5:3: error: reactor 'ServiceProvider' clashes with the class 'ServiceProvider' (at 3:3); rename the reactor",
        "spec.yml:6:3: error: reactor 'BaseService' clashes with the class 'BaseService' (at 3:3); rename the reactor",
        "spec.yml:7:3: error: reactor 'ServiceProviderType' clashes with the protocol 'ServiceProviderType' (at 3:3); rename the reactor",
        "spec.yml:8:3: error: reactor 'UserServiceType' clashes with the protocol 'UserServiceType' of service 'UserService' (at 3:3); rename the reactor",
        "spec.yml:9:3: error: reactor 'MockUserService' clashes with the mock 'MockUserService' of service 'UserService' (at 3:3); rename the reactor",
        "spec.yml:10:3: error: reactor 'MockServiceProvider' clashes with the mock 'MockServiceProvider' (at 3:3); rename the reactor",
        "spec.yml:11:3: error: reactor 'String' clashes with 'String', which generated code uses from Swift, RxSwift, ReactorKit or XCTest; rename the reactor",
        "spec.yml:12:3: error: reactor 'Observable' clashes with 'Observable', which generated code uses from Swift, RxSwift, ReactorKit or XCTest; rename the reactor",
      ])
  }

  func testServicesWhoseEventEnumsClash() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            User:
              events: [changed]
            UserService:
              events: [renamed]
          """),
      [
        "spec.yml:5:3: error: the event enum 'UserEvent' of service 'UserService' clashes with the event enum 'UserEvent' of service 'User' (at 3:3); rename the service"
      ])
  }

  func testServicesDifferingOnlyInCase() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            UserService: ~
            USerService: ~
          """),
      [
        "spec.yml:4:3: error: the file 'Generated/USerServiceType.swift' of service 'USerService' clashes with the file 'Generated/UserServiceType.swift' of service 'UserService' (at 3:3) (names that differ only in case are one file on macOS); rename the service"
      ])
    // A lower-case one is refused for its own reason first: its property would hide its class.
    XCTAssertEqual(
      diagnostics(of: "version: 1\nservices:\n  UserService: ~\n  userService: ~\n"),
      [
        "spec.yml:4:3: error: service 'userService' names a class, whose provider property would be 'userService' too, hiding the class where the provider makes it; start the name with a capital letter ('UserService')"
      ])
  }

  func testReactorFilesDifferingOnlyInCase() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          reactors:
            Screen: ~
            screen: ~
          """),
      [
        "spec.yml:4:3: error: the file 'Generated/screen.swift' of reactor 'screen' clashes with the file 'Generated/Screen.swift' of reactor 'Screen' (at 3:3) (names that differ only in case are one file on macOS); rename the reactor"
      ])
  }

  /// The module's own files are checked as the registry plans them, like a reactor's.
  func testAReactorFileDifferingOnlyInCaseFromAModuleFile() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            Count:
              methods:
                - func get() -> Int
          reactors:
            Serviceprovider: ~
          """),
      [
        "spec.yml:7:3: error: the file 'Generated/Serviceprovider.swift' of reactor 'Serviceprovider' clashes with the file 'Generated/ServiceProvider.swift' (at 3:3) (names that differ only in case are one file on macOS); rename the reactor"
      ])
  }

  func testActionsWhoseHooksClashGiveOneError() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          actions:
            - refresh
            - Refresh
          mutations:
            - noop
          """)),
      [
        "spec.yml:6:9: error: the hook 'mutateRefresh()' of action 'Refresh' clashes with the hook 'mutateRefresh()' of action 'refresh' (at 5:9); rename one of them"
      ])
  }

  func testParameterNamedLikeAHook() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          parameters:
            mutateLoad: Int = 0
          actions:
            - load
          mutations:
            - noop
          """)),
      [
        "spec.yml:7:9: error: the hook 'mutateLoad()' of action 'load' clashes with parameter 'mutateLoad' (at 5:7); rename one of them"
      ])
  }

  func testFieldNamedType() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            Type: Int = 0
          """)),
      [
        "spec.yml:5:7: error: a state field cannot be named 'Type': Swift reads 'x.Type' as a metatype; choose another name"
      ])
  }

  func testMockMembersClashingWithMethods() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            CountService:
              methods:
                - func fetch() -> Int
                - func fetchCallCount() -> Int
          """),
      [
        "spec.yml:5:9: error: the call count 'fetchCallCount' of the mock of 'fetch()' clashes with method 'fetchCallCount()' (at 6:9); rename the method or its parameters in service 'CountService'"
      ])
  }

  // MARK: Swift text checked against the types reactorgen knows

  func testStringDefaultForAnInt() {
    XCTAssertEqual(
      diagnostics(of: reactor("state:\n  count: Int = \"zero\"")),
      [
        "spec.yml:5:7: error: the default of 'count' has type Int; '\"zero\"' is a string literal"
      ])
  }

  func testStringSetOnABool() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            isOn: Bool = false
          actions:
            - on: turnOn
          mutations:
            - turnOn: set isOn = "yes"
          """)),
      [
        "spec.yml:9:21: error: the value of 'set: isOn' has type Bool; '\"yes\"' is a string literal"
      ])
  }

  func testStringArgumentForAnIntMutation() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            count: Int = 0
          actions:
            - reset: setCount("zero")
          mutations:
            - setCount(Int): set count
          """)),
      [
        "spec.yml:7:16: error: the argument of 'setCount' has type Int; '\"zero\"' is a string literal"
      ])
  }

  func testUnterminatedCommentInADefault() {
    XCTAssertEqual(
      diagnostics(of: reactor("state:\n  count: Int = /* 0")),
      [
        "spec.yml:5:20: error: comments are not allowed in an expression, except at the end of a line inside brackets or braces; put them in the YAML after '#'"
      ])
  }

  func testASemicolonCannotEndTheGeneratedStatementEarly() {
    // `guard true; print(1) else` would not compile; inside a closure's braces it is fine.
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state: { n: Int = 0 }
          actions:
            - tap: { emit: bump, when: "true; print(1)" }
            - tap2: { emit: bump, when: "[1, 2].allSatisfy { x in let y = x; return y > 0 }" }
          mutations:
            - bump: increment n
          """)),
      [
        "spec.yml:6:39: error: ';' would end the generated statement here; write a single expression"
      ])
  }

  func testInitialStateWithAWrongLabel() {
    XCTAssertEqual(
      diagnostics(of: reactor("state:\n  count: Int\ninitialState: \"State(cout: 0)\"")),
      [
        "spec.yml:6:26: error: State has no field 'cout'; did you mean 'count'?"
      ])
  }

  func testInitialStateWithAWrongLiteral() {
    XCTAssertEqual(
      diagnostics(of: reactor("state:\n  count: Int\ninitialState: \"State(count: true)\"")),
      [
        "spec.yml:6:26: error: the value of 'count' has type Int; 'true' is a Bool literal"
      ])
  }

  func testOptionalWrittenOutIsOptional() throws {
    // `setName(String)` may set an `Optional<String>` field, as it may a `String?` one.
    let module = try XCTUnwrap(
      module(
        of: reactor(
          """
          state:
            name: "Optional<String> = nil"
          actions:
            - "rename(String)": setName
          mutations:
            - setName(String): set name
          """)))
    XCTAssertEqual(module.reactors[0].state.fields[0].type.ref.optionalWrapped, TypeRef(parsing: "String"))
  }

  func testOptionalWrittenOutNeedsADefault() {
    // Unlike `String?`, a stored `Optional<String>` does not start as nil.
    XCTAssertEqual(
      diagnostics(of: reactor("state:\n  name: Optional<String>")),
      [
        "spec.yml:5:7: error: state field 'name' has no default value; give it one ('name: Optional<String> = ...') or set 'initialState'"
      ])
  }

  func testPayloadsAnEnumCaseCannotHold() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          actions:
            - "bump(inout Int)"
            - "sum(Int...)"
            - "run(@escaping () -> Void)"
          mutations:
            - noop
          """)),
      [
        "spec.yml:5:15: error: the value of 'bump', 'inout Int': 'inout' cannot stand here (it is an enum case's value, stored in the case); write 'Int'",
        "spec.yml:6:14: error: the value of 'sum', 'Int...': variadic ('...') cannot stand here (it is an enum case's value, stored in the case); write '[Int]'",
        "spec.yml:7:14: error: the value of 'run', '@escaping () -> Void': '@escaping' cannot stand here (it is an enum case's value, stored in the case); write '() -> Void'",
      ])
  }

  /// One table says where each type form may stand (`TypeRef.problem(at:)`): forms only a
  /// parameter may carry are refused where a value is stored or carried, with the whole type to
  /// write instead, once per mistake (later checks compare that type, so nothing cascades).
  func testTypeFormsAreCheckedWhereTheyStand() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          parameters:
            limit: "@autoclosure () -> Int"
            items: "Int..."
            tag: "@Sendable String"
          state:
            a: 'borrowing String = ""'
            b: "sending Int = 0"
            c: '__owned String = ""'
            d: "[inout Int] = []"
            e: "((borrowing String) -> Void)? = nil"
            f: "(@escaping () -> Void)? = nil"
          actions:
            - "rename(borrowing String)": setA
          mutations:
            - setA(String): set a
          """)),
      [
        "spec.yml:5:7: error: parameter 'limit', '@autoclosure () -> Int': '@autoclosure' cannot stand here (the reactor stores its init parameters in properties); write '() -> Int'",
        "spec.yml:6:7: error: parameter 'items', 'Int...': variadic ('...') cannot stand here (the reactor stores its init parameters in properties); write '[Int]'",
        "spec.yml:7:7: error: parameter 'tag', '@Sendable String': '@Sendable' applies to function types only, and 'String' is not one; write 'String'",
        "spec.yml:9:7: error: state field 'a', 'borrowing String': 'borrowing' cannot stand here (it is stored in a property); write 'String'",
        "spec.yml:10:7: error: state field 'b', 'sending Int': 'sending' cannot stand here (it is stored in a property); write 'Int'",
        "spec.yml:11:7: error: state field 'c', '__owned String': '__owned' cannot stand here (it is stored in a property); write 'String'",
        "spec.yml:12:7: error: state field 'd', '[inout Int]': 'inout' cannot stand here (it stands inside another type); write '[Int]'",
        "spec.yml:14:7: error: state field 'f', '(@escaping () -> Void)?': '@escaping' cannot stand here (it stands inside another type); write '(() -> Void)?'",
        "spec.yml:16:17: error: the value of 'rename', 'borrowing String': 'borrowing' cannot stand here (it is an enum case's value, stored in the case); write 'String'",
      ])
  }
}

extension AcceptedMeansCompilesTests {
  func testAParameterNamedLikeTheStartedActionsSubjectClashes() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          reactors:
            R:
              parameters:
                startedActions: Int
              state: { isLoading: Bool = false }
              actions:
                - load: { loading: setLoading, ignoreWhileLoading: true, cancelledBy: load }
              mutations:
                - setLoading(Bool): set isLoading
          """),
      [
        "spec.yml:5:7: error: parameter 'startedActions' clashes with the reactor's 'startedActions' (the cancelling actions that passed their guards) (at 3:3); rename the parameter"
      ])
  }
}

/// Emitted calls and brackets of mutations whose values have labels.
extension AcceptedMeansCompilesTests {
  func testEmittedCallsTakeTheMutationsLabelsOrNone() {
    let spec = """
      version: 1
      reactors:
        R:
          state: { n: Int = 0, isLoading: Bool = false }
          mutations:
            - "setN(value: Int)": set n
            - "setLoading(on: Bool)": set isLoading
            - "bump(Int)": set n
          actions:
            - withLabel: "setN(value: 1)"
            - withoutLabel: "setN(2)"
            - load: { loading: setLoading }
            - wrongLabel: "setN(count: 3)"
            - extraLabel: "bump(by: 4)"
      """
    XCTAssertEqual(
      diagnostics(of: spec),
      [
        "spec.yml:13:21: error: mutation 'setN' takes this value with 'value:', not 'count:'",
        "spec.yml:14:21: error: mutation 'bump' takes this value with no label, not 'by:'",
      ])
    let valid = spec.components(separatedBy: "\n").filter { !$0.contains("wrongLabel") && !$0.contains("extraLabel") }.joined(separator: "\n")
    guard let module = module(of: valid) else { return XCTFail("rejected") }
    var diagnostics = Diagnostics()
    let reactor = Generator().render(module, diagnostics: &diagnostics)?.first { $0.path == "Generated/R.swift" }?.contents ?? ""
    for line in [".just(.setN(value: 1))", ".just(.setN(value: 2))", ".just(.setLoading(on: true)),", ".just(.setLoading(on: false)),"] {
      XCTAssertTrue(reactor.contains(line), "\(line) in:\n\(reactor)")
    }
  }

  func testLabelsAreToldFromTernariesAndDictionaries() {
    XCTAssertEqual(SwiftSource.splitLabel("value: 1").label, "value")
    XCTAssertEqual(SwiftSource.splitLabel(" `default` : x").label, "default")
    XCTAssertEqual(SwiftSource.splitLabel(" `default` : x").expression, "x")
    XCTAssertNil(SwiftSource.splitLabel("flag ? a : b").label)
    XCTAssertNil(SwiftSource.splitLabel("[key: 1]").label)
    XCTAssertNil(SwiftSource.splitLabel("Swift::max").label)
    XCTAssertNil(SwiftSource.splitLabel(#""C:\\""#).label)
  }
}

/// Method forms a protocol or a mock cannot honour are refused with their reason.
extension AcceptedMeansCompilesTests {
  func testOpaqueResultsAndOwnershipSpecifiersAreRefused() {
    XCTAssertEqual(
      diagnostics(
        of: """
          version: 1
          services:
            ShapeService:
              methods:
                - func shape() -> some Collection
                - func take(_ value: borrowing String)
                - func give(_ value: consuming String)
                - func send(_ value: sending String)
                - func keep(_ value: String) -> any Collection
          useCases:
            Board:
              methods:
                - func items() -> some Sequence<Int>
          """),
      [
        "spec.yml:5:9: error: the result of 'shape()', 'some Collection': opaque ('some') cannot stand here (it is a protocol requirement's result); write 'any Collection'",
        "spec.yml:6:19: error: parameter 'value', 'borrowing String': 'borrowing' cannot stand here (the mock records every argument); write 'String'",
        "spec.yml:7:19: error: parameter 'value', 'consuming String': 'consuming' cannot stand here (the mock records every argument); write 'String'",
        "spec.yml:8:19: error: parameter 'value', 'sending String': 'sending' cannot stand here (the mock records every argument); write 'String'",
        "spec.yml:13:9: error: the result of 'items()', 'some Sequence<Int>': opaque ('some') cannot stand here (it is a protocol requirement's result); write 'any Sequence<Int>'",
      ])
  }
}

/// What real reactors say beyond what reactorgen writes: conformances of the class and its nested
/// types, and stored properties. Each form reactorgen can tell will not compile is one located
/// error; the rest is compiled in the EdgeCases sample.
extension AcceptedMeansCompilesTests {
  func testConformancesThatCannotHoldAreRefusedWhereTheyAreWritten() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          conformances:
            reactor: [Reactor, Stepper, Stepper]
            state: [Equatable, "[Int]"]
            action: [Equatable]
            mutation: [Hashable]
          state:
            handler: "(() -> Void)? = nil"
            error: "Error? = nil"
          mutations:
            - setError(Error?): set error
          """)),
      [
        "spec.yml:5:17: error: 'reactor' conforms to 'Reactor' once: reactorgen declares it already; remove it",
        "spec.yml:5:35: error: 'reactor' conforms to 'Stepper' once: it is listed twice; remove it",
        "spec.yml:6:15: error: 'state' cannot be 'Equatable': Swift synthesizes it from every value, and state field 'handler' is '(() -> Void)?', which it cannot compare (a function, tuple or existential); change that type or drop the conformance",
        "spec.yml:6:26: error: '[Int]' is not a protocol's name; write one protocol per item, e.g. '[Equatable, Sendable]'",
        "spec.yml:7:16: error: the reactor has no actions ('Action' is 'Never'): there is no Action to conform",
        "spec.yml:8:18: error: 'mutation' cannot be 'Hashable': Swift synthesizes it from every value, and a value of mutation 'setError' is 'Error?', which it cannot compare (a function, tuple or existential); change that type or drop the conformance",
      ])
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          observableState: true
          conformances: { action: [Hashable], state: [Equatable] }
          state: { count: Int = 0 }
          actions: [bump: increment]
          mutations: [increment: increment count]
          """)),
      [
        "spec.yml:5:30: error: 'action' cannot be 'Hashable' with observableState: its binding case carries a BindingAction<State>, which is Equatable but not Hashable; use 'Equatable'"
      ])
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          conformances: { state: [Equatable] }
          state: { alert: "@Pulse String? = nil" }
          """)),
      [
        "spec.yml:4:29: error: 'state' cannot be 'Equatable': Swift synthesizes it from every stored value, and @Pulse field 'alert' is stored as ReactorKit's Pulse, which is neither Equatable nor Hashable; drop @Pulse or the conformance"
      ])
  }

  /// With observable state, Action and Mutation exist without the spec's cases (each has the
  /// binding case): they may conform. Without it, there is nothing to conform.
  func testConformancesOfTypesThatExistOnlyForTheirBindingCase() {
    XCTAssertEqual(
      diagnostics(of: reactor("observableState: true\nconformances: { action: [Equatable], mutation: [Equatable] }\nstate: { flag: Bool = false }")),
      [])
    XCTAssertEqual(
      diagnostics(of: reactor("conformances: { mutation: [Equatable] }\nstate: { flag: Bool = false }\nactions: [tap]")),
      ["spec.yml:4:32: error: the reactor has no mutations ('Mutation' is 'Never'): there is no Mutation to conform"])
  }

  /// Swift checks every stored value of a `Sendable` type: a function that is not `@Sendable`
  /// (however deep) and ReactorKit's Pulse are refused at the conformance; a `@Sendable` one passes.
  func testSendableOverValuesThatAreNotIsRefusedWhereItIsWritten() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          conformances:
            state: [Equatable, Sendable]
            mutation: [Sendable]
            action: [Sendable]
          state:
            count: Int = 0
            handlers: "[String: @Sendable () -> Void] = [:]"
          actions:
            - "run([() -> Void])": { emit: "setCount(1)" }
          mutations:
            - setCount(Int): set count
            - "setHandler(onDone: ((Int) -> Void)?)"
          """)),
      [
        "spec.yml:5:15: error: 'state' cannot be 'Equatable': Swift synthesizes it from every value, and state field 'handlers' is '[String: @Sendable () -> Void]', which it cannot compare (a function, tuple or existential); change that type or drop the conformance",
        "spec.yml:6:18: error: 'mutation' cannot be 'Sendable': a value of mutation 'setHandler' is '((Int) -> Void)?', a function that is not '@Sendable'; write it '@Sendable', or drop the conformance",
        "spec.yml:7:16: error: 'action' cannot be 'Sendable': a value of action 'run' is '[() -> Void]', a function that is not '@Sendable'; write it '@Sendable', or drop the conformance",
      ])
    XCTAssertEqual(
      diagnostics(of: reactor("conformances: { state: [Sendable] }\nstate: { alert: \"@Pulse String? = nil\" }")),
      [
        "spec.yml:4:29: error: 'state' cannot be 'Sendable': @Pulse field 'alert' is stored as ReactorKit's Pulse, which is not Sendable; drop @Pulse or the conformance"
      ])
  }

  func testPropertiesNeedAValueAndAFreeName() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          parameters:
            service: String
          properties:
            disposeBag: DisposeBag = DisposeBag()
            cache: "[String: Int]"
            var cursor: String?
            service: String = "x"
            currentState: Int = 0
            count: "Int = \\"zero\\""
            alert: "@Pulse String? = nil"
            var steps: "borrowing Int = 0"
          """)),
      [
        "spec.yml:8:7: error: property 'cache' needs a value, assigned in init: 'cache: [String: Int] = ...' (or 'var cache' of an optional type, which starts as nil)",
        "spec.yml:10:7: error: property 'service' clashes with parameter 'service' (at 5:7); rename the property",
        "spec.yml:11:7: error: property 'currentState' clashes with the reactor's own 'currentState' (at 3:3); rename the property",
        "spec.yml:12:7: error: the value of property 'count' has type Int; '\"zero\"' is a string literal",
        "spec.yml:13:14: error: @Pulse belongs on state fields, not the reactor's properties",
        "spec.yml:14:11: error: property 'steps', 'borrowing Int': 'borrowing' cannot stand here (it is stored in a property); write 'Int'",
      ])
  }

  /// A property wrapper makes a property a `var` with no value of the spec's to give (its
  /// wrapper's `init()` does), as Swift has it; alone, it gives the property's type too.
  func testWrappedPropertiesAreVariables() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          properties:
            var service: "@Injected String"
            var api: '@Dependency(\\.api) Int = 1'
            cache: "@Injected Int"
            var other: "@Injected(, ) Int"
            var outlet: "@IBOutlet Int"
            var exposed: "@objc Int"
            var inferred: '@Dependency(\\.api)'
            var valued: '@Dependency(\\.api) = 1'
          """)),
      [
        "spec.yml:7:7: error: property 'cache' has the wrapper '@Injected', so it is a 'var' (Swift's rule): write 'var cache'",
        "spec.yml:8:29: error: expected an expression, found ','",
        "spec.yml:9:20: error: '@IBOutlet' is Swift's own attribute, not a property wrapper; a property here carries only wrappers",
        "spec.yml:10:21: error: '@objc' is Swift's own attribute, not a property wrapper; a property here carries only wrappers",
        // A wrapper alone gives the type; a value needs one written.
        "spec.yml:12:39: error: expected a type",
      ])
  }

  func testLetFieldsAreSetOnlyByTheInitialState() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            let id: Int
            let kind: String = "task"
            let alert: "@Pulse String? = nil"
            count: Int = 0
          initialState: "State(id: 1, kind: \\"x\\")"
          actions:
            - "rename(String)": setKind
          mutations:
            - setKind(String): set kind
          """)),
      [
        "spec.yml:7:7: error: @Pulse field 'alert' cannot be 'let': a pulse counts its assignments; write it without 'let'",
        "spec.yml:9:32: error: 'kind' is a 'let' field with its value: State's initializer does not take it; leave it out, or drop its default",
        "spec.yml:13:30: error: 'set: kind' changes a 'let' field, which only the initial state sets; make it a 'var' field (drop 'let')",
      ])
  }

  /// Inside the reactor, `State`, `Action` and `Mutation` are its own: one that holds itself
  /// inline has infinite size (a model of the app's named so needs its module's name). Behind an
  /// array, it is fine.
  func testTheReactorsOwnTypesHoldingThemselvesAreRefused() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          state:
            previous: "State? = nil"
            history: "[State] = []"
          actions:
            - "wrap(Action)": noop
            - "many([Action])": noop
          mutations:
            - noop
            - "again((Mutation, Int))"
          """)),
      [
        "spec.yml:5:7: error: state field 'previous' is 'State?', and inside the reactor 'State' is the reactor's own State, which would then hold itself (infinite size); a type of yours named 'State' is written with its module's name ('MyApp.State'), or keep the reactor's own behind an array",
        "spec.yml:8:15: error: a value of 'wrap' is 'Action', and inside the reactor 'Action' is the reactor's own Action, which would then hold itself (infinite size); a type of yours named 'Action' is written with its module's name ('MyApp.Action'), or keep the reactor's own behind an array",
        "spec.yml:12:16: error: a value of 'again' is '(Mutation, Int)', and inside the reactor 'Mutation' is the reactor's own Mutation, which would then hold itself (infinite size); a type of yours named 'Mutation' is written with its module's name ('MyApp.Mutation'), or keep the reactor's own behind an array",
      ])
  }

  /// Swift over several lines (a YAML literal block) is taken where Swift reads a line break as a
  /// space, inside brackets, and between a closure's statements; anywhere else the break could
  /// end the generated statement. A mistake inside a block is located at its own line and column.
  func testExpressionsOverSeveralLinesBreakOnlyInsideBrackets() {
    XCTAssertEqual(
      diagnostics(
        of: reactor(
          """
          parameters: { start: Int }
          state:
            count: Int
            title: String
          initialState: |
            State(
              count: start,
              title: 42
            )
          actions:
            - a:
                emit: noop
                when: |
                  start > 0
                    && start < 9
          mutations:
            - noop
          """)),
      [
        "spec.yml:11:9: error: the value of 'title' has type String; '42' is an integer literal",
        "spec.yml:17:22: error: write the expression on one line, or break it only inside '(...)', '[...]' or '{...}'",
      ])
  }
}
