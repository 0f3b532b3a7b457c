/// A Swift type, parsed once from the spec's text so that validation and contexts ask it questions
/// (`isOptional`, `arrayElement`, `isObservable`, …) instead of comparing strings.
///
/// Only the shapes reactorgen reasons about are modelled; anything else is kept as `opaque` text,
/// which answers every question with "not that".
///
/// Only the cases that hold a type directly are `indirect`: the commonest, a name, is held inline
/// (boxing every case allocated once per type a run builds, some twenty thousand).
package enum TypeRef: Sendable, Hashable {
  /// `Int`, `Swift.Int`, `Observable<[Task]>`, `TaskListSection.Item`: dot-separated components,
  /// each with its generic arguments.
  case named([Component])
  /// `T?` (or `Optional<T>`), and `T!` with `implicitlyUnwrapped`.
  indirect case optional(TypeRef, implicitlyUnwrapped: Bool)
  /// `[T]` (or `Array<T>`).
  indirect case array(TypeRef)
  /// `[K: V]` (or `Dictionary<K, V>`).
  indirect case dictionary(key: TypeRef, value: TypeRef)
  /// `(Int, label: String)`; `()` is the empty tuple.
  case tuple([TupleElement])
  /// `(A, B) async throws -> R`; `thrownType` for typed throws, `throws(E)`.
  indirect case function(parameters: [TypeRef], isAsync: Bool, isThrowing: Bool, thrownType: TypeRef? = nil, result: TypeRef)
  /// `inout T`, `any P`, `some P`, `borrowing T`, `consuming T`.
  indirect case specifier(TypeSpecifier, TypeRef)
  /// `@escaping T`, `@Sendable T`, `@autoclosure T`, `@MainActor T`.
  indirect case attributed(TypeAttribute, TypeRef)
  /// `T...` (a variadic parameter).
  indirect case variadic(TypeRef)
  /// `A & B`.
  case composition([TypeRef])
  /// `T.Type` or `P.Protocol`.
  indirect case metatype(TypeRef, kind: String)
  /// Text reactorgen does not model (compositions `A & B`, metatypes, …).
  indirect case opaque(String)

  package struct Component: Sendable, Hashable {
    package var name: String
    package var arguments: [TypeRef]

    package init(name: String, arguments: [TypeRef]) {
      self.name = name
      self.arguments = arguments
    }
  }

  package struct TupleElement: Sendable, Hashable {
    var label: String?
    var type: TypeRef

    package init(label: String? = nil, type: TypeRef) {
      self.label = label
      self.type = type
    }
  }

  // MARK: Parsing

  /// Parses `text`; anything the small grammar does not cover becomes `.opaque(text)`.

  package init(parsing text: String) {
    if let name = Self.plainName(text) {
      self = .named([Component(name: name, arguments: [])])
      return
    }
    self.init(parsingTokensOf: text)
  }

  /// `text` when it is a lone ASCII name that reads as a type, the commonest spec type (`Bool`,
  /// `IndexPath`): read without the lexer. Nil for anything else, keywords and the grammar's own
  /// words (`some`, `any`, `borrowing`, ...) among them, which the parser reads.
  static func plainName(_ text: String) -> String? {
    var bytes = text
    guard let first = text.utf8.first, first < UInt8(ascii: "0") || first > UInt8(ascii: "9"),
      bytes.withUTF8({ $0.allSatisfy(SwiftSource.isASCIIWordByte) }), text != "_", !SwiftKeywords.reserved.contains(text),
      TypeSpecifier.named(text) == nil
    else { return nil }
    return text
  }

  init(parsingTokensOf text: String) { self.init(parsingTokensOf: SwiftText(text)) }

  /// Read from text already lexed (a check that just read its tokens): lexed once, not twice.
  init(parsingTokensOf source: SwiftText) {
    var parser = TypeParser(source)
    if let type = parser.parseType(), parser.atEnd {
      self = type
    } else {
      self = .opaque(source.text.trimmingSpaces)
    }
  }

  /// The type written back as Swift.
  package var text: String {
    // Most types are one plain name: nothing to build.
    if case .named(let components) = self, components.count == 1, components[0].arguments.isEmpty { return components[0].name }
    var output = ""
    write(to: &output)
    return output
  }

  /// Appends the type's Swift to `output` (a string, or the renderer's buffer): one buffer for
  /// the whole tree.
  func write<Output: TextOutputStream>(to output: inout Output) {
    switch self {
    case .named(let components):
      for (index, component) in components.enumerated() {
        if index > 0 { output.write(".") }
        output.write(component.name)
        guard !component.arguments.isEmpty else { continue }
        output.write("<")
        for (position, argument) in component.arguments.enumerated() {
          if position > 0 { output.write(", ") }
          argument.write(to: &output)
        }
        output.write(">")
      }
    case .optional(let wrapped, let iuo):
      writeParenthesized(wrapped, if: wrapped.needsParentheses, to: &output)
      output.write(iuo ? "!" : "?")
    case .array(let element):
      output.write("[")
      element.write(to: &output)
      output.write("]")
    case .dictionary(let key, let value):
      output.write("[")
      key.write(to: &output)
      output.write(": ")
      value.write(to: &output)
      output.write("]")
    case .tuple(let elements):
      output.write("(")
      for (index, element) in elements.enumerated() {
        if index > 0 { output.write(", ") }
        if let label = element.label { output.write(label + ": ") }
        element.type.write(to: &output)
      }
      output.write(")")
    case .function(let parameters, let isAsync, let isThrowing, let thrownType, let result):
      output.write("(")
      for (index, parameter) in parameters.enumerated() {
        if index > 0 { output.write(", ") }
        parameter.write(to: &output)
      }
      output.write(")")
      if isAsync { output.write(" async") }
      if isThrowing { output.write(" throws") }
      if let thrownType {
        output.write("(")
        thrownType.write(to: &output)
        output.write(")")
      }
      output.write(" -> ")
      result.write(to: &output)
    case .specifier(let specifier, let type):
      output.write(specifier.rawValue + " ")
      type.write(to: &output)
    case .attributed(let attribute, let type):
      output.write(attribute.text + " ")
      type.write(to: &output)
    case .variadic(let type):
      type.write(to: &output)
      output.write("...")
    case .composition(let types):
      for (index, type) in types.enumerated() {
        if index > 0 { output.write(" & ") }
        writeParenthesized(type, if: type.needsParentheses, to: &output)
      }
    case .metatype(let type, let kind):
      writeParenthesized(type, if: type.needsParentheses || type.isComposition, to: &output)
      output.write("." + kind)
    case .opaque(let text):
      output.write(text)
    }
  }

  private func writeParenthesized<Output: TextOutputStream>(_ type: TypeRef, if parenthesized: Bool, to output: inout Output) {
    if parenthesized { output.write("(") }
    type.write(to: &output)
    if parenthesized { output.write(")") }
  }

  private var needsParentheses: Bool {
    switch self {
    case .function, .specifier, .attributed: return true
    default: return false
    }
  }

  private var isComposition: Bool {
    if case .composition = self { return true }
    return false
  }

  /// The type with each of `names`, where it starts a name, read as a member of `owner`:
  /// `Observable<Mutation>` → `Observable<Counter.Mutation>`, `State.Item` → `Counter.State.Item`.
  package func qualifying(_ names: [String], in owner: String) -> TypeRef {
    let inner = { (type: TypeRef) in type.qualifying(names, in: owner) }
    switch self {
    case .named(let components):
      if components.count == 1, components[0].arguments.isEmpty, !names.contains(components[0].name) { return self }
      let mapped = components.map { Component(name: $0.name, arguments: $0.arguments.map(inner)) }
      return names.contains(components[0].name) ? .named([Component(name: owner, arguments: [])] + mapped) : .named(mapped)
    case .optional(let wrapped, let iuo): return .optional(inner(wrapped), implicitlyUnwrapped: iuo)
    case .array(let element): return .array(inner(element))
    case .dictionary(let key, let value): return .dictionary(key: inner(key), value: inner(value))
    case .tuple(let elements): return .tuple(elements.map { TupleElement(label: $0.label, type: inner($0.type)) })
    case .function(let parameters, let isAsync, let isThrowing, let thrownType, let result):
      return .function(
        parameters: parameters.map(inner), isAsync: isAsync, isThrowing: isThrowing, thrownType: thrownType.map(inner), result: inner(result))
    case .specifier(let word, let type): return .specifier(word, inner(type))
    case .attributed(let attribute, let type): return .attributed(attribute, inner(type))
    case .variadic(let type): return .variadic(inner(type))
    case .composition(let types): return .composition(types.map(inner))
    case .metatype(let type, let kind): return .metatype(inner(type), kind: kind)
    case .opaque: return self
    }
  }

  // MARK: Questions

  /// The type without `Optional` wrappers, standard-library spellings folded (`Optional<T>` → `T?`,
  /// `Array<T>` → `[T]`, `Swift.Int` → `Int`).
  package var canonical: TypeRef {
    // A lone name other than `Void` (most types) is its own canonical form: nothing to rebuild.
    if case .named(let components) = self, components.count == 1, components[0].arguments.isEmpty, components[0].name != "Void" {
      return self
    }
    switch self {
    case .named(let components):
      let components = components.map { Component(name: $0.name, arguments: $0.arguments.map(\.canonical)) }
      let bare =
        components.count == 2 && components[0].name == "Swift" && components[0].arguments.isEmpty
        ? [components[1]] : components
      if bare.count == 1 {
        let only = bare[0]
        switch (only.name, only.arguments.count) {
        case ("Optional", 1): return .optional(only.arguments[0], implicitlyUnwrapped: false)
        case ("Array", 1): return .array(only.arguments[0])
        case ("Dictionary", 2): return .dictionary(key: only.arguments[0], value: only.arguments[1])
        case ("Void", 0): return .tuple([])
        default: break
        }
      }
      return .named(bare)
    case .optional(let wrapped, let iuo): return .optional(wrapped.canonical, implicitlyUnwrapped: iuo)
    case .array(let element): return .array(element.canonical)
    case .dictionary(let key, let value): return .dictionary(key: key.canonical, value: value.canonical)
    case .tuple(let elements):
      // A one-element unlabelled tuple is just its element: `(Int)` is `Int`.
      if elements.count == 1, elements[0].label == nil { return elements[0].type.canonical }
      return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.canonical) })
    case .function(let parameters, let isAsync, let isThrowing, let thrownType, let result):
      return .function(
        parameters: parameters.map(\.canonical), isAsync: isAsync, isThrowing: isThrowing, thrownType: thrownType?.canonical, result: result.canonical
      )
    case .specifier(let word, let type): return .specifier(word, type.canonical)
    case .attributed(let attribute, let type): return .attributed(attribute, type.canonical)
    case .variadic(let type): return .variadic(type.canonical)
    case .composition(let types): return .composition(types.map(\.canonical))
    case .metatype(let type, let kind): return .metatype(type.canonical, kind: kind)
    case .opaque: return self
    }
  }

  /// Whether two spellings name the same type (`Optional<String>` and `String?`).
  package func isSame(as other: TypeRef) -> Bool { canonical == other.canonical }

  /// `T` for `T?`, `T!` and `Optional<T>`.
  package var optionalWrapped: TypeRef? {
    if case .optional(let wrapped, _) = canonical { return wrapped }
    return nil
  }

  package var isOptional: Bool { optionalWrapped != nil }

  /// Whether a stored property of this type starts as `nil` without an initial value: only the
  /// sugared `T?` and `T!` do, not `Optional<T>` written out.
  package var isImplicitlyNil: Bool {
    if case .optional = self { return true }
    return false
  }

  /// `T` for `[T]` and `Array<T>`.
  package var arrayElement: TypeRef? {
    if case .array(let element) = canonical { return element }
    return nil
  }

  /// `Void`, `()`, `Swift.Void`.
  package var isVoid: Bool { canonical == .tuple([]) }

  /// The single name of a plain, non-generic type: `Int` for `Int` and `Swift.Int`.
  package var simpleName: String? {
    if case .named(let components) = canonical, components.count == 1, components[0].arguments.isEmpty {
      return components[0].name
    }
    return nil
  }

  /// The type without `@escaping`-like attributes and `inout`/`any`-like specifiers.
  package var unattributed: TypeRef {
    switch self {
    case .attributed(_, let type), .specifier(_, let type): return type.unattributed
    default: return self
    }
  }

  /// Whether the type is a function type (possibly `@escaping`, optional functions are not).
  package var isFunction: Bool {
    if case .function = unattributed.canonical { return true }
    return false
  }

  /// Whether the type carries `@escaping`, among any other attributes.
  package var isEscaping: Bool {
    if case .attributed(let attribute, let type) = self { return attribute.name == .escaping || type.isEscaping }
    return false
  }

  package var isInout: Bool {
    if case .specifier(.inout, _) = self { return true }
    if case .attributed(_, let type) = self { return type.isInout }
    return false
  }

  var isVariadic: Bool {
    if case .variadic = self { return true }
    return false
  }

  /// Whether Swift can synthesize `Equatable` or `Hashable` over a value of this type, as far as
  /// the type's form says: never over a function, a tuple, an existential (`any P`, `Error`,
  /// `Any`) or a metatype; named types are taken to be comparable (the compiler says otherwise).
  var canBeCompared: Bool {
    switch canonical {
    case .named(let components):
      if components.count == 1, ["Error", "Any", "AnyObject", "AnyClass"].contains(components[0].name) { return false }
      // The standard library's generic types conform where their arguments do (`Result<Int, any
      // Error>` is not Equatable); another module's generics are the compiler's to judge.
      return !Self.conformsWhereArgumentsDo(components) || components.allSatisfy { $0.arguments.allSatisfy(\.canBeCompared) }
    case .optional(let wrapped, _): return wrapped.canBeCompared
    case .array(let element): return element.canBeCompared
    case .dictionary(let key, let value): return key.canBeCompared && value.canBeCompared
    case .tuple: return false
    case .function, .composition, .metatype: return false
    case .specifier(let specifier, let type): return specifier == .any || specifier == .some ? false : type.canBeCompared
    case .attributed(_, let type): return type.canBeCompared
    case .variadic(let type): return type.canBeCompared
    case .opaque: return true
    }
  }

  /// Whether Swift can synthesize `Codable` over a value of this type, where that is known: not a
  /// function, tuple, existential or `Result` (which is not Codable), nor a standard library
  /// collection or optional of one.
  var canBeCoded: Bool {
    switch canonical {
    case .named(let components):
      if components.count == 1, ["Error", "Any", "AnyObject", "AnyClass", "Result"].contains(components[0].name) { return false }
      return !Self.conformsWhereArgumentsDo(components) || components.allSatisfy { $0.arguments.allSatisfy(\.canBeCoded) }
    case .optional(let wrapped, _): return wrapped.canBeCoded
    case .array(let element), .variadic(let element): return element.canBeCoded
    case .dictionary(let key, let value): return key.canBeCoded && value.canBeCoded
    case .tuple, .function, .composition, .metatype: return false
    case .specifier(let specifier, let type): return specifier == .any || specifier == .some ? false : type.canBeCoded
    case .attributed(_, let type): return type.canBeCoded
    case .opaque: return true
    }
  }

  /// Whether Swift can synthesize the conformance named `protocolName` (`Equatable`, `Hashable`,
  /// `Codable`, `Encodable`, `Decodable`) for a struct or enum holding a value of this type, where
  /// that is known; `nil` for a protocol Swift does not synthesize.
  package func allowsSynthesizing(_ protocolName: String) -> Bool? {
    switch protocolName {
    case "Equatable", "Hashable": canBeCompared
    case "Codable", "Encodable", "Decodable": canBeCoded
    default: nil
    }
  }

  /// A standard library generic (`Swift.` or bare) that conforms to Equatable, Hashable and
  /// Codable exactly where its arguments do.
  private static func conformsWhereArgumentsDo(_ components: [Component]) -> Bool {
    let bare = components.count == 2 && components[0].name == "Swift" ? Array(components.dropFirst()) : components
    return bare.count == 1 && !bare[0].arguments.isEmpty
      && ["Result", "Set", "ContiguousArray", "ArraySlice", "Range", "ClosedRange", "CollectionOfOne"].contains(bare[0].name)
  }

  /// Whether a value of this type holds a function that is not `@Sendable` (in an optional, a
  /// collection, a tuple or a generic argument): Swift refuses such a value in a `Sendable` type.
  package var holdsNonSendableFunction: Bool {
    switch canonical {
    case .function: return true
    case .attributed(let attribute, let type):
      return attribute.name == .sendable && type.isFunction ? false : type.holdsNonSendableFunction
    case .named(let components): return components.contains { $0.arguments.contains(where: \.holdsNonSendableFunction) }
    case .optional(let wrapped, _): return wrapped.holdsNonSendableFunction
    case .array(let element), .variadic(let element): return element.holdsNonSendableFunction
    case .dictionary(let key, let value): return key.holdsNonSendableFunction || value.holdsNonSendableFunction
    case .tuple(let elements): return elements.contains { $0.type.holdsNonSendableFunction }
    case .specifier(_, let type): return type.holdsNonSendableFunction
    case .composition, .metatype, .opaque: return false
    }
  }

  /// Whether a value of this type holds a value named `name` inline (itself, in an optional or a
  /// tuple), not behind an array, a dictionary or a function: a struct or enum that does has
  /// infinite size.
  package func holdsInline(_ name: String) -> Bool {
    switch canonical {
    case .named(let components): return components.count == 1 && components[0].arguments.isEmpty && components[0].name == name
    case .optional(let wrapped, _): return wrapped.holdsInline(name)
    case .tuple(let elements): return elements.contains { $0.type.holdsInline(name) }
    case .attributed(_, let type), .specifier(_, let type): return type.holdsInline(name)
    default: return false
    }
  }

  /// Every type name the type mentions, first components only: `Foo` and `Bar` in `[Foo.Item: Bar]`.
  var mentionedNames: Set<String> {
    var names = Set<String>()
    collectNames(into: &names) { _ in true }
    return names
  }

  /// Which of `names` the type mentions (generic parameters, a framework's type names).
  package func mentioned(among names: Set<String>) -> Set<String> {
    var found = Set<String>()
    // The type's few names looked up in `names`, which may be a module's thousands; nothing is
    // allocated for a type that mentions none.
    if !names.isEmpty { collectNames(into: &found) { names.contains($0) } }
    return found
  }

  private func collectNames(into names: inout Set<String>, where keeps: (String) -> Bool) {
    switch self {
    case .named(let components):
      if keeps(components[0].name) { names.insert(components[0].name) }
      for component in components { for argument in component.arguments { argument.collectNames(into: &names, where: keeps) } }
    case .optional(let type, _), .array(let type), .specifier(_, let type), .attributed(_, let type), .variadic(let type), .metatype(let type, _):
      type.collectNames(into: &names, where: keeps)
    case .dictionary(let key, let value):
      key.collectNames(into: &names, where: keeps)
      value.collectNames(into: &names, where: keeps)
    case .tuple(let elements): for element in elements { element.type.collectNames(into: &names, where: keeps) }
    case .function(let parameters, _, _, let thrownType, let result):
      for type in parameters + [result] + (thrownType.map { [$0] } ?? []) { type.collectNames(into: &names, where: keeps) }
    case .composition(let types): for type in types { type.collectNames(into: &names, where: keeps) }
    case .opaque(let text):
      // Best effort: every identifier-looking word.
      let source = SwiftText(text)
      for token in source.tokens where token.kind == .identifier {
        let name = SwiftIdentifier.unescaped(source.text(of: token))
        if keeps(name) { names.insert(name) }
      }
    }
  }

  /// Whether the type mentions any of `names`.
  func mentions(any names: Set<String>) -> Bool { !names.isEmpty && !mentionedNames.isDisjoint(with: names) }

  /// What kind of literal a value of this type is written with, for checking defaults.
  package var literalKind: LiteralKind? {
    let type = canonical
    if let wrapped = type.optionalWrapped { return .optional(wrapped.literalKind) }
    if let element = type.arrayElement { return .array(element.literalKind) }
    if case .dictionary = type { return .dictionary }
    switch type.simpleName {
    case "Bool": return .bool
    case "String", "Character", "Substring": return .string
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .integer
    case "Double", "Float", "Float80", "CGFloat": return .floatingPoint
    default: return nil
    }
  }

  /// How a standard type is written as a literal.
  package indirect enum LiteralKind: Sendable, Equatable {
    case bool, integer, floatingPoint, string, dictionary
    /// `nil`, or a literal of the wrapped type (`nil` kind: unknown wrapped type).
    case optional(LiteralKind?)
    case array(LiteralKind?)
  }
}

