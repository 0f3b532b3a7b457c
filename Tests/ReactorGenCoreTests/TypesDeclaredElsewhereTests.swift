import Foundation
import XCTest

@testable import ReactorGenTestSupport
@testable import _ReactorGenCore

/// Types the reactor names that are not the spec's to declare: an Action and a Mutation declared
/// in another module's interface (`actionType:`, `mutationType:`), and the target's typealias of
/// a closure a State field holds.
final class TypesDeclaredElsewhereTests: XCTestCase {
  private func generated(_ text: String, targetFolder: String? = nil, lineDirectives: Bool = false) throws -> [String: String] {
    let folder = try temporaryDirectory(self)
    let path = folder.appendingPathComponent("Feed.reactorgen.yml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var generator = Generator()
    generator.options.targetFolder = targetFolder
    generator.options.lineDirectives = lineDirectives
    var diagnostics = Diagnostics()
    let files = generator.generate(specPaths: [path], diagnostics: &diagnostics) ?? []
    XCTAssertEqual(diagnostics.errors.map(\.description), [])
    return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }

  /// The reactor names the enums (`typealias Action = FeedAction`), declares no enum of its own,
  /// and switches over the cases the spec lists, as it would over its own.
  func testTheActionAndMutationAreTheEnumsNamed() throws {
    let files = try generated(
      """
      version: 1
      reactors:
        FeedReactor:
          state:
            count: Int = 0
          actionType: FeedAction
          actions:
            - increase: addOne
            - "load(page: Int)"
          mutationType: Interface.FeedMutation
          mutations:
            - addOne: { increment: count }
      """)
    let reactor = try XCTUnwrap(files["Generated/FeedReactor.swift"])
    XCTAssertTrue(reactor.contains("  typealias Action = FeedAction\n"), reactor)
    XCTAssertTrue(reactor.contains("  typealias Mutation = Interface.FeedMutation\n"), reactor)
    XCTAssertFalse(reactor.contains("enum Action") || reactor.contains("enum Mutation"), reactor)
    XCTAssertTrue(reactor.contains("    case .increase:\n      return .just(.addOne)\n"), reactor)
    XCTAssertTrue(reactor.contains("    case let .load(page):\n      return self.mutateLoad(page: page)\n"), reactor)
    XCTAssertTrue(reactor.contains("    case .addOne:\n      state.count += 1\n"), reactor)
  }

  /// With line directives (the build plugin's), each typealias of a type the spec names stands at
  /// the key that names it: the compiler reports an enum it cannot find at the spec's line.
  func testTheTypealiasesOfNamedTypesStandAtTheirKeys() throws {
    let files = try generated(
      """
      version: 1
      reactors:
        FeedReactor:
          parameters:
            feed: FeedState
          state: FeedState
          initialState: feed
          actionType: FeedAction
          actions:
            - refresh
          mutationType: FeedMutation
      """, lineDirectives: true)
    let reactor = try XCTUnwrap(files["Generated/FeedReactor.swift"])
    for (line, alias) in [(8, "typealias Action = FeedAction"), (11, "typealias Mutation = FeedMutation"), (6, "typealias State = FeedState")] {
      XCTAssertNotNil(
        reactor.range(of: "/Feed.reactorgen.yml\", line: \(line))\n  \(alias)\n  #sourceLocation()\n"), "\(alias) at line \(line):\n\(reactor)")
    }
  }

  /// What cannot be said of an enum declared elsewhere is refused, once per mistake, at its line:
  /// a type that is no enum's name, one the reactor's own nested type would hide, the binding
  /// case observableState would add, conformances.
  func testWhatCannotBeSaidOfAnEnumDeclaredElsewhereIsRefusedAtItsLine() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          observableState: true
          state:
            n: Int = 0
          actionType: Action
          actions:
            - refresh
          mutationType: "[Change]"
          conformances:
            mutation: [Equatable]
      """,
      [
        "spec.yml:4:22: error: observableState adds a 'binding' case to the Action and the Mutation, and this reactor's Action 'Action' and Mutation '[Change]' are declared elsewhere; write 'observableState: false' for this reactor, or declare them in the spec",
        "spec.yml:7:17: error: 'actionType: Action': inside the reactor 'Action' is the reactor's own, so the typealias would name itself; write the enum with its module's name before it",
        "spec.yml:10:19: error: 'mutationType: [Change]' is not an enum's name; write the name of the enum declared elsewhere, with its module's name if need be",
        "spec.yml:12:18: error: the Mutation is '[Change]', declared elsewhere: declare its conformances there",
      ])
  }

  /// An enum declared elsewhere whose cases the spec lists none of (an interface's empty
  /// `enum RecordsAction {}`) gets mutate and reduce with empty bodies, which Swift takes for an
  /// empty enum only: with a case, a return is missing, where ReactorKit's defaults would
  /// ignore it (an empty switch would compile, with a warning that it never runs).
  func testAnEnumWithoutListedCasesGetsFunctionsWithEmptyBodies() throws {
    let files = try generated(
      """
      version: 1
      reactors:
        RecordsReactor:
          actionType: RecordsAction
          mutationType: RecordsMutation
      """)
    let reactor = try XCTUnwrap(files["Generated/RecordsReactor.swift"])
    XCTAssertTrue(reactor.contains("  func mutate(action: Action) -> Observable<Mutation> {}\n"), reactor)
    XCTAssertTrue(reactor.contains("  func reduce(state: State, mutation: Mutation) -> State {}\n"), reactor)
  }

  /// A State field of a type the target's files make a closure (`typealias GrammarHandler = (Int)
  /// -> Void`) is set from an escaping parameter of State's public init, as a function type
  /// written out is (a generative spec found it: the init did not compile).
  func testAStateFieldOfTheTargetsClosureTypeEscapesInStatesInit() throws {
    let target = try RandomSpec.appTarget(in: try temporaryDirectory(self))
    let files = try generated(
      """
      version: 1
      access: public
      reactors:
        FeedReactor:
          state:
            handler: "GrammarHandler = { _ in }"
            optionalHandler: GrammarHandler?
          actions:
            - refresh
      """, targetFolder: target)
    let reactor = try XCTUnwrap(files["Generated/FeedReactor.swift"])
    XCTAssertTrue(reactor.contains("handler: @escaping GrammarHandler = { _ in"), reactor)
    // An optional closure escapes already; `@escaping` may not stand there.
    XCTAssertTrue(reactor.contains("optionalHandler: GrammarHandler? = nil"), reactor)
  }
}
