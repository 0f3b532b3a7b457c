import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The encoder is the decoder's inverse: a spec written by ``SpecEncoder`` decodes back into the
/// same spec (its locations aside), for every spec the random grammar draws and every spec kept
/// in this repository, and what it writes is canonical (encoding the decoded spec again writes
/// the same text).
final class SpecEncoderTests: XCTestCase {
  func testEveryRandomSpecDecodesBackFromItsEncoding() throws {
    let count = Int(ProcessInfo.processInfo.environment["REACTORGEN_ENCODER_COUNT"] ?? "") ?? 300
    var checked = 0
    for seed in 0..<UInt64(count) {
      // Plain specs, and ones drawing harvested names and position-bound type forms (which
      // validation may refuse, but which decode).
      let random = RandomSpec(seed: seed, provoke: false, harvest: seed % 3 == 1, typeForms: seed % 3 == 2)
      guard let original = decoded(random.text) else { continue }
      try assertRoundTrip(original, "seed \(seed)")
      checked += 1
    }
    XCTAssertGreaterThan(checked, count * 9 / 10)
  }

  /// The hand-written specs: samples, the import corpus' imports, the docs' examples.
  func testEverySpecInTheRepositoryDecodesBackFromItsEncoding() throws {
    let files = (FileManager.default.enumerator(atPath: repositoryRoot.path)?.allObjects as? [String] ?? [])
      .filter { ($0.hasSuffix(".reactorgen.yml")) && !$0.hasPrefix(".build") && !$0.contains("/.build/") }.sorted()
    XCTAssertGreaterThan(files.count, 20)
    for file in files {
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
      guard let original = decoded(text) else { continue }
      try assertRoundTrip(original, file)
    }
  }

  /// Values the decoder reads as switches when plain are quoted where they are expressions.
  func testWordsThatAreSwitchesWhenPlainAreQuotedAsExpressions() throws {
    let spec = """
      version: 1
      reactors:
        R:
          state: { flag: Bool = false }
          initialState: "custom"
          actions:
            - a: { emit: toggle, when: "hook" }
            - b: { when: hook }
          mutations:
            - toggle: toggle flag
      """
    let original = try XCTUnwrap(decoded(spec))
    let encoded = SpecEncoder.encode(original)
    XCTAssertTrue(encoded.contains(#"initialState: "custom""#), encoded)
    XCTAssertTrue(encoded.contains(#"when: "hook""#), encoded)
    XCTAssertTrue(encoded.contains("- b: { when: hook }"), encoded)
    try assertRoundTrip(original, "switch words")
  }

  private func assertRoundTrip(_ original: Spec, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let encoded = SpecEncoder.encode(original)
    let again = try XCTUnwrap(decoded(encoded), "\(what): the encoding does not decode:\n\(encoded)", file: file, line: line)
    let (before, after) = (Self.withoutLocations(original), Self.withoutLocations(again))
    if before != after {
      // Where the two first differ: the dumps are long.
      let common = zip(before, after).prefix { $0 == $1 }.count
      let around = { (text: String) in String(text.dropFirst(max(0, common - 120)).prefix(360)) }
      XCTFail("\(what): decoded back as\n…\(around(after))\ninstead of\n…\(around(before))\nfrom\n\(encoded)", file: file, line: line)
    }
    XCTAssertEqual(SpecEncoder.encode(again), encoded, "\(what): not canonical", file: file, line: line)
  }

  private func decoded(_ text: String) -> Spec? {
    var diagnostics = Diagnostics()
    let spec = SpecLoader().load(text: text, file: "spec.yml", diagnostics: &diagnostics)
    return diagnostics.hasErrors ? nil : spec
  }

  /// Everything a spec says, with each location (`spec.yml:3:5`) left out; the conformances,
  /// a dictionary (whose printed order is not its content), in their order.
  private static func withoutLocations(_ spec: Spec) -> String {
    var spec = spec
    var conformances: [String] = []
    for index in spec.reactors.indices {
      conformances.append(
        spec.reactors[index].conformances.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value.map(\.value))" }.joined(
          separator: "; "))
      spec.reactors[index].conformances = [:]
    }
    return (String(describing: spec) + "\nconformances: \(conformances)")
      .replacingOccurrences(of: #"spec\.yml:\d+:\d+"#, with: "@", options: .regularExpression)
  }
}
