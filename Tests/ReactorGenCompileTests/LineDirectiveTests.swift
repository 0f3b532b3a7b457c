import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// What only the compiler can know — a type that does not exist, a default or an argument of the
/// wrong type, a condition that is not a Bool — is reported at the spec's line, on the CLI's path
/// (`--line-directives`) and the build plugin's (its default), not inside a generated file.
final class LineDirectiveTests: XCTestCase {
  /// Every line holds one mistake reactorgen accepts (it cannot know the types) and the compiler
  /// refuses; `expected` says what the compiler says at each.
  private let spec = """
    version: 1
    module: Typos
    reactors:
      CounterViewReactor:
        parameters:
          start: Int = Double.pi
        state:
          count: Int = 0
          session: Sesion? = nil
          label: String = Int.max
        actions:
          - increase: [setLabel("x"), setCount(cout + 1)]
          - toggle:
              when: "self.currentState.count"
              emit: setCount(1)
          - "rename(Strng)": setLabel("y")
        mutations:
          - setCount(Int): set count
          - setLabel(String): set label
          - reset: { set: count = Int.zero2 }
        properties:
          var clock: "@Injectd Int"
          cache: "Dictonary<String, Int> = [:]"

    """
  private let expected: [(line: Int, message: String)] = [
    (6, "default argument value of type 'Double' cannot be converted to type 'Int'"),
    (9, "cannot find type 'Sesion' in scope"),
    (10, "cannot convert value of type 'Int' to specified type 'String'"),
    (12, "cannot find 'cout' in scope"),
    (14, "type 'Int' cannot be used as a boolean"),
    (16, "cannot find type 'Strng' in scope"),
    (20, "type 'Int' has no member 'zero2'"),
    (22, "unknown attribute 'Injectd'"),
    (23, "cannot find type 'Dictonary' in scope"),
  ]

  func testTheCompilerNamesTheSpecsLineOnBothPaths() throws {
    let root = try temporaryDirectory(self)
    let specFile = root.appendingPathComponent("Typos.reactorgen.yml")
    try spec.write(to: specFile, atomically: true, encoding: .utf8)
    let modules = try BatchCompiler.buildStandIn()

    // The CLI's path: generated folders.
    var cli = GenerationRun(specPaths: [specFile.path], destination: .folders(sources: root.appendingPathComponent("Sources").path, tests: nil))
    cli.lineDirectives = true
    XCTAssertEqual(cli.run().diagnostics.errors, [])
    try assertCompilerNamesTheSpec(in: swiftFiles(under: root.appendingPathComponent("Sources")), modules: modules, spec: specFile)

    // The build plugin's: one file per spec.
    var plugin = GenerationRun(specPaths: [specFile.path], destination: .pluginBundles(root.appendingPathComponent("plugin").path, userFilesIn: nil))
    plugin.lineDirectives = true
    XCTAssertEqual(plugin.run().diagnostics.errors, [])
    try assertCompilerNamesTheSpec(in: swiftFiles(under: root.appendingPathComponent("plugin")), modules: modules, spec: specFile)
  }

  /// The Swift files the build compiles (not the plugin's hidden parts for reuse).
  private func swiftFiles(under folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") && !$0.contains("/.") }.sorted()
      .map { folder.appendingPathComponent($0).path }
  }

  private func assertCompilerNamesTheSpec(in files: [String], modules: String, spec: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    // Stubs the user would write: the logic has no hooks here, so the generated code is alone.
    let result = BatchCompiler.swiftc(files + ["-typecheck", "-module-name", "Typos", "-parse-as-library"] + BatchCompiler.standInFlags(modules))
    XCTAssertNotEqual(result.status, 0, file: file, line: line)
    let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    for (specLine, message) in expected {
      XCTAssertTrue(
        errors.contains { $0.hasPrefix("\(spec.path):\(specLine):") && $0.contains(message) },
        "no error at \(spec.lastPathComponent):\(specLine) saying \"\(message)\":\n\(errors.joined(separator: "\n"))", file: file, line: line)
    }
    // None inside the generated files.
    XCTAssertEqual(errors.filter { !$0.hasPrefix(spec.path + ":") }, [], file: file, line: line)
  }

