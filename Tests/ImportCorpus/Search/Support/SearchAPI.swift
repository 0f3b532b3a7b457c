import RxSwift

/// The search screen's API; tests answer each request by hand.
protocol SearchAPIType {
  func search(query: String, page: Int) -> Observable<(repos: [String], nextPage: Int?)>
}

enum SearchError: Error {
  case rateLimited
}
