import Foundation
import XCTest

@testable import ReactorGenYAML
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// A run after an edit renders only the files of the elements that changed and reuses the rest
/// (``GenerationOptions/reusable``). Checked on seeded random specs: after one reactor gains a
/// `transform`, every generated file of the reusing run equals a full run's, the edited
/// reactor's file is rendered again, and the other elements' files are reused.
final class ReuseTests: XCTestCase {
  private func render(_ text: String, reusing previous: [OutputFile] = [], in folder: URL) throws -> [OutputFile]? {
    let path = folder.appendingPathComponent("Spec.reactorgen.yml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var options = GenerationOptions()
    options.fingerprintBase = "base"
    for file in previous { if let fingerprint = file.fingerprint { options.reusable[file.rootedPath] = fingerprint } }
    var diagnostics = Diagnostics()
    return Generator(options: options).generate(specPaths: [path], diagnostics: &diagnostics)
  }

  /// The spec with `transform: [state]` added to the first reactor that has no transform.
  static func edited(_ text: String) -> (text: String, reactor: String)? {
    var lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "reactors:") else { return nil }
    var index = start + 1
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else {
        index += 1
        continue
      }
      let name = String(line.dropFirst(2).dropLast())
      var end = index + 1
      while end < lines.count, lines[end].hasPrefix("    ") { end += 1 }
      if !lines[(index + 1)..<end].contains(where: { $0.hasPrefix("    transform:") }) {
        lines.insert("    transform: [state]", at: index + 1)
        return (lines.joined(separator: "\n"), name)
      }
      index = end
    }
    return nil
  }

  func testAReusingRunEqualsAFullRunAndRendersOnlyWhatChanged() throws {
    let folder = try temporaryDirectory(self)
    var checked = 0
    var reusedInAll = 0
    for seed in UInt64(1)...150 {
      let spec = RandomSpec(seed: seed, provoke: false)
      guard let first = try render(spec.text, in: folder), let (text, reactor) = Self.edited(spec.text) else { continue }
      let full = try XCTUnwrap(try render(text, in: folder), "seed \(seed): the edited spec is invalid")
      let reusing = try XCTUnwrap(try render(text, reusing: first, in: folder))
      let before = Dictionary(first.map { ($0.rootedPath, $0.contents) }, uniquingKeysWith: { a, _ in a })
      let expected = Dictionary(full.map { ($0.rootedPath, $0) }, uniquingKeysWith: { a, _ in a })
      XCTAssertEqual(reusing.map(\.rootedPath), full.map(\.rootedPath), "seed \(seed)")
      for file in reusing where file.ownership == .generated {
        // A reused file's content is what the earlier run wrote.
        let contents = file.isReused ? before[file.rootedPath] : file.contents
        XCTAssertEqual(contents, expected[file.rootedPath]?.contents, "seed \(seed): \(file.rootedPath) differs from a full run's")
      }
      let reactorFile = "sources/Generated/\(reactor).swift"
      XCTAssertEqual(reusing.first { $0.rootedPath == reactorFile }?.isReused, false, "seed \(seed): the edited reactor was not rendered again")
      // Reactors naming an enum of the app's as their Action go together: one edited renders all.
      let sharing = RandomSpec.reactorsNamingActionTypes(in: text)
      let rendered: Set<String> = sharing.contains(reactor) ? sharing : []
      let others = reusing.filter { file in
        file.fingerprint != nil && file.rootedPath != reactorFile
          && !rendered.contains { file.rootedPath.split(separator: "/").last?.hasPrefix($0) == true }
      }
      XCTAssertTrue(
        others.allSatisfy(\.isReused), "seed \(seed): unchanged elements were rendered again: \(others.filter { !$0.isReused }.map(\.rootedPath))")
      reusedInAll += others.count
      checked += 1
    }
    XCTAssertGreaterThan(checked, 50)
    XCTAssertGreaterThan(reusedInAll, 50)
  }

  func testAChangedServiceOrSettingRendersEverythingAgain() throws {
    let folder = try temporaryDirectory(self)
    let text = """
      version: 1
      services:
        TimeService:
          methods: ["func now() -> Int"]
      reactors:
        A:
          services: [TimeService]
          state: { n: Int = 0 }
          actions: [tick: reset]
          mutations: [reset: set n = 1]
        B:
          state: { n: Int = 0 }
          actions: [tick: reset]
          mutations: [reset: set n = 1]
      """
    let first = try XCTUnwrap(try render(text, in: folder))
    for edit in [text.replacingOccurrences(of: "func now() -> Int", with: "func now() -> Double"), "imports: [Foundation]\n" + text] {
      let files = try XCTUnwrap(try render(edit, reusing: first, in: folder))
      XCTAssertFalse(files.contains(where: \.isReused), edit)
    }
    // Unchanged: everything is reused.
    let again = try XCTUnwrap(try render(text, reusing: first, in: folder))
    XCTAssertEqual(again.filter(\.isReused).count, first.filter { $0.fingerprint != nil }.count)
  }

  /// Every top-level key the decoder reads but `reactors` is module-wide: changing its value
  /// changes the fingerprint of another element's file, so the file is not reused stale. The keys
  /// come from the key table (``TopLevelKey``), so a key added there is checked here too.
  func testEveryModuleWideKeyIsInEveryFingerprint() throws {
    var options = GenerationOptions()
    options.fingerprintBase = "base"
    let generator = Generator(options: options)
    func fingerprint(_ text: String) throws -> String? {
      var diagnostics = Diagnostics()
      let root = try XCTUnwrap(YAMLParser().parse(Array(text.utf8), file: "S.yml", diagnostics: &diagnostics))
      let plan = IncrementalPlan([ParsedSpec(file: "S.yml", root: root)], options: generator.options, userFilesExist: { _ in true })
      let reactor = try XCTUnwrap(root.mapping?.first { $0.key.scalar == "reactors" }?.value.mapping?.first?.key)
      return plan.fingerprint(ofFileAt: "Generated/R.swift", madeBy: .reactor, from: reactor.location)
    }
    let reactors = "reactors:\n  R: { state: { n: Int = 0 } }\n"
    let base = try fingerprint(reactors)
    XCTAssertNotNil(base)
    for key in TopLevelKey.names where key != TopLevelKey.reactors.rawValue {
      let first = try fingerprint("\(key): a\n" + reactors)
      let second = try fingerprint("\(key): b\n" + reactors)
      XCTAssertNotEqual(first, second, "'\(key)' is not in the fingerprint of a reactor's file")
      XCTAssertNotEqual(first, base, "'\(key)' is not in the fingerprint of a reactor's file")
    }
    // The reactor's own YAML is in it; a sibling reactor's is not.
    XCTAssertNotEqual(try fingerprint("reactors:\n  R: { state: { n: Int = 1 } }\n"), base)
    XCTAssertEqual(try fingerprint(reactors + "  S: ~\n"), base)
  }
}
