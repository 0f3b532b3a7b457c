// COMPILE-ONLY STAND-IN: declarations of RxSwift 6 API; every body traps. See README.md.

extension ObservableType {
  public static func just(_ element: Element) -> Observable<Element> { compileOnlyStandIn() }

  public static func empty() -> Observable<Element> { compileOnlyStandIn() }

  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    compileOnlyStandIn()
  }

  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    compileOnlyStandIn()
  }

  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> { compileOnlyStandIn() }

  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    compileOnlyStandIn()
  }

  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { compileOnlyStandIn() }

  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> { compileOnlyStandIn() }

  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    compileOnlyStandIn()
  }

  public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    compileOnlyStandIn()
  }

  public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    compileOnlyStandIn()
  }

  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    compileOnlyStandIn()
  }

  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    compileOnlyStandIn()
  }

  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    compileOnlyStandIn()
  }

  public func catchAndReturn(_ element: Element) -> Observable<Element> { compileOnlyStandIn() }

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
    compileOnlyStandIn()
  }

  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    compileOnlyStandIn()
  }
}

extension ObservableType {
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
    compileOnlyStandIn()
  }

  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
    compileOnlyStandIn()
  }
}
