import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Spec fragments in every place the generated code puts them, drawn from a small grammar of
/// Swift expressions (trailing closures, immediately called closures with statements, `if` and
/// `switch` expressions whole and nested, `try`, `try?`, `await`, raw and escaped strings with
/// interpolations, reads of the reactor). The grammar knows, as Swift's rules say, whether each
/// fragment is valid where it lands; reactorgen must accept exactly the valid ones, whose output
/// must compile in Swift 5 and 6 without warnings, and refuse the others with one located error.
///
///     REACTORGEN_FRAGMENT_SEED=<seed> REACTORGEN_FRAGMENT_COUNT=<n> swift test --filter FragmentPlacementTests
final class FragmentPlacementTests: XCTestCase {
  private let environment = ProcessInfo.processInfo.environment

  func testEveryPlaceTakesWhatSwiftTakesThereAndRefusesTheRest() throws {
    let count = Int(environment["REACTORGEN_FRAGMENT_COUNT"] ?? "") ?? 200
    let firstSeed = UInt64(environment["REACTORGEN_FRAGMENT_SEED"] ?? "") ?? 1
    let root = try temporaryDirectory(self)
    var accepted: [(fragment: PlacedFragment, path: String)] = []
    var refused = 0
    for seed in firstSeed..<(firstSeed + UInt64(count)) {
      let placed = PlacedFragment(seed: seed)
      let path = root.appendingPathComponent("Spec\(seed).reactorgen.yml").path
      try placed.spec.write(toFile: path, atomically: true, encoding: .utf8)
      var diagnostics = Diagnostics()
      let files = Generator().generate(specPaths: [path], diagnostics: &diagnostics)
      let report =
        "seed \(seed): \(placed.place) takes '\(placed.fragment.text)'?\n\(diagnostics.sorted.map(\.description).joined(separator: "\n"))\n--- spec ---\n\(placed.spec)"
      if placed.isValid {
        XCTAssertNotNil(files, "valid Swift refused: \(report)")
        if files != nil { accepted.append((placed, path)) }
      } else {
        XCTAssertNil(files, "accepted what Swift refuses (\(placed.fragment.problem(in: placed.place) ?? "")): \(report)")
        XCTAssertEqual(diagnostics.errors.count, 1, "one mistake, one error: \(report)")
        for error in diagnostics.errors {
          XCTAssertEqual(error.location?.file, path, report)
          XCTAssertEqual(error.location?.line, placed.line, "not at the fragment's line: \(report)")
        }
        refused += 1
      }
    }
    XCTAssertGreaterThan(accepted.count, count / 4, "too few valid fragments: the grammar checks little")
    XCTAssertGreaterThan(refused, count / 10, "too few invalid fragments: the refusals are not exercised")

    // Accepted specs are compiled together, one module per twenty, in both language modes.
    let modules = try BatchCompiler.buildStandIn()
    // `access` is module-wide: public specs are compiled apart.
    let batches = [true, false].flatMap { isPublic in
      let group = accepted.filter { ($0.fragment.place == .publicStateDefault) == isPublic }
      return stride(from: 0, to: group.count, by: 20).map { Array(group[$0..<min($0 + 20, group.count)]) }
    }
    let failures = LockedList()
    DispatchQueue.concurrentPerform(iterations: batches.count) { index in
      for failure in Self.compile(batches[index], in: root.appendingPathComponent("Batch\(index)"), modules: modules) {
        failures.append(failure)
      }
    }
    for failure in failures.items { XCTFail(failure) }
    print("fragments: \(count) from seed \(firstSeed): \(accepted.count) accepted and compiled in \(batches.count) modules, \(refused) refused")
  }

