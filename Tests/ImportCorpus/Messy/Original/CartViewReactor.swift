import Foundation
import ReactorKit
import RxSwift

// A shopping cart written the way screens grow: inline closures, `where` clauses, shared cases,
// a default, helpers, a nested type and State's own constants.
final class CartViewReactor: Reactor {
  enum Action {
    case add(String, quantity: Int)
    case remove(String)
    case clear
    case undo
    case checkout
  }

  enum Mutation {
    case setItems([Item])
    case setMessage(String?)
    case pushHistory([Item])
    case popHistory
  }

  struct State {
    // The type's own constants: a field's default and mutate read them.
    static let emptyMessage = "The cart is empty"
    static let defaultTitle = "Cart"

    var title: String = defaultTitle
    var items: [Item] = []
    var history: [[Item]] = []
    var message: String?

    var total: Int {
      items.reduce(0) { $0 + $1.quantity }
    }
  }

  struct Item: Equatable {
    var name: String
    var quantity: Int
  }

  let maximum: Int
  let initialState = State()

  init(maximum: Int = 5) {
    self.maximum = maximum
  }

  func mutate(action: Action) -> Observable<Mutation> {
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

    case let .remove(name):
      let items = self.currentState.items.filter { item in
        item.name != name
      }
      return Observable.from([Mutation.pushHistory(self.currentState.items), .setItems(items)])

    case .undo where self.currentState.history.isEmpty:
      return .empty()

    case .undo:
      return .just(.popHistory)

    default:
      return Observable.just(self.currentState.items)
        .map { items -> Mutation in
          items.isEmpty ? .setMessage(State.emptyMessage) : .setItems([])
        }
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setItems(items):
      newState.items = items.sorted { $0.name < $1.name }
    case let .setMessage(message):
      newState.message = message
    case let .pushHistory(items):
      // Reads the state reduce was given: the same as the copy until the copy changes.
      newState.history = state.history + [items]
    case .popHistory:
      if let last = newState.history.popLast() {
        newState.items = last
      }
    }
    return newState
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