/// A small recursive-descent parser, over ``SwiftLexer``'s tokens, for the type grammar
/// ``TypeRef`` models.
private struct TypeParser {
  private let source: SwiftText
  private let tokens: [SwiftToken]
  private var index = 0

  init(_ source: SwiftText) {
    self.source = source
    self.tokens = source.tokens.filter { $0.kind != .newline }
  }

  var atEnd: Bool { index == tokens.count }

  private func isMark(_ mark: String, at position: Int? = nil) -> Bool {
    let position = position ?? index
    return position < tokens.count && tokens[position].kind == .punctuation && source.is(tokens[position], mark)
  }

  private mutating func consume(_ mark: String) -> Bool {
    guard isMark(mark) else { return false }
    index += 1
    return true
  }

  private func word(at position: Int) -> String? {
    position < tokens.count && tokens[position].kind == .identifier ? source.text(of: tokens[position]) : nil
  }

  private mutating func identifier() -> String? {
    guard let name = word(at: index) else { return nil }
    index += 1
    return name
  }

  /// A type, or a composition of types joined by `&`.
  mutating func parseType() -> TypeRef? {
    guard let first = parseSingleType() else { return nil }
    var types = [first]
    while isAmpersand(at: index) {
      index += 1
      guard let next = parseSingleType() else { return nil }
      types.append(next)
    }
    return types.count == 1 ? first : .composition(types)
  }

