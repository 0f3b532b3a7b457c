// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Refined

private final class Recorder: SettingsScreenDelegate {
  var opened: [String] = []
  func settingsScreenDidOpen(_ screen: String) { opened.append(screen) }
}

final class SettingsScreenReactorTests: XCTestCase {
  func testTheDelegateIsToldAndNotKeptAlive() {
    let reactor = SettingsScreenReactor()
    var recorder: Recorder? = Recorder()
    reactor.delegate = recorder
    reactor.action.onNext(.openAbout)
    XCTAssertEqual(recorder?.opened, ["about"])
    recorder = nil
    XCTAssertNil(reactor.delegate, "the reactor holds its delegate weakly")
  }

  func testItIsAScreenReactorThatRoutesAndToggles() {
    let reactor = SettingsScreenReactor()
    let screen: any ScreenReactor = reactor
    reactor.action.onNext(.toggleSound)
    reactor.action.onNext(.openAbout)
    XCTAssertFalse(reactor.currentState.isSoundOn)
    XCTAssertEqual(screen.routes, ["about"])
  }
}
