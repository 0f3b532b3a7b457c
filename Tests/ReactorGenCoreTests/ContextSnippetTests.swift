import XCTest

@testable import _ReactorGenCore
@testable import ReactorGenTestSupport

/// The context layer, where every code decision lives, one spec feature at a time: a spec
/// fragment in, the exact Swift blocks it must produce out (``assertContains(_:_:)`` compares whole
/// blocks, not substrings). Whole files are pinned by the goldens; these say which decision
/// produced which lines.
final class ContextSnippetTests: XCTestCase {
  /// The rendered files of a one-reactor spec, by path.
  private func files(_ spec: String, file: StaticString = #filePath, line: UInt = #line) -> [String: String] {
    guard let module = module(of: spec) else { return [:] }
    var diagnostics = Diagnostics()
    let files = Generator().render(module, diagnostics: &diagnostics) ?? []
    return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }

  private func reactor(_ body: String, services: String = "") -> String {
    "version: 1\n" + services + (services.isEmpty || services.hasSuffix("\n") ? "" : "\n") + "reactors:\n  R:\n"
      + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
  }

  /// The fragment is whole blocks of the file: its lines follow one another there exactly (blank
  /// lines aside), and the file's next line is not inside the fragment's last block. So an extra,
  /// missing or misplaced line fails, and so does a fragment cut off inside a block.
  private func assertContains(_ text: String?, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let text else { return XCTFail("no such file", file: file, line: line) }
    let expected = fragment.split(separator: "\n").map(String.init)
    let lines = text.split(separator: "\n").map(String.init)
    guard let first = expected.first, let start = lines.firstIndex(of: first) else {
      return XCTFail("no line\n\(expected.first ?? "")\n--- in ---\n\(text)", file: file, line: line)
    }
    let indent = { (line: String) in line.prefix { $0 == " " }.count }
    let found = Array(lines[start..<min(lines.count, start + expected.count)])
    XCTAssertEqual(found.joined(separator: "\n"), expected.joined(separator: "\n"), "in\n\(text)", file: file, line: line)
    if start + expected.count < lines.count {
      let next = lines[start + expected.count]
      XCTAssertLessThanOrEqual(indent(next), indent(first), "the fragment stops inside a block, before '\(next)'", file: file, line: line)
    }
  }

  // MARK: mutate(action:)

  func testPatternsBindOnlyTheValuesTheirBodyUses() {
    // An event or action whose values the mutation does not take binds none of them (Swift warns
    // about a bound value never used).
    let files = files(
      reactor(
        """
        services: [TapService]
        state:
          dirty: Bool = false
          n: Int = 0
        actions:
          - "tap(Int)": markDirty
          - "tapTwice(Int, String)": "setN(2)"
        mutations:
          - markDirty: toggle dirty
          - "setN(Int)": set n
        events:
          - TapService: { tapped: markDirty, moved: "setN(3)" }
        """, services: "services:\n  TapService:\n    events: [\"tapped(Int)\", \"moved(from: Int, to: Int)\"]\n"))
    let reactor = files["Generated/R.swift"]
    assertContains(reactor, "    case .tap:\n      return .just(.markDirty)\n")
    assertContains(reactor, "    case .tapTwice:\n      return .just(.setN(2))\n")
    assertContains(reactor, "        case .tapped:\n          return .markDirty\n")
    assertContains(reactor, "        case .moved:\n          return .setN(3)\n")
  }

  /// A field read into a local keeps its name, unless the case itself uses that name: here
  /// `self.startedActions.onNext(action)` needs mutate's `action`, and `Observable` its type.
  func testAReadFieldNeverHidesANameTheCaseUses() {
    let text = files(
      reactor(
        """
        state:
          action: Int = 0
          Observable: Int = 0
          count: Int = 0
          isLoading: Bool = false
        actions:
          - load: { when: "self.currentState.count >= 0", reads: [action, Observable, count], loading: setLoading, cancelledBy: [load] }
        mutations:
          - setLoading(Bool): set isLoading
        """))["Generated/R.swift"]
    assertContains(
      text,
      """
          case .load:
            guard self.currentState.count >= 0 else { return .empty() }
            let currentAction = self.currentState.action
            let currentObservable = self.currentState.Observable
            let count = self.currentState.count
            self.startedActions.onNext(action)
            return Observable.concat([
              .just(.setLoading(true)),
              Observable.deferred { [weak self] in self?.mutateLoad(action: currentAction, Observable: currentObservable, count: count) ?? .empty() }
                .catch { _ in .empty() },
              .just(.setLoading(false)),
            ])
            .take(until: self.startedActions.filter(Action.isLoadAction))
      """)
  }

