// Created by reactorgen from CartViewReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write CartViewReactor's logic here. When the spec adds a hook, the compiler asks for it.

import Foundation
import RxSwift

extension CartViewReactor {
  // MARK: Mutate

  func mutateAdd(string value0: String, quantity value1: Int) -> Observable<Mutation> {
    let action = Action.add(value0, quantity: value1)
    switch action {
    case let .add(_, quantity) where quantity <= 0:
      return .just(.setMessage("Nothing to add"))

    case let .add(name, quantity) where self.currentState.total + quantity > self.maximum:
      // Over the limit: say how many are left.
      let left = max(0, self.maximum - self.currentState.total)
      return .just(.setMessage("Only \(left) more \(name) fit"))

    case let .add(name, quantity):
      let items = self.merged(self.currentState.items, adding: Item(name: name, quantity: quantity))
      return Observable.concat([
        .just(.pushHistory(self.currentState.items)),
        .just(.setItems(items)),
        .just(.setMessage(nil)),
      ])

    default:
      // Only Action.add reaches this hook.
      return .empty()
    }
  }

  func mutateRemove(name: String) -> Observable<Mutation> {
    let items = self.currentState.items.filter { item in
      item.name != name
    }
    return Observable.from([Mutation.pushHistory(self.currentState.items), .setItems(items)])
  }

  func mutateClear() -> Observable<Mutation> {
    return Observable.just(self.currentState.items)
      .map { items -> Mutation in
        items.isEmpty ? .setMessage(State.emptyMessage) : .setItems([])
      }
  }

  func mutateUndo() -> Observable<Mutation> {
    let action = Action.undo
    switch action {
    case .undo where self.currentState.history.isEmpty:
      return .empty()

    case .undo:
      return .just(.popHistory)

    default:
      // Only Action.undo reaches this hook.
      return .empty()
    }
  }

  func mutateCheckout() -> Observable<Mutation> {
    return Observable.just(self.currentState.items)
      .map { items -> Mutation in
        items.isEmpty ? .setMessage(State.emptyMessage) : .setItems([])
      }
  }

  // MARK: Reduce

  func reduceSetItems(state newState: inout State, items: [CartViewReactor.Item]) {
    newState.items = items.sorted { $0.name < $1.name }
  }

  func reducePushHistory(state newState: inout State, items: [CartViewReactor.Item]) {
    // Reads the state reduce was given: the same as the copy until the copy changes.
    newState.history = newState.history + [items]
  }

  func reducePopHistory(state newState: inout State) {
    if let last = newState.history.popLast() {
      newState.items = last
    }
  }

  // MARK: Moved from Original/CartViewReactor.swift

  struct Item: Equatable {
    var name: String
    var quantity: Int
  }

  private func merged(_ items: [Item], adding item: Item) -> [Item] {
    var items = items
    if let index = items.firstIndex(where: { $0.name == item.name }) {
      items[index].quantity += item.quantity
    } else {
      items.append(item)
    }
    return items
  }
}

extension CartViewReactor.State {
  // The type's own constants: a field's default and mutate read them.
  static let emptyMessage = "The cart is empty"

  static let defaultTitle = "Cart"

  var total: Int {
    items.reduce(0) { $0 + $1.quantity }
  }
}
