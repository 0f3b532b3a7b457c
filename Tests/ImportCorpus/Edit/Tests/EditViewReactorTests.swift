// Behaviour of the hand-written editor (Original/) and of the one regenerated from its import
// (Imported/): the same file runs against both.
import RxSwift
import XCTest
@testable import Edit

final class EditViewReactorTests: XCTestCase {
  func testTheInitialStateComesFromTheMode() {
    let new = EditViewReactor(mode: .new)
    XCTAssertEqual(new.initialState.title, "New")
    XCTAssertEqual(new.initialState.text, "")
    XCTAssertFalse(new.initialState.canSubmit)
    let edit = EditViewReactor(mode: .edit("milk"), limit: 3)
    XCTAssertEqual(edit.initialState.title, "Edit")
    XCTAssertEqual(edit.initialState.text, "milk")
    XCTAssertTrue(edit.initialState.canSubmit)
    XCTAssertEqual(edit.limit, 3)
  }

  func testTextIsCutAtTheLimitAndEnablesSubmit() {
    let reactor = EditViewReactor(mode: .new, limit: 3)
    reactor.action.onNext(.updateText("bread"))
    XCTAssertEqual(reactor.currentState.text, "bre")
    XCTAssertTrue(reactor.currentState.canSubmit)
    reactor.action.onNext(.updateText(""))
    XCTAssertFalse(reactor.currentState.canSubmit)
  }

  func testSubmitDismissesOnlyWhenThereIsText() {
    let reactor = EditViewReactor(mode: .new)
    reactor.action.onNext(.submit)
    XCTAssertFalse(reactor.currentState.isDismissed)
    reactor.action.onNext(.updateText("eggs"))
    reactor.action.onNext(.submit)
    XCTAssertTrue(reactor.currentState.isDismissed)
  }
}
