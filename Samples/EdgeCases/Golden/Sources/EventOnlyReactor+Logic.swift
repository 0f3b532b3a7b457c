// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write EventOnlyReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension EventOnlyReactor {
  // MARK: Events

  func mutate(eventOnlyEvent: EventOnlyEvent) -> Observable<Mutation> {
    // TODO: Return the mutations for this event.
    assertionFailure("EventOnlyReactor.mutate(eventOnlyEvent:) is not written yet")
    return .empty()
  }
}
