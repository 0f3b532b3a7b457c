// Created by reactorgen from FeedViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write FeedViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension FeedViewReactor {
  // MARK: Mutate

  func mutateOpen(index: Int) -> Observable<Mutation> {
    guard currentState.items.indices.contains(index) else { return .empty() }
    requests.append("open \(currentState.items[index])")
    return .empty()
  }

  func mutateShare(index: Int) -> Observable<Mutation> {
    if index >= 0 {
      requests.append("share \(index)")
    }
    return .empty()
  }
}
