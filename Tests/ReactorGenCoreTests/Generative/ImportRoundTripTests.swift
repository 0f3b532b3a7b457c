#if Import
  import Foundation
  import SwiftParser
  import SwiftSyntax
  import XCTest
  @testable import ReactorGenImport
  @testable import _ReactorGenCore
  @testable import ReactorGenTestSupport

  /// Import is the generator's inverse: importing the reactors reactorgen generated (their logic
  /// files, the user's, stay where they are) gives a spec from which reactorgen generates them
  /// again, byte for byte. The services, repositories and use cases are the spec the import is
  /// told of (`--services-from`): the spec's text up to `reactors:`. Over every sample, and over
  /// the random specs the generative test draws.
  final class ImportRoundTripTests: XCTestCase {
    func testEverySamplesGeneratedReactorsComeBackByteForByte() throws {
      let samples = repositoryRoot.appendingPathComponent("Samples")
      let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
        .filter { FileManager.default.fileExists(atPath: samples.appendingPathComponent("\($0)/\($0).reactorgen.yml").path) }
      XCTAssertGreaterThan(names.count, 5)
      for name in names {
        let folder = samples.appendingPathComponent(name)
        let spec = try String(contentsOf: folder.appendingPathComponent("\(name).reactorgen.yml"), encoding: .utf8)
        try roundTrip(name, spec: spec, generated: folder.appendingPathComponent("Golden/Sources/Generated"), displayRoot: folder.path)
      }
    }

    /// `REACTORGEN_IMPORT_ROUND_TRIPS` sets how many (default 60); a failure names its seed.
    func testEveryRandomSpecsGeneratedReactorsComeBackByteForByte() throws {
      for seed in 0..<Self.roundTrips {
        let (random, folder, reactors) = try generatedReactors(seed: seed)
        // The reactors only, as an app keeps them: one file each.
        let generated = folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        for (name, contents) in reactors {
          try contents.write(to: generated.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
        }
        try roundTrip("seed \(seed)", spec: random.text, generated: generated, displayRoot: folder.path)
      }
    }

    /// Comments above every member of a reactor and of its Action, Mutation and State (a mark, a
    /// case's documentation, a note on a field), and at the end of its first line, are carried into
    /// the spec, above what they describe where the spec writes it, and the reactor still comes
    /// back byte for byte.
    func testCommentsAboveEveryMemberOfRandomReactorsAreCarried() throws {
      for seed in 0..<Self.roundTrips {
        let (random, folder, reactors) = try generatedReactors(seed: seed)
        let generated = folder.appendingPathComponent("Generated")
        let commented = folder.appendingPathComponent("Commented")
        for url in [generated, commented] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        var notes: [String] = []
        for (name, contents) in reactors {
          try contents.write(to: generated.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
          let (text, added) = Self.commentingEveryMember(of: name, in: contents, numberingFrom: notes.count)
          notes += added
          try text.write(to: commented.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
        }
        let specs = try roundTrip("seed \(seed)", spec: random.text, generated: commented, comparedWith: generated, displayRoot: folder.path)
        for described in notes {
          let note = described.split(separator: " ").prefix(2).joined(separator: " ")
          XCTAssertTrue(specs.contains(" \(note)\n"), "seed \(seed): '// \(described)' is lost")
        }
      }
    }

    /// Apps often let `mutate`'s cases fall out of its switch to one `return .empty()` after it
    /// (issue 61's most common refusal). Written that way (the cases that return `.empty()` alone
    /// `break`, all or every other one, and a `return .empty()` after the switch), random
    /// reactors still import to the spec they came from, and come back byte for byte.
    func testMutateCasesFallingOutToOneReturnComeBack() throws {
      var fellOut = 0
      for seed in 0..<Self.roundTrips {
        let (random, folder, reactors) = try generatedReactors(seed: seed)
        let generated = folder.appendingPathComponent("Generated")
        let fallingOut = folder.appendingPathComponent("FallingOut")
        for url in [generated, fallingOut] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        for (name, contents) in reactors {
          try contents.write(to: generated.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
          let (text, breaks) = Self.fallingOutOfMutate(contents, every: seed % 2 == 0 ? 2 : 1)
          fellOut += breaks
          try text.write(to: fallingOut.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
        }
        try roundTrip("seed \(seed)", spec: random.text, generated: fallingOut, comparedWith: generated, displayRoot: folder.path)
      }
      // The draw reaches the form: cases that break, not only an unreachable tail.
      XCTAssertGreaterThan(fellOut, Int(Self.roundTrips) / 8)
    }

    /// `text` with `mutate(action:)`'s switch followed by `return .empty()`, and one of `every`
    /// case that returns `.empty()` alone a `break`; and how many.
    static func fallingOutOfMutate(_ text: String, every: Int) -> (String, Int) {
      let tree = Parser.parse(source: text)
      guard
        let mutate = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).flatMap({ $0.memberBlock.members })
          .compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == "mutate" }),
        let switchItem = mutate.body?.statements.last,
        let switchExpr = switchItem.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
          ?? switchItem.item.as(SwitchExprSyntax.self)
      else { return (text, 0) }
      var edits: [(start: Int, end: Int, text: String)] = []
      var seen = 0
      for element in switchExpr.cases {
        guard let caseSyntax = element.as(SwitchCaseSyntax.self), caseSyntax.statements.count == 1,
          let statement = caseSyntax.statements.first, statement.trimmedDescription == "return .empty()"
        else { continue }
        if seen % every == 0 {
          edits.append((statement.positionAfterSkippingLeadingTrivia.utf8Offset, statement.endPositionBeforeTrailingTrivia.utf8Offset, "break"))
        }
        seen += 1
      }
      let end = switchItem.endPositionBeforeTrailingTrivia.utf8Offset
      let column = SourceLocationConverter(fileName: "", tree: tree).location(for: switchItem.positionAfterSkippingLeadingTrivia).column
      let indentation = String(repeating: " ", count: column - 1)
      edits.append((end, end, "\n" + indentation + "return .empty()"))
      var bytes = Array(text.utf8)
      for edit in edits.sorted(by: { $0.start > $1.start }) { bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8)) }
      return (String(decoding: bytes, as: UTF8.self), edits.count - 1)
    }

    /// Import reads a shape as generated only when it is the one the core generates, token for
    /// token, never one that merely starts like it. Random reactors with one guard or link of
    /// `mutate` changed to mean something else (`take(until:)` or the hook's call given
    /// `.skip(1)`, the loading guard on another field, the precondition hook's answer compared with
    /// `false`) are imported with the change kept, in the spec or a hook, or refused at the line
    /// changed: never read as the shape they resemble, which would drop the change.
    func testAGeneratedShapeChangedByOneLinkIsNotReadAsThatShape() throws {
      let kinds = ["take(until:)", "loading guard", "precondition", "hook call"]
      var changed: [String: Int] = [:]
      // The guards are rarer than the links: three times the seeds for specs that draw them, their
      // `when:` conditions made hooks.
      let rare = ["loading guard": ["ignoreWhileLoading"], "precondition": ["when: "]]
      let hooked = { (text: String) in
        ["'!self.currentState.isLoading'", "'self.currentState.isLoading == false'"].reduce(text) {
          $0.replacingOccurrences(of: "when: " + $1, with: "when: hook")
        }
      }
      for seed in 0..<Self.roundTrips * 3 {
        let text = RandomSpec(seed: seed, provoke: false).text
        let drawn = kinds.filter { kind in seed < Self.roundTrips || rare[kind, default: []].contains(where: text.contains) }
        guard !drawn.isEmpty else { continue }
        let (random, folder, reactors) = try generatedReactors(seed: seed, rewriting: seed < Self.roundTrips ? { $0 } : hooked)
        let edited = folder.appendingPathComponent("Edited")
        try FileManager.default.createDirectory(at: edited, withIntermediateDirectories: true)
        // One change per reactor, of the kind changed least so far that it has.
        var edits: [(reactor: String, kind: String, inserted: String, line: Int)] = []
        for (index, (name, contents)) in reactors.enumerated() {
          var text = contents
          let options = drawn.sorted { (changed[$0] ?? 0, $0) < (changed[$1] ?? 0, $1) }
          for kind in options {
            guard let edit = Self.changingOneMutateShape(contents, of: kind, choosing: Int(seed) + index) else { continue }
            text = edit.text
            edits.append((name, kind, edit.inserted, edit.line))
            changed[kind, default: 0] += 1
            break
          }
          try text.write(to: edited.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
        }
        guard !edits.isEmpty else { continue }
        let result = try imported(edited, spec: random.text)
        for edit in edits {
          // Refused: at the line changed.
          if let refused = result.reactors.first(where: { $0.name == edit.reactor && !$0.errors.isEmpty }) {
            XCTAssertTrue(
              refused.errors.contains { $0.contains("\(edit.reactor).swift:\(edit.line):") },
              "seed \(seed): \(edit.reactor)'s \(edit.kind) changed at line \(edit.line) is refused elsewhere: \(refused.errors)")
            continue
          }
          let written = result.files.filter { $0.path.hasPrefix(edit.reactor + ".") || $0.path.hasPrefix(edit.reactor + "+") }
          XCTAssertTrue(
            written.contains { $0.contents.contains(edit.inserted) },
            "seed \(seed): \(edit.reactor)'s \(edit.kind) changed by '\(edit.inserted)' was read as the generated shape; the change is lost:\n"
              + written.map(\.contents).joined(separator: "\n"))
        }
      }
      // Each change is drawn.
      for kind in kinds {
        XCTAssertGreaterThanOrEqual(changed[kind] ?? 0, 3, "too few reactors had a \(kind) changed to mean anything: \(changed)")
      }
    }

    /// `text` with one shape of `kind` in `mutate(action:)` changed (the `choosing`th of those it
    /// has): the new text, what was inserted and on which line.
    static func changingOneMutateShape(_ text: String, of kind: String, choosing: Int) -> (text: String, inserted: String, line: Int)? {
      let tree = Parser.parse(source: text)
      guard
        let mutate = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).flatMap({ $0.memberBlock.members })
          .compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == "mutate" })
      else { return nil }
      var candidates: [(kind: String, at: AbsolutePosition, inserted: String)] = []
      for token in mutate.tokens(viewMode: .sourceAccurate) {
        if token.text == "until", let argument = token.parent?.as(LabeledExprSyntax.self) {
          candidates.append(("take(until:)", argument.expression.endPositionBeforeTrailingTrivia, ".skip(1)"))
        } else if token.text == "currentState", let guarded = token.parent?.parent?.parent?.as(MemberAccessExprSyntax.self),
          guarded.parent?.as(PrefixOperatorExprSyntax.self)?.operator.text == "!",
          guarded.parent?.parent?.as(ConditionElementSyntax.self) != nil
        {
          candidates.append(("loading guard", guarded.endPositionBeforeTrailingTrivia, "Other"))
        } else if token.text.hasPrefix("should"), let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.parent?.as(ConditionElementSyntax.self) != nil
        {
          candidates.append(("precondition", call.endPositionBeforeTrailingTrivia, " == (1 == 2)"))
        } else if token.text.hasPrefix("mutate"), let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map({ ["self", "self?"].contains($0.trimmedDescription) }) == true
        {
          // The hook's work, called at once, deferred or bridged from async code.
          candidates.append(("hook call", call.endPositionBeforeTrailingTrivia, ".skip(1)"))
        }
      }
      let ofKind = candidates.filter { $0.kind == kind }
      guard !ofKind.isEmpty else { return nil }
      let chosen = ofKind[choosing % ofKind.count]
      var bytes = Array(text.utf8)
      bytes.insert(contentsOf: Array(chosen.inserted.utf8), at: chosen.at.utf8Offset)
      let line = SourceLocationConverter(fileName: "", tree: tree).location(for: chosen.at).line
      return (String(decoding: bytes, as: UTF8.self), chosen.inserted, line)
    }

    /// How many random specs each generative test draws: `REACTORGEN_IMPORT_ROUND_TRIPS`, or 60.
    static let roundTrips = UInt64(ProcessInfo.processInfo.environment["REACTORGEN_IMPORT_ROUND_TRIPS"] ?? "") ?? 60

    /// The random spec of `seed`, the folder it is written in, and the reactors generated from it,
    /// by name.
    private func generatedReactors(seed: UInt64, rewriting rewrite: (String) -> String = { $0 }) throws
      -> (RandomSpec, URL, [(name: String, contents: String)])
    {
      let random = RandomSpec(seed: seed, provoke: false)
      let folder = try temporaryDirectory(self)
      let specPath = folder.appendingPathComponent("Random.reactorgen.yml")
      try rewrite(random.text).write(to: specPath, atomically: true, encoding: .utf8)
      var generation = GenerationOptions(mode: .generatedOnly(listingUserOwnedFiles: false), includeTests: false)
      generation.outputDirectories = [.sources: folder.appendingPathComponent("Sources").path]
      var diagnostics = Diagnostics()
      let files = Generator(options: generation).generate(specPaths: [specPath.path], diagnostics: &diagnostics) ?? []
      XCTAssertFalse(diagnostics.hasErrors, "seed \(seed): \(diagnostics.errors)")
      let reactors = files.filter { $0.root == .sources && $0.reactorSummary != nil }.map {
        (name: String(($0.path as NSString).lastPathComponent.dropLast(".swift".count)), contents: $0.contents)
      }
      return (random, folder, reactors)
    }

    /// `text` with a comment `// note N` (or a block comment over two lines) above each member of `reactor`'s class and of the
    /// Action, Mutation and State it declares, and one at the end of the member's first line, and
    /// the notes added.
    static func commentingEveryMember(of reactor: String, in text: String, numberingFrom first: Int) -> (String, [String]) {
      let tree = Parser.parse(source: text)
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      var lines: Set<Int> = []
      func collect(_ block: MemberBlockSyntax) {
        for member in block.members {
          lines.insert(converter.location(for: member.positionAfterSkippingLeadingTrivia).line)
          if let nested = member.decl.as(EnumDeclSyntax.self) { collect(nested.memberBlock) }
          if let nested = member.decl.as(StructDeclSyntax.self) { collect(nested.memberBlock) }
        }
      }
      for statement in tree.statements {
        if let type = statement.item.as(ClassDeclSyntax.self), type.name.text == reactor { collect(type.memberBlock) }
      }
      var out: [String] = []
      var notes: [String] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard lines.contains(index + 1) else {
          out.append(String(line))
          continue
        }
        let above = "note \(first + notes.count)"
        let member = line.trimmingCharacters(in: .whitespaces)
        notes.append(above + " above '" + member + "'")
        // Every other one a block comment over two lines.
        let indentation = String(line.prefix { $0 == " " })
        out += notes.count % 2 == 0 ? [indentation + "// " + above] : [indentation + "/* " + above, indentation + "   (a block) */"]
        // Not inside a value that goes on (`= [`, `= { _ in x`): a comment there is the value's, and
        // stays in it.
        let opened = member.filter { "([{".contains($0) }.count - member.filter { ")]}".contains($0) }.count
        guard !(member.contains("=") && opened > 0) else {
          out.append(String(line))
          continue
        }
        let after = "note \(first + notes.count)"
        notes.append(after + " after '" + member + "'")
        out.append(line + " // " + after)
      }
      return (out.joined(separator: "\n"), notes)
    }

    /// `--services` is the generator's inverse too: the service layer reactorgen generates from a
    /// random spec's services (protocols named otherwise, classes named otherwise, no BaseService,
    /// class-bound, events, generic methods), with the stubs of their classes, reads back as the
    /// same services: each class the provider makes stays the implementation, never swapped for
    /// one of the service's name.
    func testRandomServiceLayersComeBackThroughServices() throws {
      var layers = 0
      for seed in UInt64(1)...120 {
        var diagnostics = Diagnostics()
        guard var spec = Spec.decoded(from: RandomSpec(seed: seed, provoke: false).text, file: "S.reactorgen.yml", diagnostics: &diagnostics),
          !spec.services.isEmpty
        else { continue }
        spec.repositories = []
        spec.useCases = []
        spec.reactors = []
        let scratch = try temporaryDirectory(self)
        let specPath = scratch.appendingPathComponent("S.reactorgen.yml").path
        try SpecEncoder.encode(spec).write(toFile: specPath, atomically: true, encoding: .utf8)
        var options = GenerationOptions(includeTests: false)
        options.outputDirectories = [.sources: scratch.appendingPathComponent("Sources").path]
        let files = try XCTUnwrap(
          Generator(options: options).generate(specPaths: [specPath], diagnostics: &diagnostics), "seed \(seed): \(diagnostics.all)")
        let swift = files.filter { $0.root == .sources }.map { SwiftFile(path: $0.path, text: $0.contents) }
        let reading = ServiceReader(files: swift).read()
        XCTAssertEqual(reading.problems.map(\.message), [], "seed \(seed)")
        for original in spec.services {
          guard let imported = reading.services.first(where: { $0.name == original.name }) else {
            XCTFail("seed \(seed): \(original.name) was not read back")
            continue
          }
          XCTAssertEqual(imported.protocolName, original.protocolTypeName, "seed \(seed)")
          XCTAssertEqual(imported.implementationName ?? imported.name, original.implementationName?.value ?? original.name, "seed \(seed)")
          XCTAssertEqual(imported.classBound, original.classBound, "seed \(seed): \(original.name)")
          XCTAssertEqual(imported.takesProvider, original.inheritsBaseService, "seed \(seed): \(original.name)")
          XCTAssertEqual(imported.events.map(\.name), original.events.map(\.name), "seed \(seed): \(original.name)")
          XCTAssertEqual(imported.methods.count, original.methods.count, "seed \(seed): \(original.name)")
        }
        layers += 1
      }
      XCTAssertGreaterThan(layers, 20, "too few random specs had services to mean anything")
    }

    /// The spec's text up to `reactors:`: its services, repositories and use cases.
    private static func servicesPart(of specText: String) -> String? {
      let lines = specText.split(separator: "\n", omittingEmptySubsequences: false)
      guard let reactorsLine = lines.firstIndex(where: { $0.hasPrefix("reactors:") }) else { return nil }
      return lines[..<reactorsLine].joined(separator: "\n") + "\n"
    }

    /// Imports (a dry run) the reactors in `generated` against `specText`'s services, with the
    /// app's own declarations beside them, as an app has them: the enums a reactor's Action and
    /// Mutation may be (`actionType:`), whose cases import reads.
    private func imported(_ generated: URL, spec specText: String, displayRoot: String? = nil) throws -> Importer.Result {
      let scratch = try temporaryDirectory(self)
      try FileManager.default.createDirectory(at: scratch.appendingPathComponent("services"), withIntermediateDirectories: true)
      let servicesSpec = scratch.appendingPathComponent("services/Spec.reactorgen.yml")
      try (Self.servicesPart(of: specText) ?? "").write(to: servicesSpec, atomically: true, encoding: .utf8)
      let reactorFiles = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map {
        generated.appendingPathComponent($0).path
      }
      let prelude = scratch.appendingPathComponent("Prelude.swift")
      try RandomSpec.prelude(access: "internal").write(to: prelude, atomically: true, encoding: .utf8)
      let importer = Importer(
        outputDirectory: scratch.appendingPathComponent("out").path, servicesSpec: servicesSpec.path, displayRoot: displayRoot ?? generated.path)
      return importer.run(paths: reactorFiles + [prelude.path])
    }

    /// Imports the reactors in `generated` against `spec`'s services, regenerates them from the
    /// imported spec, and compares with `comparedWith` (by default what was imported); returns the
    /// specs imported.
    @discardableResult
    private func roundTrip(_ name: String, spec specText: String, generated: URL, comparedWith: URL? = nil, displayRoot: String) throws
      -> String
    {
      let scratch = try temporaryDirectory(self)
      try FileManager.default.createDirectory(at: scratch.appendingPathComponent("combined"), withIntermediateDirectories: true)
      guard let servicesPart = Self.servicesPart(of: specText) else { return "" }
      let result = try imported(generated, spec: specText, displayRoot: displayRoot)
      XCTAssertEqual(result.failedReactors, [], "\(name):\n" + result.report.filter { $0.contains("error:") }.joined(separator: "\n"))
      XCTAssertEqual(result.errors, [], name)
      // The hooks are in the user's logic files already: no second logic file is written.
      let logicFiles = result.files.filter { $0.path.hasSuffix("+Logic.swift") }
      XCTAssertEqual(logicFiles.map(\.path), [], "\(name): " + logicFiles.map(\.contents).joined(separator: "\n"))
      guard result.failedReactors.isEmpty else { return "" }

      // One spec again: the services part, then each imported reactor.
      var combined = servicesPart + "reactors:\n"
      for file in result.files where file.path.hasSuffix(".reactorgen.yml") {
        let importedLines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = importedLines.firstIndex(where: { $0.hasPrefix("reactors:") }) else { continue }
        combined += importedLines[(start + 1)...].joined(separator: "\n")
      }
      let combinedSpec = scratch.appendingPathComponent("combined/Spec.reactorgen.yml")
      try combined.write(to: combinedSpec, atomically: true, encoding: .utf8)
      var generation = GenerationOptions(mode: .generatedOnly(listingUserOwnedFiles: false), includeTests: false)
      generation.outputDirectories = [.sources: scratch.appendingPathComponent("regenerated").path]
      var diagnostics = Diagnostics()
      let files = Generator(options: generation).generate(specPaths: [combinedSpec.path], diagnostics: &diagnostics) ?? []
      XCTAssertFalse(diagnostics.hasErrors, "\(name): \(diagnostics.errors)\n\(combined)")
      for reactor in result.importedReactors {
        let path = "Generated/\(reactor).swift"
        let original = try String(contentsOf: (comparedWith ?? generated).appendingPathComponent("\(reactor).swift"), encoding: .utf8)
        let again = files.first { $0.root == .sources && $0.path == path }?.contents
        XCTAssertEqual(
          again.map(Self.withoutProvenance), Self.withoutProvenance(original),
          "\(name): \(path) differs after the round trip; the spec imported:\n\(combined)")
      }
      return combined
    }

    /// The header names the spec file, which the round trip renames.
    private static func withoutProvenance(_ text: String) -> String {
      text.replacingOccurrences(of: #"from [^ ]+\.reactorgen\.yml"#, with: "from the spec", options: .regularExpression)
    }
  }
#endif