  func testEmitPassesTheActionsValuesOn() {
    assertContains(
      files(
        reactor(
          """
          state:
            query: String? = nil
          actions:
            - "updateQuery(String?)": setQuery
          mutations:
            - setQuery(String?): set query
          """))["Generated/R.swift"],
      """
          case let .updateQuery(query):
            return .just(.setQuery(query))
      """)
  }

  func testConcatOfExplicitArguments() {
    assertContains(
      files(
        reactor(
          """
          state:
            count: Int = 0
            items: "[String] = []"
          actions:
            - reset: ["setCount(0)", clear]
            - restart:
                - setCount(1)
                - clear
          mutations:
            - setCount(Int): set count
            - clear: set items = []
          """))["Generated/R.swift"],
      """
          case .reset:
            return Observable.concat([.just(.setCount(0)), .just(.clear)])

          case .restart:
            return Observable.concat([
              .just(.setCount(1)),
              .just(.clear),
            ])
      """)
  }

  func testLoadingBracketWithGuardsCancellationAndErrors() {
    let reactor = files(
      reactor(
        """
        state:
          isLoading: Bool = false
          page: Int = 0
          error: String? = nil
        actions:
          - "search(String)": { when: "currentState.page < 10", loading: setLoading, ignoreWhileLoading: true, cancelledBy: [stop, search], catch: setError }
          - stop: setLoading(false)
        mutations:
          - setLoading(Bool): set isLoading
          - setError(String): set error
        """))["Generated/R.swift"]
    // The precondition first; the hook deferred to its turn; errors end the bracket; a new
    // search cancels the whole old bracket, a stop only its work. A search its guards ignore
    // cancels nothing: work listens for the cancelling actions that started, not those sent.
    assertContains(
      reactor,
      """
          case let .search(string):
            guard currentState.page < 10 else { return .empty() }
            guard !self.currentState.isLoading else { return .empty() }
            self.startedActions.onNext(action)
            return Observable.concat([
              .just(.setLoading(true)),
              Observable.deferred { [weak self] in self?.mutateSearch(string: string) ?? .empty() }
                .take(until: self.startedActions.filter(Action.isStopAction))
                .catch { error in .just(.setError(error.localizedDescription)) },
              .just(.setLoading(false)),
            ])
            .take(until: self.startedActions.filter(Action.isSearchAction))

          case .stop:
            self.startedActions.onNext(action)
            return .just(.setLoading(false))
      """)
    assertContains(
      reactor,
      """
        /// The cancelling actions that passed their guards: an ignored action cancels nothing.
        private lazy var startedActions = PublishSubject<Action>()
      """)
    assertContains(
      reactor,
      """
        /// Whether `action` is `.search`; used to cancel work with `take(until:)`.
        static func isSearchAction(_ action: Self) -> Bool {
          if case .search = action {
            return true
          }
          return false
        }
      """)
  }

  func testCancellersNoGuardCanIgnoreAreTheActionsSent() {
    // GitHub Search's pattern: no cancelling action can be ignored, so ReactorKit's own action
    // subject tells when one arrives, and the reactor declares nothing more.
    let reactor = files(
      reactor(
        """
        state:
          isLoading: Bool = false
        actions:
          - "updateQuery(String)": { loading: setLoading, cancelledBy: [updateQuery, stop] }
          - stop: setLoading(false)
        mutations:
          - setLoading(Bool): set isLoading
        """))["Generated/R.swift"]
    assertContains(
      reactor,
      """
            .take(until: self.action.filter(Action.isUpdateQueryAction))
      """)
    XCTAssertFalse(reactor?.contains("startedActions") ?? true, reactor ?? "")
  }

