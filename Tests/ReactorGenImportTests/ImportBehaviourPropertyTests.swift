#if Import
  import Foundation
  import XCTest
  @testable import ReactorGenImport
  @testable import ReactorGenTestSupport
  @testable import _ReactorGenCore

  /// Reactors drawn from a grammar, imported, generated, then run beside their originals: each
  /// import does what its original does for the same input, and each refusal is at a drawn line.
  final class ImportBehaviourPropertyTests: XCTestCase {
    /// How reduce holds the state it returns.
    private enum Frame: CaseIterable {
      /// `var <copy> = state` before the switch, `return <copy>` after it.
      case copyBeforeTheSwitch
      /// Each case returns: a copy it made (`var <copy> = state` … `return <copy>`), or a state.
      case eachCaseReturns
      /// No copy: a case returns a state or falls out to `return state`.
      case fallsOut
      /// `let <copy> = state` before the switch, `return <copy>` after it: no case changes it.
      case constantCopyBeforeTheSwitch
    }

    /// A reduce case's statements: drawn middle statements, then how it ends. `copy` is a copy
    /// the case may change (nil where it has none), `value` a value the case binds; a case that
    /// `fallsOut` ends without a `return` (one must, or reduce's last `return` is never reached).
    private static func drawnCase(
      _ random: inout SplitMix64, frame: Frame, copy preSwitchCopy: String?, value: String?, fallsOut: Bool, hides: inout Bool
    ) -> [String] {
      var lines: [String] = []
      var copy = preSwitchCopy
      if frame == .eachCaseReturns, random.chance(0.5) {
        let name = random.pick(["next", "copy"])
        lines += ["var \(name) = state", "\(name).count += 1", "see(\(name).count)"]
        copy = name
      }
      let hidesHere = preSwitchCopy != nil && !fallsOut && random.chance(0.12)
      if let copy = preSwitchCopy, hidesHere {
        // A declaration hiding the copy the hook changes: refused at its line.
        lines += ["var \(copy) = State()", "\(copy).count = state.count * 2"]
        hides = true
      }
      func state() -> String {
        let options =
          ["State()", "State(count: state.count + 1, note: \"e\")", "State(count: \(value ?? "7"), note: \"v\")"]
          + (copy.map { ["State(count: 2, note: \($0).note + \"c\")"] } ?? [])
        return random.pick(options)
      }
      for _ in 0..<random.int(0...2) {
        let bound = random.int(1...12)
        let condition = random.chance(0.5) || copy == nil ? "state.count > \(bound)" : "\(copy!).count > \(bound)"
        switch random.int(0...4) {
        case 0: if let copy { lines.append("\(copy).note += \"a\"") } else { lines.append("see(state.note)") }
        case 1: lines.append("if \(condition) { return \(state()) }")
        case 2: lines += ["if \(condition) {", "  return \(state())", "}"]
        case 3: lines.append("guard !(\(condition)) else { return \(state()) }")
        default: lines.append("see(state.count)")
        }
      }
      if let value { lines.append("see(\(value))") }
      switch frame {
      case .copyBeforeTheSwitch:
        // A hiding copy is returned, or Swift warns that it is never read.
        if hidesHere || (!fallsOut && random.chance(0.5)) { lines.append("return \(hidesHere || random.chance(0.3) ? copy! : state())") }
      case .eachCaseReturns:
        lines.append("return \(copy != nil && random.chance(0.5) ? copy! : state())")
      case .fallsOut, .constantCopyBeforeTheSwitch:
        if !fallsOut, random.chance(0.6) { lines.append("return \(state())") }
      }
      if lines.isEmpty { lines.append("break") }
      return lines
    }

    /// Reduce cases that return a state of their own (`return State()`, early or last): each
    /// imported reduce gives the states its original gives for the same mutations.
    func testAReduceCaseReturningAStateImportsAsItsHookSettingItAndBehavesAlike() throws {
      var random = SplitMix64(seed: 4021)
      var draws = try Draws(self)
      var hidingsRefused = 0
      var returningAState = 0
      var constantsImported = 0
      var printsBeforeTheCopy = 0
      for index in 0..<48 {
        let frame = random.pick(Frame.allCases)
        let copy = frame == .copyBeforeTheSwitch ? random.pick(["newState", "state2"]) : nil
        let constant = frame == .constantCopyBeforeTheSwitch ? random.pick(["newState", "next"]) : nil
        var hides = false
        var lines = [
          "import ReactorKit", "import RxSwift", "", "final class Gauge\(index)Reactor: Reactor {",
          "  enum Action { case go }", "  enum Mutation { case m0, m1(Int), m2 }", "  struct State {", "    var count = 0",
          "    var note = \"\"", "  }", "  let initialState = State()",
          "  func mutate(action: Action) -> Observable<Mutation> {",
          "    switch action { case .go: return .just(.m0) }", "  }", "  func reduce(state: State, mutation: Mutation) -> State {",
        ]
        let firstDrawn = lines.count + 1
        // Before the copy, a statement that does not read the state: the prelude's first.
        let printsFirst = (copy ?? constant) != nil && random.chance(0.4)
        if printsFirst { lines.append("    see(\"reduce \(random.pick(["a", "b"]))\")") }
        if let copy { lines.append("    var \(copy) = state") }
        if let constant { lines.append("    let \(constant) = state") }
        lines.append("    switch mutation {")
        for (pattern, value) in [("case .m0:", nil), ("case let .m1(value):", "value"), ("case .m2:", nil)] as [(String, String?)] {
          lines.append("    " + pattern)
          var body = Self.drawnCase(
            &random, frame: frame, copy: copy, value: value, fallsOut: frame != .eachCaseReturns && pattern == "case .m2:", hides: &hides)
          // The copy is changed somewhere, or Swift warns that it never is.
          if let copy, pattern == "case .m2:" { body.insert("\(copy).count += 1", at: 0) }
          lines += body.map { "      " + $0 }
        }
        lines.append("    }")
        lines.append(
          frame == .copyBeforeTheSwitch ? "    return \(copy!)" : frame == .fallsOut ? "    return state" : constant.map { "    return \($0)" } ?? "")
        let drawnLines = firstDrawn...lines.count
        lines += ["  }", "}", ""]
        let (source, result, written) = try draws.imported(lines, named: "Gauge", index, drawn: drawnLines)
        let errors = result.report.filter { $0.contains(": error: ") && !$0.contains("cannot be imported") }
        for error in errors {
          if hides, error.contains("hides the state") { hidingsRefused += 1 }
          // The state reduce was given, read once the copy changed: what to do instead is said.
          if error.contains("reads 'state'") { XCTAssertTrue(error.contains("before the first change"), "case \(index): \(error)") }
        }
        if hides { XCTAssertNil(written, "case \(index): a case hiding the copy was imported\n\(source)") }
        guard written != nil else {
          XCTAssertFalse(errors.isEmpty, "case \(index): refused without a located error:\n\(result.report.joined(separator: "\n"))")
          continue
        }
        if constant != nil { constantsImported += 1 }
        if printsFirst { printsBeforeTheCopy += 1 }
        let returnsOfAState = lines.filter { $0.contains("return State(") }.count
        if returnsOfAState > 0 { returningAState += 1 }
      }
      print(
        "reduce returns: \(draws.imports.count) imported (\(returningAState) returning a state, \(constantsImported) with a 'let' copy), \(hidingsRefused) hiding the copy refused"
      )
      XCTAssertGreaterThan(returningAState, 8, "too few imports return a state of their own: the property checks little")
      XCTAssertGreaterThan(hidingsRefused, 0, "no case hiding the copy drawn and refused")
      XCTAssertGreaterThan(constantsImported, 3, "too few reduces copying the state to a 'let' imported")
      XCTAssertGreaterThan(printsBeforeTheCopy, 3, "too few reduces doing something before the copy imported")

      // One program per side, running the same mutations through each imported reactor's reduce.
      var main = ""
      for index in draws.imports.keys.sorted() {
        main += """
          do {
            let reactor = Gauge\(index)Reactor()
            var state = reactor.initialState
            for mutation in [Gauge\(index)Reactor.Mutation.m2, .m1(3), .m0, .m2, .m2, .m1(12), .m0, .m2, .m1(1), .m0, .m2, .m2] {
              state = reactor.reduce(state: state, mutation: mutation)
              print(\(index), state.count, state.note)
            }
          }

          """
      }
      try draws.runAlike(main)
    }

    /// Patterns of `search(String, page: Int)` and `pick(index: Int)`, with whether each binds
    /// every value to a constant (so a read of `action` is the case rebuilt from them), and a
    /// statement a `var` binding needs (Swift warns of a `var` never changed).
    private static let searchPatterns: [(pattern: String, bindsAll: Bool, needs: String?)] = [
      ("case let .search(query, page):", true, nil),
      ("case .search(let query, let page):", true, nil),
      ("case .search(let query, page: let page):", true, nil),
      ("case let .search(query, _):", false, nil),
      ("case .search(var query, let page):", false, "query += \"!\""),
    ]
    private static let pickPatterns: [(pattern: String, bindsAll: Bool, needs: String?)] = [
      ("case let .pick(index):", true, nil), ("case .pick(index: let i):", true, nil), ("case .pick(let i):", true, nil),
      ("case .pick(_):", false, nil),
      // A value bound by the parameter's name: the case's reads are of the value.
      ("case let .pick(action):", true, nil),
    ]

    /// Mutate and reduce cases with values that read the switched parameter itself (`"\(action)"`):
    /// where the case binds each value to a constant and declares none of their names again, the
    /// import spells each read as the case rebuilt from them (`Action.search(query, page: page)`)
    /// and emits and reduces what the original does; otherwise it refuses at a drawn line.
    func testAReadOfTheSwitchedParameterInACaseWithValuesIsTheCaseRebuilt() throws {
      var random = SplitMix64(seed: 2611)
      var draws = try Draws(self)
      var rebuilt = 0
      var hidingsTold = 0
      for index in 0..<50 {
        // A capture (`[action]`) declares a name of its own, which the import refuses to spell
        // as the case.
        var captures = false
        func reads(of parameter: String, _ k: Int) -> [String] {
          (0..<random.int(0...2)).map { n in
            if random.chance(0.1) {
              captures = true
              return "_ = { [\(parameter)] in see(\(parameter)) }"
            }
            return random.pick(["see(\(parameter))", "let copy\(k)\(n) = \(parameter); see(copy\(k)\(n))"])
          }
        }
        func drawn(_ patterns: [(pattern: String, bindsAll: Bool, needs: String?)]) -> (pattern: String, bindsAll: Bool, needs: String?) {
          let binding = random.chance(0.75)
          return random.pick(patterns.filter { $0.bindsAll == binding })
        }
        let search = drawn(Self.searchPatterns)
        let pick = drawn(Self.pickPatterns)
        let pickValue =
          pick.pattern.contains("(action)") ? "action" : pick.pattern.contains("index") && !pick.pattern.contains("let i") ? "index" : "i"
        // A closure's parameter spelled as a bound value: a read of `action` inside it is not that value.
        let hides = search.bindsAll && random.chance(0.15)
        let markBindsAll = random.chance(0.8)
        var lines = [
          "import ReactorKit", "import RxSwift", "", "final class Echo\(index)Reactor: Reactor {",
          "  enum Action { case search(String, page: Int), pick(index: Int), clear }", "  enum Mutation { case log(String), mark(Int, String) }",
          "  struct State { var lines: [String] = [] }", "  let initialState = State()",
          "  func mutate(action: Action) -> Observable<Mutation> {", "    switch action {",
        ]
        let firstDrawn = lines.count + 1
        lines.append("    " + search.pattern)
        lines +=
          ((search.needs.map { [$0] } ?? []) + (hides ? ["_ = [1].map { query in query + 1 }"] : []) + reads(of: "action", 0)
          + (search.pattern.contains("_)") ? ["see(query)"] : ["see(page)"]) + ["return .just(.log(\"\\(action) \\(query)\"))"]).map { "      " + $0 }
        let searchLines = (firstDrawn + 1)...lines.count
        let searchCaptures = captures
        lines.append("    " + pick.pattern)
        lines += (reads(of: "action", 1) + (pick.bindsAll ? ["see(\(pickValue))"] : []) + ["return .just(.log(\"\\(action)\"))"]).map {
          "      " + $0
        }
        lines += [
          "    case .clear: return .just(.mark(1, \"c\"))", "    }", "  }", "  func reduce(state: State, mutation: Mutation) -> State {",
          "    var newState = state", "    switch mutation {", "    case let .log(line): newState.lines.append(line)",
          markBindsAll ? "    case let .mark(n, text):" : "    case let .mark(n, _):",
        ]
        lines += (reads(of: "mutation", 2) + ["see(n)"] + (markBindsAll ? ["see(text)"] : []) + ["newState.lines.append(\"\\(mutation)\")"]).map {
          "      " + $0
        }
        let drawnLines = firstDrawn...lines.count
        lines += ["    }", "    return newState", "  }", "}", ""]
        let (source, result, written) = try draws.imported(lines, named: "Echo", index, drawn: drawnLines)
        let errors = result.report.filter { $0.contains(": error: ") && !$0.contains("cannot be imported") }
        for error in errors {
          let line = error.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
          // Each refusal says what to change: bind the values, or rename what hides one.
          if error.contains("reads 'action'") || error.contains("reads 'mutation'") {
            XCTAssertTrue(error.contains("bind each of the case's values with 'let'"), "case \(index): \(error)")
          }
          if hides, searchLines.contains(line) {
            XCTAssertFalse(error.contains("bind each"), "case \(index): a value is hidden, not unbound: \(error)")
          }
        }
        // (A capture of `action` in the case is refused first: it declares that name itself.)
        if hides, !searchCaptures {
          hidingsTold += 1
          XCTAssertTrue(errors.contains { $0.contains("declares a 'query' of its own, spelled as a value of the case") }, "case \(index): \(errors)")
        }
        let rebuildable = search.bindsAll && !hides && pick.bindsAll && markBindsAll && !captures
        if rebuildable {
          XCTAssertNotNil(written, "case \(index): every read could be the case rebuilt, yet refused:\n\(errors.joined(separator: "\n"))\n\(source)")
        }
        guard written != nil else {
          XCTAssertFalse(errors.isEmpty, "case \(index): refused without a located error:\n\(result.report.joined(separator: "\n"))")
          continue
        }
        rebuilt += 1
      }
      print(
        "reads of the switched parameter in cases with values: \(rebuilt) imported, \(50 - rebuilt) refused at a drawn line, \(hidingsTold) hiding a value"
      )
      XCTAssertGreaterThan(rebuilt, 8, "too few imported: the property checks little")
      XCTAssertGreaterThan(hidingsTold, 0, "no value hidden by a closure's parameter drawn: its message goes unchecked")
      XCTAssertLessThan(rebuilt, 50, "none refused: the draws never leave a value unbound")
      var main = ""
      for index in draws.imports.keys.sorted() {
        main += Draws.driving(
          "Echo\(index)Reactor", index, actions: #"search("a", page: 2), .pick(index: 5), .clear, .search("b", page: 7)"#, printing: "state.lines")
      }
      try draws.runAlike(main)
    }

    /// `let next: Observable<Mutation>` declared before mutate's switch, each case assigning it,
    /// `return next` after: each case's last statement `next = …` is its hook's `return …`. Cases
    /// drawn from statements, some of which keep the shape from being that (`next` assigned in
    /// both branches of an `if`, or before another statement): those are refused at a drawn line,
    /// and every import emits what its original does, action by action.
    func testAMutationAssignedInEachCaseAndReturnedAfterTheSwitchIsEachCasesReturn() throws {
      var random = SplitMix64(seed: 913)
      var draws = try Draws(self)
      var shapedAlike = 0
      var snapshotsRead = 0
      for index in 0..<40 {
        let specifier = random.pick(["let", "var"])
        var keepsTheShape = true
        // `let currentState = self.currentState` first: the cases read it, now and then in a
        // closure that may run later (refused at that read).
        let snapshot = random.chance(0.5)
        func emitted(_ value: String) -> String {
          random.pick([".just(.add(\(value)))", "Observable.just(.add(\(value) * 2))", ".concat(.just(.add(\(value))), .just(.add(1)))", ".empty()"])
        }
        func drawnCase(_ value: String) -> [String] {
          var lines = ["see(\(value))"]
          if snapshot, random.chance(0.5) {
            if random.chance(0.3) {
              keepsTheShape = false
              return lines + ["next = Observable.just(\(value)).map { _ in Mutation.add(currentState.total) }"]
            }
            lines.append("see(currentState.total)")
          }
          switch random.int(0...9) {
          case 0:
            keepsTheShape = false
            lines += ["if \(value) > 2 {", "  next = \(emitted(value))", "} else {", "  next = \(emitted("0"))", "}"]
          case 1:
            keepsTheShape = false
            lines += ["next = \(emitted(value))", "see(\(value) + 1)"]
          case 2:
            lines += ["if \(value) > 5 { return .just(.add(-1)) }", "next = \(emitted(value))"]
          case 3: lines += ["return \(emitted(value))"]
          default: lines += ["next = \(emitted(value))"]
          }
          return lines
        }
        var lines = [
          "import ReactorKit", "import RxSwift", "", "final class Sum\(index)Reactor: Reactor {",
          "  enum Action { case tap(Int), twice(Int), reset }",
          "  enum Mutation { case add(Int) }", "  struct State { var total = 0 }", "  let initialState = State()",
          "  func mutate(action: Action) -> Observable<Mutation> {",
        ]
        let firstDrawn = lines.count + 1
        if snapshot { lines.append("    let currentState = self.currentState") }
        lines += ["    \(specifier) next: Observable<Mutation>", "    switch action {", "    case let .tap(value):"]
        lines += drawnCase("value").map { "      " + $0 }
        lines.append("    case .twice(let count):")
        lines += drawnCase("count").map { "      " + $0 }
        lines +=
          ["    case .reset:"] + (snapshot ? ["      see(currentState.total)"] : []) + ["      next = .just(.add(0))", "    }", "    return next"]
        let drawnLines = firstDrawn...lines.count
        lines += [
          "  }", "  func reduce(state: State, mutation: Mutation) -> State {", "    var newState = state", "    switch mutation {",
          "    case let .add(amount): newState.total += amount", "    }", "    return newState", "  }", "}", "",
        ]
        let (source, result, written) = try draws.imported(lines, named: "Sum", index, drawn: drawnLines)
        let errors = result.report.filter { $0.contains(": error: ") && !$0.contains("cannot be imported") }
        XCTAssertEqual(written != nil, keepsTheShape, "case \(index):\n\(result.report.joined(separator: "\n"))\n\(source)")
        guard written != nil else {
          XCTAssertFalse(errors.isEmpty, "case \(index): refused without a located error:\n\(result.report.joined(separator: "\n"))")
          continue
        }
        shapedAlike += 1
        if snapshot { snapshotsRead += 1 }
      }
      print("a mutation assigned in each case: \(shapedAlike) imported, \(40 - shapedAlike) refused at a drawn line")
      XCTAssertGreaterThan(shapedAlike, 8, "too few imported: the property checks little")
      XCTAssertGreaterThan(snapshotsRead, 3, "too few imports reading a 'currentState' declared before the switch")
      var main = ""
      for index in draws.imports.keys.sorted() {
        main += """
          func drive\(index)() {
            let reactor = Sum\(index)Reactor()
            for action in [Sum\(index)Reactor.Action.tap(1), .tap(4), .tap(9), .twice(3), .twice(8), .reset] {
              var emitted: [Int] = []
              _ = reactor.mutate(action: action).subscribe(onNext: { if case let .add(amount) = $0 { emitted.append(amount) } })
              print(\(index), action, emitted)
            }
          }
          drive\(index)()

          """
      }
      try draws.runAlike(main)
    }

    /// A pattern binding one name to a case's several values (`case let .move(event)`, a match
    /// Swift deprecates): the hook, given each value, makes that tuple first, under names that
    /// clash with nothing the case declares or reads. Drawn in mutate and reduce, with reads of
    /// the tuple's labels and positions, of it whole, and names of the case's own spelled as the
    /// labels; each import compiles without the original's deprecation warnings and behaves alike.
    func testAPatternTuplingSeveralValuesIsTheTupleMadeInTheHook() throws {
      var random = SplitMix64(seed: 5150)
      var draws = try Draws(self)
      for index in 0..<24 {
        func uses(_ tuple: String, _ first: String, _ second: String) -> [String] {
          var lines = (0..<random.int(0...2)).map { _ in random.pick(["see(\(tuple))", "see(\(tuple).\(first) + 1)", "see(\(tuple).0)"]) }
          // A name of the case's own spelled as a label, which the hook's parameter must not take.
          if first.first!.isLetter, random.chance(0.4) { lines.insert("let \(first) = 10; see(\(first))", at: 0) }
          lines.append("see(\(tuple).\(second))")
          return lines
        }
        var lines = [
          "import ReactorKit", "import RxSwift", "", "final class Move\(index)Reactor: Reactor {",
          "  enum Action { case move(from: Int, to: Int), pair(Int, String) }",
          "  enum Mutation { case moved(from: Int, to: Int), tag(Int, String) }", "  struct State { var log: [String] = [] }",
          "  let initialState = State()", "  func mutate(action: Action) -> Observable<Mutation> {", "    switch action {",
          "    " + random.pick(["case let .move(event):", "case .move(let event):"]),
        ]
        lines += (uses("event", "from", "to") + ["return .just(.moved(from: event.from, to: event.to * 2))"]).map { "      " + $0 }
        lines.append("    " + random.pick(["case let .pair(both):", "case .pair(let both):"]))
        lines += (uses("both", "0", "1") + ["return .just(.tag(both.0, both.1))"]).map { "      " + $0 }
        lines += [
          "    }", "  }", "  func reduce(state: State, mutation: Mutation) -> State {", "    var newState = state", "    switch mutation {",
          "    case let .moved(step):",
        ]
        lines += (uses("step", "from", "to") + ["newState.log.append(\"\\(step)\")"]).map { "      " + $0 }
        lines.append("    case .tag(let value):")
        lines += (uses("value", "0", "1") + ["newState.log.append(\"\\(value.0) \\(value.1)\")"]).map { "      " + $0 }
        lines += ["    }", "    return newState", "  }", "}", ""]
        let (source, result, written) = try draws.imported(lines, named: "Move", index)
        XCTAssertNotNil(written, "case \(index):\n\(result.report.joined(separator: "\n"))\n\(source)")
      }
      var main = ""
      for index in draws.imports.keys.sorted() {
        main += Draws.driving(
          "Move\(index)Reactor", index, actions: #"move(from: 1, to: 2), .pair(3, "c"), .move(from: 5, to: 0)"#, printing: "state.log")
      }
      // The originals match tuples, which Swift deprecates (a warning); the imports do not.
      try draws.runAlike(main, originalsWarn: true)
    }

    /// The reactors a test draws, each written to a file of its own, imported and generated, then
    /// run beside their imports.
    struct Draws {
      let folder: URL
      /// Declares `see(_:)`, which the drawn code calls to read a value.
      let support: URL
      var originals: [String] = []
      /// The Swift files of each import, by its draw's index.
      var imports: [Int: [String]] = [:]

      init(_ test: XCTestCase) throws {
        folder = try temporaryDirectory(test)
        support = folder.appendingPathComponent("Support.swift")
        try "func see(_ value: Any) {}\n".write(to: support, atomically: true, encoding: .utf8)
      }

      /// `lines` written as `<name><index>.swift`, imported and generated; every error it reports
      /// (but the one naming the reactor) stands at a line of `drawn`, where given.
      mutating func imported(_ lines: [String], named name: String, _ index: Int, drawn: ClosedRange<Int>? = nil) throws -> (
        source: String, result: Importer.Result, written: [String]?
      ) {
        let source = lines.joined(separator: "\n")
        let file = folder.appendingPathComponent("\(name)\(index).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        originals.append(file.path)
        let (result, written) = try ImportSoundnessPropertyTests.importAndGenerate(
          file, into: folder.appendingPathComponent("out\(index)"), shownFrom: folder)
        if let written { imports[index] = written }
        for error in result.report where error.contains(": error: ") && !error.contains("cannot be imported") {
          let line = error.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
          XCTAssertTrue(
            error.hasPrefix("\(name)\(index).swift:") && drawn.map { $0.contains(line) } ?? true,
            "case \(index): refused away from the drawn lines (\(drawn.map { "\($0)" } ?? "")): \(error)\n\(source)")
        }
        return (source, result, written)
      }

      /// `main` (a function per import, each called) declaring what each reactor does to drive
      /// it: the drawn originals compiled (all of them, Swift 6, warnings as errors unless they
      /// warn as drawn), then `main` run over the imported ones and over their imports, each
      /// side one program: the two print alike.
      func runAlike(_ main: String, originalsWarn: Bool = false) throws {
        let modules = try BatchCompiler.buildStandIn()
        let all = BatchCompiler.run(
          ["swiftc", "-wmo", "-c", "-parse-as-library", "-Onone"] + (originalsWarn ? [] : ["-warnings-as-errors"]) + originals + [
            support.path, "-module-name", "All", "-swift-version", "6", "-o", folder.appendingPathComponent("all.o").path,
          ] + BatchCompiler.standInFlags(modules))
        XCTAssertEqual(all.status, 0, "a drawn original does not compile:\n\(all.output.prefix(6_000))")
        let objects = try BatchCompiler.standInObjects(modules: modules)
        func run(_ sources: [String], _ name: String, strict: Bool) throws -> String {
          let mainFile = folder.appendingPathComponent(name).appendingPathComponent("main.swift")
          try FileManager.default.createDirectory(at: mainFile.deletingLastPathComponent(), withIntermediateDirectories: true)
          try main.write(to: mainFile, atomically: true, encoding: .utf8)
          let program = folder.appendingPathComponent(name + "-program").path
          let build = BatchCompiler.run(
            ["swiftc", "-Onone", "-swift-version", "6", "-module-name", name] + (strict ? ["-warnings-as-errors"] : [])
              + BatchCompiler.standInFlags(modules) + sources + [support.path, mainFile.path] + objects + ["-o", program])
          XCTAssertEqual(build.status, 0, "\(name) do not build (Swift 6\(strict ? ", warnings as errors" : "")):\n\(build.output.prefix(6_000))")
          let ran = BatchCompiler.run([program])
          XCTAssertEqual(ran.status, 0, ran.output)
          return ran.output
        }
        let before = try run(imports.keys.sorted().map { originals[$0] }, "Originals", strict: !originalsWarn)
        let after = try run(imports.keys.sorted().flatMap { imports[$0]! }, "Imports", strict: true)
        XCTAssertFalse(before.isEmpty)
        XCTAssertEqual(after, before, "an import behaves otherwise than its original")
      }

      /// A `main` function driving reactor `type`: each of `actions` through `mutate`, each
      /// mutation it emits through `reduce`, then `printing` (of `state`) printed.
      static func driving(_ type: String, _ index: Int, actions: String, printing: String) -> String {
        """
        func drive\(index)() {
          let reactor = \(type)()
          var state = reactor.initialState
          for action in [\(type).Action.\(actions)] {
            _ = reactor.mutate(action: action).subscribe(onNext: { state = reactor.reduce(state: state, mutation: $0) })
          }
          print(\(index), \(printing))
        }
        drive\(index)()

        """
      }
    }
  }
#endif
