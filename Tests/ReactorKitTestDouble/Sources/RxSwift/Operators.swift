// TEST DOUBLE of RxSwift 6 (not RxSwift): the operators generated code, the samples and their
// tests use, with RxSwift's signatures and observable behaviour. See README.md.
import Foundation

// MARK: - Creating

extension ObservableType {
  public static func just(_ element: Element) -> Observable<Element> {
    create { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// The elements in order, then completed, on subscription (RxSwift's default, the current
  /// thread's scheduler; the double runs no other).
  public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
    precondition(scheduler is CurrentThreadScheduler, "the test double's Observable.from runs on CurrentThreadScheduler only")
    return create { observer in
      for element in array { observer.onNext(element) }
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// The elements given, in order, then completed (`from` of a variadic list).
  public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
    from(elements, scheduler: scheduler)
  }

  public static func empty() -> Observable<Element> {
    create { observer in
      observer.onCompleted()
      return Disposables.create()
    }
  }

  public static func never() -> Observable<Element> {
    create { _ in Disposables.create() }
  }

  public static func error(_ error: Swift.Error) -> Observable<Element> {
    create { observer in
      observer.onError(error)
      return Disposables.create()
    }
  }

  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
    create { observer in
      do {
        return try observableFactory().subscribe(observer)
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}

// MARK: - Combining

extension ObservableType {
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    concatenating(Array(sequence))
  }

  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    concatenating(Array(collection))
  }

  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concatenating(sources)
  }

  /// Subscribes to each source only after the one before it completed; an error ends it all.
  private static func concatenating(_ sources: [Observable<Element>]) -> Observable<Element> {
    create { observer in
      let current = SerialSubscription()
      let lock = NSRecursiveLock()
      var index = 0
      var isMoving = false
      var moveAgain = false
      // Iterative, as RxSwift's tail-recursive sink: a source completing while it is being
      // subscribed to moves on after that subscription returns, not inside it.
      func moveNext() {
        lock.lock()
        defer { lock.unlock() }
        guard !isMoving else {
          moveAgain = true
          return
        }
        isMoving = true
        repeat {
          moveAgain = false
          guard !current.isDisposed else { break }
          guard index < sources.count else {
            observer.onCompleted()
            break
          }
          let source = sources[index]
          index += 1
          let slot = SerialSubscription()
          current.set(slot)
          slot.set(source.subscribe(AnyObserver<Element> { event in
            if case .completed = event {
              moveNext()
            } else {
              observer.on(event)
            }
          }))
        } while moveAgain
        isMoving = false
      }
      moveNext()
      return current
    }
  }

  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    merging(Array(sources))
  }

  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    merging(sources)
  }

  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merging(sources)
  }

  /// Subscribes to every source at once; completes when all have, fails with the first error.
  private static func merging(_ sources: [Observable<Element>]) -> Observable<Element> {
    create { observer in
      let group = SubscriptionGroup()
      let lock = NSRecursiveLock()
      var running = sources.count + 1
      func oneCompleted() {
        running -= 1
        if running == 0 { observer.onCompleted() }
      }
      for source in sources {
        guard let key = group.reserve() else { break }
        group.fill(key, with: source.subscribe(AnyObserver<Element> { event in
          lock.lock()
          defer { lock.unlock() }
          if case .completed = event {
            group.remove(key)
            oneCompleted()
          } else {
            observer.on(event)
          }
        }))
      }
      lock.lock()
      oneCompleted()
      lock.unlock()
      return group
    }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Every inner sequence's elements as they come; completes when the outer one and every inner
  /// one have, fails with the first error (RxSwift's `merge()`, a `flatMap` of each inner one).
  public func merge() -> Observable<Element.Element> {
    flatMap { $0.asObservable() }
  }
}