  /// `A & B` or `A&B`: Swift reads `A &B` as a prefix operator.
  private func isAmpersand(at position: Int) -> Bool {
    guard position + 1 < tokens.count, source.is(tokens[position], "&") else { return false }
    return !(tokens[position].spaceBefore && !tokens[position + 1].spaceBefore)
  }

  private mutating func parseSingleType() -> TypeRef? {
    if consume("@") {
      // Only Swift's own type attributes: `@escaping(Int) -> Void` is a function type, and
      // `@convention(c)` and `@isolated(any)` the ones with an argument.
      guard let word = identifier(), let name = TypeAttribute.Name(rawValue: word) else { return nil }
      var attribute = TypeAttribute(name)
      if name == .convention || name == .isolated, isMark("("), !tokens[index].spaceBefore {
        // `@convention(c)`, `@isolated(any)`: keep the argument as written.
        guard let close = SwiftSource.closingToken(of: index, in: tokens, of: source) else { return nil }
        attribute.argument = source.text(from: tokens[index].offset, to: tokens[close].end)
        index = close + 1
      }
      guard let type = parseSingleType() else { return nil }
      return .attributed(attribute, type)
    }
    if let word = word(at: index), let specifier = TypeSpecifier.named(word), index + 1 < tokens.count, tokens[index + 1].spaceBefore {
      index += 1
      // `any A & B` is `any (A & B)`.
      guard let type = parseType() else { return nil }
      return .specifier(specifier, type)
    }
    guard var type = parsePrimary() else { return nil }
    // Postfix: `?`, `!`, `...`, `.Type`, function arrows.
    while index < tokens.count, !tokens[index].spaceBefore || isMark(".") {
      if isMark("."), let kind = word(at: index + 1), kind == "Type" || kind == "Protocol", !tokens[index + 1].spaceBefore {
        index += 2
        type = .metatype(type, kind: kind)
      } else if consume("?") {
        type = .optional(type, implicitlyUnwrapped: false)
      } else if index < tokens.count, tokens[index].kind == .operator, source.is(tokens[index], "??") {
        index += 1
        type = .optional(.optional(type, implicitlyUnwrapped: false), implicitlyUnwrapped: false)
      } else if consume("!") {
        type = .optional(type, implicitlyUnwrapped: true)
      } else if consume("...") {
        type = .variadic(type)
      } else {
        break
      }
    }
    let save = index
    let isAsync = word(at: index) == "async"
    if isAsync { index += 1 }
    let isThrowing = word(at: index) == "throws" || word(at: index) == "rethrows"
    if isThrowing { index += 1 }
    // Typed throws: `throws(CancellationError)`.
    var thrownType: TypeRef?
    if isThrowing, consume("(") {
      guard let thrown = parseType(), consume(")") else { return nil }
      thrownType = thrown
    }
    if consume("->") {
      guard case .tuple(let elements) = type, let result = parseType() else { return nil }
      return .function(parameters: elements.map(\.type), isAsync: isAsync, isThrowing: isThrowing, thrownType: thrownType, result: result)
    }
    if isAsync || isThrowing { return nil }
    index = save
    return type
  }

