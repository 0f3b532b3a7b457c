import Foundation
import XCTest

/// Compiles every sample (generated code plus hand-written logic and tests) and the reference
/// output (generated code plus the untouched stubs and skeletons) against the compile-only
/// ReactorKit/RxSwift stand-in, in Swift 5 and Swift 6 language modes, with warnings as errors.
/// Then runs the sample tests that need no Rx at run time: initial state, reduce, Action helpers,
/// and ProjectBoard's in-memory repository, use case, async hooks and the Rx-free half of the
/// async bridge.
///
/// Compiling against the stand-in proves the code type-checks and compiles (through code
/// generation); it does not prove Rx behaviour, which the stand-in cannot run.
final class SampleCompilationTests: XCTestCase {
  private var samples: URL { CLITests.repositoryRoot.appendingPathComponent("Samples") }

  private func swift(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = samples
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private func build(variant: String, mode: String) throws -> String {
    let scratch = ".build-\(variant)-swift\(mode)"
    let environment = ["REACTORGEN_SAMPLES": variant, "REACTORGEN_SWIFT_MODE": mode]
    let result = try swift(["build", "--build-tests", "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"], environment: environment)
    XCTAssertEqual(result.status, 0, "\(variant) samples, Swift \(mode) mode:\n\(result.output)")
    XCTAssertFalse(result.output.contains("warning:"), "\(variant) samples, Swift \(mode) mode, has warnings:\n\(result.output)")
    return scratch
  }

  func testSamplesCompileInSwift5AndSwift6Modes() throws {
    for mode in ["5", "6"] {
      _ = try build(variant: "samples", mode: mode)
    }
  }

  func testReferenceOutputCompilesAsGeneratedInSwift5AndSwift6Modes() throws {
    for mode in ["5", "6"] {
      _ = try build(variant: "golden", mode: mode)
    }
  }

  /// The sample tests that run without Rx (the stand-in traps as soon as Rx runs).
  static let testsWithoutRx = "InitialState|Reduce|Predicate|TemporaryProjectRepositoryTests|ProjectUseCaseTests|AsyncBridgeTests|ProjectBoardHookTests|MockHandlerTests"

  func testSampleTestsThatNeedNoRxPass() throws {
    for variant in ["samples", "golden"] {
      let scratch = try build(variant: variant, mode: "6")
      let environment = ["REACTORGEN_SAMPLES": variant, "REACTORGEN_SWIFT_MODE": "6"]
      let result = try swift(["test", "--skip-build", "--scratch-path", scratch, "--filter", Self.testsWithoutRx], environment: environment)
      XCTAssertEqual(result.status, 0, result.output)
      // Skipped TODO tests are fine; a run that executed nothing is not.
      let executed = result.output.components(separatedBy: "\n").last { $0.contains("Executed") && $0.contains("tests") } ?? ""
      XCTAssertFalse(executed.contains("Executed 0 tests"), result.output)
      XCTAssertTrue(result.output.contains("with 0 failures"), result.output)
    }
  }

  /// A generic mock handler whose answer has another type than the call's result stops the test
  /// with a message naming the method and both types (run alone: it ends the process).
  func testAMockHandlerAnsweringAnotherTypeStopsNamingBothTypes() throws {
    let scratch = try build(variant: "samples", mode: "6")
    let environment = ["REACTORGEN_SAMPLES": "samples", "REACTORGEN_SWIFT_MODE": "6", "REACTORGEN_EXPECT_FATAL_ERROR": "MockHandlerTests"]
    let result = try swift(["test", "--skip-build", "--scratch-path", scratch, "--filter", "MockHandlerTests.testAnAnswerOfAnotherTypeStops"], environment: environment)
    XCTAssertNotEqual(result.status, 0, result.output)
    XCTAssertTrue(result.output.contains("MockUserDefaultsService.value(forKey:): valueHandler returned a String, not a Int"), result.output)
    XCTAssertFalse(result.output.contains("was not reported"), result.output)
  }
}