extension ObservableType {
  /// Once both sources have emitted, each element of either combined with the other's latest;
  /// completes when both have, or when one completes before ever emitting while the other is done
  /// too; the first error ends it (RxSwift's `CombineLatestSink`).
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    Observable.create { observer in
      let lock = NSRecursiveLock()
      var latest1: O1.Element?
      var latest2: O2.Element?
      var done = [false, false]
      func next(_ index: Int) {
        if let first = latest1, let second = latest2 {
          do {
            observer.onNext(try resultSelector(first, second))
          } catch {
            observer.onError(error)
          }
        } else if done[1 - index] {
          observer.onCompleted()
        }
      }
      func complete(_ index: Int) {
        done[index] = true
        if done.allSatisfy({ $0 }) { observer.onCompleted() }
      }
      // Each source's events, its elements kept by `keep`.
      func subscribe<Source: ObservableType>(_ source: Source, _ index: Int, keep: @escaping (Source.Element) -> Void) -> Disposable {
        source.subscribe(AnyObserver<Source.Element> { event in
          lock.lock()
          defer { lock.unlock() }
          switch event {
          case let .next(element):
            keep(element)
            next(index)
          case let .error(error): observer.onError(error)
          case .completed: complete(index)
          }
        })
      }
      let first = subscribe(source1, 0) { latest1 = $0 }
      let second = subscribe(source2, 1) { latest2 = $0 }
      return Disposables.create {
        first.dispose()
        second.dispose()
      }
    }
  }
}

extension ObservableType where Element == Any {
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
    -> Observable<(O1.Element, O2.Element)>
  {
    Observable.combineLatest(source1, source2, resultSelector: { ($0, $1) })
  }
}

// MARK: - Transforming and filtering

extension ObservableType {
  /// `elements`, then the source's events.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    Observable.create { observer in
      for element in elements { observer.onNext(element) }
      return self.subscribe(observer)
    }
  }

  /// Each running total, from `seed`, as the source's elements arrive; a throw is an error.
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    Observable.create { observer in
      var total = seed
      return self.subscribe(AnyObserver<Element> { event in
        switch event {
        case let .next(element):
          do {
            total = try accumulator(total, element)
            observer.onNext(total)
          } catch {
            observer.onError(error)
          }
        case let .error(error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      })
    }
  }
}

extension ObservableType where Element: Equatable {
  /// Each element that differs from the one before it (the first always passes); errors and
  /// completion pass through.
  public func distinctUntilChanged() -> Observable<Element> {
    Observable.create { observer in
      var last: Element?
      return self.subscribe(AnyObserver<Element> { event in
        guard case let .next(element) = event else {
          observer.on(event)
          return
        }
        if let previous = last, previous == element { return }
        last = element
        observer.onNext(element)
      })
    }
  }
}

extension ObservableType {
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable.create { observer in
      self.subscribe(AnyObserver<Element> { event in
        switch event {
        case let .next(element):
          do {
            observer.onNext(try transform(element))
          } catch {
            observer.onError(error)
          }
        case let .error(error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      })
    }
  }

  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Observable.create { observer in
      self.subscribe(AnyObserver<Element> { event in
        guard case let .next(element) = event else {
          observer.on(event)
          return
        }
        do {
          if try predicate(element) { observer.onNext(element) }
        } catch {
          observer.onError(error)
        }
      })
    }
  }

