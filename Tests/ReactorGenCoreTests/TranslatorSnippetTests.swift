import XCTest

@testable import ReactorGenSwift
@testable import ReactorGenTestSupport
@testable import _ReactorGenCore

/// Each translator, one spec snippet at a time: the declarations it hands the templates, compared
/// as trees by equality. Where `ContextSnippetTests` reads rendered lines, these pin the tree
/// itself (nesting, groups, origins for line directives), so a change in how a file is built shows
/// even where the renderer happens to print the same text.
final class TranslatorSnippetTests: XCTestCase {
  private static let file = "S.reactorgen.yml"

  /// The translators of a spec's module, and its first service and reactor.
  private struct Translators {
    var module: ValidatedModule
    var origins: SpecOrigins
    var services: ServiceContextBuilder
    var headers: Headers

    func reactor(_ index: Int = 0) -> ReactorContextBuilder {
      ReactorContextBuilder(
        reactor: module.reactors[index], module: module, headers: headers, origins: origins.reactors[module.reactors[index].name])
    }
  }

  /// The translators as the build plugin runs them: with the spec's origins, for line directives.
  private func translators(_ text: String, line: UInt = #line) throws -> Translators {
    var diagnostics = Diagnostics()
    let spec = try XCTUnwrap(SpecLoader().load(text: text, file: Self.file, diagnostics: &diagnostics), "\(diagnostics.all)", line: line)
    let module = try XCTUnwrap(Validator().validate([spec], diagnostics: &diagnostics), "\(diagnostics.all)", line: line)
    let headers = Headers(specFiles: module.specFiles)
    let origins = SpecOrigins([spec])
    return Translators(
      module: module, origins: origins, services: ServiceContextBuilder(module: module, headers: headers, origins: origins), headers: headers)
  }

  /// Equal trees, or a failure showing where they part, field by field.
  private func assertTree<T: Equatable>(_ actual: T?, _ expected: T, file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no declaration", file: file, line: line) }
    guard actual != expected else { return }
    var actualDump = ""
    var expectedDump = ""
    dump(actual, to: &actualDump)
    dump(expected, to: &expectedDump)
    XCTFail("the trees differ (- expected, + actual):\n\(TextDiff.unified(expectedDump, actualDump))", file: file, line: line)
  }

