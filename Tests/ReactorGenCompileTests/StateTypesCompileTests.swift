import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Test skeletons compile whatever the state holds: `Error?` (ReactorKit's most common field), a
/// tuple, a nested optional, an existential, a type of the app's that is not Equatable, and
/// arrays of it. Types and labels as Swift has them are taken: attributes and typed throws inside
/// function types, keywords as labels. Generated and compiled with the test double, test target
/// included, in Swift 6 and 5 modes with warnings as errors.
final class StateTypesCompileTests: XCTestCase {
  static let spec = """
    version: 1
    services:
      WorkService:
        methods:
          - "func run(_ work: @escaping @Sendable () async throws -> Void)"
          - "func load(completion: @escaping (Int) throws(CancellationError) -> Void)"
          - "func items(in folder: String) -> [String]"
          - "func find(for key: String) -> String?"
          - "func load(in: Int, default: Bool) -> Int"
          - "func submit(_ work: @escaping @isolated(any) () async -> Void)"
    reactors:
      StateTypesReactor:
        state:
          error: "Error? = nil"
          pair: "(Int, String) = (0, \\"\\")"
          nested: "Int?? = nil"
          anything: "(any Equatable)? = nil"
          note: "Note = Note()"
          notes: "[Note] = []"
          count: Int = 0
          handler: "(@MainActor () -> Void)? = nil"
          main: "@MainActor () -> Void = {}"
          typed: "(() throws(CancellationError) -> Void)? = nil"
          flag: "Bool? = true"
          tags: "Optional<[Note]> = []"
          scores: "[String: Double]? = [:]"
          deepest: "Any = [[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]"   # the deepest literal accepted: compiles at once
        actions:
          - clearError: "setError(nil)"
          - resetPair: "setPair((1, \\"a\\"))"
          - clearNested: "setNested(nil)"
          - resetNote: "setNote(Note())"
          - addNote: "appendNote(Note())"
          - "fail(Error)": setError
          - bump: increment
          - "select(in: Int)": setCount
        mutations:
          - setError(Error?): set error
          - setPair((Int, String)): set pair
          - setNested(Int??): set nested
          - setNote(Note): set note
          - appendNote(Note): append notes
          - increment: increment count
          - setCount(Int): set count

    """

  func testTestsCompileForStateThatIsNotEquatable() throws {
    let root = try temporaryDirectory(self)
    let specPath = root.appendingPathComponent("StateTypes.reactorgen.yml").path
    try Self.spec.write(toFile: specPath, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().generate(specPaths: [specPath], diagnostics: &diagnostics), "\(diagnostics.all)")
    let writer = FileWriter(
      sourcesDirectory: root.appendingPathComponent("Sources").path, testsDirectory: root.appendingPathComponent("Tests").path, specFiles: [])
    _ = try XCTUnwrap(writer.apply(files, mode: .write, diagnostics: &diagnostics))
    let tests = try XCTUnwrap(files.first { $0.path == "StateTypesReactorTests.swift" }).contents
    // The skeleton tests what the user writes: declarative reduces and actions get no test.
    XCTAssertFalse(tests.contains("XCTAssert"), tests)

    let prelude = root.appendingPathComponent("Note.swift")
    try "struct Note { var text = \"\" }\n".write(to: prelude, atomically: true, encoding: .utf8)
    let sources =
      [prelude.path] + files.map { root.appendingPathComponent($0.root == .sources ? "Sources" : "Tests").appendingPathComponent($0.path).path }
    let modules = try BatchCompiler.buildStandIn()
    for mode in ["6", "5"] {
      let result = BatchCompiler.swiftc(
        sources + ["-module-name", "StateTypes", "-swift-version", mode] + BatchCompiler.standInFlags(modules)
          + ["-o", root.appendingPathComponent("StateTypes-\(mode).o").path])
      XCTAssertEqual(result.status, 0, "Swift \(mode) mode:\n\(result.output)")
      XCTAssertFalse(result.output.contains("warning:"), "Swift \(mode) mode:\n\(result.output)")
    }
  }
}
