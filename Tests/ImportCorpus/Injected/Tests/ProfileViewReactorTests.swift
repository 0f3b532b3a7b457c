// Behaviour of the hand-written reactor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Injected

final class ProfileViewReactorTests: XCTestCase {
  func testTheInjectedServiceAnswersALoad() {
    Container.register(NamingService(prefix: "user"), as: ProfileServiceType.self)
    Container.register("Hello, ", as: String.self)
    let reactor = ProfileViewReactor()
    reactor.action.onNext(.load(id: 7))
    XCTAssertEqual(reactor.currentState.name, "Hello, user 7")
  }

  func testTheServiceIsResolvedWhenTheReactorIsMade() {
    Container.register(NamingService(prefix: "first"), as: ProfileServiceType.self)
    Container.register("Hi, ", as: String.self)
    let reactor = ProfileViewReactor()
    Container.register(NamingService(prefix: "second"), as: ProfileServiceType.self)
    Container.register("Bye, ", as: String.self)
    reactor.action.onNext(.load(id: 1))
    XCTAssertEqual(reactor.currentState.name, "Hi, first 1", "the wrappers resolved their values once, as the reactor was made")
  }
}

private struct NamingService: ProfileServiceType {
  var prefix: String
  func name(of id: Int) -> Observable<String> { .just("\(prefix) \(id)") }
}
