import Foundation
import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// `debounce:` and `throttle:` at run time: reactors generated from a spec with paced actions are
/// built against the test double (whose `debounce` and `throttle` pass the same semantics tests as
/// RxSwift's) and driven by a program as an app's view would drive them, in virtual time (the
/// double's `HistoricalScheduler`, RxSwift's, passed as the reactor's schedulers). A translator
/// that paced every action, none, or the wrong one, waited another time, or sent a throttled tap
/// when its window ends, fails here.
final class PacingBehaviourTests: XCTestCase {
  func testATypedBurstGoesOnOnceAfterItsQuietAndOtherActionsAtOnce() throws {
    let root = try temporaryDirectory(self)
    let spec = """
      version: 1
      module: Typing
      reactors:
        TypeaheadReactor:
          state:
            query: String = ""
            count: Int = 0
          actions:
            - "type(String)": { emit: setQuery, debounce: 100ms }
            - refresh: increase
          mutations:
            - setQuery(String): set query
            - increase: increment count
        HookedReactor:
          transform: [action]
          state:
            query: String = ""
          actions:
            - "type(String)": { emit: setQuery, debounce: 0.1s }
          mutations:
            - setQuery(String): set query
        FormReactor:
          transform: [action]
          state:
            query: String = ""
            submitted: Int = 0
          actions:
            - submit: { emit: increase, throttle: 100ms }
            - "type(String)": { emit: setQuery, debounce: 100ms }
          mutations:
            - setQuery(String): set query
            - increase: increment submitted

      """
    let specPath = root.appendingPathComponent("Typing.reactorgen.yml").path
    try spec.write(toFile: specPath, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let files = try XCTUnwrap(Generator().generate(specPaths: [specPath], diagnostics: &diagnostics), "\(diagnostics.all)")
    var paths: [String] = []
    for file in files where file.root == .sources && file.ownership == .generated {
      let url = root.appendingPathComponent("Sources").appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.contents.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let main = root.appendingPathComponent("main.swift")
    try Self.program.write(to: main, atomically: true, encoding: .utf8)
    let double = try BatchCompiler.buildStandIn()
    let driver = root.appendingPathComponent("driver").path
    let build = BatchCompiler.run(
      ["swiftc", "-Onone", "-swift-version", "5", "-module-name", "Typing"] + BatchCompiler.standInFlags(double) + paths + [main.path]
        + (try BatchCompiler.standInObjects(modules: double)) + ["-o", driver])
    guard build.status == 0 else { return XCTFail("the program does not build:\n\(build.output.prefix(4_000))") }
    let result = BatchCompiler.run([driver])
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertTrue(result.output.contains("paced as the spec says"), result.output)
  }

  /// Types a burst, refreshes, lets the quiet pass (not before); then types twice apart; on both
  /// reactors (one hands the debounced actions to its transform hook, which passes them on).
  static let program = """
    import Foundation
    import RxSwift

    extension HookedReactor {
      func transformAction(_ action: Observable<Action>) -> Observable<Action> { action }
    }

    extension FormReactor {
      func transformAction(_ action: Observable<Action>) -> Observable<Action> { action }
    }

    func check(_ condition: Bool, _ what: String) {
      if !condition {
        print("MISMATCH: \\(what)")
        exit(1)
      }
    }

    // Virtual time: the quiet is measured exactly, and nothing waits.
    let scheduler = HistoricalScheduler()
    func advance(_ seconds: Double) {
      scheduler.advanceTo(scheduler.now.addingTimeInterval(seconds))
    }

    let reactor = TypeaheadReactor(debounceScheduler: scheduler)
    var queries: [String] = []
    let subscription = reactor.state.map(\\.query).distinctUntilChanged().subscribe(onNext: { queries.append($0) })
    reactor.action.onNext(.type("s"))
    advance(0.05)
    reactor.action.onNext(.type("sw"))
    advance(0.05)
    reactor.action.onNext(.type("swift"))
    reactor.action.onNext(.refresh)
    check(reactor.currentState.count == 1, "an action that is not debounced goes on at once")
    check(queries == [""], "nothing typed goes on before its quiet: \\(queries)")
    advance(0.09)
    check(queries == [""], "a burst waits 100 ms after its last: \\(queries)")
    advance(0.02)
    check(queries == ["", "swift"], "a burst goes on once, its last, after its quiet: \\(queries)")
    reactor.action.onNext(.type("a"))
    advance(0.15)
    reactor.action.onNext(.type("b"))
    advance(0.15)
    check(queries == ["", "swift", "a", "b"], "typing apart by more than the quiet goes on each time: \\(queries)")
    subscription.dispose()

    let hooked = HookedReactor(debounceScheduler: scheduler)
    hooked.action.onNext(.type("x"))
    hooked.action.onNext(.type("xy"))
    check(hooked.currentState.query == "", "the hook gets the actions debounced")
    advance(0.15)
    check(hooked.currentState.query == "xy", "then the last of the burst: \\(hooked.currentState.query)")

    // A throttled tap and a debounced field, each on its own scheduler, through the hook.
    let tapScheduler = HistoricalScheduler()
    let form = FormReactor(debounceScheduler: scheduler, throttleScheduler: tapScheduler)
    form.action.onNext(.submit)
    check(form.currentState.submitted == 1, "the first tap goes on at once")
    form.action.onNext(.submit)
    form.action.onNext(.type("q"))
    check(form.currentState.submitted == 1, "a tap within the window is dropped")
    tapScheduler.advanceTo(tapScheduler.now.addingTimeInterval(0.15))
    check(form.currentState.submitted == 1, "a dropped tap is not sent when the window ends")
    check(form.currentState.query == "", "the typing waits on the debounce scheduler, not the tap's")
    form.action.onNext(.submit)
    check(form.currentState.submitted == 2, "a tap after the window goes on")
    advance(0.15)
    check(form.currentState.query == "q", "then the typing goes on: \\(form.currentState.query)")
    print("paced as the spec says")

    """
}
