import Foundation
import XCTest
@testable import _ReactorGenCore
@testable import ReactorGenSwift

/// Generates specs together as one module and compiles it against the test double.
struct BatchCompiler: Sendable {
  let root: URL
  let standIn: String

  /// Generates `batch` as one module and compiles it; on failure, compiles each spec alone to
  /// name the seeds that fail.
  func compile(_ batch: [(spec: RandomSpec, path: String)], name: String, modes: [String]) -> [String] {
    let folder = root.appendingPathComponent(name)
    var diagnostics = Diagnostics()
    // Every other batch with line directives, which must stand only where Swift takes them.
    var generator = Generator()
    generator.options.lineDirectives = batch[0].spec.seed % 2 == 1
    generator.options.targetFolder = try? RandomSpec.appTarget(in: root)
    guard let files = generator.generate(specPaths: batch.map(\.path), diagnostics: &diagnostics) else {
      // Specs valid alone may clash when generated together; compile them alone then.
      return batch.count == 1
        ? ["seed \(batch[0].spec.seed): rejected when generated again: \(diagnostics.sorted.map(\.description))"]
        : batch.enumerated().flatMap { offset, item in compile([item], name: "\(name)_\(offset)", modes: modes) }
    }
    let writer = FileWriter(
      sourcesDirectory: folder.appendingPathComponent("Sources").path,
      testsDirectory: folder.appendingPathComponent("Tests").path, specFiles: [])
    guard writer.apply(files, mode: .write, diagnostics: &diagnostics) != nil else {
      return ["\(name): cannot write: \(diagnostics.sorted.map(\.description))"]
    }
    let prelude = folder.appendingPathComponent("Prelude.swift")
    try? RandomSpec.prelude(access: batch[0].spec.access).write(to: prelude, atomically: true, encoding: .utf8)
    let sources =
      [prelude.path]
      + files.map { file in
        folder.appendingPathComponent(file.root == .sources ? "Sources" : "Tests").appendingPathComponent(file.path).path
      }
    for mode in modes {
      let result = Self.swiftc(
        sources + ["-module-name", name, "-swift-version", mode] + BatchCompiler.standInFlags(standIn) + [
          "-o", folder.appendingPathComponent("\(name)-\(mode).o").path,
        ])
      guard result.status != 0 || result.output.contains("warning:") else { continue }
      if batch.count > 1 {
        return batch.enumerated().flatMap { offset, item in compile([item], name: "\(name)_\(offset)", modes: [mode]) }
      }
      let spec = batch[0].spec
      return [
        """
        seed \(spec.seed): accepted, but the generated code does not compile cleanly in Swift \(mode) mode.
        Replay: REACTORGEN_GENERATIVE_SEED=\(spec.seed) REACTORGEN_GENERATIVE_COUNT=1 swift test --filter GenerativeCompileTests
        \(result.output.split(separator: "\n").prefix(40).joined(separator: "\n"))
        --- spec ---
        \(spec.text)
        """
      ]
    }
    return []
  }

