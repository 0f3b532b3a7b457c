// Created by reactorgen from ProfileViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ProfileViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension ProfileViewReactor {
  // MARK: Mutate

  func mutateSave() -> Observable<Mutation> {
    let name = self.currentState.name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return .empty() }
    return .concat([
      .just(.setSaving(true)),
      .just(.setSavedName(name)),
      .just(.setSaving(false)),
    ])
  }
}
