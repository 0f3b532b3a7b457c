// TEST DOUBLE of ReactorKit main's ReactorKitMacros (not ReactorKit): the `@ObservableState`
// macros, written for this double. Their expansion has the real one's shape, so that code the
// real macro rejects fails here too: the same members (`_$observationRegistrar`, made `public` or
// `package` as the struct is; `_$willModify()`; the `shouldNotifyObservers` overloads), the same
// conformances (`ObservableState`, `Observation.Observable`), `@ObservableStateTracked` on every
// stored `var` whose name does not start with `_` (`@ObservableStateIgnored` on a `@Pulse` one),
// and, for a tracked property, `init`/`get`/`set`/`_modify` accessors over a `private` peer `_name`
// declared as the property was. The property's name is spelled as written, backticks included,
// as the real macro spells it.
//
// Left out: the real macro's diagnostics (it has none that reactorgen's output could meet), and
// anything observable: the accessors call the double's registrar, which notifies nobody.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

@main
struct ReactorKitMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [ObservableStateMacro.self, ObservableStateTrackedMacro.self, ObservableStateIgnoredMacro.self]
}

/// A stored `var` of the struct, with the name it declares; `nil` for anything else.
struct StoredProperty {
  let declaration: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let name: String

  init?(_ node: some SyntaxProtocol) {
    guard let declaration = node.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.var),
      let binding = declaration.bindings.first, let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
      !pattern.identifier.text.hasPrefix("_")
    else { return nil }
    if let accessors = binding.accessorBlock {
      // A computed property, or one with observers, is not storage to track.
      guard case .accessors(let list) = accessors.accessors else { return nil }
      let specifiers: Set<TokenKind> = [.keyword(.get), .keyword(.set), .keyword(.willSet), .keyword(.didSet)]
      if list.contains(where: { specifiers.contains($0.accessorSpecifier.tokenKind) }) { return nil }
    }
    self.declaration = declaration
    self.binding = binding
    name = pattern.identifier.text
  }

  func hasAttribute(_ attribute: String) -> Bool {
    declaration.attributes.contains { element in
      if case .attribute(let node) = element { return node.attributeName.trimmedDescription == attribute }
      return false
    }
  }

  var isIgnored: Bool { hasAttribute("ObservableStateIgnored") }
}

public enum ObservableStateMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// Property wrappers whose own accessors are left in place.
  static let wrappersLeftAlone = ["Pulse"]

  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The members that witness `ObservableState`'s requirements are as visible as the struct.
    let access = declaration.modifiers.first { [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind) }.map { "\($0.name.text) " } ?? ""
    var members: [DeclSyntax] = ["\(raw: access)var _$observationRegistrar = ReactorKitObservation.ObservableStateRegistrar()"]
    for constraint in ["", ": Equatable", ": AnyObject", ": Equatable & AnyObject"] {
      let comparison = constraint.isEmpty ? "true" : constraint == ": AnyObject" ? "lhs !== rhs" : "lhs != rhs"
      members.append("private nonisolated func shouldNotifyObservers<Member\(raw: constraint)>(_ lhs: Member, _ rhs: Member) -> Bool { \(raw: comparison) }")
    }
    members.append("\(raw: access)mutating func _$willModify() { _$observationRegistrar._$willModify() }")
    return members
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let property = StoredProperty(member), !property.isIgnored, !property.hasAttribute("ObservableStateTracked") else { return [] }
    if wrappersLeftAlone.contains(where: property.hasAttribute) { return ["@ObservableStateIgnored"] }
    return ["@ObservableStateTracked"]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler asks only for the conformances the type does not have yet.
    let missing = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
    var extensions: [ExtensionDeclSyntax] = []
    if missing.contains("ObservableState") {
      extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): ReactorKitObservation.ObservableState {}"))
    }
    if missing.contains("Observable") {
      extensions.append(
        try ExtensionDeclSyntax(
          """
          @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
          extension \(type.trimmed): Observation.Observable {}
          """))
    }
    return extensions
  }
}

public enum ObservableStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = StoredProperty(declaration), !property.isIgnored else { return [] }
    let name = property.name
    let storage = "_" + name
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) { \(raw: storage) = initialValue }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\Self.\(raw: name))
        return \(raw: storage)
      }
      """,
      """
      set {
        _$observationRegistrar._$mutate(self, keyPath: \\Self.\(raw: name), &\(raw: storage), newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      """,
      """
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \\Self.\(raw: name), &\(raw: storage))
        defer { _$observationRegistrar.didModify(self, keyPath: \\Self.\(raw: name), &\(raw: storage)) }
        yield &\(raw: storage)
      }
      """,
    ]
  }

  /// The storage: the property as declared, renamed `_name`, `private`, and ignored.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = StoredProperty(declaration), !property.isIgnored else { return [] }
    let attributes = property.declaration.attributes.map(\.trimmedDescription).joined(separator: " ")
    let modifiers = property.declaration.modifiers
      .filter { ![.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate), .keyword(.private)].contains($0.name.tokenKind) }
      .map(\.trimmedDescription).joined(separator: " ")
    let type = property.binding.typeAnnotation?.trimmedDescription ?? ""
    let initializer = property.binding.initializer.map { " " + $0.trimmedDescription } ?? ""
    return ["\(raw: attributes) @ObservableStateIgnored private \(raw: modifiers) var _\(raw: property.name)\(raw: type)\(raw: initializer)"]
  }
}

public enum ObservableStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
