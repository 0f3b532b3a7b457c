import Foundation
import XCTest

@testable import _ReactorGenCore
import ReactorGenTemplates

/// Generated helper code users never read (the async bridge, in-memory repositories) must not be
/// broken by a name a spec chooses. The names it refers to are read from its own text, not from a
/// list: every capitalized name it uses unqualified must be one no spec can declare (reserved in
/// ``Namespace/dependedOn``), one the file declares itself (its type, generic parameters), one
/// the module declares (a repository's protocol), a module name it qualifies others with, or one
/// the spec wrote (the entity). A
/// template that starts using `NSLock` or `Task` bare fails here.
final class HelperNamesTests: XCTestCase {
  private let qualifiers: Set<String> = ["Swift", "RxSwift", "Foundation", "_Concurrency"]

  func testHelperCodeUsesOnlyReservedQualifiedOrItsOwnNames() throws {
    var checked: [String] = []
    for sample in ["EdgeCases", "ProjectBoard"] {
      let (module, files) = try generated(sample)
      let helpers = Set([module.asyncBridgeFile].compactMap { $0 } + module.repositories.compactMap(\.files.inMemory))
      XCTAssertFalse(helpers.isEmpty, sample)
      for (path, unknown) in try unknownNames(
        in: sample, files: files.filter { helpers.contains($0.path) }, declaredBy: files.filter { helpers.contains($0.path) })
      {
        XCTAssertEqual(unknown, [], "\(sample)/\(path) uses names a spec could declare; qualify them (RxSwift.X, Foundation.X) or reserve them")
        checked.append(path)
      }
    }
    XCTAssertGreaterThanOrEqual(checked.count, 3, "\(checked)")
  }

  /// The same for every file of every sample, whatever writes its Swift (template or context): a
  /// capitalized name the output uses is reserved, qualified, generated or the spec's own.
  func testEveryGeneratedFileUsesOnlyReservedQualifiedGeneratedOrSpecNames() throws {
    var checked = 0
    for sample in SampleFolders.all {
      let (_, files) = try generated(sample)
      for (path, unknown) in try unknownNames(in: sample, files: files, declaredBy: files) {
        XCTAssertEqual(unknown, [], "\(sample)/\(path) uses names a spec could declare; qualify them (RxSwift.X, Foundation.X) or reserve them")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 50)
  }

  private func generated(_ sample: String) throws -> (ValidatedModule, [OutputFile]) {
    let specURL = CLIRoot.samples.appendingPathComponent("\(sample)/\(sample).reactorgen.yml")
    let text = try String(contentsOf: specURL, encoding: .utf8)
    let module = try XCTUnwrap(ReactorGenCoreTests.module(of: text, file: specURL.path))
    var diagnostics = Diagnostics()
    return (module, try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics)))
  }

  /// For each of `files`, the capitalized names it uses that are not reserved, qualifiers, declared
  /// by `declaredBy`, generated for the module, or written in the spec.
  private func unknownNames(in sample: String, files: [OutputFile], declaredBy declaringFiles: [OutputFile]) throws -> [(String, [String])] {
    let specURL = CLIRoot.samples.appendingPathComponent("\(sample)/\(sample).reactorgen.yml")
    let text = try String(contentsOf: specURL, encoding: .utf8)
    let module = try XCTUnwrap(ReactorGenCoreTests.module(of: text, file: specURL.path))
    // What the spec wrote, word by word: entity and protocol names are the user's to choose.
    // (YAML, not Swift: its quoted strings hold names too.)
    let written = Set(text.unicodeScalars.split { !SwiftIdentifier.isCharacter($0) }.map { String(String.UnicodeScalarView($0)) })
    let moduleNames = Set(module.components.flatMap { [$0.name, $0.protocolName, $0.implementationName] })
    let declared = Set(
      declaringFiles.flatMap { file in
        file.contents.split(separator: "\n").flatMap { line in
          Self.names(in: String(line)).adjacentPairs().filter { ["class", "struct", "enum", "protocol"].contains($0.0) }.map(\.1)
        } + genericParameters(in: file.contents)
      })
    return files.map { file in
      let lines = file.contents.split(separator: "\n").map(String.init)
      let unknown = SwiftSource.referencedNames(in: lines)
        .filter { $0.first?.isUppercase == true || ($0.hasPrefix("_") && $0 != "_") }
        .subtracting(Namespace.dependedOn).subtracting(qualifiers)
        // Reserved only when a reactor has observableState.
        .subtracting(module.reactors.contains(where: \.isObservable) ? Namespace.dependedOnByObservableState : []).subtracting(declared).subtracting(
          moduleNames
        ).subtracting(written)
        .filter { !SwiftKeywords.reserved.contains($0) }
      return (file.path, unknown.sorted())
    }
  }

  /// The names in `text`, in order, as reactorgen's lexer reads them.
  private static func names(in text: String) -> [String] {
    let source = SwiftText(text)
    return source.tokens.filter { $0.kind == .identifier }.map { source.text(of: $0) }
  }

  /// `T` in `func f<T>(`, `Mutation` in `static func mutations<Mutation>(`.
  private func genericParameters(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let open = rest.range(of: "func ") {
      rest = rest[open.upperBound...]
      let head = rest.prefix { $0 != "(" }
      guard let less = head.firstIndex(of: "<"), let more = head.lastIndex(of: ">") else { continue }
      for parameter in head[head.index(after: less)..<more].split(separator: ",") {
        names.insert(String(parameter.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces))
      }
    }
    return names
  }
}

