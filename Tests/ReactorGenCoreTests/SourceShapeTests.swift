import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import ReactorGenTestSupport

/// The shape of the sources, measured over their syntax trees: functions short enough to read,
/// and the core's folders depending only on the stages before them (issue "One definition per
/// spec feature").
final class SourceShapeTests: XCTestCase {
  /// Functions, initialisers and accessors of 50 lines or more, and of 80 or more, as measured: a
  /// count that grows fails (split the function), and one that shrinks asks for its number to be
  /// lowered, so that the figure stays true. Issue "One definition per spec feature" asked for
  /// none of 80 lines or more (held below) and fewer than 59 of 50 or more.
  static let recordedLongFunctions = (fiftyOrMore: 55, eightyOrMore: 0)

  func testLongFunctionsAreAsRecorded() throws {
    let lengths = try Self.functionLengths()
    let fifty = lengths.filter { $0.lines >= 50 }
    let eighty = lengths.filter { $0.lines >= 80 }
    let list = { (found: [(place: String, lines: Int)]) in found.map { "\($0.place): \($0.lines) lines" }.joined(separator: "\n") }
    XCTAssertEqual(fifty.count, Self.recordedLongFunctions.fiftyOrMore, "functions of 50 lines or more:\n" + list(fifty))
    XCTAssertEqual(eighty.count, Self.recordedLongFunctions.eightyOrMore, "functions of 80 lines or more:\n" + list(eighty))
  }

  /// No function in `Sources/` is 80 lines or more.
  func testNoFunctionIsEightyLinesOrMore() throws {
    let long = try Self.functionLengths().filter { $0.lines >= 80 }
    XCTAssertEqual(long.map { "\($0.place): \($0.lines) lines" }, [], "split these into functions that each say one thing")
  }

  /// The core's folders in pipeline order: a file may use what its own folder or an earlier one
  /// declares, never a later one's. `Support` and `Model` are the vocabulary every stage uses; the
  /// files at the top are the run, which the project file's runs drive.
  static let coreLayers = [
    "Support", "Model", "Decoding", "Resolution", "Contexts", "Rendering", "Writing", "Incremental", "", "Project",
  ]

  func testTheCoresFoldersDependOnlyOnEarlierOnes() throws {
    let files = try FaceTests.sourceTrees().filter { $0.0.hasPrefix("_ReactorGenCore/") }
    func layer(_ file: String) -> Int {
      let parts = file.split(separator: "/")
      let folder = parts.count > 2 ? String(parts[1]) : ""
      return Self.coreLayers.firstIndex(of: folder) ?? -1
    }
    var declaredIn: [String: (file: String, layer: Int)] = [:]
    for (file, tree) in files {
      for name in TopLevelTypes.declared(in: tree) { declaredIn[name] = (file, layer(file)) }
    }
    var backward: [String] = []
    for (file, tree) in files {
      let own = layer(file)
      XCTAssertNotEqual(own, -1, "\(file) is in no layer")
      var seen = Set<String>()
      for token in tree.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, let declaration = declaredIn[name], declaration.layer > own, seen.insert(name).inserted
        else { continue }
        backward.append("\(file) uses \(name) of \(declaration.file)")
      }
    }
    XCTAssertEqual(backward, [], "a stage uses a later one")
  }

  /// Every function-like declaration with a body in `Sources/`, with its length in lines.
  static func functionLengths() throws -> [(place: String, lines: Int)] {
    var found: [(place: String, lines: Int)] = []
    for (file, tree) in try FaceTests.sourceTrees() {
      let converter = SourceLocationConverter(fileName: file, tree: tree)
      for node in FunctionBodies(viewMode: .sourceAccurate).collect(in: tree) {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
        found.append(("\(file):\(start)", end - start + 1))
      }
    }
    return found
  }
}

/// The declarations with a body of code: functions, initialisers, accessors.
private final class FunctionBodies: SyntaxVisitor {
  private var nodes: [Syntax] = []

  func collect(in tree: SourceFileSyntax) -> [Syntax] {
    walk(tree)
    return nodes
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.body != nil { nodes.append(Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.body != nil { nodes.append(Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.body != nil { nodes.append(Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // A computed property without `get`: its body is the accessor block's code.
    if case .getter = node.accessorBlock?.accessors { nodes.append(Syntax(node)) }
    return .visitChildren
  }
}

/// The names of the types a file declares at its top level: a nested type is reached through
/// its outer one, which is the dependency.
private enum TopLevelTypes {
  static func declared(in tree: SourceFileSyntax) -> [String] {
    tree.statements.compactMap { statement -> String? in
      let declaration = statement.item
      if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
      if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
      if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = declaration.as(ProtocolDeclSyntax.self) { return type.name.text }
      if let type = declaration.as(TypeAliasDeclSyntax.self) { return type.name.text }
      return nil
    }
  }
}
