import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// A method's generic parameter that only a `where` clause ties to its parameters
/// (`func only<C: Collection, U>(_ items: C) -> [U] where C.Element == U`) is inferred by Swift:
/// accepted, and its protocol, stub and mock compile; one tied to nothing is refused.
final class GenericInferenceTests: XCTestCase {
  /// Every method of the grammar: a chain of one to three collections from the parameter to `U`,
  /// each requirement written either way round, `U` bare or in an array on its side, and a
  /// result that names `U` or not.
  private static func methods(droppingTheLastLink: Bool) -> [String] {
    var methods: [String] = []
    for length in 1...3 {
      for flipped in [false, true] {
        for wrapped in [false, true] {
          for (index, result) in ["[U]", "Int", "Observable<U?>"].enumerated() {
            let collections = (0..<length).map { "C\($0)" }
            let targets = collections.dropFirst() + [wrapped ? "[U]" : "U"]
            var requirements = zip(collections, targets).map { collection, target in
              flipped ? "\(target) == \(collection).Element" : "\(collection).Element == \(target)"
            }
            if droppingTheLastLink { requirements.removeLast() }
            let generics = collections.map { "\($0): Collection" } + ["U"]
            let name = "pick\(length)\(flipped ? "f" : "")\(wrapped ? "w" : "")\(index)"
            let whereClause = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
            methods.append("func \(name)<\(generics.joined(separator: ", "))>(_ items: C0) -> \(result)\(whereClause)")
          }
        }
      }
    }
    return methods
  }

  private func spec(_ methods: [String]) -> String {
    "version: 1\nservices:\n  Picker:\n    methods:\n" + methods.map { "      - \"\($0)\"\n" }.joined()
  }

  func testAGenericParameterTiedByAWhereRequirementIsInferredAndCompiles() throws {
    let root = try temporaryDirectory(self)
    let specFile = root.appendingPathComponent("Picker.reactorgen.yml")
    try spec(Self.methods(droppingTheLastLink: false)).write(to: specFile, atomically: true, encoding: .utf8)
    // The protocol, the stub and the mock in one module, as the generative compile tests build them.
    var diagnostics = Diagnostics()
    let generated = try XCTUnwrap(Generator().generate(specPaths: [specFile.path], diagnostics: &diagnostics), "\(diagnostics.sorted)")
    let writer = FileWriter(
      sourcesDirectory: root.appendingPathComponent("Sources").path, testsDirectory: root.appendingPathComponent("Tests").path, specFiles: [])
    XCTAssertNotNil(writer.apply(generated, mode: .write, diagnostics: &diagnostics))
    XCTAssertTrue(generated.contains { $0.root == .tests }, "the mock is compiled too")
    let files = generated.map { file in
      root.appendingPathComponent(file.root == .sources ? "Sources" : "Tests").appendingPathComponent(file.path).path
    }
    XCTAssertEqual(BatchCompiler.failuresInBothModes(files, module: "Picker", modules: try BatchCompiler.buildStandIn(), in: root), [])
  }

  /// With the link to `U` gone, each method's `U` is tied to nothing: one located error each.
  func testAGenericParameterTiedToNothingIsRefusedAtItsMethod() throws {
    let methods = Self.methods(droppingTheLastLink: true)
    var diagnostics = Diagnostics()
    let loaded = try XCTUnwrap(SpecLoader().load(text: spec(methods), file: "spec.yml", diagnostics: &diagnostics))
    XCTAssertNil(Validator().validate([loaded], diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.errors.count, methods.filter { !$0.contains("-> [U]") && !$0.contains("<U?>") }.count, "\(diagnostics.errors)")
    for error in diagnostics.errors { XCTAssertTrue(error.description.contains("generic parameter 'U' of 'pick"), error.description) }
  }
}
