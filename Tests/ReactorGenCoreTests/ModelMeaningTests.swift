import Foundation
import XCTest

@testable import _ReactorGenCore

/// The resolved model states meaning; Swift that reactorgen writes is built in contexts and
/// templates only. So every string in the model of every sample is a name, a selector, a path or
/// prose for messages, or Swift the spec itself wrote (found verbatim in the spec as decoded).
/// A resolver that built a call, a closure type or a fallback expression would put text here
/// that is neither, and fail.
final class ModelMeaningTests: XCTestCase {
  /// Fields of prose, paths and digests, not Swift.
  private static let notSwift: Set<String> = ["origin", "specFile", "specFiles", "files", "fingerprint", "asyncBridgeFile", "location"]

  func testTheResolvedModelHoldsNoSwiftThatReactorgenWrote() throws {
    var strings = 0
    for sample in ["Todo", "Counter", "GitHubSearch", "EdgeCases", "ProjectBoard", "PublicEdgeCases"] {
      let file = "\(sample).reactorgen.yml"
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(sample)/\(file)"), encoding: .utf8)
      var diagnostics = Diagnostics()
      let spec = try XCTUnwrap(SpecLoader().load(text: text, file: file, diagnostics: &diagnostics))
      let module = try XCTUnwrap(Validator().validate([spec], diagnostics: &diagnostics))
      // What decoding spells out for a repository's `store:` is the spec's text too.
      let spelledOut = spec.repositories.compactMap(\.store).flatMap { $0.methods(at: SourceLocation(file: file, line: 1, column: 1)) }.flatMap { method, _ in
        [method.returnType].compactMap { $0 } + method.parameters.map(\.type)
      }
      let source = ([text] + spelledOut).joined(separator: "\n")
      walk(module, path: sample) { string, path in
        strings += 1
        if Self.isName(string) || source.contains(string) { return }
        XCTFail("\(path) holds '\(string)': Swift the spec did not write, built outside contexts and templates")
      }
    }
    XCTAssertGreaterThan(strings, 1000)
  }

  /// `taskService`, `` `default` ``, `mutate(taskEvent:)`, `Todo.reactorgen.yml`-free names.
  private static func isName(_ string: String) -> Bool {
    let identifier = #"`?[A-Za-z_][A-Za-z0-9_]*`?"#
    let pattern = "^(\(identifier)|\(identifier)\\((\(identifier):)*\\))$"
    return string.range(of: pattern, options: .regularExpression) != nil
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
