// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// Scaffolded against its interface: nothing to do yet.
final class ArchiveReactorImp: Reactor {
  typealias Action = ArchiveAction
  typealias Mutation = ArchiveMutation
  typealias State = ArchiveState

  let initialState = ArchiveState()

  func mutate(action: Action) -> Observable<Mutation> {
  }

  func reduce(state: State, mutation: Mutation) -> State {
  }
}