private enum CLIRoot {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")
}

private extension Array {
  func adjacentPairs() -> [(Element, Element)] { zip(self, dropFirst()).map { ($0, $1) } }
}

/// The namespace reserves every name the built-in templates' own text refers to: a template that
/// starts using a framework name (`Task`, `Date`, `NSLock`) unqualified fails here until the name
/// is qualified or reserved in ``Namespace/dependedOn``, so a spec that declares it gets a located
/// error instead of generated code that means the spec's type.
final class TemplateNamesTests: XCTestCase {
  func testEveryNameATemplateRefersToIsReservedOrItsOwn() {
    XCTAssertEqual(Self.unknownNames(in: BuiltInTemplates.all), [:], "reserve these in Namespace.dependedOn or qualify them in the template")
    // The check itself: a template that starts saying `Task` or `NSLock` bare is caught.
    let drifted = [
      "Bridge.swift.mustache":
        "{{{file.access}}}enum {{name}}Bridge {\n  static let lock = NSLock()\n  static func run() { Task { await {{name}}Work.go() } }\n}\n"
    ]
    XCTAssertEqual(Self.unknownNames(in: drifted), ["Bridge.swift.mustache": ["NSLock", "Task"]])
  }

  /// The types the templates declare at the top level under a fixed name are the namespace's:
  /// a spec that declares one gets an error rather than two types of one name.
  func testTypesTheTemplatesDeclareAreTakenInTheNamespace() {
    let topLevel = BuiltInTemplates.all.values.reduce(into: Set<String>()) { names, template in
      for line in Self.literalText(of: template).split(separator: "\n") where !line.hasPrefix(" ") {
        names.formUnion(Self.declaredNames(in: String(line)))
      }
    }.filter { !$0.contains(Self.tag) }
    XCTAssertEqual(topLevel.sorted(), ["AsyncBridge", "BaseService", "MockServiceProvider", "ServiceProvider", "ServiceProviderType"])
    for name in topLevel {
      let errors = diagnostics(of: "version: 1\nservices:\n  S: ~\nreactors:\n  \(name): ~\n  R:\n    actions:\n      - go: { async: true }\n")
      XCTAssertTrue(
        errors.contains { $0.contains(": error: ") && $0.contains("reactor '\(name)'") && $0.contains(" clashes with ") }, "\(name): \(errors)")
    }
  }

  /// For each template, the capitalized names its text refers to that are neither reserved nor
  /// declared by one of `templates` (a name one template declares, `ServiceProviderType` or
  /// `Action`, others may use).
  static func unknownNames(in templates: [String: String]) -> [String: [String]] {
    let declared = templates.values.reduce(into: Set<String>()) { $0.formUnion(declaredNames(in: literalText(of: $1))) }
    var unknown: [String: [String]] = [:]
    for (name, template) in templates {
      let lines = literalText(of: template).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let referenced = SwiftSource.referencedNames(in: lines).filter { !$0.contains(tag) }
      let missing = referenced.filter { $0.first?.isUppercase == true && !SwiftKeywords.reserved.contains($0) }
        .subtracting(Namespace.dependedOn).subtracting(Namespace.dependedOnByObservableState).subtracting(declared)
      if !missing.isEmpty { unknown[name] = missing.sorted() }
    }
    return unknown
  }

  private static let tag = "__tag__"

  /// The template with each mustache tag replaced by an identifier fragment, so `Mock{{name}}`
  /// reads as one name that is not checked and `{{#x}}…{{/x}}` disappear; a tag that writes
  /// modifiers (`{{{file.access}}}enum Action`) stays apart from the keyword after it.
  static func literalText(of template: String) -> String {
    var text = ""
    var rest = Substring(template)
    while let open = rest.range(of: "{{") {
      text += rest[..<open.lowerBound]
      let closing = rest[open.upperBound...].hasPrefix("{") ? "}}}" : "}}"
      guard let close = rest[open.upperBound...].range(of: closing) else { break }
      rest = rest[close.upperBound...]
      let next = rest.prefix { $0.isLetter }
      text += SwiftKeywords.reserved.contains(String(next)) || ["final", "open", "nonisolated"].contains(next) ? tag + " " : tag
    }
    return text + rest
  }

  /// Names the text declares itself: types and generic parameters (`locked<Result>`).
  static func declaredNames(in text: String) -> Set<String> {
    let source = SwiftText(text)
    let tokens = source.tokens.filter { if case .comment = $0.kind { return false } else { return $0.kind != .newline } }
    var declared: Set<String> = []
    for (index, token) in tokens.enumerated().dropLast() where token.kind == .identifier {
      switch source.text(of: token) {
      case "class", "struct", "enum", "protocol", "typealias", "actor":
        declared.insert(source.text(of: tokens[index + 1]))
      case "func" where index + 2 < tokens.count && source.is(tokens[index + 2], "<"):
        var position = index + 3
        while position < tokens.count, !source.is(tokens[position], ">") {
          if source.is(tokens[position - 1], "<") || source.is(tokens[position - 1], ",") { declared.insert(source.text(of: tokens[position])) }
          position += 1
        }
      default:
        break
      }
    }
    return declared
  }
}
