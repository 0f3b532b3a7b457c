import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// Generated reactors behave as their spec says, on random specs and random action sequences.
///
/// Random reactors (``BehaviourReactor``) combine `loading`, `ignoreWhileLoading`, `cancelledBy`
/// (themselves and others), `when:` (expression and hook), `catch:`, `emit`, `async` and `reads:`. They are
/// generated as one module with hooks that answer as a script says, and a driver runs random
/// scripts on the ReactorKit/RxSwift test double: actions sent, hook runs that emit, complete,
/// fail, or are poked after they ended or were cancelled, guards switched. After every step the
/// reactor's state must equal the plain model's (``BehaviourModel``), which carries the
/// invariants: an ignored action changes and cancels nothing, a cancelled or ended run delivers
/// nothing, and every loading bracket that opens closes with `false` (each script ends by
/// completing every run still going).
///
/// A failure names the reactor's seed and the script's step. Replay or run more with
///
///     REACTORGEN_BEHAVIOUR_SEED=<seed> REACTORGEN_BEHAVIOUR_COUNT=1 swift test --filter BehaviourPropertyTests
///     REACTORGEN_BEHAVIOUR_COUNT=200 REACTORGEN_BEHAVIOUR_SCRIPTS=100 swift test --filter BehaviourPropertyTests
///
/// On the real RxSwift and ReactorKit instead of the double, with the semantics tests' switch
/// (where ReactorKit builds: its runtime needs the Objective-C runtime, so not on Linux):
///
///     REACTORGEN_DEPS=real swift test --filter BehaviourPropertyTests        # ReactorKit 3.2.0+
///     REACTORGEN_DEPS=real-main swift test --filter BehaviourPropertyTests   # ReactorKit main
final class BehaviourPropertyTests: XCTestCase {
  func testGeneratedReactorsBehaveAsTheModelOfTheirSpecSays() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = Int(environment["REACTORGEN_BEHAVIOUR_COUNT"] ?? "") ?? 24
    let firstSeed = UInt64(environment["REACTORGEN_BEHAVIOUR_SEED"] ?? "") ?? 1
    let scriptsPerReactor = Int(environment["REACTORGEN_BEHAVIOUR_SCRIPTS"] ?? "") ?? 30
    let started = Date()
    let root = try temporaryDirectory(self)
    let reactors = (firstSeed..<firstSeed + UInt64(count)).map(BehaviourReactor.init(seed:))

