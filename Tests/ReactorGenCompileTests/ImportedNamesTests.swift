import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The names generated test files see from their imports are harvested from the modules
/// themselves, not listed by hand, and a type the spec declares with one of them is refused at
/// the spec's line: in a test file that imports that module beside the user's, it is ambiguous.
final class ImportedNamesTests: XCTestCase {
  /// Every public top-level type this machine's Foundation (with what it re-exports), Dispatch
  /// and XCTest declare, and every one the test double declares, is in the harvest: a toolchain
  /// or a double that gains a name fails here until `Scripts/harvest-imported-names.sh` runs.
  func testTheHarvestHoldsEveryTypeTheModulesDeclare() throws {
    let folder = try temporaryDirectory(self)
    let double = try BatchCompiler.buildStandIn()
    let triple = try XCTUnwrap(Self.targetTriple())
    let sources: [(module: String, harvestedAs: String, flags: [String])] = [
      ("Foundation", "Foundation", []), ("FoundationEssentials", "Foundation", []), ("FoundationInternationalization", "Foundation", []),
      ("Dispatch", "Foundation", []), ("XCTest", "XCTest", []), ("Swift", "Swift", []),
      ("RxSwift", "RxSwift", ["-I", double]), ("RxRelay", "RxRelay", ["-I", double]), ("ReactorKit", "ReactorKit", ["-I", double]),
      ("ReactorKitObservation", "ReactorKitObservation", ["-I", double]),
    ]
    var checked = 0
    for source in sources {
      let output = folder.appendingPathComponent(source.module)
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      let result = BatchCompiler.run(
        [
          "swift-symbolgraph-extract", "-module-name", source.module, "-target", triple, "-minimum-access-level", "public", "-output-dir",
          output.path,
        ] + source.flags)
      // Foundation's parts are the toolchain's on Linux; elsewhere a module may not exist alone.
      guard result.status == 0 else { continue }
      let graph = output.appendingPathComponent("\(source.module).symbols.json")
      let names = try Self.topLevelTypes(in: graph)
      let missing = names.subtracting(ImportedNames.harvested[source.harvestedAs] ?? [])
      XCTAssertEqual(missing, [], "\(source.module) declares types the harvest lacks: run Scripts/harvest-imported-names.sh")
      checked += names.count
    }
    XCTAssertGreaterThan(checked, 300)
  }

  private static func targetTriple() -> String? {
    let result = BatchCompiler.run(["swift", "-print-target-info"])
    let info = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    return (info?["target"] as? [String: Any])?["triple"] as? String
  }

