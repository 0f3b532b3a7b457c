import Foundation
import XCTest
@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// A repository's entity is the user's own type, and the repository's mock names it beside what
/// the mock imports (RxSwift, the spec's `imports`): named like one of their types, it is
/// ambiguous there, so it is refused at its line, unless written with the module's name.
final class EntityNamesTests: XCTestCase {
  private func errors(entity: String, imports: String) throws -> [String] {
    let spec = """
      version: 1
      module: App
      \(imports)repositories:
        Archive:
          entity: \(entity)
          key: "id: String"

      """
    var diagnostics = Diagnostics()
    let loaded = try XCTUnwrap(SpecLoader().load(text: spec, file: "spec.yml", diagnostics: &diagnostics))
    _ = Validator().validate([loaded], diagnostics: &diagnostics)
    return diagnostics.errors.map(\.description)
  }

  /// Names drawn from the harvest of each module a mock sees (not chosen here).
  func testAnEntityNamedLikeATypeTheMocksSeeIsRefusedAtItsLine() throws {
    for (module, imports) in [("RxSwift", ""), ("Foundation", "imports: [Foundation]\n")] {
      let candidates = (ImportedNames.harvested[module] ?? []).sorted().filter { name in
        SwiftIdentifier.isValid(name) && name.first?.isUppercase == true && !Namespace.dependedOn.contains(name)
          && ImportedNames.harvested["Swift"]?.contains(name) != true
          && (module == "RxSwift" || ImportedNames.harvested["RxSwift"]?.contains(name) != true)
      }
      XCTAssertGreaterThan(candidates.count, 10, module)
      for name in stride(from: 0, to: candidates.count, by: max(1, candidates.count / 6)).map({ candidates[$0] }) + [
        module == "RxSwift" ? "Event" : "Progress"
      ] {
        let line = imports.isEmpty ? 5 : 6
        let found = try errors(entity: name, imports: imports)
        // RxSwift's names are seen whatever the spec imports; Foundation's only when imported.
        XCTAssertEqual(
          found,
          [
            "spec.yml:\(line):13: error: the entity '\(name)' of repository 'Archive' is named like \(module)'s type '\(name)', which the generated mock sees too (it imports \(module) beside your module), where the name would be ambiguous; write it with your module's name ('App.\(name)'), or rename your type"
          ], "\(module).\(name)")
        // Written with the module's name, it is one type wherever it is named.
        XCTAssertEqual(try errors(entity: "App.\(name)", imports: imports), [], "App.\(name)")
      }
    }
    // A name only the tests' XCTest offers is not seen by a mock; Foundation's, unimported, neither.
    XCTAssertEqual(try errors(entity: "Progress", imports: ""), [])
  }
}
