#if Import
  import Foundation
  import XCTest
  @testable import ReactorGenImport
  @testable import ReactorGenTestSupport

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
