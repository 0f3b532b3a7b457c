import Foundation
import XCTest

@testable import _ReactorGenCore

extension XCTestCase {
  /// Generates `spec` beside the app's `model` file, builds the app as module `Store` and
  /// type-checks the generated mocks as the module that imports it; then each client, a file of
  /// another module that imports `Store` as an app's other module would (no `@testable`), must
  /// compile or not as it says.
  func assertAppAndMocksCompile(
    spec text: String, model: String, _ message: String, clients: [(source: String, compiles: Bool)] = [], line: UInt = #line
  ) throws {
    let modules = try BatchCompiler.buildStandIn()
    let root = try temporaryDirectory(self)
    let spec = root.appendingPathComponent("Store.reactorgen.yml")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let (sources, tests) = (root.appendingPathComponent("Sources"), root.appendingPathComponent("Tests"))
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let modelFile = sources.appendingPathComponent("Model.swift")
    try model.write(to: modelFile, atomically: true, encoding: .utf8)
    let run = GenerationRun(specPaths: [spec.path], destination: .folders(sources: sources.path, tests: tests.path))
    XCTAssertEqual(run.run().diagnostics.errors, [], message, line: line)
    let built = root.appendingPathComponent("Modules")
    try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
    let app = BatchCompiler.run(
      [
        "swiftc", "-emit-module", "-module-name", "Store", "-parse-as-library", "-enable-testing", "-emit-module-path",
        built.appendingPathComponent("Store.swiftmodule").path,
      ] + Self.swiftFiles(under: sources) + BatchCompiler.standInFlags(modules))
    XCTAssertEqual(app.status, 0, "\(message): the app\n\(app.output)", line: line)
    let mocks = BatchCompiler.run(
      ["swiftc", "-typecheck", "-module-name", "StoreTests", "-parse-as-library", "-I", built.path] + Self.swiftFiles(under: tests)
        + BatchCompiler.standInFlags(modules))
    XCTAssertEqual(mocks.status, 0, "\(message): the mocks\n\(mocks.output)", line: line)
    for (index, client) in clients.enumerated() {
      let file = root.appendingPathComponent("Client\(index).swift")
      try ("import Store\n" + client.source).write(to: file, atomically: true, encoding: .utf8)
      let result = BatchCompiler.run(
        ["swiftc", "-typecheck", "-module-name", "Client", "-parse-as-library", "-I", built.path, file.path] + BatchCompiler.standInFlags(modules))
      XCTAssertEqual(result.status == 0, client.compiles, "\(message): a client\n\(client.source)\n\(result.output)", line: line)
    }
  }

  private static func swiftFiles(under folder: URL) -> [String] {
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
  }
}
