import Foundation
import XCTest
@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// A repository's entity is the user's own type, and the repository's mock names it beside what
/// the mock imports (RxSwift, the spec's `imports`): named like one of their types, it is
/// ambiguous there, so the generated code writes it with the module's name; without a module
/// to name, it is refused at its line.
final class EntityNamesTests: XCTestCase {
  private func resolve(entity: String, imports: String, module: String?) throws -> (errors: [String], entity: String?) {
    let spec = """
      version: 1
      \(module.map { "module: \($0)\n" } ?? "")\(imports)repositories:
        Archive:
          entity: \(entity)
          key: "id: String"

      """
    var diagnostics = Diagnostics()
    let loaded = try XCTUnwrap(SpecLoader().load(text: spec, file: "spec.yml", diagnostics: &diagnostics))
    let resolved = Validator().validate([loaded], diagnostics: &diagnostics)
    return (diagnostics.errors.map(\.description), resolved?.repositories.first?.store?.entity.text)
  }

  /// Names drawn from the harvest of each module a mock sees (not chosen here).
  func testAnEntityNamedLikeATypeTheMocksSeeIsWrittenWithTheModulesName() throws {
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
        // RxSwift's names are seen whatever the spec imports; Foundation's only when imported.
        let named = try resolve(entity: name, imports: imports, module: "App")
        XCTAssertEqual(named.errors, [], "\(module).\(name)")
        XCTAssertEqual(named.entity, "App.\(name)", "\(module).\(name)")
        let line = imports.isEmpty ? 4 : 5
        XCTAssertEqual(
          try resolve(entity: name, imports: imports, module: nil).errors,
          [
            "spec.yml:\(line):13: error: the entity '\(name)' of repository 'Archive' is named like \(module)'s type '\(name)', which the generated mock sees too (it imports \(module) beside your module), where the name would be ambiguous; name your module ('module:' or '--module') and reactorgen writes it with the module's name, or rename your type"
          ], "\(module).\(name)")
        // Written with the module's name, it is one type wherever it is named.
        XCTAssertEqual(try resolve(entity: "App.\(name)", imports: imports, module: nil).errors, [], "App.\(name)")
      }
    }
    // A name only the tests' XCTest offers is not seen by a mock; Foundation's, unimported, neither.
    XCTAssertEqual(try resolve(entity: "Progress", imports: "", module: "App").entity, "Progress")
  }
}
