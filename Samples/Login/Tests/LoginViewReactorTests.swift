// Created by reactorgen from Login.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Fill in the skipped tests; the others check what the spec declares.

import RxSwift
import XCTest
@testable import Login

final class LoginViewReactorTests: XCTestCase {
  private func makeReactor(authService: any AuthServiceType = MockAuthService()) -> LoginViewReactor {
    LoginViewReactor(authService: authService)
  }

  func testInitialState() {
    let reactor = makeReactor()
    XCTAssertEqual(reactor.initialState.email, "")
    XCTAssertEqual(reactor.initialState.password, "")
    XCTAssertFalse(reactor.initialState.isLoading)
    XCTAssertNil(reactor.initialState.session)
    XCTAssertNil(reactor.initialState.errorMessage)
  }

  func testReduceSetEmail() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setEmail("value"))
    XCTAssertEqual(state.email, "value")
  }

  func testReduceSetPassword() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setPassword("value"))
    XCTAssertEqual(state.password, "value")
  }

  func testReduceSetLoading() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setLoading(true))
    XCTAssertEqual(state.isLoading, true)
  }

  func testReduceSetSession() {
    let reactor = makeReactor()
    let session = Session(email: "ada@example.com", token: "t1")
    let state = reactor.reduce(state: reactor.initialState, mutation: .setSession(session))
    XCTAssertEqual(state.session, session)
  }

  func testReduceSetErrorMessage() {
    let reactor = makeReactor()
    let state = reactor.reduce(state: reactor.initialState, mutation: .setErrorMessage("value"))
    XCTAssertEqual(state.errorMessage, "value")
  }

  func testActionUpdateEmail() {
    let reactor = makeReactor()
    var states: [LoginViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.updateEmail("value"))
    // The current state, then one state per mutation: .setEmail.
    XCTAssertEqual(states.count, 2)
    guard states.count == 2 else { return }
    XCTAssertEqual(states[1].email, "value")
  }

  func testActionUpdatePassword() {
    let reactor = makeReactor()
    var states: [LoginViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.updatePassword("value"))
    // The current state, then one state per mutation: .setPassword.
    XCTAssertEqual(states.count, 2)
    guard states.count == 2 else { return }
    XCTAssertEqual(states[1].password, "value")
  }

  /// A reactor whose form holds `email` and `password`.
  private func filledIn(_ reactor: LoginViewReactor, email: String = "ada@example.com", password: String = "secret") -> LoginViewReactor {
    reactor.action.onNext(.updateEmail(email))
    reactor.action.onNext(.updatePassword(password))
    return reactor
  }

  /// Sends `action` and collects the states until `isDone` holds for one (the async hook's
  /// mutations are delivered on the main queue, which waiting runs).
  private func states(
    after action: LoginViewReactor.Action, of reactor: LoginViewReactor, until isDone: @escaping ([LoginViewReactor.State]) -> Bool
  ) -> [LoginViewReactor.State] {
    var states: [LoginViewReactor.State] = []
    let done = expectation(description: "the action's states")
    let subscription = reactor.state.subscribe(onNext: { state in
      states.append(state)
      if isDone(states) { done.fulfill() }
    })
    defer { subscription.dispose() }
    reactor.action.onNext(action)
    wait(for: [done], timeout: 5)
    return states
  }

  func testActionLogin() {
    let authService = MockAuthService()
    authService.loginHandler = { email, _ in Session(email: email, token: "t1") }
    let reactor = filledIn(makeReactor(authService: authService))
    let states = states(after: .login, of: reactor) { $0.count == 5 }
    // The current state, the bracket opening, the error cleared, the session, the bracket closing.
    XCTAssertEqual(states.map(\.isLoading), [false, true, true, true, false])
    XCTAssertEqual(states.last?.session, Session(email: "ada@example.com", token: "t1"))
    XCTAssertEqual(authService.loginCalls.map(\.email), ["ada@example.com"])
    XCTAssertEqual(authService.loginCalls.map(\.password), ["secret"])
  }

  /// The hook gets the fields as they were when `login` arrived: typing on while the request
  /// runs changes the form, not the request.
  func testActionLoginSendsTheFieldsAsTheyWereWhenTheActionArrived() {
    let authService = MockAuthService()
    let (typedOn, sayTypedOn) = AsyncStream<Void>.makeStream()
    authService.loginHandler = { email, _ in
      // Answers only after the form changed.
      for await _ in typedOn { break }
      return Session(email: email, token: "t1")
    }
    let reactor = filledIn(makeReactor(authService: authService))
    var states: [LoginViewReactor.State] = []
    let done = expectation(description: "logged in")
    let subscription = reactor.state.subscribe(onNext: { state in
      states.append(state)
      if state.session != nil && !state.isLoading { done.fulfill() }
    })
    defer { subscription.dispose() }
    reactor.action.onNext(.login)
    reactor.action.onNext(.updateEmail("grace@example.com"))
    reactor.action.onNext(.updatePassword("other"))
    sayTypedOn.yield()
    wait(for: [done], timeout: 5)
    XCTAssertEqual(authService.loginCalls.map(\.email), ["ada@example.com"])
    XCTAssertEqual(authService.loginCalls.map(\.password), ["secret"])
    XCTAssertEqual(reactor.currentState.session?.email, "ada@example.com")
    XCTAssertEqual(reactor.currentState.email, "grace@example.com")
  }

  func testActionLoginFailureSetsTheErrorMessageAndEndsLoading() {
    let authService = MockAuthService()
    authService.loginHandler = { _, _ in throw LoginError.wrongPassword }
    let reactor = filledIn(makeReactor(authService: authService), password: "wrong")
    let states = states(after: .login, of: reactor) { $0.count == 4 }
    // The current state, the bracket opening, the error, the bracket closing.
    XCTAssertEqual(states.map(\.isLoading), [false, true, true, false])
    XCTAssertEqual(states[2].errorMessage, "The email or password is wrong.")
    XCTAssertNil(states.last?.session)
  }

  func testActionLoginWithAnEmptyFieldDoesNothing() {
    let authService = MockAuthService()
    let reactor = filledIn(makeReactor(authService: authService), password: "")
    var states: [LoginViewReactor.State] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    reactor.action.onNext(.login)
    XCTAssertEqual(states.count, 1)
    XCTAssertEqual(authService.loginCallCount, 0)
  }

  func testActionLoginIsIgnoredWhileLoading() {
    let authService = MockAuthService()
    authService.loginHandler = { email, _ in Session(email: email, token: "t1") }
    let reactor = filledIn(makeReactor(authService: authService))
    reactor.action.onNext(.login)
    XCTAssertTrue(reactor.currentState.isLoading)
    let states = states(after: .login, of: reactor) { !$0.last!.isLoading }
    XCTAssertEqual(states.last?.session?.token, "t1")
    XCTAssertEqual(authService.loginCallCount, 1)
  }
}
