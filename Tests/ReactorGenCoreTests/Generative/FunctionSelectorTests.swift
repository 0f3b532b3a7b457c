import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The selectors read from a user's file are those its declarations have, however the user lays
/// them out: the writer's "not implemented yet" notes depend on it.
final class FunctionSelectorTests: XCTestCase {
  private static let types = [
    "Int", "[String]", "[String: Int]", "Observable<[String: Int]>", "(Int) -> Void", "@escaping (String, Int) -> Observable<Void>",
    "(a: Int, b: String)", "Result<Int, Error>", "T", "Int?", "Dictionary<String, [Int]>?", "() throws -> [Int]",
  ]
  private static let defaults = ["", " = 0", " = \"a, b) -> c: d\"", " = [1, 2]", " = { _ in }", " = .init()", " = \"\\\"(\""]
  private static let names = ["mutate", "reduce", "transform", "fetch", "valueFor", "`default`", "données", "run2"]
  private static let labels = ["_", "action", "taskEvent", "state", "for", "üser", "`in`"]

  /// A declaration laid out at random, and the selector the compiler sees in it.
  private func declaration(_ random: inout SplitMix64) -> (text: String, selector: String) {
    let name = random.pick(Self.names)
    let multiline = random.chance(0.4)
    let parameters = (0..<random.int(0...4)).map { _ -> (text: String, label: String) in
      let label = random.pick(Self.labels)
      let inner = label == "_" || random.chance(0.3) ? " value" : ""
      let space = random.chance(0.2) ? " " : ""
      return ("\(label)\(inner)\(space): \(random.pick(Self.types))\(random.pick(Self.defaults))", label)
    }
    let separator = multiline ? ",\n    " : random.pick([", ", ","])
    let open = multiline && !parameters.isEmpty ? "(\n    " : "("
    let close = multiline && !parameters.isEmpty ? "\n  )" : ")"
    let generic = random.chance(0.3) ? random.pick(["<T>", "<T: Equatable>", "<T: Collection<Int>, U>"]) : ""
    let modifiers = random.pick(["", "static ", "mutating ", "@discardableResult\n  ", "public "])
    let result = random.pick(["", " -> Observable<Mutation>", " async throws -> [Int]", " where T: Sendable"])
    let text =
      "  \(modifiers)func \(name)\(generic)\(random.chance(0.2) ? " " : "")\(open)\(parameters.map(\.text).joined(separator: separator))\(close)\(result) {\n    body()\n  }\n"
    let selector = SwiftIdentifier.unescaped(name) + "(" + parameters.map { SwiftIdentifier.unescaped($0.label) + ":" }.joined() + ")"
    return (text, selector)
  }

  func testEveryLayoutReadsAsItsSelector() {
    var random = SplitMix64(seed: 21)
    for round in 0..<3_000 {
      var source = random.pick(["", "import RxSwift\n\n", "// A file with a myfunc (x: Int) call.\n", "let thefunc = 1\n"]) + "extension R {\n"
      var expected: Set<String> = []
      for _ in 0..<random.int(0...4) {
        let (text, selector) = declaration(&random)
        source += text + random.pick(["", "\n", "  var notAFunction: Int { 0 }\n"])
        expected.insert(selector)
      }
      source += "}\n"
      XCTAssertEqual(FunctionSelector.declared(in: source), expected, "round \(round):\n\(source)")
    }
  }

  func testWhatIsNotADeclarationIsIgnored() {
    for source in ["", "func", "func ", "func (", "func name", "func name<T(", "functional(x: 1)", "afunc f(x: Int)", "func `unclosed(x: Int)"] {
      XCTAssertEqual(FunctionSelector.declared(in: source), [], source)
    }
    XCTAssertEqual(FunctionSelector.declared(in: "func f(x: Int"), ["f(x:)"], "a list cut short still names what it has")
  }
}
