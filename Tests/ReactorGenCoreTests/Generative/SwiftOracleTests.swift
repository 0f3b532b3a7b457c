import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// reactorgen's own Swift lexer and readers (``SwiftLexer``, ``SwiftSource``, ``SwiftExpression``,
/// ``TypeRef``) checked against SwiftParser, the parser of the Swift compiler, on random and
/// harvested fragments: both must give the same verdict (accepted or not) and, where both accept,
/// the same structure. SwiftParser is a dependency of the tests only; the tool never links it.
///
/// A disagreement prints the fragment; replay with `REACTORGEN_ORACLE_SEED=<seed>`.
final class SwiftOracleTests: XCTestCase {
  private let seed = UInt64(ProcessInfo.processInfo.environment["REACTORGEN_ORACLE_SEED"] ?? "") ?? 31
  private let rounds = Int(ProcessInfo.processInfo.environment["REACTORGEN_ORACLE_COUNT"] ?? "") ?? 3_000

  // MARK: Expressions

  func testExpressionsAreAcceptedExactlyWhenSwiftParsesOneExpression() {
    var random = SplitMix64(seed: seed)
    var compared = 0
    for fragment in Self.harvestedExpressions + Self.fromSamples.expressions + (0..<rounds).map({ _ in RandomSwift.expression(&random) }) {
      // Deliberately stricter than SwiftParser: a spec's expression is one line, and key paths
      // are read only as `\Type.member`.
      for text in [fragment, RandomSwift.corrupted(fragment, &random, inExpression: true)]
      where !text.contains("\n") && !text.contains("\\ ") && !text.contains("\\T ") {
        compared += 1
        let ours = SwiftExpression.problem(in: text)
        let oracle = Oracle.isSingleExpression(text)
        if ours != nil, oracle, Self.isDeliberatelyRefused(expression: text) { continue }
        XCTAssertEqual(
          ours == nil, oracle,
          "expression «\(text)»: reactorgen says \(ours.map { "'\($0.message)'" } ?? "accepted"), SwiftParser \(oracle ? "accepts it" : "does not")")
      }
    }
    print("oracle: \(compared) expressions compared with SwiftParser")
  }

  /// Expressions over several lines (a YAML block): line breaks inside brackets, and a closure's
  /// statements one a line. Whatever reactorgen accepts, SwiftParser reads as one expression; a
  /// closure of lines it refuses is only one SwiftParser leaves to the type checker.
  func testExpressionsOverSeveralLinesAreOnesSwiftParses() {
    var random = SplitMix64(seed: seed)
    var compared = (accepted: 0, refused: 0)
    for _ in 0..<(rounds / 3) {
      let text: String
      if random.chance(0.5) {
        // A closure whose statements are lines: locals, expressions, a `return`.
        let statements = (0..<random.int(1...4)).map { index -> String in
          switch random.int(0...3) {
          case 0: "let v\(index) = \(RandomSwift.expression(&random, depth: 1))"
          case 1: "return \(RandomSwift.expression(&random, depth: 1))"
          default: RandomSwift.expression(&random, depth: 1)
          }
        }
        let signature = random.chance(0.3) ? " value in" : ""
        let indent = String(repeating: " ", count: random.int(0...4))
        text = "{\(signature)\n" + statements.map { indent + $0 }.joined(separator: "\n") + "\n}" + (random.chance(0.5) ? "()" : "")
      } else {
        // Brackets broken after their commas and around their elements.
        text = RandomSwift.expression(&random).replacingOccurrences(of: ", ", with: random.pick([",\n", ", ", ",\n  "]))
          .replacingOccurrences(of: "[", with: random.pick(["[\n", "["]))
      }
      for variant in [text, RandomSwift.corrupted(text, &random, inExpression: true)] {
        let ours = SwiftExpression.problem(in: variant)
        let oracle = Oracle.isSingleExpression(variant)
        if ours == nil {
          compared.accepted += 1
          XCTAssertTrue(oracle, "expression «\(variant)»: reactorgen accepts it, SwiftParser does not read one expression")
        } else {
          compared.refused += 1
          // A type is read on one line (`as? [\nString]`).
          let typeOverLines = ours!.message.hasPrefix("expected a type")
          if oracle, !Self.isDeliberatelyRefused(expression: variant), !Self.breaksOutsideBrackets(variant), !typeOverLines {
            XCTFail("expression «\(variant)»: reactorgen says '\(ours!.message)', SwiftParser accepts it")
          }
        }
      }
    }
    XCTAssertGreaterThan(compared.accepted, rounds / 10, "too few multi-line expressions accepted to compare")
    print("oracle: \(compared.accepted) multi-line expressions accepted and \(compared.refused) refused, compared with SwiftParser")
  }

