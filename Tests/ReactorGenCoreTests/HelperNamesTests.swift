import Foundation
import XCTest

@testable import _ReactorGenCore
import ReactorGenTemplates
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

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
      let asyncBridge = module.needsAsyncBridge ? [FileKind.asyncBridge.path(declaring: FileKind.asyncBridgeName)] : []
      let helpers = Set(asyncBridge + module.repositories.compactMap(\.files.inMemory))
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
    let module = try XCTUnwrap(ReactorGenTestSupport.module(of: text, file: specURL.path))
    var diagnostics = Diagnostics()
    return (module, try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics)))
  }

  /// For each of `files`, the capitalized names it uses that are not reserved, qualifiers, declared
  /// by `declaredBy`, generated for the module, or written in the spec.
  private func unknownNames(in sample: String, files: [OutputFile], declaredBy declaringFiles: [OutputFile]) throws -> [(String, [String])] {
    let specURL = CLIRoot.samples.appendingPathComponent("\(sample)/\(sample).reactorgen.yml")
    let text = try String(contentsOf: specURL, encoding: .utf8)
    let module = try XCTUnwrap(ReactorGenTestSupport.module(of: text, file: specURL.path))
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

/// The namespace reserves every name the generated code refers to that neither the spec nor the
/// generated files declare: a translator that starts writing a framework name (`Task`, `Date`,
/// `NSLock`) unqualified fails here until the name is qualified or reserved in
/// ``Namespace/dependedOn``, so a spec that declares it gets a located error instead of generated
/// code that means the spec's type. Read from every sample's output, whatever wrote it.
final class GeneratedNamesTests: XCTestCase {
  func testEveryNameTheOutputRefersToIsReservedOrDeclared() throws {
    for sample in SampleFolders.all {
      let (specText, files) = try Self.output(of: sample)
      XCTAssertEqual(Self.unknownNames(in: files, specText: specText), [:], "\(sample): reserve these in Namespace.dependedOn or qualify them")
    }
    // The check itself: code that starts saying `Task` or `NSLock` bare is caught.
    let drifted = ["Bridge.swift": "enum ReactorBridge {\n  static let lock = NSLock()\n  static func run() { Task { await ReactorWork.go() } }\n}\n"]
    XCTAssertEqual(Self.unknownNames(in: drifted, specText: "reactors: { Reactor: ~, ReactorWork: ~ }"), ["Bridge.swift": ["NSLock", "Task"]])
  }

  /// The types generated code declares at the top level under a fixed name (not made from a name
  /// the spec writes) are the namespace's: a spec that declares one gets an error rather than two
  /// types of one name.
  func testTypesTheOutputDeclaresUnderFixedNamesAreTakenInTheNamespace() throws {
    var fixed: Set<String> = []
    for sample in SampleFolders.all {
      let (specText, files) = try Self.output(of: sample)
      // The names made from the spec's: its reactors and services, and what each is given.
      let module = try XCTUnwrap(module(of: specText, file: "\(sample).reactorgen.yml"))
      var made = Set(module.reactors.flatMap { [$0.name, $0.testClass] + ($0.logicProtocol.map { [$0] } ?? []) })
      for component in module.components {
        made.formUnion(
          [component.protocolName, component.implementationName, component.mockName]
            + [component.eventType, component.store?.inMemoryName].compactMap { $0 })
      }
      for text in files.values {
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
          fixed.formUnion(Self.declaredNames(in: String(line)).subtracting(made))
        }
      }
    }
    XCTAssertEqual(fixed.sorted(), ["AsyncBridge", "BaseService", "MockServiceProvider", "ServiceProvider", "ServiceProviderType"])
    for name in fixed {
      let errors = diagnostics(of: "version: 1\nservices:\n  S: ~\nreactors:\n  \(name): ~\n  R:\n    actions:\n      - go: { async: true }\n")
      XCTAssertTrue(
        errors.contains { $0.contains(": error: ") && $0.contains("reactor '\(name)'") && $0.contains(" clashes with ") }, "\(name): \(errors)")
    }
  }

  /// A sample's spec text and every file it generates (sources and tests), by path.
  private static func output(of sample: String) throws -> (specText: String, files: [String: String]) {
    let spec = repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).reactorgen.yml")
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().generate(specPaths: [spec.path], diagnostics: &diagnostics), "\(diagnostics.all)")
    return (try String(contentsOf: spec, encoding: .utf8), Dictionary(uniqueKeysWithValues: files.map { ($0.rootedPath, $0.contents) }))
  }

  /// Every word of `text` that could be a Swift name.
  private static func identifiers(in text: String) -> Set<String> {
    Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }

  /// For each file, the capitalized names its code refers to that are neither reserved, nor
  /// declared by one of `files`, nor written in the spec (its models and entities are the app's).
  static func unknownNames(in files: [String: String], specText: String) -> [String: [String]] {
    let declared = files.values.reduce(into: Set<String>()) { $0.formUnion(declaredNames(in: $1)) }
    let written = identifiers(in: specText)
    var unknown: [String: [String]] = [:]
    for (path, text) in files {
      let referenced = SwiftSource.referencedNames(in: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      let missing = referenced.filter { $0.first?.isUppercase == true && !SwiftKeywords.reserved.contains($0) }
        .subtracting(Namespace.dependedOn).subtracting(Namespace.dependedOnByObservableState).subtracting(declared).subtracting(written)
      if !missing.isEmpty { unknown[path] = missing.sorted() }
    }
    return unknown
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
