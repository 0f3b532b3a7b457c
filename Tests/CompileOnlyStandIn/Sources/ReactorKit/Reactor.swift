// COMPILE-ONLY STAND-IN: declarations of ReactorKit 3.x API; every body traps. See README.md.
// Only API present in both ReactorKit 3.2.0 and main is declared (no `scheduler`, no `NoAction`).
import RxSwift

public protocol Reactor: AnyObject {
  associatedtype Action
  associatedtype Mutation = Action
  associatedtype State

  var action: ActionSubject<Action> { get }
  var initialState: State { get }
  var currentState: State { get }
  var state: Observable<State> { get }

  func transform(action: Observable<Action>) -> Observable<Action>
  func mutate(action: Action) -> Observable<Mutation>
  func transform(mutation: Observable<Mutation>) -> Observable<Mutation>
  func reduce(state: State, mutation: Mutation) -> State
  func transform(state: Observable<State>) -> Observable<State>
}

extension Reactor {
  public var action: ActionSubject<Action> { compileOnlyStandIn() }

  public internal(set) var currentState: State {
    get { compileOnlyStandIn() }
    set { compileOnlyStandIn() }
  }

  public var state: Observable<State> { compileOnlyStandIn() }

  public func transform(action: Observable<Action>) -> Observable<Action> { compileOnlyStandIn() }

  public func mutate(action: Action) -> Observable<Mutation> { compileOnlyStandIn() }

  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> { compileOnlyStandIn() }

  public func reduce(state: State, mutation: Mutation) -> State { compileOnlyStandIn() }

  public func transform(state: Observable<State>) -> Observable<State> { compileOnlyStandIn() }
}

extension Reactor where Action == Mutation {
  public func mutate(action: Action) -> Observable<Mutation> { compileOnlyStandIn() }
}

extension Reactor {
  public func pulse<Result>(_ transformToPulse: @escaping (State) throws -> Pulse<Result>) -> Observable<Result> {
    compileOnlyStandIn()
  }
}

public final class ActionSubject<Element>: ObservableType, ObserverType, SubjectType {
  // Internal, as in ReactorKit: only a reactor makes its action subject.
  init() { compileOnlyStandIn() }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    compileOnlyStandIn()
  }

  public func on(_ event: Event<Element>) { compileOnlyStandIn() }
}

@usableFromInline
func compileOnlyStandIn(_ function: StaticString = #function) -> Never {
  fatalError("\(function): this is the compile-only ReactorKit stand-in; link the real ReactorKit to run code")
}