  /// A line break outside every bracket: Swift may read the next line as going on (`a\n.b`), a
  /// spec's expression may not (the generated statement would end there).
  static func breaksOutsideBrackets(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == "\n", depth <= 0 { return true }
    }
    return false
  }

  // MARK: Types

  func testTypesAreAcceptedExactlyWhenSwiftParsesThemAndReadTheSame() {
    var random = SplitMix64(seed: seed)
    var compared = 0
    for fragment in Self.harvestedTypes + Self.fromSamples.types + (0..<rounds).map({ _ in RandomSwift.type(&random) }) {
      // Known, deliberate differences: module selectors (`Swift::Int`, new in Swift 6.3) and an
      // attribute made optional (`@escaping?(T) -> U`) parse, but reactorgen rejects both.
      for text in [fragment, RandomSwift.corrupted(fragment, &random)] where !text.contains("::") && !text.contains("@escaping?") {
        compared += 1
        let accepted = (try? SwiftSource.checkType(text, offset: 0)) != nil
        let parsed = Oracle.type(text)
        if !accepted, parsed != nil, Self.isDeliberatelyRefused(type: text) { continue }
        XCTAssertEqual(
          accepted, parsed != nil,
          "type «\(text)»: reactorgen \(accepted ? "accepts" : "rejects") it, SwiftParser \(parsed != nil ? "accepts it" : "does not")")
        if accepted, let parsed {
          XCTAssertEqual(TypeRef(parsing: text), parsed, "type «\(text)» read differently")
        }
      }
    }
    print("oracle: \(compared) types compared with SwiftParser")
  }

  // MARK: Signatures

  func testSignaturesReadAsSwiftParsesThem() {
    var random = SplitMix64(seed: seed)
    var compared = 0
    for _ in 0..<rounds {
      let text = RandomSwift.signature(&random)
      compared += 1
      guard let function = Oracle.function(text) else {
        XCTFail("the generator wrote a signature SwiftParser rejects: «\(text)»")
        continue
      }
      let parts: SwiftSource.MethodParts
      do {
        parts = try SwiftSource.parseFunction(text)
      } catch {
        XCTFail("«\(text)»: reactorgen rejects it: \(error.message)")
        continue
      }
      XCTAssertEqual(parts.name, function.name.text, text)
      XCTAssertEqual(parts.parameters.map { $0.label ?? $0.name }, function.signature.parameterClause.parameters.map(\.firstName.text), text)
      XCTAssertEqual(parts.parameters.map(\.name), function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }, text)
      XCTAssertEqual(
        parts.parameters.map { TypeRef(parsing: $0.type) }, function.signature.parameterClause.parameters.map { Oracle.typeRef($0.type) }, text)
      XCTAssertEqual(parts.isAsync, function.signature.effectSpecifiers?.asyncSpecifier != nil, text)
      XCTAssertEqual(parts.isThrowing, function.signature.effectSpecifiers?.throwsClause != nil, text)
      XCTAssertEqual(parts.returnType.map { TypeRef(parsing: $0) }, function.signature.returnClause.map { Oracle.typeRef($0.type) }, text)
      XCTAssertEqual(parts.genericParameters != nil, function.genericParameterClause != nil, text)
      XCTAssertEqual(
        parts.genericParameters.map { SwiftSource.splitTopLevel($0, on: ",").map(\.text) },
        function.genericParameterClause.map { $0.parameters.map { $0.trimmedDescription.trimmingCharacters(in: [",", " "]) } }, text)
    }
    print("oracle: \(compared) signatures compared with SwiftParser")
  }

  /// Selectors read from user files are those SwiftParser finds in them.
  func testSelectorsReadFromFilesAreThoseSwiftParserFinds() {
    var random = SplitMix64(seed: seed)
    for _ in 0..<(rounds / 3) {
      let source =
        "extension R {\n" + (0..<random.int(1...3)).map { _ in "  " + RandomSwift.signature(&random) + " { fatalError() }\n" }.joined() + "}\n"
      let tree = Parser.parse(source: source)
      let expected = Set(
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          guard let function = token.parent?.as(FunctionDeclSyntax.self), token.id == function.name.id else { return nil }
          return SwiftIdentifier.unescaped(function.name.text) + "("
            + function.signature.parameterClause.parameters.map { SwiftIdentifier.unescaped($0.firstName.text) + ":" }.joined() + ")"
        })
      XCTAssertEqual(FunctionSelector.declared(in: source), expected, source)
    }
  }

  // MARK: Where reactorgen is stricter on purpose

  /// Shapes SwiftParser accepts (leaving them to the type checker, or as rare syntax) that
  /// reactorgen refuses with a located error rather than vouch for: statements inside closures and
  /// `if` branches (`{ let x }`, `{ a; b }`), dot-operators (`==.`), generic arguments apart
  /// from their type (`Set <Int>()`), a member after a postfix operator and a space (`x+ .a`),
  /// and compound names among arguments (`f(a: b:)`). Never the other way: whatever reactorgen
  /// accepts, SwiftParser must accept.
  static func isDeliberatelyRefused(expression text: String) -> Bool {
    text.contains("{") || text.contains("==.") || text.contains(" <") || text.contains(" .") || text.contains(":)")
  }

  /// Member types of optionals and parenthesized types (`Foo?.Bar`, `(any P).Element`), and
  /// attributes written apart from their name (`@ escaping`).
  static func isDeliberatelyRefused(type text: String) -> Bool {
    text.contains("?.") || text.contains("!.") || text.contains(").") || text.contains("@ ") || hasForeignAttribute(text)
  }

  /// An attribute other than Swift's own type attributes (a custom or misspelt one).
  private static func hasForeignAttribute(_ text: String) -> Bool {
    text.components(separatedBy: "@").dropFirst().contains { rest in
      TypeAttribute.Name(rawValue: String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })) == nil
    }
  }

  // MARK: Harvested fragments

  /// Every expression and type the samples' specs really contain (defaults, `set x = value`,
  /// emitted arguments, `when:` conditions, field, value, parameter and result types), as
  /// reactorgen decoded them.
  static let fromSamples: (expressions: [String], types: [String]) = {
    var expressions: [String] = []
    var types: [String] = []
    let samples = repositoryRoot.appendingPathComponent("Samples")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    for folder in folders.sorted() {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: samples.appendingPathComponent(folder).path)) ?? []
      for file in files where file.hasSuffix(".reactorgen.yml") {
        var diagnostics = Diagnostics()
        let path = samples.appendingPathComponent(folder).appendingPathComponent(file).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
          let spec = SpecLoader().load(text: text, file: path, diagnostics: &diagnostics)
        else { continue }
        for component in spec.services + spec.repositories + spec.useCases {
          for method in component.methods {
            types += method.parameters.map(\.type.text) + [method.returnType?.text].compactMap { $0 }
          }
        }
        for reactor in spec.reactors {
          types += reactor.parameters.map(\.type.text)
          expressions += reactor.parameters.compactMap(\.defaultValue)
          if case .fields(let fields) = reactor.state {
            types += fields.map(\.type.text)
            expressions += fields.compactMap(\.defaultValue)
          }
          let cases = reactor.actions.map(\.enumCase) + reactor.mutations.map(\.enumCase)
          types += cases.flatMap { $0.values.map(\.type.text) }
          let calls = reactor.actions.flatMap(\.emits) + reactor.events.flatMap { $0.mappings.map(\.mutation) }
          expressions += calls.flatMap { $0.arguments ?? [] }.map { SwiftSource.splitLabel($0).expression }
          expressions += reactor.mutations.flatMap { $0.reduce.compactMap(\.value) }
          for action in reactor.actions {
            if case .expression(let condition)? = action.precondition { expressions.append(condition.value) }
          }
        }
      }
    }
    return (Array(Set(expressions)).sorted(), Array(Set(types)).sorted())
  }()

  // MARK: The byte paths

  /// The paths that read a spec's text by bytes (a case's parentheses, balanced brackets, a
  /// top-level split) answer as the lexer's paths do on the Swift the samples really hold and on
  /// grammar-drawn Swift, whole, corrupted, and as the values of a case (`name(Type, label: Type)`).
  func testTheBytePathsAgreeWithTheLexerOnRealAndDrawnSwift() {
    var random = SplitMix64(seed: seed)
    let types = Self.harvestedTypes + Self.fromSamples.types + (0..<rounds).map { _ in RandomSwift.type(&random) }
    let expressions = Self.harvestedExpressions + Self.fromSamples.expressions + (0..<rounds).map { _ in RandomSwift.expression(&random) }
    var texts = types + expressions
    texts += texts.map { RandomSwift.corrupted($0, &random, inExpression: true) }
    texts += zip(types, types.shuffled(using: &random)).map { "move(\($0), to: \($1))" }
    var counts = BytePathCounts()
    for text in texts { assertBytePathsAgreeWithTheLexer(text, counting: &counts) }
    XCTAssertGreaterThan(counts.calls, texts.count / 4)
    XCTAssertGreaterThan(counts.balances, texts.count / 4)
  }

  func testTheSamplesSpecsAreHarvested() {
    // A guard on the harvest itself: an empty list would make the checks above vacuous for them.
    XCTAssertGreaterThan(Self.fromSamples.expressions.count, 8)
    XCTAssertGreaterThan(Self.fromSamples.types.count, 30)
  }

  /// Expressions of the kinds specs carry (defaults, emitted arguments, `when:`), including the
  /// shapes that once broke the generated line.
  static let harvestedExpressions = [
    "0", "-1", "1_000.5e-3", "0x1F", "true", "nil", "\"\"", "\"C:\\\\\"", "\"a \\(b) c\"", "#\"raw \\n\"#", "[]", "[:]", "[1, 2,]",
    "[\"a\": 1]", ".init()", ".none", "State()", "Task(title: \"x\")", "a ? b : c", "x == 1 && !y", "count > 0", "items.isEmpty",
    "Date(timeIntervalSince1970: 0)", "{ $0 + 1 }", "values.map { $0 * 2 }", "try? load()", "await fetch()", "x as? Int", "x is Int",
    "(1, 2)", "a..<b", "1...", "state.items[0].title", "Set<Int>()", "Array<Int>(repeating: 0, count: 2)", "x!", "a?.b", "\\Task.title",
    "#line", "if flag { 1 } else { 2 }", "Swift::max(1, 2)", "1 2", "f(x:)", "a = b", "1;", "true; print(1)", "// x", "(", "[1, 2",
    "f(\")\")", "\"a", "a +", "let x = 1", "return 1", "case .a", "x.", "a b c", "f(a: 1 b: 2)", ",", "[1:]", "a ? b", "{",
  ]

  static let harvestedTypes = [
    "Int", "[Task]", "[String: [Int]]", "Observable<[Task]>", "Int?", "Int!", "Optional<Int>", "(Int, name: String)", "()",
    "(Int) -> Void", "@escaping (String) async throws -> Observable<Void>", "inout Int", "any Error", "some Sequence", "A & B",
    "Foo.Bar.Type", "(any P).Type", "Dictionary<String, Array<Int>>", "Result<Int, any Error>", "TaskListSection.Item",
    "[Int", "Int Int", "Int,", "<Int>", "Int?String", "[:]", "(Int", "Observable<>", "Int->Void", "func", "1Int", "Int.", "& A",
  ]
}

