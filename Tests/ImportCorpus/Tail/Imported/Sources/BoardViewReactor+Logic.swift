// Created by reactorgen from BoardViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write BoardViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension BoardViewReactor {
  // MARK: Mutate

  func mutateItemMoved(itemMovedEvent value: ItemMovedEvent) -> Observable<Mutation> {
    let (source, destination) = value
    if source == destination { return .empty() }
    return .just(.move((source, destination)))
  }

  // MARK: Reduce

  func reduceMove(state newState: inout State, itemMovedEvent value: ItemMovedEvent) {
    let (from, to) = value
    let item = newState.items.remove(at: from)
    newState.items.insert(item, at: to)
  }

  func reduceSwap(state newState: inout State, value: (Int, Int)) {
    let (first, second) = value
    newState.items.swapAt(first, second)
  }
}

/// What RxCocoa's `itemMoved` gives: one tuple.
typealias ItemMovedEvent = (sourceIndex: Int, destinationIndex: Int)
