import Foundation
import SwiftParser
import SwiftParserDiagnostics
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The invariant behind "accepted means it compiles", checked on specs nobody wrote by hand:
/// seeded random specs (``RandomSpec``) go through reactorgen; every spec it accepts is generated
/// (sources, user-owned stubs as created, mocks and test skeletons) and compiled against the
/// ReactorKit/RxSwift test double in Swift 6 mode with warnings as errors (and a share
/// of them in Swift 5 mode); every spec it rejects must be rejected with errors located in the spec.
/// Specs with a known mistake must be rejected.
///
/// Accepted specs are compiled in batches, several specs to one module, so a few hundred specs
/// compile in a few minutes. A failure names the seeds to replay:
///
///     REACTORGEN_GENERATIVE_SEED=<seed> REACTORGEN_GENERATIVE_COUNT=1 swift test --filter GenerativeCompileTests
///
/// `REACTORGEN_GENERATIVE_COUNT` runs more specs (the default keeps CI to a few minutes);
/// `REACTORGEN_GENERATIVE_MODULES` compiles them against another build of the libraries (a SwiftPM
/// build's `debug/Modules` folder), such as one with the real ReactorKitObservation.
final class GenerativeCompileTests: XCTestCase {
  private let environment = ProcessInfo.processInfo.environment

