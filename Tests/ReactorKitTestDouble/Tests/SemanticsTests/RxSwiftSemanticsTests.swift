// Semantics of the RxSwift API that reactorgen's output uses. Written against RxSwift's public
// API only, so this file runs unchanged on the real RxSwift (REACTORGEN_DEPS=real, see
// ../../Package.swift) and on the test double; any difference is a bug in the double.
import Dispatch
import Foundation
import RxSwift
import XCTest

/// What an observer saw, in order.
enum Recorded<Element: Equatable>: Equatable {
  case next(Element)
  case error(String)
  case completed
}

struct TestError: Error, CustomStringConvertible {
  let name: String
  init(_ name: String) { self.name = name }
  var description: String { name }
}

final class Recorder<Element: Equatable> {
  private(set) var events: [Recorded<Element>] = []
  private(set) var subscription: Disposable?

  init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
    subscription = source.subscribe(
      onNext: { [unowned self] in self.events.append(.next($0)) },
      onError: { [unowned self] in self.events.append(.error(String(describing: $0))) },
      onCompleted: { [unowned self] in self.events.append(.completed) }
    )
  }

  var elements: [Element] {
    events.compactMap { if case let .next(element) = $0 { element } else { nil } }
  }
}

final class RxSwiftSemanticsTests: XCTestCase {
  // MARK: Creating

  func testJustEmitsItsElementThenCompletesOnSubscription() {
    XCTAssertEqual(Recorder(Observable.just(1)).events, [.next(1), .completed])
  }

  func testEmptyCompletesNeverDoesNothingErrorFails() {
    XCTAssertEqual(Recorder(Observable<Int>.empty()).events, [.completed])
    XCTAssertEqual(Recorder(Observable<Int>.never()).events, [])
    XCTAssertEqual(Recorder(Observable<Int>.error(TestError("boom"))).events, [.error("boom")])
  }

  func testOfEmitsItsElementsInOrderThenCompletes() {
    XCTAssertEqual(Recorder(Observable.of(1, 2, 3)).events, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(Recorder(Observable<Int>.of()).events, [.completed])
  }

  /// `Observable.of(a, b).merge()`, as RxTodo merges its service's events into `transform`.
  func testMergeOfAnObservableOfObservablesInterleavesAndEndsWhenAllHave() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let merged = Recorder(Observable.of(first.asObservable(), second.asObservable()).merge())
    first.onNext(1)
    second.onNext(2)
    first.onCompleted()
    XCTAssertEqual(merged.events, [.next(1), .next(2)])
    second.onNext(3)
    second.onCompleted()
    XCTAssertEqual(merged.events, [.next(1), .next(2), .next(3), .completed])
    let third = PublishSubject<Int>()
    let failing = Recorder(Observable.of(third.asObservable(), Observable<Int>.never()).merge())
    third.onError(TestError("boom"))
    XCTAssertEqual(failing.events, [.error("boom")])
  }

