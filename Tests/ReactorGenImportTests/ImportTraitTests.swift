#if !Import
  import XCTest

  /// Without the `Import` trait, reactorgen-import and its tests compile to nothing: say so
  /// instead of passing with none of them run.
  final class ImportTraitTests: XCTestCase {
    func testImportIsBuilt() {
      XCTFail("reactorgen-import and its tests are built with the Import trait only: swift test --traits Import (make test enables it)")
    }
  }
#endif
