// TEST DOUBLE of ReactorKit 3.x (not ReactorKit): the Reactor protocol and its state stream.
// Only API present in both ReactorKit 3.2.0 and main is declared (no `scheduler`, no `NoAction`).
// See README.md.
import Foundation
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
  /// Made with the state stream on first use of `action` or `state`, as in ReactorKit.
  public var action: ActionSubject<Action> { streams.action }

  public internal(set) var currentState: State {
    get { ReactorStorage.shared.value(for: self, key: .currentState) as? State ?? initialState }
    set { ReactorStorage.shared.set(newValue, for: self, key: .currentState) }
  }

  public var state: Observable<State> { streams.state }

  public func transform(action: Observable<Action>) -> Observable<Action> { action }

  public func mutate(action: Action) -> Observable<Mutation> { .empty() }

  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> { mutation }

  public func reduce(state: State, mutation: Mutation) -> State { state }

  public func transform(state: Observable<State>) -> Observable<State> { state }

  private var streams: ReactorStreams<Action, State> {
    ReactorStorage.shared.value(for: self, key: .streams, default: makeStreams) as! ReactorStreams<Action, State>
  }

  /// ReactorKit's pipeline: actions, queued on the current thread while one is being handled,
  /// → transform(action:) → flatMap(mutate, each result's error swallowed) → transform(mutation:)
  /// → scan(reduce) → an error ends the stream silently → startWith(initialState) →
  /// transform(state:) → currentState → replay of the latest state, connected at once.
  private func makeStreams() -> ReactorStreams<Action, State> {
    let actionSubject = ActionSubject<Action>()
    let action = actionSubject.asObservable().queuedOnCurrentThread()
    let mutation = transform(action: action)
      .flatMap { [weak self] action -> Observable<Mutation> in
        guard let self else { return .empty() }
        return self.mutate(action: action).catch { _ in .empty() }
      }
    let transformedMutation = transform(mutation: mutation)
    let initialState = self.initialState
    let state = Observable<State>.create { [weak self] observer in
      var state = initialState
      observer.onNext(state)
      return transformedMutation.subscribe(
        onNext: { mutation in
          guard let self else { return }
          state = self.reduce(state: state, mutation: mutation)
          observer.onNext(state)
        },
        onError: { _ in observer.onCompleted() },
        onCompleted: { observer.onCompleted() }
      )
    }
    let transformedState = transform(state: state)
      .do(onNext: { [weak self] state in
        self?.currentState = state
      })
    let replay = ReplayLatest<State>()
    let connection = transformedState.subscribe(replay)
    ReactorStorage.shared.set(connection, for: self, key: .connection)
    return ReactorStreams(action: actionSubject, state: replay.asObservable())
  }
}

extension Reactor where Action == Mutation {
  public func mutate(action: Action) -> Observable<Mutation> { .just(action) }
}

private struct ReactorStreams<Action, State> {
  let action: ActionSubject<Action>
  let state: Observable<State>
}

// MARK: - Internals

/// Values kept per reactor and released with it, as ReactorKit's weak map tables.
final class ReactorStorage {
  enum Key: Hashable {
    case streams, currentState, connection
  }

  private struct Entry {
    weak var reactor: AnyObject?
    var values: [Key: Any] = [:]
  }

  static let shared = ReactorStorage()

  private let lock = NSRecursiveLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func value(for reactor: AnyObject, key: Key) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return entry(for: reactor)?.values[key]
  }

  func value(for reactor: AnyObject, key: Key, default make: () -> Any) -> Any {
    lock.lock()
    defer { lock.unlock() }
    if let value = entry(for: reactor)?.values[key] { return value }
    let value = make()
    set(value, for: reactor, key: key)
    return value
  }

  func set(_ value: Any, for reactor: AnyObject, key: Key) {
    lock.lock()
    var released: [Entry] = []
    for (id, entry) in entries where entry.reactor == nil {
      released.append(entries.removeValue(forKey: id)!)
    }
    let id = ObjectIdentifier(reactor)
    var entry = entries[id].flatMap { $0.reactor === reactor ? $0 : nil } ?? Entry(reactor: reactor)
    entry.values[key] = value
    entries[id] = entry
    lock.unlock()
    // A released reactor's connection is disposed outside the lock (disposing may reach here).
    for entry in released {
      (entry.values[.connection] as? Disposable)?.dispose()
    }
  }

  private func entry(for reactor: AnyObject) -> Entry? {
    guard let entry = entries[ObjectIdentifier(reactor)], entry.reactor === reactor else { return nil }
    return entry
  }
}

/// Replays the latest element to each new subscriber, then forwards what follows (RxSwift's
/// `replay(1)` once connected).
final class ReplayLatest<Element>: ObserverType {
  private let lock = NSRecursiveLock()
  private let subject = PublishSubject<Element>()
  private var latest: Element?

  func on(_ event: Event<Element>) {
    lock.lock()
    if case let .next(element) = event { latest = element }
    lock.unlock()
    subject.on(event)
  }

  func asObservable() -> Observable<Element> {
    Observable.create { [self] observer in
      lock.lock()
      let latest = self.latest
      lock.unlock()
      if let latest { observer.onNext(latest) }
      return subject.subscribe(observer)
    }
  }
}

/// Actions sent while one is being handled on the same thread wait until it is done, as on
/// ReactorKit's `CurrentThreadScheduler` trampoline (shared by every reactor on the thread).
private final class Trampoline {
  var isRunning = false
  var queue: [() -> Void] = []

  static var current: Trampoline {
    let key = "ReactorKitTestDouble.Trampoline"
    if let trampoline = Thread.current.threadDictionary[key] as? Trampoline { return trampoline }
    let trampoline = Trampoline()
    Thread.current.threadDictionary[key] = trampoline
    return trampoline
  }

  func run(_ work: @escaping () -> Void) {
    queue.append(work)
    guard !isRunning else { return }
    isRunning = true
    while !queue.isEmpty {
      queue.removeFirst()()
    }
    isRunning = false
  }
}

extension ObservableType {
  fileprivate func queuedOnCurrentThread() -> Observable<Element> {
    Observable.create { observer in
      self.subscribe(AnyObserver<Element> { event in
        Trampoline.current.run { observer.on(event) }
      })
    }
  }
}