  func testFromEmitsTheElementsInOrderThenCompletesOnSubscription() {
    XCTAssertEqual(Recorder(Observable.from([1, 2, 3])).events, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(Recorder(Observable<Int>.from([])).events, [.completed])
    // Cold: every subscription gets every element.
    let numbers = Observable.from(["a", "b"])
    XCTAssertEqual(Recorder(numbers).elements + Recorder(numbers).elements, ["a", "b", "a", "b"])
  }

  // MARK: Traits (Single, Completable, Maybe)

  func testASingleSucceedsOnceOrFailsAndIsAnObservableOfOneElement() {
    XCTAssertEqual(Recorder(Single.just(1).asObservable()).events, [.next(1), .completed])
    XCTAssertEqual(Recorder(Single<Int>.error(TestError("boom")).asObservable()).events, [.error("boom")])
    XCTAssertEqual(Recorder(Single<Int>.never().asObservable()).events, [])
    XCTAssertEqual(Recorder(Single.just(2).map { $0 * 10 }.asObservable()).events, [.next(20), .completed])
    var seen: [String] = []
    _ = Single.just(3).subscribe(onSuccess: { seen.append("success \($0)") }, onFailure: { seen.append("failure \($0)") }, onDisposed: { seen.append("disposed") })
    _ = Single<Int>.error(TestError("boom")).subscribe(onSuccess: { seen.append("success \($0)") }, onFailure: { seen.append("failure \($0)") }, onDisposed: { seen.append("disposed") })
    XCTAssertEqual(seen, ["success 3", "disposed", "failure boom", "disposed"])
  }

  func testACreatedSingleStopsAtItsFirstEvent() {
    let single = Single<Int>.create { observer in
      observer(.success(1))
      observer(.success(2))
      observer(.failure(TestError("late")))
      return Disposables.create()
    }
    XCTAssertEqual(Recorder(single.asObservable()).events, [.next(1), .completed])
  }

  func testACompletableCompletesOrFailsWithoutElements() {
    XCTAssertEqual(Recorder(Completable.empty().asObservable()).events, [.completed])
    XCTAssertEqual(Recorder(Completable.error(TestError("boom")).asObservable()).events, [.error("boom")])
    XCTAssertEqual(Recorder(Completable.never().asObservable()).events, [])
    var seen: [String] = []
    _ = Completable.empty().subscribe(onCompleted: { seen.append("completed") }, onError: { seen.append("error \($0)") }, onDisposed: { seen.append("disposed") })
    _ = Completable.error(TestError("boom")).subscribe(onCompleted: { seen.append("completed") }, onError: { seen.append("error \($0)") }, onDisposed: { seen.append("disposed") })
    XCTAssertEqual(seen, ["completed", "disposed", "error boom", "disposed"])
  }

  func testAMaybeSucceedsCompletesEmptyOrFails() {
    XCTAssertEqual(Recorder(Maybe.just(1).asObservable()).events, [.next(1), .completed])
    XCTAssertEqual(Recorder(Maybe<Int>.empty().asObservable()).events, [.completed])
    XCTAssertEqual(Recorder(Maybe<Int>.error(TestError("boom")).asObservable()).events, [.error("boom")])
    XCTAssertEqual(Recorder(Maybe<Int>.never().asObservable()).events, [])
    XCTAssertEqual(Recorder(Maybe.just(2).map { $0 + 1 }.asObservable()).events, [.next(3), .completed])
    var seen: [String] = []
    for maybe in [Maybe.just(4), .empty(), .error(TestError("boom"))] {
      _ = maybe.subscribe(
        onSuccess: { seen.append("success \($0)") }, onError: { seen.append("error \($0)") }, onCompleted: { seen.append("completed") },
        onDisposed: { seen.append("disposed") })
    }
    XCTAssertEqual(seen, ["success 4", "disposed", "completed", "disposed", "error boom", "disposed"])
  }

  func testDeferredCallsItsFactoryOnEachSubscriptionAndAThrowIsAnError() {
    var calls = 0
    let deferred = Observable<Int>.deferred {
      calls += 1
      return .just(calls)
    }
    XCTAssertEqual(calls, 0)
    XCTAssertEqual(Recorder(deferred).events, [.next(1), .completed])
    XCTAssertEqual(Recorder(deferred).events, [.next(2), .completed])
    let throwing = Observable<Int>.deferred { throw TestError("factory") }
    XCTAssertEqual(Recorder(throwing).events, [.error("factory")])
  }

  func testCreateDropsEventsAfterTheFirstStopAndDisposesOnIt() {
    var disposed = 0
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError("late"))
      return Disposables.create { disposed += 1 }
    }
    XCTAssertEqual(Recorder(source).events, [.next(1), .completed])
    XCTAssertEqual(disposed, 1)
  }

  func testDisposingACreatedObservableStopsItsEventsAndRunsItsDisposalOnce() {
    var observer: AnyObserver<Int>?
    var disposed = 0
    let source = Observable<Int>.create {
      observer = $0
      return Disposables.create { disposed += 1 }
    }
    let recorder = Recorder(source)
    observer?.onNext(1)
    recorder.subscription?.dispose()
    recorder.subscription?.dispose()
    observer?.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1)])
    XCTAssertEqual(disposed, 1)
  }

  // MARK: Subjects and disposal

  func testPublishSubjectSendsOnlyLaterEventsAndReplaysOnlyItsStop() {
    let subject = PublishSubject<Int>()
    subject.onNext(0)
    let early = Recorder(subject)
    subject.onNext(1)
    XCTAssertTrue(subject.hasObservers)
    subject.onCompleted()
    subject.onNext(2)
    let late = Recorder(subject)
    XCTAssertEqual(early.events, [.next(1), .completed])
    XCTAssertEqual(late.events, [.completed])
    XCTAssertFalse(subject.hasObservers)
  }

  func testADisposedSubscriptionOfASubjectSeesNothingMore() {
    let subject = PublishSubject<Int>()
    let recorder = Recorder(subject)
    subject.onNext(1)
    recorder.subscription?.dispose()
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1)])
    XCTAssertFalse(subject.hasObservers)
  }

  func testADisposeBagDisposesWhatItHoldsWhenReleased() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    subject.subscribe(onNext: { seen.append($0) }).disposed(by: bag!)
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    XCTAssertEqual(seen, [1])
  }

  func testSubscribeCallsOnDisposedAfterTheStopEventAndOnDispose() {
    var log: [String] = []
    _ = Observable.just(1).subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") }
    )
    let subscription = Observable<Int>.never().subscribe(onDisposed: { log.append("disposed never") })
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(log, ["next 1", "completed", "disposed", "disposed never"])
  }

  // MARK: Combining

  func testConcatSubscribesToEachSourceOnlyAfterThePreviousCompleted() {
    var log: [String] = []
    let first = PublishSubject<Int>()
    let second = Observable.just(2).do(onSubscribe: { log.append("subscribed to second") })
    let recorder = Recorder(Observable.concat([first.asObservable(), second, .just(3)]))
    first.onNext(1)
    XCTAssertEqual(log, [])
    first.onCompleted()
    XCTAssertEqual(log, ["subscribed to second"])
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
  }

  func testConcatStopsAtTheFirstError() {
    var subscribedToLast = false
    let last = Observable.just(3).do(onSubscribe: { subscribedToLast = true })
    let recorder = Recorder(Observable.concat([.just(1), .error(TestError("stop")), last]))
    XCTAssertEqual(recorder.events, [.next(1), .error("stop")])
    XCTAssertFalse(subscribedToLast)
  }

  func testDisposingConcatDisposesTheRunningSourceAndStartsNoOther() {
    let first = PublishSubject<Int>()
    var subscribedToSecond = false
    let second = Observable.just(2).do(onSubscribe: { subscribedToSecond = true })
    let recorder = Recorder(Observable.concat([first.asObservable(), second]))
    recorder.subscription?.dispose()
    XCTAssertFalse(first.hasObservers)
    first.onCompleted()
    XCTAssertFalse(subscribedToSecond)
    XCTAssertEqual(recorder.events, [])
  }

  func testMergeInterleavesAndCompletesWhenEverySourceHas() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = Recorder(Observable.merge(a.asObservable(), b.asObservable()))
    a.onNext(1)
    b.onNext(2)
    a.onCompleted()
    b.onNext(3)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3)])
    b.onCompleted()
    XCTAssertEqual(recorder.events.last, .completed)
  }

  func testMergeFailsWithTheFirstErrorAndDropsTheOtherSources() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = Recorder(Observable.merge([a.asObservable(), b.asObservable()]))
    a.onError(TestError("a failed"))
    b.onNext(1)
    XCTAssertEqual(recorder.events, [.error("a failed")])
    XCTAssertFalse(b.hasObservers)
  }

  func testMergeOfNothingCompletes() {
    XCTAssertEqual(Recorder(Observable<Int>.merge([])).events, [.completed])
  }

  // MARK: Transforming and filtering

  func testMapAndFilterTransformAndAThrowIsAnError() {
    XCTAssertEqual(Recorder(Observable.concat(.just(1), .just(2), .just(3)).map { $0 * 10 }.filter { $0 != 20 }).events, [.next(10), .next(30), .completed])
    let failing = Observable.concat(.just(1), .just(2)).map { value -> Int in
      if value == 2 { throw TestError("two") }
      return value
    }
    XCTAssertEqual(Recorder(failing).events, [.next(1), .error("two")])
  }

  func testStartWithEmitsItsElementsFirstThenTheSource() {
    XCTAssertEqual(Recorder(Observable.just(3).startWith(1, 2)).events, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(Recorder(Observable<Int>.error(TestError("e")).startWith(0)).events, [.next(0), .error("e")])
  }

  func testScanEmitsEachRunningTotalAndAThrowIsAnError() {
    XCTAssertEqual(Recorder(Observable.from([1, 2, 3]).scan(10) { $0 + $1 }).events, [.next(11), .next(13), .next(16), .completed])
    let failing = Observable.from([1, 2]).scan(0) { total, value -> Int in
      if value == 2 { throw TestError("two") }
      return total + value
    }
    XCTAssertEqual(Recorder(failing).events, [.next(1), .error("two")])
  }

  func testDistinctUntilChangedDropsRepeatsOfTheElementBeforeAndPassesTheEnd() {
    XCTAssertEqual(
      Recorder(Observable.from([1, 1, 2, 2, 1, 3, 3]).distinctUntilChanged()).events,
      [.next(1), .next(2), .next(1), .next(3), .completed])
    let subject = PublishSubject<String>()
    let recorder = Recorder(subject.distinctUntilChanged())
    subject.onNext("a")
    subject.onNext("a")
    subject.onError(TestError("boom"))
    XCTAssertEqual(recorder.events, [.next("a"), .error("boom")])
  }

  func testFlatMapRunsInnersTogetherAndCompletesWhenSourceAndInnersHave() {
    let source = PublishSubject<Int>()
    var inners: [PublishSubject<String>] = []
    let recorder = Recorder(source.flatMap { _ -> Observable<String> in
      let inner = PublishSubject<String>()
      inners.append(inner)
      return inner.asObservable()
    })
    source.onNext(1)
    source.onNext(2)
    inners[1].onNext("b")
    inners[0].onNext("a")
    source.onCompleted()
    inners[0].onCompleted()
    XCTAssertEqual(recorder.events, [.next("b"), .next("a")])
    inners[1].onCompleted()
    XCTAssertEqual(recorder.events, [.next("b"), .next("a"), .completed])
  }

  func testFlatMapFailsWithAnInnersError() {
    let source = PublishSubject<Int>()
    let recorder = Recorder(source.flatMap { value -> Observable<Int> in value == 2 ? .error(TestError("inner")) : .just(value) })
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    XCTAssertEqual(recorder.events, [.next(1), .error("inner")])
    XCTAssertFalse(source.hasObservers)
  }

  func testFlatMapLatestDisposesThePreviousInner() {
    let source = PublishSubject<Int>()
    var inners: [PublishSubject<Int>] = []
    let recorder = Recorder(source.flatMapLatest { _ -> Observable<Int> in
      let inner = PublishSubject<Int>()
      inners.append(inner)
      return inner.asObservable()
    })
    source.onNext(1)
    source.onNext(2)
    XCTAssertFalse(inners[0].hasObservers)
    inners[0].onNext(10)
    inners[1].onNext(20)
    source.onCompleted()
    inners[1].onCompleted()
    XCTAssertEqual(recorder.events, [.next(20), .completed])
  }

  func testTakeUntilSubscribesToTheOtherFirstAndCompletesWhenItEmits() {
    var log: [String] = []
    let source = PublishSubject<Int>()
    let other = PublishSubject<Void>()
    let recorder = Recorder(
      source.do(onSubscribe: { log.append("source") })
        .take(until: other.do(onSubscribe: { log.append("other") }))
    )
    XCTAssertEqual(log, ["other", "source"])
    source.onNext(1)
    other.onNext(())
    source.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertFalse(source.hasObservers)
    XCTAssertFalse(other.hasObservers)
  }

  func testTakeUntilIgnoresTheOthersCompletionAndFailsWithItsError() {
    let source = PublishSubject<Int>()
    let completing = PublishSubject<Void>()
    let recorder = Recorder(source.take(until: completing))
    completing.onCompleted()
    source.onNext(1)
    XCTAssertEqual(recorder.events, [.next(1)])
    let failing = PublishSubject<Void>()
    let failed = Recorder(source.take(until: failing))
    failing.onError(TestError("other"))
    XCTAssertEqual(failed.events, [.error("other")])
  }

  // MARK: Errors

  func testCatchContinuesWithTheHandlersObservable() {
    let recorder = Recorder(Observable.concat(.just(1), .error(TestError("e"))).catch { error in .just(String(describing: error) == "e" ? 2 : 0) })
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    XCTAssertEqual(Recorder(Observable<Int>.error(TestError("e")).catchAndReturn(7)).events, [.next(7), .completed])
    let rethrown = Recorder(Observable<Int>.error(TestError("e")).catch { _ in throw TestError("handler") })
    XCTAssertEqual(rethrown.events, [.error("handler")])
  }

  // MARK: Side effects

  func testDoRunsItsCallbacksAroundEachEventAndTheSubscription() {
    var log: [String] = []
    let source = Observable.just(1).do(
      onNext: { log.append("onNext \($0)") },
      afterNext: { log.append("afterNext \($0)") },
      onCompleted: { log.append("onCompleted") },
      afterCompleted: { log.append("afterCompleted") },
      onSubscribe: { log.append("onSubscribe") },
      onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    )
    _ = source.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    XCTAssertEqual(log, ["onSubscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose"])
  }

  func testDoTurnsAThrowingCallbackIntoAnError() {
    let recorder = Recorder(Observable.just(1).do(onNext: { _ in throw TestError("side effect") }))
    XCTAssertEqual(recorder.events, [.error("side effect")])
  }

  // MARK: The main scheduler

  func testObserveOnTheMainSchedulerDeliversAtOnceOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    let recorder = Recorder(Observable.just(1).observe(on: MainScheduler.instance))
    XCTAssertEqual(recorder.events, [.next(1), .completed])
  }

  func testObserveOnTheMainSchedulerHopsFromAnotherThreadInOrder() {
    let subject = PublishSubject<Int>()
    var events: [Int] = []
    var onMain: [Bool] = []
    let done = expectation(description: "completed on the main thread")
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(
      onNext: {
        events.append($0)
        onMain.append(Thread.isMainThread)
      },
      onCompleted: { done.fulfill() }
    )
    DispatchQueue.global().async {
      (1...5).forEach(subject.onNext)
      subject.onCompleted()
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(events, [1, 2, 3, 4, 5])
    XCTAssertEqual(onMain, Array(repeating: true, count: 5))
    subscription.dispose()
  }

  func testDisposingBeforeAHopArrivesDropsIt() {
    let subject = PublishSubject<Int>()
    var events: [Int] = []
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { events.append($0) })
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      subject.onNext(1)
      semaphore.signal()
    }
    // The hop is queued on the main queue, which cannot run while this test waits.
    semaphore.wait()
    subscription.dispose()
    let drained = expectation(description: "the main queue ran")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 5)
    XCTAssertEqual(events, [])
  }

  func testDelayShiftsElementsAndCompletionButNotErrors() {
    let start = Date()
    var seenAfter: TimeInterval?
    let done = expectation(description: "delayed completion")
    _ = Observable.just(1).delay(.milliseconds(100), scheduler: MainScheduler.instance).subscribe(
      onNext: { _ in seenAfter = Date().timeIntervalSince(start) },
      onCompleted: { done.fulfill() }
    )
    XCTAssertNil(seenAfter)
    wait(for: [done], timeout: 5)
    XCTAssertGreaterThanOrEqual(seenAfter ?? 0, 0.09)
    let failed = Recorder(Observable<Int>.error(TestError("now")).delay(.seconds(10), scheduler: MainScheduler.instance))
    XCTAssertEqual(failed.events, [.error("now")])
  }

  /// A burst gives its last element, once `dueTime` has passed without another; elements apart
  /// by more than `dueTime` each go on; completion gives the waiting element first; an error
  /// drops it.
  func testDebounceLetsOnlyAnElementFollowedByQuietThrough() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    var completed = false
    let subscription = subject.debounce(.milliseconds(50), scheduler: MainScheduler.instance).subscribe(
      onNext: { seen.append($0) }, onCompleted: { completed = true })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(seen, [])
    let quiet = expectation(description: "after the burst")
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { quiet.fulfill() }
    wait(for: [quiet], timeout: 5)
    XCTAssertEqual(seen, [3])
    subject.onNext(4)
    subject.onCompleted()
    XCTAssertEqual(seen, [3, 4])
    XCTAssertTrue(completed)
    subscription.dispose()

    let failing = PublishSubject<Int>()
    let failed = Recorder(failing.debounce(.seconds(10), scheduler: MainScheduler.instance))
    failing.onNext(1)
    failing.onError(TestError("now"))
    XCTAssertEqual(failed.events, [.error("now")])
  }

  // MARK: Combining with the latest

  func testCombineLatestWaitsForBothThenCombinesEachWithTheOthersLatest() {
    let letters = PublishSubject<String>()
    let numbers = PublishSubject<Int>()
    let combined = Recorder(Observable.combineLatest(letters, numbers) { "\($0)\($1)" })
    letters.onNext("a")
    letters.onNext("b")
    XCTAssertEqual(combined.events, [])
    numbers.onNext(1)
    letters.onNext("c")
    numbers.onNext(2)
    letters.onCompleted()
    numbers.onNext(3)
    XCTAssertEqual(combined.events, [.next("b1"), .next("c1"), .next("c2"), .next("c3")])
    numbers.onCompleted()
    XCTAssertEqual(combined.events.last, .completed)
    let pairs = Recorder(Observable.combineLatest(Observable.just(1), Observable.just("x")).map { "\($0.0)\($0.1)" })
    XCTAssertEqual(pairs.events, [.next("1x"), .completed])
  }

  func testCombineLatestCompletesWhenASourceEndsWithoutAValueAndFailsWithTheFirstError() {
    let silent = PublishSubject<Int>()
    let other = PublishSubject<Int>()
    let ended = Recorder(Observable.combineLatest(silent, other) { $0 + $1 })
    other.onCompleted()
    XCTAssertEqual(ended.events, [])
    silent.onCompleted()
    XCTAssertEqual(ended.events, [.completed])
    let early = PublishSubject<Int>()
    let late = PublishSubject<Int>()
    let completedEarly = Recorder(Observable.combineLatest(early, late) { $0 + $1 })
    early.onCompleted()
    late.onNext(1)
    XCTAssertEqual(completedEarly.events, [.completed])
    let failing = PublishSubject<Int>()
    let failed = Recorder(Observable.combineLatest(failing, Observable.just(1)) { $0 + $1 })
    failing.onError(TestError("boom"))
    failing.onNext(2)
    XCTAssertEqual(failed.events, [.error("boom")])
  }

  func testWithLatestFromDropsElementsUntilTheOtherHasOneAndIgnoresItsCompletion() {
    let taps = PublishSubject<Int>()
    let text = PublishSubject<String>()
    let combined = Recorder(taps.withLatestFrom(text) { "\($0)\($1)" })
    taps.onNext(1)
    text.onNext("a")
    text.onNext("b")
    taps.onNext(2)
    text.onCompleted()
    taps.onNext(3)
    XCTAssertEqual(combined.events, [.next("2b"), .next("3b")])
    taps.onCompleted()
    XCTAssertEqual(combined.events.last, .completed)
    let latest = Recorder(Observable.just(1).withLatestFrom(Observable.just("only")))
    XCTAssertEqual(latest.events, [.next("only"), .completed])
    let other = PublishSubject<String>()
    let failed = Recorder(PublishSubject<Int>().withLatestFrom(other))
    other.onError(TestError("boom"))
    XCTAssertEqual(failed.events, [.error("boom")])
  }

  // MARK: Sharing

  func testShareSubscribesOnceForAllSubscribersAndAgainAfterTheLastLeaves() {
    var subscriptions = 0
    let source = PublishSubject<Int>()
    let shared = Observable<Int>.deferred {
      subscriptions += 1
      return source.asObservable()
    }.share()
    let first = Recorder(shared)
    let second = Recorder(shared)
    source.onNext(1)
    XCTAssertEqual(subscriptions, 1)
    XCTAssertEqual(first.events, [.next(1)])
    XCTAssertEqual(second.events, [.next(1)])
    first.subscription?.dispose()
    second.subscription?.dispose()
    XCTAssertFalse(source.hasObservers)
    let third = Recorder(shared)
    source.onNext(2)
    XCTAssertEqual(subscriptions, 2)
    XCTAssertEqual(third.events, [.next(2)])
  }

  func testShareReplayGivesANewSubscriberTheLatestOfTheRunningConnectionOnly() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    let first = Recorder(shared)
    source.onNext(1)
    source.onNext(2)
    let second = Recorder(shared)
    XCTAssertEqual(first.events, [.next(1), .next(2)])
    XCTAssertEqual(second.events, [.next(2)])
    source.onCompleted()
    XCTAssertEqual(second.events, [.next(2), .completed])
    // The connection ended with the source: a new subscriber starts another, with nothing to
    // replay (and the completed subject completes it at once).
    XCTAssertEqual(Recorder(shared).events, [.completed])
    let once = Observable.just(7).share(replay: 1)
    XCTAssertEqual(Recorder(once).events, [.next(7), .completed])
    XCTAssertEqual(Recorder(once).events, [.next(7), .completed])
  }

  // MARK: BehaviorSubject

  func testABehaviorSubjectGivesItsCurrentValueFirstAndOnlyItsStopAfterIt() throws {
    let subject = BehaviorSubject(value: 1)
    XCTAssertEqual(try subject.value(), 1)
    let early = Recorder(subject)
    subject.onNext(2)
    let late = Recorder(subject)
    XCTAssertEqual(early.events, [.next(1), .next(2)])
    XCTAssertEqual(late.events, [.next(2)])
    XCTAssertTrue(subject.hasObservers)
    subject.onError(TestError("boom"))
    subject.onNext(3)
    XCTAssertEqual(early.events, [.next(1), .next(2), .error("boom")])
    XCTAssertEqual(Recorder(subject).events, [.error("boom")])
    XCTAssertThrowsError(try subject.value())
  }

  // MARK: Time

  func testThrottleSendsTheFirstAtOnceAndTheLatestOfEachWindowAtItsEnd() {
    let subject = PublishSubject<Int>()
    let latest = Recorder(subject.throttle(.milliseconds(100), scheduler: MainScheduler.instance))
    let first = Recorder(subject.throttle(.milliseconds(100), latest: false, scheduler: MainScheduler.instance))
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(latest.events, [.next(1)])
    XCTAssertEqual(first.events, [.next(1)])
    subject.onCompleted()
    XCTAssertEqual(latest.events, [.next(1)], "completion waits for the window's last element")
    XCTAssertEqual(first.events, [.next(1), .completed])
    let windowEnd = expectation(description: "after the window")
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(400)) { windowEnd.fulfill() }
    wait(for: [windowEnd], timeout: 5)
    XCTAssertEqual(latest.events, [.next(1), .next(3), .completed])
  }

  func testDebounceThrottleAndDelayRunOnVirtualTime() {
    let scheduler = HistoricalScheduler()
    let at = { (seconds: TimeInterval) in Date(timeIntervalSince1970: seconds) }
    let subject = PublishSubject<Int>()
    let debounced = Recorder(subject.debounce(.milliseconds(300), scheduler: scheduler))
    let throttled = Recorder(subject.throttle(.milliseconds(300), scheduler: scheduler))
    let delayed = Recorder(subject.delay(.milliseconds(250), scheduler: scheduler))
    subject.onNext(1)
    scheduler.advanceTo(at(0.1))
    subject.onNext(2)
    XCTAssertEqual(throttled.elements, [1])
    scheduler.advanceTo(at(0.35))
    XCTAssertEqual(debounced.elements, [], "1 was followed by 2 within 300 ms; 2 is due at 0.4")
    XCTAssertEqual(throttled.elements, [1, 2], "2, the window's last, at its end (0.3)")
    XCTAssertEqual(delayed.elements, [1, 2])
    scheduler.advanceTo(at(0.5))
    XCTAssertEqual(debounced.elements, [2])
    XCTAssertEqual(scheduler.now, at(0.5))
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertEqual(debounced.events, [.next(2), .next(3), .completed], "completion sends the waiting element first")
    scheduler.start()
    XCTAssertEqual(delayed.events, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(scheduler.now, at(0.75))
  }

  // MARK: Subscribing with an object

  func testSubscribeWithPassesTheObjectAndStopsOnceItIsGone() {
    final class Log {
      var lines: [String] = []
    }
    final class Screen {
      let log: Log
      init(_ log: Log) { self.log = log }
    }
    let log = Log()
    let subject = PublishSubject<Int>()
    var screen: Screen? = Screen(log)
    let subscription = subject.subscribe(
      with: screen!, onNext: { $0.log.lines.append("next \($1)") }, onCompleted: { $0.log.lines.append("completed") },
      onDisposed: { $0.log.lines.append("disposed") })
    subject.onNext(1)
    screen = nil
    // Gone (the subscription did not keep it): no callback runs.
    subject.onNext(2)
    subject.onCompleted()
    subscription.dispose()
    XCTAssertEqual(log.lines, ["next 1"])
    let kept = Screen(log)
    _ = Observable.just(5).subscribe(with: kept, onNext: { $0.log.lines.append("next \($1)") }, onCompleted: { $0.log.lines.append("completed") })
    XCTAssertEqual(log.lines, ["next 1", "next 5", "completed"])
  }

  // MARK: Traits, chained

  func testSingleFlatMapAndCompletableAndThenChainInOrder() {
    let chained = Single.just(2).flatMap { Single.just($0 * 10) }
    XCTAssertEqual(Recorder(chained.asObservable()).events, [.next(20), .completed])
    let failing = Single.just(1).flatMap { _ in Single<Int>.error(TestError("boom")) }
    XCTAssertEqual(Recorder(failing.asObservable()).events, [.error("boom")])
    var order: [String] = []
    let first = Observable<Never>.create { observer in
      order.append("first")
      observer.onCompleted()
      return Disposables.create()
    }.asCompletable()
    let then = first.andThen(Single.deferredJust { order.append("second") })
    XCTAssertEqual(Recorder(then.asObservable()).events, [.next("second"), .completed])
    XCTAssertEqual(order, ["first", "second"])
    XCTAssertEqual(Recorder(Completable.error(TestError("no")).andThen(Single.just(1)).asObservable()).events, [.error("no")])
    XCTAssertEqual(Recorder(Completable.empty().andThen(Completable.empty()).asObservable()).events, [.completed])
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == String {
  /// A single whose element is made when subscribed: `work` runs, then "second".
  fileprivate static func deferredJust(_ work: @escaping () -> Void) -> Single<String> {
    Single.create { observer in
      work()
      observer(.success("second"))
      return Disposables.create()
    }
  }
}
