import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// Compares the whole output of each sample, byte for byte, with its committed reference in
/// `Samples/<Name>/Golden`, and checks that the samples' committed generated files are current.
///
/// To re-record after an intended change: `Scripts/record-references.sh`, then read `git diff`.
final class GoldenTests: XCTestCase {
  static let samples = SampleFolders.all
  /// Samples with hand-written code next to committed generated files.
  static let appSamples = SampleFolders.withCode

  private func specPath(_ sample: String) -> String {
    repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml").path
  }

  /// Every file under `folder`, by relative path.
  private func files(under folder: URL) -> [String: String] {
    var result: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return result }
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
      result[relative] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
    return result
  }

  private func assertSameFiles(
    _ actual: [String: String], _ expected: [String: String], sample: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let hint = "re-record with Scripts/record-references.sh if the change is intended"
    XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), "\(sample): the set of generated files differs; \(hint)", file: file, line: line)
    for (path, contents) in actual.sorted(by: { $0.key < $1.key }) {
      guard let reference = expected[path], reference != contents else { continue }
      XCTFail("\(sample)/\(path) differs from its reference (\(hint)):\n\(TextDiff.unified(reference, contents))", file: file, line: line)
    }
  }

  func testSamplesMatchTheirReferenceOutput() throws {
    for sample in Self.samples {
      let output = try temporaryDirectory(self)
      var diagnostics = Diagnostics()
      let files = try XCTUnwrap(Generator().generate(specPaths: [specPath(sample)], diagnostics: &diagnostics), "\(diagnostics.all)")
      let writer = FileWriter(
        sourcesDirectory: output.appendingPathComponent("Sources").path, testsDirectory: output.appendingPathComponent("Tests").path, specFiles: [])
      _ = try XCTUnwrap(writer.apply(files, mode: .write, diagnostics: &diagnostics))
      XCTAssertEqual(diagnostics.all, [])
      let reference = repositoryRoot.appendingPathComponent("Samples/\(sample)/Golden")
      assertSameFiles(self.files(under: output), self.files(under: reference), sample: sample)
    }
  }

  func testSamplesCommittedGeneratedFilesAreCurrent() throws {
    for sample in Self.appSamples {
      var diagnostics = Diagnostics()
      let files = try XCTUnwrap(Generator().generate(specPaths: [specPath(sample)], diagnostics: &diagnostics))
      let root = repositoryRoot.appendingPathComponent("Samples/\(sample)")
      let writer = FileWriter(
        sourcesDirectory: root.appendingPathComponent("Sources").path, testsDirectory: root.appendingPathComponent("Tests").path,
        specFiles: ["\(sample).reactorgen.yml"])
      let report = try XCTUnwrap(writer.apply(files, mode: .check, diagnostics: &diagnostics))
      XCTAssertEqual(report.changed, [], "\(sample): committed generated files are stale; run Scripts/record-references.sh")
      XCTAssertFalse(diagnostics.all.contains { $0.severity != .note }, "\(diagnostics.all)")
    }
  }

  func testGenerationIsDeterministic() throws {
    var diagnostics = Diagnostics()
    let paths = Self.samples.map(specPath)
    let first = try XCTUnwrap(Generator().generate(specPaths: [paths[0]], diagnostics: &diagnostics))
    for _ in 0..<3 {
      XCTAssertEqual(Generator().generate(specPaths: [paths[0]], diagnostics: &diagnostics), first)
    }
  }

  /// Parsing, decoding, rendering and writing run on every core: what comes back is in the order
  /// of the input, whichever finished first.
  func testWorkOnEveryCoreComesBackInOrder() {
    let results = concurrentMap(2_000) { index in
      // Uneven work, so that later items often finish first.
      var value = UInt64(index)
      for _ in 0..<(index % 7) * 2_000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
      return (index, value)
    }
    XCTAssertEqual(results.map(\.0), Array(0..<2_000))
  }

  /// Specs parsed and decoded on every core report their mistakes in the order of the files, the
  /// same on every run.
  func testMistakesOfSpecsReadTogetherComeInTheFilesOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reactorgen-order-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for index in 0..<12 {
      let path = folder.appendingPathComponent("Spec\(index).reactorgen.yml").path
      // A key misspelt in some, a default that is not Swift in the others.
      let text =
        index % 3 == 0
        ? "version: 1\nreactors:\n  R\(index):\n    stat:\n      count: Int\n"
        : "version: 1\nreactors:\n  R\(index):\n    state:\n      count: Int = oops\(index)(\n"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    var first = Diagnostics()
    XCTAssertNil(Generator().generate(specPaths: paths, diagnostics: &first))
    let files = first.all.compactMap { $0.location?.file }
    XCTAssertEqual(Set(files).count, 12, "one mistake or more in each file: \(first.all)")
    XCTAssertEqual(files, files.sorted { paths.firstIndex(of: $0)! < paths.firstIndex(of: $1)! })
    for _ in 0..<5 {
      var again = Diagnostics()
      _ = Generator().generate(specPaths: paths, diagnostics: &again)
      XCTAssertEqual(again.all, first.all)
    }
  }
}

/// A small line diff for failure messages (longest common subsequence; inputs are small).
enum TextDiff {
  static func unified(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = ["--- reference", "+++ generated"]
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append("line \(i + 1): -\(a[i])")
        i += 1
      } else {
        lines.append("line \(j + 1): +\(b[j])")
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
