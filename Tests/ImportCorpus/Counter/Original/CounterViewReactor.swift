import Foundation
import ReactorKit
import RxSwift

final class CounterViewReactor: Reactor {
  enum Action {
    case increase
    case decrease
    case reset
    case setTo(Int)
  }

  enum Mutation {
    case increaseValue
    case decreaseValue
    case setLoading(Bool)
    case setValue(Int)
    case setAlertMessage(String)
  }

  struct State {
    var value: Int = 0
    var isLoading: Bool = false
    @Pulse var alertMessage: String? = nil
  }

  let initialState: State

  init() {
    self.initialState = State()
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase:
      return Observable.concat([
        Observable.just(Mutation.setLoading(true)),
        Observable.just(Mutation.increaseValue),
        Observable.just(Mutation.setLoading(false)),
      ])

    case .decrease:
      // Going below zero is not allowed.
      guard currentState.value > 0 else {
        return .just(.setAlertMessage("The value is already zero"))
      }
      return .just(.decreaseValue)

    case .reset:
      return .just(.setValue(0))

    case let .setTo(number):
      return .just(.setValue(number))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case .increaseValue:
      newState.value += 1

    case .decreaseValue:
      newState.value -= 1

    case let .setLoading(isLoading):
      newState.isLoading = isLoading

    case let .setValue(v):
      newState.value = v
      if v == 0 { newState.alertMessage = "Reset" }

    case let .setAlertMessage(message):
      newState.alertMessage = message
    }
    return newState
  }

  /// A helper the view uses.
  var valueText: String { "\(currentState.value)" }
}