  func testHookAfterAnEmitRunsWhenItsTurnComes() {
    assertContains(
      files(
        reactor(
          """
          state:
            query: String = ""
          actions:
            - "updateQuery(String)": { emit: setQuery, hook: true }
          mutations:
            - setQuery(String): set query
          """))["Generated/R.swift"],
      """
            return Observable.concat([
              .just(.setQuery(query)),
              Observable.deferred { [weak self] in self?.mutateUpdateQuery(query: query) ?? .empty() },
            ])
      """)
  }

  func testPreconditionHook() {
    let output = files(
      reactor(
        """
        actions:
          - "load(Int)": { when: hook }
        mutations:
          - noop: ~
        """))
    assertContains(
      output["Generated/R.swift"], "      guard self.shouldLoad(int: int) else { return .empty() }\n      return self.mutateLoad(int: int)\n")
    assertContains(
      output["R+Logic.swift"],
      """
        func shouldLoad(int: Int) -> Bool {
          // TODO: Say whether Action.load should run in the current state.
          return true
        }
      """)
  }

  // MARK: reduce(state:mutation:)

  func testEveryDeclarativeReduceOperation() {
    assertContains(
      files(
        reactor(
          """
          state:
            items: "[Int] = []"
            isOn: Bool = false
            count: Int = 0
            title: String = ""
          actions:
            - tap: toggle
          mutations:
            - "add(Int)": append items
            - "addAll([Int])": append items
            - toggle: toggle isOn
            - up: increment count
            - down: { decrement: count }
            - rename: set title = "new"
          """))["Generated/R.swift"],
      """
          case let .add(int):
            state.items.append(int)

          case let .addAll(items):
            state.items.append(contentsOf: items)

          case .toggle:
            state.isOn.toggle()

          case .up:
            state.count += 1

          case .down:
            state.count -= 1

          case .rename:
            state.title = "new"
      """)
  }

  func testReduceHookGetsTheStateAndTheValues() {
    let output = files(
      reactor(
        """
        actions:
          - tap: "move(from: 1, to: 2)"
        mutations:
          - "move(from: Int, to: Int)"
        """))
    assertContains(
      output["Generated/R.swift"],
      """
          case let .move(from, to):
            self.reduceMove(state: &state, from: from, to: to)
      """)
    assertContains(output["Generated/R.swift"], "  func reduceMove(state: inout R.State, from: Int, to: Int)\n")
    assertContains(
      output["R+Logic.swift"],
      """
        func reduceMove(state: inout State, from: Int, to: Int) {
          // TODO: Apply Mutation.move to the state.
          assertionFailure("R.reduceMove is not written yet")
        }
      """)
  }

  // MARK: Events and transforms

  func testEventsFullyMappedArePlainMaps() {
    assertContains(
      files(
        reactor(
          """
          state:
            name: String = ""
          events:
            - UserService: { renamed: setName }
          mutations:
            - setName(String): set name
          """, services: "services:\n  UserService:\n    events: [\"renamed(String)\"]\n"))["Generated/R.swift"],
      """
          let userEventMutation = self.provider.userService.event
            .map { event -> Mutation in
              switch event {
              case let .renamed(string):
                return .setName(string)
              }
            }
          return Observable.merge(mutation, userEventMutation)
      """)
  }

  func testEventsPartlyMappedGoToTheHookByDefault() {
    let output = files(
      reactor(
        """
        events:
          - TaskService: { created: reload }
        mutations:
          - reload
        """, services: "services:\n  TaskService:\n    events: [created, \"deleted(id: String)\"]\n"))
    assertContains(
      output["Generated/R.swift"],
      """
              case .created:
                return .just(.reload)
              default:
                return self?.mutate(taskEvent: event) ?? .empty()
      """)
    assertContains(
      output["R+Logic.swift"],
      """
        func mutate(taskEvent: TaskEvent) -> Observable<Mutation> {
          // TODO: Return the mutations for this event.
          assertionFailure("R.mutate(taskEvent:) is not written yet")
          return .empty()
        }
      """)
  }

