import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Docs/reactorgen.schema.json (for editors' YAML completion and checks) must describe exactly
/// the keys reactorgen reads, and accept the samples.
final class SchemaTests: XCTestCase {
  private func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Docs/reactorgen.schema.json"))
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func keys(_ object: Any?, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    guard let object = object as? [String: Any], let properties = object["properties"] as? [String: Any] else {
      XCTFail("no properties", file: file, line: line)
      return []
    }
    return properties.keys.sorted()
  }

  func testSchemaDescribesExactlyTheKeysTheDecoderReads() throws {
    let schema = try schema()
    let definitions = try XCTUnwrap(schema["$defs"] as? [String: [String: Any]])
    XCTAssertEqual(keys(schema), SpecDecoder.Keys.spec.sorted())
    XCTAssertEqual(keys(definitions["service"]), SpecDecoder.Keys.service.sorted())
    XCTAssertEqual(keys(definitions["reactor"]), SpecDecoder.Keys.reactor.sorted())
    XCTAssertEqual(keys(definitions["repository"]), SpecDecoder.Keys.repository.sorted())
    XCTAssertEqual(keys(definitions["useCase"]), SpecDecoder.Keys.useCase.sorted())
    let method = try XCTUnwrap((definitions["method"]?["anyOf"] as? [[String: Any]])?.last)
    XCTAssertEqual(keys(method), SpecDecoder.Keys.method.sorted())
    let actionOptions = try XCTUnwrap(
      ((((definitions["action"]?["anyOf"] as? [[String: Any]])?.last?["additionalProperties"]) as? [String: Any])?["anyOf"] as? [[String: Any]])?.last
    )
    XCTAssertEqual(keys(actionOptions), SpecDecoder.Keys.action.sorted())
    let reduce = try XCTUnwrap(
      ((((definitions["mutation"]?["anyOf"] as? [[String: Any]])?.last?["additionalProperties"]) as? [String: Any])?["anyOf"] as? [[String: Any]])?
        .last)
    XCTAssertEqual(keys(reduce), ReduceOperationKind.allCases.map(\.rawValue).sorted())
    let state = try XCTUnwrap(((definitions["reactor"]?["properties"] as? [String: Any])?["state"] as? [String: Any])?["anyOf"] as? [[String: Any]])
    let field = try XCTUnwrap(((state.last?["additionalProperties"] as? [String: Any])?["anyOf"] as? [[String: Any]])?.last)
    XCTAssertEqual(keys(field), SpecDecoder.Keys.field.sorted())
  }

  /// Docs/Spec.md shows every key the decoder reads, where it may stand, as YAML (`key:`), and
  /// gives each top-level key and each action option a row of its tables: a key added to the
  /// decoder and not to the documentation fails here.
  func testTheSpecDocumentationShowsEveryKeyTheDecoderReads() throws {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Spec.md"), encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    func shownAsYAML(_ key: String) -> Bool {
      lines.contains { line in
        let trimmed = line.drop { $0 == " " || $0 == "-" }
        return trimmed.hasPrefix(key + ":") || line.contains("{ \(key):") || line.contains(", \(key):")
      }
    }
    func hasRow(_ key: String) -> Bool { lines.contains { $0.hasPrefix("| `\(key)` |") } }
    let places: [(String, [String])] = [
      ("spec", SpecDecoder.Keys.spec), ("service", SpecDecoder.Keys.service), ("repository", SpecDecoder.Keys.repository),
      ("use case", SpecDecoder.Keys.useCase), ("method", SpecDecoder.Keys.method), ("reactor", SpecDecoder.Keys.reactor),
      ("state field", SpecDecoder.Keys.field), ("action", SpecDecoder.Keys.action),
    ]
    for (place, keys) in places {
      XCTAssertEqual(keys.filter { !shownAsYAML($0) }, [], "keys of a \(place) Spec.md never shows")
    }
    XCTAssertEqual(SpecDecoder.Keys.spec.filter { !hasRow($0) }, [], "top-level keys without a row in Spec.md's table")
    XCTAssertEqual(SpecDecoder.Keys.action.filter { !hasRow($0) }, [], "action options without a row in Spec.md's table")
  }

  /// Docs/reactorgen-project.schema.json describes exactly the keys of the project file, which
  /// `ProjectFile.Key` declares once, and accepts what `config init` writes.
  func testTheProjectFilesSchemaDescribesExactlyItsKeys() throws {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Docs/reactorgen-project.schema.json"))
    let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(keys(schema), ProjectFile.TopKey.allCases.map(\.rawValue).sorted())
    let target = (schema["$defs"] as? [String: Any])?["target"]
    XCTAssertEqual(keys(target), ProjectFile.Key.allCases.map(\.rawValue).sorted())
    XCTAssertEqual(((target as? [String: Any])?["required"] as? [String])?.sorted(), ["output", "specs"])
  }

  /// Validates with Python's jsonschema, when the machine has it (Debian: python3-jsonschema).
  func testSamplesValidateAgainstTheSchema() throws {
    let check = """
      import json, sys, yaml, jsonschema
      validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
      bad = 0
      for path in sys.argv[2:]:
          for error in validator.iter_errors(yaml.safe_load(open(path))):
              bad += 1
              print(path, list(error.absolute_path), error.message)
      sys.exit(1 if bad else 0)
      """
    let directory = try temporaryDirectory(self)
    let script = directory.appendingPathComponent("check.py")
    try check.write(to: script, atomically: true, encoding: .utf8)
    let wrong = directory.appendingPathComponent("wrong.yml")
    try "version: 1\nreactors:\n  R:\n    stat: {}\n".write(to: wrong, atomically: true, encoding: .utf8)

    func validate(_ paths: [String]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script.path, repositoryRoot.appendingPathComponent("Docs/reactorgen.schema.json").path] + paths
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, output)
    }
    let probe = try validate([])
    if probe.1.contains("ModuleNotFoundError") {
      throw XCTSkip("python3 with jsonschema and yaml is not installed: \(probe.1)")
    }
    let samples = GoldenTests.samples.map { repositoryRoot.appendingPathComponent("Samples/\($0)/\($0).reactorgen.yml").path }
    let valid = try validate(samples)
    XCTAssertEqual(valid.0, 0, valid.1)
    let invalid = try validate([wrong.path])
    XCTAssertEqual(invalid.0, 1)
    XCTAssertTrue(invalid.1.contains("'stat' was unexpected"), invalid.1)
  }
}
