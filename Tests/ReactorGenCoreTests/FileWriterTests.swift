import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The writer's promises: users' files are never overwritten, nothing is written outside the
/// output folder, a second run writes nothing, and a failing run writes nothing at all.
final class FileWriterTests: XCTestCase {
  private func generate(_ spec: String = minimalSpec + "services:\n  CountService:\n    methods:\n      - func fetch() -> Observable<Int>\n") throws
    -> [OutputFile]
  {
    var diagnostics = Diagnostics()
    let module = try XCTUnwrap(module(of: spec))
    return try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics))
  }

  private func writer(_ root: URL) -> FileWriter {
    FileWriter(
      sourcesDirectory: root.appendingPathComponent("Sources").path, testsDirectory: root.appendingPathComponent("Tests").path,
      specFiles: ["spec.yml"])
  }

  func testFirstRunCreatesEverythingAndSecondRunWritesNothing() throws {
    let root = try temporaryDirectory(self)
    let files = try generate()
    var diagnostics = Diagnostics()
    let first = try XCTUnwrap(writer(root).apply(files, mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(first.created.count, files.count)
    let generated = root.appendingPathComponent("Sources/Generated/CounterReactor.swift").path
    let before = try FileManager.default.attributesOfItem(atPath: generated)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.05)
    let second = try XCTUnwrap(writer(root).apply(files, mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(second.changed, [])
    XCTAssertEqual(second.unchanged.count + second.kept.count, files.count)
    let after = try FileManager.default.attributesOfItem(atPath: generated)[.modificationDate] as? Date
    XCTAssertEqual(before, after, "an unchanged file must not be rewritten")
    XCTAssertEqual(diagnostics.all, [])
  }

  /// Two files of one run at one path (or at paths that differ only in case, one file on macOS):
  /// a located error from resolution normally; should one get past it, the run writes nothing
  /// rather than one of them before failing on the other.
  /// The writer splits the paths it planned as Foundation's path methods do, on random paths:
  /// relative and absolute, one part or several, names with dots, spaces and non-ASCII letters.
  func testAPlannedPathSplitsAsFoundationSplitsIt() {
    var random = SystemRandomNumberGenerator()
    let letters = Array("aZ09._- éü名")
    for _ in 0..<2_000 {
      let parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        String((0..<Int.random(in: 1...6, using: &random)).map { _ in letters.randomElement(using: &random)! })
      }
      let path = (Bool.random(using: &random) ? "/" : "") + parts.joined(separator: "/")
      let split = FileWriter.split(path)
      // Foundation on Linux crashes on a lone non-ASCII name (`名`); a planned path has a folder.
      guard path.contains("/") else {
        XCTAssertTrue(split == ("", path), path)
        continue
      }
      XCTAssertEqual(split.folder, (path as NSString).deletingLastPathComponent, path)
      XCTAssertEqual(split.name, (path as NSString).lastPathComponent, path)
    }
  }

  func testTwoFilesAtOnePathWriteNothing() throws {
    for twin in ["Generated/CounterReactor.swift", "Generated/counterreactor.swift"] {
      let root = try temporaryDirectory(self)
      var files = try generate()
      var copy = try XCTUnwrap(files.first { $0.path == "Generated/CounterReactor.swift" })
      copy.path = twin
      files.append(copy)
      var diagnostics = Diagnostics()
      XCTAssertNil(writer(root).apply(files, mode: .write, diagnostics: &diagnostics), twin)
      XCTAssertEqual(diagnostics.errors.count, 1, "\(diagnostics.all)")
      XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }, [], twin)
    }
  }

  func testUserOwnedFilesAreNeverTouched() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    _ = try XCTUnwrap(writer(root).apply(try generate(), mode: .write, diagnostics: &diagnostics))
    let service = root.appendingPathComponent("Sources/CountService.swift")
    let edited = "// my implementation\nfinal class CountService {}\n"
    try edited.write(to: service, atomically: true, encoding: .utf8)
    // The spec grows a method: the generated interface changes, the user's file does not.
    let grown = minimalSpec + "services:\n  CountService:\n    methods:\n      - func fetch() -> Observable<Int>\n      - func reset()\n"
    let report = try XCTUnwrap(writer(root).apply(try generate(grown), mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(try String(contentsOf: service, encoding: .utf8), edited)
    XCTAssertTrue(report.kept.contains(service.path))
    XCTAssertTrue(report.updated.contains(root.appendingPathComponent("Sources/Generated/CountServiceType.swift").path))
    XCTAssertEqual(
      diagnostics.all.map(\.description),
      [
        "\(service.path):1:1: note: 'fetch()' is not implemented here yet: the spec declares it since this file was created; the compiler will ask for it",
        "\(service.path):1:1: note: 'reset()' is not implemented here yet: the spec declares it since this file was created; the compiler will ask for it",
      ])
  }

  /// The functions of a user's file come from the record when it has them (the file is then not
  /// read), and every created or kept file with hooks reports what it declares, for the next record.
  func testKnownFunctionsStandInForReadingAUsersFile() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    let created = try XCTUnwrap(writer(root).apply(try generate(), mode: .write, diagnostics: &diagnostics))
    let service = root.appendingPathComponent("Sources/CountService.swift")
    XCTAssertEqual(created.declaredFunctions[service.path], ["fetch()"], "read from the contents it writes")
    try "final class CountService {}\n".write(to: service, atomically: true, encoding: .utf8)

    var reading = Diagnostics()
    let read = try XCTUnwrap(writer(root).apply(try generate(), mode: .write, diagnostics: &reading))
    XCTAssertEqual(read.declaredFunctions[service.path], [])
    XCTAssertEqual(reading.all.count, 1, "fetch() is missing from the file")

    var known = writer(root)
    known.knownFunctions = [service.path: ["fetch()"]]
    var trusting = Diagnostics()
    let report = try XCTUnwrap(known.apply(try generate(), mode: .write, diagnostics: &trusting))
    XCTAssertEqual(trusting.all, [], "the recorded functions are used instead of the file")
    XCTAssertEqual(report.declaredFunctions[service.path], ["fetch()"])
  }

  func testRefusesToOverwriteAFileItDidNotGenerate() throws {
    let root = try temporaryDirectory(self)
    let mine = root.appendingPathComponent("Sources/Generated/CounterReactor.swift")
    try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "final class CounterReactor {}\n".write(to: mine, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    XCTAssertNil(writer(root).apply(try generate(), mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(
      diagnostics.errors.map(\.description),
      ["reactorgen: error: refusing to overwrite '\(mine.path)': it was not generated by reactorgen (move or rename it)"])
    XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "final class CounterReactor {}\n")
    // Nothing else was written either.
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Generated/ServiceProvider.swift").path))
  }

  func testRemovesOnlyItsOwnStaleFiles() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    _ = try XCTUnwrap(writer(root).apply(try generate(), mode: .write, diagnostics: &diagnostics))
    let userFile = root.appendingPathComponent("Sources/Generated/Notes.swift")
    try "// notes\n".write(to: userFile, atomically: true, encoding: .utf8)
    // The service disappears from the spec.
    let report = try XCTUnwrap(writer(root).apply(try generate(minimalSpec), mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(
      report.removed.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted(),
      ["CountServiceType.swift", "MockCountService.swift", "MockServiceProvider.swift", "ServiceProvider.swift"])
    XCTAssertTrue(FileManager.default.fileExists(atPath: userFile.path), "a file reactorgen did not generate stays")
    XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/CountService.swift").path), "user-owned stubs stay")
  }

  func testCheckAndDryRunWriteNothing() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    for mode in [FileWriter.Mode.check, .dryRun] {
      let report = try XCTUnwrap(writer(root).apply(try generate(), mode: mode, diagnostics: &diagnostics))
      XCTAssertFalse(report.created.isEmpty)
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), [])
    }
  }

  func testNeverWritesOutsideTheOutputFolder() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    let escaping = OutputFile(root: .sources, path: "../escaped.swift", contents: "x", ownership: .generated)
    XCTAssertNil(writer(root).apply([escaping], mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.errors.count, 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("escaped.swift").path))
  }

  func testSpecsGeneratedTogetherShareOneProvider() throws {
    var diagnostics = Diagnostics()
    let loader = SpecLoader()
    let first = try XCTUnwrap(
      loader.load(text: minimalSpec + "services:\n  CountService: {}\n", file: "Specs/Counter.reactorgen.yml", diagnostics: &diagnostics))
    let second = try XCTUnwrap(
      loader.load(
        text: "version: 1\nservices:\n  LogService: {}\nreactors:\n  LogReactor:\n    services: [CountService, LogService]\n",
        file: "Specs/Log.reactorgen.yml", diagnostics: &diagnostics))
    let module = try XCTUnwrap(Validator().validate([first, second], diagnostics: &diagnostics))
    let files = try XCTUnwrap(Generator(options: GenerationOptions(includeTests: false)).render(module, diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.all, [])
    let provider = try XCTUnwrap(files.first { $0.path == "Generated/ServiceProvider.swift" }).contents
    XCTAssertTrue(provider.hasPrefix("// Generated by reactorgen from Counter.reactorgen.yml, Log.reactorgen.yml."), provider)
    XCTAssertTrue(provider.contains("  var countService: any CountServiceType { get }\n  var logService: any LogServiceType { get }\n"), provider)
    // A reactor's file names the spec that declares it.
    let log = try XCTUnwrap(files.first { $0.path == "Generated/LogReactor.swift" }).contents
    XCTAssertTrue(log.hasPrefix("// Generated by reactorgen from Log.reactorgen.yml."), log)
    XCTAssertEqual(files.filter { $0.path == "Generated/ServiceProvider.swift" }.count, 1)
  }
}

