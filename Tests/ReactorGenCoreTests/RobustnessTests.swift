import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Bad input gets diagnostics, never a crash: thousands of corrupted variants of the samples'
/// specs go through the whole pipeline. A crash would end the test process, so reaching the
/// assertions is the test; each variant must also end with either files or an error.
final class RobustnessTests: XCTestCase {
  /// Characters that matter to YAML and to the compact Swift forms.
  static let interesting = Array(":-[]{}()<>,?!@&*|>'\"#\n\t =`.\\%".utf8) + [0x00, 0xFF, 0xC3]

  /// The YAML mistakes people make, made at every line of every sample's spec: a tab that starts a
  /// line's indentation, and a `- ` before one entry among a mapping's entries. Each is one error,
  /// at that line, in the user's terms.
  func testEveryLinesTabAndStrayListItemIsSaidAtThatLine() throws {
    var checked = (tabs: 0, items: 0)
    for sample in GoldenTests.samples {
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml"), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // Lines inside a block scalar or a multi-line flow collection are text, not structure.
      func isStructure(_ index: Int) -> Bool {
        let line = lines[index]
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("  "), !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return false }
        return !lines[..<index].contains { $0.hasSuffix("|") || $0.hasSuffix(">") || $0.hasSuffix("[") || $0.hasSuffix("{") || $0.hasSuffix(",") }
      }
      for index in lines.indices where isStructure(index) {
        var tabbed = lines
        tabbed[index] = "\t" + lines[index].dropFirst()
        let errors = Self.errors(of: tabbed)
        XCTAssertEqual(
          errors, ["fuzz.yml:\(index + 1):1: error: a tab indents this line; YAML indents with spaces only: replace the tab with spaces"],
          "\(sample), line \(index + 1)")
        checked.tabs += 1
        // A `key: value` entry among others of its mapping, written as a list item.
        let indent = lines[index].prefix { $0 == " " }.count
        let entry = lines[index].dropFirst(indent)
        let siblings = lines.indices.filter { lines[$0].prefix { $0 == " " }.count == indent && !lines[$0].dropFirst(indent).hasPrefix("-") }
        guard !entry.hasPrefix("-"), entry.contains(": "), siblings.count >= 3,
          let parent = lines[..<index].lastIndex(where: { $0.prefix { $0 == " " }.count < indent && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          ),
          let end = lines[(index + 1)...].firstIndex(where: {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty && $0.prefix { $0 == " " }.count < indent
          }) ?? Optional(lines.count),
          // Entries, not comments, at the same indentation: a one-to-one mix is said at both lines.
          (parent + 1..<end).filter({ lines[$0].prefix { $0 == " " }.count == indent && !lines[$0].dropFirst(indent).hasPrefix("#") }).count >= 3
        else { continue }
        var listed = lines
        listed[index] = String(repeating: " ", count: indent) + "- " + entry
        let found = Self.errors(of: listed)
        XCTAssertEqual(found.count, 1, "\(sample), line \(index + 1): \(found)")
        XCTAssertTrue(found.first?.hasPrefix("fuzz.yml:\(index + 1):") == true, "\(sample), line \(index + 1): \(found)")
        checked.items += 1
      }
    }
    XCTAssertGreaterThan(checked.tabs, 200)
    XCTAssertGreaterThan(checked.items, 50)
  }

  private static func errors(of lines: [String]) -> [String] {
    var diagnostics = Diagnostics()
    _ = SpecLoader().load(bytes: Array(lines.joined(separator: "\n").utf8), file: "fuzz.yml", diagnostics: &diagnostics)
    return diagnostics.errors.map(\.description)
  }

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
