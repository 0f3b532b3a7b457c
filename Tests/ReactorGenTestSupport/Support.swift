import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift

/// Runs `text` through the parser, decoder and validator; returns every diagnostic as printed.
func diagnostics(of text: String, file: String = "spec.yml") -> [String] {
  var diagnostics = Diagnostics()
  // As the generator does: a spec with decoding errors is validated too.
  if let spec = SpecLoader().load(text: text, file: file, diagnostics: &diagnostics) {
    _ = Validator().validate([spec], diagnostics: &diagnostics)
  }
  return diagnostics.sorted.map(\.description)
}

/// Checks that `text` gives exactly the `expected` diagnostics, in order.
func assertErrors(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertEqual(diagnostics(of: text), expected, file: file, line: line)
}

/// Parses and validates a spec that must be valid.
func module(of text: String, file: String = "spec.yml", line: UInt = #line) -> ValidatedModule? {
  var diagnostics = Diagnostics()
  guard let spec = SpecLoader().load(text: text, file: file, diagnostics: &diagnostics),
    let module = Validator().validate([spec], diagnostics: &diagnostics)
  else {
    XCTFail("unexpected errors:\n" + diagnostics.sorted.map(\.description).joined(separator: "\n"), line: line)
    return nil
  }
  return module
}

/// Runs `arguments` through `/usr/bin/env` (in `directory`, with `environment` added to this
/// process's), and returns its status and its output and errors together.
func runProcess(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do { try process.run() } catch { return (-1, "\(error)") }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder, removed at the end of the test.
func temporaryDirectory(_ testCase: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("reactorgen-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}

/// A minimal valid spec to build on.
let minimalSpec = """
  version: 1
  reactors:
    CounterReactor:
      state:
        count: Int = 0
      actions:
        - increase: increaseValue
      mutations:
        - increaseValue: increment count

  """

/// The samples, read from `Samples/` so that a new one is checked everywhere without being listed:
/// every folder holding `<Name>.reactorgen.yml`.
enum SampleFolders {
  static let all: [String] = {
    let samples = repositoryRoot.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    return names.sorted().filter { name in
      FileManager.default.fileExists(atPath: samples.appendingPathComponent("\(name)/\(name).reactorgen.yml").path)
    }
  }()

  /// Those with hand-written code (`Sources/`) beside their generated files; the others
  /// (EdgeCases, PublicEdgeCases) have only their reference output.
  static let withCode: [String] = all.filter { name in
    FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Samples/\(name)/Sources").path)
  }
}
