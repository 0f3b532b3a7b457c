import Foundation
import XCTest

/// Swift text is made by the renderer (`SwiftTree/`), by `TypeRef` and by the templates, nowhere
/// else: resolution decides meaning and the context builders build trees. This reads the sources
/// of `Resolution/` and `Contexts/` and fails on a string literal shaped like Swift code — a
/// statement keyword starting it, `self.`, `->`, a body's brace, `.just(`/`.empty()` — outside
/// the quoted examples of diagnostic messages (`'...'`, `` `...` ``) and interpolations.
final class SwiftTextOwnershipTests: XCTestCase {
  /// The one place outside the renderer that writes Swift lines: a file's `import`s, which the
  /// writer merges for bundles (file layout, not code).
  private static let allowed = ["import \\($0)", "@testable import \\($0)"]

  func testNoResolverOrContextBuilderWritesSwiftInAString() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var findings: [String] = []
    var literals = 0
    for folder in ["Resolution", "Contexts"] {
      let directory = root.appendingPathComponent("Sources/_ReactorGenCore/\(folder)")
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let code = line.trimmingCharacters(in: .whitespaces)
          if code.hasPrefix("//") { continue }
          for literal in Self.stringLiterals(in: String(line)) {
            literals += 1
            if Self.looksLikeSwift(literal) && !Self.allowed.contains(literal) {
              findings.append("\(folder)/\(file):\(number + 1): \"\(literal)\"")
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(literals, 200, "the scan read too few string literals to mean anything")
    XCTAssertEqual(findings, [], "Swift written as text outside the renderer; build it as SwiftTree nodes")
  }

  func testTheScanRecognisesSwiftInStrings() {
    for swift in [
      "return .empty()", "guard x else { return }", "self.provider = provider", "func f() -> Int", ".just(.reset)", "let a = 1", "case let .a(b):",
      "}", "Observable.deferred {",
    ] {
      XCTAssertTrue(Self.looksLikeSwift(swift), swift)
    }
    for prose in [
      "action '\\(name)' neither emits mutations nor has a hook; add 'emit' or 'hook: true'", "init", "case", "unknown key 'let x = 1'",
      "the state is `self.x`",
    ] {
      XCTAssertFalse(Self.looksLikeSwift(prose), prose)
    }
    XCTAssertEqual(Self.stringLiterals(in: #"  x("a \(f("b")) c", "d\"e")"#), [#"a \(f("b")) c"#, #"d\"e"#])
  }

  /// The contents of the one-line string literals of a line, interpolations kept whole.
  static func stringLiterals(in line: String) -> [String] {
    var literals: [String] = []
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      guard characters[index] == "\"" else {
        index += 1
        continue
      }
      var content = ""
      var depth = 0
      index += 1
      while index < characters.count {
        let character = characters[index]
        if character == "\\" && index + 1 < characters.count {
          if characters[index + 1] == "(" { depth += 1 }
          content.append(character)
          content.append(characters[index + 1])
          index += 2
          continue
        }
        if depth > 0 {
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
          // A string inside an interpolation: copy it whole.
          if character == "\"" {
            content.append(character)
            index += 1
            while index < characters.count && characters[index] != "\"" {
              content.append(characters[index])
              index += 1
            }
          }
        } else if character == "\"" {
          break
        }
        if index < characters.count { content.append(characters[index]) }
        index += 1
      }
      literals.append(content)
      index += 1
    }
    return literals
  }

  /// Whether a literal reads as Swift code, once quoted examples and interpolations are removed.
  static func looksLikeSwift(_ literal: String) -> Bool {
    var text = literal.replacingOccurrences(of: #"'[^']*'"#, with: "''", options: .regularExpression)
    text = text.replacingOccurrences(of: #"`[^`]*`"#, with: "``", options: .regularExpression)
    text = text.replacingOccurrences(of: #"\\\((?:[^()]|\([^()]*\))*\)"#, with: "X", options: .regularExpression)
    let shapes = [
      #"^\s*(return|guard|let|var|func|case|switch|if|throw|defer|import) "#, #"^\s*init\("#, #"\bself\."#, "->",
      #"\)\s*\{"#, #"\{\s*$"#, #"^\s*\}"#, #"^\s*\.(just|empty)\("#,
    ]
    return shapes.contains { text.range(of: $0, options: .regularExpression) != nil }
  }
}
