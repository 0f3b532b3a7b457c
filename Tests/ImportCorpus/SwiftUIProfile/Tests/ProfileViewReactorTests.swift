// Behaviour of the hand-written SwiftUI reactor (Original/) and of the one regenerated from its
// import (Imported/): the same file runs against both.
import ReactorKitObservation
import RxSwift
import XCTest
@testable import SwiftUIProfile

final class ProfileViewReactorTests: XCTestCase {
  func testABindingChangesTheFieldAndSaveKeepsTheTrimmedName() {
    let reactor = ProfileViewReactor()
    reactor.action.onNext(.binding(.set(\.name, "  Ann ")))
    XCTAssertEqual(reactor.currentState.name, "  Ann ")
    var saving: [Bool] = []
    let subscription = reactor.state.subscribe(onNext: { saving.append($0.isSaving) })
    defer { subscription.dispose() }
    reactor.action.onNext(.save)
    XCTAssertEqual(reactor.currentState.savedName, "Ann")
    XCTAssertEqual(saving, [false, true, true, false])
  }

  func testAnEmptyNameIsNotSaved() {
    let reactor = ProfileViewReactor()
    reactor.action.onNext(.binding(.set(\.name, "   ")))
    reactor.action.onNext(.save)
    XCTAssertNil(reactor.currentState.savedName)
  }
}
