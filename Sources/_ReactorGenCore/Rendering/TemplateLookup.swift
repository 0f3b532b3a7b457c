import Mustache

// Templates, the built-in ones and a user's copies alike, read contexts by name through these
// switches: swift-mustache would find fields by reflection (`Mirror`) at every lookup, which cost
// about half of a run. A field added to a context must be added here too (`TemplateLookupTests`
// checks that every field meant for templates is answered). Strings are answered as
// `TemplateString`s, which swift-mustache prints with fewer dynamic casts.

extension FileContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "access": TemplateString(access)
    default: nil
    }
  }
}

extension HookParameter: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "label": label.map(TemplateString.init)
    case "name": TemplateString(self.name)
    case "type": TemplateString(type)
    case "qualifiedType": TemplateString(qualifiedType)
    default: nil
    }
  }
}

extension Hook: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "section": section.map(TemplateString.init)
    case "summary": TemplateString(summary)
    case "requirement": TemplateString(requirement)
    case "signature": TemplateString(signature)
    case "name": TemplateString(self.name)
    case "isStatic": isStatic
    case "parameters": parameters
    case "returnType": returnType.map(TemplateString.init)
    case "stubBody": TemplateString.block(stubBody)
    default: nil
    }
  }
}

extension ReactorContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "observableState": observableState
    case "name": TemplateString(self.name)
    case "specFile": TemplateString(specFile)
    case "logicFile": TemplateString(logicFile)
    case "logicProtocol": logicProtocol.map(TemplateString.init)
    case "classInheritance": TemplateString(classInheritance)
    case "actionInheritance": TemplateString(actionInheritance)
    case "mutationInheritance": TemplateString(mutationInheritance)
    case "stateInheritance": TemplateString(stateInheritance)
    case "actionDeclarations": TemplateString.block(actionDeclarations)
    case "mutationDeclarations": TemplateString.block(mutationDeclarations)
    case "modelState": modelState.map(TemplateString.init)
    case "stateFields": TemplateString.block(stateFields)
    case "stateInitializer": TemplateString.block(stateInitializer)
    case "properties": TemplateString.block(properties)
    case "initParameters": TemplateString(initParameters)
    case "initAssignments": TemplateString.block(initAssignments)
    case "mutateBody": TemplateString.block(mutateBody)
    case "reduceBody": TemplateString.block(reduceBody)
    case "transformMethods": TemplateString.block(transformMethods)
    case "hooks": hooks
    case "predicateFunctions": TemplateString.block(predicateFunctions)
    case "logicRequirements": TemplateString.block(logicRequirements)
    default: nil
    }
  }
}

extension ReactorLogicContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "hooks": hooks
    case "logicMembers": TemplateString.block(logicMembers)
    default: nil
    }
  }
}

extension ServiceProviderContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "services": services
    default: nil
    }
  }
}

extension ServiceSummary: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "property": TemplateString(property)
    case "mockName": TemplateString(mockName)
    case "mockProperty": TemplateString(mockProperty)
    case "construction": TemplateString(construction)
    default: nil
    }
  }
}

extension ServiceContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "implementationName": TemplateString(implementationName)
    case "baseClass": baseClass.map(TemplateString.init)
    case "dependencies": dependencies
    case "initParameters": TemplateString(initParameters)
    case "classBound": classBound
    case "eventType": eventType.map(TemplateString.init)
    case "eventCases": eventCases.map(TemplateString.init)
    case "methods": methods
    case "mockName": TemplateString(mockName)
    default: nil
    }
  }
}

extension MethodContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "discardableResult": discardableResult
    case "signature": TemplateString(signature)
    case "selector": TemplateString(selector)
    case "stubBody": TemplateString.block(stubBody)
    case "mock": mock
    default: nil
    }
  }
}

extension MockMethodContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "callCount": TemplateString(callCount)
    case "calls": calls.map(TemplateString.init)
    case "callsType": callsType.map(TemplateString.init)
    case "handler": TemplateString(handler)
    case "handlerType": TemplateString(handlerType)
    case "body": TemplateString.block(body)
    default: nil
    }
  }
}

extension TestsContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "reactor": TemplateString(reactor)
    case "className": TemplateString(className)
    case "makeReactor": TemplateString.block(makeReactor)
    case "tests": tests
    case "testMethods": TemplateString.block(testMethods)
    default: nil
    }
  }
}

extension TestCase: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "name": TemplateString(self.name)
    case "throwsError": throwsError
    case "body": TemplateString.block(body)
    default: nil
    }
  }
}

extension DependencyContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "property": TemplateString(property)
    case "protocolName": TemplateString(protocolName)
    default: nil
    }
  }
}

extension InMemoryRepositoryContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": TemplateString(self.name)
    case "protocolName": TemplateString(protocolName)
    case "entity": TemplateString(entity)
    case "methods": methods
    default: nil
    }
  }
}

extension InMemoryMethodContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "signature": TemplateString(signature)
    case "body": TemplateString.block(body)
    default: nil
    }
  }
}

extension AsyncBridgeContext: MustacheParent {
  package func child(named name: String) -> Any? {
    switch name {
    case "file": file
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

  /// Lines of code as one value, for `{{#body}}    {{{.}}}\n{{/body}}`: every line after the
  /// first starts with ``TemplateRenderer/indentationMark``, which the renderer replaces with the
  /// indentation of the line the value is placed on. A block renders as one value instead of one
  /// per line (Mustache's cost is per value), and reads in a template like a list of lines.
  static func block(_ lines: [String]) -> [TemplateString] {
    lines.isEmpty ? [] : [TemplateString(lines.joined(separator: TemplateRenderer.blockLineSeparator))]
  }
  var isNull: Bool { false }
  func transform(_ name: String) -> Any? { renderText.transform(name) }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.renderText < rhs.renderText }
  var description: String { renderText }
  var debugDescription: String { renderText.debugDescription }
}
