import Mustache
import XCTest
import ReactorGenTemplates

@testable import ReactorGenSwift
@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Templates, built-in and custom, read contexts through hand-written lookups beside their fields
/// (reflection was half of a run's cost); every field meant for templates must be answered, with
/// its own value.
final class TemplateLookupTests: XCTestCase {
  func testEveryContextFieldIsAnsweredByName() throws {
    var contexts: [Any] = []
    for sample in ["EdgeCases", "ProjectBoard"] {
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml"), encoding: .utf8)
      let module = try XCTUnwrap(module(of: text, file: "\(sample).reactorgen.yml"))
      let headers = Headers(specFiles: module.specFiles)
      let services = ServiceContextBuilder(module: module, headers: headers)
      contexts += [services.provider(), services.mockProvider(), services.asyncBridge()]
      for service in module.components {
        contexts += [services.interface(of: service), services.implementation(of: service), services.mock(of: service)]
        if let store = service.store { contexts.append(services.inMemory(service, store: store)) }
      }
      for reactor in module.reactors {
        let builder = ReactorContextBuilder(reactor: reactor, module: module, headers: headers)
        contexts += [builder.build(), builder.logic(), TestsContextBuilder(reactor: reactor, module: module, headers: headers).build()]
      }
    }
    var checked: Set<String> = []
    func check(_ value: Any, path: String) {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .collection {
        for (index, element) in mirror.children.enumerated() { check(element.value, path: "\(path)[\(index)]") }
        return
      }
      if mirror.displayStyle == .optional {
        if let wrapped = mirror.children.first { check(wrapped.value, path: path) }
        return
      }
      guard let values = value as? TemplateValues else { return }
      let parent = TemplateParent(values: values)
      checked.insert(String(describing: type(of: value)))
      for child in mirror.children {
        guard let label = child.label else { continue }
        if value is FileContext, ["provenance", "imports"].contains(label) {
          // Written by reactorgen (SwiftFileText), never by a template.
          XCTAssertNil(parent.child(named: label), "\(path).\(label) is for the writer, not for templates")
          continue
        }
        let answer = parent.child(named: label)
        // A declaration is answered as one value, rendered (``TemplateString/declaration(_:)``);
        // one the file does not have (nil) is answered with nothing, below.
        if let declaration = child.value as? SwiftTypeDeclaration {
          XCTAssertEqual(answer.map { String(describing: $0) }, TemplateString.declaration(declaration)?.description, "\(path).\(label)")
          continue
        }
        if let declarations = child.value as? [SwiftDeclaration] {
          XCTAssertEqual(answer.map { String(describing: $0) }, TemplateString.declarations(declarations).description, "\(path).\(label)")
          continue
        }
        let isNil = Mirror(reflecting: child.value).displayStyle == .optional && Mirror(reflecting: child.value).children.isEmpty
        XCTAssertEqual(answer == nil, isNil, "\(path).\(label) is not answered by \(type(of: value)).templateValue(named:)")
        if let answer {
          let field = Mirror(reflecting: child.value).displayStyle == .optional ? Mirror(reflecting: child.value).children.first!.value : child.value
          XCTAssertEqual(String(describing: (answer as? TemplateParent)?.values ?? answer), String(describing: field), "\(path).\(label)")
        }
        check(child.value, path: "\(path).\(label)")
      }
    }
    for (index, context) in contexts.enumerated() { check(context, path: "context\(index)") }
    XCTAssertEqual(
      checked,
      [
        "AsyncBridgeContext", "FileContext", "InMemoryRepositoryContext", "MockServiceProviderContext", "ReactorContext", "ReactorLogicContext",
        "ServiceImplementationContext", "ServiceInterfaceContext", "ServiceMockContext", "ServiceProviderContext", "TestsContext",
      ])
  }