/// What SwiftParser says about a fragment.
private enum Oracle {
  /// Whether `text` is exactly one expression: `let x = <text>` parses without diagnostics into
  /// one declaration whose initializer is all of `text`.
  static func isSingleExpression(_ text: String) -> Bool {
    let source = "let x = \(text)\n"
    let tree = Parser.parse(source: source)
    guard ParseDiagnosticsGenerator.diagnostics(for: tree).isEmpty, tree.statements.count == 1,
      let declaration = tree.statements.first?.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
      let value = declaration.bindings.first?.initializer?.value
    else { return false }
    return value.trimmedDescription == text.trimmingCharacters(in: .whitespaces)
  }

  /// The type `text` reads as, or nil when `let x: <text>` does not parse cleanly.
  static func type(_ text: String) -> TypeRef? {
    guard !text.contains("\n") else { return nil }
    // A variadic type is a parameter's: `func f(_ x: Int...)`.
    if text.hasSuffix("..."), let parameter = function("func f(_ x: \(text))")?.signature.parameterClause.parameters.first,
      parameter.ellipsis != nil, parameter.type.trimmedDescription + "..." == text.trimmingCharacters(in: .whitespaces)
    {
      return .variadic(typeRef(parameter.type))
    }
    let tree = Parser.parse(source: "let x: \(text)\n")
    guard ParseDiagnosticsGenerator.diagnostics(for: tree).isEmpty, tree.statements.count == 1,
      let declaration = tree.statements.first?.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
      let binding = declaration.bindings.first, binding.initializer == nil, let type = binding.typeAnnotation?.type,
      type.trimmedDescription == text.trimmingCharacters(in: .whitespaces)
    else { return nil }
    return typeRef(type)
  }

