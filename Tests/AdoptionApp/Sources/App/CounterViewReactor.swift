import ReactorKit
import RxSwift

final class CounterViewReactor: Reactor {
  enum Action {
    case increase
    case reset
  }

  enum Mutation {
    case increaseValue
    case setValue(Int)
  }

  struct State {
    var value: Int = 0
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase:
      return .just(.increaseValue)
    case .reset:
      return .just(.setValue(0))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue:
      state.value += 1
    case let .setValue(value):
      state.value = value
    }
    return state
  }
}
