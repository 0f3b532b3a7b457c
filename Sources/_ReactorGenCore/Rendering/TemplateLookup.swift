import Mustache
import ReactorGenSwift

// Templates, the built-in ones and a user's copies alike, read contexts by name through these
// switches: swift-mustache would find fields by reflection (`Mirror`) at every lookup, which cost
// about half of a run. A field added to a context must be added here too (`TemplateLookupTests`
// checks that every field meant for templates is answered). Strings are answered as
// `TemplateString`s, which swift-mustache prints with fewer dynamic casts.

extension FileContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "access": TemplateString(access)
    default: nil
    }
  }
}

extension ReactorContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "observableState": observableState
    case "name": TemplateString(self.name)
    case "specFile": TemplateString(specFile)
    case "logicFile": TemplateString(logicFile)
    case "logicProtocol": logicProtocol.map(TemplateString.init)
    case "reactorClass": TemplateString.declaration(reactorClass)
    case "actionExtension": TemplateString.declaration(actionExtension)
    case "logicProtocolDeclaration": TemplateString.declaration(logicProtocolDeclaration)
    default: nil
    }
  }
}

extension ReactorLogicContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "logicExtension": TemplateString.declarations(logicExtension)
    default: nil
    }
  }
}

extension ServiceProviderContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "providerProtocol": TemplateString.declaration(providerProtocol)
    case "providerClass": TemplateString.declaration(providerClass)
    case "baseServiceClass": TemplateString.declaration(baseServiceClass)
    default: nil
    }
  }
}

extension MockServiceProviderContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "mockProviderClass": TemplateString.declaration(mockProviderClass)
    default: nil
    }
  }
}

extension ServiceInterfaceContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "eventEnum": TemplateString.declaration(eventEnum)
    case "protocolDeclaration": TemplateString.declaration(protocolDeclaration)
    default: nil
    }
  }
}

extension ServiceImplementationContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "implementationName": TemplateString(implementationName)
    case "implementationClass": TemplateString.declaration(implementationClass)
    default: nil
    }
  }
}

extension ServiceMockContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "mockName": TemplateString(mockName)
    case "mockClass": TemplateString.declaration(mockClass)
    default: nil
    }
  }
}

extension InMemoryRepositoryContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "entity": TemplateString(entity)
    case "repositoryClass": TemplateString.declaration(repositoryClass)
    default: nil
    }
  }
}

extension AsyncBridgeContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "bridgeEnum": TemplateString.declaration(bridgeEnum)
    default: nil
    }
  }
}

extension TestsContext: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "reactor": TemplateString(reactor)
    case "className": TemplateString(className)
    case "testCaseClass": TemplateString.declaration(testCaseClass)
    default: nil
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
    // Joined string by string: a joined sequence of the line lists is several times slower.
    let separator = TemplateRenderer.blockLineSeparator
    var text = ""
    for (index, declaration) in declarations.enumerated() {
      if index > 0 { text += separator + separator }
      text += SwiftRenderer.lines(declaration).joined(separator: separator)
    }
    return TemplateString(text)
  }
  var isNull: Bool { false }
  func transform(_ name: String) -> Any? { renderText.transform(name) }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.renderText < rhs.renderText }
  var description: String { renderText }
  var debugDescription: String { renderText.debugDescription }
}