  /// `.Type` or `.Protocol` ending the type (not `Foo.Type.Bar`, which cannot be written).
  private func isMetatypeSuffix(at position: Int) -> Bool {
    guard let word = word(at: position + 1), word == "Type" || word == "Protocol" else { return false }
    return position + 2 >= tokens.count || !isMark(".", at: position + 2)
  }

  private mutating func parsePrimary() -> TypeRef? {
    if consume("[") {
      guard let first = parseType() else { return nil }
      if consume(":") {
        guard let value = parseType(), consume("]") else { return nil }
        return .dictionary(key: first, value: value)
      }
      guard consume("]") else { return nil }
      return .array(first)
    }
    if consume("(") {
      var elements: [TypeRef.TupleElement] = []
      if consume(")") { return .tuple([]) }
      repeat {
        // `label: Type` or `_ name: Type` (function parameters written with names) or `Type`.
        var label: String?
        if let word = word(at: index) {
          if isMark(":", at: index + 1) {
            label = word
            index += 2
          } else if self.word(at: index + 1) != nil, isMark(":", at: index + 2) {
            label = word
            index += 3
          }
        }
        guard let type = parseType() else { return nil }
        elements.append(TypeRef.TupleElement(label: label, type: type))
      } while consume(",") && !isMark(")")  // A trailing comma is allowed.
      guard consume(")") else { return nil }
      return .tuple(elements)
    }
    var components: [TypeRef.Component] = []
    repeat {
      // `some` and `any` alone are specifiers missing their type.
      guard let name = identifier(), components.count > 0 || (name != "some" && name != "any") else { return nil }
      var arguments: [TypeRef] = []
      // In a type, `<` always opens generic arguments, even after a space.
      if isMark("<") {
        index += 1
        if consume(">") {
          components.append(TypeRef.Component(name: name, arguments: []))
          continue
        }
        repeat {
          guard let argument = parseType() else { return nil }
          arguments.append(argument)
        } while consume(",") && !isMark(">")  // A trailing comma is allowed.
        guard consume(">") else { return nil }
      }
      components.append(TypeRef.Component(name: name, arguments: arguments))
    } while isMark(".") && index + 1 < tokens.count && !tokens[index + 1].spaceBefore && !isMetatypeSuffix(at: index) && consume(".")
    return .named(components)
  }
}

