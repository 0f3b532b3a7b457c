// Created by reactorgen from ProfileViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ProfileViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension ProfileViewReactor {
  // MARK: Mutate

  func mutateLoad(id: Int) -> Observable<Mutation> {
    return profileService.name(of: id).map { [greeting] name in Mutation.setName(greeting + name) }
  }
}
