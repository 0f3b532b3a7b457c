import ReactorGenSwift

/// The functions of ReactorKit's `Reactor` that a generated reactor implements: the resolver
/// names the switch a case is missing from, import the function whose parameter a moved case
/// reads.
enum ReactorKitFunction: Sendable, Equatable {
  case mutate
  case reduce
  /// `transform(action:)`, `transform(mutation:)` or `transform(state:)`.
  case transform(stream: String)

  /// `mutate(action:)`.
  var selector: String {
    switch self {
    case .mutate: FunctionSelector.spelled("mutate", labels: ["action"])
    case .reduce: FunctionSelector.spelled("reduce", labels: ["state", "mutation"])
    case .transform(let stream): FunctionSelector.spelled("transform", labels: [stream])
    }
  }
}
