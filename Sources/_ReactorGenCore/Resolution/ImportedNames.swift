import ReactorGenSwift

/// The public type names of the modules generated test files import beside the user's module
/// (XCTest, RxSwift, the spec's `imports`, ReactorKitObservation with observable state), and of
/// Swift, harvested from the modules themselves (`Scripts/harvest-imported-names.sh`, kept
/// current by `ImportedNamesTests`). A type the spec declares with one of the first is ambiguous
/// in those files (`@testable import App` and `import Foundation` both offer a `Notification`);
/// one named like Swift's hides it in the whole module (a reactor named `Sendable` turns every
/// `any Sendable` into the reactor). Both are refused at the spec's line.
enum ImportedNames {
  /// The module among `modules` that declares a type named `name`, if any.
  static func module(declaring name: String, among modules: [String]) -> String? {
    modules.first { harvested[$0]?.contains(name) == true }
  }

  /// The modules a module's generated test files see: those they import, and those these
  /// re-export.
  static func importedByTests(imports: [String], observableState: Bool) -> [String] {
    seen(from: ["XCTest", "RxSwift"] + imports + (observableState ? ["ReactorKitObservation"] : []))
  }

  /// The modules the generated mocks see beside the user's module: RxSwift, the spec's
  /// `imports`, and what these re-export (not XCTest: a mock does not import it).
  static func importedByMocks(imports: [String]) -> [String] {
    seen(from: ["RxSwift"] + imports)
  }

  /// Why `name` cannot be the module the generated tests `@testable import`, or `nil`: a
  /// keyword (`@testable import class` does not parse), or a module the generated files import
  /// themselves (a target named `RxSwift` would import itself).
  static func problem(withModuleName name: String) -> String? {
    if SwiftKeywords.isReserved(name) {
      return "'\(name)' is a Swift keyword, which '@testable import' cannot take: name the module as SwiftPM does, after its target"
    }
    if harvested[name] != nil {
      return "'\(name)' is a module the generated files import themselves: a target of that name would import itself; name your own module"
    }
    return nil
  }

  /// `modules` and every module they re-export, in order.
  private static func seen(from modules: [String]) -> [String] {
    var seen: [String] = []
    func see(_ module: String) {
      guard !seen.contains(module) else { return }
      seen.append(module)
      reExported[module, default: []].forEach(see)
    }
    modules.forEach(see)
    return seen
  }

  /// What a module re-exports (`@_exported import`): XCTest gives every file that imports it
  /// Foundation, on Linux as on Apple platforms, so a test file sees Foundation's `Timer` and
  /// `Date` whatever the spec imports.
  static let reExported: [String: [String]] = ["XCTest": ["Foundation"]]
}