  /// A service's method, in either form, is reported at its line: the generated interface (the
  /// file the compiler reads first) marks each requirement, `@discardableResult` included.
  func testAServiceMethodsTypeIsReportedAtItsLine() throws {
    try assertCompilerErrors(
      ofSpec: """
        version: 1
        module: Svc
        services:
          CounterService:
            methods:
              - "func load(id: Strng) -> Int"
              - name: save
                parameters: ["value: Int"]
                returns: "Observable<Bol>"
                discardableResult: true

        """, module: "Svc", compiling: { [$0.appendingPathComponent("Generated/CounterServiceType.swift").path] },
      expected: [(6, "cannot find type 'Strng' in scope"), (7, "cannot find type 'Bol' in scope")])
  }

  /// What a repository makes from its entity is reported at `entity:`: a public repository over
  /// an entity the app keeps internal (the protocol's requirements and the in-memory store's
  /// members cannot be public), and an entity type that does not exist.
  func testARepositorysEntityIsReportedAtItsLine() throws {
    try assertCompilerErrors(
      ofSpec: """
        version: 1
        module: Store
        access: public
        repositories:
          ProjectRepository:
            entity: Project
            key: "id: String"
          NoteRepository:
            entity: Nte
            key: "id: Int"

        """, module: "Store", model: "struct Project { var id: String }\n",
      expected: [(6, "uses an internal type"), (9, "cannot find type 'Nte' in scope")])
  }

  /// A repository's `key:` that names no member of its entity (`hashValue` of a struct that is
  /// not Hashable) is reported at `key:`: the in-memory store reads the key of each entity.
  func testARepositorysKeyIsReportedAtItsLine() throws {
    try assertCompilerErrors(
      ofSpec: """
        version: 1
        module: Store
        repositories:
          ProjectRepository:
            entity: Project
            key: "hashValue: Int"
          NoteRepository:
            entity: Note
            key: "id: Int"
            style: observable

        """, module: "Store", model: "struct Project { var id: String }\nstruct Note { var number: Int }\n",
      expected: [(6, "value of type 'Project' has no member 'hashValue'"), (9, "value of type 'Note' has no member 'id'")])
  }

  /// A `scheduler` property overrides ReactorKit 3.2's requirement, typed with its `Scheduler`.
  /// The test double has only what 3.2.0 and main share; with 3.2.0's typealias beside it the
  /// reactor compiles, and on main, which has neither, the compiler reports the property's line
  /// rather than keeping a scheduler nothing reads.
  func testASchedulerOverrideCompilesOn32AndIsReportedAtItsLineOnMain() throws {
    let spec = feedSpec(members: "properties:\n  scheduler: Scheduler = MainScheduler.instance")
    try assertCompilerErrors(ofSpec: spec, module: "Feed", expected: [(6, "cannot find type 'Scheduler' in scope")])
    try assertCompilerErrors(
      ofSpec: spec, module: "Feed", model: "import RxSwift\n\n/// ReactorKit 3.2.0's.\ntypealias Scheduler = ImmediateSchedulerType\n",
      expected: [])
  }

  /// A `weak var` parameter of a class compiles; of a struct, the compiler's error names the
  /// parameter's line of the spec, not the generated file.
  func testAWeakParameterCompilesForAClassAndIsReportedAtItsLineOtherwise() throws {
    func spec(_ type: String) -> String { feedSpec(members: "parameters:\n  weak var coordinator: \(type)") }
    let model = "final class Coordinator {}\nstruct Route {}\n"
    try assertCompilerErrors(ofSpec: spec("Coordinator"), module: "Feed", model: model, expected: [])
    try assertCompilerErrors(
      ofSpec: spec("Route"), module: "Feed", model: model,
      expected: [(6, "'weak' may only be applied to class and class-bound protocol types, not 'Route'")])
  }

  /// A module `Feed` of one reactor with a counter, whose line 5 starts `members` (YAML at the
  /// reactor's keys' indentation, later lines indented two more).
  private func feedSpec(members: String) -> String {
    """
    version: 1
    module: Feed
    reactors:
      FeedReactor:
        \(members.replacingOccurrences(of: "\n", with: "\n    "))
        state:
          count: Int = 0
        actions:
          - refresh: setCount(1)
        mutations:
          - setCount(Int): set count

    """
  }

