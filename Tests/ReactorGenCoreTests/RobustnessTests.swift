import Foundation
import XCTest

@testable import _ReactorGenCore

/// Bad input gets diagnostics, never a crash: thousands of corrupted variants of the samples'
/// specs go through the whole pipeline. A crash would end the test process, so reaching the
/// assertions is the test; each variant must also end with either files or an error.
final class RobustnessTests: XCTestCase {
  /// Characters that matter to YAML and to the compact Swift forms.
  static let interesting = Array(":-[]{}()<>,?!@&*|>'\"#\n\t =`.\\%".utf8) + [0x00, 0xFF, 0xC3]

  func testCorruptedSpecsNeverCrashThePipeline() throws {
    var generator = SplitMix64(seed: 20261122)
    var outcomes = (files: 0, errors: 0)
    for sample in GoldenTests.samples {
      let original = try [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml")))
      for _ in 0..<700 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: bytes[index] = Self.interesting.randomElement(using: &generator)!
          case 1: bytes.remove(at: index)
          case 2: bytes.insert(Self.interesting.randomElement(using: &generator)!, at: index)
          default:
            // Duplicate a line: duplicate keys, cases and fields.
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let line = Int.random(in: 0..<lines.count, using: &generator)
            var copy = lines.map(Array.init)
            copy.insert(copy[line], at: line)
            bytes = Array(copy.joined(separator: [UInt8(ascii: "\n")]))
          }
        }
        var diagnostics = Diagnostics()
        if let spec = SpecLoader().load(bytes: bytes, file: "fuzz.yml", diagnostics: &diagnostics),
          !diagnostics.hasErrors,
          let module = Validator().validate([spec], diagnostics: &diagnostics),
          Generator().render(module, diagnostics: &diagnostics) != nil
        {
          outcomes.files += 1
        } else {
          XCTAssertTrue(diagnostics.hasErrors, "a failed run must say why")
          XCTAssertTrue(diagnostics.errors.allSatisfy { $0.location?.line ?? 0 >= 1 }, "\(diagnostics.errors)")
          outcomes.errors += 1
        }
      }
    }
    // Both outcomes must occur, or the corruption is too weak (or too strong) to test anything.
    XCTAssertGreaterThan(outcomes.files, 50)
    XCTAssertGreaterThan(outcomes.errors, 500)
  }
}
