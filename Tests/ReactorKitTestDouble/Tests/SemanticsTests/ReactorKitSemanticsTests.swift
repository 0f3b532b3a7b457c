// Semantics of ReactorKit's state stream as reactorgen's output and tests rely on. Written against
// ReactorKit's public API only, so this file runs unchanged on the real ReactorKit
// (REACTORGEN_DEPS=real, see ../../Package.swift) and on the test double.
import Foundation
import ReactorKit
import RxSwift
import XCTest

final class CountingReactor: Reactor {
  enum Action: Equatable {
    case increase
    case increaseTwice
    case failHalfway
    case alert(String)
    case sendIncreaseWhenCountIs(Int)
  }

  enum Mutation {
    case increase
    case setAlert(String)
  }

  struct State {
    var count = 0
    @Pulse var alert: String? = nil
  }

  let initialState = State()
  let events = PublishSubject<Mutation>()
  private(set) var mutated: [Action] = []
  private let disposeBag = DisposeBag()

  func mutate(action: Action) -> Observable<Mutation> {
    mutated.append(action)
    switch action {
    case .increase: return .just(.increase)
    case .increaseTwice: return .concat(.just(.increase), .just(.increase))
    case .failHalfway: return .concat(.just(.increase), .error(TestError("mutate")), .just(.increase))
    case let .alert(message): return .just(.setAlert(message))
    case let .sendIncreaseWhenCountIs(count):
      state.filter { $0.count == count }.subscribe(onNext: { [weak self] _ in self?.action.onNext(.increase) }).disposed(by: disposeBag)
      return .empty()
    }
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    .merge(mutation, events)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increase: state.count += 1
    case let .setAlert(message): state.alert = message
    }
    return state
  }
}

/// A reactor whose actions are its mutations: ReactorKit's default `mutate` passes them on.
final class PassThroughReactor: Reactor {
  enum Action {
    case add(Int)
  }

  let initialState = 0

  func reduce(state: Int, mutation: Action) -> Int {
    switch mutation {
    case let .add(value): state + value
    }
  }

  func transform(action: Observable<Action>) -> Observable<Action> {
    action.map { action in
      switch action {
      case let .add(value): .add(value * 10)
      }
    }
  }

  func transform(state: Observable<Int>) -> Observable<Int> {
    state.map { $0 + 1 }
  }
}

final class ReactorKitSemanticsTests: XCTestCase {
  private func counts(_ reactor: CountingReactor) -> Recorder<Int> {
    Recorder(reactor.state.map(\.count))
  }

  func testCurrentStateIsTheInitialStateUntilAnActionIsReduced() {
    let reactor = CountingReactor()
    XCTAssertEqual(reactor.currentState.count, 0)
    reactor.action.onNext(.increase)
    XCTAssertEqual(reactor.currentState.count, 1)
    XCTAssertEqual(reactor.mutated, [.increase])
  }

  func testStateStartsWithTheInitialStateAndReplaysOnlyTheLatestToLateSubscribers() {
    let reactor = CountingReactor()
    let early = counts(reactor)
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increaseTwice)
    let late = counts(reactor)
    reactor.action.onNext(.increase)
    XCTAssertEqual(early.elements, [0, 1, 2, 3, 4])
    XCTAssertEqual(late.elements, [3, 4])
  }

  func testAnErrorInMutateEndsOnlyThatActionsMutationsSilently() {
    let reactor = CountingReactor()
    let recorder = counts(reactor)
    reactor.action.onNext(.failHalfway)
    reactor.action.onNext(.increase)
    XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2)])
  }

  func testAnActionSentWhileAStateIsDeliveredWaitsUntilTheCurrentActionIsDone() {
    let reactor = CountingReactor()
    var seen: [Int] = []
    _ = reactor.state.map(\.count).subscribe(onNext: { count in
      seen.append(count)
      if count == 1 { reactor.action.onNext(.alert("sent at 1")) }
    })
    reactor.action.onNext(.increaseTwice)
    XCTAssertEqual(seen, [0, 1, 2, 2])
    XCTAssertEqual(reactor.currentState.alert, "sent at 1")
  }

  func testAnActionSentFromMutateRunsAfterTheCurrentAction() {
    let reactor = CountingReactor()
    let recorder = counts(reactor)
    reactor.action.onNext(.sendIncreaseWhenCountIs(0))
    XCTAssertEqual(recorder.elements, [0, 1])
    XCTAssertEqual(reactor.mutated, [.sendIncreaseWhenCountIs(0), .increase])
  }

  func testTransformMutationMergesOtherSourcesIntoTheStream() {
    let reactor = CountingReactor()
    let recorder = counts(reactor)
    reactor.events.onNext(.increase)
    reactor.action.onNext(.increase)
    XCTAssertEqual(recorder.elements, [0, 1, 2])
  }

  func testTheActionSubjectPassesOnlyElements() {
    let reactor = CountingReactor()
    reactor.action.onCompleted()
    reactor.action.onError(TestError("ignored"))
    reactor.action.onNext(.increase)
    XCTAssertEqual(reactor.currentState.count, 1)
  }

  func testDefaultMutatePassesActionsOnAndTheTransformsApply() {
    let reactor = PassThroughReactor()
    let recorder = Recorder(reactor.state)
    reactor.action.onNext(.add(2))
    // transform(action:) multiplies by ten; transform(state:) adds one to every state it sees.
    XCTAssertEqual(recorder.elements, [1, 21])
    XCTAssertEqual(reactor.currentState, 21)
  }

  func testAReactorIsReleasedWhenNothingElseHoldsIt() {
    func use() -> CountingReactor? {
      let reactor = CountingReactor()
      reactor.action.onNext(.increase)
      _ = reactor.state.subscribe()
      return reactor
    }
    weak var released: CountingReactor?
    released = use()
    XCTAssertNil(released)
  }

  func testPulseCountsEveryAssignmentAndEmitsOnEachEvenOfAnEqualValue() {
    let reactor = CountingReactor()
    XCTAssertEqual(reactor.currentState.$alert.valueUpdatedCount, 0)
    let alerts = Recorder(reactor.pulse(\.$alert))
    reactor.action.onNext(.alert("hello"))
    reactor.action.onNext(.increase)
    reactor.action.onNext(.alert("hello"))
    XCTAssertEqual(alerts.elements, [nil, "hello", "hello"])
    XCTAssertEqual(reactor.currentState.$alert.valueUpdatedCount, 2)
  }
}
