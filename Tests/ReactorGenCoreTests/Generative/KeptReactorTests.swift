import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// A run after an edit keeps the reactors that did not change without decoding them
/// (``GenerationOptions/reactorSummaries``) and the functions of untouched user files without
/// reading them (``FileWriter/knownFunctions``). Checked on seeded random specs against a run that
/// uses no record, from a copy of the same output tree: the trees after both runs are the same
/// byte for byte, and so are the diagnostics, for valid edits and for edits that break the module
/// through a name only a kept reactor declares.
final class KeptReactorTests: XCTestCase {
  private struct Outcome: Equatable {
    var succeeded: Bool
    var diagnostics: [String]
  }

  /// Runs into `folder` as every caller of the core does (``GenerationRun``), with the previous
  /// run's record when `usingRecord`, else rendering everything.
  @discardableResult
  private func run(_ text: String, in folder: URL, usingRecord: Bool, kept: inout [String]) throws -> Outcome {
    let spec = folder.appendingPathComponent("Spec.reactorgen.yml").path
    try text.write(toFile: spec, atomically: true, encoding: .utf8)
    var run = GenerationRun(
      specPaths: [spec],
      destination: .folders(sources: folder.appendingPathComponent("Sources").path, tests: folder.appendingPathComponent("Tests").path))
    run.readsRecord = usingRecord
    let outcome = run.run()
    kept = outcome.keptReactors
    let prefix = folder.path + "/"
    let succeeded = outcome.report != nil && !outcome.diagnostics.hasErrors
    return Outcome(succeeded: succeeded, diagnostics: outcome.diagnostics.sorted.map { $0.description.replacingOccurrences(of: prefix, with: "") })
  }

