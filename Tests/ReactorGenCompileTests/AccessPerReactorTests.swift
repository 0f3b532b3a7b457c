import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// A module may hold public and internal reactors: a reactor's `access: internal` keeps it
/// internal in a public module, so it may use the module's internal types, while the others stay
/// public to the app's other modules. A reactor cannot be more visible than its module.
final class AccessPerReactorTests: XCTestCase {
  /// Each way a reactor uses an internal type (a State field, a parameter, an action's and a
  /// mutation's value, a property), with observable state or not: the internal reactor compiles
  /// beside the public one, which another module sees, and it does not.
  func testAnInternalReactorInAPublicModuleUsesInternalTypesAndOthersDoNotSeeIt() throws {
    for observable in [false, true] {
      let spec = """
        version: 1
        module: Store
        access: public
        observableState: \(observable)
        services:
          Feed:
            methods:
              - func count() -> Int
        reactors:
          Open:
            services: [Feed]
            state:
              count: Int = 0
            actions:
              - refresh
            mutations:
              - setCount(Int): set count
          Hidden:
            access: internal
            services: [Feed]
            parameters:
              seed: Secret
            properties:
              var last: "Secret? = nil"
            state:
              secret: Secret = Secret()
            actions:
              - reveal(Secret)
            mutations:
              - setSecret(Secret): set secret

        """
      try assertAppAndMocksCompile(
        spec: spec, model: "struct Secret: Equatable { var x = 0 }\n", "observableState: \(observable)",
        clients: [
          ("func make(_ provider: any ServiceProviderType) -> Open { Open(provider: provider) }\nlet action = Open.Action.refresh\n", true),
          ("func make(_ provider: any ServiceProviderType) -> Any { Hidden.self }\n", false),
        ])
    }
  }

  /// `access: public` on a reactor of an internal module is one error at the key; `internal` in
  /// an internal module says what the module says, and is accepted.
  func testAReactorCannotBeMoreVisibleThanItsModule() {
    XCTAssertEqual(
      diagnostics(of: "version: 1\nreactors:\n  Open:\n    access: public\n  Closed:\n    access: internal\n"),
      [
        "spec.yml:4:13: error: reactor 'Open' is 'access: public' in a module whose access is internal: its init takes the module's internal provider, dependencies and types; write 'access: public' at the top of every spec of the module, or remove it here"
      ])
    XCTAssertEqual(
      diagnostics(of: "version: 1\nreactors:\n  Open:\n    access: protected\n"),
      ["spec.yml:4:13: error: 'access' must be 'internal' or 'public', not 'protected'"])
  }
}
