// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement MathService here; its interface MathServiceType is generated from the spec.

import Foundation
import RxSwift

final class MathService: BaseService, MathServiceType {
  func add(_ a: Int, _ b: Int) throws -> Int {
    // TODO: Implement MathService.add.
    fatalError("MathService.add is not implemented yet")
  }

  func add(_ values: [Int]) -> Int {
    // TODO: Implement MathService.add.
    fatalError("MathService.add is not implemented yet")
  }

  func identity<T: Equatable>(_ value: T) -> T {
    // TODO: Implement MathService.identity.
    fatalError("MathService.identity is not implemented yet")
  }

  func load(completion: @escaping (Int) -> Void) {
    // TODO: Implement MathService.load.
  }

  func first<T>(of values: [T]) -> T? where T: Comparable {
    // TODO: Implement MathService.first.
    return nil
  }

  @discardableResult
  func stream(count: Int) -> Observable<Int> {
    // TODO: Implement MathService.stream.
    return .empty()
  }
}
