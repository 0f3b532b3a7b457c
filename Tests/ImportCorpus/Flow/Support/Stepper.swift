import RxSwift

/// RxFlow's shape, reduced: a reactor that asks for navigation emits steps.
protocol Stepper: AnyObject {
  var steps: PublishSubject<String> { get }
}

/// A service the reactor makes itself, from an init parameter.
final class Greeter {
  let prefix: String

  init(prefix: String) {
    self.prefix = prefix
  }

  func greet(_ name: String) -> String { "\(prefix), \(name)" }
}
