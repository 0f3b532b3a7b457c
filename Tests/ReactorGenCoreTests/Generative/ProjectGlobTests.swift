import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The project file's globs find what a glob means, on random trees and random patterns: the
/// oracle is a regular expression written from the documentation (`*` and `?` within one name,
/// `**` for any number of whole folders), not from the matcher, and the folders the walk skips
/// (hidden ones, SwiftPM's, CocoaPods', ...) are left out of both.
final class ProjectGlobTests: XCTestCase {
  private static let names = ["a", "b", "Sources", "Pods", ".hidden", "x.reactorgen.yml", "ab.reactorgen.yml", "y.yml"]
  private static let pieces = ["a", "b", "Sources", "*", "?", "a*", "*.reactorgen.yml", "**", "x.reactorgen.yml", "y.yml", "?b*"]

  /// The regular expression of `pattern`, matched against `/` + a relative path.
  private func oracle(_ pattern: [String]) -> NSRegularExpression {
    let parts = pattern.map { component -> String in
      if component == "**" { return "(?:/[^/]+)*" }
      let escaped = NSRegularExpression.escapedPattern(for: component)
      return "/" + escaped.replacingOccurrences(of: "\\*", with: "[^/]*").replacingOccurrences(of: "\\?", with: "[^/]")
    }
    return try! NSRegularExpression(pattern: "^" + parts.joined() + "$")
  }

  func testGlobsFindWhatTheyMeanOnRandomTrees() throws {
    var random = SplitMix64(seed: 31)
    for round in 0..<40 {
      let root = try temporaryDirectory(self)
      // A random tree: folders three deep at most, files at every depth.
      var files: [String] = []
      func fill(_ folder: [String], depth: Int) throws {
        for _ in 0..<random.int(1...4) {
          let name = random.pick(Self.names)
          let path = folder + [name]
          if name.contains(".yml") {
            guard !files.contains(path.joined(separator: "/")) else { continue }
            let url = root.appendingPathComponent(path.joined(separator: "/"))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x".write(to: url, atomically: true, encoding: .utf8)
            files.append(path.joined(separator: "/"))
          } else if depth < 3 {
            try fill(path, depth: depth + 1)
          }
        }
      }
      try fill([], depth: 0)
      let visible = files.filter { path in
        let parts = path.split(separator: "/").map(String.init)
        return !parts.contains { $0.hasPrefix(".") } && !parts.dropLast().contains { ProjectGlob.skippedFolders.contains($0) }
      }
      for _ in 0..<25 {
        let pattern = (0..<random.int(1...4)).map { _ in random.pick(Self.pieces) }
        let regex = oracle(pattern)
        let expected = visible.filter { path in
          let subject = "/" + path
          return regex.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        }.map { root.appendingPathComponent($0).standardizedFileURL.path }.sorted()
        let found = ProjectGlob(pattern.joined(separator: "/")).matches(in: root.path)
        XCTAssertEqual(found, expected, "round \(round): '\(pattern.joined(separator: "/"))' over \(files.sorted())")
      }
    }
  }
}
