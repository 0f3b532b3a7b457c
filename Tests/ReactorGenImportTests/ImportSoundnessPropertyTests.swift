#if Import
  import Foundation
  import XCTest
  @testable import ReactorGenImport
  @testable import ReactorGenTestSupport
  @testable import _ReactorGenCore

  /// Import's decisions checked against the compiler's: what it writes must hold where the
  /// original's code did, for shapes drawn at random rather than picked.
  final class ImportSoundnessPropertyTests: XCTestCase {
    /// A protocol's members, each with a use a reactor's code makes of a value of it, valid with a
    /// `var`; `mutates` when Swift needs the `var` for that use.
    private static let members: [(declaration: String, use: String, mutates: Bool)] = [
      ("func load() -> Int", "_ = service.load()", false),
      ("mutating func bump()", "service.bump()", true),
      ("var name: String { get }", "_ = service.name", false),
      ("var count: Int { get set }", "service.count = 1", true),
      ("var total: Int { get set }", "_ = service.total", false),
      ("subscript(index: Int) -> Int { get }", "_ = service[0]", false),
      ("func send(_ value: Int)", "service.send(1)", false),
    ]

    /// A `var` of a protocol's type, stored from init's parameter and used by the reactor: when
    /// import takes it as the parameter it is, the generated `let` holds it, which the compiler
    /// decides: a drawn protocol (members, refinements, an extension's members) and a drawn use,
    /// the import's verdict, then the same use through a `let` type-checked. Import may refuse
    /// what a `let` would hold; it may not take what a `let` does not.
    func testAProtocolVarImportTakesAsALetHoldsInALet() throws {
      var random = SplitMix64(seed: 61)
      let folder = try temporaryDirectory(self)
      var checks: [String] = []
      var lets: [String] = []
      var vars: [String] = []
      var imported: [Int] = []
      var refused = 0
      for index in 0..<60 {
        // The protocol, a base it may refine, and an extension of it.
        var chosen = (0..<random.int(1...3)).map { _ in random.pick(Self.members) }
        chosen = chosen.enumerated().filter { item in !chosen[..<item.offset].contains { $0.declaration == item.element.declaration } }.map(\.element)
        let baseMembers = random.chance(0.4) ? [random.pick(Self.members)] : []
        let refinement = random.pick(["", ": AnyObject", ": Base\(index)", ": Base\(index), AnyObject", ": Sendable", ": Elsewhere"])
        let extensionMember = random.pick(["", "func helper() {}", "mutating func reset() {}"])
        var declarations = [
          "protocol Base\(index)\(random.chance(0.3) ? ": AnyObject" : "") { \(baseMembers.map(\.declaration).joined(separator: "; ")) }",
          "protocol Service\(index)\(refinement) { \(chosen.map(\.declaration).joined(separator: "; ")) }",
        ]
        if !extensionMember.isEmpty { declarations.append("extension Service\(index) { \(extensionMember) }") }
        // A use the members allow: a member's, the base's, or the extension's.
        var uses = chosen.map(\.use)
        if refinement.contains("Base") { uses += baseMembers.map(\.use) }
        if extensionMember.hasPrefix("func") { uses.append("service.helper()") }
        if extensionMember.hasPrefix("mutating") { uses.append("service.reset()") }
        let use = random.pick(uses)

        let reactor = """
          import ReactorKit
          import RxSwift

          \(declarations.joined(separator: "\n"))

          final class ServiceReactor: Reactor {
            enum Action { case tap }
            enum Mutation { case tapped }
            struct State {}
            let initialState = State()
            private var service: Service\(index)
            init(service: Service\(index)) { self.service = service }
            func use() { \(use) }
            func mutate(action: Action) -> Observable<Mutation> {
              switch action {
              case .tap: return .just(.tapped)
              }
            }
            func reduce(state: State, mutation: Mutation) -> State { state }
          }

          """
        let file = folder.appendingPathComponent("Service\(index).swift")
        try reactor.write(to: file, atomically: true, encoding: .utf8)
        // `Elsewhere` is declared in a file import is not given, as a module's protocol is.
        let result = Importer(outputDirectory: folder.appendingPathComponent("out").path, displayRoot: folder.path).run(paths: [file.path])
        if result.importedReactors == ["ServiceReactor"] {
          imported.append(index)
        } else {
          refused += 1
          let said = result.report.joined(separator: "\n")
          XCTAssertTrue(said.contains("'service' is a 'var' the reactor changes"), "case \(index), refused otherwise:\n\(reactor)\n\(said)")
        }
        // The same use through a `let` (a function's parameter) and through a `var`.
        checks.append(declarations.joined(separator: "\n"))
        lets.append("func check\(index)(service: Service\(index)) { \(use) }")
        vars.append("func check\(index)(service original: Service\(index)) { var service = original; \(use); _ = service }")
      }
      XCTAssertFalse(imported.isEmpty, "no drawn protocol imported: the property checks nothing")
      XCTAssertGreaterThan(refused, 0, "no drawn protocol refused: the draws never need a var")
      let failingWithALet = try failingCases(checks, lets, in: folder, named: "Lets")
      let failingWithAVar = try failingCases(checks, vars, in: folder, named: "Vars")
      for index in imported where failingWithALet.contains(index) && !failingWithAVar.contains(index) {
        XCTFail("case \(index) was imported, but a 'let' does not hold its use:\n\(checks[index])\n\(lets[index])")
      }
      XCTAssertGreaterThan(imported.filter { !failingWithAVar.contains($0) }.count, 0, "no imported case compiles at all")
    }

    /// Statements a case may hold that read `n`, the switched parameter, when the case is `.c`:
    /// as an argument, an operand, an interpolation, a capture, a nested switch's subject.
    private static let readsOfTheParameter: [@Sendable (_ n: String, _ c: String, _ k: Int) -> String] = [
      { n, _, _ in "see(\(n))" },
      { n, c, _ in "_ = \(n) == .\(c)" },
      { n, _, _ in "note(\"\\(\(n))\")" },
      { n, _, k in "let copy\(k) = \(n); see(copy\(k))" },
      { n, _, _ in "_ = { [\(n)] in see(\(n)) }" },
      { n, c, _ in "switch \(n) { case .\(c): note(\"a\"); default: note(\"b\") }" },
      { n, c, _ in "if case .\(c) = \(n) { note(\"c\") }" },
    ]

    /// Statements that declare a name spelled as the parameter, of another type (an `Int`): a
    /// read of it taken for the parameter is a type error.
    private static let namesOfTheCasesOwn: [@Sendable (_ n: String, _ c: String, _ k: Int) -> String] = [
      { n, _, _ in "[1, 2].forEach { (\(n): Int) in count(\(n)) }" },
      { n, _, _ in "[1, 2].forEach { \(n) in count(\(n)) }" },
      { n, _, k in "func inner\(k)(\(n): Int) { count(\(n)) }; inner\(k)(\(n): 1)" },
      { n, _, _ in "if let \(n) = Int(\"3\") { count(\(n)) }" },
      { n, _, _ in "for \(n) in [1, 2] { count(\(n)) }" },
      { n, _, _ in "do { let \(n) = 3; count(\(n)) }" },
    ]

    /// In reduce, statements that read the state it was given (which import reads as the copy
    /// until the copy changes), and that declare a `state` of their own, an `Int`.
    private static let readsOfTheState = ["see(state.note)", "note(state.note + \"!\")"]
    private static let statesOfTheCasesOwn = ["[1, 2].forEach { (state: Int) in count(state) }", "do { let state = 3; count(state) }"]

    /// A case matching cases without values that reads the switched parameter moves to its hook
    /// with each read spelled as the case (`Action.refresh`). Drawn from the statements above,
    /// in `mutate` and in `reduce`: whatever import takes compiles against the test double
    /// (Swift 6, warnings as errors) where the original does, and whatever it refuses is refused
    /// at a line of a drawn statement.
    func testAReadOfTheSwitchedParameterImportTakesCompilesWhereTheOriginalDoes() throws {
      var random = SplitMix64(seed: 1296)
      let folder = try temporaryDirectory(self)
      let support = folder.appendingPathComponent("Support.swift")
      try "func see(_ value: Any) {}\nfunc note(_ text: String) {}\nfunc count(_ value: Int) {}\n".write(
        to: support, atomically: true, encoding: .utf8)
      var originals: [String] = []
      var imports: [Int: [String]] = [:]
      var refused = 0
      var switchesRefused = 0
      for index in 0..<60 {
        func drawn(_ n: String, _ c: String) -> [String] {
          (0..<random.int(1...2)).map { k in
            random.chance(0.75) ? random.pick(Self.readsOfTheParameter)(n, c, k) : random.pick(Self.namesOfTheCasesOwn)(n, c, k)
          }
        }
        let mutate = drawn("action", "refresh")
        var reduce = random.chance(0.5) ? drawn("mutation", "cleared") : []
        if random.chance(0.4) { reduce.append(random.pick(random.chance(0.7) ? Self.readsOfTheState : Self.statesOfTheCasesOwn)) }
        let header = ["import ReactorKit", "import RxSwift", "", "final class Log\(index)Reactor: Reactor {"]
        let members = [
          "  enum Action { case refresh, wipe }", "  enum Mutation { case cleared, reset }", "  struct State { var note = \"\" }",
          "  let initialState = State()", "  func mutate(action: Action) -> Observable<Mutation> {", "    switch action {", "    case .refresh:",
        ]
        var lines = header + members
        let mutateLines = (lines.count + 1)..<(lines.count + 1 + mutate.count)
        lines += mutate.map { "      " + $0 }
        lines += [
          "      return .empty()", "    case .wipe: return .just(.cleared)", "    }", "  }",
          "  func reduce(state: State, mutation: Mutation) -> State {", "    var newState = state", "    switch mutation {", "    case .cleared:",
        ]
        let reduceLines = (lines.count + 1)..<(lines.count + 1 + reduce.count)
        lines += reduce.map { "      " + $0 }
        lines += ["      newState.note = \"\"", "    case .reset: newState.note = \"r\"", "    }", "    return newState", "  }", "}", ""]
        let file = folder.appendingPathComponent("Log\(index).swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        originals.append(file.path)

        let (result, written) = try Self.importAndGenerate(file, into: folder.appendingPathComponent("out\(index)"), shownFrom: folder)
        guard let written else {
          refused += 1
          let errors = result.report.filter { $0.contains(": error: ") && !$0.contains("cannot be imported") }
          XCTAssertFalse(errors.isEmpty, "case \(index): refused without a located error:\n\(result.report.joined(separator: "\n"))")
          for error in errors {
            let line = error.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
            // A switch over the parameter again is said to be one, with what to keep.
            if lines.indices.contains(line - 1), lines[line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("switch ") {
              XCTAssertTrue(error.contains("switches over"), "case \(index): \(error)")
              switchesRefused += 1
            }
            XCTAssertTrue(
              error.hasPrefix("Log\(index).swift:") && (mutateLines.contains(line) || reduceLines.contains(line)),
              "case \(index): refused away from the statements drawn (lines \(mutateLines), \(reduceLines)): \(error)\n\(lines.joined(separator: "\n"))"
            )
          }
          continue
        }
        imports[index] = written
      }
      print("switched-parameter reads: \(imports.count) imported, \(refused) refused at a drawn line, \(switchesRefused) at a switch over it")
      XCTAssertGreaterThan(switchesRefused, 0, "no switch over the parameter drawn and refused: its message goes unchecked")
      XCTAssertGreaterThan(imports.count, 5, "too few imported: the property checks little")
      XCTAssertGreaterThan(refused, 0, "none refused: the draws never declare the parameter's name")
      let modules = try BatchCompiler.buildStandIn()
      let original = BatchCompiler.swiftc(
        originals + [support.path, "-module-name", "Originals", "-swift-version", "6", "-o", folder.appendingPathComponent("o.o").path]
          + BatchCompiler.standInFlags(modules))
      XCTAssertEqual(original.status, 0, "the drawn originals compile:\n\(original.output)")
      let imported = BatchCompiler.swiftc(
        imports.values.flatMap { $0 } + [
          support.path, "-module-name", "Imports", "-swift-version", "6", "-o", folder.appendingPathComponent("i.o").path,
        ]
          + BatchCompiler.standInFlags(modules))
      XCTAssertEqual(imported.status, 0, "an import does not compile where its original does:\n\(imported.output)")
    }

    /// `file` imported into `out` (errors shown from `root`), then its specs generated there: the
    /// import's result, and the Swift files of `out` when it imported every reactor of `file`.
    static func importAndGenerate(_ file: URL, into out: URL, shownFrom root: URL) throws -> (Importer.Result, [String]?) {
      let result = Importer(outputDirectory: out.path, displayRoot: root.path).run(paths: [file.path])
      guard !result.importedReactors.isEmpty, result.report.allSatisfy({ !$0.contains(": error: ") }) else { return (result, nil) }
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      for written in result.files {
        try written.contents.write(to: out.appendingPathComponent(written.path), atomically: true, encoding: .utf8)
      }
      var diagnostics = Diagnostics()
      let specs = result.files.map(\.path).filter { $0.hasSuffix(".yml") }.map { out.appendingPathComponent($0).path }
      let generated = try XCTUnwrap(
        Generator(options: GenerationOptions(includeTests: false)).generate(specPaths: specs, diagnostics: &diagnostics),
        "\(diagnostics.all)")
      for output in generated where output.ownership == .generated {
        try output.contents.write(to: out.appendingPathComponent((output.path as NSString).lastPathComponent), atomically: true, encoding: .utf8)
      }
      return (
        result,
        try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".swift") }.map { out.appendingPathComponent($0).path }
      )
    }

    /// The cases, each its declarations and a function, in one file type-checked once; the
    /// indexes of those with an error in them.
    private func failingCases(_ declarations: [String], _ functions: [String], in folder: URL, named name: String) throws -> Set<Int> {
      var source = "protocol Elsewhere {}\n"
      var startLines: [Int] = []
      for (declaration, function) in zip(declarations, functions) {
        startLines.append(source.split(separator: "\n", omittingEmptySubsequences: false).count)
        source += declaration + "\n" + function + "\n"
      }
      let file = folder.appendingPathComponent("\(name).swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      let compiled = runProcess(["swiftc", "-typecheck", file.path])
      var failing: Set<Int> = []
      for line in compiled.output.split(separator: "\n") where line.hasPrefix(file.path + ":") && line.contains(": error: ") {
        guard let number = line.dropFirst(file.path.count + 1).split(separator: ":").first.flatMap({ Int($0) }) else { continue }
        if let index = startLines.lastIndex(where: { $0 <= number }) { failing.insert(index) }
      }
      return failing
    }
  }
#endif