/// The words that stand before a type: `inout T`, `any P`, `borrowing T`, `isolated A`.
package enum TypeSpecifier: String, Sendable, Hashable, CaseIterable {
  case `inout`, `any`, some, borrowing, consuming, sending, isolated
  case owned = "__owned"
  case shared = "__shared"

  /// The specifier `word` spells, if any: looked up in a word list first, without the string
  /// switch `init(rawValue:)` runs (900 instructions a name, for every plain type name a run reads).
  static func named(_ word: String) -> TypeSpecifier? { words.contains(word) ? TypeSpecifier(rawValue: word) : nil }

  private static let words = WordList(allCases.map(\.rawValue))
}

/// Swift's own type attributes, the only ones a spec type may carry: `@escaping`, `@Sendable`,
/// `@convention(c)`, `@isolated(any)`.
package struct TypeAttribute: Sendable, Hashable {
  package enum Name: String, Sendable, Hashable, CaseIterable {
    case escaping, autoclosure, noescape, unchecked, preconcurrency, retroactive, isolated, convention
    case sendable = "Sendable"
    case mainActor = "MainActor"
  }

  package var name: Name
  /// `(c)` of `@convention(c)`, `(any)` of `@isolated(any)`, as written.
  var argument: String?

  package init(_ name: Name, argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  package static let escaping = TypeAttribute(.escaping)

  var text: String { "@" + name.rawValue + (argument ?? "") }
}