    // One spec, one module, one driver for every reactor.
    let specPath = root.appendingPathComponent("Behaviour.reactorgen.yml").path
    let spec = "version: 1\nmodule: Behaviour\nreactors:\n" + reactors.map(\.yaml).joined(separator: "\n") + "\n"
    try spec.write(toFile: specPath, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let generated = Generator().generate(specPaths: [specPath], diagnostics: &diagnostics)
    guard let files = generated else {
      return XCTFail("reactorgen rejected the behaviour spec:\n\(diagnostics.sorted.map(\.description).joined(separator: "\n"))\n\(spec)")
    }
    let sources = root.appendingPathComponent("Sources")
    var paths: [String] = []
    for file in files where file.root == .sources && file.ownership == .generated {
      let url = sources.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.contents.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let logic = sources.appendingPathComponent("Logic.swift")
    try ("import RxSwift\n\n" + reactors.map(\.logic).joined(separator: "\n\n") + "\n").write(to: logic, atomically: true, encoding: .utf8)
    let main = sources.appendingPathComponent("main.swift")
    let factory = reactors.map { "  case \"\($0.name)\": return \($0.name)Driver()" }.joined(separator: "\n")
    try
      (Self.harness + "\n" + reactors.map(\.driver).joined(separator: "\n\n") + """


        func makeDriver(_ name: String) -> Driving {
          switch name {
        \(factory)
          default: fatalError("unknown reactor \\(name)")
          }
        }

        """ + Self.main).write(to: main, atomically: true, encoding: .utf8)

    let double = try BatchCompiler.buildStandIn()
    let objects = try BatchCompiler.standInObjects(modules: double)
    let driver = root.appendingPathComponent("driver").path
    let build = BatchCompiler.run(
      ["swiftc", "-Onone", "-swift-version", "5", "-module-name", "Behaviour"] + BatchCompiler.standInFlags(double) + paths + [logic.path, main.path]
        + objects + ["-o", driver])
    guard build.status == 0 else {
      return XCTFail("the behaviour module does not build:\n\(build.output.split(separator: "\n").prefix(60).joined(separator: "\n"))")
    }

    var lines: [String] = []
    for reactor in reactors {
      for script in 0..<scriptsPerReactor {
        lines += BehaviourModel.script(for: reactor, seed: reactor.seed &* 1_000 &+ UInt64(script), steps: 30)
      }
    }
    let scriptPath = root.appendingPathComponent("script.txt").path
    try lines.joined(separator: "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let result = BatchCompiler.run([driver, scriptPath])
    if result.status != 0 {
      // The driver names the failing line; find the script and the reactor it belongs to.
      let lineNumber =
        result.output.split(separator: "\n").first { $0.hasPrefix("MISMATCH") }.flatMap { Int($0.split(separator: " ")[1]) } ?? lines.count
      let start = lines[..<lineNumber].lastIndex { $0.hasPrefix("new ") } ?? 0
      let header = lines[start].split(separator: " ")
      let reactor = reactors.first { $0.name == header[1] }
      XCTFail(
        """
        A generated reactor did not behave as its spec says.
        Replay: REACTORGEN_BEHAVIOUR_SEED=\(reactor?.seed ?? 0) REACTORGEN_BEHAVIOUR_COUNT=1 swift test --filter BehaviourPropertyTests
        \(result.output.split(separator: "\n").prefix(8).joined(separator: "\n"))
        --- reactor ---
        \(reactor?.yaml ?? "")
        --- script (script seed \(header.count > 2 ? header[2] : "?"), up to the failing step) ---
        \(lines[start..<lineNumber].joined(separator: "\n"))
        """)
    }
    // Again with a delay before every async hook starts its run: a cancelled run of one script
    // that starts only once the next script has begun must not claim that script's run of the
    // same key (it did, keyed by the script alone: the behaviour test failed on loaded machines).
    // (The first eight reactors' scripts: it fails on them within a few hundred steps without the fix.)
    let cut = reactors.count > 8 ? lines.firstIndex { $0.hasPrefix("new \(reactors[8].name) ") } ?? lines.count : lines.count
    let delayedPath = root.appendingPathComponent("script-delayed.txt").path
    try lines[..<cut].joined(separator: "\n").write(toFile: delayedPath, atomically: true, encoding: .utf8)
    let delayed = runProcess([driver, delayedPath], environment: ["REACTORGEN_BEHAVIOUR_START_DELAY": "1000"])
    XCTAssertEqual(
      delayed.status, 0, "with a start delay before each async hook:\n\(delayed.output.split(separator: "\n").prefix(8).joined(separator: "\n"))")
    let steps = lines.filter { !$0.hasPrefix("expect") && !$0.hasPrefix("new") }.count
    print(
      "behaviour: \(count) reactors from seed \(firstSeed), \(count * scriptsPerReactor) scripts, \(steps) steps checked against the model, \(Int(Date().timeIntervalSince(started))) s"
    )
  }

  /// The hooks' controller and the state description, shared by every reactor of the module.
  static let harness = """
    import Foundation
    import RxSwift

    protocol Driving: AnyObject {
      func send(_ action: String, _ argument: String)
      var state: String { get }
    }

    func describeState(blocked: Bool, error: String?, loading: [Bool], log: [String]) -> String {
      "blocked=\\(blocked ? 1 : 0) error=\\(error ?? "-") loading=\\(loading.map { $0 ? "1" : "0" }.joined()) log=\\(log.joined(separator: ","))"
    }

    /// `catch:` into a String mutation passes `localizedDescription`, which is this text.
    struct HarnessError: LocalizedError, CustomStringConvertible {
      let description: String
      var errorDescription: String? { description }
    }

    /// One async hook run: answered by the script (or by its cancellation) exactly once.
    final class AsyncRun {
      private let lock = NSLock()
      private var continuation: CheckedContinuation<[String], Error>?
      private var outcome: Result<[String], Error>?
      private var answered = false
      private(set) var returned = false
      var tokens: [String] = []

      func attach(_ continuation: CheckedContinuation<[String], Error>) {
        lock.lock()
        if let outcome {
          answered = true
          self.outcome = nil
          lock.unlock()
          continuation.resume(with: outcome)
        } else {
          self.continuation = continuation
          lock.unlock()
        }
      }

      func answer(_ result: Result<[String], Error>) {
        lock.lock()
        guard !answered, outcome == nil else { return lock.unlock() }
        if let continuation {
          answered = true
          self.continuation = nil
          lock.unlock()
          continuation.resume(with: result)
        } else {
          outcome = result
          lock.unlock()
        }
      }

      func markReturned() {
        lock.lock()
        returned = true
        lock.unlock()
      }

      var hasReturned: Bool {
        lock.lock()
        defer { lock.unlock() }
        return returned
      }
    }

    /// Runs are keyed by the reactor that made them and the script's key (`a1#4`): a late task
    /// of an earlier script's reactor (cancelled, starting after the next script began) never
    /// claims a run of the next one that has the same key.
    final class Harness {
      static let shared = Harness()
      private let lock = NSLock()
      private var allowed: [String: Bool] = [:]
      private var rxRuns: [String: PublishSubject<String>] = [:]
      private var asyncRuns: [String: AsyncRun] = [:]
      /// The reactor the script drives now, whose runs its steps name.
      var current: ObjectIdentifier? {
        get { lock.lock(); defer { lock.unlock() }; return currentReactor }
        set { lock.lock(); currentReactor = newValue; lock.unlock() }
      }
      private var currentReactor: ObjectIdentifier?
      /// A delay before each async hook starts its run (the test's `REACTORGEN_BEHAVIOUR_START_DELAY`,
      /// in microseconds): a late start is where a run of an earlier script could claim a later one.
      let startDelay = UInt32(ProcessInfo.processInfo.environment["REACTORGEN_BEHAVIOUR_START_DELAY"] ?? "") ?? 0

      private func owned(_ key: String, by owner: ObjectIdentifier?) -> String {
        "\\(owner.map { String(describing: $0) } ?? "-") \\(key)"
      }

      func reset() {
        lock.lock()
        allowed = [:]
        rxRuns = [:]
        asyncRuns = [:]
        lock.unlock()
      }

      func allows(_ action: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return allowed[action] ?? true
      }

      func setAllowed(_ action: String, _ value: Bool) {
        lock.lock()
        allowed[action] = value
        lock.unlock()
      }

      func rxRun(_ key: String, of reactor: AnyObject) -> Observable<String> {
        let subject = PublishSubject<String>()
        lock.lock()
        rxRuns[owned(key, by: ObjectIdentifier(reactor))] = subject
        lock.unlock()
        return subject.asObservable()
      }

      /// The run of `key` of the reactor the script drives now.
      func asyncEntry(_ key: String) -> AsyncRun { asyncEntry(owned: owned(key, by: current)) }

      private func asyncEntry(owned key: String) -> AsyncRun {
        lock.lock()
        defer { lock.unlock() }
        if let run = asyncRuns[key] { return run }
        let run = AsyncRun()
        asyncRuns[key] = run
        return run
      }

      func asyncRun(_ key: String, of reactor: AnyObject) async throws -> [String] {
        if startDelay > 0 { usleep(startDelay) }
        let run = asyncEntry(owned: owned(key, by: ObjectIdentifier(reactor)))
        defer { run.markReturned() }
        return try await withTaskCancellationHandler {
          try await withCheckedThrowingContinuation { run.attach($0) }
        } onCancel: {
          run.answer(.failure(CancellationError()))
        }
      }

      func rx(_ key: String) -> PublishSubject<String>? {
        let owner = current
        lock.lock()
        defer { lock.unlock() }
        return rxRuns[owned(key, by: owner)]
      }
    }
    """

  /// Runs the script: each step, then the state the model expects, waited for while the main
  /// queue delivers async hooks' results.
  static let main = """
    /// Runs the main queue until the reactor's state is `expected` and stays so.
    func settle(_ driver: Driving, _ expected: String, after run: AsyncRun?) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while let run, !run.hasReturned {
        if Date() > deadline { return false }
        RunLoop.main.run(until: Date().addingTimeInterval(0.0005))
      }
      var stable = 0
      while stable < (run == nil ? 1 : 4) {
        RunLoop.main.run(until: Date().addingTimeInterval(run == nil ? 0 : 0.001))
        if driver.state == expected {
          stable += 1
        } else {
          stable = 0
          if Date() > deadline { return false }
        }
      }
      return true
    }

    let path = CommandLine.arguments[1]
    let lines = try! String(contentsOfFile: path, encoding: .utf8).split(separator: "\\n").map(String.init)
    var driver: Driving?
    var answered: AsyncRun?
    for (index, line) in lines.enumerated() {
      let words = line.split(separator: " ").map(String.init)
      switch words[0] {
      case "new":
        Harness.shared.reset()
        driver = makeDriver(words[1])
      case "send":
        driver!.send(words[1], words[2])
      case "allow":
        Harness.shared.setAllowed(words[1], words[2] == "true")
      case "emit":
        if words[1] == "rx" {
          Harness.shared.rx(words[2])?.onNext(words[3])
        } else {
          Harness.shared.asyncEntry(words[2]).tokens.append(words[3])
        }
      case "complete", "fail":
        let failure = HarnessError(description: "fail:\\(words[2])")
        if words[1] == "rx" {
          if words[0] == "complete" { Harness.shared.rx(words[2])?.onCompleted() } else { Harness.shared.rx(words[2])?.onError(failure) }
        } else {
          let run = Harness.shared.asyncEntry(words[2])
          run.answer(words[0] == "complete" ? .success(run.tokens) : .failure(failure))
          answered = run
        }
      case "expect":
        let expected = String(line.dropFirst("expect ".count))
        if !settle(driver!, expected, after: answered) {
          print("MISMATCH \\(index + 1)")
          print("expected: \\(expected)")
          print("actual:   \\(driver!.state)")
          exit(1)
        }
        answered = nil
      default:
        fatalError("unknown step \\(line)")
      }
    }
    print("OK \\(lines.count) lines")

    """
}
