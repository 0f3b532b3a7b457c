import Foundation
import XCTest

@testable import ReactorGenSwift
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// A user-owned file rendered from a built-in template carries the functions its tree declares,
/// which the writer records instead of reading the text back. They must be what the text
/// declares, as ``FunctionSelector`` reads it: checked on every sample's spec and on seeded
/// random specs, where every logic file must carry them (or the check would hold vacuously).
final class DeclaredFunctionsTests: XCTestCase {
  func testTheFunctionsARenderedFileCarriesAreThoseItsTextDeclares() throws {
    let folder = try temporaryDirectory(self)
    let samples = try FileManager.default.contentsOfDirectory(
      at: repositoryRoot.appendingPathComponent("Samples"), includingPropertiesForKeys: nil
    )
    .flatMap { sample in
      ((try? FileManager.default.contentsOfDirectory(at: sample, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.lastPathComponent.hasSuffix(".reactorgen.yml") }.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }
    let random = (UInt64(1)...120).map { RandomSpec(seed: $0, provoke: false).text }
    var logicFiles = 0
    for (index, text) in (samples + random).enumerated() {
      let path = folder.appendingPathComponent("Spec\(index).reactorgen.yml").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      var diagnostics = Diagnostics()
      guard let files = Generator(options: GenerationOptions()).generate(specPaths: [path], diagnostics: &diagnostics) else { continue }
      for file in files {
        guard case .rendered = file.content, case .userOwned(let hooks) = file.ownership, !hooks.isEmpty else { continue }
        if file.path.hasSuffix("+Logic.swift") {
          logicFiles += 1
          XCTAssertNotNil(file.declaredFunctions, "\(file.path) of spec \(index)")
        }
        if let declared = file.declaredFunctions {
          XCTAssertEqual(declared, FunctionSelector.declared(in: file.contents), "\(file.path) of spec \(index)")
        }
      }
    }
    XCTAssertGreaterThan(logicFiles, 100)
  }

  /// A user's template may declare functions of its own: its files carry none, and the writer
  /// reads what their text declares.
  func testAUsersTemplateLeavesTheFunctionsToTheText() throws {
    let folder = try temporaryDirectory(self)
    let templates = folder.appendingPathComponent("Templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try "{{{logicExtension}}}\n\nfunc extra(value: Int) {}\n".write(
      to: templates.appendingPathComponent("ReactorLogic.swift.mustache"), atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent("Spec.reactorgen.yml").path
    try RandomSpec(seed: 3, provoke: false).text.write(toFile: path, atomically: true, encoding: .utf8)
    var options = GenerationOptions()
    options.templatesDirectory = templates.path
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator(options: options).generate(specPaths: [path], diagnostics: &diagnostics), "\(diagnostics.all)")
    let logic = files.filter { $0.path.hasSuffix("+Logic.swift") }
    XCTAssertFalse(logic.isEmpty)
    for file in logic {
      XCTAssertNil(file.declaredFunctions, file.path)
      XCTAssertTrue(FunctionSelector.declared(in: file.contents).contains("extra(value:)"), file.path)
    }
  }
}
