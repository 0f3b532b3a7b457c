import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The run record's text format reads back exactly what it wrote, whatever the paths and names
/// hold (tabs, line breaks, `\r\n`, spaces, backslashes, escapes written literally, non-ASCII),
/// and anything else does not read at all.
final class RunRecordTextTests: XCTestCase {
  private static let pieces = [
    "a", "Z", "/", "-", " ", "\t", "\n", "\r", "\r\n", "\\", "\\t", "\\s", "é", "e\u{301}", "🙂", "func", "(x:)", "", "o", "g",
  ]

  private func text(_ random: inout SplitMix64, maxPieces: Int = 6) -> String {
    (0..<random.int(0...maxPieces)).map { _ in random.pick(Self.pieces) }.joined()
  }

  private func record(_ random: inout SplitMix64) -> RunRecord {
    let files = (0..<random.int(0...8)).map { _ -> RunRecord.Entry in
      var entry = RunRecord.Entry(
        path: "/out/" + text(&random), size: Int64(random.int(0...1_000_000)), modified: Int64(bitPattern: random.next()), owned: random.chance(0.5))
      if random.chance(0.6) { entry.fingerprint = "f" + text(&random) }
      if random.chance(0.5) {
        // Names and selectors are never empty, so a list of them reads back as written.
        let hooks = (0..<random.int(0...3)).map { _ in "h" + text(&random, maxPieces: 3) }
        entry.reactor = ReactorSummary(name: "R" + text(&random), hooks: hooks, isAsync: random.chance(0.5), isObservable: random.chance(0.5))
      }
      if random.chance(0.5) { entry.functions = (0..<random.int(0...3)).map { _ in "f" + text(&random, maxPieces: 3) } }
      return entry
    }
    // Warnings, located or not, with any text in their paths and messages.
    let rules = DiagnosticRule.allCases
    let warnings = (0..<random.int(0...3)).map { _ -> Diagnostic in
      let location = random.chance(0.8) ? SourceLocation(file: "/f" + text(&random), line: random.int(1...9_999), column: random.int(1...200)) : nil
      return .warning(random.pick(rules), text(&random), at: location)
    }
    let specs = (0..<random.int(0...3)).map { _ in "/s" + text(&random) }
    // Type names asked of the target, and whether it declared each.
    let targetTypes = Dictionary((0..<random.int(0...3)).map { _ in ("T" + text(&random, maxPieces: 3), random.chance(0.5)) }) { first, _ in first }
    return RunRecord(inputs: text(&random), files: files, warnings: warnings, specs: specs, targetTypes: targetTypes)
  }

  func testARecordReadsBackAsWritten() {
    var random = SplitMix64(seed: 11)
    for round in 0..<2_000 {
      let original = record(&random)
      XCTAssertEqual(RunRecord(text: original.text), original, "round \(round): \(original.text.debugDescription)")
    }
  }

  func testAnythingElseDoesNotRead() {
    var random = SplitMix64(seed: 12)
    let sample = record(&random).text
    for broken in [
      "", "garbage", "{\"inputs\":\"x\",\"files\":[]}", sample.replacingOccurrences(of: "reactorgen-record 4", with: "reactorgen-record 3"),
      String(sample.dropLast()), sample + "g\t1\n", "reactorgen-record 4\ninputs\tx\ng\tone\t2\t/p\t\t\t\t\t-\n",
      "reactorgen-record 4\ninputs\tx\nw\tRG999\t/p\t1\t1\tm\n", "reactorgen-record 4\ninputs\tx\ns\t/a\t/b\n",
      "reactorgen-record 4\ninputs\tx\nw\tRG008\t/p\tone\t1\tm\n", "reactorgen-record 4\ninputs\tx\nt\tEvent\tyes\n",
      "reactorgen-record 4\ninputs\tx\nt\tEvent\n",
    ] {
      XCTAssertNil(RunRecord(text: broken), broken.debugDescription)
    }
    XCTAssertNotNil(RunRecord(text: "reactorgen-record 4\ninputs\tx\ng\t1\t2\t/p\t\t\t\t\t-\n"))
    XCTAssertNotNil(RunRecord(text: "reactorgen-record 4\ninputs\tx\nw\tRG008\t/p\t1\t1\tm\ng\t1\t2\t/p\t\t\t\t\t-\n"))
    XCTAssertEqual(RunRecord(text: "reactorgen-record 4\ninputs\tx\ns\t/a\\sb.yml\ng\t1\t2\t/p\t\t\t\t\t-\n")?.specs, ["/a b.yml"])
  }

  /// The record resolves its paths without Foundation's URL (too slow for thousands of files), so
  /// it must resolve them as Foundation does: random absolute and relative paths with `.`, `..`,
  /// spaces and non-ASCII names, and a record's relative paths back from its folder. (Not `//..`:
  /// Foundation lets `..` remove the empty name between two slashes, POSIX and the record do not.)
  func testPathsResolveAsFoundationResolvesThem() {
    var random = SplitMix64(seed: 11)
    let parts = ["a", "Sources", "..", ".", "x y", "é", "Generated", ".a", "...", "a.", "\u{301}x"]
    func path() -> String {
      (random.chance(0.7) ? "/" : "") + (0..<random.int(1...7)).map { _ in random.pick(parts) }.joined(separator: "/")
    }
    for _ in 0..<1_000 {
      let file = path()
      XCTAssertEqual(RunRecord.joined(RunRecord.components(of: file)), URL(fileURLWithPath: file).standardizedFileURL.path, file)
      let folder = "/" + (0..<random.int(0...4)).map { _ in random.pick(["a", "b", "Sources", "Generated"]) }.joined(separator: "/")
      let relative = RunRecord.relativePath(of: file, from: folder)
      XCTAssertEqual(
        RunRecord.joined(RunRecord.components(of: relative, from: RunRecord.components(of: folder))),
        URL(fileURLWithPath: file).standardizedFileURL.path, "\(file) from \(folder) as \(relative)")
    }
  }

  /// A record saves thousands of paths from its folder through ``RunRecord/RelativePaths``, which
  /// works each folder out once: it gives what ``RunRecord/relativePath(of:from:)`` gives for
  /// every path, asked in any order (files beside each other, in the record's folder, above it,
  /// named like a folder the record is in, `.`, `..`, canonically equal names).
  func testRelativePathsFromAFolderAreThoseWorkedOutOneByOne() {
    var random = SplitMix64(seed: 13)
    let parts = ["a", "b", "Sources", "..", ".", "", "é", "e\u{301}", "Generated", ".reactorgen", "...", "x y"]
    for _ in 0..<300 {
      let current = RunRecord.components(
        of: "/" + (0..<random.int(0...2)).map { _ in random.pick(["a", "b", "w"]) }.joined(separator: "/"), from: [])
      let base = RunRecord.components(
        of: "/" + (0..<random.int(0...4)).map { _ in random.pick(["a", "b", "Sources", "Generated", ".reactorgen", "é"]) }.joined(separator: "/"),
        from: [])
      var paths = RunRecord.RelativePaths(from: base, current: current)
      for _ in 0..<random.int(1...12) {
        let path = (random.chance(0.6) ? "/" : "") + (0..<random.int(1...6)).map { _ in random.pick(parts) }.joined(separator: "/")
        XCTAssertEqual(
          paths.path(of: path), RunRecord.relativePath(of: RunRecord.components(of: path, from: current), from: base),
          "\(path) from \(RunRecord.joined(base)) in \(RunRecord.joined(current))")
      }
    }
  }
}