  /// The function declared by `text` (a signature without a body).
  static func function(_ text: String) -> FunctionDeclSyntax? {
    let tree = Parser.parse(source: "protocol P {\n  \(text)\n}\n")
    guard ParseDiagnosticsGenerator.diagnostics(for: tree).isEmpty,
      let member = tree.statements.first?.item.as(ProtocolDeclSyntax.self)?.memberBlock.members.first
    else { return nil }
    return member.decl.as(FunctionDeclSyntax.self)
  }

  /// SwiftSyntax's reading of a type in ``TypeRef``'s terms.
  static func typeRef(_ type: TypeSyntax) -> TypeRef {
    if let named = type.as(IdentifierTypeSyntax.self) {
      return .named([component(named.name, named.genericArgumentClause)])
    }
    if let member = type.as(MemberTypeSyntax.self) {
      guard case .named(let base) = typeRef(member.baseType) else { return .opaque(type.trimmedDescription) }
      return .named(base + [component(member.name, member.genericArgumentClause)])
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return .optional(typeRef(optional.wrappedType), implicitlyUnwrapped: false) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return .optional(typeRef(optional.wrappedType), implicitlyUnwrapped: true)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return .array(typeRef(array.element)) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) { return .dictionary(key: typeRef(dictionary.key), value: typeRef(dictionary.value)) }
    if let tuple = type.as(TupleTypeSyntax.self) {
      return .tuple(tuple.elements.map { TypeRef.TupleElement(label: $0.firstName?.text, type: typeRef($0.type)) })
    }
    if let function = type.as(FunctionTypeSyntax.self) {
      return .function(
        parameters: function.parameters.map { typeRef($0.type) }, isAsync: function.effectSpecifiers?.asyncSpecifier != nil,
        isThrowing: function.effectSpecifiers?.throwsClause != nil, result: typeRef(function.returnClause.type))
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      var result = typeRef(attributed.baseType)
      for attribute in attributed.attributes.reversed() {
        // `@ escaping` and `@escaping` are the same attribute.
        let written = attribute.trimmedDescription.dropFirst().trimmingCharacters(in: .whitespaces)
        let name = String(written.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let known = TypeAttribute.Name(rawValue: name) else { return .opaque(type.trimmedDescription) }
        result = .attributed(TypeAttribute(known, argument: written.count > name.count ? String(written.dropFirst(name.count)) : nil), result)
      }
      for specifier in attributed.specifiers.reversed() {
        guard let known = TypeSpecifier(rawValue: specifier.trimmedDescription) else { return .opaque(type.trimmedDescription) }
        result = .specifier(known, result)
      }
      return result
    }
    if let some = type.as(SomeOrAnyTypeSyntax.self) {
      return .specifier(some.someOrAnySpecifier.text == "some" ? .some : .any, typeRef(some.constraint))
    }
    if let composition = type.as(CompositionTypeSyntax.self) { return .composition(composition.elements.map { typeRef($0.type) }) }
    if let metatype = type.as(MetatypeTypeSyntax.self) { return .metatype(typeRef(metatype.baseType), kind: metatype.metatypeSpecifier.text) }
    if let variadic = type.as(PackExpansionTypeSyntax.self) { return .opaque(variadic.trimmedDescription) }
    return .opaque(type.trimmedDescription)
  }

  private static func component(_ name: TokenSyntax, _ generics: GenericArgumentClauseSyntax?) -> TypeRef.Component {
    TypeRef.Component(
      name: name.text,
      arguments: generics?.arguments.map { argument in
        if case .type(let type) = argument.argument { return typeRef(type) }
        return .opaque(argument.trimmedDescription)
      } ?? [])
  }
}

/// Random Swift fragments, valid by construction; ``corrupted(_:_:)`` breaks them at random.
enum RandomSwift {
  static let names = ["a", "count", "items", "Task", "state", "`default`", "open", "données", "😀", "x1", "_x", "Self", "self"]
  static let typeNames = ["Int", "String", "Task", "Observable", "Foo.Bar", "Swift.Int", "Result", "Set", "P", "Ünit"]