  /// Subscribes to the observable each element maps to, all at once; completes when the source
  /// and every inner observable have.
  public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    Observable.create { observer in
      let group = SubscriptionGroup()
      let lock = NSRecursiveLock()
      var running = 1
      func oneCompleted() {
        running -= 1
        if running == 0 { observer.onCompleted() }
      }
      guard let sourceKey = group.reserve() else { return group }
      group.fill(sourceKey, with: self.subscribe(AnyObserver<Element> { event in
        switch event {
        case let .next(element):
          let inner: Observable<Source.Element>
          do {
            inner = try selector(element).asObservable()
          } catch {
            lock.lock()
            observer.onError(error)
            lock.unlock()
            return
          }
          lock.lock()
          guard let key = group.reserve() else {
            lock.unlock()
            return
          }
          running += 1
          lock.unlock()
          group.fill(key, with: inner.subscribe(AnyObserver<Source.Element> { innerEvent in
            lock.lock()
            defer { lock.unlock() }
            if case .completed = innerEvent {
              group.remove(key)
              oneCompleted()
            } else {
              observer.on(innerEvent)
            }
          }))
        case let .error(error):
          lock.lock()
          observer.onError(error)
          lock.unlock()
        case .completed:
          lock.lock()
          oneCompleted()
          lock.unlock()
        }
      }))
      return group
    }
  }

  /// Like `flatMap`, but each element disposes the inner observable of the one before.
  public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    Observable.create { observer in
      let lock = NSRecursiveLock()
      let inner = SerialSubscription()
      var generation = 0
      var innerRunning = false
      var sourceCompleted = false
      let source = self.subscribe(AnyObserver<Element> { event in
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case let .next(element):
          let next: Observable<Source.Element>
          do {
            next = try selector(element).asObservable()
          } catch {
            observer.onError(error)
            return
          }
          generation += 1
          let mine = generation
          innerRunning = true
          let slot = SerialSubscription()
          inner.set(slot)
          slot.set(next.subscribe(AnyObserver<Source.Element> { innerEvent in
            lock.lock()
            defer { lock.unlock() }
            guard mine == generation else { return }
            if case .completed = innerEvent {
              innerRunning = false
              if sourceCompleted { observer.onCompleted() }
            } else {
              observer.on(innerEvent)
            }
          }))
        case let .error(error):
          observer.onError(error)
        case .completed:
          sourceCompleted = true
          if !innerRunning { observer.onCompleted() }
        }
      })
      return Disposables.create {
        source.dispose()
        inner.dispose()
      }
    }
  }

  /// Forwards the source until `other` emits an element, then completes; `other`'s error ends it
  /// too, its completion does not. `other` is subscribed to first.
  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    Observable.create { observer in
      let lock = NSRecursiveLock()
      let otherSubscription = other.subscribe(AnyObserver<Source.Element> { event in
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next: observer.onCompleted()
        case let .error(error): observer.onError(error)
        case .completed: break
        }
      })
      let sourceSubscription = self.subscribe(AnyObserver<Element> { event in
        lock.lock()
        defer { lock.unlock() }
        observer.on(event)
      })
      return Disposables.create {
        otherSubscription.dispose()
        sourceSubscription.dispose()
      }
    }
  }
}

extension ObservableType {
  /// Each element combined with `second`'s latest, dropped while `second` has none; `second` is
  /// subscribed to first, its completion is ignored and its error ends it all.
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    Observable.create { observer in
      let lock = NSRecursiveLock()
      var latest: Source.Element?
      let secondSubscription = second.asObservable().subscribe(AnyObserver<Source.Element> { event in
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case let .next(element): latest = element
        case let .error(error): observer.onError(error)
        case .completed: break
        }
      })
      let firstSubscription = self.subscribe(AnyObserver<Element> { event in
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case let .next(element):
          guard let latest else { return }
          do {
            observer.onNext(try resultSelector(element, latest))
          } catch {
            observer.onError(error)
          }
        case let .error(error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      })
      return Disposables.create {
        firstSubscription.dispose()
        secondSubscription.dispose()
      }
    }
  }

  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
    withLatestFrom(second) { $1 }
  }
}

/// How long a shared sequence's subject lives (RxSwift's `SubjectLifetimeScope`).
public enum SubjectLifetimeScope {
  /// While someone is subscribed: the last unsubscribing, or a stop event, ends the connection,
  /// and the next subscriber starts a new one.
  case whileConnected
  /// For the shared sequence's lifetime (the double runs `whileConnected` only).
  case forever
}

extension ObservableType {
  /// One subscription to the source for all subscribers at a time; with `replay`, a new
  /// subscriber first gets the latest elements of the running connection.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
    precondition(scope == .whileConnected, "the test double's share runs the whileConnected scope only")
    return SharedObservable(source: asObservable(), replay: replay)
  }
}

/// `share(replay:scope: .whileConnected)`: the first subscriber connects (after it is registered,
/// so it sees what the source emits on subscription), each event goes to the subscribers of that
/// moment, and a stop event or the last unsubscription ends the connection.
private final class SharedObservable<Element>: Observable<Element> {
  private final class Connection {
    var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    var buffer: [Element] = []
    let subscription = SerialSubscription()
  }

