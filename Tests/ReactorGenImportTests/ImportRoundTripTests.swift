#if Import
  import Foundation
  import XCTest
  import _ReactorGenCore
  @testable import ReactorGenImport

  /// Round trip: importing the reactors reactorgen generated for a sample (their logic files, the
  /// user's, stay where they are) gives a spec from which reactorgen generates them again, byte for
  /// byte. The sample's services, repositories and use cases are the spec the import is told of
  /// (`--services-from`): its text up to `reactors:`.
  final class ImportRoundTripTests: XCTestCase {
    static let samples = ImportCorpusTests.corpus.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    func testEverySamplesGeneratedReactorsComeBackByteForByte() throws {
      let names = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path).sorted()
        .filter { FileManager.default.fileExists(atPath: Self.samples.appendingPathComponent("\($0)/\($0).reactorgen.yml").path) }
      XCTAssertGreaterThan(names.count, 5)
      for name in names {
        try roundTrip(name)
      }
    }

    private func roundTrip(_ name: String) throws {
      let folder = Self.samples.appendingPathComponent(name)
      let specText = try String(contentsOf: folder.appendingPathComponent("\(name).reactorgen.yml"), encoding: .utf8)
      let generated = folder.appendingPathComponent("Golden/Sources/Generated")
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("round-trip-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch.appendingPathComponent("services"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: scratch.appendingPathComponent("combined"), withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      // The sample's spec without its reactors.
      let lines = specText.split(separator: "\n", omittingEmptySubsequences: false)
      guard let reactorsLine = lines.firstIndex(where: { $0.hasPrefix("reactors:") }) else { return }
      let servicesPart = lines[..<reactorsLine].joined(separator: "\n") + "\n"
      let servicesSpec = scratch.appendingPathComponent("services/\(name).reactorgen.yml")
      try servicesPart.write(to: servicesSpec, atomically: true, encoding: .utf8)

      let reactorFiles = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map {
        generated.appendingPathComponent($0).path
      }
      var options = Importer.Options(outputDirectory: scratch.appendingPathComponent("out").path, displayRoot: folder.path)
      options.servicesSpec = servicesSpec.path
      let result = Importer(options: options).run(paths: reactorFiles)
      XCTAssertEqual(result.failedReactors, [], "\(name):\n" + result.report.filter { $0.contains("error:") }.joined(separator: "\n"))
      XCTAssertEqual(result.errors, [], name)
      // The hooks are in the sample's logic files already: no second logic file is written.
      XCTAssertEqual(result.files.filter { $0.path.hasSuffix("+Logic.swift") }.map(\.path), [], name)
      guard result.failedReactors.isEmpty else { return }

      // One spec again: the services part, then each imported reactor.
      var combined = servicesPart + "reactors:\n"
      for file in result.files where file.path.hasSuffix(".reactorgen.yml") {
        let importedLines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = importedLines.firstIndex(where: { $0.hasPrefix("reactors:") }) else { continue }
        combined += importedLines[(start + 1)...].joined(separator: "\n")
      }
      let combinedSpec = scratch.appendingPathComponent("combined/\(name).reactorgen.yml")
      try combined.write(to: combinedSpec, atomically: true, encoding: .utf8)
      var generation = GenerationOptions(mode: .generatedOnly(listingUserOwnedFiles: false), includeTests: false)
      generation.outputDirectories = [.sources: scratch.appendingPathComponent("regenerated").path]
      var diagnostics = Diagnostics()
      let files = Generator(options: generation).generate(specPaths: [combinedSpec.path], diagnostics: &diagnostics) ?? []
      XCTAssertFalse(diagnostics.hasErrors, "\(name): \(diagnostics.errors)\n\(combined)")
      for reactor in result.importedReactors {
        let path = "Generated/\(reactor).swift"
        let original = try String(contentsOf: generated.appendingPathComponent("\(reactor).swift"), encoding: .utf8)
        let again = files.first { $0.root == .sources && $0.path == path }?.contents
        if again != original, let dump = ProcessInfo.processInfo.environment["ROUND_TRIP_DUMP"] {
          try? again?.write(toFile: "\(dump)/\(reactor).again.swift", atomically: true, encoding: .utf8)
          try? combined.write(toFile: "\(dump)/\(reactor).yml", atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(again, original, "\(name): \(path) differs after the round trip; the spec imported:\n\(combined)")
      }
    }
  }
#endif
