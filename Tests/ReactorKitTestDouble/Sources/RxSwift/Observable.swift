// TEST DOUBLE of RxSwift 6 (not RxSwift): observables, observers and PublishSubject. See README.md.
import Foundation

public enum Event<Element> {
  case next(Element)
  case error(Swift.Error)
  case completed

  /// Whether this event ends the sequence (`error` or `completed`).
  public var isStopEvent: Bool {
    switch self {
    case .next: false
    case .error, .completed: true
    }
  }
}

public protocol ObserverType {
  associatedtype Element
  func on(_ event: Event<Element>)
}

extension ObserverType {
  public func onNext(_ element: Element) { on(.next(element)) }
  public func onCompleted() { on(.completed) }
  public func onError(_ error: Swift.Error) { on(.error(error)) }
}

public struct AnyObserver<Element>: ObserverType {
  public typealias EventHandler = (Event<Element>) -> Void

  private let observer: EventHandler

  public init(eventHandler: @escaping EventHandler) {
    self.observer = eventHandler
  }

  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.on
  }

  public func on(_ event: Event<Element>) { observer(event) }
}

extension ObserverType {
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

public protocol ObservableConvertibleType {
  associatedtype Element
  func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}

public class Observable<Element>: ObservableType {
  init() {}

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    fatalError("Observable.subscribe is abstract in RxSwift too; subclasses override it")
  }

  public func asObservable() -> Observable<Element> { self }
}

extension ObservableType {
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    AnonymousObservable(subscribe)
  }
}

// MARK: - One subscription's plumbing

/// An observable made from a subscribe function, as RxSwift's `Producer`s are: each subscription
/// gets a `Sink` that forwards events to the observer until the first stop event or disposal and
/// forwards nothing after; a stop event disposes the subscription.
final class AnonymousObservable<Element>: Observable<Element> {
  private let subscribeHandler: (AnyObserver<Element>) -> Disposable

  init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
    self.subscribeHandler = subscribeHandler
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    let sink = Sink(observer.on)
    sink.setSubscription(subscribeHandler(AnyObserver(eventHandler: sink.forward)))
    return sink
  }
}

final class Sink<Element>: Cancelable {
  private let lock = NSRecursiveLock()
  private var observer: ((Event<Element>) -> Void)?
  private let subscription = SerialSubscription()

  init(_ observer: @escaping (Event<Element>) -> Void) {
    self.observer = observer
  }

  var isDisposed: Bool { subscription.isDisposed }

  func forward(_ event: Event<Element>) {
    lock.lock()
    guard !subscription.isDisposed, let observer else {
      lock.unlock()
      return
    }
    if event.isStopEvent {
      self.observer = nil
    }
    lock.unlock()
    observer(event)
    if event.isStopEvent {
      dispose()
    }
  }

  /// Disposed at once when the sink already was (a stop event during subscription).
  func setSubscription(_ subscription: Disposable) {
    self.subscription.set(subscription)
  }

  func dispose() {
    lock.lock()
    observer = nil
    lock.unlock()
    subscription.dispose()
  }
}

// MARK: - Subjects

public protocol SubjectType: ObservableType {
  associatedtype Observer: ObserverType
  func asObserver() -> Observer
}

/// Sends each event to the observers subscribed at that moment; a late subscriber gets only the
/// stop event, if there was one.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType {
  private let lock = NSRecursiveLock()
  private let observers = ObserverBag<Element>()
  private var stopEvent: Event<Element>?

  public override init() {}

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  public func asObserver() -> PublishSubject<Element> { self }

  public func on(_ event: Event<Element>) {
    lock.lock()
    guard stopEvent == nil else {
      lock.unlock()
      return
    }
    let current = observers.all
    if event.isStopEvent {
      stopEvent = event
      observers.removeAll()
    }
    lock.unlock()
    current.forEach { $0(event) }
  }

  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    lock.lock()
    if let stopEvent {
      lock.unlock()
      observer.on(stopEvent)
      return Disposables.create()
    }
    let subscription = observers.insert(observer.on)
    lock.unlock()
    return subscription
  }
}

/// Holds a current value: a subscriber gets it at once, then every later event; after a stop
/// event, a late subscriber gets only that. `value()` throws the error it stopped with.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType {
  private let lock = NSRecursiveLock()
  private var element: Element
  private let observers = ObserverBag<Element>()
  private var stopEvent: Event<Element>?

  public init(value: Element) {
    element = value
  }

  public var hasObservers: Bool { !observers.isEmpty }

  public func value() throws -> Element {
    lock.lock()
    defer { lock.unlock() }
    if case let .error(error)? = stopEvent { throw error }
    return element
  }

  public func asObserver() -> BehaviorSubject<Element> { self }

  public func on(_ event: Event<Element>) {
    lock.lock()
    guard stopEvent == nil else {
      lock.unlock()
      return
    }
    switch event {
    case let .next(value): element = value
    case .error, .completed: stopEvent = event
    }
    let current = observers.all
    lock.unlock()
    current.forEach { $0(event) }
  }

  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    lock.lock()
    defer { lock.unlock() }
    if let stopEvent {
      observer.on(stopEvent)
      return Disposables.create()
    }
    let subscription = observers.insert(observer.on)
    observer.on(.next(element))
    return subscription
  }
}

/// A subject's observers (RxSwift's `Bag`): each subscription's disposal removes its own.
final class ObserverBag<Element> {
  private let lock = NSRecursiveLock()
  private var entries: [(key: Int, on: (Event<Element>) -> Void)] = []
  private var nextKey = 0

  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return entries.isEmpty
  }

  /// The observers now, to send an event to outside the owner's lock.
  var all: [(Event<Element>) -> Void] {
    lock.lock()
    defer { lock.unlock() }
    return entries.map(\.on)
  }

  func insert(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    lock.lock()
    nextKey += 1
    let key = nextKey
    entries.append((key, on))
    lock.unlock()
    return Disposables.create { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.entries.removeAll { $0.key == key }
      self.lock.unlock()
    }
  }

  func removeAll() {
    lock.lock()
    entries = []
    lock.unlock()
  }
}
