// TEST DOUBLE of RxSwift 6 (not RxSwift): the traits `Single`, `Completable` and `Maybe` that a
// spec's service methods may return, with RxSwift's signatures (RxSwift/Traits/PrimitiveSequence)
// and behaviour. Each wraps an Observable, as in RxSwift. See README.md.
import Foundation

/// Observable sequences containing 0 or 1 element.
public struct PrimitiveSequence<Trait, Element> {
  let source: Observable<Element>

  init(raw: Observable<Element>) {
    source = raw
  }
}

public protocol PrimitiveSequenceType {
  associatedtype Trait
  associatedtype Element

  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  public func asObservable() -> Observable<Element> { source }
}

// MARK: - Single

public enum SingleTrait {}
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
    Single(raw: Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case let .success(element):
          observer.on(.next(element))
          observer.on(.completed)
        case let .failure(error):
          observer.on(.error(error))
        }
      }
    })
  }

  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  public static func error(_ error: Swift.Error) -> Single<Element> {
    Single(raw: Observable.error(error))
  }

  public static func never() -> Single<Element> {
    Single(raw: Observable.never())
  }

  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: primitiveSequence.source.map(transform))
  }

  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    firstEvent(of: primitiveSequence.source, onNext: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The single `selector` makes of the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
    Single<Result>(raw: primitiveSequence.source.flatMap(selector))
  }
}

// MARK: - Completable

public enum CompletableTrait {}
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  public static func error(_ error: Swift.Error) -> Completable {
    Completable(raw: Observable.error(error))
  }

  public static func never() -> Completable {
    Completable(raw: Observable.never())
  }

  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }

  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    firstEvent(of: primitiveSequence.source, onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// `second`, once this completes; this one's error instead ends it.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: Observable.concat(primitiveSequence.source.map { _ -> Element in }, second.asObservable()))
  }

  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: Observable.concat(primitiveSequence.source, second.asObservable()))
  }
}

extension ObservableType where Element == Swift.Never {
  public func asCompletable() -> Completable {
    PrimitiveSequence(raw: asObservable())
  }
}

// MARK: - Maybe

public enum MaybeTrait {}
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

extension PrimitiveSequenceType where Trait == MaybeTrait {
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: Observable.just(element))
  }

  public static func error(_ error: Swift.Error) -> Maybe<Element> {
    Maybe(raw: Observable.error(error))
  }

  public static func never() -> Maybe<Element> {
    Maybe(raw: Observable.never())
  }

  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }

  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform))
  }

  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    firstEvent(of: primitiveSequence.source, onNext: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}

/// A trait's subscription sees only the first event of its Observable (a Single's or Maybe's
/// element ends it; the completion after it is not reported), then runs `onDisposed`.
private func firstEvent<Element>(
  of source: Observable<Element>, onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
  onDisposed: (() -> Void)?
) -> Disposable {
  let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
  let lock = NSLock()
  var isStopped = false
  let subscription = source.subscribe(AnyObserver<Element> { event in
    lock.lock()
    guard !isStopped else {
      lock.unlock()
      return
    }
    isStopped = true
    lock.unlock()
    switch event {
    case let .next(element): onNext?(element)
    case let .error(error):
      if let onError {
        onError(error)
      } else {
        // RxSwift's default error handler prints and goes on.
        print("Unhandled error happened: \(error)")
      }
    case .completed: onCompleted?()
    }
    disposed.dispose()
  })
  return Disposables.create {
    subscription.dispose()
    disposed.dispose()
  }
}