  /// Generates `batch` as one module and compiles it; when it fails, each spec alone, to name the seeds.
  private static func compile(_ batch: [(fragment: PlacedFragment, path: String)], in folder: URL, modules: String) -> [String] {
    var diagnostics = Diagnostics()
    // With line directives: a fragment's directive must stand where Swift takes one, whatever
    // expression holds it.
    var generator = Generator()
    generator.options.lineDirectives = true
    guard let files = generator.generate(specPaths: batch.map(\.path), diagnostics: &diagnostics) else {
      return ["\(folder.lastPathComponent): refused together: \(diagnostics.sorted.map(\.description))"]
    }
    let writer = FileWriter(
      sourcesDirectory: folder.appendingPathComponent("Sources").path, testsDirectory: folder.appendingPathComponent("Tests").path, specFiles: [])
    guard writer.apply(files, mode: .write, diagnostics: &diagnostics) != nil else { return ["cannot write: \(diagnostics.sorted)"] }
    let prelude = folder.appendingPathComponent("Prelude.swift")
    try? PlacedFragment.prelude.write(to: prelude, atomically: true, encoding: .utf8)
    let sources =
      [prelude.path] + files.map { folder.appendingPathComponent($0.root == .sources ? "Sources" : "Tests").appendingPathComponent($0.path).path }
    for mode in ["6", "5"] {
      let name = folder.lastPathComponent
      let result = BatchCompiler.swiftc(
        sources + ["-module-name", name, "-swift-version", mode] + BatchCompiler.standInFlags(modules) + [
          "-o", folder.appendingPathComponent("\(name)-\(mode).o").path,
        ])
      guard result.status != 0 || result.output.contains("warning:") else { continue }
      if batch.count > 1 {
        return batch.enumerated().flatMap { offset, item in compile([item], in: folder.appendingPathComponent("\(name)_\(offset)"), modules: modules)
        }
      }
      let placed = batch[0].fragment
      return [
        """
        seed \(placed.seed): \(placed.place) took '\(placed.fragment.text)', but the output does not compile cleanly in Swift \(mode) mode.
        \(result.output.split(separator: "\n").prefix(30).joined(separator: "\n"))
        --- spec ---
        \(placed.spec)
        """
      ]
    }
    return []
  }
}

/// A Swift expression drawn from the grammar, with what Swift's rules say about where it may stand.
struct GrammarFragment {
  var text: String
  /// `try` (`try?` and `try!` do not count): no place of the generated code can throw.
  var throwsOutside = false
  var awaitsOutside = false
  /// An `if`/`switch` expression as part of a value, where Swift takes none.
  var misplacedConditional = false
  /// The whole expression is an `if`/`switch` expression.
  var isConditional = false
  /// Reads the reactor (`self`): only where a reactor exists.
  var readsReactor = false
  /// A literal Swift refuses in some language mode: a bad `\u{...}` escape, a bare `/regex/`.
  var badLiteral = false

  /// Why Swift refuses it in `place`, or nil.
  func problem(in place: FragmentPlacement) -> String? {
    if badLiteral { return "a literal Swift 5 or 6 refuses" }
    if throwsOutside { return "try in a place that cannot throw" }
    if awaitsOutside { return "await in a synchronous place" }
    if misplacedConditional { return "a conditional inside a value" }
    if isConditional && !place.takesConditional { return "a conditional where only whole assigned values may be one" }
    return nil
  }

  /// `text` as an operand: a conditional there is misplaced.
  var asPart: GrammarFragment {
    var part = self
    if isConditional { part.misplacedConditional = true }
    part.isConditional = false
    return part
  }

  /// As an operand of an operator: in parentheses unless it is one token-like piece.
  var operand: String { text.contains(" ") ? "(\(text))" : text }

  /// As the condition of an `if` or the subject of a `switch`: in parentheses when a brace would
  /// start the body there.
  var condition: String { text.contains("{") ? "(\(text))" : text }

  /// Combines parts into `text`, which is not itself a conditional.
  static func combining(_ text: String, _ parts: [GrammarFragment]) -> GrammarFragment {
    let parts = parts.map(\.asPart)
    return GrammarFragment(
      text: text,
      throwsOutside: parts.contains(where: \.throwsOutside), awaitsOutside: parts.contains(where: \.awaitsOutside),
      misplacedConditional: parts.contains(where: \.misplacedConditional), readsReactor: parts.contains(where: \.readsReactor),
      badLiteral: parts.contains(where: \.badLiteral))
  }

  /// `if condition { a } else { b }`: a whole conditional, whose branches' values may themselves
  /// be whole conditionals.
  static func ifExpression(_ condition: GrammarFragment, _ a: GrammarFragment, _ b: GrammarFragment) -> GrammarFragment {
    var result = combining("if \(condition.condition) { \(a.text) } else { \(b.text) }", [condition])
    for branch in [a, b] {
      result.throwsOutside = result.throwsOutside || branch.throwsOutside
      result.awaitsOutside = result.awaitsOutside || branch.awaitsOutside
      result.misplacedConditional = result.misplacedConditional || branch.misplacedConditional
      result.readsReactor = result.readsReactor || branch.readsReactor
    }
    result.badLiteral = result.badLiteral || a.badLiteral || b.badLiteral
    result.isConditional = true
    return result
  }

