// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write KeywordsReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension KeywordsReactor {
  // MARK: Mutate

  func mutateTick() -> Observable<Mutation> {
    // TODO: Return the mutations for Action.tick.
    assertionFailure("KeywordsReactor.mutateTick is not written yet")
    return .empty()
  }

  func mutateSave(`default`: Bool, count: Int, action: Int) async throws -> [Mutation] {
    // TODO: Return the mutations for Action.save.
    assertionFailure("KeywordsReactor.mutateSave is not written yet")
    return []
  }

  // MARK: Events

  func mutate(eventOnlyEvent: EventOnlyEvent) -> Observable<Mutation> {
    // TODO: Return the mutations for this event.
    assertionFailure("KeywordsReactor.mutate(eventOnlyEvent:) is not written yet")
    return .empty()
  }

  // MARK: Transform

  func transformAction(_ action: Observable<Action>) -> Observable<Action> {
    // TODO: Combine the action stream with other observables.
    return action
  }

  func transformState(_ state: Observable<State>) -> Observable<State> {
    // TODO: Combine the state stream with other observables.
    return state
  }
}
