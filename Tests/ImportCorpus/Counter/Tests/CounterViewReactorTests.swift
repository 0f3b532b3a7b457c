// Behaviour of the hand-written counter (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Counter

final class CounterViewReactorTests: XCTestCase {
  private func states(after actions: [CounterViewReactor.Action], of reactor: CounterViewReactor) -> [CounterViewReactor.State] {
    var states: [CounterViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    for action in actions { reactor.action.onNext(action) }
    return states
  }

  func testInitialState() {
    let reactor = CounterViewReactor()
    XCTAssertEqual(reactor.currentState.value, 0)
    XCTAssertFalse(reactor.currentState.isLoading)
    XCTAssertNil(reactor.currentState.alertMessage)
  }

  func testIncreaseIsBracketedByLoading() {
    let reactor = CounterViewReactor()
    let seen = states(after: [.increase], of: reactor)
    XCTAssertEqual(seen.map(\.isLoading), [false, true, true, false])
    XCTAssertEqual(seen.map(\.value), [0, 0, 1, 1])
  }

  func testDecreaseAtZeroAlertsAndKeepsTheValue() {
    let reactor = CounterViewReactor()
    var alerts: [String] = []
    let subscription = reactor.pulse(\.$alertMessage).subscribe(onNext: { if let text = $0 { alerts.append(text) } })
    defer { subscription.dispose() }
    reactor.action.onNext(.decrease)
    XCTAssertEqual(reactor.currentState.value, 0)
    XCTAssertEqual(alerts, ["The value is already zero"])
  }

  func testDecreaseAboveZero() {
    let reactor = CounterViewReactor()
    _ = states(after: [.setTo(3), .decrease], of: reactor)
    XCTAssertEqual(reactor.currentState.value, 2)
  }

  func testResetAlerts() {
    let reactor = CounterViewReactor()
    _ = states(after: [.setTo(3), .reset], of: reactor)
    XCTAssertEqual(reactor.currentState.value, 0)
    XCTAssertEqual(reactor.currentState.alertMessage, "Reset")
    XCTAssertEqual(reactor.valueText, "0")
  }
}
