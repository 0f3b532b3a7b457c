import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// Issue 19's checks the spec language was missing, each pinned to its exact message, and the
/// names and literals Swift accepts that reactorgen once refused.
final class LanguageChecksTests: XCTestCase {
  func testUseCasesDependingOnEachOtherInACycleAreOneErrorPerCycle() {
    assertErrors(
      """
      version: 1
      useCases:
        A:
          dependencies: [B]
        B:
          dependencies: [C]
        C:
          dependencies: [A]
        D:
          dependencies: [E]
        E:
          dependencies: [D]
      """,
      [
        "spec.yml:4:20: error: use cases depend on each other in a cycle, 'A' → 'B' → 'C' → 'A', so none of them can be created; remove one of these dependencies",
        "spec.yml:10:20: error: use cases depend on each other in a cycle, 'D' → 'E' → 'D', so none of them can be created; remove one of these dependencies",
      ])
  }

  func testACycleAcrossSpecsIsFound() {
    var diagnostics = Diagnostics()
    let specs = [
      ("a.yml", "version: 1\nuseCases:\n  A:\n    dependencies: [B]\n"), ("b.yml", "version: 1\nuseCases:\n  B:\n    dependencies: [A]\n"),
    ]
    .compactMap { SpecLoader().load(text: $0.1, file: $0.0, diagnostics: &diagnostics) }
    XCTAssertNil(Validator().validate(specs, diagnostics: &diagnostics))
    XCTAssertEqual(
      diagnostics.sorted.map(\.description),
      [
        "a.yml:4:20: error: use cases depend on each other in a cycle, 'A' → 'B' → 'A', so none of them can be created; remove one of these dependencies"
      ])
  }

  func testAReactorIsNotADependency() {
    assertErrors(
      """
      version: 1
      useCases:
        A:
          dependencies: [R]
      reactors:
        R: ~
        S:
          dependencies: [R]
      """,
      [
        "spec.yml:4:20: error: 'R' is a reactor, and reactors cannot be dependencies (a reactor belongs to its view); move what use case 'A' needs from it into a use case, repository or service",
        "spec.yml:8:20: error: 'R' is a reactor, and reactors cannot be dependencies (a reactor belongs to its view); move what reactor 'S' needs from it into a use case, repository or service",
      ])
  }

  func testASpecThatDeclaresNothingIsWarnedAbout() {
    XCTAssertEqual(
      diagnostics(of: "version: 1\nservices: {}\nreactors: {}\n"),
      [
        "spec.yml:1:1: warning: this spec declares no service, repository, use case or reactor, so nothing is generated from it"
      ])
  }

  func testCatchTakesAnOptionalErrorOrDescription() {
    for type in ["Error?", "String?", "(any Error)?"] {
      XCTAssertNotNil(
        module(
          of: """
            version: 1
            reactors:
              R:
                state: { failure: "\(type) = nil" }
                actions:
                  - load: { hook: true, catch: setFailure }
                mutations:
                  - "setFailure(\(type))": set failure
            """), type)
    }
  }

  func testMethodFormsNotSupportedYetSaySo() {
    assertErrors(
      """
      version: 1
      services:
        S:
          methods:
            - "func a() throws(MyError) -> Int"
            - "func b(x: Int = 1) -> Int"
            - "@MainActor func c() -> Int"
            - "func d(_ f: () throws -> Void) rethrows"
      """,
      [
        "spec.yml:5:19: error: reactorgen does not support typed throws ('throws(MyError)') yet; write 'throws'",
        "spec.yml:6:26: error: reactorgen does not support default arguments yet ('= 1'); remove the default value",
        "spec.yml:7:10: error: reactorgen does not support '@MainActor' methods yet (their mocks and callers would need to be isolated too); remove the attribute",
        "spec.yml:8:41: error: reactorgen does not support 'rethrows' methods yet; write 'throws'",
      ])
  }