  private let source: Observable<Element>
  private let replay: Int
  private let lock = NSRecursiveLock()
  private var connection: Connection?
  private var nextKey = 0

  init(source: Observable<Element>, replay: Int) {
    self.source = source
    self.replay = replay
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    lock.lock()
    let connection = self.connection ?? Connection()
    self.connection = connection
    let isFirst = connection.observers.isEmpty
    nextKey += 1
    let key = nextKey
    connection.observers.append((key, observer.on))
    let replayed = connection.buffer
    lock.unlock()
    replayed.forEach { observer.onNext($0) }
    if isFirst {
      connection.subscription.set(source.subscribe(AnyObserver<Element> { [weak self] event in self?.forward(event, of: connection) }))
    }
    return Disposables.create { [weak self] in self?.unsubscribe(key, from: connection) }
  }

  private func forward(_ event: Event<Element>, of connection: Connection) {
    lock.lock()
    guard self.connection === connection else {
      lock.unlock()
      return
    }
    let observers = connection.observers
    switch event {
    case let .next(element):
      if replay > 0 { connection.buffer = Array((connection.buffer + [element]).suffix(replay)) }
    case .error, .completed:
      self.connection = nil
      connection.observers = []
    }
    lock.unlock()
    observers.forEach { $0.on(event) }
  }

  private func unsubscribe(_ key: Int, from connection: Connection) {
    lock.lock()
    guard let index = connection.observers.firstIndex(where: { $0.key == key }) else {
      lock.unlock()
      return
    }
    connection.observers.remove(at: index)
    let isLast = connection.observers.isEmpty
    if isLast, self.connection === connection { self.connection = nil }
    lock.unlock()
    if isLast { connection.subscription.dispose() }
  }
}

// MARK: - Errors

extension ObservableType {
  /// On an error, continues with the observable `handler` returns for it.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
    Observable.create { observer in
      let current = SerialSubscription()
      let first = SerialSubscription()
      current.set(first)
      first.set(self.subscribe(AnyObserver<Element> { event in
        guard case let .error(error) = event else {
          observer.on(event)
          return
        }
        do {
          let fallback = try handler(error)
          let second = SerialSubscription()
          current.set(second)
          second.set(fallback.subscribe(observer))
        } catch {
          observer.onError(error)
        }
      }))
      return current
    }
  }

  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    self.catch { _ in .just(element) }
  }
}

// MARK: - Side effects and time

extension ObservableType {
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    Observable.create { observer in
      onSubscribe?()
      let subscription = self.subscribe(AnyObserver<Element> { event in
        do {
          switch event {
          case let .next(element):
            try onNext?(element)
            observer.on(event)
            try afterNext?(element)
          case let .error(error):
            try onError?(error)
            observer.on(event)
            try afterError?(error)
          case .completed:
            try onCompleted?()
            observer.on(event)
            try afterCompleted?()
          }
        } catch {
          observer.onError(error)
        }
      })
      onSubscribed?()
      return Disposables.create {
        subscription.dispose()
        onDispose?()
      }
    }
  }

  /// Delivers every event through `scheduler` (see `MainScheduler` for when that is at once).
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let queue = timedScheduler(scheduler, for: "observe(on:)")
    return Observable.create { observer in
      let cancelled = ActionDisposable {}
      let subscription = self.subscribe(AnyObserver<Element> { event in
        _ = queue.schedule {
          if !cancelled.isDisposed { observer.on(event) }
        }
      })
      return Disposables.create {
        cancelled.dispose()
        subscription.dispose()
      }
    }
  }

  /// Shifts elements and completion by `dueTime`; an error is not delayed.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let queue = timedScheduler(scheduler, for: "delay(_:scheduler:)")
    return Observable.create { observer in
      let cancelled = ActionDisposable {}
      let subscription = self.subscribe(AnyObserver<Element> { event in
        if case .error = event {
          observer.on(event)
          return
        }
        _ = queue.schedule(after: dueTime) {
          if !cancelled.isDisposed { observer.on(event) }
        }
      })
      return Disposables.create {
        cancelled.dispose()
        subscription.dispose()
      }
    }
  }
}

