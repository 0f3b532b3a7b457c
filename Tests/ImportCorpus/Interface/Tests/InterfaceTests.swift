// Behaviour of the hand-written reactors (Original/) and of the ones regenerated from their import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Interface

private struct Loader: FeedLoading {
  func items() -> [Int] { [3, 1, 2] }
}

final class InterfaceTests: XCTestCase {
  func testTheFeedReactorImplementsItsInterfaceWithTheInterfacesTypes() {
    let reactor = FeedReactorImp(loader: Loader())
    // The interface's own enums are the reactor's Action and Mutation.
    let action: FeedReactorImp.Action = FeedAction.refresh
    reactor.action.onNext(action)
    reactor.action.onNext(.like(id: 1))
    reactor.action.onNext(.like(id: 2))
    reactor.action.onNext(.unlike(id: 1))
    XCTAssertEqual(reactor.currentState.items, [3, 1, 2])
    XCTAssertEqual(reactor.currentState.liked, [2])
    XCTAssertEqual(reactor.currentState.refreshes, 1)
    func implementation<R: FeedReactorInterface>(_ reactor: R) -> FeedState { reactor.currentState }
    XCTAssertEqual(implementation(reactor).liked, [2])
  }

  func testTheCounterListReactorNamesTheTypesAtTheTopOfItsFile() {
    let reactor = CounterListReactor()
    reactor.action.onNext(CounterListAction.add(2))
    reactor.action.onNext(.add(5))
    XCTAssertEqual(reactor.currentState.values, [2, 5])
    XCTAssertEqual(reactor.currentState.total, 7)
    reactor.action.onNext(.reset)
    XCTAssertEqual(reactor.currentState.values, [])
    XCTAssertEqual(reactor.currentState.lastChange, "clear")
    let mutation: CounterListReactor.Mutation = CounterListMutation.clear
    XCTAssertEqual(reactor.reduce(state: CounterListState(values: [1]), mutation: mutation).values, [])
  }

  func testTheArchiveReactorOfEnumsWithoutCasesHasItsInitialState() {
    let reactor = ArchiveReactorImp()
    XCTAssertEqual(reactor.currentState.title, "Archive")
  }
}
