// Created by reactorgen from EdgeCases.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write TypeaheadReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension TypeaheadReactor {
  // MARK: Mutate

  func mutateType(string: String) -> Observable<Mutation> {
    // TODO: Return the mutations for Action.type.
    assertionFailure("TypeaheadReactor.mutateType is not written yet")
    return .empty()
  }

  // MARK: Initialize

  func didInitialize() {
    // TODO: Set up what the reactor needs once it exists.
  }

  // MARK: Deinitialize

  func willDeinitialize() {
    // TODO: Release what the reactor holds outside itself.
  }

  // MARK: Transform

  func transformAction(_ action: Observable<Action>) -> Observable<Action> {
    // TODO: Combine the action stream with other observables.
    return action
  }
}
