import Foundation
import ReactorKit
import ReactorKitObservation
import RxSwift

/// A SwiftUI form on ReactorKit's main branch: the view binds to the state through
/// ObservedReactor, whose bindings send `.binding(.set(\.name, newValue))`.
final class ProfileViewReactor: Reactor {
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case save
  }

  enum Mutation {
    case binding(BindingAction<State>)
    case setSaving(Bool)
    case setSavedName(String)
  }

  @ObservableState
  struct State {
    var name: String = ""
    var isSaving: Bool = false
    var savedName: String?
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .binding(bindingAction):
      return .just(.binding(bindingAction))

    case .save:
      let name = self.currentState.name.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { return .empty() }
      return .concat([
        .just(.setSaving(true)),
        .just(.setSavedName(name)),
        .just(.setSaving(false)),
      ])
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case let .binding(bindingAction):
      bindingAction.apply(to: &state)

    case let .setSaving(isSaving):
      state.isSaving = isSaving

    case let .setSavedName(name):
      state.savedName = name
    }
    return state
  }
}
