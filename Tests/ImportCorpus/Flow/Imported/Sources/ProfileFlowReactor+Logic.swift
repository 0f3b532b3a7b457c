// Created by reactorgen from ProfileFlowReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write ProfileFlowReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension ProfileFlowReactor {
  // MARK: Mutate

  func mutateRename(name: String) -> Observable<Mutation> {
    return .just(.setGreeting(greeter.greet(name)))
  }

  func mutateOpenSettings() -> Observable<Mutation> {
    steps.onNext("settings")
    return .empty()
  }

  func mutateNextPage() -> Observable<Mutation> {
    page += 1
    return .empty()
  }
}