  /// A place in the snippet, as origins name it: the spec's path as the loader resolved it.
  private func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: FileManager.default.currentDirectoryPath + "/" + Self.file, line: line, column: column)
  }

  private static let int = TypeRef.named("Int")

  /// One service of one method, the snippet of the provider and mock tests.
  private static let clockService = """
    version: 1
    services:
      Clock: { methods: [func now() -> Int] }
    """

  // MARK: Services

  func testAServiceInterfaceIsItsEventEnumAndItsProtocolOfRequirementsFromTheSpec() throws {
    let translators = try translators(
      """
      version: 1
      services:
        Clock:
          events: ["ticked(Int)", "stopped(at: Int)"]
          methods:
            - func now() -> Int
            - "func wait(seconds: Double) async throws"
      """)
    let interface = translators.services.interface(of: translators.module.components[0])
    assertTree(
      interface.eventEnum,
      SwiftTypeDeclaration(
        kind: .enum, name: "ClockEvent",
        members: [
          [
            .enumCase(name: "ticked", values: [SwiftCaseValue(type: Self.int)]),
            .enumCase(name: "stopped", values: [SwiftCaseValue(label: "at", type: Self.int)]),
          ]
        ]))
    assertTree(
      interface.protocolDeclaration,
      SwiftTypeDeclaration(
        kind: .protocol, name: "ClockType",
        members: [
          [.variable(SwiftVariable(isLet: false, name: "event", type: .named("PublishSubject", .named("ClockEvent")), isRequirement: true))],
          [
            .fromSpec(.function(SwiftFunction(name: "now", parameters: [], result: Self.int)), origin: at(6, 9)),
            .fromSpec(
              .function(
                SwiftFunction(
                  name: "wait", parameters: [SwiftParameter(name: "seconds", type: .named("Double"))],
                  effects: SwiftEffects(isAsync: true, isThrowing: true))),
              origin: at(7, 9)),
          ],
        ]))
  }

  func testAServiceImplementationStubsEachMethodWithWhatItsResultAllows() throws {
    let translators = try translators(
      """
      version: 1
      services:
        Clock:
          methods:
            - func now() -> Int
            - func ticks() -> Observable<Int>
            - func last() -> Int?
            - func reset()
      """)
    let stub = { (name: String, result: TypeRef?, body: [SwiftStatement]) in
      [
        SwiftDeclaration.function(
          SwiftFunction(name: name, parameters: [], result: result, body: [.comment("TODO: Implement Clock.\(name).")] + body))
      ]
    }
    assertTree(
      translators.services.implementation(of: translators.module.components[0]).implementationClass,
      SwiftTypeDeclaration(
        isFinal: true, kind: .class, name: "Clock", inheritance: [.named("BaseService"), .named("ClockType")],
        members: [
          [], [], [],
          stub("now", Self.int, [.expression(.call(.name("fatalError"), [SwiftArgument(.literal(.string("Clock.now is not implemented yet")))]))]),
          stub("ticks", .named("Observable", Self.int), [.return(.empty)]),
          stub("last", .optional(Self.int, implicitlyUnwrapped: false), [.return(.literal(.nil))]),
          stub("reset", nil, []),
        ]))
  }

  func testTheProviderMakesEachServiceLazilyAndServicesHoldIt() throws {
    let translators = try translators(Self.clockService)
    let provider = translators.services.provider()
    let providerType = TypeRef.specifier(.any, .named("ServiceProviderType"))
    let clockType = TypeRef.specifier(.any, .named("ClockType"))
    assertTree(
      provider.providerProtocol,
      SwiftTypeDeclaration(
        kind: .protocol, name: "ServiceProviderType", inheritance: [.named("AnyObject")],
        members: [[.variable(SwiftVariable(isLet: false, name: "clock", type: clockType, isRequirement: true))]]))
    assertTree(
      provider.providerClass,
      SwiftTypeDeclaration(
        isFinal: true, kind: .class, name: "ServiceProvider", inheritance: [.named("ServiceProviderType")],
        members: [
          [
            .variable(
              SwiftVariable(
                isLazy: true, isLet: false, name: "clock", type: clockType,
                value: .call(.name("Clock"), [SwiftArgument("provider", .name("self"))])))
          ],
          [.function(SwiftFunction(name: "init", parameters: [], body: []))],
        ]))
    assertTree(
      provider.baseServiceClass,
      SwiftTypeDeclaration(
        kind: .class, name: "BaseService",
        members: [
          [.variable(SwiftVariable(isUnowned: true, isLet: true, name: "provider", type: providerType))],
          [
            .function(
              SwiftFunction(
                name: "init", parameters: [SwiftParameter(name: "provider", type: providerType)],
                body: [.assign(.path("self", "provider"), .name("provider"))]))
          ],
        ]))
  }

  func testTheMockProviderHandsOutEachServicesMockUntilTheTestSetsAnother() throws {
    let translators = try translators(Self.clockService)
    assertTree(
      translators.services.mockProvider().mockProviderClass,
      SwiftTypeDeclaration(
        documentation: [
          "Services for reactor tests: each is its mock until you set another (a real service over a",
          "fake store, say); configure the typed mock through `mock<Service>`.",
        ],
        isFinal: true, kind: .class, name: "MockServiceProvider", inheritance: [.named("ServiceProviderType")],
        members: [
          [.variable(SwiftVariable(isLazy: true, isLet: false, name: "mockClock", value: .call(.name("MockClock"), [])))],
          [
            .variable(
              SwiftVariable(isLazy: true, isLet: false, name: "clock", type: .specifier(.any, .named("ClockType")), value: .name("mockClock")))
          ],
        ]))
  }

  func testAServiceMockCountsCallsAndAnswersWithItsHandler() throws {
    let translators = try translators(Self.clockService)
    assertTree(
      translators.services.mock(of: translators.module.components[0]).mockClass,
      SwiftTypeDeclaration(
        isFinal: true, kind: .class, name: "MockClock", inheritance: [.named("ClockType")],
        members: [
          [],
          [.mark("now()")],
          [
            .variable(SwiftVariable(setterAccess: .private, isLet: false, name: "nowCallCount", value: .literal(.integer(0)))),
            .variable(
              SwiftVariable(
                isLet: false, name: "nowHandler",
                type: .optional(.function(parameters: [], isAsync: false, isThrowing: false, result: Self.int), implicitlyUnwrapped: false))),
          ],
          [
            .function(
              SwiftFunction(
                name: "now", parameters: [], result: Self.int,
                body: [
                  .assign(.name("nowCallCount"), operator: .add, .literal(.integer(1))),
                  .if(.binding("handler", .name("nowHandler")), then: [.return(.call(.name("handler"), []))]),
                  .expression(
                    .call(.name("fatalError"), [SwiftArgument(.literal(.string("MockClock.now() has no nowHandler; set it to return a value")))])),
                ]))
          ],
        ]))
  }

  // MARK: Reactors

  func testAReactorClassNestsItsTypesThenItsPropertiesInitMutateAndReduce() throws {
    let translators = try translators(
      """
      version: 1
      reactors:
        Counter:
          state:
            count: Int = 0
          actions:
            - increase: add
            - reset: reset
          mutations:
            - add: increment count
            - reset: hook
      """)
    let state = SwiftExpr.name("state")
    // `enum Action { case increase ... }`, each case marked with its line in the snippet.
    let nestedEnum = { (name: String, cases: [(name: String, line: Int)]) in
      SwiftDeclaration.type(
        SwiftTypeDeclaration(
          kind: .enum, name: name, members: [cases.map { .fromSpec(.enumCase(name: $0.name, values: []), origin: self.at($0.line, 9)) }]))
    }
    assertTree(
      translators.reactor().build().reactorClass,
      SwiftTypeDeclaration(
        isFinal: true, kind: .class, name: "Counter", inheritance: [.named("Reactor"), .named("CounterLogic")],
        members: [
          [nestedEnum("Action", [("increase", 7), ("reset", 8)])],
          [nestedEnum("Mutation", [("add", 10), ("reset", 11)])],
          [
            .type(
              SwiftTypeDeclaration(
                kind: .struct, name: "State",
                members: [
                  [
                    .fromSpec(
                      .variable(SwiftVariable(isLet: false, name: "count", type: Self.int, value: .fragment(SpecFragment("0")))), origin: at(5, 7))
                  ], [],
                ]))
          ],
          [
            .variable(SwiftVariable(isLet: true, name: "initialState", type: .named("State")))
          ],
          [
            .fromSpec(
              .function(SwiftFunction(name: "init", parameters: [], body: [.assign(.path("self", "initialState"), .call(.name("State"), []))])),
              origin: nil)
          ],
          [.mark("Mutate")],
          [
            .function(
              SwiftFunction(
                name: "mutate", parameters: [SwiftParameter(name: "action", type: .named("Action"))],
                result: .named("Observable", .named("Mutation")),
                body: [
                  .switch(
                    .name("action"),
                    [
                      SwiftSwitchCase(pattern: .enumCase("increase", bindings: []), body: [.return(.just(.implicitMember("add")))]),
                      SwiftSwitchCase(pattern: .enumCase("reset", bindings: []), body: [.return(.just(.implicitMember("reset")))]),
                    ], isSpaced: true)
                ]))
          ],
          [.mark("Reduce")],
          [
            .function(
              SwiftFunction(
                name: "reduce",
                parameters: [
                  SwiftParameter(name: "state", type: .named("State")),
                  SwiftParameter(name: "mutation", type: .named("Mutation")),
                ],
                result: .named("State"),
                body: [
                  .var("state", type: nil, state),
                  .switch(
                    .name("mutation"),
                    [
                      SwiftSwitchCase(
                        pattern: .enumCase("add", bindings: []), body: [.assign(.member(state, "count"), operator: .add, .literal(.integer(1)))]),
                      SwiftSwitchCase(
                        pattern: .enumCase("reset", bindings: []),
                        body: [.expression(.path("self", "reduceReset").call(SwiftArgument("state", .prefix(.addressOf, state))))]),
                    ], isSpaced: true),
                  .return(state),
                ]))
          ],
        ]))
  }

  func testTheTestCaseMakesTheReactorWithMocksAndSkipsATestForEachPieceOfLogic() throws {
    let translators = try translators(
      """
      version: 1
      services:
        Clock: { methods: [func now() -> Int] }
      reactors:
        Counter:
          services: [Clock]
          state:
            count: Int = 0
          actions:
            - reset: reset
          mutations:
            - reset: hook
      """)
    let reactor = SwiftExpr.name("reactor")
    assertTree(
      TestsContextBuilder(reactor: translators.module.reactors[0], module: translators.module, headers: translators.headers).build().testCaseClass,
      SwiftTypeDeclaration(
        isFinal: true, kind: .class, name: "CounterTests", inheritance: [.named("XCTestCase")],
        members: [
          [
            .function(
              SwiftFunction(
                access: .private, name: "makeReactor",
                parameters: [
                  SwiftParameter(name: "provider", type: .named("MockServiceProvider"), defaultValue: .call(.name("MockServiceProvider"), []))
                ],
                result: .named("Counter"), body: [.expression(.call(.name("Counter"), [SwiftArgument("provider", .name("provider"))]))]))
          ],
          [
            .function(
              SwiftFunction(
                name: "testReduceReset", parameters: [], effects: SwiftEffects(isThrowing: true),
                body: [
                  .hint(.let("reactor", .call(.name("makeReactor"), []))),
                  .hint(
                    .let(
                      "state",
                      .call(
                        .member(reactor, "reduce"),
                        [SwiftArgument("state", .member(reactor, "initialState")), SwiftArgument("mutation", .implicitMember("reset"))]))),
                  .hint(
                    .expression(
                      .call(.name("XCTAssertEqual"), [SwiftArgument(.placeholder(after: .name("state"))), SwiftArgument(.placeholder(after: nil))]))),
                  .throw(.call(.name("XCTSkip"), [SwiftArgument(.literal(.string("TODO: check how Mutation.reset changes the state")))])),
                ]))
          ],
        ]))
  }

  func testTheLogicFileStubsEachHookUnderItsSection() throws {
    let translators = try translators(
      """
      version: 1
      reactors:
        Counter:
          state:
            count: Int = 0
          actions:
            - reset: reset
          mutations:
            - reset: hook
      """)
    assertTree(
      translators.reactor().logic().logicExtension,
      [
        .type(
          SwiftTypeDeclaration(
            kind: .extension, name: "Counter",
            members: [
              [.mark("Reduce")],
              [
                .function(
                  SwiftFunction(
                    name: "reduceReset", parameters: [SwiftParameter(name: "state", type: .specifier(.inout, .named("State")))],
                    body: [
                      .comment("TODO: Apply Mutation.reset to the state."),
                      .expression(.call(.name("assertionFailure"), [SwiftArgument(.literal(.string("Counter.reduceReset is not written yet")))])),
                    ]))
              ],
            ]))
      ])
  }
}