  /// Compiles to an object file (through code generation: type-checking alone misses errors),
  /// with warnings as errors.
  static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
    Self.run(["swiftc", "-wmo", "-c", "-parse-as-library", "-warnings-as-errors", "-Onone"] + arguments)
  }

  static func run(_ arguments: [String]) -> (status: Int32, output: String) { runProcess(arguments) }

  /// Compiles `sources` as the module `name` against the double built in `modules` (``buildStandIn()``),
  /// in Swift 5 and 6 modes, each to an object file in `folder`: what each mode that fails printed.
  static func failuresInBothModes(_ sources: [String], module name: String, modules: String, in folder: URL) -> [String] {
    ["5", "6"].compactMap { mode in
      let result = swiftc(
        sources + ["-module-name", name, "-swift-version", mode] + standInFlags(modules) + [
          "-o", folder.appendingPathComponent("\(name)-\(mode).o").path,
        ])
      return result.status == 0 ? nil : "Swift \(mode) mode:\n\(result.output)"
    }
  }

  /// What generated code is compiled and run against: the test double, or with
  /// `REACTORGEN_DEPS=real|real-main` (the switch of the double's semantics tests) the real
  /// RxSwift and ReactorKit, which the double's package then depends on.
  static var dependencies: String { ProcessInfo.processInfo.environment["REACTORGEN_DEPS"] ?? "test-double" }
  static var usesRealLibraries: Bool { dependencies.hasPrefix("real") }

  /// Builds the test double (or the real libraries, see ``dependencies``) and returns the folder
  /// of its modules. `REACTORGEN_GENERATIVE_MODULES` names another build's module folder to
  /// compile against instead (beside it, `../ReactorKitMacros-tool`).
  static func buildStandIn() throws -> String {
    if let modules = ProcessInfo.processInfo.environment["REACTORGEN_GENERATIVE_MODULES"] { return modules }
    // The build folder every fixture package of the suite shares (the samples, the import
    // corpus): the double and its macro's swift-syntax are compiled once per run.
    let scratch = repositoryRoot.appendingPathComponent(".build/fixtures" + (usesRealLibraries ? "-\(dependencies)" : "")).path
    // The double's products only: its own tests are built where they run. With the real
    // libraries the package has no products; building its tests builds them.
    let result = run(
      ["swift", "build", "--package-path", repositoryRoot.appendingPathComponent("Tests/ReactorKitTestDouble").path, "--scratch-path", scratch]
        + (usesRealLibraries ? ["--build-tests"] : []))
    guard result.status == 0 else {
      throw StandInError(message: "cannot build the test double:\n\(result.output)")
    }
    for candidate in ["debug/Modules", "debug"] {
      let folder = (scratch as NSString).appendingPathComponent(candidate)
      if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("RxSwift.swiftmodule")) { return folder }
    }
    throw StandInError(message: "the test double's modules were not found in \(scratch)")
  }

  /// What `swiftc` needs to compile against the double built by ``buildStandIn()`` (whose module
  /// folder `modules` is): its modules, and the double's `@ObservableState` macro.
  static func standInFlags(_ modules: String) -> [String] {
    let url = URL(fileURLWithPath: modules)
    let debug = url.lastPathComponent == "Modules" ? url.deletingLastPathComponent() : url
    let macros = debug.appendingPathComponent("ReactorKitMacros-tool").path
    // ReactorKit 3.2.0 has no macro (nor observation).
    guard !usesRealLibraries || FileManager.default.fileExists(atPath: macros) else { return ["-I", modules] }
    return ["-I", modules, "-load-plugin-executable", macros + "#ReactorKitMacros"]
  }

  /// The test double's object files, for linking a program against it; `modules` is what
  /// ``buildStandIn()`` returned.
  static func standInObjects(modules: String) throws -> [String] {
    let debug =
      URL(fileURLWithPath: modules).lastPathComponent == "Modules"
      ? URL(fileURLWithPath: modules).deletingLastPathComponent() : URL(fileURLWithPath: modules)
    // The real libraries bring modules of their own (ReactorKitRuntime, WeakMapTable): every
    // library built, without the tests, the macro and swift-syntax, which only the macro uses.
    let libraries =
      !usesRealLibraries
      ? ["RxSwift", "ReactorKit", "ReactorKitObservation"]
      : try FileManager.default.contentsOfDirectory(atPath: debug.path).filter { name in
        name.hasSuffix(".build") && !name.hasSuffix("Tests.build") && !name.contains("PackageTests") && !name.hasPrefix("ReactorKitMacros")
          && !name.hasPrefix("Swift") && !name.hasPrefix("_Swift")
      }.map { String($0.dropLast(".build".count)) }.sorted()
    return try libraries.flatMap { module in
      let folder = debug.appendingPathComponent("\(module).build")
      return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }.sorted().map {
        folder.appendingPathComponent($0).path
      }
    }
  }
}

private struct StandInError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A list appended to from concurrent work.
final class LockedList: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func append(_ item: String) {
    lock.lock()
    list.append(item)
    lock.unlock()
  }

  var items: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}
