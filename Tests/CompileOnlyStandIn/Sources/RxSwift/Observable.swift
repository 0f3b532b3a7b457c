// COMPILE-ONLY STAND-IN: declarations of RxSwift 6 API; every body traps. See README.md.
import Dispatch

public protocol Disposable {
  func dispose()
}

public enum Event<Element> {
  case next(Element)
  case error(Swift.Error)
  case completed
}

public protocol ObserverType {
  associatedtype Element
  func on(_ event: Event<Element>)
}

extension ObserverType {
  public func onNext(_ element: Element) { compileOnlyStandIn() }
  public func onCompleted() { compileOnlyStandIn() }
  public func onError(_ error: Swift.Error) { compileOnlyStandIn() }
}

public struct AnyObserver<Element>: ObserverType {
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element { compileOnlyStandIn() }

  public func on(_ event: Event<Element>) { compileOnlyStandIn() }
}

extension ObserverType {
  public func asObserver() -> AnyObserver<Element> { compileOnlyStandIn() }
}

public protocol ObservableConvertibleType {
  associatedtype Element
  func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
  public func asObservable() -> Observable<Element> { compileOnlyStandIn() }
}

public class Observable<Element>: ObservableType {
  init() {}

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    compileOnlyStandIn()
  }

  public func asObservable() -> Observable<Element> { compileOnlyStandIn() }
}

public protocol SubjectType: ObservableType {
  associatedtype Observer: ObserverType
  func asObserver() -> Observer
}

public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType {
  public override init() { compileOnlyStandIn() }

  public func asObserver() -> PublishSubject<Element> { compileOnlyStandIn() }

  public func on(_ event: Event<Element>) { compileOnlyStandIn() }
}

public final class DisposeBag {
  public init() { compileOnlyStandIn() }
}

extension Disposable {
  public func disposed(by bag: DisposeBag) { compileOnlyStandIn() }
}

// MARK: - Schedulers

public typealias RxTimeInterval = DispatchTimeInterval

public protocol ImmediateSchedulerType {}

public protocol SchedulerType: ImmediateSchedulerType {}

public class SerialDispatchQueueScheduler: SchedulerType {}

public final class MainScheduler: SerialDispatchQueueScheduler {
  public static var instance: MainScheduler { compileOnlyStandIn() }
}

// MARK: - Creating observables and disposables

/// A disposable that knows whether it was disposed (RxSwift's `Cancelable`).
public protocol Cancelable: Disposable {
  var isDisposed: Bool { get }
}

/// RxSwift's namespace of disposable factories.
public struct Disposables {
  private init() {}

  public static func create(with dispose: @escaping () -> Void) -> Cancelable { compileOnlyStandIn() }
}

extension ObservableType {
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    compileOnlyStandIn()
  }

  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { compileOnlyStandIn() }
}
