/// How an action is paced in `transform(action:)` before `mutate` sees it: one of RxSwift's time
/// operators, each a spec key of an action (`debounce: 300ms`). A new pace is a case here and its
/// operator in ``GeneratedCode/pacing(_:)``, and its key in ``ActionKey``: the decoder, the
/// encoder, the resolver, the translator and import go through ``allCases``.
package enum ActionPace: String, Sendable, Equatable, CaseIterable {
  /// `debounce: 300ms`: the action goes on once this long passes without another of its kind
  /// (search as you type).
  case debounce
  /// `throttle: 500ms`: the first goes on at once, and others of its kind are dropped until this
  /// long has passed (a button tapped twice).
  case throttle

  /// The spec key, declared with the other options of an action.
  var key: ActionKey {
    switch self {
    case .debounce: .debounce
    case .throttle: .throttle
    }
  }

  /// `debounced`: what the generated code and its messages call an action so paced.
  var participle: String { rawValue + "d" }
}

/// An action's pace and its time in whole milliseconds (`debounce: 0.5s` is 500).
struct Pacing: Sendable, Equatable {
  var pace: ActionPace
  var milliseconds: Int
}