  private static func topLevelTypes(in graph: URL) throws -> Set<String> {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: graph)) as? [String: Any]
    let kinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]
    var names: Set<String> = []
    for symbol in (object?["symbols"] as? [[String: Any]]) ?? [] {
      guard let path = symbol["pathComponents"] as? [String], path.count == 1, !path[0].hasPrefix("_"),
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, kinds.contains(kind)
      else { continue }
      names.insert(path[0])
    }
    return names
  }

  /// Names drawn from the harvest (not chosen here), given to a reactor, which generated tests
  /// name: each is one located error naming the module, when the tests import it. (Shown to
  /// matter: a reactor named `Notification` in a module whose tests import Foundation gives
  /// "'Notification' is ambiguous for type lookup" in its test file.)
  func testATypeNamedLikeOneTheTestsImportIsRefusedAtItsLine() throws {
    for (module, names) in ImportedNames.harvested.sorted(by: { $0.key < $1.key }) where module != "Swift" {
      // Names Swift reserves or reactorgen depends on are refused already, with their own message.
      let candidates = names.sorted().filter { name in
        SwiftIdentifier.isValid(name) && name.first?.isUppercase == true && !Namespace.dependedOn.contains(name)
          && !Namespace.dependedOnByObservableState.contains(name) && !name.hasSuffix("Type")  // a service name ending in Type is refused for that
      }
      for name in stride(from: 0, to: candidates.count, by: max(1, candidates.count / 6)).map({ candidates[$0] }) {
        // Test files always import XCTest and RxSwift; any other module, when the spec imports it.
        let imports = ["XCTest", "RxSwift"].contains(module) ? "" : "imports: [\(module)]\n"
        let spec = "version: 1\nmodule: App\n\(imports)reactors:\n  \(name):\n    state: { count: Int = 0 }\n"
        var diagnostics = Diagnostics()
        let loaded = try XCTUnwrap(SpecLoader().load(text: spec, file: "spec.yml", diagnostics: &diagnostics))
        XCTAssertNil(Validator().validate([loaded], diagnostics: &diagnostics), "\(module).\(name)")
        XCTAssertEqual(
          diagnostics.errors.map(\.description),
          [
            "spec.yml:\(imports.isEmpty ? 4 : 5):3: error: reactor '\(name)' is named like \(module)'s type '\(name)', which generated tests and mocks see too (they see \(module) beside your module), where the name would be ambiguous; rename the reactor"
          ],
          "\(module).\(name)")
      }
    }
  }

  /// The harvest reads ReactorKit at 3.2.0 and at main: a reactor named like a type 3.2.0 alone
  /// declares (`NoAction`, `NoMutation`; `View`, `StoryboardView` on Apple platforms) compiles on
  /// main and on the double, and is ambiguous in its test file built against 3.2.0 (which sees
  /// ReactorKit when the spec imports it).
  func testATypeOnlyReactorKitThreeTwoDeclaresIsRefused() throws {
    for name in ["NoAction", "NoMutation", "View", "StoryboardView"] {
      var diagnostics = Diagnostics()
      let spec = try XCTUnwrap(
        SpecLoader().load(
          text: "version: 1\nimports: [ReactorKit]\nreactors:\n  \(name):\n    state: { count: Int = 0 }\n", file: "spec.yml",
          diagnostics: &diagnostics))
      XCTAssertNil(Validator().validate([spec], diagnostics: &diagnostics), name)
      XCTAssertEqual(
        diagnostics.errors.map(\.description).first?.hasPrefix("spec.yml:4:3: error: reactor '\(name)' is named like ReactorKit's type"), true,
        "\(name): \(diagnostics.errors)")
    }
  }

  /// Swift's own names, drawn from the harvest: a type named like one hides it everywhere.
  func testATypeNamedLikeOneOfSwiftsIsRefusedAtItsLine() throws {
    let candidates = (ImportedNames.harvested["Swift"] ?? []).sorted().filter { name in
      SwiftIdentifier.isValid(name) && name.first?.isUppercase == true && !Namespace.dependedOn.contains(name)
    }
    XCTAssertGreaterThan(candidates.count, 100)
    for name in stride(from: 0, to: candidates.count, by: candidates.count / 8).map({ candidates[$0] }) + ["Sendable", "Result"] {
      var diagnostics = Diagnostics()
      let spec = try XCTUnwrap(
        SpecLoader().load(text: "version: 1\nreactors:\n  \(name):\n    state: { count: Int = 0 }\n", file: "spec.yml", diagnostics: &diagnostics))
      XCTAssertNil(Validator().validate([spec], diagnostics: &diagnostics), name)
      XCTAssertEqual(
        diagnostics.errors.map(\.description),
        [
          "spec.yml:3:3: error: reactor '\(name)' is named like Swift's type '\(name)', which it would hide in the whole module, where generated code and the spec's types mean Swift's; rename the reactor"
        ], name)
    }
  }

  /// Test files import XCTest, which re-exports Foundation: a reactor named `Timer` is ambiguous
  /// in its test file whatever the spec imports. A service's class named `Timer` is free, since
  /// no test file names the class (only its protocol and mock).
  func testANameIsRefusedWhereTheTestsSeeItBesideItsModuleReExportsIncluded() throws {
    for imports in ["", "imports: [Foundation]\n"] {
      var diagnostics = Diagnostics()
      let spec = try XCTUnwrap(
        SpecLoader().load(
          text: "version: 1\n\(imports)reactors:\n  Timer:\n    state: { count: Int = 0 }\n", file: "spec.yml", diagnostics: &diagnostics))
      XCTAssertNil(Validator().validate([spec], diagnostics: &diagnostics))
      XCTAssertEqual(
        diagnostics.errors.map(\.description),
        [
          "spec.yml:\(imports.isEmpty ? 3 : 4):3: error: reactor 'Timer' is named like Foundation's type 'Timer', which generated tests and mocks see too (they see Foundation beside your module), where the name would be ambiguous; rename the reactor"
        ])
    }
    var diagnostics = Diagnostics()
    let service = try XCTUnwrap(
      SpecLoader().load(
        text: "version: 1\nservices:\n  Timer:\n    methods: [\"func start()\"]\n", file: "spec.yml", diagnostics: &diagnostics))
    XCTAssertNotNil(Validator().validate([service], diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.errors, [])
  }

  /// A repository's entity named like a type the mocks import (RxSwift's `Event`, Foundation's
  /// `Notification`, names drawn from the harvest) is written with the module's name, and the
  /// app and its mocks compile as the two modules they are, where the bare name is ambiguous.
  func testAnEntityNamedLikeATypeTheMocksSeeCompilesInTheMocksModule() throws {
    for (module, imports, name) in try Self.drawnNames() {
      let spec = "version: 1\nmodule: Store\n\(imports)repositories:\n  Archive:\n    entity: \(name)\n    key: \"id: String\"\n"
      try assertAppAndMocksCompile(spec: spec, model: "struct \(name) { var id: String }\n", "\(module).\(name)")
    }
  }

  /// A type of the app's named like one the mocks import, in a service's signature, is written
  /// with the module's name (the target's files say it is the app's); one the app does not
  /// declare is the framework's, as in the app, and stays bare: both compile in the mocks.
  func testAServiceSignatureNamesTheAppsTypeAndTheFrameworksApart() throws {
    for (module, imports, name) in try Self.drawnNames() {
      let framework = module == "RxSwift" ? (name == "Event" ? "Single<Int>" : "Event<Int>") : (name == "Date" ? "URL" : "Date")
      let spec = """
        version: 1
        module: Store
        \(imports)services:
          Poster:
            methods:
              - "func post(_ value: \(name), others: [\(name)]) -> \(name)?"
              - "func framework(_ value: \(framework)) -> \(framework)"

        """
      try assertAppAndMocksCompile(spec: spec, model: "struct \(name) {}\n", "\(module).\(name)")
    }
  }

  /// A value that holds `Action`, `Mutation` or `State` inline cannot be the reactor's own (it
  /// would hold itself): when the target's files declare a type of that name, it is the app's,
  /// written with the module's name, and the reactor compiles; when they do not, it is refused at
  /// the value, as before.
  func testAnAppTypeNamedLikeAReactorsOwnTypeIsWrittenWithTheModulesName() throws {
    let spec = """
      version: 1
      module: Store
      reactors:
        Shelf:
          state:
            previous: "State? = nil"
            count: Int = 0
          actions:
            - run(Action)
            - "pair(Action, [Action])"
          mutations:
            - again(Mutation, Int)
            - setCount(Int): set count

      """
    let model = "struct Action {}\nstruct Mutation {}\nstruct State {}\n"
    try assertAppAndMocksCompile(spec: spec, model: model, "the app's Action, Mutation and State")
    for left in ["Action", "Mutation", "State"] {
      let root = try temporaryDirectory(self)
      let specFile = root.appendingPathComponent("Store.reactorgen.yml")
      try spec.write(to: specFile, atomically: true, encoding: .utf8)
      let sources = root.appendingPathComponent("Sources")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      try model.replacingOccurrences(of: "struct \(left) {}\n", with: "").write(
        to: sources.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
      let run = GenerationRun(specPaths: [specFile.path], destination: .folders(sources: sources.path, tests: nil))
      let errors = run.run().diagnostics.errors.map(\.message)
      XCTAssertEqual(errors.count, left == "Action" ? 2 : 1, "\(left) not declared: \(errors)")
      XCTAssertTrue(errors.allSatisfy { $0.contains("reactor's own \(left)") }, "\(errors)")
    }
  }

  /// A typealias of a function type in the target's files (`typealias Handler = (Int) -> Void`)
  /// is a closure wherever a spec names it: `@escaping Handler` is accepted, a stored `Handler`
  /// parameter is made `@escaping` in init, and a mock hands a `Handler` over without keeping it
  /// (a non-escaping closure cannot be kept). Each declaration form Swift allows, each place.
  /// Without such a typealias (none, or a struct of that name), `@escaping Handler` is refused at
  /// its line, and a later run sees the typealias come or go though the spec did not change.
  func testAnAppsTypealiasOfAFunctionTypeIsAClosureWhereverTheSpecNamesIt() throws {
    let spec = """
      version: 1
      module: Store
      services:
        Feed:
          methods:
            - "func observe(handler: @escaping Handler)"
            - "func run(_ body: Handler, maybe: Handler?) -> Int"
            - "func later(_ body: @escaping Handler, _ others: [Handler]) -> Observable<Int>"
      reactors:
        Shelf:
          services: [Feed]
          parameters:
            onTap: Handler
            onHold: "@escaping Handler"
            other: "Handler?"
          state:
            callback: "Handler? = nil"
          actions:
            - tap(Handler)
          mutations:
            - setCallback(Handler?): set callback

      """
    let forms = [
      "(Int) -> Void", "@Sendable (String) -> Void", "((Bool) -> Void)", "(Int, String) async throws -> Bool",
      "@MainActor (\n  _ value: Int\n) -> Void",
    ]
    for form in forms {
      try assertAppAndMocksCompile(spec: spec, model: "typealias Handler = \(form)\n", "typealias Handler = \(form)")
    }
    // Not a function type: refused at the line, once, on a first run and on a later one.
    let root = try temporaryDirectory(self)
    let specFile = root.appendingPathComponent("Store.reactorgen.yml")
    try spec.write(to: specFile, atomically: true, encoding: .utf8)
    let sources = root.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let model = sources.appendingPathComponent("Model.swift")
    func run() -> [String] {
      GenerationRun(specPaths: [specFile.path], destination: .folders(sources: sources.path, tests: nil)).run().diagnostics.errors.map {
        "\($0.location?.line ?? 0): \($0.message)"
      }
    }
    for declaration in ["struct Handler {}\n", "typealias Handler = Int\n", "// typealias Handler = () -> Void\n"] {
      try declaration.write(to: model, atomically: true, encoding: .utf8)
      XCTAssertEqual(run().map { $0.prefix(3) }, ["6: ", "8: ", "14:"], declaration)
    }
    try "typealias Handler = () -> Void\n".write(to: model, atomically: true, encoding: .utf8)
    XCTAssertEqual(run(), [])
    try "struct Handler {}\n".write(to: model, atomically: true, encoding: .utf8)
    XCTAssertEqual(run().count, 3, "a run after the typealias went trusted the record")
  }

  /// Names drawn from the harvest of each module a mock sees, and one a user would write.
  private static func drawnNames() throws -> [(module: String, imports: String, name: String)] {
    [("RxSwift", ""), ("Foundation", "imports: [Foundation]\n")].flatMap { module, imports in
      let candidates = (ImportedNames.harvested[module] ?? []).sorted().filter { name in
        SwiftIdentifier.isValid(name) && name.first?.isUppercase == true && !Namespace.dependedOn.contains(name)
          && ImportedNames.harvested["Swift"]?.contains(name) != true && ImportedNames.harvested["ReactorKit"]?.contains(name) != true
          && (module == "RxSwift" || ImportedNames.harvested["RxSwift"]?.contains(name) != true)
      }
      let drawn = stride(from: 0, to: candidates.count, by: max(1, candidates.count / 3)).map { candidates[$0] }
      return (drawn + [module == "RxSwift" ? "Event" : "Notification"]).map { (module, imports, $0) }
    }
  }
}
