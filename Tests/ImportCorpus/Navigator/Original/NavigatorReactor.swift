// Copyright (c) The reactorgen authors.
import ReactorKit
import RxSwift

/// An RxFlow-style reactor: its actions only ask for navigation and count taps, so it has no
/// mutation (an empty `Mutation`), a service it makes itself after the initial state, the
/// state stream made at once, a delegate it is given and does not keep alive, and a summary made
/// when first read.
final class NavigatorReactor: Reactor {
  enum Action {
    case open(screen: String, animated: Bool = true)
    case back
  }

  enum Mutation {
  }

  struct State {
  }

  let initialState: State
  let routes = PublishSubject<String>()
  private(set) var taps: Int
  let history: History
  weak var delegate: NavigatorDelegate?
  /// Made the first time it is read, from what the navigator holds then.
  lazy var summary: String = "\(taps) tap(s)"

  init(delegate: NavigatorDelegate? = nil) {
    self.delegate = delegate
    self.initialState = State()
    self.taps = 0
    history = History()
    // ReactorKit builds its pipeline when `state` is first read: actions sent before a view
    // subscribes are handled too.
    _ = self.state
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case let .open(screen, animated):
      taps += 1
      history.push(screen)
      delegate?.navigator(didOpen: screen)
      routes.onNext(animated ? screen : screen + " (at once)")
      return .empty()

    case .back:
      taps += 1
      routes.onNext(history.pop() ?? "root")
      return .empty()
    }
  }
}

/// Told where the navigator goes; it owns the navigator, which keeps it weakly.
protocol NavigatorDelegate: AnyObject {
  func navigator(didOpen screen: String)
}

/// Where the navigator has been.
final class History {
  private var screens: [String] = []

  func push(_ screen: String) { screens.append(screen) }

  func pop() -> String? {
    guard !screens.isEmpty else { return nil }
    screens.removeLast()
    return screens.last
  }
}
