import Foundation
import XCTest

@testable import ReactorGenTestSupport
@testable import _ReactorGenCore

/// Reactors of one module whose Action is the same enum of the app's (`actionType:`), each
/// pacing or cancelling on its cases: the `isXxxAction` helpers they use are declared on that
/// enum once, by the first reactor that needs each, and the module compiles.
final class SharedActionTypeTests: XCTestCase {
  func testHelpersOnASharedActionAreDeclaredOnceAndTheModuleCompiles() throws {
    let folder = try temporaryDirectory(self)
    let spec = folder.appendingPathComponent("Feed.reactorgen.yml")
    try """
    version: 1
    module: Shared
    reactors:
      FeedReactor:
        actionType: FeedAction
        actions:
          - refresh: { throttle: 300ms, emit: setLoading(true) }
          - load: setLoading(false)
          - stop: setLoading(false)
        mutations:
          - setLoading(Bool): set isLoading
        state:
          isLoading: Bool = false
      ArchiveReactor:
        actionType: FeedAction
        actions:
          - refresh: { debounce: 200ms, emit: setLoading(true) }
          - load: { cancelledBy: [refresh, stop], hook: true }
          - stop
        mutations:
          - setLoading(Bool): set isLoading
        state:
          isLoading: Bool = false
      PlainReactor:
        actions:
          - refresh: { throttle: 300ms }
    """.write(to: spec, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(
      Generator(options: GenerationOptions(includeTests: false)).generate(specPaths: [spec.path], diagnostics: &diagnostics), "\(diagnostics.all)")
    XCTAssertEqual(diagnostics.errors.map(\.description), [])
    let contents = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    func helpers(of reactor: String) throws -> [String] {
      try XCTUnwrap(contents["Generated/\(reactor).swift"]).split(separator: "\n").compactMap { line in
        line.contains("static func is") ? String(line.split(separator: "(")[0].split(separator: " ").last!) : nil
      }
    }
    XCTAssertEqual(try helpers(of: "FeedReactor"), ["isRefreshAction"])
    XCTAssertEqual(try helpers(of: "ArchiveReactor"), ["isStopAction"], "isRefreshAction is FeedReactor's already")
    XCTAssertEqual(try helpers(of: "PlainReactor"), ["isRefreshAction"], "its own Action's")

    XCTAssertNotNil(
      FileWriter(sourcesDirectory: folder.appendingPathComponent("Sources").path, testsDirectory: nil, specFiles: [])
        .apply(files, mode: .write, diagnostics: &diagnostics))
    let enumFile = folder.appendingPathComponent("FeedAction.swift")
    try "enum FeedAction { case refresh, load, stop }\n".write(to: enumFile, atomically: true, encoding: .utf8)
    let sources = files.map { folder.appendingPathComponent("Sources").appendingPathComponent($0.path).path } + [enumFile.path]
    XCTAssertEqual(BatchCompiler.failuresInBothModes(sources, module: "Shared", modules: try BatchCompiler.buildStandIn(), in: folder), [])
  }
}