  /// `text` holding `parts` as whole values inside an immediately called closure (its `let`'s
  /// value), which throws or waits when they do.
  static func closing(_ text: String, over parts: [GrammarFragment]) -> GrammarFragment {
    GrammarFragment(
      text: text, throwsOutside: parts.contains(where: \.throwsOutside), awaitsOutside: parts.contains(where: \.awaitsOutside),
      misplacedConditional: parts.contains(where: \.misplacedConditional), readsReactor: parts.contains(where: \.readsReactor),
      badLiteral: parts.contains(where: \.badLiteral))
  }
}

/// The places of the generated code a fragment is put in, and the Swift type it must have there.
enum FragmentPlacement: CaseIterable {
  case when, emittedArgument, setValue, stateDefault, publicStateDefault, initialState, parameterDefault

  var takesConditional: Bool {
    switch self {
    case .setValue, .stateDefault: true
    // `initialState` is written as `State(n: <fragment>)`: the fragment is an argument.
    case .when, .emittedArgument, .publicStateDefault, .parameterDefault, .initialState: false
    }
  }

  var isBool: Bool { self == .when }

  /// Whether a fragment may read `self` there (in `init` and stored properties it may not).
  var hasReactor: Bool { self == .when || self == .emittedArgument || self == .setValue }
}

/// One spec with one fragment in one place.
struct PlacedFragment {
  let seed: UInt64
  let place: FragmentPlacement
  let fragment: GrammarFragment
  let spec: String
  /// The spec line the fragment is on.
  let line: Int

  var isValid: Bool { fragment.problem(in: place) == nil }

  /// Declared once per compiled module: what the fragments call.
  /// Public, so that a public State's default arguments may call them.
  static let prelude = """
    public struct FragmentError: Error {}
    public func throwingInt() throws -> Int { throw FragmentError() }
    public func throwingFlag() throws -> Bool { false }
    public func asyncInt() async -> Int { 1 }

    """

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    self.seed = seed
    let place = FragmentPlacement.allCases[Int(random.next() % UInt64(FragmentPlacement.allCases.count))]
    self.place = place
    var grammar = FragmentGrammar(random: random, reactor: place.hasReactor)
    fragment = place.isBool ? grammar.bool(depth: 2) : grammar.int(depth: 2)
    let text = fragment.text.replacingOccurrences(of: "'", with: "''")
    let name = "F\(seed)Reactor"
    var lines = ["version: 1", "reactors:", "  \(name):"]
    var fragmentLine = 0
    func add(_ line: String, holdsFragment: Bool = false) {
      lines.append(line)
      if holdsFragment { fragmentLine = lines.count }
    }
    if place == .publicStateDefault { lines.insert("access: public", at: 1) }
    if place == .parameterDefault {
      add("    parameters:")
      add("      start: 'Int = \(text)'", holdsFragment: true)
    }
    add("    state:")
    if place == .stateDefault || place == .publicStateDefault {
      add("      n: 'Int = \(text)'", holdsFragment: true)
    } else {
      add("      n: Int = 0")
    }
    if place == .initialState { add("    initialState: 'State(n: \(text))'", holdsFragment: true) }
    add("    actions:")
    switch place {
    case .when: add("      - go: { emit: bump, when: '\(text)' }", holdsFragment: true)
    case .emittedArgument: add("      - go: 'setN(\(text))'", holdsFragment: true)
    default: add("      - go: bump")
    }
    add("    mutations:")
    add(place == .setValue ? "      - bump: 'set n = \(text)'" : "      - bump: increment n", holdsFragment: place == .setValue)
    add("      - setN(Int): set n")
    spec = lines.joined(separator: "\n") + "\n"
    line = fragmentLine
  }
}

/// A small grammar of Swift expressions of type `Int` and `Bool`.
struct FragmentGrammar {
  var random: SplitMix64
  /// Whether `self` (a reactor) is in scope.
  let reactor: Bool

  mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  mutating func int(depth: Int) -> GrammarFragment {
    let atoms = ["1", "42", "[1, 2].count", "Int(\"7\") ?? 0"] + (reactor ? ["self.currentState.n"] : [])
    if depth == 0 || pick(4) == 0 {
      let atom = atoms[pick(atoms.count)]
      return GrammarFragment(text: atom, readsReactor: atom.contains("self"))
    }
    switch pick(15) {
    case 13:
      // A `\u{...}` escape: a scalar, or what Swift refuses (a surrogate, past 10FFFF, no or too many digits).
      let escapes = ["\\u{1F600}", "\\u{41}", "\\u{D800}", "\\u{110000}", "\\u{}", "\\u{123456789}"]
      let escape = escapes[pick(escapes.count)]
      return GrammarFragment(text: "\"a\(escape)\".count", badLiteral: !["\\u{1F600}", "\\u{41}"].contains(escape))
    case 14:
      // A regex literal: extended ones build in both modes, a bare one in Swift 6 mode only.
      return pick(2) == 0
        ? GrammarFragment(text: "\"aa\".matches(of: #/a/#).count") : GrammarFragment(text: "\"aa\".matches(of: /a/).count", badLiteral: true)
    case 0:
      let a = int(depth: depth - 1)
      let b = int(depth: depth - 1)
      return .combining("\(a.operand) + \(b.operand)", [a, b])
    case 1:
      let a = int(depth: depth - 1)
      return .combining("(\(a.text))", [a])
    case 2:
      // A trailing closure in the middle of a chain, holding a value.
      let a = int(depth: depth - 1)
      return .combining("[1, 2].map { $0 + \(a.operand) }.count", [a])
    case 3:
      // A trailing closure at the end.
      let a = int(depth: depth - 1)
      return .combining("[\(a.text)].reduce(0) { $0 + $1 }", [a])
    case 4:
      // An immediately called closure with statements: a whole conditional may be its `let`'s value.
      let a = int(depth: depth - 1)
      return .closing("{ let a = \(a.text); return a + 1 }()", over: [a])
    case 5:
      let condition = bool(depth: depth - 1)
      let a = int(depth: depth - 1)
      let b = int(depth: depth - 1)
      return .ifExpression(condition, a, b)
    case 6:
      let subject = int(depth: depth - 1)
      var result = GrammarFragment.combining("switch \(subject.condition) { case 0: 1 default: 2 }", [subject])
      result.isConditional = true
      return result
    case 7:
      return GrammarFragment(text: "try throwingInt()", throwsOutside: true)
    case 8:
      let a = int(depth: depth - 1)
      return .combining("(try? throwingInt()) ?? \(a.operand)", [a])
    case 9:
      return GrammarFragment(text: "await asyncInt()", awaitsOutside: true)
    case 10:
      // A raw string whose interpolation holds a value (perhaps the reactor's).
      let a = int(depth: depth - 1)
      return .combining("#\"\\#(\(a.text))\"#.count", [a])
    case 11:
      let a = int(depth: depth - 1)
      return .combining("\"\\u{41}\\t\\(\(a.text))\".count", [a])
    default:
      let condition = bool(depth: depth - 1)
      let a = int(depth: depth - 1)
      let b = int(depth: depth - 1)
      return .combining("\(condition.operand) ? \(a.operand) : \(b.operand)", [condition, a, b])
    }
  }

  mutating func bool(depth: Int) -> GrammarFragment {
    if depth == 0 || pick(4) == 0 {
      // Not a constant: Swift warns that a branch of a constant condition is never executed.
      let atoms = ["[1, 2].count", "Int(\"7\") ?? 0"] + (reactor ? ["self.currentState.n"] : [])
      let atom = atoms[pick(atoms.count)]
      return GrammarFragment(text: "(\(atom)) > 2", readsReactor: atom.contains("self"))
    }
    switch pick(8) {
    case 0:
      let a = int(depth: depth - 1)
      return .combining("[1, 2].contains { $0 > \(a.operand) }", [a])
    case 1:
      let a = int(depth: depth - 1)
      return .closing("{ let a = \(a.text); return a > 0 }()", over: [a])
    case 2:
      let condition = bool(depth: depth - 1)
      let a = bool(depth: depth - 1)
      let b = bool(depth: depth - 1)
      return .ifExpression(condition, a, b)
    case 3:
      return GrammarFragment(text: "try throwingFlag()", throwsOutside: true)
    case 4:
      return GrammarFragment(text: "(try? throwingFlag()) ?? false")
    case 5:
      let a = bool(depth: depth - 1)
      let b = bool(depth: depth - 1)
      return .combining("\(a.operand) && \(b.operand)", [a, b])
    case 6:
      let a = int(depth: depth - 1)
      return .combining("#\"\\#(\(a.text))\"#.isEmpty", [a])
    default:
      let a = int(depth: depth - 1)
      let b = int(depth: depth - 1)
      return .combining("\(a.operand) == \(b.operand)", [a, b])
    }
  }
}
