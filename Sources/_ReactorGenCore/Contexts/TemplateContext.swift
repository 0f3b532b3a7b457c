import ReactorGenSwift

/// What the templates see: plain values, with every decision already made, so templates only lay
/// out text. Each kind of file has one context type. Templates use swift-mustache's `first()`,
/// `last()` and `empty()` for layout; contexts carry no layout flags.

/// A value as a template sees it: text, a flag, whole declarations (printed by the renderer where
/// the template places them) or a nested context. Contexts answer in these terms, so that they do
/// not depend on the template engine, which is the renderer's (`Rendering/`).
enum TemplateValue {
  case text(String)
  case flag(Bool)
  case declaration(SwiftTypeDeclaration)
  case declarations([SwiftDeclaration])
  case values(any TemplateValues)
}

/// Answers a template's lookups by name. Written by hand beside the fields: the template engine
/// would otherwise find fields by reflection at every lookup, which once cost half of a run. A
/// field meant for templates is answered here too (`TemplateLookupTests` checks every field).
protocol TemplateValues: Sendable {
  func templateValue(named name: String) -> TemplateValue?
}

/// A context of a whole file: every template's context is one, of one kind of file (whose
/// template renders it).
protocol FileTemplateContext: TemplateValues {
  static var kind: FileKind { get }
  var file: FileContext { get }
}

/// Shared by every file template. The provenance and imports are not for templates: reactorgen
/// writes each file's header and import lines itself (``SwiftFileText``), so the build plugin can
/// join files and stale-file removal can read a header without knowing how a template looks.
struct FileContext: TemplateValues {
  var provenance: Provenance
  /// `import RxSwift`, `@testable import Todo`.
  var imports: FileImports
  /// `public ` or empty, put before declarations.
  var access: String

  /// `modules` imported, sorted, then the module under test imported `@testable`.
  static func imports(of modules: [String], testable: String? = nil) -> FileImports { FileImports(modules, testing: testable) }

  func templateValue(named name: String) -> TemplateValue? {
    switch name {
    case "access": .text(access)
    default: nil
    }
  }
}
