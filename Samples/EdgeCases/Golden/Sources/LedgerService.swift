// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement LedgerService here; its interface LedgerServiceType is generated from the spec.

import Foundation
import RxSwift

final class LedgerService: BaseService, LedgerServiceType {
  func balance(of account: String) -> Single<Int> {
    // TODO: Implement LedgerService.balance.
    fatalError("LedgerService.balance is not implemented yet")
  }

  func post(amount: Int) -> Completable {
    // TODO: Implement LedgerService.post.
    return .empty()
  }

  func lastEntry(matching text: String) -> Maybe<String> {
    // TODO: Implement LedgerService.lastEntry.
    return .empty()
  }

  func history() -> RxSwift.Single<[Int]> {
    // TODO: Implement LedgerService.history.
    fatalError("LedgerService.history is not implemented yet")
  }
}