/// The writer under faults: whatever fails, when, the tree stays as it was.
final class FileWriterFaultTests: XCTestCase {
  private let spec = minimalSpec + "services:\n  CountService:\n    methods:\n      - func fetch() -> Observable<Int>\n"

  private func files(_ text: String? = nil, file: String = "spec.yml") throws -> [OutputFile] {
    var diagnostics = Diagnostics()
    let module = try XCTUnwrap(module(of: text ?? spec, file: file))
    return try XCTUnwrap(Generator().render(module, diagnostics: &diagnostics))
  }

  /// Every file under `root` with its bytes (links as their target), for before/after comparisons.
  private func snapshot(_ root: URL) -> [String: String] {
    var result: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
    while let relative = enumerator.nextObject() as? String {
      // The CLI's run record holds modification times of one run.
      if relative.split(separator: "/").contains(".reactorgen") { continue }
      let path = root.appendingPathComponent(relative).path
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        result[relative] = "link → " + target
      } else if let data = FileManager.default.contents(atPath: path) {
        result[relative] = String(decoding: data, as: UTF8.self)
      } else {
        result[relative + "/"] = ""
      }
    }
    return result
  }

  private func writer(_ root: URL, tests: String? = "Tests", specs: [String] = ["spec.yml"]) -> FileWriter {
    FileWriter(
      sourcesDirectory: root.appendingPathComponent("Sources").path, testsDirectory: tests.map { root.appendingPathComponent($0).path },
      specFiles: specs)
  }

  func testAFailedWriteAtAnyPointLeavesTheTreeAsItWas() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    // A tree with an earlier generation, a user's edit, and a spec change to apply.
    _ = try XCTUnwrap(writer(root).apply(try files(), mode: .write, diagnostics: &diagnostics))
    try "// mine\n".write(to: root.appendingPathComponent("Sources/CounterReactor+Logic.swift"), atomically: true, encoding: .utf8)
    let changed = try files(
      spec.replacingOccurrences(of: "count: Int = 0", with: "count: Int = 0\n      name: String = \"\"") + "      - func reset()\n")
    let before = snapshot(root)
    var writes: [String] = []
    do {
      var counting = writer(root)
      let seen = LockedList()
      counting.injectedWriteFailure = { path in
        seen.append(path)
        return nil
      }
      var check = Diagnostics()
      _ = counting.apply(changed, mode: .check, diagnostics: &check)
      // Count the writes of a real run on a copy of the tree.
      let copy = try temporaryDirectory(self)
      try FileManager.default.removeItem(at: copy)
      try FileManager.default.copyItem(at: root, to: copy)
      var copyWriter = writer(copy)
      copyWriter.injectedWriteFailure = { path in
        seen.append(path)
        return nil
      }
      _ = copyWriter.apply(changed, mode: .write, diagnostics: &check)
      writes = seen.items
    }
    XCTAssertGreaterThan(writes.count, 1)
    for (index, failing) in writes.enumerated() {
      var faulty = writer(root)
      // The same file in this tree: its path below the root.
      let target = failing.components(separatedBy: "/").suffix(3).joined(separator: "/")
      faulty.injectedWriteFailure = { path in path.hasSuffix(target) ? ENOSPC : nil }
      var failure = Diagnostics()
      XCTAssertNil(faulty.apply(changed, mode: .write, diagnostics: &failure), "write \(index) should fail")
      XCTAssertEqual(failure.errors.count, 1)
      XCTAssertTrue(failure.errors.first?.description.contains("No space left on device") ?? false, failure.errors.description)
      XCTAssertEqual(snapshot(root), before, "failing write \(index) (\(target)) changed the tree")
    }
  }

  func testTestsOutputThatIsAFileWritesNothing() throws {
    let root = try temporaryDirectory(self)
    try "not a folder\n".write(to: root.appendingPathComponent("Tests"), atomically: true, encoding: .utf8)
    let before = snapshot(root)
    var diagnostics = Diagnostics()
    XCTAssertNil(writer(root).apply(try files(), mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(diagnostics.errors.map(\.description), ["reactorgen: error: the output folder '\(root.path)/Tests' is a file, not a folder"])
    XCTAssertEqual(snapshot(root), before)
  }

  func testAFileWhereAFolderMustBeWritesNothing() throws {
    let root = try temporaryDirectory(self)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try "oops\n".write(to: root.appendingPathComponent("Sources/Generated"), atomically: true, encoding: .utf8)
    let before = snapshot(root)
    var diagnostics = Diagnostics()
    XCTAssertNil(writer(root).apply(try files(), mode: .write, diagnostics: &diagnostics))
    XCTAssertTrue(
      diagnostics.errors.allSatisfy { $0.message == "'\(root.path)/Sources/Generated' is a file where reactorgen needs a folder" },
      diagnostics.errors.description)
    XCTAssertEqual(snapshot(root), before)
  }

  func testAReadOnlyFolderWritesNothing() throws {
    if geteuid() == 0 { throw XCTSkip("running as root: permissions do not stop writes, so a read-only folder cannot be made") }
    let root = try temporaryDirectory(self)
    let sources = root.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    chmod(sources.path, 0o555)
    defer { chmod(sources.path, 0o755) }
    let before = snapshot(root)
    var diagnostics = Diagnostics()
    XCTAssertNil(writer(root).apply(try files(), mode: .write, diagnostics: &diagnostics))
    XCTAssertTrue(diagnostics.errors.first?.message.contains("Permission denied") ?? false, diagnostics.errors.description)
    XCTAssertEqual(snapshot(root), before)
  }

  func testAFullDiskWritesNothing() throws {
    let root = try temporaryDirectory(self)
    let disk = root.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk.path]
    mount.standardError = FileHandle.nullDevice
    guard (try? mount.run()) != nil else { throw XCTSkip("cannot run mount") }
    mount.waitUntilExit()
    guard mount.terminationStatus == 0 else { throw XCTSkip("mounting a small tmpfs is not permitted here") }
    defer {
      let unmount = Process()
      unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
      unmount.arguments = [disk.path]
      try? unmount.run()
      unmount.waitUntilExit()
    }
    // Fill most of the disk, so that the generated files no longer fit.
    try Data(repeating: 0, count: 8 * 1024).write(to: disk.appendingPathComponent("ballast"))
    let before = snapshot(disk)
    var diagnostics = Diagnostics()
    let big = try files(spec + (0..<40).map { "      - \"func method\($0)(value: Int) -> Observable<[String: Int]>\"\n" }.joined())
    XCTAssertNil(writer(disk).apply(big, mode: .write, diagnostics: &diagnostics))
    XCTAssertTrue(diagnostics.errors.first?.message.contains("No space left on device") ?? false, diagnostics.errors.description)
    XCTAssertEqual(snapshot(disk), before)
  }

  func testGeneratedFolderThatLinksOutsideIsRefused() throws {
    let root = try temporaryDirectory(self)
    let outside = try temporaryDirectory(self)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Sources/Generated"), withDestinationURL: outside)
    var diagnostics = Diagnostics()
    XCTAssertNil(writer(root).apply(try files(), mode: .write, diagnostics: &diagnostics))
    XCTAssertTrue(
      diagnostics.errors.first?.message.hasSuffix(
        "is a symbolic link; reactorgen writes only inside the output folder and does not follow links there (replace it with a folder or file)")
        ?? false, diagnostics.errors.description)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
  }

  func testStaleRemovalComparesSpecNamesExactly() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    // MyTodo's files, then a run of Todo into the same folder.
    let myTodo = try files(minimalSpec.replacingOccurrences(of: "CounterReactor", with: "MyReactor"), file: "MyTodo.reactorgen.yml")
    _ = try XCTUnwrap(writer(root, tests: nil, specs: ["MyTodo.reactorgen.yml"]).apply(myTodo, mode: .write, diagnostics: &diagnostics))
    let todo = try files(minimalSpec, file: "Todo.reactorgen.yml")
    let report = try XCTUnwrap(writer(root, tests: nil, specs: ["Todo.reactorgen.yml"]).apply(todo, mode: .write, diagnostics: &diagnostics))
    XCTAssertEqual(report.removed, [])
    XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Generated/MyReactor.swift").path))
  }

  func testInterruptedRunsDebrisIsSwept() throws {
    let root = try temporaryDirectory(self)
    let generated = root.appendingPathComponent("Sources/Generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    for name in [".CounterReactor.swift.reactorgen-tmp", ".dat.nosyncA1b2"] {
      try "partial".write(to: generated.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    try "partial".write(to: root.appendingPathComponent("Sources/.CountService.swift.reactorgen-tmp"), atomically: false, encoding: .utf8)
    var diagnostics = Diagnostics()
    _ = try XCTUnwrap(writer(root).apply(try files(), mode: .write, diagnostics: &diagnostics))
    let left = snapshot(root).keys.filter { $0.contains("/.") }
    XCTAssertEqual(left, [])
  }

  func testKilledRunLeavesOnlyDebrisTheNextRunSweeps() throws {
    // A run killed with SIGKILL at a random moment, then a normal run: the tree ends as if the
    // killed run had never happened.
    let root = try temporaryDirectory(self)
    let reference = try temporaryDirectory(self)
    let tool = repositoryRoot.appendingPathComponent(".build/debug/reactorgen").path
    guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("build reactorgen first (swift build)") }
    let specPath = root.appendingPathComponent("Big.reactorgen.yml")
    let reactors = (0..<150).map {
      "  Screen\($0)Reactor:\n    state:\n      count: Int = 0\n    actions:\n      - tap: up\n    mutations:\n      - up: increment count\n"
    }.joined()
    try ("version: 1\nreactors:\n" + reactors).write(to: specPath, atomically: true, encoding: .utf8)
    func run(_ output: URL, killAfter delay: Double?) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = [
        specPath.path, "-o", output.appendingPathComponent("Sources").path, "--tests-output", output.appendingPathComponent("Tests").path, "-q",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      if let delay {
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
    }
    try run(reference, killAfter: nil)
    for delay in [0.02, 0.05, 0.1, 0.2] {
      let output = try temporaryDirectory(self)
      try run(output, killAfter: delay)
      try run(output, killAfter: nil)
      XCTAssertEqual(snapshot(output), snapshot(reference), "after a run killed at \(delay) s")
    }
  }

  func testConcurrentRunsOfDifferentSpecsEqualRunningThemInTurn() throws {
    // Runs of two specs and a run that fails while writing, started together into an output folder
    // that exists, one that does not, and one whose parent does not: each time the tree is what the
    // two good runs leave when run one after the other, in one order or the other, and the failed
    // run leaves nothing (not even a folder it made).
    let a = try files(
      minimalSpec.replacingOccurrences(of: "CounterReactor", with: "AReactor") + "services:\n  AService: {}\n", file: "A.reactorgen.yml")
    let b = try files(
      minimalSpec.replacingOccurrences(of: "CounterReactor", with: "BReactor") + "services:\n  BService: {}\n", file: "B.reactorgen.yml")
    let c = try files(
      minimalSpec.replacingOccurrences(of: "CounterReactor", with: "CReactor") + "services:\n  CService: {}\n", file: "C.reactorgen.yml")
    struct Job: Sendable {
      var files: [OutputFile]
      var spec: String
      var fails: Bool
    }
    let jobs = [
      Job(files: a, spec: "A.reactorgen.yml", fails: false), Job(files: b, spec: "B.reactorgen.yml", fails: false),
      Job(files: c, spec: "C.reactorgen.yml", fails: true),
    ]
    @Sendable func run(_ job: Job, into folder: URL) -> Bool {
      var writer = FileWriter(
        sourcesDirectory: folder.appendingPathComponent("Sources").path, testsDirectory: folder.appendingPathComponent("Tests").path,
        specFiles: [job.spec])
      if job.fails { writer.injectedWriteFailure = { $0.hasSuffix("Tests.swift") ? EIO : nil } }
      var diagnostics = Diagnostics()
      return writer.apply(job.files, mode: .write, diagnostics: &diagnostics) != nil
    }
    var inTurn: [[String: String]] = []
    for order in [[0, 1, 2], [1, 0, 2]] {
      let folder = try temporaryDirectory(self)
      for index in order { _ = run(jobs[index], into: folder) }
      inTurn.append(snapshot(folder))
    }
    XCTAssertNotEqual(inTurn[0], inTurn[1], "the orders must be told apart (the last run writes the shared provider)")
    for attempt in 0..<20 {
      for layout in ["", "missing/", "missing/parent/"] {
        let base = try temporaryDirectory(self)
        let folder = base.appendingPathComponent(layout)
        let results = LockedList()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
          results.append("\(jobs[index].spec): \(run(jobs[index], into: folder))")
        }
        XCTAssertEqual(
          results.items.sorted(), ["A.reactorgen.yml: true", "B.reactorgen.yml: true", "C.reactorgen.yml: false"], "attempt \(attempt), '\(layout)'")
        let together = snapshot(folder)
        XCTAssertTrue(inTurn.contains(together), "attempt \(attempt), '\(layout)': \(together.keys.sorted())")
      }
    }
  }

  func testRenamedReactorsLeftoverFilesAreReported() throws {
    let root = try temporaryDirectory(self)
    var diagnostics = Diagnostics()
    let old = minimalSpec.replacingOccurrences(of: "count: Int = 0", with: "count: Int = 0\n    transform: [state]")
    _ = try XCTUnwrap(writer(root).apply(try files(old), mode: .write, diagnostics: &diagnostics))
    let renamed = old.replacingOccurrences(of: "CounterReactor", with: "TallyReactor")
    var second = Diagnostics()
    _ = try XCTUnwrap(writer(root).apply(try files(renamed), mode: .write, diagnostics: &second))
    XCTAssertEqual(
      second.all.filter { $0.severity == .warning }.map(\.description).sorted(),
      [
        "\(root.path)/Sources/CounterReactor+Logic.swift:1:1: warning: this file was created for something spec.yml no longer declares (renamed or removed); move the code you wrote in it, then delete it",
        "\(root.path)/Tests/CounterReactorTests.swift:1:1: warning: this file was created for something spec.yml no longer declares (renamed or removed); move the code you wrote in it, then delete it",
      ])
  }
}
