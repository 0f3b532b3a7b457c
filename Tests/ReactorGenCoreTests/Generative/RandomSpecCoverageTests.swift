import Foundation
import XCTest

@testable import ReactorGenYAML
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The random specs of the generative test write every key of the schema, read from the
/// decoder's own key lists: a key added to the language and not to the generator fails here.
final class RandomSpecCoverageTests: XCTestCase {
  func testRandomSpecsWriteEveryKeyTheDecoderReads() throws {
    var seen: [String: Set<String>] = [:]
    // Forms written inside a value, not as keys: each must be drawn too.
    var forms: Set<String> = []
    func keys(_ node: YAMLNode?) -> [String] { node?.mapping?.compactMap(\.key.scalar) ?? [] }
    func note(_ kind: String, _ node: YAMLNode?) { seen[kind, default: []].formUnion(keys(node)) }
    for seed in UInt64(1)...300 {
      let spec = RandomSpec(seed: seed, provoke: false)
      forms.formUnion(["@GrammarInjected", "@GrammarLogged"].filter(spec.text.contains))
      if spec.text.contains("var inferred") { forms.insert("a wrapper without a type") }
      if spec.text.contains("'scheduler': 'Scheduler = ") { forms.insert("ReactorKit 3.2's scheduler overridden") }
      if spec.text.contains("'lazy var described'") { forms.insert("a lazy property") }
      if spec.text.contains("'weak var ") && spec.text.contains("holder'") { forms.insert("a weak parameter") }
      var diagnostics = Diagnostics()
      let root = try XCTUnwrap(YAMLParser().parse(Array(spec.text.utf8), file: "spec.yml", diagnostics: &diagnostics), "seed \(seed)")
      note("spec", root)
      func section(_ name: String) -> [YAMLNode] { root.mapping?.first { $0.key.scalar == name }?.value.mapping?.map(\.value) ?? [] }
      func value(_ node: YAMLNode, _ key: String) -> YAMLNode? { node.mapping?.first { $0.key.scalar == key }?.value }
      for (kind, name) in [("service", "services"), ("repository", "repositories"), ("useCase", "useCases"), ("reactor", "reactors")] {
        for element in section(name) {
          note(kind, element)
          for method in value(element, "methods")?.sequence ?? [] where method.mapping != nil { note("method", method) }
          for field in value(element, "state")?.mapping?.map(\.value) ?? [] where field.mapping != nil { note("field", field) }
          for action in value(element, "actions")?.sequence ?? [] {
            for option in action.mapping?.map(\.value) ?? [] where option.mapping != nil { note("action", option) }
          }
          for mutation in value(element, "mutations")?.sequence ?? [] {
            for reduce in mutation.mapping?.map(\.value) ?? [] where reduce.mapping != nil { note("reduce", reduce) }
          }
          if let conformances = value(element, "conformances") { note("conformances", conformances) }
        }
      }
    }
    let expected: [(String, [String])] = [
      ("spec", TopLevelKey.names), ("service", ServiceKey.names), ("repository", RepositoryKey.names), ("useCase", UseCaseKey.names),
      ("reactor", ReactorKey.names), ("method", MethodKey.names), ("field", StateFieldKey.names), ("action", ActionKey.names),
      ("reduce", ReduceOperationKind.names), ("conformances", ConformingType.names),
    ]
    // `module:` makes the tests `@testable import` the module, while the generative test compiles
    // a spec's sources and tests as one module: the samples and the plugin test cover it.
    let covered: [String: Set<String>] = ["spec": ["module"]]
    XCTAssertEqual(
      forms,
      [
        "@GrammarInjected", "@GrammarLogged", "a wrapper without a type", "ReactorKit 3.2's scheduler overridden", "a lazy property",
        "a weak parameter",
      ],
      "property wrappers, filling their property (with its type or without) and assigned in init; the scheduler; lazy and weak")
    for (kind, keys) in expected {
      XCTAssertEqual(Set(keys).subtracting(seen[kind] ?? []).subtracting(covered[kind] ?? []), [], "keys of a \(kind) no random spec writes")
    }
  }
}
