// Semantics of RxRelay's relays and their bindings, written against the public API only, so that
// this file runs unchanged on the real RxRelay (REACTORGEN_DEPS=real) and on the test double.
import RxRelay
import RxSwift
import XCTest

final class RxRelaySemanticsTests: XCTestCase {
  func testAPublishRelaySendsOnlyLaterElements() {
    let relay = PublishRelay<Int>()
    relay.accept(1)
    let recorder = Recorder(relay)
    relay.accept(2)
    relay.accept(3)
    XCTAssertEqual(recorder.events, [.next(2), .next(3)])
    XCTAssertEqual(Recorder(relay.asObservable().take(until: Observable.just(()))).events, [.completed])
  }

  func testABehaviorRelayHoldsItsValueAndGivesItFirst() {
    let relay = BehaviorRelay(value: "a")
    XCTAssertEqual(relay.value, "a")
    let early = Recorder(relay)
    relay.accept("b")
    XCTAssertEqual(relay.value, "b")
    let late = Recorder(relay.asObservable())
    relay.accept("c")
    XCTAssertEqual(early.events, [.next("a"), .next("b"), .next("c")])
    XCTAssertEqual(late.events, [.next("b"), .next("c")])
  }

  func testBindingToRelaysSendsEachElementToAllAndEndsWithTheSourcesCompletion() {
    let source = PublishSubject<Int>()
    let publish = PublishRelay<Int>()
    let other = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let seen = Recorder(publish)
    let seenByOther = Recorder(other)
    let bindings = [source.bind(to: publish, other), source.bind(to: behavior)]
    source.onNext(1)
    source.onNext(2)
    XCTAssertEqual(seen.events, [.next(1), .next(2)])
    XCTAssertEqual(seenByOther.events, [.next(1), .next(2)])
    XCTAssertEqual(behavior.value, 2)
    source.onCompleted()
    XCTAssertEqual(seen.events, [.next(1), .next(2)], "a relay never completes")
    bindings.forEach { $0.dispose() }
  }
}
