import Foundation
import XCTest

@testable import ReactorGenTestSupport

/// Compiles every sample (generated code plus hand-written logic and tests) and the reference
/// output (generated code plus the untouched stubs and skeletons) against the runnable
/// ReactorKit/RxSwift test double, in Swift 5 and Swift 6 language modes, with warnings as
/// errors, and runs all their tests there; runs the double's own semantics tests, which also run
/// unchanged on the real libraries.
///
/// Passing here proves the code compiles and behaves as the double does; the double's semantics
/// tests are what tie that to the real libraries.
final class SampleCompilationTests: XCTestCase {
  private var samples: URL { CLITests.repositoryRoot.appendingPathComponent("Samples") }

  private func swift(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    runProcess(["swift"] + arguments, in: directory ?? samples, environment: environment)
  }

  /// The build folder every fixture package of the suite shares, so that the test double and the
  /// swift-syntax its macro needs are compiled once per run; each package's own targets are
  /// rebuilt as its variant needs. With the real libraries, a folder of their own.
  static var fixtureBuildFolder: String {
    let deps = ProcessInfo.processInfo.environment["REACTORGEN_DEPS"].map { "-\($0)" } ?? ""
    return CLITests.repositoryRoot.appendingPathComponent(".build/fixtures\(deps)").path
  }

  private func build(variant: String, mode: String) throws -> String {
    let scratch = Self.fixtureBuildFolder
    let environment = ["REACTORGEN_SAMPLES": variant, "REACTORGEN_SWIFT_MODE": mode]
    let result = try swift(["build", "--build-tests", "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"], environment: environment)
    XCTAssertEqual(result.status, 0, "\(variant) samples, Swift \(mode) mode:\n\(result.output)")
    XCTAssertFalse(result.output.contains("warning:"), "\(variant) samples, Swift \(mode) mode, has warnings:\n\(result.output)")
    return scratch
  }

  /// Builds `variant` in `mode` and runs all its tests: none may fail, and a run must execute
  /// tests (skipped TODO skeletons are fine).
  private func buildAndTest(variant: String, mode: String) throws {
    let scratch = try build(variant: variant, mode: mode)
    let environment = ["REACTORGEN_SAMPLES": variant, "REACTORGEN_SWIFT_MODE": mode]
    let result = try swift(["test", "--skip-build", "--scratch-path", scratch], environment: environment)
    XCTAssertEqual(result.status, 0, "\(variant) samples, Swift \(mode) mode:\n\(result.output)")
    let executed = result.output.components(separatedBy: "\n").last { $0.contains("Executed") && $0.contains("tests") } ?? ""
    XCTAssertFalse(executed.isEmpty || executed.contains("Executed 0 tests"), result.output)
    XCTAssertTrue(executed.contains(" 0 failures"), result.output)
    print("\(variant == "golden" ? "reference output" : "samples"), Swift \(mode) mode: \(executed.trimmingCharacters(in: .whitespaces))")
  }

  func testSamplesCompileAndTheirTestsPassInSwift5AndSwift6Modes() throws {
    for mode in ["5", "6"] {
      try buildAndTest(variant: "samples", mode: mode)
    }
  }

  func testReferenceOutputCompilesAsGeneratedAndItsTestsPassInSwift5AndSwift6Modes() throws {
    for mode in ["5", "6"] {
      try buildAndTest(variant: "golden", mode: mode)
    }
  }

  /// The double's semantics tests: the same files run on the real RxSwift and ReactorKit.
  func testTheTestDoubleBehavesAsItsSemanticsTestsSay() throws {
    let (status, output) = try swift(
      ["test", "--package-path", "Tests/ReactorKitTestDouble", "--scratch-path", Self.fixtureBuildFolder], in: CLITests.repositoryRoot)
    XCTAssertEqual(status, 0, output)
    XCTAssertTrue(
      output.contains("RxSwiftSemanticsTests") && output.contains("ReactorKitSemanticsTests") && output.contains("ObservationSemanticsTests"), output)
    XCTAssertFalse(output.contains("warning:"), output)
  }

  /// A generic mock handler whose answer has another type than the call's result stops the test
  /// with a message naming the method and both types (run alone: it ends the process).
  func testAMockHandlerAnsweringAnotherTypeStopsNamingBothTypes() throws {
    let scratch = try build(variant: "samples", mode: "6")
    let environment = ["REACTORGEN_SAMPLES": "samples", "REACTORGEN_SWIFT_MODE": "6", "REACTORGEN_EXPECT_FATAL_ERROR": "MockHandlerTests"]
    let result = try swift(
      ["test", "--skip-build", "--scratch-path", scratch, "--filter", "MockHandlerTests.testAnAnswerOfAnotherTypeStops"], environment: environment)
    XCTAssertNotEqual(result.status, 0, result.output)
    XCTAssertTrue(result.output.contains("MockUserDefaultsService.value(forKey:): valueHandler returned a String, not a Int"), result.output)
    XCTAssertFalse(result.output.contains("was not reported"), result.output)
  }
}