  static func type(_ random: inout SplitMix64, depth: Int = 0) -> String {
    let leaf = depth > 2
    switch leaf ? random.int(0...1) : random.int(0...13) {
    case 0: return random.pick(typeNames)
    case 1: return random.pick(typeNames) + "?"
    case 2: return "[\(type(&random, depth: depth + 1))]"
    case 3: return "[\(type(&random, depth: depth + 1)): \(type(&random, depth: depth + 1))]"
    case 4: return random.pick(["Observable", "Set", "Array"]) + "<\(type(&random, depth: depth + 1))>"
    case 5: return "Result<\(type(&random, depth: depth + 1)), any Error>"
    case 6:
      return "("
        + (0..<random.int(0...3)).map { _ in (random.chance(0.4) ? random.pick(["name", "id", "at"]) + ": " : "") + type(&random, depth: depth + 1) }
        .joined(separator: ", ") + ")"
    case 7:
      let effects = random.pick(["", " async", " throws", " async throws"])
      return "(" + (0..<random.int(0...2)).map { _ in type(&random, depth: depth + 1) }.joined(separator: ", ")
        + ")\(effects) -> \(type(&random, depth: depth + 1))"
    case 8: return "@escaping (\(type(&random, depth: depth + 1))) -> Void"
    case 9: return random.pick(["any ", "some "]) + random.pick(["P", "Error", "Sequence"])
    case 10: return "P & Q"
    case 11: return random.pick(typeNames) + random.pick([".Type", ".Protocol"])
    case 12: return random.pick(typeNames) + "!"
    default: return "Optional<\(type(&random, depth: depth + 1))>"
    }
  }