  func testAnOptionNeedingAHookWithoutOneIsOneError() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state: { message: String = "" }
          actions:
            - a: { async: true, hook: false }
            - b: { catch: setMessage, hook: false }
            - c: { cancelledBy: [a], hook: false }
          mutations:
            - setMessage(String): set message
      """,
      [
        "spec.yml:6:21: error: 'async' works on the hook of action 'a', which has none ('hook: false', or only emits): remove it, or give the action its hook ('hook: true')",
        "spec.yml:7:21: error: 'catch' works on the hook of action 'b', which has none ('hook: false', or only emits): remove it, or give the action its hook ('hook: true')",
        "spec.yml:8:28: error: 'cancelledBy' works on the hook of action 'c', which has none ('hook: false', or only emits): remove it, or give the action its hook ('hook: true')",
      ])
    // Several such options on one action are one mistake: one message, not advice each way.
    assertErrors(
      """
      version: 1
      reactors:
        R:
          state: { isLoading: Bool = false, error: String? = nil }
          actions:
            - save: { hook: false, async: true, loading: setLoading, catch: setError }
          mutations:
            - setLoading(Bool): set isLoading
            - setError(String): set error
      """,
      [
        "spec.yml:6:37: error: 'async', 'loading' and 'catch' work on the hook of action 'save', which has none ('hook: false', or only emits): remove them, or give the action its hook ('hook: true')"
      ])
  }

  func testInMemoryIsANameNotASwitch() {
    assertErrors(
      """
      version: 1
      repositories:
        Notes:
          entity: Note
          key: "id: Int"
          inMemory: false
      """,
      [
        "spec.yml:6:15: error: 'inMemory' names the generated in-memory class (like 'inMemory: InMemoryNotes'); it is not a switch: every repository gets one, and your tests and previews can ignore it"
      ])
  }

  /// Queries, like use-case methods, are told apart by their whole selector.
  func testQueriesDifferingOnlyByLabelAreAllowedLikeUseCaseMethods() throws {
    let validated = try XCTUnwrap(
      module(
        of: """
          version: 1
          repositories:
            Notes:
              entity: Note
              key: "id: Int"
              queries:
                "notes(in folder: String)": "entity.folder == folder"
                "notes(by owner: String)": "entity.owner == owner"
          useCases:
            U:
              methods:
                - "func f(a: Int)"
                - "func f(b: Int)"
          """))
    XCTAssertEqual(validated.repositories[0].methods.filter { $0.name == "notes" }.count, 2)
    assertErrors(
      """
      version: 1
      repositories:
        Notes:
          entity: Note
          key: "id: Int"
          queries:
            "notes(in folder: String)": "entity.folder == folder"
            "notes(in name: String)": "entity.name == name"
      """, ["spec.yml:8:7: error: query 'notes(in:)' clashes with query 'notes(in:)' (at 7:7); rename the query"])
  }

  /// `open` is a name anywhere, `await` is written in backquotes for the spec's author, emoji are
  /// letters, and an escaped backslash ends no string early.
  func testNamesAndLiteralsSwiftAccepts() throws {
    let validated = try XCTUnwrap(
      module(
        of: """
          version: 1
          reactors:
            R:
              state:
                open: Int = 0
                await: Int = 0
                😀: Int = 0
                path: String = "C:\\\\"
              actions:
                - open
                - "await(await: Int)"
                - reset: 'setPath("C:\\\\")'
              mutations:
                - setOpen(Int): set open
                - setPath(String): set path
          """))
    let reactor = validated.reactors[0]
    XCTAssertEqual(reactor.state.fields.map(\.name), ["open", "`await`", "😀", "path"])
    XCTAssertEqual(reactor.actions.map(\.enumCase.name), ["open", "`await`", "reset"])
  }

  /// Item 9: a type's name goes into file names and derived names (`Mock<Service>`), so
  /// backquotes are dropped, and a keyword cannot name a type even in backquotes.
  func testBackquotedTypeNamesAreKeptBare() throws {
    let validated = try XCTUnwrap(
      module(
        of: """
          version: 1
          services:
            "`Repeat`": ~
          reactors:
            "`Protocol`":
              services: ["`Repeat`"]
          """))
    XCTAssertEqual(validated.services.map(\.name), ["Repeat"])
    XCTAssertEqual(validated.services.map(\.mockName), ["MockRepeat"])
    XCTAssertEqual(validated.reactors.map(\.name), ["Protocol"])
    assertErrors(
      "version: 1\nreactors:\n  \"`class`\": ~\n  await: ~\n",
      [
        "spec.yml:3:4: error: 'class' is a Swift keyword and cannot name a type, even in backquotes (file and derived names use it bare); choose another reactor name",
        "spec.yml:4:3: error: 'await' is a Swift keyword and cannot name a type; choose another reactor name",
      ])
  }

  /// A signature broken over lines (a folded YAML string) reads as on one line; found by the
  /// pipeline fuzzer, which crashed on it.
  func testSignaturesOverSeveralLines() throws {
    let parts = try SwiftSource.parseFunction("func f\n<T: Equatable>(\n  x: T,\n  y: (Int) -> Void\n) throws\n -> Int")
    XCTAssertEqual(parts.name, "f")
    XCTAssertEqual(parts.genericParameters, "T: Equatable")
    XCTAssertEqual(parts.parameters.map(\.name), ["x", "y"])
    XCTAssertEqual(parts.returnType, "Int")
    XCTAssertThrowsError(try SwiftSource.parseFunction("func f\n(\n) throws(E)\n -> Int"))
    XCTAssertThrowsError(try SwiftSource.parseFunction("func f<\n"))
  }

  /// Item 8: a use case's class holds its dependencies as properties, so a method with the same
  /// base name and no arguments redeclares one; with arguments Swift tells them apart.
  func testAUseCaseMethodNamedLikeADependencysProperty() throws {
    let spec = { (method: String) in
      """
      version: 1
      repositories:
        ItemRepository:
          entity: Item
          key: "id: String"
      useCases:
        ItemUseCase:
          dependencies: [ItemRepository]
          methods:
            - "\(method)"
      """
    }
    assertErrors(
      spec("func itemRepository() -> Int"),
      [
        "spec.yml:8:20: error: the dependency 'itemRepository' clashes with method 'itemRepository()' (at 10:9); rename the repository or the member it clashes with"
      ])
    XCTAssertNotNil(module(of: spec("func itemRepository(matching name: String) -> Int")))
  }

  /// Item 11: the entity is the user's type; a repository (or anything generated) named like it
  /// would make every mention of it ambiguous.
  func testARepositoryNamedLikeItsEntity() {
    assertErrors(
      """
      version: 1
      repositories:
        Item:
          entity: Item
          key: "id: String"
        Notes:
          entity: Note
          key: "id: String"
      reactors:
        Note: ~
      """,
      [
        "spec.yml:3:3: error: the class 'Item' of repository 'Item' clashes with the entity 'Item' of repository 'Item', a type of yours the generated code names (at 4:13); rename the repository",
        "spec.yml:10:3: error: reactor 'Note' clashes with the entity 'Note' of repository 'Notes', a type of yours the generated code names (at 7:13); rename the reactor",
      ])
  }

  /// Item 6: an observable query's body runs when its Observable is subscribed, so a closure it
  /// is given must be `@escaping`; the other styles run it before returning.
  func testAClosureGivenToAnObservableQueryMustEscape() throws {
    assertErrors(
      """
      version: 1
      repositories:
        Items:
          entity: Item
          key: "id: Int"
          style: observable
          queries:
            "passing(_ test: (Item) -> Bool)": "test(entity)"
            "kept(_ test: @escaping (Item) -> Bool)": "test(entity)"
      """,
      [
        "spec.yml:8:16: error: a closure parameter of an observable repository's query must be '@escaping': the query runs when its Observable is subscribed, after the call returns; write '_ test: @escaping (Item) -> Bool'"
      ])
    XCTAssertNotNil(
      module(
        of: """
          version: 1
          repositories:
            Items:
              entity: Item
              key: "id: Int"
              style: async
              queries:
                "passing(_ test: (Item) -> Bool)": "test(entity)"
          """))
  }
}
