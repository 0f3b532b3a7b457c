import Mustache
import ReactorGenSwift

/// A context as swift-mustache reads it: each lookup is answered by the context's own
/// ``TemplateValues/templateValue(named:)``, strings as `TemplateString`s (swift-mustache prints
/// them with fewer dynamic casts) and declarations printed whole.
struct TemplateParent: MustacheParent {
  let values: any TemplateValues

  func child(named name: String) -> Any? {
    switch values.templateValue(named: name) {
    case nil: nil
    case .text(let text): TemplateString(text)
    case .flag(let flag): flag
    case .declaration(let declaration): TemplateString.declaration(declaration)
    case .declarations(let declarations): TemplateString.declarations(declarations)
    case .values(let values): TemplateParent(values: values)
    }
  }
}

/// A string as the templates see it. swift-mustache tries three casts on a plain `String` before
/// it prints it with `String(describing:)`; a `MustacheCustomRenderable` is printed after the
/// first. Sections, inverted sections and `String`'s transforms treat it as they treat a `String`
/// (`TemplateLookupTests.testTemplateStringRendersAsAString` renders each both ways).
struct TemplateString: MustacheCustomRenderable, MustacheTransformable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
  let renderText: String
  init(_ string: String) { renderText = string }

  /// A whole declaration as one value, `{{{reactorClass}}}`, indented like the template line it
  /// starts on; `nil` (nothing, and a section that does not show) when the file has none.
  static func declaration(_ declaration: SwiftTypeDeclaration?) -> TemplateString? {
    declaration.map { declarations([.type($0)]) }
  }

  /// Declarations one after another, a blank line between each, as one value.
  static func declarations(_ declarations: [SwiftDeclaration]) -> TemplateString {
    TemplateString(SwiftRenderer.text(declarations, lineBreak: TemplateRenderer.blockLineSeparator))
  }
  var isNull: Bool { false }
  func transform(_ name: String) -> Any? { renderText.transform(name) }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.renderText < rhs.renderText }
  var description: String { renderText }
  var debugDescription: String { renderText.debugDescription }
}
