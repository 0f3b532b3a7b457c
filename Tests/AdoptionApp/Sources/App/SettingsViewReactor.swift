import ReactorKit
import RxSwift

final class SettingsViewReactor: Reactor {
  enum Action {
    case toggleSound
    case rename(String)
  }

  enum Mutation {
    case toggleSound
    case setName(String)
  }

  struct State {
    var isSoundOn: Bool = true
    var name: String = ""
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .toggleSound:
      return .just(.toggleSound)
    case let .rename(name):
      // Spaces are folded, and a blank name keeps the one there is.
      let words = name.split(separator: " ")
      guard !words.isEmpty else { return .empty() }
      return .just(.setName(words.joined(separator: " ")))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .toggleSound:
      state.isSoundOn.toggle()
    case let .setName(name):
      state.name = name
    }
    return state
  }
}