extension ObservableType {
  /// Emits an element only once `dueTime` has passed without another; completion emits the
  /// element still waiting first, an error drops it (RxSwift's `Debounce`).
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let queue = timedScheduler(scheduler, for: "debounce(_:scheduler:)")
    return Observable.create { observer in
      let lock = NSRecursiveLock()
      var waiting: (id: Int, element: Element)?
      var nextID = 0
      var timer: Cancelable?
      let subscription = self.asObservable().subscribe(AnyObserver<Element> { event in
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
          nextID += 1
          let id = nextID
          waiting = (id, element)
          timer?.dispose()
          timer = queue.schedule(after: dueTime) {
            lock.lock()
            guard let current = waiting, current.id == id else {
              lock.unlock()
              return
            }
            waiting = nil
            lock.unlock()
            observer.onNext(current.element)
          }
        case .error:
          waiting = nil
          timer?.dispose()
          observer.on(event)
        case .completed:
          timer?.dispose()
          if let current = waiting {
            waiting = nil
            observer.onNext(current.element)
          }
          observer.on(event)
        }
      })
      return Disposables.create {
        lock.lock()
        timer?.dispose()
        waiting = nil
        lock.unlock()
        subscription.dispose()
      }
    }
  }
}

extension ObservableType {
  /// The first element at once, then at most one per `dueTime`: with `latest`, the last element
  /// of the window is sent at its end; completion waits for it, an error drops it (RxSwift's
  /// `ThrottleSink`).
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
    let queue = timedScheduler(scheduler, for: "throttle(_:latest:scheduler:)")
    return Observable.create { observer in
      let lock = NSRecursiveLock()
      var unsent: Element?
      var lastSent: Date?
      var completed = false
      let timer = SerialSubscription()
      func send(_ element: Element) {
        unsent = nil
        observer.onNext(element)
        lastSent = queue.now
      }
      let subscription = self.asObservable().subscribe(AnyObserver<Element> { event in
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case let .next(element):
          let remaining = lastSent.map { dueTime.seconds - queue.now.timeIntervalSince($0) } ?? 0
          guard remaining > 0 else {
            send(element)
            return
          }
          guard latest else { return }
          let isWaiting = unsent != nil
          unsent = element
          if isWaiting { return }
          timer.set(queue.schedule(after: .nanoseconds(Int(remaining * 1_000_000_000))) {
            lock.lock()
            defer { lock.unlock() }
            if let element = unsent { send(element) }
            if completed { observer.onCompleted() }
          })
        case .error:
          unsent = nil
          observer.on(event)
        case .completed:
          if unsent != nil {
            completed = true
          } else {
            observer.onCompleted()
          }
        }
      })
      return Disposables.create {
        subscription.dispose()
        timer.dispose()
      }
    }
  }
}

private func timedScheduler(_ scheduler: ImmediateSchedulerType, for operatorName: String) -> TimedScheduler {
  guard let timed = scheduler as? TimedScheduler else {
    fatalError("\(operatorName): this test double of RxSwift runs serial dispatch queue and historical (virtual time) schedulers only")
  }
  return timed
}

// MARK: - Subscribing

extension ObservableType {
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let lock = NSLock()
    var isStopped = false
    let subscription = subscribe(AnyObserver<Element> { event in
      lock.lock()
      guard !isStopped else {
        lock.unlock()
        return
      }
      isStopped = event.isStopEvent
      lock.unlock()
      switch event {
      case let .next(element):
        onNext?(element)
      case let .error(error):
        if let onError {
          onError(error)
        } else {
          // RxSwift's default error handler prints and goes on.
          print("Unhandled error happened: \(error)")
        }
        disposed.dispose()
      case .completed:
        onCompleted?()
        disposed.dispose()
      }
    })
    return Disposables.create {
      subscription.dispose()
      disposed.dispose()
    }
  }
}

extension ObservableType {
  /// `subscribe(onNext:...)` with `object` passed to each callback, held weakly: once it is
  /// gone, no callback runs.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] in
        guard let object else { return }
        onNext?(object, $0)
      },
      onError: { [weak object] in
        guard let object else { return }
        onError?(object, $0)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      }
    )
  }
}
