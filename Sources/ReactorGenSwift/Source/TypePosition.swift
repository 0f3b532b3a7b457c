/// Where a spec's type stands in generated code. Swift allows each type form (`inout`, `...`,
/// `some`, `borrowing`, `@escaping`, …) in some positions only; ``TypeRef/problem(at:)`` is the
/// one table of them, asked at every place a spec type lands.
package enum TypePosition: Sendable, Hashable, CaseIterable {
  /// A state field, a repository's key: `var name: T`.
  case storedProperty
  /// An action's, mutation's or event's value: `case load(T)`.
  case enumPayload
  /// A reactor's init parameter, which `init` stores in a property: `@escaping` is added to a
  /// function type here, and nothing else that only a parameter may carry is allowed.
  case storedParameter
  /// A parameter of a service's method: a protocol requirement whose mock records the argument.
  case requirementParameter
  /// The result of a service's method.
  case requirementResult
  /// Inside another type: `[T]`, `T?`, `Observable<T>`, a tuple's element, a `typealias`.
  case nested
  /// A parameter of a function type: `(T) -> Void`.
  case closureParameter
  /// The result of a function type: `() -> T`.
  case closureResult

  /// Why a form is not allowed here, in the user's terms.
  fileprivate var reason: String {
    switch self {
    case .storedProperty: "it is stored in a property"
    case .enumPayload: "it is an enum case's value, stored in the case"
    case .storedParameter: "the reactor stores its init parameters in properties"
    case .requirementParameter: "the mock records every argument"
    case .requirementResult: "it is a protocol requirement's result"
    case .nested: "it stands inside another type"
    case .closureParameter: "it is a function type's parameter"
    case .closureResult: "it is a function type's result"
    }
  }
}

/// A form a type may take that Swift allows in some positions only.
private enum TypeForm: Hashable {
  case specifier(TypeSpecifier)
  case attribute(TypeAttribute.Name)
  case variadic

  /// The positions where Swift (and reactorgen's mocks) accept the form.
  var positions: Set<TypePosition> {
    let parameters: Set<TypePosition> = [.requirementParameter, .closureParameter]
    switch self {
    case .specifier(.any): return Set(TypePosition.allCases)
    case .specifier(.inout), .variadic: return parameters
    // The mock hands an opaque argument over as `Any`.
    case .specifier(.some): return [.requirementParameter]
    // A mock copies what it records, which a `borrowing` or `consuming` value forbids.
    case .specifier(.borrowing), .specifier(.consuming), .specifier(.owned), .specifier(.shared), .specifier(.isolated):
      return [.closureParameter]
    case .specifier(.sending): return [.closureParameter, .closureResult]
    case .attribute(.escaping): return parameters.union([.storedParameter])
    case .attribute(.autoclosure): return parameters
    case .attribute(.sendable), .attribute(.mainActor), .attribute(.isolated), .attribute(.convention): return Set(TypePosition.allCases)
    // Not type attributes in any position Swift 5.9 and later accept in a type.
    case .attribute(.noescape), .attribute(.unchecked), .attribute(.preconcurrency), .attribute(.retroactive): return []
    }
  }

  var spelled: String {
    switch self {
    case .specifier(.some): "opaque ('some')"
    case .specifier(let specifier): "'\(specifier.rawValue)'"
    case .attribute(let name): "'@\(name.rawValue)'"
    case .variadic: "variadic ('...')"
    }
  }

  /// Why the form cannot wrap `core` at `position`, if it cannot: the one rule both the message
  /// (``TypeRef/problem(at:)``) and the type proposed instead (``TypeRef/allowed(at:)``) follow.
  /// `namesAFunctionType` says which names the app declares as typealiases of function types.
  func misplacement(wrapping core: TypeRef, at position: TypePosition, namesAFunctionType: (String) -> Bool = { _ in false }) -> String? {
    if positions.isEmpty { return "\(spelled) is not an attribute Swift accepts on a type" }
    // Where it cannot stand, what it wraps does not matter (and may be a name reactorgen asks
    // the target's files about only where it can).
    if !positions.contains(position) { return "\(spelled) cannot stand here (\(position.reason))" }
    if needsFunctionType, !core.isFunctionType {
      // Swift takes `@escaping` on a typealias's name, and the others on the function type only.
      if core.simpleName.map(namesAFunctionType) == true {
        if self == .attribute(.escaping) { return nil }
        return
          "\(spelled) applies to a function type written out, not to the typealias '\(core.text)': write it in the typealias, or write the function type here"
      }
      // A name of the app's may be a typealias of a function type its files do not show (no
      // target folder, or a name from another module): it asks for the function type itself.
      if core.mayNameAFunctionType {
        return
          "\(spelled) applies to function types only, and reactorgen cannot see whether '\(core.text)' is one: if it is a typealias of a function type, write that function type in its place; if not, drop \(spelled)"
      }
      return "\(spelled) applies to function types only, and '\(core.text)' is not one"
    }
    if self == .attribute(.autoclosure), case .function(let parameters, _, _, _, _) = core, !parameters.isEmpty {
      return "'@autoclosure' needs a function type without parameters"
    }
    return nil
  }

  /// Whether the form belongs on function types only.
  var needsFunctionType: Bool {
    switch self {
    case .attribute(.escaping), .attribute(.autoclosure), .attribute(.sendable), .attribute(.mainActor), .attribute(.isolated),
      .attribute(.convention):
      true
    default: false
    }
  }
}

extension TypeRef {
  /// A name that may stand for a function type: the app's `typealias Handler = (Int) -> Void`,
  /// which reactorgen cannot see. Not a standard library value type, nor a generic one.
  var mayNameAFunctionType: Bool {
    guard case .named(let components) = canonical, components.allSatisfy(\.arguments.isEmpty) else { return false }
    let name = components.count == 2 && components[0].name == "Swift" ? components[1].name : components.count == 1 ? components[0].name : nil
    return name.map { !Self.standardValueTypes.contains($0) } ?? true
  }

