import Foundation
import XCTest

@testable import ReactorGenYAML
@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The resolved model states meaning; Swift that reactorgen writes is built in contexts and
/// templates only. So every string in the model of every sample is a name, a selector, a path or
/// prose for messages, or Swift the spec itself wrote (found verbatim in the spec as decoded).
/// A resolver that built a call, a closure type or a fallback expression would put text here
/// that is neither, and fail.
final class ModelMeaningTests: XCTestCase {
  /// A duplicate name is reported at each repetition, with the first's place, for lists short
  /// (compared pairwise) and long (hashed) alike: random lists of 0 to 40 names drawn from a few,
  /// backquoted or not, against a dictionary that remembers each name's first place.
  func testEveryDuplicateIsReportedWithItsFirstPlaceInListsOfEveryLength() {
    var random = SplitMix64(seed: 44)
    let pool = ["a", "b", "`b`", "c", "default", "`default`", "name", "Name", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...40, using: &random)
      let names = (0..<count).map { index in (pool.randomElement(using: &random)!, SourceLocation(file: "s.yml", line: index + 1, column: 3)) }
      var diagnostics = Diagnostics()
      checkUnique(names, what: "action", in: "R", &diagnostics)
      var first: [String: SourceLocation] = [:]
      var expected: [String] = []
      for (name, location) in names {
        let key = SwiftIdentifier.unescaped(name)
        if let earlier = first[key] {
          expected.append("s.yml:\(location.line):3: error: duplicate action '\(key)' in R; it is already defined at \(earlier.line):3")
        } else {
          first[key] = location
        }
      }
      XCTAssertEqual(diagnostics.all.map(\.description), expected, names.map(\.0).joined(separator: " "))
    }
  }

  /// Fields of prose, paths and digests, not Swift.
  private static let notSwift: Set<String> = ["origin", "specFile", "specFiles", "files", "fingerprint", "asyncBridgeFile", "location"]

  func testTheResolvedModelHoldsNoSwiftThatReactorgenWrote() throws {
    var strings = 0
    var inputs: [(name: String, text: String)] = []
    for sample in SampleFolders.all {
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml"), encoding: .utf8)
      inputs.append((sample, text))
    }
    // And the generative test's random specs, every form of them, some named from the samples' output.
    for seed in UInt64(1)...60 {
      inputs.append(("seed \(seed)", RandomSpec(seed: seed, provoke: false, harvest: seed % 3 == 0).text))
    }
    var accepted = 0
    for (sample, text) in inputs {
      let file = "spec.reactorgen.yml"
      var diagnostics = Diagnostics()
      guard let spec = SpecLoader().load(text: text, file: file, diagnostics: &diagnostics),
        let module = Validator().validate([spec], diagnostics: &diagnostics), !diagnostics.hasErrors
      else {
        XCTAssertTrue(sample.hasPrefix("seed"), "\(sample) is refused")
        continue
      }
      accepted += 1
      // What decoding spells out for a repository's `store:` is the spec's text too.
      let spelledOut = spec.repositories.compactMap(\.store).flatMap { $0.methods(at: SourceLocation(file: file, line: 1, column: 1)) }.flatMap {
        method, _ in
        [method.returnType?.text].compactMap { $0 } + method.parameters.map(\.type.text)
      }
      // Scalars as YAML reads them: a literal block's lines without their indentation.
      var scalars: [String] = []
      func collect(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let value, _): scalars.append(value)
        case .sequence(let items): items.forEach(collect)
        case .mapping(let pairs):
          pairs.forEach {
            collect($0.key)
            collect($0.value)
          }
        }
      }
      var parsing = Diagnostics()
      if let root = YAMLParser().parse(Array(text.utf8), file: file, diagnostics: &parsing) { collect(root) }
      let source = ([text] + spelledOut + scalars).joined(separator: "\n")
      walk(module, path: sample) { string, path in
        strings += 1
        if Self.isName(string) || source.contains(string) { return }
        XCTFail("\(path) holds '\(string)': Swift the spec did not write, built outside contexts and templates")
      }
    }
    XCTAssertGreaterThan(strings, 10_000)
    XCTAssertGreaterThan(accepted, 40, "most random specs are accepted")
  }

  /// `taskService`, `` `default` ``, `mutate(taskEvent:)`: an identifier by reactorgen's own rule
  /// (``SwiftIdentifier``), backquoted or not, or a selector (``FunctionSelector``) of them.
  private static func isName(_ string: String) -> Bool {
    // `_` is "no label".
    let isIdentifier = { (name: Substring) in name == "_" || SwiftIdentifier.isValid(SwiftIdentifier.unescaped(String(name))) }
    guard string.hasSuffix(")"), let open = string.firstIndex(of: "(") else { return isIdentifier(string[...]) }
    let labels = string[string.index(after: open)..<string.index(before: string.endIndex)]
    return isIdentifier(string[..<open])
      && FunctionSelector.spelled(String(string[..<open]), labels: labels.split(separator: ":").map(String.init)) == string
      && labels.split(separator: ":").allSatisfy(isIdentifier)
  }

  private func walk(_ value: Any, path: String, _ visit: (String, String) -> Void) {
    if let string = value as? String { return visit(string, path) }
    // A parsed type is structure; its text is checked beside it (`SwiftType.text`).
    if value is TypeRef || value is SourceLocation { return }
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let label = child.label ?? "\(index)"
      if Self.notSwift.contains(label) { continue }
      walk(child.value, path: path + "." + label, visit)
    }
  }
}
