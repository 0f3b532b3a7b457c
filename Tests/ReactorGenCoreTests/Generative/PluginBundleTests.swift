import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The build plugin's run (`reactorgen plugin-bundles`) after an edit joins reused parts read back from its
/// work folder with freshly rendered ones. Checked on seeded random specs beside a second, fixed
/// spec: after one reactor gains a `transform`, every bundle equals the bundle of a run from
/// nothing, and the bundle of the spec that did not change is not rewritten.
final class PluginBundleTests: XCTestCase {
  private let tool = repositoryRoot.appendingPathComponent(".build/debug/reactorgen").path

  private func run(_ specs: [URL], into folder: URL) -> (status: Int32, output: String) {
    BatchCompiler.run([tool, "plugin-bundles"] + specs.map(\.path) + ["--output", folder.path, "-q"])
  }

  private func bundles(in folder: URL) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try Dictionary(uniqueKeysWithValues: names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
  }

  /// The generated parts a run keeps in its work folder, each with its text.
  private func parts(in folder: URL) throws -> [(path: String, text: String)] {
    let root = folder.appendingPathComponent(".reactorgen-parts")
    let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertFalse(paths.isEmpty, "no parts in \(root.path)")
    return try paths.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
  }

  func testAnEditedRunsBundlesEqualAFreshRunsAndTheOtherSpecsBundleIsKept() throws {
    guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("build reactorgen first (swift build)") }
    let root = try temporaryDirectory(self)
    let spec = root.appendingPathComponent("Random.reactorgen.yml")
    let other = root.appendingPathComponent("Other.reactorgen.yml")
    var checked = 0
    for seed in UInt64(1)...30 {
      let random = RandomSpec(seed: seed, provoke: false)
      guard let (text, _) = ReuseTests.edited(random.text) else { continue }
      // The same module-wide settings as the random spec, as specs generated together write them.
      let settings = "access: \(random.access)\n" + (random.observableDefault.map { "observableState: \($0)\n" } ?? "")
      try
        ("version: 1\n" + settings
        + "reactors:\n  ZqOtherBundleViewReactor:\n    state:\n      zqCount: Int = 0\n    actions:\n      - zqReset: zqSetCount\n    mutations:\n      - zqSetCount: set zqCount = 0\n")
        .write(to: other, atomically: true, encoding: .utf8)
      let incremental = root.appendingPathComponent("incremental-\(seed)")
      let fresh = root.appendingPathComponent("fresh-\(seed)")
      try random.text.write(to: spec, atomically: true, encoding: .utf8)
      let first = run([spec, other], into: incremental)
      guard first.status == 0 else { continue }  // names that clash with the fixed spec
      let otherBundle = incremental.appendingPathComponent("Other.reactorgen.swift")
      let before = try FileManager.default.attributesOfItem(atPath: otherBundle.path)[.modificationDate] as? Date
      try text.write(to: spec, atomically: true, encoding: .utf8)
      let second = run([spec, other], into: incremental)
      XCTAssertEqual(second.status, 0, "seed \(seed): \(second.output)")
      let third = run([spec, other], into: fresh)
      XCTAssertEqual(third.status, 0, "seed \(seed): \(third.output)")
      XCTAssertEqual(try bundles(in: incremental), try bundles(in: fresh), "seed \(seed): an edited run's bundles differ from a fresh run's")
      // Nothing of a part is lost on the way into a bundle: each part's body is in one of them.
      let joined = try bundles(in: fresh).values.joined(separator: "\n")
      for part in try parts(in: fresh) {
        XCTAssertTrue(joined.contains(SwiftFileText.parts(of: part.text).body), "seed \(seed): the body of \(part.path) is missing from the bundles")
      }
      XCTAssertEqual(
        try FileManager.default.attributesOfItem(atPath: otherBundle.path)[.modificationDate] as? Date, before,
        "seed \(seed): the unchanged spec's bundle was rewritten")
      checked += 1
    }
    XCTAssertGreaterThan(checked, 15)
  }
}
