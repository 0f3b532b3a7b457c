// Created by reactorgen from FeedReactorImp.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write FeedReactorImp's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension FeedReactorImp {
  // MARK: Reduce

  func reduceSetItems(state newState: inout State, items: [Int]) {
    newState.items = items
    newState.refreshes += 1
  }

  func reduceSetLiked(state newState: inout State, id: Int, isLiked: Bool) {
    if isLiked {
      newState.liked.insert(id)
    } else {
      newState.liked.remove(id)
    }
  }
}
