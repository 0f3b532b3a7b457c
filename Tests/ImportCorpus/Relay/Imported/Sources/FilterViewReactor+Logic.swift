// Created by reactorgen from FilterViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write FilterViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxRelay
import RxSwift

extension FilterViewReactor {
  // MARK: Mutate

  func mutateSetQuery(text: String) -> Observable<Mutation> {
    query.accept(text)
    return .just(.setQuery(text))
  }

  func mutateSelect(item: String) -> Observable<Mutation> {
    selection.accept(item)
    return .empty()
  }

  // MARK: Transform

  func transformAction(_ action: Observable<Action>) -> Observable<Action> {
    // A refresh submits the query the user typed last.
    let resubmitted = refreshes.withLatestFrom(query).map(Action.setQuery)
    return Observable.merge(action, resubmitted)
  }

  func transformMutation(_ mutation: Observable<Mutation>) -> Observable<Mutation> {
    let visible = Observable.combineLatest(items, query) { items, query in
      query.isEmpty ? items : items.filter { $0.lowercased().contains(query.lowercased()) }
    }
    .distinctUntilChanged()
    .map(Mutation.setVisible)
    return Observable.merge(mutation, visible)
  }
}