  /// Contexts answer strings as `TemplateString`s (fewer casts in swift-mustache); every way a
  /// template can use a string must render it exactly as it renders a `String`.
  func testTemplateStringRendersAsAString() throws {
    struct Box: MustacheParent {
      let value: Any?
      func child(named name: String) -> Any? { name == "value" ? value : nil }
    }
    let template = try MustacheTemplate(
      string: """
        {{% CONTENT_TYPE: TEXT}}[{{value}}|{{{value}}}|{{#value}}in:{{.}}{{/value}}|{{^value}}none{{/value}}\
        |{{uppercased(value)}}|{{lowercased(value)}}|{{capitalized(value)}}|{{reversed(value)}}|{{#empty(value)}}empty{{/empty(value)}}]
        """)
    // Lists: the same, but a reversed list is only iterated (printed whole, it shows its type's name).
    let listTemplate = try MustacheTemplate(
      string: """
        {{% CONTENT_TYPE: TEXT}}[{{value}}|{{#value}}{{#first()}}first:{{/first()}}{{.}};{{/value}}|{{^value}}none{{/value}}|{{count(value)}}\
        |{{#empty(value)}}empty{{/empty(value)}}|{{#sorted(value)}}{{.}},{{/sorted(value)}}|{{#reversed(value)}}{{.}};{{/reversed(value)}}]
        """)
    let samples: [String] = ["", "taskList", "A <b> & \"c\"", "ünïcode ✓", "  spaced  "]
    for sample in samples {
      XCTAssertEqual(template.render(Box(value: TemplateString(sample))), template.render(Box(value: sample)), sample)
    }
    XCTAssertEqual(
      listTemplate.render(Box(value: samples.map(TemplateString.init))), listTemplate.render(Box(value: samples)), "a list of strings")
    XCTAssertEqual(listTemplate.render(Box(value: [TemplateString]())), listTemplate.render(Box(value: [String]())), "an empty list")
    XCTAssertEqual(
      template.render(Box(value: Optional<String>.none.map(TemplateString.init))), template.render(Box(value: Optional<String>.none)), "nil")
  }
}

/// The registry of file kinds is the one list of templates: the built-in templates and the
/// `Templates/` folder, which the package embeds whole, hold exactly its templates.
final class FileKindTests: XCTestCase {
  func testTheRegistryIsTheListOfTemplates() throws {
    let names = Set(FileKind.allCases.map(\.templateName))
    XCTAssertEqual(Set(BuiltInTemplates.all.keys), names, "Sources/ReactorGenTemplates/BuiltInTemplates.swift")
    let templates = repositoryRoot.appendingPathComponent("Templates")
    // Everything there but its README is embedded: a file that is not a kind's template would be
    // compiled into the tool for nothing.
    let folder = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0 != "README.md" }
    XCTAssertEqual(Set(folder), names, "Templates/")
    let link = repositoryRoot.appendingPathComponent("Sources/ReactorGenTemplates/Templates")
    XCTAssertEqual(link.resolvingSymlinksInPath().path, templates.resolvingSymlinksInPath().path, "what ReactorGenTemplates embeds")
    for (name, text) in BuiltInTemplates.all {
      XCTAssertEqual(text, try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8), name)
    }
  }

  /// The built-in templates print values unescaped (`{{{name}}}`), sections and comments aside:
  /// they are parsed without the plain-text pragma a user's copy gets, so a `{{name}}` would be
  /// HTML-escaped there.
  func testTheBuiltInTemplatesEscapeNothing() {
    for (name, text) in BuiltInTemplates.all {
      let tags = text.replacing("{{{", with: "")
      let escaping = tags.ranges(of: /\{\{[^#\/^!>&%]/)
      XCTAssertEqual(escaping.map { String(tags[$0]) }, [], name)
    }
  }

  /// The generator writes what the registry says: every kind's files come from its entry (a kind
  /// no run writes was never wired in), with the context its template renders, at the path its
  /// entry gives (generated files in `Generated/`, the user's beside them).
  func testEveryKindIsWrittenAsTheRegistrySays() throws {
    let seen = LockedList()
    for sample in SampleFolders.all {
      var generator = Generator()
      generator.onContext = { path, template, context in
        let kind = type(of: context).kind
        seen.append("\(kind.rawValue) \(template == kind.templateName) \(path.hasPrefix("Generated/") != kind.isUserOwned)")
      }
      var diagnostics = Diagnostics()
      let spec = repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml").path
      XCTAssertNotNil(generator.generate(specPaths: [spec], diagnostics: &diagnostics), "\(diagnostics.all)")
    }
    XCTAssertEqual(Set(seen.items), Set(FileKind.allCases.map { "\($0.rawValue) true true" }), "kind, its template, its folder")
  }

  func testEachKindGoesToItsTargetWithItsOwnership() {
    XCTAssertEqual(FileKind.allCases.filter { $0.root == .tests }, [.serviceMock, .mockServiceProvider, .reactorTests])
    XCTAssertEqual(FileKind.allCases.filter(\.isUserOwned), [.reactorLogic, .serviceImplementation, .reactorTests])
    XCTAssertEqual(FileKind.reactorLogic.ownership(hooks: ["mutateGo()"]), .userOwned(hooks: ["mutateGo()"]))
    XCTAssertEqual(FileKind.reactor.ownership(hooks: ["ignored"]), .generated)
  }
}
