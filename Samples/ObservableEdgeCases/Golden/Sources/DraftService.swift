// Created by reactorgen from ObservableEdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement DraftService here; its interface DraftServiceType is generated from the spec.

import Foundation
import RxSwift

public final class DraftService: BaseService, DraftServiceType {
  public let event = PublishSubject<DraftEvent>()

  public func save(title: String, body: String) -> Observable<String> {
    // TODO: Implement DraftService.save.
    return .empty()
  }
}
