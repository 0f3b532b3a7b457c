import Foundation
import XCTest

@testable import ReactorGenSwift
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Line directives add lines and change none: a file generated with them is, without its
/// `#sourceLocation` lines, the file generated without them (a signature's width once counted
/// the origins' invisible marks, so it wrapped only when directives were on), and its pairs
/// alternate, each one closed at its opening's indentation before the next opens. Checked on
/// seeded random specs, which put the spec's text in every place the generator takes it.
final class LineDirectivesPropertyTests: XCTestCase {
  func testDirectivesAddLinesAndChangeNone() throws {
    let folder = try temporaryDirectory(self)
    var plain = GenerationOptions()
    plain.targetFolder = try RandomSpec.appTarget(in: folder)
    var marked = plain
    marked.lineDirectives = true
    var pairs = 0
    for seed in UInt64(1)...300 {
      let path = folder.appendingPathComponent("Seed\(seed).reactorgen.yml").path
      try RandomSpec(seed: seed, provoke: false).text.write(toFile: path, atomically: true, encoding: .utf8)
      var diagnostics = Diagnostics()
      guard let without = Generator(options: plain).generate(specPaths: [path], diagnostics: &diagnostics) else { continue }
      let with = try XCTUnwrap(Generator(options: marked).generate(specPaths: [path], diagnostics: &diagnostics), "seed \(seed)")
      XCTAssertEqual(with.map(\.path), without.map(\.path), "seed \(seed)")
      for (file, plainFile) in zip(with, without) {
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        let isDirective = { (line: Substring) in line.drop { $0 == " " }.hasPrefix("#sourceLocation") }
        XCTAssertEqual(lines.filter { !isDirective($0) }.joined(separator: "\n"), plainFile.contents, "seed \(seed): \(file.path)")
        var opening: Substring?
        for line in lines where isDirective(line) {
          let indentation = line.prefix { $0 == " " }
          if line.hasSuffix("#sourceLocation()") {
            XCTAssertEqual(opening, indentation, "seed \(seed): \(file.path): a close without its opening\n\(file.contents)")
            opening = nil
          } else {
            XCTAssertNil(opening, "seed \(seed): \(file.path): an opening before the last one closed\n\(file.contents)")
            opening = indentation
            pairs += 1
          }
        }
        XCTAssertNil(opening, "seed \(seed): \(file.path): left open")
      }
    }
    // Not vacuous: the random specs' text stands in thousands of places.
    XCTAssertGreaterThan(pairs, 3_000)
  }
}
