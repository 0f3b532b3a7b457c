import Foundation
import XCTest

@testable import ReactorGenCore

/// Generated helper code users never read (the async bridge, in-memory repositories) must not be
/// broken by a name a spec chooses. The names it refers to are read from its own text, not from a
/// list: every capitalized name it uses unqualified must be one no spec can declare (reserved in
/// ``Namespace/dependedOn``), one the file declares itself (its type, generic parameters), one
/// the module declares (a repository's protocol), a module name it qualifies others with, or one
/// the spec wrote (the entity). A
/// template that starts using `NSLock` or `Task` bare fails here.
final class HelperNamesTests: XCTestCase {
  private let qualifiers: Set<String> = ["Swift", "RxSwift", "Foundation", "_Concurrency"]

  func testHelperCodeUsesOnlyReservedQualifiedOrItsOwnNames() throws {
    var checked: [String] = []
    for sample in ["EdgeCases", "ProjectBoard"] {
      let specURL = CLIRoot.samples.appendingPathComponent("\(sample)/\(sample).reactorgen.yml")
      let text = try String(contentsOf: specURL, encoding: .utf8)
      let module = try XCTUnwrap(ReactorGenCoreTests.module(of: text, file: specURL.path))
      var diagnostics = Diagnostics()
      let files = try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics))
      let helpers = Set([module.asyncBridgeFile].compactMap { $0 } + module.repositories.compactMap(\.files.inMemory))
      XCTAssertFalse(helpers.isEmpty, sample)
      // What the spec wrote, word by word: entity and protocol names are the user's to choose.
      // (YAML, not Swift: its quoted strings hold names too.)
      let written = Set(text.unicodeScalars.split { !SwiftIdentifier.isCharacter($0) }.map { String(String.UnicodeScalarView($0)) })
      let moduleNames = Set(module.components.flatMap { [$0.name, $0.protocolName, $0.implementationName] })
      for file in files where helpers.contains(file.path) {
        let lines = file.contents.split(separator: "\n").map(String.init)
        let declared = Set(lines.flatMap { line in
          Self.names(in: line).adjacentPairs()
            .filter { ["class", "struct", "enum"].contains($0.0) }.map(\.1)
        }).union(genericParameters(in: file.contents))
        let unknown = SwiftSource.referencedNames(in: lines)
          .filter { $0.first?.isUppercase == true || ($0.hasPrefix("_") && $0 != "_") }
          .subtracting(Namespace.dependedOn).subtracting(qualifiers).subtracting(declared).subtracting(moduleNames).subtracting(written)
        XCTAssertEqual(unknown.sorted(), [], "\(sample)/\(file.path) uses names a spec could declare; qualify them (RxSwift.X, Foundation.X) or reserve them")
        checked.append(file.path)
      }
    }
    XCTAssertGreaterThanOrEqual(checked.count, 3, "\(checked)")
  }

  /// The names in `text`, in order, as reactorgen's lexer reads them.
  private static func names(in text: String) -> [String] {
    let source = SwiftText(text)
    return source.tokens.filter { $0.kind == .identifier }.map { source.text(of: $0) }
  }

  /// `T` in `func f<T>(`, `Mutation` in `static func mutations<Mutation>(`.
  private func genericParameters(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let open = rest.range(of: "func ") {
      rest = rest[open.upperBound...]
      let head = rest.prefix { $0 != "(" }
      guard let less = head.firstIndex(of: "<"), let more = head.lastIndex(of: ">") else { continue }
      for parameter in head[head.index(after: less)..<more].split(separator: ",") {
        names.insert(String(parameter.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces))
      }
    }
    return names
  }
}

private enum CLIRoot {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")
}

private extension Array {
  func adjacentPairs() -> [(Element, Element)] { zip(self, dropFirst()).map { ($0, $1) } }
}
