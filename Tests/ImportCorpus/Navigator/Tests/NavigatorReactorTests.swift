// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Navigator

final class NavigatorReactorTests: XCTestCase {
  func testActionsOnlyNavigate() {
    let reactor = NavigatorReactor()
    var routes: [String] = []
    let subscription = reactor.routes.subscribe(onNext: { routes.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.open(screen: "profile"))
    reactor.action.onNext(.open(screen: "settings", animated: false))
    reactor.action.onNext(.back)
    reactor.action.onNext(.back)
    XCTAssertEqual(routes, ["profile", "settings (at once)", "profile", "root"])
    XCTAssertEqual(reactor.taps, 4)
  }

  func testTheServiceMadeInInitKeepsTheHistory() {
    let reactor = NavigatorReactor()
    reactor.action.onNext(.open(screen: "a"))
    reactor.action.onNext(.open(screen: "b"))
    XCTAssertEqual(reactor.history.pop(), "a")
  }

  /// The delegate is told, and not kept alive: once its owner lets it go, it is gone.
  func testTheDelegateIsToldAndNotKeptAlive() {
    final class Owner: NavigatorDelegate {
      var opened: [String] = []
      func navigator(didOpen screen: String) { opened.append(screen) }
    }
    var owner: Owner? = Owner()
    let reactor = NavigatorReactor(delegate: owner)
    reactor.action.onNext(.open(screen: "a"))
    XCTAssertEqual(owner?.opened, ["a"])
    owner = nil
    XCTAssertNil(reactor.delegate)
    reactor.action.onNext(.open(screen: "b"))
    XCTAssertEqual(reactor.taps, 2)
  }

  /// The summary is made when first read, not in init, and then kept.
  func testTheSummaryIsMadeWhenFirstRead() {
    let reactor = NavigatorReactor()
    reactor.action.onNext(.back)
    XCTAssertEqual(reactor.summary, "1 tap(s)")
    reactor.action.onNext(.back)
    XCTAssertEqual(reactor.summary, "1 tap(s)")
  }

  /// Nobody reads `state` here (init does, and ReactorKit's `action` too).
  func testActionsAreHandledBeforeAnyoneSubscribes() {
    let reactor = NavigatorReactor()
    reactor.action.onNext(.back)
    XCTAssertEqual(reactor.taps, 1)
  }
}