  func testTransformHooksAreDemandedAndHooksStayInternalInAPublicReactor() {
    let output = files(
      "version: 1\naccess: public\n"
        + reactor(
          """
          actions:
            - refresh
          mutations:
            - noop: ~
          transform: [state]
          """
        ).dropFirst("version: 1\n".count))
    // ReactorKit's default transform(state:) cannot satisfy `transformState(_:)`: a missing hook
    // is a compile error.
    assertContains(
      output["Generated/R.swift"],
      """
        public func transform(state: Observable<State>) -> Observable<State> {
          self.transformState(state)
        }
      """)
    // The protocol is internal, and names the reactor's types from outside it.
    assertContains(
      output["Generated/R.swift"],
      """
      protocol RLogic {
        /// Returns the mutations for `Action.refresh`.
        func mutateRefresh() -> Observable<R.Mutation>

        /// Applies `Mutation.noop` to the state.
        func reduceNoop(state: inout R.State)

        /// Transforms the state stream; ReactorKit's `transform(state:)` calls it.
        func transformState(_ state: Observable<R.State>) -> Observable<R.State>
      }
      """)
    assertContains(
      output["R+Logic.swift"],
      """
        func mutateRefresh() -> Observable<Mutation> {
          // TODO: Return the mutations for Action.refresh.
          assertionFailure("R.mutateRefresh is not written yet")
          return .empty()
        }
      """)
    assertContains(
      output["R+Logic.swift"],
      """
        func transformState(_ state: Observable<State>) -> Observable<State> {
          // TODO: Combine the state stream with other observables.
          return state
        }
      """)
  }

  // MARK: State

  func testPublicStateInitialisesPulsesThroughTheirWrapper() {
    assertContains(
      files(
        "version: 1\naccess: public\n"
          + reactor(
            """
            state:
              alert: "@Pulse String? = nil"
              count: Int = 0
            """
          ).dropFirst("version: 1\n".count))["Generated/R.swift"],
      """
          @Pulse public var alert: String? = nil
          public var count: Int = 0

          public init(alert: String? = nil, count: Int = 0) {
            self._alert = Pulse(wrappedValue: alert)
            self.count = count
          }
      """)
  }

  func testModelStateAndCustomInitialState() {
    let output = files(
      reactor(
        """
        parameters:
          task: Task
        state: Task
        initialState: custom
        """))
    assertContains(output["Generated/R.swift"], "  typealias State = Task\n")
    assertContains(output["Generated/R.swift"], "    self.initialState = Self.makeInitialState(task: task)\n")
    assertContains(
      output["R+Logic.swift"],
      """
        static func makeInitialState(task: Task) -> State {
          // TODO: Build the initial state from the parameters.
          fatalError("R.makeInitialState is not implemented yet")
        }
      """)
  }

  // MARK: Mocks

  func testMockBindingsNeverShadowParameters() {
    assertContains(
      files(
        reactor(
          "",
          services: """
            services:
              FindService:
                methods:
                  - "func find(value: String, handler: String) -> String?"
                  - "func value<T>(_ value: T) -> T"
            """))["Generated/MockFindService.swift"],
      """
          if let mockHandler = findHandler {
            return mockHandler(value, handler)
          }
      """)
  }

  func testMockOfInoutVariadicAndGenericClosureParameters() {
    let mock = files(
      reactor(
        "",
        services: """
          services:
            S:
              methods:
                - "func bump(_ count: inout Int)"
                - "func sum(_ values: Int...) -> Int"
                - "func each<T>(_ items: [T], body: (T) -> Void)"
          """))["Generated/MockS.swift"]
    assertContains(mock, "  var bumpHandler: ((inout Int) -> Void)?\n")
    assertContains(mock, "    bumpCalls.append(count)\n    bumpHandler?(&count)\n")
    assertContains(mock, "  private(set) var sumCalls: [[Int]] = []\n  var sumHandler: (([Int]) -> Int)?\n")
    assertContains(mock, "  var eachHandler: ((Any) -> Void)?\n")
    assertContains(mock, "    eachHandler?(items as Any)\n")
  }

