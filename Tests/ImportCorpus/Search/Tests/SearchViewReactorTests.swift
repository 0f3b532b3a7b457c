// Behaviour of the hand-written search (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Search

/// Answers each search when the test says so.
final class ManualSearchAPI: SearchAPIType {
  var requests: [(query: String, page: Int, answer: PublishSubject<(repos: [String], nextPage: Int?)>)] = []

  func search(query: String, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
    let answer = PublishSubject<(repos: [String], nextPage: Int?)>()
    requests.append((query, page, answer))
    return answer.asObservable()
  }

  func answer(_ index: Int, repos: [String], nextPage: Int?) {
    requests[index].answer.onNext((repos, nextPage))
    requests[index].answer.onCompleted()
  }
}

final class SearchViewReactorTests: XCTestCase {
  func testAQueryShowsItsFirstPage() {
    let api = ManualSearchAPI()
    let reactor = SearchViewReactor(api: api)
    reactor.action.onNext(.updateQuery("rx"))
    XCTAssertEqual(reactor.currentState.query, "rx")
    XCTAssertEqual(api.requests.map(\.page), [1])
    api.answer(0, repos: ["RxSwift"], nextPage: 2)
    XCTAssertEqual(reactor.currentState.repos, ["RxSwift"])
    XCTAssertEqual(reactor.currentState.nextPage, 2)
  }

  func testANewQueryCancelsTheSearchBefore() {
    let api = ManualSearchAPI()
    let reactor = SearchViewReactor(api: api)
    reactor.action.onNext(.updateQuery("r"))
    reactor.action.onNext(.updateQuery("rx"))
    api.answer(0, repos: ["stale"], nextPage: nil)
    XCTAssertEqual(reactor.currentState.repos, [])
    api.answer(1, repos: ["RxSwift"], nextPage: nil)
    XCTAssertEqual(reactor.currentState.repos, ["RxSwift"])
  }

  func testTheNextPageIsAppendedAndNotLoadedTwice() {
    let api = ManualSearchAPI()
    let reactor = SearchViewReactor(api: api)
    reactor.action.onNext(.updateQuery("rx"))
    api.answer(0, repos: ["a"], nextPage: 2)
    reactor.action.onNext(.loadNextPage)
    XCTAssertTrue(reactor.currentState.isLoadingNextPage)
    reactor.action.onNext(.loadNextPage)
    XCTAssertEqual(api.requests.count, 2)
    api.answer(1, repos: ["b"], nextPage: nil)
    XCTAssertEqual(reactor.currentState.repos, ["a", "b"])
    XCTAssertFalse(reactor.currentState.isLoadingNextPage)
    reactor.action.onNext(.loadNextPage)
    XCTAssertEqual(api.requests.count, 2)
  }

  func testAFailedPageIsAnError() {
    let api = ManualSearchAPI()
    let reactor = SearchViewReactor(api: api)
    reactor.action.onNext(.updateQuery("rx"))
    api.answer(0, repos: ["a"], nextPage: 2)
    reactor.action.onNext(.loadNextPage)
    api.requests[1].answer.onError(SearchError.rateLimited)
    XCTAssertTrue(reactor.currentState.error is SearchError)
    XCTAssertFalse(reactor.currentState.isLoadingNextPage)
  }

  func testAnEmptyQueryClearsWithoutSearching() {
    let api = ManualSearchAPI()
    let reactor = SearchViewReactor(api: api)
    reactor.action.onNext(.updateQuery(""))
    XCTAssertTrue(api.requests.isEmpty)
    XCTAssertEqual(reactor.currentState.repos, [])
  }
}
