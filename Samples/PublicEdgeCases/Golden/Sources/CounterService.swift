// Created by reactorgen from PublicEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement CounterService here; its interface CounterServiceType is generated from the spec.

import RxSwift

public final class CounterService: BaseService, CounterServiceType {
  public let event = PublishSubject<CounterEvent>()

  public func find(value: String, handler: String) -> String? {
    // TODO: Implement CounterService.find.
    return nil
  }

  public func bump(_ count: inout Int) {
    // TODO: Implement CounterService.bump.
  }

  public func sum(_ values: Int...) -> Int {
    // TODO: Implement CounterService.sum.
    fatalError("CounterService.sum is not implemented yet")
  }

  public func each<T>(_ items: [T], body: (T) -> Void) {
    // TODO: Implement CounterService.each.
  }

  public func observe(handler: @escaping (Int) -> Void) {
    // TODO: Implement CounterService.observe.
  }

  public func reload() throws {
    // TODO: Implement CounterService.reload.
  }

  public func value<T>(forKey key: String) -> T? {
    // TODO: Implement CounterService.value.
    return nil
  }
}