  static func expression(_ random: inout SplitMix64, depth: Int = 0) -> String {
    let leaf = depth > 2
    switch leaf ? random.int(0...4) : random.int(0...22) {
    case 0: return random.pick(["0", "1", "-1", "2.5", "0x1F", "1_000"])
    case 1: return random.pick(["true", "false", "nil"])
    case 2: return random.pick(["\"\"", "\"a, b) -> c: d\"", "\"C:\\\\\"", "\"q\\\"\"", "#\"raw\"#"])
    case 3: return random.pick(names)
    case 4: return "." + random.pick(["none", "init()", "idle", "some(1)"])
    case 5:
      return
        "\(expression(&random, depth: depth + 1)) \(random.pick(["+", "-", "==", "!=", "&&", "||", "??", "<", ">", "<=", "..<", "..."])) \(expression(&random, depth: depth + 1))"
    case 6: return "\(random.pick(names))(\(arguments(&random, depth: depth)))"
    case 7: return "[\((0..<random.int(0...3)).map { _ in expression(&random, depth: depth + 1) }.joined(separator: ", "))]"
    case 8: return "[\(expression(&random, depth: depth + 1)): \(expression(&random, depth: depth + 1))]"
    case 9: return "\(expression(&random, depth: depth + 1)) ? \(expression(&random, depth: depth + 1)) : \(expression(&random, depth: depth + 1))"
    case 10: return "\(random.pick(names)).\(random.pick(["count", "first", "isEmpty", "title"]))"
    case 11: return "!" + random.pick(names)
    case 12: return "\(random.pick(names)).map { $0 }"
    case 13: return "(\(expression(&random, depth: depth + 1)), \(expression(&random, depth: depth + 1)))"
    case 14: return "\"v: \\(\(expression(&random, depth: depth + 1)))\""
    case 15: return "\(random.pick(names))?.\(random.pick(["count", "first"]))"
    case 16: return "\(random.pick(names)) as? \(random.pick(["Int", "[String]", "Task"]))"
    case 17: return "\(random.pick(["try? ", "try ", "await "]))\(random.pick(names))()"
    case 18: return "\(random.pick(names))[\(expression(&random, depth: depth + 1))]"
    case 19: return "Set<Int>()"
    // An `if` expression is a whole value: SwiftParser takes one anywhere and leaves the rest to
    // the type checker, which reactorgen's check stands in for (it rejects one inside a larger
    // expression).
    case 20 where depth == 0:
      return "if \(random.pick(names)) { \(expression(&random, depth: depth + 1)) } else { \(expression(&random, depth: depth + 1)) }"
    default: return "-\(random.pick(names))"
    }
  }