  func testMockWithoutAValueToReturnSaysWhichHandlerToSet() {
    assertContains(
      files(
        reactor(
          "",
          services: """
            services:
              S:
                methods:
                  - "func load(id: String) -> Single<Int>"
            """))["Generated/MockS.swift"],
      """
          fatalError("MockS.load(id:) has no loadHandler; set it to return a Single")
      """)
  }

  // MARK: observableState

  func testObservableStateAddsTheBindingCasesTheMacroAndTheImport() {
    let files = files(
      reactor(
        """
        observableState: true
        state:
          text: String = ""
          message: "@Pulse String? = nil"
        actions:
          - clear: setText("")
        mutations:
          - setText(String): set text
        """))
    let reactor = files["Generated/R.swift"]
    assertContains(
      reactor,
      """
      import ReactorKit
      import ReactorKitObservation
      import RxSwift
      """)
    assertContains(
      reactor,
      """
        enum Action: BindableAction {
          case binding(BindingAction<State>)
          case clear
        }
      """)
    assertContains(
      reactor,
      """
        enum Mutation {
          case binding(BindingAction<State>)
          case setText(String)
        }
      """)
    assertContains(
      reactor,
      """
        @ObservableState
        struct State {
          var text: String = ""
          @Pulse var message: String? = nil
        }
      """)
    assertContains(
      reactor,
      """
          switch action {
          case let .binding(bindingAction):
            return .just(.binding(bindingAction))
      """)
    assertContains(
      reactor,
      """
          switch mutation {
          case let .binding(bindingAction):
            bindingAction.apply(to: &state)
      """)
  }

  func testTheModuleDefaultAppliesUnlessAReactorSaysOtherwise() {
    guard
      let module = module(
        of: """
          version: 1
          observableState: true
          reactors:
            A:
              state: { n: Int = 0 }
            B:
              observableState: false
              state: { n: Int = 0 }
          """)
    else { return }
    XCTAssertEqual(module.reactors.map(\.isObservable), [true, false])
    var diagnostics = Diagnostics()
    let files = Generator().render(module, diagnostics: &diagnostics) ?? []
    let b = files.first { $0.path == "Generated/B.swift" }?.contents ?? ""
    XCTAssertFalse(b.contains("ReactorKitObservation") || b.contains("@ObservableState") || b.contains("binding"), b)
  }
  // MARK: The logic file of an import

  /// `reactorgen-import`'s code is placed by the logic translator, as a tree: the hook it fills
  /// gets the user's lines and their values' names, a hook the user's code already has is left
  /// out, its comments stay above it, and what moved follows: members in the extension,
  /// declarations after it, the original's imports with the others.
  func testTheLogicFileOfAnImportHoldsTheUsersCodeInTheHooksSignatures() throws {
    let module = try XCTUnwrap(
      module(
        of: reactor(
          """
          state:
            count: Int = 0
          actions:
            - "add(_ amount: Int)": { hook: true }
            - "reset": { hook: true }
          mutations:
            - "setCount(Int)": set count
          """)))
    var options = GenerationOptions()
    options.importedLogic["R"] = ImportedLogic(
      hooks: [
        "mutateAdd": .init(
          parameterNames: ["value"], body: ["let next = currentState.count + value", "return .just(.setCount(next))"], comments: ["// Adds up."])
      ],
      movedFrom: "R.swift", movedMembers: [["private var limit: Int {", "  10", "}"]],
      movedDeclarations: [["extension R.State {", "  static let zero = 0", "}"]],
      imports: ["UIKit"])
    var diagnostics = Diagnostics()
    let logic = try XCTUnwrap(Generator(options: options).render(module, diagnostics: &diagnostics)?.first { $0.path == "R+Logic.swift" })
    XCTAssertEqual(
      logic.contents,
      """
      // Created by reactorgen from spec.yml. This file is yours: reactorgen never changes it again.
      // Write R's logic here. When the spec adds a hook, the compiler asks for it.

      import RxSwift
      import UIKit

      extension R {
        // MARK: Mutate

        // Adds up.
        func mutateAdd(amount value: Int) -> Observable<Mutation> {
          let next = currentState.count + value
          return .just(.setCount(next))
        }

        // MARK: Moved from R.swift

        private var limit: Int {
          10
        }
      }

      extension R.State {
        static let zero = 0
      }

      """)
  }
}