  /// Every file under `folder` but the record, by relative path.
  private func tree(_ folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files[relative] = try? String(contentsOfFile: folder.appendingPathComponent(relative).path, encoding: .utf8)
    }
    return files
  }

  /// Runs `text` into `folder` with the record, and into a copy of `folder` without it; checks both
  /// end the same. Returns the reactors the run with the record kept.
  private func runBothWays(_ text: String, in folder: URL, seed: UInt64, _ what: String) throws -> (Outcome, kept: [String]) {
    let copy = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-copy")
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: folder, to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    var kept: [String] = []
    var ignored: [String] = []
    let keeping = try run(text, in: folder, usingRecord: true, kept: &kept)
    let full = try run(text, in: copy, usingRecord: false, kept: &ignored)
    XCTAssertEqual(keeping, full, "seed \(seed), \(what): the diagnostics differ from a run without the record")
    let (mine, theirs) = (tree(folder), tree(copy))
    XCTAssertEqual(mine.keys.sorted(), theirs.keys.sorted(), "seed \(seed), \(what)")
    for (path, text) in mine where theirs[path] != text {
      XCTFail("seed \(seed), \(what): \(path) differs from a run without the record")
    }
    return (keeping, kept)
  }

  /// The names of the spec's reactors, in order.
  private func reactorNames(_ text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "reactors:") else { return [] }
    return lines[(start + 1)...].filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }.map { String($0.dropFirst(2).dropLast()) }
  }

  /// Reactors whose Action is one enum of the app's share its helpers, declared by the first that
  /// needs each: when the first stops needing one, the second, unchanged, declares it in the next
  /// run, as a run without the record does (kept, it would declare none, and the module would
  /// not compile).
  func testReactorsSharingAnEnumOfTheAppsAreDecodedTogether() throws {
    let folder = try temporaryDirectory(self)
    func spec(paceOfA: String) -> String {
      """
      version: 1
      reactors:
        A:
          actionType: FeedAction
          actions:
            - \(paceOfA)
        B:
          actionType: FeedAction
          actions:
            - refresh: { debounce: 200ms }
        C:
          state: { n: Int = 0 }
          actions: [tick: reset]
          mutations: [reset: set n = 1]

      """
    }
    var kept: [String] = []
    try run(spec(paceOfA: "refresh: { throttle: 300ms }"), in: folder, usingRecord: false, kept: &kept)
    let (outcome, keptNow) = try runBothWays(spec(paceOfA: "refresh"), in: folder, seed: 0, "A no longer paced")
    XCTAssertTrue(outcome.succeeded, "\(outcome.diagnostics)")
    XCTAssertEqual(keptNow, ["C"])
    let b = try String(contentsOf: folder.appendingPathComponent("Sources/Generated/B.swift"), encoding: .utf8)
    XCTAssertTrue(b.contains("static func isRefreshAction"), b)
  }

  /// `text` with `transform: [state]` added to `reactor` (which then needs a new hook), unless it
  /// has a transform already.
  private func addingTransform(to reactor: String, in text: String) -> String? {
    var lines = text.components(separatedBy: "\n")
    guard let index = lines.firstIndex(of: "  \(reactor):") else { return nil }
    var end = index + 1
    while end < lines.count, lines[end].hasPrefix("    ") { end += 1 }
    guard !lines[(index + 1)..<end].contains(where: { $0.hasPrefix("    transform:") }) else { return nil }
    lines.insert("    transform: [state]", at: index + 1)
    return lines.joined(separator: "\n")
  }

  /// `text` with one more reactor named `name` at the end.
  private func addingReactor(_ name: String, to text: String) -> String {
    text + (text.hasSuffix("\n") ? "" : "\n")
      + "  \(name):\n    state: { n: Int = 0 }\n    actions: [tick: reset]\n    mutations: [reset: set n = 1]\n"
  }

  /// Reactors A (with `actionOfA`) and B.
  private func twoReactors(actionOfA: String) -> String {
    """
    version: 1
    reactors:
      A:
        state: { n: Int = 0 }
        actions: [\(actionOfA)]
        mutations: [reset: set n = 1]
      B:
        state: { n: Int = 0 }
        actions: [tick: reset]
        mutations: [reset: set n = 1]

    """
  }

  /// `text` of ``twoReactors(actionOfA:)`` with B's state starting at 2.
  private func editingB(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let edited = text.replacingOccurrences(of: "  B:\n    state: { n: Int = 0 }", with: "  B:\n    state: { n: Int = 2 }")
    XCTAssertNotEqual(edited, text, file: file, line: line)
    return edited
  }

  func testARunKeepingUnchangedReactorsEqualsARunWithoutTheRecord() throws {
    let root = try temporaryDirectory(self)
    var checked = 0
    var keptInAll = 0
    var broken = 0
    for seed in UInt64(1)...80 {
      let folder = root.appendingPathComponent("seed\(seed)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let spec = RandomSpec(seed: seed, provoke: false)
      let names = reactorNames(spec.text)
      guard names.count >= 2 else { continue }
      var ignored: [String] = []
      guard try run(spec.text, in: folder, usingRecord: false, kept: &ignored).succeeded else { continue }

      // Valid edits, one after another: the first reactor gains a hook, then the second, so that
      // the third run reads the first one's logic file from the record (with a hook missing).
      var text = spec.text
      for (step, reactor) in names.prefix(2).enumerated() {
        guard let edited = addingTransform(to: reactor, in: text) else { continue }
        text = edited
        let (outcome, kept) = try runBothWays(text, in: folder, seed: seed, "edit \(step + 1) of \(reactor)")
        XCTAssertTrue(outcome.succeeded, "seed \(seed): \(outcome.diagnostics)")
        // Reactors naming an enum of the app's as their Action go together: one edited decodes all.
        let sharing = RandomSpec.reactorsNamingActionTypes(in: text)
        let decoded = sharing.contains(reactor) ? sharing.union([reactor]) : [reactor]
        XCTAssertEqual(Set(kept), Set(names).subtracting(decoded), "seed \(seed), edit \(step + 1): not every unchanged reactor was kept")
        keptInAll += kept.count
      }

      // Edits that clash with a name only an unchanged reactor declares: the record's run must
      // fail exactly as a full run does.
      let other = names[names.count - 1]
      for clash in [other, Naming.testClass(other), Naming.logicProtocol(other)] {
        let (outcome, _) = try runBothWays(addingReactor(clash, to: text), in: folder, seed: seed, "a new reactor '\(clash)'")
        if !outcome.succeeded { broken += 1 }
      }
      checked += 1
    }
    print("KeptReactorTests: \(checked) specs, \(keptInAll) reactors kept, \(broken) clashing edits rejected")
    XCTAssertGreaterThan(checked, 30)
    XCTAssertGreaterThan(keptInAll, 30)
    XCTAssertGreaterThan(broken, 2 * checked, "the clashing edits should mostly fail (the logic protocol clashes only when the reactor has hooks)")
  }

  func testAReactorWhoseFileTheUserDeletedIsDecodedAndItsFileCreatedAgain() throws {
    let folder = try temporaryDirectory(self)
    let text = twoReactors(actionOfA: "tick: { hook: true }")
    var kept: [String] = []
    try run(text, in: folder, usingRecord: false, kept: &kept)
    let logic = folder.appendingPathComponent("Sources/A+Logic.swift")
    let written = try String(contentsOf: logic, encoding: .utf8)
    try FileManager.default.removeItem(at: logic)
    let edited = editingB(text)
    let outcome = try run(edited, in: folder, usingRecord: true, kept: &kept)
    XCTAssertTrue(outcome.succeeded, "\(outcome.diagnostics)")
    XCTAssertEqual(kept, [], "A's logic file is missing, so A must be decoded to create it again")
    XCTAssertEqual(try String(contentsOf: logic, encoding: .utf8), written)
  }

  func testAKeptAsyncReactorKeepsTheAsyncBridgeAndAKeptReactorsNamesStillClash() throws {
    let folder = try temporaryDirectory(self).appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = twoReactors(actionOfA: "load: { async: true, emit: reset }")
    var kept: [String] = []
    try run(text, in: folder, usingRecord: false, kept: &kept)
    let bridge = folder.appendingPathComponent("Sources/Generated/AsyncBridge.swift").path
    XCTAssertTrue(FileManager.default.fileExists(atPath: bridge))
    let edited = editingB(text)
    let (outcome, keptNow) = try runBothWays(edited, in: folder, seed: 0, "an edit beside an async reactor")
    XCTAssertTrue(outcome.succeeded, "\(outcome.diagnostics)")
    XCTAssertEqual(keptNow, ["A"])
    XCTAssertTrue(FileManager.default.fileExists(atPath: bridge), "A is async and kept: the module still needs AsyncBridge")

    // B renamed to A's test case: only A, which is kept, declares that name.
    let clashing = edited.replacingOccurrences(of: "  B:", with: "  ATests:")
    let (failed, _) = try runBothWays(clashing, in: folder, seed: 0, "a reactor named like A's test case")
    XCTAssertFalse(failed.succeeded)
    XCTAssertTrue(failed.diagnostics.contains { $0.contains("clashes with the test case 'ATests' of reactor 'A'") }, "\(failed.diagnostics)")
  }

  func testAKeptObservableReactorStillReservesReactorKitObservationsNames() throws {
    let folder = try temporaryDirectory(self).appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = twoReactors(actionOfA: "tick: reset").replacingOccurrences(of: "  A:\n", with: "  A:\n    observableState: true\n")
    var kept: [String] = []
    try run(text, in: folder, usingRecord: false, kept: &kept)
    let edited = editingB(text)
    let (outcome, keptNow) = try runBothWays(edited, in: folder, seed: 0, "an edit beside an observable reactor")
    XCTAssertTrue(outcome.succeeded, "\(outcome.diagnostics)")
    XCTAssertEqual(keptNow, ["A"])

    // B renamed to a name A's code uses from ReactorKitObservation: only A, which is kept, uses it.
    let clashing = edited.replacingOccurrences(of: "  B:", with: "  BindingAction:")
    let (failed, _) = try runBothWays(clashing, in: folder, seed: 0, "a reactor named like ReactorKitObservation's BindingAction")
    XCTAssertFalse(failed.succeeded)
    // Refused as a name the generated tests see from ReactorKitObservation, which A's use.
    XCTAssertTrue(failed.diagnostics.contains { $0.contains("ReactorKitObservation's type 'BindingAction'") }, "\(failed.diagnostics)")
  }
}
