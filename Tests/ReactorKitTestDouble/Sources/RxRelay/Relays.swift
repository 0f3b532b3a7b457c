// TEST DOUBLE of RxRelay 6 (not RxRelay): subjects that never stop, with RxRelay's signatures
// and behaviour (RxRelay/PublishRelay.swift, BehaviorRelay.swift, Observable+Bind.swift). See
// README.md.
import RxSwift

/// A `PublishSubject` that only takes elements: it cannot fail or complete.
public final class PublishRelay<Element>: ObservableType {
  private let subject = PublishSubject<Element>()

  public init() {}

  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}

/// A `BehaviorSubject` that only takes elements: it always has a value.
public final class BehaviorRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>

  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  public var value: Element {
    // As in RxRelay: the subject never fails.
    try! subject.value()
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}

extension ObservableType {
  /// Each element into every relay; completion ends the binding, an error is a programming error
  /// (RxRelay stops a debug build on it).
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bind { element in relays.forEach { $0.accept(element) } }
  }

  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bind { element in relays.forEach { $0.accept(element) } }
  }

  private func bind(_ accept: @escaping (Element) -> Void) -> Disposable {
    subscribe(AnyObserver<Element> { event in
      switch event {
      case let .next(element): accept(element)
      case let .error(error): fatalError("Binding error to relay: \(error)")
      case .completed: break
      }
    })
  }
}