  func testAcceptedSpecsCompileAndRejectedSpecsHaveLocatedErrors() throws {
    let count = Int(environment["REACTORGEN_GENERATIVE_COUNT"] ?? "") ?? 400
    let firstSeed = UInt64(environment["REACTORGEN_GENERATIVE_SEED"] ?? "") ?? 1
    let batchSize = Int(environment["REACTORGEN_GENERATIVE_BATCH"] ?? "") ?? 12
    let root = try temporaryDirectory(self)
    let started = Date()
    // The app's own files, which declare the prelude's types, as a target's would.
    var generator = Generator()
    generator.options.targetFolder = try RandomSpec.appTarget(in: root)

    var accepted: [(spec: RandomSpec, path: String)] = []
    var rejected = 0
    var harvested = (refused: 0, accepted: 0)
    var formed = (refused: 0, accepted: 0)
    var parsedFiles = 0
    for seed in firstSeed..<(firstSeed + UInt64(count)) {
      // One spec in five carries a known mistake; another one in five names its things like
      // what the output and the test double name theirs.
      // And one in five draws types with the forms Swift allows in some positions only.
      let spec = RandomSpec(seed: seed, provoke: seed % 5 == 0, harvest: seed % 5 == 3, typeForms: seed % 5 == 1)
      let path = root.appendingPathComponent("Spec\(seed).reactorgen.yml").path
      try spec.text.write(toFile: path, atomically: true, encoding: .utf8)
      var diagnostics = Diagnostics()
      let files = generator.generate(specPaths: [path], diagnostics: &diagnostics)
      let report =
        "seed \(seed)\(spec.provocation.map { " (\($0))" } ?? ""):\n\(diagnostics.sorted.map(\.description).joined(separator: "\n"))\n--- spec ---\n\(spec.text)"
      for error in diagnostics.errors {
        XCTAssertEqual(error.location?.file, path, "an error not located in the spec: \(report)")
        XCTAssertGreaterThan(error.location?.line ?? 0, 0, report)
      }
      if let provocation = spec.provocation {
        XCTAssertNil(files, "reactorgen accepted a spec with a known mistake (\(provocation)): \(report)")
        // One mistake, one error.
        XCTAssertEqual(diagnostics.errors.count, 1, "a known mistake (\(provocation)) gave \(diagnostics.errors.count) errors: \(report)")
        rejected += 1
        continue
      }
      if spec.isHarvested && files == nil {
        // Refusing is right when a name clashes; the errors were checked to be located above.
        XCTAssertFalse(diagnostics.errors.isEmpty, report)
        harvested.refused += 1
        continue
      }
      if spec.drawsTypeForms && files == nil {
        // Refusing is right when a form stands where Swift does not allow it; then every error
        // is the table's (no other check trips over a form it did not expect).
        for error in diagnostics.errors {
          XCTAssertTrue(Self.typeFormReasons.contains { error.message.contains($0) }, "an error that is not a type form's: \(report)")
        }
        formed.refused += 1
        continue
      }
      if spec.drawsTypeForms { formed.accepted += 1 }
      guard let files else {
        XCTFail("reactorgen rejected a valid spec: \(report)")
        continue
      }
      if spec.isHarvested { harvested.accepted += 1 }
      // Every file parses cleanly with the compiler's own parser before anything compiles it.
      for file in files {
        let tree = Parser.parse(source: file.contents)
        let problems = ParseDiagnosticsGenerator.diagnostics(for: tree)
        XCTAssertTrue(problems.isEmpty, "seed \(seed): \(file.path) does not parse: \(problems.map(\.message).prefix(3))\n\(report)")
        parsedFiles += 1
      }
      // The same spec gives the same files.
      var again = Diagnostics()
      XCTAssertEqual(
        generator.generate(specPaths: [path], diagnostics: &again)?.map(\.contents), files.map(\.contents), "not deterministic: seed \(seed)")
      accepted.append((spec, path))
    }

    let compiler = BatchCompiler(root: root, standIn: try BatchCompiler.buildStandIn())
    var grouped: [[(spec: RandomSpec, path: String)]] = []
    // Specs generated together write the same module-wide settings.
    for access in ["internal", "public"] {
      for observableDefault in [nil, true, false] as [Bool?] {
        let group = accepted.filter { $0.spec.access == access && $0.spec.observableDefault == observableDefault }
        grouped += stride(from: 0, to: group.count, by: batchSize).map { Array(group[$0..<min($0 + batchSize, group.count)]) }
      }
    }
    let batches = grouped
    let failures = LockedList()
    DispatchQueue.concurrentPerform(iterations: batches.count) { index in
      // Every fourth batch is also compiled in Swift 5 mode.
      let modes = index % 4 == 0 ? ["6", "5"] : ["6"]
      for failure in compiler.compile(batches[index], name: "Batch\(index)", modes: modes) {
        failures.append(failure)
      }
    }
    for failure in failures.items {
      XCTFail(failure)
    }
    if formed.refused + formed.accepted >= 20 {
      XCTAssertGreaterThan(formed.accepted, 0, "no spec with type forms was accepted: the accepted forms are not compiled")
      XCTAssertGreaterThan(formed.refused, 0, "no spec with type forms was refused: the grammar draws no misplaced form")
      // The app's typealias of a function type, which the target's files show, compiles where accepted.
      XCTAssertTrue(accepted.contains { $0.spec.text.contains("@escaping GrammarHandler") }, "no spec escaping the app's closure type was accepted")
    }
    if harvested.refused + harvested.accepted >= 20 {
      XCTAssertGreaterThan(harvested.accepted, 0, "no spec with harvested names was accepted: the mode checks nothing")
    }
    let seconds = Int(Date().timeIntervalSince(started))
    let observable = accepted.map(\.spec.observableReactors).reduce(0, +)
    XCTAssertTrue(count < 100 || observable > 0, "no accepted spec has a reactor with observableState: the option is not exercised")
    print(
      "generative: \(count) specs from seed \(firstSeed): \(accepted.count) accepted (\(observable) reactors with observableState), their \(parsedFiles) files parsed by SwiftParser and compiled in \(batches.count) modules, \(rejected) with known mistakes rejected, of \(harvested.refused + harvested.accepted) with harvested names (from \(HarvestedNames.members.count + HarvestedNames.types.count)) \(harvested.accepted) accepted and \(harvested.refused) refused, of \(formed.refused + formed.accepted) with type forms \(formed.accepted) accepted and \(formed.refused) refused, \(seconds) s"
    )
  }

  /// What the table of type positions says (``TypeRef/problem(at:)``).
  static let typeFormReasons = [
    "cannot stand here", "applies to function types only", "applies to a function type written out", "'@autoclosure' needs",
    "is not an attribute Swift accepts",
    "a function that is not '@Sendable'",
  ]

}
