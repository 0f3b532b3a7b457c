// Created by reactorgen from GreeterViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write GreeterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension GreeterViewReactor {
  // MARK: Mutate

  func mutateGreet(name: String) -> Observable<Mutation> {
    return .just(.setText(greeting.greet(name)))
  }
}
