import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Docs/reactorgen.schema.json (for editors' YAML completion and checks) and Spec.md's key tables
/// are the key tables rendered, and the schema accepts the samples.
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

  /// `REACTORGEN_RECORD_DOCS=1` writes what the key tables render instead of comparing
  /// (`Scripts/record-references.sh` sets it).
  private var recording: Bool { ProcessInfo.processInfo.environment["REACTORGEN_RECORD_DOCS"] == "1" }

  /// The schema is rendered from the key tables (``SpecKey``), byte for byte: a key added to a
  /// table and not recorded, or an edit of the file by hand, fails here.
  func testTheSchemaIsTheKeyTablesRendered() throws {
    let url = repositoryRoot.appendingPathComponent("Docs/reactorgen.schema.json")
    if recording { try SpecSchema.text.write(to: url, atomically: true, encoding: .utf8) }
    let recorded = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(recorded, SpecSchema.text, "Docs/reactorgen.schema.json is not the key tables rendered; run make record")
    // What the decoder reads is what the schema allows, place by place.
    let schema = try schema()
    let definitions = try XCTUnwrap(schema["$defs"] as? [String: [String: Any]])
    XCTAssertEqual(keys(schema), TopLevelKey.names.sorted())
    XCTAssertEqual(keys(definitions["service"]), ServiceKey.names.sorted())
    XCTAssertEqual(keys(definitions["reactor"]), ReactorKey.names.sorted())
    let method = try XCTUnwrap((definitions["method"]?["anyOf"] as? [[String: Any]])?.last)
    XCTAssertEqual(keys(method), MethodKey.names.sorted())
  }

  /// Spec.md's key tables are rendered from the key tables between their marks, byte for byte,
  /// and every key the decoder reads is shown as YAML (`key:`) somewhere in Spec.md's prose.
  func testTheSpecDocumentationsKeyTablesAreTheKeyTablesRendered() throws {
    let url = repositoryRoot.appendingPathComponent("Docs/Spec.md")
    if recording, let updated = SpecKeyTables.updating(try String(contentsOf: url, encoding: .utf8)) {
      try updated.write(to: url, atomically: true, encoding: .utf8)
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    let updated = try XCTUnwrap(SpecKeyTables.updating(text), "Spec.md lacks the marks of a key table")
    XCTAssertEqual(text, updated, "Spec.md's key tables are not the key tables rendered; run make record")
    let lines = text.split(separator: "\n").map(String.init)
    func shownAsYAML(_ key: String) -> Bool {
      lines.contains { line in
        let trimmed = line.drop { $0 == " " || $0 == "-" }
        return trimmed.hasPrefix(key + ":") || line.contains("{ \(key):") || line.contains(", \(key):")
      }
    }
    let places: [(String, [String])] = [
      ("spec", TopLevelKey.names), ("service", ServiceKey.names), ("repository", RepositoryKey.names), ("use case", UseCaseKey.names),
      ("method", MethodKey.names), ("reactor", ReactorKey.names), ("state field", StateFieldKey.names), ("action", ActionKey.names),
      ("conformances", ConformingType.names), ("mutation", ReduceOperationKind.names),
    ]
    for (place, keys) in places {
      XCTAssertEqual(keys.filter { !shownAsYAML($0) }, [], "keys of a \(place) Spec.md never shows")
    }
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

  /// Validates the samples and drawn specs with Python's jsonschema, when the machine has it
  /// (Debian: python3-jsonschema).
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
    // Specs drawn from the grammar, which the decoder accepts: the schema must accept them too.
    let drawn = try (UInt64(1)...300).map { seed in
      let url = directory.appendingPathComponent("random-\(seed).yml")
      try RandomSpec(seed: seed, provoke: false).text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let valid = try validate(samples + drawn)
    XCTAssertEqual(valid.0, 0, valid.1)
    let invalid = try validate([wrong.path])
    XCTAssertEqual(invalid.0, 1)
    XCTAssertTrue(invalid.1.contains("'stat' was unexpected"), invalid.1)
  }
}
