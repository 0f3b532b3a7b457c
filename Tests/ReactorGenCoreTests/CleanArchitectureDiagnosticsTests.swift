import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Every mistake in repositories, use cases, dependencies and async hooks is one located error,
/// reported with the others in one run.
final class CleanArchitectureDiagnosticsTests: XCTestCase {
  func testRepositoryMistakes() {
    assertErrors(
      """
      version: 1
      repositories:
        A:
          style: sync
        B:
          entity: Note
          key: "id: Int"
          style: asynch
        C:
          entity: Note
          key: "id: Int"
          queries:
            "having(entity: Int)": "entity.id == 1"
            "checked()": "try entity.validate()"
            "open()": "$0.isOpen"
            "tagged(_ tag: String)": "entity.tags.contains { $0 == tag }"
        D:
          entity: Note
          key: "from id: Int"
        E:
          entity: "[Note]"
          key: "id: Int"
          stlye: sync
      """,
      [
        "spec.yml:3:3: error: repository 'A' needs an 'entity': the type it stores, e.g. 'entity: Project'",
        "spec.yml:3:3: error: repository 'A' needs a 'key': the entity's identifying field, e.g. 'key: \"id: String\"'",
        "spec.yml:8:12: error: unknown style 'asynch'; expected 'sync', 'throws', 'async', 'async throws', 'observable'; did you mean 'async'?",
        "spec.yml:13:15: error: a query's parameter cannot be named 'entity': its condition reads the stored entity as 'entity'; rename the parameter",
        "spec.yml:14:20: error: 'try' cannot be used in a query's condition: the in-memory repository's filter cannot throw; write 'try?' or do the work in a hook",
        "spec.yml:15:17: error: '$0' is not the entity here: the query's filter names it 'entity'; write 'entity.' and the member instead",
        "spec.yml:19:10: error: 'key' is the entity's field, written 'name: Type', e.g. 'id: String'",
        "spec.yml:21:13: error: a repository's entity is a named type such as 'Project', not '[Note]'",
        "spec.yml:23:5: error: unknown key 'stlye' in repository 'E'; did you mean 'style'?",
      ])
  }

  /// The in-memory class declares `lock`, `entities`, `locked(_:)` and the CRUD methods beside the
  /// queries. `lock(for:)` is allowed: Swift tells a property from a function that takes arguments.
  func testQueriesClashingWithTheInMemoryImplementation() {
    assertErrors(
      """
      version: 1
      repositories:
        Notes:
          entity: Note
          key: "id: Int"
          queries:
            "entities()": "true"
            "locked(_ flag: Bool)": "entity.isLocked == flag"
            "read(id: Int)": "entity.id == id"
            "locked(by owner: String)": "entity.owner == owner"
            "lock(for owner: String)": "entity.owner == owner"
      """,
      [
        "spec.yml:7:7: error: query 'entities()' clashes with the in-memory implementation's 'entities' (at 3:3); rename the query",
        "spec.yml:8:7: error: query 'locked(_:)' clashes with the in-memory implementation's 'locked' (at 3:3); rename the query",
        "spec.yml:9:7: error: query 'read(id:)' clashes with the repository method 'read(id:)' (at 3:3); rename the query",
      ])
  }

  func testDependencyMistakes() {
    assertErrors(
      """
      version: 1
      repositories:
        NoteRepository: { entity: Note, key: "id: Int" }
      useCases:
        Loop:
          dependencies: [Loop, NoteRepositry]
      reactors:
        R:
          dependencies: [NoteRepository, NoteRepository]
          parameters:
            noteRepository: Int = 0
      """,
      [
        "spec.yml:6:20: error: use case 'Loop' cannot depend on itself",
        "spec.yml:6:26: error: unknown repository, use case or service 'NoteRepositry'; did you mean 'NoteRepository'?",
        "spec.yml:9:20: error: the dependency 'noteRepository' clashes with parameter 'noteRepository' (at 11:7); rename the repository or the member it clashes with",
        "spec.yml:9:36: error: duplicate dependency 'NoteRepository' in reactor 'R'; it is already defined at 9:20",
      ])
  }

  func testNamesClashAcrossServicesRepositoriesAndUseCases() {
    assertErrors(
      """
      version: 1
      services:
        Notes: {}
      repositories:
        Notes: { entity: Note, key: "id: Int", inMemory: Clock }
      useCases:
        Clock: {}
      """,
      [
        "spec.yml:5:3: error: duplicate repository 'Notes'; it is already defined at spec.yml:3:3"
      ])
    assertErrors(
      """
      version: 1
      repositories:
        Notes: { entity: Note, key: "id: Int", inMemory: Clock }
      useCases:
        Clock: {}
      """,
      [
        "spec.yml:5:3: error: the class 'Clock' of use case 'Clock' clashes with the in-memory implementation 'Clock' of repository 'Notes' (at 3:52); rename the use case"
      ])
  }

  func testAsyncNeedsAHook() {
    assertErrors(
      """
      version: 1
      reactors:
        R:
          actions:
            - load: { async: true, hook: false, emit: done }
            - save: { async: true, emit: done }
          mutations:
            - done
      """,
      [
        "spec.yml:5:24: error: 'async' works on the hook of action 'load', which has none ('hook: false', or only emits): remove it, or give the action its hook ('hook: true')"
      ])
  }

  func testAsyncMethodsParse() throws {
    var diagnostics = Diagnostics()
    let spec = SpecLoader().load(
      bytes: Array(
        """
        version: 1
        services:
          S:
            methods:
              - "func a() async throws -> Int"
              - "func b() async"
              - { name: c, async: true, throws: true }
              - "func asyncThing() -> Int"
        """.utf8), file: "spec.yml", diagnostics: &diagnostics)
    XCTAssertEqual(diagnostics.errors, [])
    let methods = try XCTUnwrap(spec?.services.first?.methods)
    XCTAssertEqual(methods.map(\.isAsync), [true, true, true, false])
    XCTAssertEqual(methods.map(\.isThrowing), [true, false, true, false])
  }
}