  /// `assertCompilerErrors(of:…)` for a spec written here, beside a file of the app's types
  /// (`model`), compiling the generated files and it, or what `compiling` picks.
  private func assertCompilerErrors(
    ofSpec text: String, module: String, model: String? = nil, compiling: ((URL) -> [String])? = nil,
    expected: [(line: Int, message: String)], line: UInt = #line
  ) throws {
    let root = try temporaryDirectory(self)
    let specFile = root.appendingPathComponent("\(module).reactorgen.yml")
    try text.write(to: specFile, atomically: true, encoding: .utf8)
    let modelFile = root.appendingPathComponent("Models.swift")
    if let model { try model.write(to: modelFile, atomically: true, encoding: .utf8) }
    try assertCompilerErrors(
      of: specFile, module: module,
      compiling: compiling ?? { self.swiftFiles(under: $0.appendingPathComponent("Generated")) + (model == nil ? [] : [modelFile.path]) },
      expected: expected, line: line)
  }

  /// Generates `spec` with line directives into `Sources/` beside it, type-checks the files
  /// `compiling` picks there, and asserts each expected error at its spec line and none inside
  /// a generated file.
  private func assertCompilerErrors(
    of spec: URL, module: String, compiling: (URL) -> [String], expected: [(line: Int, message: String)], file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let sources = spec.deletingLastPathComponent().appendingPathComponent("Sources")
    var run = GenerationRun(specPaths: [spec.path], destination: .folders(sources: sources.path, tests: nil))
    run.lineDirectives = true
    XCTAssertEqual(run.run().diagnostics.errors, [], file: file, line: line)
    let result = BatchCompiler.swiftc(
      compiling(sources) + ["-typecheck", "-module-name", module, "-parse-as-library"] + BatchCompiler.standInFlags(try BatchCompiler.buildStandIn()))
    let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    for (specLine, message) in expected {
      XCTAssertTrue(
        errors.contains { $0.hasPrefix("\(spec.path):\(specLine):") && $0.contains(message) }, errors.joined(separator: "\n"), file: file, line: line)
    }
    // None expected: it compiles.
    if expected.isEmpty { XCTAssertEqual(result.status, 0, result.output, file: file, line: line) }
    XCTAssertEqual(errors.filter { !$0.hasPrefix(spec.path + ":") }, [], file: file, line: line)
  }

  /// The directives name lines: a reactor moved down by an edit above it is made again, not
  /// kept from the run before with the old lines.
  func testAnEditAboveAReactorMovesItsDirectives() throws {
    let root = try temporaryDirectory(self)
    let specFile = root.appendingPathComponent("Typos.reactorgen.yml")
    try spec.write(to: specFile, atomically: true, encoding: .utf8)
    let bundle = root.appendingPathComponent("plugin/Typos.reactorgen.swift")
    func generate() throws -> String {
      var run = GenerationRun(specPaths: [specFile.path], destination: .pluginBundles(root.appendingPathComponent("plugin").path, userFilesIn: nil))
      run.lineDirectives = true
      XCTAssertEqual(run.run().diagnostics.errors, [])
      return try String(contentsOf: bundle, encoding: .utf8)
    }
    func lines(_ text: String) -> [Int] {
      text.split(separator: "\n").compactMap { line in
        line.range(of: "line: ").flatMap { Int(line[$0.upperBound...].dropLast()) }
      }
    }
    let before = try generate()
    XCTAssertTrue(before.contains("#sourceLocation(file: \"\(specFile.path)\", line: 8)"), before)
    // Two comment lines on top: the same YAML, two lines further down.
    try ("# A counter.\n#\n" + spec).write(to: specFile, atomically: true, encoding: .utf8)
    let after = try generate()
    XCTAssertFalse(lines(before).isEmpty)
    XCTAssertEqual(lines(after), lines(before).map { $0 + 2 }, after)
  }