  private static func arguments(_ random: inout SplitMix64, depth: Int) -> String {
    (0..<random.int(0...3)).map { _ in
      (random.chance(0.5) ? random.pick(["value", "at", "in", "`for`", "for"]) + ": " : "") + expression(&random, depth: depth + 1)
    }.joined(separator: ", ")
  }

  static func signature(_ random: inout SplitMix64) -> String {
    let generic = random.chance(0.25) ? random.pick(["<T>", "<T: Equatable>", "<T, U: Sendable>"]) : ""
    let parameters = (0..<random.int(0...3)).map { index -> String in
      let name = "p\(index)"
      let head = random.pick(["\(name)", "_ \(name)", "with \(name)", "`in` \(name)", "for \(name)"])
      return "\(head): \(type(&random, depth: 1))"
    }
    let effects = random.pick(["", " async", " throws", " async throws"])
    let result = random.chance(0.6) ? " -> \(type(&random, depth: 1))" : ""
    let attribute = random.chance(0.2) ? "@discardableResult " : ""
    return
      "\(attribute)func \(random.pick(["load", "fetch", "`default`", "données"]))\(generic)(\(parameters.joined(separator: ", ")))\(effects)\(result)"
  }

  /// `text` with one random edit: a token-sized piece inserted, deleted or swapped.
  static func corrupted(_ text: String, _ random: inout SplitMix64, inExpression: Bool = false) -> String {
    var characters = Array(text)
    // The slips a spec's author makes: brackets, separators, quotes, line breaks, comments, a
    // stray word or statement; not arbitrary operator characters, whose lexing rules are Swift's
    // own business.
    let pieces =
      ["(", ")", "[", "]", "{", "}", ",", ":", ";", "\"", " ", "1", "a", "//", "\n"]
      + (inExpression ? ["==", " < ", "let", "case"] : ["<", ">", "?", "=", "->"])
    let position = random.int(0...characters.count)
    switch random.int(0...2) {
    case 0: characters.insert(contentsOf: random.pick(pieces), at: position)
    case 1 where !characters.isEmpty: characters.remove(at: min(position, characters.count - 1))
    default:
      if !characters.isEmpty { characters[min(position, characters.count - 1)] = Character(random.pick(pieces.filter { $0.count == 1 })) }
    }
    return String(characters)
  }
}
