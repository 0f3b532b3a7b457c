import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// The contract of custom templates: every context each sample renders, dumped field by field to
/// `Samples/<Name>/Contexts.txt` and compared by equality. A change to what templates receive
/// shows up here as a reviewed diff, as SwiftGen's context fixtures do.
///
/// Re-record on purpose with `Scripts/record-references.sh` (it sets `REACTORGEN_RECORD_CONTEXTS=1`
/// and runs this test), then read `git diff Samples/*/Contexts.txt`.
final class ContextFixtureTests: XCTestCase {
  func testEverySamplesContextsMatchTheirFixture() throws {
    let record = ProcessInfo.processInfo.environment["REACTORGEN_RECORD_CONTEXTS"] == "1"
    for sample in SampleFolders.all {
      let spec = repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml").path
      let dump = try Self.dump(specPath: spec)
      let fixture = repositoryRoot.appendingPathComponent("Samples/\(sample)/Contexts.txt")
      if record {
        try dump.write(to: fixture, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: fixture, encoding: .utf8)
      if dump != expected {
        XCTFail(
          "\(sample): the contexts differ from Samples/\(sample)/Contexts.txt (re-record with Scripts/record-references.sh if the change is intended):\n\(TextDiff.unified(expected, dump))"
        )
      }
    }
  }

  /// Every context the spec's files are rendered from, in the order they are rendered.
  static func dump(specPath: String) throws -> String {
    let contexts = LockedList()
    var generator = Generator()
    generator.onContext = { path, template, context in
      contexts.append("== \(path) (\(template))\n" + ContextDump.lines(of: context).joined(separator: "\n") + "\n")
    }
    var diagnostics = Diagnostics()
    guard generator.generate(specPaths: [specPath], diagnostics: &diagnostics) != nil else {
      throw DumpError(message: "\(specPath) does not generate: \(diagnostics.all)")
    }
    return contexts.items.joined(separator: "\n")
  }

  private struct DumpError: Error {
    var message: String
  }

  func testTheDumpShowsEveryFieldAndItsValue() {
    let context = InMemoryRepositoryContext(
      file: FileContext(provenance: .generated(from: ["A.yml"]), imports: FileImports(["Foundation"]), access: "public "),
      name: "InMemoryNotes", protocolName: "NotesRepository", entity: "Note",
      repositoryClass: SwiftTypeDeclaration(isFinal: true, kind: .class, name: "InMemoryNotes", members: []))
    XCTAssertEqual(
      ContextDump.lines(of: context),
      [
        "file.access: \"public \"",
        "name: \"InMemoryNotes\"",
        "protocolName: \"NotesRepository\"",
        "entity: \"Note\"",
        "repositoryClass:",
        "  | final class InMemoryNotes {",
        "  | }",
      ])
  }
}

/// A context as lines `path: value`, fields in declaration order; lines of code as a `|` block.
/// The file's provenance and imports are left out: reactorgen writes them, not templates.
enum ContextDump {
  static func lines(of value: Any, path: String = "") -> [String] {
    let mirror = Mirror(reflecting: value)
    switch value {
    case let text as String:
      return ["\(path): \(text.debugDescription)"]
    case let flag as Bool:
      return ["\(path): \(flag)"]
    case let lines as [String] where !lines.isEmpty:
      return ["\(path):"] + lines.map { $0.isEmpty ? "  |" : "  | " + $0 }
    case let declaration as SwiftTypeDeclaration:
      return lines(of: SwiftRenderer.lines(.type(declaration)), path: path)
    case let declarations as [SwiftDeclaration]:
      return lines(of: Array(declarations.map(SwiftRenderer.lines).joined(separator: [""])), path: path)
    default:
      break
    }
    switch mirror.displayStyle {
    case .optional:
      // A declaration the file does not have is written as an empty list of lines.
      guard let wrapped = mirror.children.first else { return ["\(path): \(type(of: value) == SwiftTypeDeclaration?.self ? "[]" : "nil")"] }
      return lines(of: wrapped.value, path: path)
    case .collection:
      if mirror.children.isEmpty { return ["\(path): []"] }
      return mirror.children.enumerated().flatMap { index, child in lines(of: child.value, path: "\(path)[\(index)]") }
    case .struct, .class:
      return mirror.children.flatMap { child -> [String] in
        guard let label = child.label else { return [] }
        if value is FileContext && (label == "provenance" || label == "imports") { return [] }
        return lines(of: child.value, path: path.isEmpty ? label : "\(path).\(label)")
      }
    default:
      return ["\(path): \(value)"]
    }
  }
}
