// What ReactorKitObservation (ReactorKit's main branch) does that generated reactors rely on.
// Public API only: the same file runs on this double and, with REACTORGEN_DEPS=real-main, on
// ReactorKit itself.
import Foundation
import ReactorKit
import ReactorKitObservation
import RxSwift
import XCTest
#if canImport(Observation)
import Observation
#endif

/// A reactor as reactorgen writes one with `observableState: true`.
final class FormReactor: Reactor {
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submit
  }

  enum Mutation {
    case binding(BindingAction<State>)
    case submit
  }

  @ObservableState
  struct State: Equatable {
    var text: String = ""
    var count: Int = 0
    var submissions: Int = 0
    @Pulse var message: String? = nil

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.text == rhs.text && lhs.count == rhs.count && lhs.submissions == rhs.submissions
    }
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .binding(action):
      return .just(.binding(action))
    case .submit:
      return .just(.submit)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .binding(action):
      action.apply(to: &state)
    case .submit:
      state.submissions += 1
      state.message = "sent \(state.text)"
    }
    return state
  }
}

/// A value that is `Sendable` but not `Equatable`.
struct Point: Sendable {
  var x = 0
}

struct Shape {
  var origin = Point()
  var name = ""
}

final class ObservationSemanticsTests: XCTestCase {
  typealias State = FormReactor.State

  func testApplyWritesTheValueToTheKeyPath() {
    var state = State()
    BindingAction<State>.set(\.text, "hello").apply(to: &state)
    XCTAssertEqual(state.text, "hello")
    XCTAssertEqual(state.count, 0)
  }

  func testActionsOfEquatableValuesAreEqualWhenKeyPathAndValueAre() {
    XCTAssertEqual(BindingAction<State>.set(\.text, "a"), .set(\.text, "a"))
    XCTAssertNotEqual(BindingAction<State>.set(\.text, "a"), .set(\.text, "b"))
    XCTAssertNotEqual(BindingAction<State>.set(\.count, 1), .set(\.submissions, 1))
    XCTAssertEqual(BindingAction<State>.set(\.text, "a").keyPath, \State.text)
  }

  func testActionsOfValuesThatAreNotEquatableAreNeverEqual() {
    let action = BindingAction<Shape>.set(\.origin, Point(x: 1))
    XCTAssertNotEqual(action, action)
    var shape = Shape()
    action.apply(to: &shape)
    XCTAssertEqual(shape.origin.x, 1)
  }

  func testAKeyPathPatternMatchesActionsWritingIt() {
    func field(of action: BindingAction<State>) -> String {
      switch action {
      case \State.text: return "text"
      case \State.count: return "count"
      default: return "other"
      }
    }
    XCTAssertEqual(field(of: .set(\.text, "x")), "text")
    XCTAssertEqual(field(of: .set(\.count, 3)), "count")
    XCTAssertEqual(field(of: .set(\.submissions, 3)), "other")
  }

  func testTheBindingCaseWitnessesBindableAction() {
    func wrap<A: BindableAction>(_ action: BindingAction<A.State>, as type: A.Type) -> A { A.binding(action) }
    guard case let .binding(action) = wrap(.set(\.text, "x"), as: FormReactor.Action.self) else { return XCTFail("not a binding action") }
    XCTAssertEqual(action, .set(\.text, "x"))
  }

  func testTheMacroMakesTheStateObservableWithItsMemberwiseInitializerIntact() {
    let state = State(text: "a", count: 2, submissions: 0, message: "m")
    XCTAssertTrue((state as Any) is any ObservableState)
    XCTAssertEqual(state.text, "a")
    XCTAssertEqual(state.count, 2)
    XCTAssertEqual(state.message, "m")
  }

  func testCopiesShareTheirIdentityAndNewStatesDoNot() {
    let state = State()
    let copy = state
    XCTAssertTrue(_$isIdentityEqual(state, copy))
    XCTAssertFalse(_$isIdentityEqual(state, State()))
    // The registrar never makes equal values unequal.
    XCTAssertEqual(State(), State())
  }

  func testAChangeRecordsItsKeyPathAndAnEqualAssignmentDoesNot() {
    var state = State()
    state.text = ""
    XCTAssertEqual(state._$observationRegistrar._$mutatedKeyPaths, [])
    state.text = "changed"
    state.count += 1
    XCTAssertEqual(state._$observationRegistrar._$mutatedKeyPaths, [\State.text, \State.count])
    state._$observationRegistrar._$clearMutations()
    XCTAssertEqual(state._$observationRegistrar._$mutatedKeyPaths, [])
  }

  func testAPulseFieldKeepsItsWrapperAndIsNotTracked() {
    var state = State()
    state.message = "one"
    state.message = "one"
    XCTAssertEqual(state.$message.valueUpdatedCount, 2)
    XCTAssertEqual(state._$observationRegistrar._$mutatedKeyPaths, [])
  }

  #if canImport(Observation)
  /// What re-renders a SwiftUI view: a reader of one field of `currentState` is told when
  /// `reduce` changes that field, once, and not when it changes another.
  func testAnObservationOfAFieldIsToldWhenReduceChangesItAndOnlyThen() throws {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { throw XCTSkip("Observation needs iOS 17 or macOS 14") }
    let reactor = FormReactor()
    let told = Counter()
    withObservationTracking {
      _ = reactor.currentState.text
    } onChange: {
      told.increment()
    }
    reactor.action.onNext(.binding(.set(\.count, 5)))
    reactor.action.onNext(.submit)
    XCTAssertEqual(told.value, 0, "another field changed")
    reactor.action.onNext(.binding(.set(\.text, "hi")))
    XCTAssertEqual(told.value, 1)
    // An in-place change (`+=`) is a change too.
    let count = Counter()
    withObservationTracking {
      _ = reactor.currentState.submissions
    } onChange: {
      count.increment()
    }
    reactor.action.onNext(.submit)
    XCTAssertEqual(count.value, 1)
  }
  #endif

  func testBindingActionsSentToAReactorChangeItsState() {
    let reactor = FormReactor()
    var texts: [String] = []
    let disposeBag = DisposeBag()
    reactor.state.map(\.text).subscribe(onNext: { texts.append($0) }).disposed(by: disposeBag)
    reactor.action.onNext(.binding(.set(\.text, "hi")))
    reactor.action.onNext(.binding(.set(\.count, 5)))
    reactor.action.onNext(.submit)
    XCTAssertEqual(texts, ["", "hi", "hi", "hi"])
    XCTAssertEqual(reactor.currentState.count, 5)
    XCTAssertEqual(reactor.currentState.submissions, 1)
    XCTAssertEqual(reactor.currentState.message, "sent hi")
  }
}

/// A count an observation's `onChange` (which may run on any thread) can add to.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
