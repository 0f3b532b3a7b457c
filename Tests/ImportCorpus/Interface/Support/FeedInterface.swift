// Copyright (c) The reactorgen authors.
import ReactorKit

/// A feature's interface module, as modular apps keep theirs (a Tuist `Interface` target): the
/// reactor's Action, Mutation and State are declared here, and the protocol the app's reactor
/// implements names them. reactorgen-import reads the enums' cases and leaves this file as it is.
enum FeedAction {
  case refresh
  case like(id: Int)
  case unlike(id: Int)
}

enum FeedMutation {
  case setItems([Int])
  case setLiked(Int, Bool)
}

struct FeedState {
  var items: [Int] = []
  var liked: Set<Int> = []
  var refreshes = 0
}

protocol FeedReactorInterface: Reactor where Action == FeedAction, Mutation == FeedMutation, State == FeedState {}

/// Where the items come from.
protocol FeedLoading {
  func items() -> [Int]
}

/// A screen whose interface has no actions yet: its enums have no cases.
enum ArchiveAction {}
enum ArchiveMutation {}
struct ArchiveState {
  var title = "Archive"
}
