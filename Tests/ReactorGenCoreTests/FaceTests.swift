import Foundation
import SwiftParser
import SwiftSyntax
import XCTest
@testable import ReactorGenTestSupport

/// The core is `internal` by default: a declaration is `package` only when another target (the
/// CLI, `reactorgen-import`) uses it, and `public` only for the fuzz targets' entry points, a
/// package of their own. The tests see the rest through `@testable import`.
final class FaceTests: XCTestCase {
  /// Each target's `package` and `public` declarations, as measured: a face that grows fails
  /// (make internal what no other target uses), and one that shrinks asks for its number to be
  /// lowered, so that the figure stays true. The Swift module's face is what the core builds
  /// trees with and reads types through; the core's is the spec model import builds, the run the
  /// CLI makes, and the diagnostics the fuzz targets read.
  static let recorded = ["ReactorGenSwift": 161, "ReactorGenYAML": 24, "_ReactorGenCore": 103, "ReactorGenImport": 10, "ReactorGenTemplates": 2]

  func testEveryTargetsFaceIsAsRecorded() throws {
    let faces = try Self.faces().filter { $0.value > 0 }
    XCTAssertEqual(
      faces, Self.recorded,
      "package and public declarations per target: a new one is internal unless another target needs it; a face that shrank lowers its number here"
    )
  }

  /// All targets together: at most 300 `package` and `public` declarations (issue "One owner of
  /// Swift"; 777 when it was filed).
  func testAllFacesTogetherAreAtMostThreeHundredDeclarations() throws {
    let total = try Self.faces().values.reduce(0, +)
    XCTAssertLessThanOrEqual(total, 300, "make internal what no other target uses, or move a helper to the one stage that uses it")
  }

  /// What the CLI, the plugins and import use of the core, its face but the fuzz targets' entry
  /// points: at most 100 declarations (issue "One owner of Swift"), recorded so that it stays true.
  func testWhatTheShellsUseOfTheCoreIsAtMostAHundredDeclarations() throws {
    var count = 0
    for (file, tree) in try Self.sourceTrees() where file.hasPrefix("_ReactorGenCore/") && !file.hasSuffix("/FuzzingEntryPoints.swift") {
      count += Modifiers(viewMode: .sourceAccurate).count(in: tree)
    }
    XCTAssertEqual(count, 100)
    XCTAssertLessThanOrEqual(count, 100)
  }

  /// The core's `public` declarations are what the fuzz targets (a package of their own) call and
  /// get back; everything else the CLI, the plugins and import use is `package`, so the faces
  /// above minus these three entry points are what those use of the core.
  func testTheCoresPublicDeclarationsAreTheFuzzTargetsEntryPoints() throws {
    var names: [String] = []
    for (file, tree) in try Self.sourceTrees() where file.hasPrefix("_ReactorGenCore/") {
      for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.public) {
        guard token.parent?.is(DeclModifierSyntax.self) == true else { continue }
        var next = token.nextToken(viewMode: .sourceAccurate)
        while let candidate = next, !candidate.tokenKind.isIdentifier { next = candidate.nextToken(viewMode: .sourceAccurate) }
        names.append(next?.text ?? "?")
      }
    }
    XCTAssertEqual(names.sorted(), ["Diagnostic", "FuzzingEntryPoints", "description", "generate", "location", "parseYAML"])
  }

  /// A `package` or `public` member of an internal type is a face nobody can reach: it only hides
  /// which members really are the face.
  func testNoTypeWiderThanItsEnclosingTypeIsDeclared() throws {
    var findings: [String] = []
    for (file, tree) in try Self.sourceTrees() {
      for declaration in WideMembers(viewMode: .sourceAccurate).collect(in: tree) { findings.append("\(file): \(declaration)") }
    }
    XCTAssertEqual(findings, [])
  }

  /// The stages between reading the specs and writing the files compute: the folders below read
  /// and write nothing (the run reads templates and user files, the writer writes), so a
  /// translation or a rendering can be tested, and repeated, on values alone.
  func testTheStagesBetweenReadingAndWritingDoNoIO() throws {
    let pure = ["_ReactorGenCore/Resolution/", "_ReactorGenCore/Contexts/", "_ReactorGenCore/Rendering/", "ReactorGenSwift/"]
    let io: Set<String> = ["FileManager", "FileHandle", "fopen", "opendir", "lstat", "stat", "unlink", "rename", "mkdir", "rmdir", "contentsOfFile"]
    var findings: [String] = []
    for (file, tree) in try Self.sourceTrees() where pure.contains(where: file.hasPrefix) {
      for token in tree.tokens(viewMode: .sourceAccurate) where io.contains(token.text) {
        if case .identifier = token.tokenKind { findings.append("\(file): \(token.text)") }
      }
    }
    XCTAssertEqual(findings, [], "I/O in a stage that only computes: read or write in the run (GenerationRun, TemplateFolder) or the writer")
  }

  func testTheCountReadsModifiersNotText() throws {
    let tree = Parser.parse(
      source: """
        package struct A {
          package var a: Int  // package var b
          let text = "package var c"
          @discardableResult package func f() -> Int { 1 }
        }
        struct B { package var d: Int }
        """)
    XCTAssertEqual(Modifiers(viewMode: .sourceAccurate).count(in: tree), 3 + 1)
    XCTAssertEqual(WideMembers(viewMode: .sourceAccurate).collect(in: tree), ["d"])
  }

  static func sourceTrees() throws -> [(String, SourceFileSyntax)] {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { ($0, Parser.parse(source: try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))) }
  }

  /// Declarations marked `package` or `public`, per target.
  static func faces() throws -> [String: Int] {
    var faces: [String: Int] = [:]
    for (file, tree) in try sourceTrees() {
      faces[String(file.prefix { $0 != "/" }), default: 0] += Modifiers(viewMode: .sourceAccurate).count(in: tree)
    }
    return faces
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}

private final class Modifiers: SyntaxVisitor {
  private var count = 0

  func count(in tree: some SyntaxProtocol) -> Int {
    walk(tree)
    return count
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if [.keyword(.package), .keyword(.public)].contains(node.name.tokenKind) { count += 1 }
    return .skipChildren
  }
}

/// Members declared `package` or `public` inside a type that is neither.
private final class WideMembers: SyntaxVisitor {
  private var found: [String] = []
  private var narrowTypes = 0

  func collect(in tree: some SyntaxProtocol) -> [String] {
    walk(tree)
    return found
  }

  private static func isWide(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { [.keyword(.package), .keyword(.public)].contains($0.name.tokenKind) }
  }

  private func enter(_ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
    if narrowTypes > 0, Self.isWide(modifiers) { found.append("a type") }
    if !Self.isWide(modifiers) { narrowTypes += 1 }
    return .visitChildren
  }

  private func leave(_ modifiers: DeclModifierListSyntax) {
    if !Self.isWide(modifiers) { narrowTypes -= 1 }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.modifiers) }
  override func visitPost(_ node: StructDeclSyntax) { leave(node.modifiers) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.modifiers) }
  override func visitPost(_ node: EnumDeclSyntax) { leave(node.modifiers) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.modifiers) }
  override func visitPost(_ node: ClassDeclSyntax) { leave(node.modifiers) }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if narrowTypes > 0, Self.isWide(node.modifiers) {
      found.append(node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", "))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if narrowTypes > 0, Self.isWide(node.modifiers) { found.append(node.name.text) }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if narrowTypes > 0, Self.isWide(node.modifiers) { found.append("init") }
    return .skipChildren
  }
}
