import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// Swift gives up proving a switch exhaustive after a fixed amount of work, so a reactor with
/// about 600 actions with values does not compile. reactorgen refuses such a reactor with a
/// located error (``ReactorResolver/switchCheckingBudget``); this test builds, in random orders of
/// cases with and without values, the largest reactors it accepts (actions, mutations and mapped
/// events at the budget), checks that one more case with values is refused with the message, and
/// compiles the accepted ones against the test double with warnings as errors.
final class SwitchSizeTests: XCTestCase {
  private struct Shape {
    /// `true` for a case with values, in the order the spec lists them.
    var cases: [Bool]
    var description: String { "\(cases.count) cases, \(cases.filter { $0 }.count) with values" }
  }

  /// Cases without values and with values in a random order, with as many cases with values as
  /// the budget admits; then `extra` more with values at the end.
  private func largestShape(plain: Int, random: inout SplitMix64) -> Shape {
    var cases = Array(repeating: false, count: plain)
    var work = 0
    // Insert cases with values at random places while the work stays within the budget.
    while true {
      let position = Int.random(in: 0...cases.count, using: &random)
      var candidate = cases
      candidate.insert(true, at: position)
      let candidateWork = candidate.enumerated().reduce(0) { $0 + ($1.element ? $1.offset : 0) }
      if candidateWork > ReactorResolver.switchCheckingBudget {
        // Fill up at the end, where a case with values costs the most, to reach the budget exactly.
        while work + cases.count <= ReactorResolver.switchCheckingBudget {
          work += cases.count
          cases.append(true)
        }
        return Shape(cases: cases)
      }
      cases = candidate
      work = candidateWork
    }
  }

  private enum Switch: CaseIterable {
    case actions, mutations, events

    var function: String {
      switch self {
      case .actions: "mutate(action:)"
      case .mutations: "reduce(state:mutation:)"
      case .events: "transform(mutation:)"
      }
    }

    var cases: String {
      switch self {
      case .actions: "actions"
      case .mutations: "mutations"
      case .events: "mapped events of 'SignalService'"
      }
    }
  }

  /// A spec whose `kind` switch has `shape`'s cases.
  private func spec(_ kind: Switch, _ shape: Shape) -> String {
    var lines = ["version: 1"]
    if kind == .events {
      lines += ["services:", "  SignalService:", "    events:"]
      lines += shape.cases.enumerated().map { index, hasValues in "      - \"e\(index)\(hasValues ? "(Int)" : "")\"" }
    }
    lines += ["reactors:", "  BigReactor:"]
    if kind == .events { lines += ["    services: [SignalService]"] }
    lines += ["    state:", "      count: Int = 0", "    mutations:"]
    if kind == .mutations {
      lines += shape.cases.enumerated().map { index, hasValues in hasValues ? "      - \"m\(index)(Int, String)\"" : "      - m\(index)" }
    }
    // Last, where a case without values adds no work to the cases before it.
    lines.append("      - bump: increment count")
    if kind == .actions {
      lines.append("    actions:")
      lines += shape.cases.enumerated().map { index, hasValues in hasValues ? "      - \"a\(index)(Int)\": bump" : "      - a\(index): bump" }
    }
    if kind == .events {
      // Every event is mapped: those with values to a mutation without any (the values unbound).
      let mapped = shape.cases.indices.map { "e\($0): bump" }.joined(separator: ", ")
      lines += ["    events:", "      - SignalService: { \(mapped) }"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func testTheLargestAcceptedSwitchesCompileAndOneMoreCaseIsRefused() throws {
    var random = SplitMix64(seed: UInt64(ProcessInfo.processInfo.environment["REACTORGEN_GENERATIVE_SEED"] ?? "") ?? 25)
    let root = try temporaryDirectory(self)
    let standIn = try BatchCompiler.buildStandIn()
    let started = Date()
    var compiled: [String] = []
    for (index, (kind, plain)) in zip(Switch.allCases, [0, 300, 1_000]).enumerated() {
      let shape = largestShape(plain: plain, random: &random)
      var bigger = shape
      bigger.cases.append(true)
      let location = kind == .events ? "spec.yml:\(bigger.cases.count + 13):9" : "spec.yml:3:3"
      let remedy = kind == .events ? "split the service's events between several services" : "split the reactor into smaller ones"
      let count = bigger.cases.count + (kind == .mutations ? 1 : 0)
      XCTAssertEqual(
        diagnostics(of: spec(kind, bigger)),
        [
          "\(location): error: \(kind.function) of reactor 'BigReactor' would switch over \(count) \(kind.cases), \(bigger.cases.filter { $0 }.count) of them with values: more than Swift can prove exhaustive (it gives up at about 600 cases with values, fewer when they follow many cases without); \(remedy)"
        ], "\(kind.function), \(bigger.description)")

      let folder = root.appendingPathComponent("Big\(index)")
      let path = folder.appendingPathComponent("Big.reactorgen.yml")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try spec(kind, shape).write(to: path, atomically: true, encoding: .utf8)
      var diagnostics = Diagnostics()
      let generated = Generator().generate(specPaths: [path.path], diagnostics: &diagnostics)
      let files = try XCTUnwrap(generated, "\(kind.function), \(shape.description): \(diagnostics.sorted.map(\.description))")
      let writer = FileWriter(
        sourcesDirectory: folder.appendingPathComponent("Sources").path, testsDirectory: folder.appendingPathComponent("Tests").path, specFiles: [])
      _ = try XCTUnwrap(writer.apply(files, mode: .write, diagnostics: &diagnostics))
      let sources: [String] = files.map { file in
        folder.appendingPathComponent(file.root == OutputFile.Root.sources ? "Sources" : "Tests").appendingPathComponent(file.path).path
      }
      let result = BatchCompiler.swiftc(
        sources + ["-module-name", "Big\(index)", "-swift-version", "6"] + BatchCompiler.standInFlags(standIn) + [
          "-o", folder.appendingPathComponent("Big.o").path,
        ])
      XCTAssertEqual(result.status, 0, "\(kind.function), \(shape.description):\n\(result.output.prefix(3_000))")
      XCTAssertFalse(result.output.contains("warning:"), result.output)
      compiled.append("\(kind.function): \(shape.description)")
    }
    print("switch sizes: compiled \(compiled.joined(separator: "; ")) in \(Int(Date().timeIntervalSince(started))) s")
  }
}
