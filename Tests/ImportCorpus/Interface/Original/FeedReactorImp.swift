// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

final class FeedReactorImp: FeedReactorInterface {
  typealias Action = FeedAction
  typealias Mutation = FeedMutation
  typealias State = FeedState

  let initialState: State
  private let loader: FeedLoading

  init(loader: FeedLoading) {
    self.loader = loader
    self.initialState = State()
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .refresh:
      return .just(.setItems(loader.items()))
    case let .like(id):
      return .just(.setLiked(id, true))
    case let .unlike(id):
      return .just(.setLiked(id, false))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setItems(items):
      newState.items = items
      newState.refreshes += 1
    case let .setLiked(id, isLiked):
      if isLiked {
        newState.liked.insert(id)
      } else {
        newState.liked.remove(id)
      }
    }
    return newState
  }
}
