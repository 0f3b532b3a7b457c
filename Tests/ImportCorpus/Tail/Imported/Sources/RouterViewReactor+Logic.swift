// Created by reactorgen from RouterViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write RouterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension RouterViewReactor {
  // MARK: Mutate

  func mutateFlow(route action: RouterViewReactor.Route) -> Observable<Mutation> {
    return handle(action)
  }

  // MARK: Moved from Original/RouterViewReactor.swift

  enum Route {
    case home
    case detail(Int)
  }

  private func handle(_ route: Route) -> Observable<Mutation> {
    switch route {
    case .home:
      return .just(.setPath(currentState.path + ["home"]))
    case let .detail(id):
      return .just(.setPath(currentState.path + ["detail \(id)"]))
    }
  }
}