  /// Directives stand only where Swift takes them: before the statement or declaration that
  /// holds the fragment, never inside an expression or after an attribute; a fragment inside a
  /// multi-line statement names the line that makes its own line the spec's.
  func testDirectivesStandBetweenStatementsAndNameTheMarkedLine() {
    let spec = SourceLocation(file: "/p/S.yml", line: 20, column: 1)
    let set = SwiftExpr.call(.implicitMember("set"), [SwiftArgument(.fromSpec(.name("x"), origin: spec))])
    let concat = SwiftExpr.call(
      .member(.name("Observable"), "concat"), [SwiftArgument(.array([.call(.implicitMember("just"), [SwiftArgument(set)])]))])
    let statement = SwiftStatement.switch(.name("action"), [SwiftSwitchCase(pattern: .enumCase("a", bindings: []), body: [.return(concat)])])
    XCTAssertEqual(
      SwiftRenderer.lines([statement]),
      [
        "switch action {",
        "case .a:",
        "  #sourceLocation(file: \"/p/S.yml\", line: 19)",
        "  return Observable.concat([",
        "    .just(.set(x)),",
        "  ])",
        "  #sourceLocation()",
        "}",
      ])
    // No origin, no directive.
    XCTAssertEqual(SwiftRenderer.lines([.let("x", .literal(.integer(1)))]), ["let x = 1"])
  }

  /// A statement marked inside a declaration marked as a whole (a key read in a function made
  /// from the entity) gets a pair of its own; the declaration's goes on after it, numbered as
  /// if it had not been cut, and a second fragment of the same inner statement changes nothing.
  func testAMarkedStatementInsideAMarkedDeclarationHasItsOwnPair() {
    let entity = SourceLocation(file: "/p/S.yml", line: 5, column: 1)
    let key = SourceLocation(file: "/p/S.yml", line: 6, column: 1)
    let matches = SwiftClosure(body: [.expression(.binary(.fromSpec(.member(.name("$0"), "id"), origin: key), .equal, .name("id")))])
    let first = SwiftExpr.call(.member(.name("all"), "first"), [], trailing: matches)
    let read = SwiftFunction(
      name: "read", parameters: [SwiftParameter(label: nil, name: "id", type: .named("Int"))],
      result: .optional(.named("Note"), implicitlyUnwrapped: false),
      body: [.let("all", .member(.name("self"), "entities")), .return(.binary(first, .nilCoalescing, first))])
    let other = SwiftFunction(name: "other", parameters: [], body: [])
    XCTAssertEqual(
      SwiftRenderer.text([.fromSpec(.function(read), origin: entity), .function(other)], lineBreak: "\n"),
      [
        "#sourceLocation(file: \"/p/S.yml\", line: 5)",
        "func read(id: Int) -> Note? {",
        "  let all = self.entities",
        "#sourceLocation()",
        "  #sourceLocation(file: \"/p/S.yml\", line: 6)",
        "  return all.first { $0.id == id } ?? all.first { $0.id == id }",
        "  #sourceLocation()",
        "#sourceLocation(file: \"/p/S.yml\", line: 8)",
        "}",
        "#sourceLocation()",
        "",
        "func other() {}",
      ].joined(separator: "\n"))
  }

  /// Members of a type marked as a whole, each made from its own line of the spec (an enum's
  /// cases), share one pair when their lines run on; the type's goes on after them.
  func testConsecutiveMembersOfAMarkedTypeShareOnePair() {
    let line = { SourceLocation(file: "/p/S.yml", line: $0, column: 5) }
    let cases = SwiftTypeDeclaration(
      kind: .enum, name: "Action",
      members: [[.fromSpec(.enumCase(name: "a", values: []), origin: line(10)), .fromSpec(.enumCase(name: "b", values: []), origin: line(11))]])
    XCTAssertEqual(
      SwiftRenderer.lines(.fromSpec(.type(cases), origin: line(5))),
      [
        "#sourceLocation(file: \"/p/S.yml\", line: 5)",
        "enum Action {",
        "#sourceLocation()",
        "  #sourceLocation(file: \"/p/S.yml\", line: 10)",
        "  case a",
        "  case b",
        "  #sourceLocation()",
        "#sourceLocation(file: \"/p/S.yml\", line: 8)",
        "}",
        "#sourceLocation()",
      ])
  }
}
