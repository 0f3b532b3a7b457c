// ReactorKit re-exports RxSwift (`@_exported import RxSwift`, in 3.2.0 and main): a reactor file
// that imports ReactorKit alone sees RxSwift's types, as apps' reactors rely on. This file imports
// nothing else, so it compiles only where that holds; it runs unchanged on the real ReactorKit.
import ReactorKit
import XCTest

final class ReactorKitExportsTests: XCTestCase {
  func testRxSwiftsTypesAreSeenThroughReactorKitAlone() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription: Disposable = subject.asObservable().subscribe(onNext: { seen.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    XCTAssertEqual(seen, [1])
  }
}
