import Mustache

// Templates read contexts by name. swift-mustache would find fields by reflection (`Mirror`) at
// every lookup, which cost about half of a run; these switches answer the same names directly.
// A field added to a context must be added here too (`TemplateLookupTests` checks that every
// stored property is answered).

extension FileContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "header": header
    case "imports": imports
    case "access": access
    default: nil
    }
  }
}

extension SwitchCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "pattern": pattern
    case "body": body
    default: nil
    }
  }
}

extension HookParameter: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "label": label
    case "name": self.name
    case "type": type
    case "qualifiedType": qualifiedType
    default: nil
    }
  }
}

extension Hook: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "section": section
    case "summary": summary
    case "requirement": requirement
    case "signature": signature
    case "name": self.name
    case "isStatic": isStatic
    case "parameters": parameters
    case "returnType": returnType
    case "stubBody": stubBody
    default: nil
    }
  }
}

extension ReactorContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": self.name
    case "specFile": specFile
    case "logicFile": logicFile
    case "logicProtocol": logicProtocol
    case "actionCases": actionCases
    case "mutationCases": mutationCases
    case "modelState": modelState
    case "stateFields": stateFields
    case "stateInitializer": stateInitializer
    case "properties": properties
    case "initParameters": initParameters
    case "initAssignments": initAssignments
    case "mutateCases": mutateCases
    case "reduceCases": reduceCases
    case "transforms": transforms
    case "hooks": hooks
    case "predicates": predicates
    default: nil
    }
  }
}

extension ReactorLogicContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": self.name
    case "hooks": hooks
    default: nil
    }
  }
}

extension TransformMethod: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "stream": stream
    case "type": type
    case "body": body
    default: nil
    }
  }
}

extension ActionPredicate: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "caseName": caseName
    case "displayName": displayName
    default: nil
    }
  }
}

extension ServiceProviderContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "services": services
    default: nil
    }
  }
}

extension ServiceSummary: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "protocolName": protocolName
    case "property": property
    case "mockName": mockName
    case "mockProperty": mockProperty
    case "construction": construction
    default: nil
    }
  }
}

extension ServiceContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": self.name
    case "protocolName": protocolName
    case "implementationName": implementationName
    case "baseClass": baseClass
    case "dependencies": dependencies
    case "initParameters": initParameters
    case "classBound": classBound
    case "eventType": eventType
    case "eventCases": eventCases
    case "methods": methods
    case "mockName": mockName
    default: nil
    }
  }
}

extension MethodContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "discardableResult": discardableResult
    case "signature": signature
    case "selector": selector
    case "stubBody": stubBody
    case "mock": mock
    default: nil
    }
  }
}

extension MockMethodContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "callCount": callCount
    case "calls": calls
    case "callsType": callsType
    case "recordedValue": recordedValue
    case "handler": handler
    case "handlerType": handlerType
    case "handlerBinding": handlerBinding
    case "resultBinding": resultBinding
    case "memberPrefix": memberPrefix
    case "isThrowing": isThrowing
    case "tryPrefix": tryPrefix
    case "awaitPrefix": awaitPrefix
    case "arguments": arguments
    case "returnsNothing": returnsNothing
    case "returnsValue": returnsValue
    case "castType": castType
    case "castFailure": castFailure
    case "fallback": fallback
    default: nil
    }
  }
}

extension TestsContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "reactor": reactor
    case "className": className
    case "makeReactor": makeReactor
    case "tests": tests
    default: nil
    }
  }
}

extension TestCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "throwsError": throwsError
    case "body": body
    default: nil
    }
  }
}

extension DependencyContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "property": property
    case "protocolName": protocolName
    default: nil
    }
  }
}

extension InMemoryRepositoryContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    case "name": self.name
    case "protocolName": protocolName
    case "entity": entity
    case "methods": methods
    default: nil
    }
  }
}

extension InMemoryMethodContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "signature": signature
    case "body": body
    default: nil
    }
  }
}

extension AsyncBridgeContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "file": file
    default: nil
    }
  }
}
