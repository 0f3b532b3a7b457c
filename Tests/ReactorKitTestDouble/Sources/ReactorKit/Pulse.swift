// TEST DOUBLE of ReactorKit 3.x (not ReactorKit): `Pulse` and `Reactor.pulse(_:)`. See README.md.
import RxSwift

/// A state value that counts its assignments, so a view can react to each one, even of an equal
/// value.
@propertyWrapper
public struct Pulse<Value> {
  public var value: Value {
    didSet { valueUpdatedCount = valueUpdatedCount == .max ? .min : valueUpdatedCount + 1 }
  }

  public internal(set) var valueUpdatedCount = UInt.min

  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  public var projectedValue: Pulse<Value> { self }
}

extension Reactor {
  /// The pulse's value on subscription and after each assignment to it.
  public func pulse<Result>(_ transformToPulse: @escaping (State) throws -> Pulse<Result>) -> Observable<Result> {
    Observable.create { observer in
      var lastCount: UInt?
      return self.state.map(transformToPulse).subscribe(AnyObserver<Pulse<Result>> { event in
        switch event {
        case let .next(pulse):
          guard pulse.valueUpdatedCount != lastCount else { return }
          lastCount = pulse.valueUpdatedCount
          observer.onNext(pulse.value)
        case let .error(error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      })
    }
  }
}

/// Sends actions to the reactor's pipeline; only `next` events pass, as in ReactorKit.
public final class ActionSubject<Element>: ObservableType, ObserverType, SubjectType {
  private let subject = PublishSubject<Element>()

  // Internal, as in ReactorKit: only a reactor makes its action subject.
  init() {}

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func on(_ event: Event<Element>) {
    if case .next = event { subject.on(event) }
  }
}