  private static let standardValueTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "String",
    "Character", "Substring", "Never", "Error", "Any", "AnyObject",
  ]

  /// Why a type cannot stand at `position`, if it cannot: the first form out of place, with the
  /// whole type to write instead (``allowed(at:)``). `namesAFunctionType` says which names the
  /// target's files declare as typealiases of function types (`@escaping Handler` then holds).
  package func problem(at position: TypePosition, namesAFunctionType: (String) -> Bool = { _ in false }) -> String? {
    guard let reason = firstMisplacedForm(at: position, namesAFunctionType) else { return nil }
    // Where reactorgen cannot tell the fix (a name that may be a function type), the reason says both.
    let (forms, core) = peeled
    if forms.contains(where: { $0.needsFunctionType }), !core.isFunctionType, core.mayNameAFunctionType { return reason }
    return "\(reason); write '\(allowed(at: position).text)'"
  }

  private func firstMisplacedForm(at position: TypePosition, _ namesAFunctionType: (String) -> Bool) -> String? {
    let (forms, core) = peeled
    for form in forms {
      if let reason = form.misplacement(wrapping: core, at: position, namesAFunctionType: namesAFunctionType) { return reason }
    }
    for (inner, innerPosition) in core.children {
      if let reason = inner.firstMisplacedForm(at: innerPosition, namesAFunctionType) { return reason }
    }
    return nil
  }

  /// The type with every form Swift refuses at `position` taken out, at every depth: what a
  /// message proposes, and what later checks compare so that one mistake is reported once.
  package func allowed(at position: TypePosition) -> TypeRef {
    switch self {
    case .specifier(let specifier, let type):
      let inner = type.allowed(at: position)
      guard TypeForm.specifier(specifier).misplacement(wrapping: inner.peeled.core, at: position) != nil else { return .specifier(specifier, inner) }
      return specifier == .some ? .specifier(.any, inner) : inner
    case .attributed(let attribute, let type):
      let inner = type.allowed(at: position)
      guard TypeForm.attribute(attribute.name).misplacement(wrapping: inner.peeled.core, at: position) != nil else {
        return .attributed(attribute, inner)
      }
      return inner
    case .variadic(let type):
      let inner = type.allowed(at: position)
      return TypeForm.variadic.misplacement(wrapping: inner.peeled.core, at: position) == nil ? .variadic(inner) : .array(inner)
    default:
      return mappingChildren { $0.allowed(at: $1) }
    }
  }

  /// The type with each type it is made of replaced by `transform` of it and the position it
  /// stands in: the one place that says which position each part of a type is.
  private func mappingChildren(_ transform: (TypeRef, TypePosition) -> TypeRef) -> TypeRef {
    switch self {
    case .named(let components):
      return .named(components.map { Component(name: $0.name, arguments: $0.arguments.map { transform($0, .nested) }) })
    case .optional(let wrapped, let iuo): return .optional(transform(wrapped, .nested), implicitlyUnwrapped: iuo)
    case .array(let element): return .array(transform(element, .nested))
    case .dictionary(let key, let value): return .dictionary(key: transform(key, .nested), value: transform(value, .nested))
    case .tuple(let elements): return .tuple(elements.map { TupleElement(label: $0.label, type: transform($0.type, .nested)) })
    case .function(let parameters, let isAsync, let isThrowing, let thrownType, let result):
      return .function(
        parameters: parameters.map { transform($0, .closureParameter) }, isAsync: isAsync, isThrowing: isThrowing,
        thrownType: thrownType.map { transform($0, .nested) }, result: transform(result, .closureResult))
    case .composition(let types): return .composition(types.map { transform($0, .nested) })
    case .metatype(let type, let kind): return .metatype(transform(type, .nested), kind: kind)
    case .specifier, .attributed, .variadic, .opaque: return self
    }
  }

  /// The forms written before (and `...` after) the type they wrap, outermost first.
  fileprivate var peeled: (forms: [TypeForm], core: TypeRef) {
    var forms: [TypeForm] = []
    var core = self
    while true {
      switch core {
      case .specifier(let specifier, let type):
        forms.append(.specifier(specifier))
        core = type
      case .attributed(let attribute, let type):
        forms.append(.attribute(attribute.name))
        core = type
      case .variadic(let type):
        forms.append(.variadic)
        core = type
      default: return (forms, core)
      }
    }
  }

  /// The types the type is made of, each with the position it stands in.
  private var children: [(TypeRef, TypePosition)] {
    var children: [(TypeRef, TypePosition)] = []
    _ = mappingChildren { child, position in
      children.append((child, position))
      return child
    }
    return children
  }

  fileprivate var isFunctionType: Bool {
    if case .function = self { return true }
    // `(() -> Void)` written in parentheses is still a function type.
    if case .tuple(let elements) = self, elements.count == 1, elements[0].label == nil { return elements[0].type.isFunctionType }
    return false
  }

  /// The type of a parameter whose value is stored: a function type escapes, so it is marked
  /// `@escaping` (Swift's error otherwise) unless it already is.
  package var asStoredParameter: TypeRef {
    unattributed.isFunctionType && !isEscaping ? .attributed(.escaping, self) : self
  }

  /// The type of the property that stores a parameter of this type: without `@escaping`, which
  /// only a parameter may carry.
  package var asStoredProperty: TypeRef {
    if case .attributed(let attribute, let type) = self {
      return attribute.name == .escaping ? type.asStoredProperty : .attributed(attribute, type.asStoredProperty)
    }
    return self
  }
}
