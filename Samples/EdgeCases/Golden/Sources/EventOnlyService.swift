// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement EventOnlyService here; its interface EventOnlyServiceType is generated from the spec.

import Foundation
import RxSwift

final class EventOnlyService: BaseService, EventOnlyServiceType {
  let event = PublishSubject<EventOnlyEvent>()
}
