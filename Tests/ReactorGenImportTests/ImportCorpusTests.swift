#if Import
  import Foundation
  import SwiftParser
  import SwiftSyntax
  import XCTest
  @testable import ReactorGenSwift
  @testable import _ReactorGenCore
  @testable import ReactorGenImport
  @testable import ReactorGenTestSupport

  /// The import corpus (Tests/ImportCorpus): hand-written reactors in the styles real apps use,
  /// what reactorgen-import makes of each (recorded in Imported/, compared byte for byte), and the
  /// same behaviour tests passing on both, compiled against the test double.
  final class ImportCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ImportCorpus")
    static let cases = [
      "Counter", "TaskList", "Search", "Edit", "Messy", "SwiftUIProfile", "Services", "Flow", "Draft", "Navigator", "Relay", "Prelude", "Injected",
      "Lifecycle", "Defaults", "Inert", "Tail", "Derived", "Template", "Computed", "Refined", "Interface",
    ]
    /// Cases imported with `--services`.
    static let casesImportingServices: Set<String> = ["Services"]
    /// Cases imported with their Support folder read too, as an app's folder is (where its base
    /// protocol of reactors lives).
    static let casesReadingSupport: Set<String> = ["Refined", "Interface"]

    /// What importing a case gives, as files under the case's folder: the spec and report in
    /// Imported/, the logic file and the generated reactor in Imported/Sources.
    static func importCase(_ name: String) throws -> (files: [String: String], result: Importer.Result) {
      let folder = corpus.appendingPathComponent(name)
      let importer = Importer(outputDirectory: "Imported/Sources", importServices: casesImportingServices.contains(name), displayRoot: folder.path)
      let result = importer.run(
        paths: [folder.appendingPathComponent("Original").path]
          + (casesReadingSupport.contains(name) ? [folder.appendingPathComponent("Support").path] : []))
      var files: [String: String] = ["Imported/report.txt": result.report.joined(separator: "\n") + "\n"]
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("import-corpus-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      var specs: [String] = []
      for file in result.files {
        if file.path.hasSuffix(".reactorgen.yml") {
          files["Imported/\(file.path)"] = file.contents
          let path = scratch.appendingPathComponent(file.path).path
          try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
          specs.append(path)
        } else {
          files["Imported/Sources/\(file.path)"] = file.contents
        }
      }
      var options = GenerationOptions(mode: .generatedOnly(listingUserOwnedFiles: false), includeTests: false)
      options.outputDirectories = [.sources: scratch.appendingPathComponent("Sources").path]
      var diagnostics = Diagnostics()
      let generated = Generator(options: options).generate(specPaths: specs, diagnostics: &diagnostics)
      XCTAssertFalse(diagnostics.hasErrors, "\(name): \(diagnostics.errors)")
      for file in generated ?? [] where file.root == .sources {
        files["Imported/Sources/\(file.path)"] = file.contents
      }
      return (files, result)
    }

    /// Re-record with `REACTORGEN_RECORD_IMPORTS=1 swift test --filter ImportCorpusTests`.
    func testEachImportIsAsRecorded() throws {
      let record = ProcessInfo.processInfo.environment["REACTORGEN_RECORD_IMPORTS"] == "1"
      for name in Self.cases {
        let folder = Self.corpus.appendingPathComponent(name)
        let (files, result) = try Self.importCase(name)
        XCTAssertEqual(result.failedReactors, [], "\(name): \(result.report.filter { $0.contains("error:") })")
        XCTAssertFalse(result.importedReactors.isEmpty, name)
        if record {
          try? FileManager.default.removeItem(at: folder.appendingPathComponent("Imported"))
        }
        let recorded = Set(
          (FileManager.default.enumerator(atPath: folder.appendingPathComponent("Imported").path)?.allObjects as? [String] ?? [])
            .filter { !$0.hasSuffix("/") && $0.contains(".") }.map { "Imported/" + $0 })
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
          let url = folder.appendingPathComponent(path)
          if record {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            continue
          }
          let onDisk = try? String(contentsOf: url, encoding: .utf8)
          XCTAssertEqual(
            onDisk, contents,
            "\(name)/\(path) differs from what import makes now (re-record: REACTORGEN_RECORD_IMPORTS=1 swift test --filter ImportCorpusTests)")
        }
        if !record {
          XCTAssertEqual(recorded, Set(files.keys), "\(name): recorded files")
        }
      }
    }

    /// Nothing the user wrote is lost: every line of an original is accounted for by the report,
    /// every statement that moved stands, token for token, in the logic file, and every comment is
    /// in the logic file or the spec.
    func testNothingIsLost() throws {
      for name in Self.cases {
        let folder = Self.corpus.appendingPathComponent(name)
        let (files, result) = try Self.importCase(name)
        let output = files.filter { !$0.key.hasSuffix("report.txt") && !$0.key.contains("/Generated/") }.values.joined(separator: "\n")
        let outputTokens = Self.tokens(output)
        let originals = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Original").path).sorted()
        for original in originals {
          let text = try String(contentsOf: folder.appendingPathComponent("Original/\(original)"), encoding: .utf8)
          let path = "Original/\(original)"
          let covered = Self.coveredLines(in: result.report, file: path)
          for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("//") {
              // An empty `//` says nothing to lose.
              let said = trimmed.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
              XCTAssertTrue(
                said.isEmpty || output.contains(said),
                "\(name)/\(path):\(index + 1): the comment '\(trimmed)' is lost")
            } else {
              XCTAssertTrue(covered.contains(index + 1), "\(name)/\(path):\(index + 1): '\(trimmed)' is not accounted for by the report")
            }
          }
          // A read of reduce's incoming state that reads its copy, as the report says, per line.
          var readsOfTheCopy: [Int: (read: String, copy: String)] = [:]
          for line in result.report where line.hasPrefix(path + ":") {
            let pattern = /^[^:]+:(\d+):[^:]+: moved: '(\w+)' reads the copy '(\w+)'/
            if let match = line.firstMatch(of: pattern), let number = Int(match.1) { readsOfTheCopy[number] = (String(match.2), String(match.3)) }
          }
          // A `break` leaving the switch, or an early `return newState`, is what the report says
          // it became, per line.
          var exits: [Int: (original: [String], replacement: [String])] = [:]
          for line in result.report where line.hasPrefix(path + ":") {
            let pattern = /^[^:]+:(\d+):[^:]+: moved: '(.+)' (?:leaves the switch|ends the case|is the case matched): it is '(.+)' in \w+$/
            if let match = line.firstMatch(of: pattern), let number = Int(match.1) {
              exits[number] = (Self.tokens(String(match.2)), Self.tokens(String(match.3)))
            }
          }
          // What moved is in the output, token for token.
          for entry in Self.entries(in: result.report, file: path, kind: "moved") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)[(entry.first - 1)...(entry.last - 1)].joined(separator: "\n")
            let renamed = (entry.first...entry.last).compactMap { readsOfTheCopy[$0] }
            // An array element's comma stays with the array; a `break` leaving the switch is
            // what the report says, and setting initialState where makeInitialState returns it
            // is `return`.
            var moved: [String] = []
            let tokens = Self.tokens(lines).map { token in renamed.first { $0.read == token }?.copy ?? token }
            // `type(of: self)` moves into the static makeInitialState as `Self`.
            let rules =
              (entry.first...entry.last).compactMap { exits[$0] } + [(["break"], ["return"]), (["type", "(", "of", ":", "self", ")"], ["Self"])]
            var written: [String] = []
            var index = 0
            while index < tokens.count {
              if let rule = rules.first(where: { Array(tokens[index...].prefix($0.original.count)) == $0.original }) {
                written += rule.replacement
                index += rule.original.count
              } else {
                written.append(tokens[index])
                index += 1
              }
            }
            for token in written {
              moved.append(token)
              if moved.suffix(4) == ["self", ".", "initialState", "="] {
                moved.removeLast(4)
                moved.append("return")
              } else if moved.suffix(2) == ["initialState", "="], moved.dropLast(2).last != "." {
                moved.removeLast(2)
                moved.append("return")
              }
            }
            if moved.last == "," { moved.removeLast() }
            // `var newState = State()` is an assignment to reduce's copy in the prelude hook.
            let startsFromANewState = result.report.contains {
              $0.hasPrefix("\(path):\(entry.first):") && $0.contains("moved: every mutation starts from a new State")
            }
            if startsFromANewState, let keyword = moved.firstIndex(of: "var") { moved.remove(at: keyword) }
            XCTAssertTrue(Self.contains(outputTokens, moved), "\(name)/\(path):\(entry.first)-\(entry.last): moved code is not in the logic file")
          }
        }
      }
    }

    /// The same behaviour tests pass on the hand-written reactors and on the regenerated ones
    /// (Swift 6 mode; the imports in Swift 5 mode too), with warnings as errors.
    func testTheSameBehaviourTestsPassOnTheOriginalsAndTheImports() throws {
      for (variant, mode) in [("original", "6"), ("imported", "6"), ("imported", "5")] {
        let environment = ["IMPORT_CORPUS": variant, "IMPORT_SWIFT_MODE": mode]
        // The build folder every fixture package of the suite shares: the test double and
        // swift-syntax (its macro's) are compiled once per run, the corpus targets as each run needs.
        let scratch = Self.corpus.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/fixtures").path
        let built = try Self.swift(
          ["build", "--build-tests", "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"], environment: environment)
        XCTAssertEqual(built.status, 0, "\(variant), Swift \(mode):\n\(built.output)")
        XCTAssertFalse(built.output.contains("warning:"), "\(variant), Swift \(mode):\n\(built.output)")
        let tested = try Self.swift(["test", "--skip-build", "--scratch-path", scratch], environment: environment)
        XCTAssertEqual(tested.status, 0, "\(variant), Swift \(mode):\n\(tested.output)")
        let executed = tested.output.split(separator: "\n").last { $0.contains("Executed") && $0.contains("tests") } ?? ""
        XCTAssertTrue(executed.contains(" 0 failures") && !executed.contains("Executed 0 tests"), tested.output)
        print("import corpus, \(variant), Swift \(mode): \(executed.trimmingCharacters(in: .whitespaces))")
      }
    }

    /// README shows the Counter case's block of the report as import prints it.
    func testReadmeShowsARecordedImportsReportBlock() throws {
      let (_, result) = try Self.importCase("Counter")
      let block = try XCTUnwrap(result.reactors.first).block.joined(separator: "\n")
      let readme = try String(
        contentsOf: Self.corpus.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
      XCTAssertTrue(readme.contains("```\n" + block + "\n```"), block)
    }

    /// Spec.md shows the Search case's recorded spec as it is.
    func testSpecDocumentationShowsARecordedImport() throws {
      let recorded = try String(contentsOf: Self.corpus.appendingPathComponent("Search/Imported/SearchViewReactor.reactorgen.yml"), encoding: .utf8)
      let documentation = try String(
        contentsOf: Self.corpus.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/Spec.md"), encoding: .utf8)
      XCTAssertTrue(
        documentation.contains("```yaml\n" + recorded + "```"),
        "Docs/Spec.md's import example is not Tests/ImportCorpus/Search/Imported/SearchViewReactor.reactorgen.yml")
    }

    // MARK: Helpers

    static func swift(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
      runProcess(["swift"] + arguments, in: corpus, environment: environment)
    }

    /// The report's entries for `file`: `file:line:col[-last]: kind: message`.
    static func entries(in report: [String], file: String, kind: String? = nil) -> [(first: Int, last: Int)] {
      report.compactMap { line -> (Int, Int)? in
        guard line.hasPrefix(file + ":") else { return nil }
        let rest = line.dropFirst(file.count + 1)
        let parts = rest.split(separator: ":", maxSplits: 3)
        guard parts.count >= 3, let first = Int(parts[0]) else { return nil }
        if let kind, parts[2].trimmingCharacters(in: .whitespaces) != kind { return nil }
        let column = parts[1]
        let last = column.split(separator: "-").dropFirst().first.flatMap { Int($0) } ?? first
        return (first, last)
      }
    }

    static func coveredLines(in report: [String], file: String) -> Set<Int> {
      Set(entries(in: report, file: file).flatMap { $0.first...$0.last })
    }

    /// The tokens of Swift text, without comments and layout.
    static func tokens(_ text: String) -> [String] {
      Parser.parse(source: text).tokens(viewMode: .sourceAccurate).map(\.text).filter { !$0.isEmpty }
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
      guard !needle.isEmpty else { return true }
      guard needle.count <= haystack.count else { return false }
      for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if Array(haystack[start..<(start + needle.count)]) == needle { return true }
      }
      return false
    }
  }
#endif
