#if Import
  import Foundation
  import SwiftParser
  import SwiftSyntax
  import XCTest
  @testable import ReactorGenImport
  @testable import _ReactorGenCore

  /// Runs the built `reactorgen-import` executable as a user would.
  final class ImportCommandTests: XCTestCase {
    private var executable: URL {
      var directory = Bundle.main.bundleURL
      if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
      return directory.appendingPathComponent("reactorgen-import")
    }

    private func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = directory
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let stdout = out.fileHandleForReading.readDataToEndOfFile()
      let stderr = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    private func scratch() throws -> URL {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("reactorgen-import-cli-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      addTeardownBlock { try? FileManager.default.removeItem(at: url) }
      return url
    }

    /// A reactor whose action `tap` emits `tapped`, with `members` (one a line, from line 9) after
    /// its initial state, and `prelude` (from line 4, moving the class two lines down) before it.
    private func tappingReactor(_ name: String, prelude: String = "", action: String = "enum Action { case tap }", members: [String] = [])
      -> String
    {
      """
      import ReactorKit
      import RxSwift
      \(prelude.isEmpty ? "" : "\n" + prelude + "\n")
      final class \(name): Reactor {
        \(action)
        enum Mutation { case tapped }
        struct State {}
        let initialState = State()
        \(members.joined(separator: "\n  "))
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: return .just(.tapped)
          }
        }
        func reduce(state: State, mutation: Mutation) -> State { state }
      }

      """
    }

    /// Writes what the corpus records, never over an existing file, and `--dry-run` writes nothing.
    /// The spec and the logic file `reactorgen-import file -o out` writes for `reactor`.
    private func imported(_ reactor: String, from file: String, in folder: URL) throws -> (spec: String, logic: String) {
      let result = try run([file, "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      let out = folder.appendingPathComponent("out")
      return (
        try String(contentsOf: out.appendingPathComponent("\(reactor).reactorgen.yml"), encoding: .utf8),
        try String(contentsOf: out.appendingPathComponent("\(reactor)+Logic.swift"), encoding: .utf8)
      )
    }

    /// A module with a public reactor and an internal one (whose State holds an internal type)
    /// imports as a public module whose internal reactor says `access: internal`: both specs
    /// generate together, and the internal reactor stays internal. Before, both specs said
    /// `access: public` and the internal type broke the generated public State; or the two
    /// disagreed and could not be generated together.
    func testAModuleWithPublicAndInternalReactorsImportsEachWithItsAccess() throws {
      let folder = try scratch()
      let open = tappingReactor("Shop")
        .replacingOccurrences(of: "final class Shop", with: "public final class Shop")
        .replacingOccurrences(of: "enum Action", with: "public enum Action").replacingOccurrences(of: "enum Mutation", with: "public enum Mutation")
        .replacingOccurrences(of: "struct State {}", with: "public struct State {}").replacingOccurrences(
          of: "let initialState", with: "public let initialState"
        )
        .replacingOccurrences(of: "func mutate", with: "public func mutate").replacingOccurrences(of: "func reduce", with: "public func reduce")
      let hidden = tappingReactor("Vault").replacingOccurrences(of: "struct State {}", with: "struct State { var secret = Secret() }")
      for (name, text) in [("Shop.swift", open), ("Vault.swift", hidden + "struct Secret {}\n")] {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      for order in [["Shop.swift", "Vault.swift"], ["Vault.swift", "Shop.swift"]] {
        let out = folder.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: out)
        let result = try run(order + ["-o", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let shop = try String(contentsOf: out.appendingPathComponent("Shop.reactorgen.yml"), encoding: .utf8)
        let vault = try String(contentsOf: out.appendingPathComponent("Vault.reactorgen.yml"), encoding: .utf8)
        XCTAssertTrue(shop.contains("\naccess: public\n") && !shop.contains("    access:"), shop)
        XCTAssertTrue(vault.contains("\naccess: public\n") && vault.contains("  Vault:\n    access: internal\n"), vault)
        var diagnostics = Diagnostics()
        let files = Generator().generate(
          specPaths: ["Shop", "Vault"].map { out.appendingPathComponent("\($0).reactorgen.yml").path }, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.errors.map(\.description), [])
        let reactor = try XCTUnwrap(files?.first { $0.path == "Generated/Vault.swift" }?.contents)
        XCTAssertTrue(reactor.contains("\nfinal class Vault: Reactor"), reactor)
        XCTAssertTrue(files?.first { $0.path == "Generated/Shop.swift" }?.contents.contains("\npublic final class Shop: Reactor") == true)
      }
    }

    /// A property set to a static member of an app's type (`Store.shared`, the singleton idiom)
    /// has the type the member's declaration gives it: written (`static let shared: Store`), or
    /// made (`static let shared = Store()`), in the type or an extension, in any file read. A
    /// member declared twice with different types, or not found, is refused at the property.
    func testAPropertySetToAnAppsStaticMemberHasTheMembersType() throws {
      let folder = try scratch()
      let declarations = """
        final class TokenStore { static let shared = TokenStore() }
        struct Clock { init(_ tick: Int) {} }
        extension Clock { static let main: Clock = Clock(1) }
        struct Twice { static let value: Int = 1 }
        // Another app's type of the same name, in the same folder.
        extension Twice { static let value: String = "" }

        """
      try declarations.write(to: folder.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
      let cases: [(declaration: String, key: String?)] = [
        ("let store = TokenStore.shared", "      store: TokenStore = TokenStore.shared\n"),
        ("private let clock = Clock.main", "      clock: Clock = Clock.main\n"),
        ("let twice = Twice.value", nil),
        ("let unknown = Unseen.shared", nil),
        ("let session = URLSession.shared", nil),
      ]
      for (declaration, key) in cases {
        try tappingReactor("SharedReactor", members: [declaration]).write(
          to: folder.appendingPathComponent("SharedReactor.swift"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: out)
        let result = try run(["SharedReactor.swift", "Shared.swift", "-o", "out"], in: folder)
        XCTAssertEqual(result.status == 0, key != nil, "\(declaration):\n\(result.stdout)")
        if let key {
          let spec = try String(contentsOf: out.appendingPathComponent("SharedReactor.reactorgen.yml"), encoding: .utf8)
          XCTAssertTrue(spec.contains("    properties:\n" + key), spec)
        } else {
          XCTAssertTrue(result.stdout.contains("SharedReactor.swift:9:3: error: stored property"), "\(declaration):\n\(result.stdout)")
        }
      }
    }

    /// A reduce that makes no copy and returns the state it was given (its cases do something
    /// else: a flow step) imports with each case's work in its mutation's hook, which leaves the
    /// copy as it is; a statement before such a switch is still refused at its line.
    func testAReduceThatReturnsTheStateItWasGivenMovesEachCaseIntoItsHook() throws {
      let folder = try scratch()
      let reduce = """
        func reduce(state: State, mutation: Mutation) -> State {
            switch mutation {
            case .tapped:
              steps.append(state.count)
            }
            return state
          }
        """
      for before in ["", "print(1)\n    "] {
        let text = tappingReactor("FlowReactor", members: ["var steps: [Int] = []"])
          .replacingOccurrences(of: "struct State {}", with: "struct State { var count = 0 }")
          .replacingOccurrences(of: "func reduce(state: State, mutation: Mutation) -> State { state }", with: reduce)
          .replacingOccurrences(of: "switch mutation {", with: before + "switch mutation {")
        try text.write(to: folder.appendingPathComponent("Flow.swift"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: out)
        let result = try run(["Flow.swift", "-o", "out"], in: folder)
        XCTAssertEqual(result.status == 0, before.isEmpty, result.stdout)
        guard before.isEmpty else {
          XCTAssertTrue(result.stdout.contains("Flow.swift:16:5: error: reduce does more than copy the state"), result.stdout)
          continue
        }
        let logic = try String(contentsOf: out.appendingPathComponent("FlowReactor+Logic.swift"), encoding: .utf8)
        XCTAssertTrue(logic.contains("  func reduceTapped(state: inout State) {\n    steps.append(state.count)\n  }"), logic)
      }
    }

    /// A State field narrower than the module (`private`, `fileprivate`, `private(set)`) imports
    /// as a field of the spec, which the generated State declares internal (more places may read
    /// it, which compiles alike), said in the report; any other modifier is still refused.
    /// A mistake the core finds in the spec import would write is reported at the Swift its line
    /// came from, with the places it names in that Swift too; the spec is never written, so a
    /// message there pointed nowhere (HypeChick's EnterViewReactor, measured fresh: an unused
    /// init parameter named like a lazy property).
    func testAProblemInTheSpecImportWouldWriteIsReportedAtTheSwift() throws {
      let folder = try scratch()
      let text = tappingReactor("ClashReactor", members: ["lazy var title: String = \"Home\"", "init(title: String) {}"])
      try text.write(to: folder.appendingPathComponent("Clash.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Clash.swift", "-o", "out", "--dry-run"], in: folder)
      let errors = (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains(": error: ") }
      XCTAssertTrue(
        errors.contains { $0.hasPrefix("Clash.swift:9:3: error: property 'title' clashes with parameter 'title' (at 10:8); rename the property") },
        errors.joined(separator: "\n"))
      XCTAssertEqual(errors.filter { $0.contains(".reactorgen.yml:") }, [], "no error points into a spec that was not written")
    }

    /// `var initialState = State()` that init sets again imports with init's value (the one
    /// Swift keeps); a declaration whose value does more than build a State of literals (it
    /// calls a function, which may do something) is still refused at its line.
    func testAnInitialStateInitSetsAgainImportsInitsValue() throws {
      let folder = try scratch()
      for (declared, imports) in [
        ("State()", true), ("State(count: 1)", true), ("State(count: Self.start())", false), ("State = .init()", true),
        ("State = .init(count: 2)", true), ("State = .init(count: Self.start())", false),
      ] {
        let text = tappingReactor(
          "AgainReactor", members: ["static func start() -> Int { 1 }", "init(count: Int) { self.initialState = State(count: count) }"]
        )
        .replacingOccurrences(of: "struct State {}", with: "struct State { var count = 0 }")
        .replacingOccurrences(of: "let initialState = State()", with: "var initialState\(declared.hasPrefix("State =") ? ": " : " = ")\(declared)")
        try text.write(to: folder.appendingPathComponent("Again.swift"), atomically: true, encoding: .utf8)
        let result = try run(["Again.swift", "-o", "out", "--dry-run", "--verbose"], in: folder)
        XCTAssertEqual(result.status == 0, imports, "\(declared):\n\(result.stdout)")
        if imports {
          XCTAssertTrue(result.stdout.contains("    initialState: \"State(count: count)\"\n"), result.stdout)
        } else {
          XCTAssertTrue(result.stdout.contains("Again.swift:8:3: error: initialState has a value here and is set in init too"), result.stdout)
        }
      }
    }

    /// `typealias Action = FeedAction` naming an enum of the files read (an interface module's):
    /// the spec names it (`actionType:`) and lists its cases, and the enum's file is not
    /// touched; one named alike twice, or not found, is refused at the typealias as before.
    func testATypealiasOfTheActionToAnEnumOfTheFilesReadImportsItsCases() throws {
      let folder = try scratch()
      let interface = """
        enum FeedAction {
          case refresh
          case like(id: Int)
          var isRefresh: Bool { if case .refresh = self { true } else { false } }
        }
        enum FeedMutation: Equatable {
          case setLiked(Int)
        }
        struct FeedState { var liked: [Int] = [] }

        """
      let reactor = """
        import ReactorKit
        import RxSwift

        final class FeedReactor: Reactor {
          typealias Action = FeedAction
          typealias Mutation = FeedMutation
          typealias State = FeedState
          let initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case .refresh: return .empty()
            case let .like(id): return .just(.setLiked(id))
            }
          }
          func reduce(state: State, mutation: Mutation) -> State {
            var newState = state
            switch mutation {
            case let .setLiked(id): newState.liked.append(id)
            }
            return newState
          }
        }

        """
      try interface.write(to: folder.appendingPathComponent("Interface.swift"), atomically: true, encoding: .utf8)
      try reactor.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Feed.swift", "Interface.swift", "-o", "out", "--dry-run", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      for line in [
        "    actionType: FeedAction\n", "      - refresh: []\n", "      - \"like(id: Int)\": setLiked\n", "    mutationType: FeedMutation\n",
      ] {
        XCTAssertTrue(result.stdout.contains(line), line + "\n" + result.stdout)
      }
      XCTAssertTrue(result.stdout.contains("Feed.swift:5:3: spec: actionType: FeedAction, whose cases the spec lists"), result.stdout)
      XCTAssertFalse(result.stdout.contains("Interface.swift:"), "the interface's file is not the import's: \(result.stdout)")

      // Not found among the files read: the enum's cases are unknown.
      let alone = try run(["Feed.swift", "-o", "out", "--dry-run"], in: folder)
      XCTAssertNotEqual(alone.status, 0, alone.stdout)
      XCTAssertTrue(
        alone.stdout.contains("Feed.swift:5:3: error: 'typealias Action = FeedAction' names no enum of the files read"), alone.stdout)
    }

    func testANarrowStateFieldImportsAsInternal() throws {
      let folder = try scratch()
      for (modifier, imports) in [("private", true), ("fileprivate", true), ("private(set)", true), ("internal", true), ("lazy", false)] {
        let text = tappingReactor("FieldReactor").replacingOccurrences(
          of: "struct State {}", with: "struct State { \(modifier) var count: Int = 0 }")
        try text.write(to: folder.appendingPathComponent("Field.swift"), atomically: true, encoding: .utf8)
        let result = try run(["Field.swift", "-o", "out", "--dry-run", "--verbose"], in: folder)
        XCTAssertEqual(result.status == 0, imports, "\(modifier):\n\(result.stdout)")
        if imports {
          XCTAssertTrue(result.stdout.contains("    count: Int = 0\n"), result.stdout)
          if modifier != "internal" { XCTAssertTrue(result.stdout.contains("state: count, internal, not \(modifier)"), result.stdout) }
        }
      }
    }

    /// A `lazy var` with its value imports as the spec's `lazy var`, whose value stays at the
    /// declaration (it may read the reactor's members); written without a type it is refused as
    /// any untyped property is, and one init assigns too is refused at its line.
    func testALazyPropertyImportsWithItsValueAtTheDeclaration() throws {
      let folder = try scratch()
      let cases: [(declaration: String, initLine: String, key: String?)] = [
        ("lazy var header: String = \"Bearer \" + token", "", "      lazy var header: 'String = \"Bearer \" + token'\n"),
        ("private lazy var count: Int = token.count", "", "      lazy var count: Int = token.count\n"),
        // A string literal joined with `+` is a String, as Swift infers it.
        ("lazy var header = \"Bearer \" + token", "", "      lazy var header: 'String = \"Bearer \" + token'\n"),
        ("lazy var header = token.uppercased()", "", nil),
        // A value the spec refuses (a closure holding an `if` statement) is refused here, at the
        // property, not in the spec import would have written.
        ("lazy var check: (Int) -> Int = { value in\n    if value > 0 {\n      return value\n    }\n    return 0\n  }", "", nil),
        ("lazy var header: String = \"\"", "self.header = token", nil),
      ]
      for (declaration, initLine, key) in cases {
        let members = ["let token: String", declaration, "init(token: String) {", "  self.token = token", "  \(initLine)", "}"]
        try tappingReactor("TokenReactor", members: members).write(
          to: folder.appendingPathComponent("Token.swift"), atomically: true, encoding: .utf8)
        let result = try run(["Token.swift", "-o", "out"], in: folder)
        XCTAssertEqual(result.status == 0, key != nil, "\(declaration):\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Token.swift:10:3: error: ") == (key == nil), "\(declaration):\n\(result.stdout)")
        if !declaration.contains(":"), key == nil {
          XCTAssertTrue(result.stdout.contains("write its type ('lazy var header: T = ...')"), result.stdout)
        }
        if let key {
          let spec = try String(contentsOf: folder.appendingPathComponent("out/TokenReactor.reactorgen.yml"), encoding: .utf8)
          XCTAssertTrue(spec.contains(key), "\(declaration):\n\(spec)")
          // The summary names the property, not the words before it.
          XCTAssertTrue(result.stdout.contains("properties \(key.contains("header") ? "header" : "count")"), result.stdout)
        }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
      }
    }

    /// A folder's vendored dependencies (CocoaPods', Carthage's, Xcode's package checkouts) are
    /// not the app's: their reactors (ReactorKit's own tests, in a checkout measured fresh) are
    /// neither imported nor refused. A file named is read wherever it is.
    func testVendoredFoldersAreNotTheAppsToImport() throws {
      let folder = try scratch()
      let manager = FileManager.default
      try manager.createDirectory(at: folder.appendingPathComponent("App/App"), withIntermediateDirectories: true)
      try tappingReactor("AppReactor").write(
        to: folder.appendingPathComponent("App/App/AppReactor.swift"), atomically: true, encoding: .utf8)
      // Refused, were it read: its Action is no enum.
      let vendored = tappingReactor("VendoredReactor", action: "typealias Action = Void")
      for path in ["Pods/Lib", "Carthage/Checkouts/ReactorKit/Tests", "SourcePackages/checkouts/Lib", "DerivedData/App"] {
        try manager.createDirectory(at: folder.appendingPathComponent("App/\(path)"), withIntermediateDirectories: true)
        try vendored.write(to: folder.appendingPathComponent("App/\(path)/VendoredReactor.swift"), atomically: true, encoding: .utf8)
      }
      let result = try run(["App", "-o", "out", "--dry-run"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      XCTAssertTrue(result.stdout.contains("1 reactor(s) imported"), result.stdout)
      XCTAssertFalse(result.stdout.contains("VendoredReactor"), result.stdout)
      let named = try run(["App/Pods/Lib/VendoredReactor.swift", "-o", "out", "--dry-run"], in: folder)
      XCTAssertTrue(named.stdout.contains("VendoredReactor.swift:5:3: error: 'typealias Action = Void'"), named.stdout)
    }

    func testImportWritesTheRecordedFilesOnceAndADryRunWritesNothing() throws {
      let counter = ImportCorpusTests.corpus.appendingPathComponent("Counter")
      let output = try scratch().appendingPathComponent("out")

      let dry = try run(["Original", "-o", output.path, "--dry-run"], in: counter)
      XCTAssertEqual(dry.status, 0, dry.stdout + dry.stderr)
      XCTAssertTrue(dry.stdout.contains("===== CounterViewReactor.reactorgen.yml ====="), dry.stdout)
      XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "--dry-run wrote \(output.path)")

      let first = try run(["Original", "-o", output.path], in: counter)
      XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
      XCTAssertTrue(first.stdout.contains("1 reactor(s) imported, 0 left as they are"), first.stdout)
      let spec = try String(contentsOf: output.appendingPathComponent("CounterViewReactor.reactorgen.yml"), encoding: .utf8)
      let logic = try String(contentsOf: output.appendingPathComponent("CounterViewReactor+Logic.swift"), encoding: .utf8)
      XCTAssertEqual(spec, try String(contentsOf: counter.appendingPathComponent("Imported/CounterViewReactor.reactorgen.yml"), encoding: .utf8))
      XCTAssertEqual(
        logic, try String(contentsOf: counter.appendingPathComponent("Imported/Sources/CounterViewReactor+Logic.swift"), encoding: .utf8))

      // Again: the files exist, so nothing is written and the run fails, saying why.
      try "// mine\n".write(to: output.appendingPathComponent("CounterViewReactor+Logic.swift"), atomically: true, encoding: .utf8)
      let second = try run(["Original", "-o", output.path], in: counter)
      XCTAssertEqual(second.status, 1, second.stdout)
      XCTAssertTrue(second.stdout.contains("exists in \(output.path); reactorgen-import never overwrites a file"), second.stdout)
      XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("CounterViewReactor+Logic.swift"), encoding: .utf8), "// mine\n")
    }

    /// A reactor that cannot be expressed is named at its line with the reason; nothing of it is
    /// written, the other reactors are imported.
    /// A statement before mutate's switch (a log line) is never dropped: it moves into the
    /// prelude hook the generated mutate calls before its switch. One that leaves mutate early
    /// cannot, and is refused at its line.
    func testAStatementBeforeMutatesSwitchMovesToItsPreludeHookOrIsRefused() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class LoggedViewReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count: Int = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          print("mutating", action)
          print([1, 2].map { value -> Int in return value * 2 })
          switch action {
          case .tap: return .just(.tapped)
          }
        }
      }

      """.write(to: folder.appendingPathComponent("Logged.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Logged.swift", "-o", "out", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      XCTAssertTrue(
        result.stdout.contains("Logged.swift:10:5: moved: moves to willMutate, which mutate calls before its switch (prelude: mutate)"),
        result.stdout)
      let logic = try String(contentsOf: folder.appendingPathComponent("out/LoggedViewReactor+Logic.swift"), encoding: .utf8)
      // A closure's own `return` does not leave mutate: it moves too.
      XCTAssertTrue(
        logic.contains(
          "  func willMutate(action: Action) {\n    print(\"mutating\", action)\n    print([1, 2].map { value -> Int in return value * 2 })\n  }"),
        logic)
      XCTAssertTrue(
        try String(contentsOf: folder.appendingPathComponent("out/LoggedViewReactor.reactorgen.yml"), encoding: .utf8).contains("prelude: [mutate]"))

      try """
      import ReactorKit
      import RxSwift

      final class GuardedViewReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count: Int = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          guard currentState.count < 10 else { return .empty() }
          switch action {
          case .tap: return .just(.tapped)
          }
        }
      }

      """.write(to: folder.appendingPathComponent("Guarded.swift"), atomically: true, encoding: .utf8)
      let refused = try run(["Guarded.swift", "-o", "out2"], in: folder)
      XCTAssertEqual(refused.status, 1, refused.stdout)
      XCTAssertTrue(
        refused.stdout.contains(
          "Guarded.swift:10:5: error: this leaves mutate before its switch, which the prelude hook willMutate it would move to cannot"),
        refused.stdout)
    }

    /// Import renames exactly the parameters the core refuses for a member ReactorKit gives the
    /// reactor (the provider aside: import reads it as the services' provider).
    func testImportRenamesTheParametersTheCoreRefuses() {
      XCTAssertEqual(ReactorReader.reactorKitMembers, Set(ReactorResolver.reactorMembers).subtracting(["provider"]))
    }

    /// A `catch:` into a String mutation is read back from what reactorgen writes today
    /// (`error.localizedDescription`) and what 0.8 wrote (`String(describing: error)`); a catch
    /// that passes anything else, or passes it under a label, is not one.
    func testACatchIsReadFromTheErrorsDescriptionOnly() {
      func caught(_ text: String) -> [String]? {
        guard let expression = Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self) else { return nil }
        return ReactorReading.justCatch(expression)?.map(\.name)
      }
      XCTAssertEqual(caught(".just(.setError(error.localizedDescription))"), ["setError"])
      XCTAssertEqual(caught(".just(.setError(String(describing: error)))"), ["setError"])
      XCTAssertEqual(caught(".just(Mutation.setError(String(describing: error)))"), ["setError"])
      XCTAssertNil(caught(".just(.setError(String(describing: other)))"))
      XCTAssertNil(caught(".just(.setError(String(reflecting: error)))"))
      XCTAssertNil(caught(".just(.setError(message: error.localizedDescription))"))
      XCTAssertNil(caught(".just(.setError(error.localizedDescription, 1))"))
      XCTAssertNil(caught(".just(.setError(error))"))
    }

    /// An initial state computed in init from a metatype (`Model.self`) reads no `self` of the
    /// reactor: it moves to makeInitialState (it was refused as computed from 'self').
    func testAMetatypeIsNoReadOfSelf() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      struct Model { static func named(_ type: Any.Type, _ id: String) -> String { id } }

      final class ModelViewReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var title: String }
        let initialState: State
        init(id: String) {
          let title = Model.named(Model.self, id)
          initialState = State(title: title)
        }
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: return .just(.tapped)
          }
        }
        func reduce(state: State, mutation: Mutation) -> State { state }
      }

      """.write(to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Model.swift", "-o", "out", "--dry-run"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      XCTAssertTrue(result.stdout.contains("let title = Model.named(Model.self, id)\n    return State(title: title)"), result.stdout)
    }

    /// An override of ReactorKit 3.2's `scheduler` (17 reactors of one app measured fresh) is a
    /// property of the spec, generated as written; it was refused as a clash with ReactorKit's
    /// own, at a line of a spec that was never written, and renaming it would drop the scheduler.
    func testASchedulerOverrideImportsAsTheProperty() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class FeedReactor: Reactor {
        enum Action { case refresh }
        enum Mutation { case setCount(Int) }
        struct State { var count = 0 }
        let initialState = State()
        let scheduler: Scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .refresh: return .just(.setCount(1))
          }
        }
        func reduce(state: State, mutation: Mutation) -> State {
          var newState = state
          switch mutation {
          case let .setCount(count): newState.count = count
          }
          return newState
        }
      }

      """.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Feed.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/FeedReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertTrue(spec.contains("    properties:\n      scheduler: \"Scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)\"\n"), spec)
      var diagnostics = Diagnostics()
      let files = try XCTUnwrap(
        Generator().generate(specPaths: [folder.appendingPathComponent("out/FeedReactor.reactorgen.yml").path], diagnostics: &diagnostics),
        "\(diagnostics.sorted)")
      let reactor = try XCTUnwrap(files.first { $0.path.hasSuffix("Generated/FeedReactor.swift") }?.contents)
      XCTAssertTrue(reactor.contains("  let scheduler: Scheduler\n"), reactor)
      XCTAssertTrue(reactor.contains("    self.scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)\n"), reactor)
    }

    /// `defer { _ = self.state }` in init, where Xcode templates put it (first), runs as init
    /// ends: it moves to didInitialize, which the generated init calls last. It was read as part
    /// of computing the initial state "from 'self'", refusing all 26 reactors of an app measured
    /// fresh. Drawn: where the defer stands among init's statements, and what it does.
    func testADeferInInitMovesToDidInitializeWhereverItStands() throws {
      let folder = try scratch()
      let bodies = ["_ = self.state", "print(self.currentState.count)", "_ = self.state; print(self.count)"]
      let statements = ["self.count = count", "initialState = State(count: count)"]
      for body in bodies {
        for position in 0...statements.count {
          var lines = statements
          lines.insert("defer { \(body) }", at: position)
          try """
          import ReactorKit
          import RxSwift

          final class CountReactor: Reactor {
            enum Action { case tap }
            enum Mutation { case tapped }
            struct State { var count: Int }
            let initialState: State
            let count: Int
            init(count: Int) {
              \(lines.joined(separator: "\n    "))
            }
            func mutate(action: Action) -> Observable<Mutation> {
              switch action {
              case .tap: return .just(.tapped)
              }
            }
            func reduce(state: State, mutation: Mutation) -> State { state }
          }

          """.write(to: folder.appendingPathComponent("Count.swift"), atomically: true, encoding: .utf8)
          let result = try run(["Count.swift", "-o", "out", "--dry-run"], in: folder)
          let drawn = "\(body) at \(position)"
          XCTAssertEqual(result.status, 0, "\(drawn):\n\(result.stdout)")
          XCTAssertTrue(result.stdout.contains("didInitialize: true"), "\(drawn):\n\(result.stdout)")
          XCTAssertTrue(result.stdout.contains("  func didInitialize() {\n    defer { \(body) }\n  }"), "\(drawn):\n\(result.stdout)")
          XCTAssertTrue(result.stdout.contains("initialState: \"State(count: count)\""), "\(drawn):\n\(result.stdout)")
        }
      }
    }

    /// An emitted mutation's argument the spec's reader would refuse (a closure holding an `if`)
    /// stays Swift, in the case's hook; it was written into the spec, whose check then refused the
    /// reactor at a line of a spec never written (a reactor of an app measured fresh). The
    /// closure's statement is drawn from each kind Swift has; the ones the spec reads stay spec.
    func testAnEmittedArgumentTheSpecCannotHoldStaysSwift() throws {
      let folder = try scratch()
      let statements = [
        ("if let y = items.first { _ = y }", false), ("guard !items.isEmpty else { return [] }", false),
        ("for y in items { _ = y }", false), ("while false {}", false), ("switch items.count { default: break }", false),
        ("do { _ = items }", false), ("let y = items", true), ("_ = items", true),
      ]
      for (statement, isSpec) in statements {
        try """
        import ReactorKit
        import RxSwift

        final class ListReactor: Reactor {
          enum Action { case select(Int) }
          enum Mutation { case update(([Int]) -> [Int]) }
          struct State { var items: [Int] = [] }
          let initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case .select:
              return .just(.update({ items in
                \(statement)
                return items
              }))
            }
          }
          func reduce(state: State, mutation: Mutation) -> State {
            var newState = state
            switch mutation {
            case .update(let change): newState.items = change(newState.items)
            }
            return newState
          }
        }

        """.write(to: folder.appendingPathComponent("List.swift"), atomically: true, encoding: .utf8)
        let result = try run(["List.swift", "-o", "out", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, "\(statement):\n\(result.stdout)")
        XCTAssertEqual(result.stdout.contains("moved into hooks: mutateSelect"), !isSpec, "\(statement):\n\(result.stdout)")
      }
    }

    /// A `var` stored from init's parameter of the same name, which the reactor changes, is
    /// refused at its declaration: the generated reactor stores a parameter as a `let`, so the
    /// import would not compile (a reactor of an app measured fresh). Every way of changing it
    /// is drawn (receiver × path × operator); reads of it import. Of a class's instance (the
    /// app's class, or RxRelay's relay), only the property itself set or passed `inout` changes
    /// it: what is done through it changes the object, which a `let` holds alike.
    func testAParameterStoredInAVarTheReactorChangesIsRefusedAtItsLine() throws {
      let folder = try scratch()
      var changes: [(statement: String, whole: Bool)] = []
      for receiver in ["self.unit", "unit"] {
        for path in ["", ".count", "[0]", ".items[0]"] {
          for assignment in [" = x", " += x", " -= x"] { changes.append((receiver + path + assignment, path.isEmpty)) }
          changes.append(("swap(&\(receiver + path), &x)", path.isEmpty))
        }
        // A method through it may be `mutating`: import cannot tell without the app's types.
        changes += [("\(receiver).items.append(x)", false), ("_ = \(receiver).items.popLast()", false)]
      }
      let reads = [
        "_ = unit.count == x", "_ = self.unit[0] <= x", "print(unit, x)", "let copy = self.unit.count; _ = copy + x", "print(unit.items.count, x)",
      ]
      for kind in ["struct", "final class"] {
        for (index, statement) in (changes.map(\.statement) + reads).enumerated() {
          let isChange = index < changes.count && (kind == "struct" || changes[index].whole)
          let source = """
            import ReactorKit
            import RxSwift

            \(kind) Unit { var count = 0; var items = [0]; subscript(index: Int) -> Int { get { index } set {} } }

            final class UnitReactor: Reactor {
              enum Action { case tap }
              enum Mutation { case tapped }
              struct State {}
              let initialState = State()
              private var unit: Unit
              init(unit: Unit) { self.unit = unit }
              func mutate(action: Action) -> Observable<Mutation> {
                switch action {
                case .tap:
                  var x = 1
                  \(statement)
                  return .just(.tapped)
                }
              }
              func reduce(state: State, mutation: Mutation) -> State { state }
            }

            """
          try source.write(to: folder.appendingPathComponent("Unit.swift"), atomically: true, encoding: .utf8)
          let result = try run(["Unit.swift", "-o", "out", "--dry-run"], in: folder)
          let refusal = "Unit.swift:11:3: error: 'unit' is a 'var' the reactor changes or calls a method of, which may change it (at 17:"
          XCTAssertEqual(result.stdout.contains(refusal), isChange, "\(kind): \(statement):\n\(result.stdout)")
          XCTAssertEqual(result.status == 0, !isChange, "\(kind): \(statement):\n\(result.stdout)")
        }
      }
      // RxRelay's relays are objects: `accept` through one stored in a `var` imports.
      for (type, statement, imports) in [("PublishRelay<Int>", "relay.accept(1)", true), ("PublishRelay<Int>", "relay = PublishRelay()", false)] {
        let members = ["private var relay: \(type)", "init(relay: \(type)) { self.relay = relay }", "func send() { \(statement) }"]
        try tappingReactor("RelayReactor", prelude: "import RxRelay", members: members).write(
          to: folder.appendingPathComponent("Relay.swift"), atomically: true, encoding: .utf8)
        let result = try run(["Relay.swift", "-o", "out", "--dry-run"], in: folder)
        XCTAssertEqual(result.status == 0, imports, "\(statement):\n\(result.stdout)")
      }
    }

    /// A `var` of a protocol's type the files read declare, stored from init's parameter, holds
    /// alike in a `let` when nothing done through it can change it: a class-bound protocol, or
    /// one with neither a `mutating` member nor a settable property (none in an extension, none
    /// in what it refines). Any other is refused at the property as a value the reactor changes.
    func testAVarOfAProtocolNothingChangesThroughIsTheParameterItIs() throws {
      let folder = try scratch()
      let cases: [(declarations: String, type: String, statement: String, imports: Bool)] = [
        ("protocol Service { var name: String { get }; func load() -> Int }", "Service", "_ = service.load()", true),
        ("protocol Service { func load() -> Int }", "any Service", "_ = self.service.load()", true),
        ("protocol Service: AnyObject { var value: Int { get set } }", "Service", "service.value = 1", true),
        ("protocol Base: AnyObject {}\nprotocol Service: Base { var value: Int { get set } }", "Service", "service.value = 1", true),
        ("protocol Service { mutating func load() -> Int }", "Service", "_ = service.load()", false),
        ("protocol Service { var value: Int { get set }; func reset() }", "Service", "service.reset()", false),
        ("protocol Service: Unknown { func load() -> Int }", "Service", "_ = service.load()", false),
        ("protocol Service { func load() -> Int }\nextension Service { mutating func bump() {} }", "Service", "_ = service.load()", false),
        ("protocol Service { func load() -> Int }", "Service", "service = other", false),
      ]
      for (declarations, type, statement, imports) in cases {
        let members = [
          "private var service: \(type)", "private let other: \(type)",
          "init(service: \(type), other: \(type)) { self.service = service; self.other = other }", "func use() { \(statement) }",
        ]
        try tappingReactor("ServiceReactor", prelude: declarations, members: members).write(
          to: folder.appendingPathComponent("Service.swift"), atomically: true, encoding: .utf8)
        let result = try run(["Service.swift", "-o", "out", "--dry-run"], in: folder)
        XCTAssertEqual(result.status == 0, imports, "\(declarations) / \(statement):\n\(result.stdout)")
        if !imports {
          XCTAssertTrue(result.stdout.contains("error: 'service' is a 'var' the reactor changes or calls a method of"), result.stdout)
        }
      }
    }

    /// A `weak var` stored from init's parameter of the same name (a delegate, a coordinator) is
    /// a `weak var` parameter of the spec, whose generated property is the parameter's type made
    /// optional; a property of another type is refused at its declaration (kept in a `let`, the
    /// object would live as long as the reactor: a retain cycle the original did not have).
    func testAWeakPropertyStoredFromAParameterIsAWeakParameter() throws {
      let folder = try scratch()
      let cases: [(modifiers: String, stored: String, given: String, key: String?)] = [
        ("private weak var", "Owner?", "Owner", "weak var owner: Owner"),
        ("weak var", "Owner?", "Owner?", "weak var owner: Owner?"),
        ("weak var", "Optional<Owner>", "Owner", "weak var owner: Owner"),
        ("weak var", "AnyObject?", "Owner", nil),
        ("weak var", "Owner?", "AnyObject", nil),
        ("private var", "Owner?", "Owner?", "owner: Owner?"),
        ("let", "Owner", "Owner", "owner: Owner"),
      ]
      for (modifiers, stored, given, key) in cases {
        let members = ["\(modifiers) owner: \(stored)", "init(owner: \(given)) { self.owner = owner }"]
        try tappingReactor("OwnedReactor", prelude: "final class Owner {}", members: members).write(
          to: folder.appendingPathComponent("Owned.swift"), atomically: true, encoding: .utf8)
        let result = try run(["Owned.swift", "-o", "out"], in: folder)
        let label = "\(modifiers) owner: \(stored), init(owner: \(given))"
        let refusal =
          "Owned.swift:11:3: error: 'owner' is 'weak' of type '\(stored)', stored from init's parameter of the same name of type '\(given)'"
        XCTAssertEqual(result.stdout.contains(refusal), key == nil, "\(label):\n\(result.stdout)")
        XCTAssertEqual(result.status == 0, key != nil, "\(label):\n\(result.stdout)")
        if let key {
          let spec = try String(contentsOf: folder.appendingPathComponent("out/OwnedReactor.reactorgen.yml"), encoding: .utf8)
          // What the generated reactor then declares (`weak var owner: Owner?`) is compiled and
          // run by the import corpus's Navigator case.
          XCTAssertTrue(spec.contains("      \(key)\n"), "\(label):\n\(spec)")
        }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
      }
    }

    /// Patterns Swift tuples (`case let .moved(from, to)` of one tuple value; a warning, so not in
    /// the corpus, which builds with warnings as errors) move as a destructured tuple does.
    func testImplicitlyTupledPatternsAreDestructuredInTheHook() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class ListViewReactor: Reactor {
        enum Action { case moved((Int, Int)) }
        enum Mutation { case swap(Int, Int) }
        struct State { var items: [Int] = [] }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case let .moved(from, to):
            return .just(.swap(from, to))
          }
        }
        func reduce(state: State, mutation: Mutation) -> State {
          var state = state
          switch mutation {
          case let .swap(a, b): state.items.swapAt(a, b)
          }
          return state
        }
      }

      """.write(to: folder.appendingPathComponent("List.swift"), atomically: true, encoding: .utf8)
      let (spec, logic) = try imported("ListViewReactor", from: "List.swift", in: folder)
      XCTAssertTrue(spec.contains("- \"moved((Int, Int))\""), spec)
      XCTAssertTrue(
        logic.contains("(value: (Int, Int)) -> Observable<Mutation> {\n    let (from, to) = value\n    return .just(.swap(from, to))"), logic)
    }

    /// A folder is read without what Xcode never compiles: a copy of the sources inside an asset
    /// catalog (found in a public app, where it named every reactor twice) and file templates.
    func testAFolderIsReadWithoutAssetCatalogsAndTemplates() throws {
      let folder = try scratch()
      let reactor = """
        import ReactorKit
        import RxSwift

        final class CopiedViewReactor: Reactor {
          enum Action { case tap }
          enum Mutation { case tapped }
          struct State { var count: Int = 0 }
          let initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case .tap: return .just(.tapped)
            }
          }
        }

        """
      for path in ["App/Copied.swift", "App/Assets.xcassets/Old/Copied.swift", "App/Templates/Screen.xctemplate/Copied.swift"] {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try reactor.write(to: url, atomically: true, encoding: .utf8)
      }
      let result = try run(["App", "-o", "out", "--dry-run"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      XCTAssertTrue(result.stdout.contains("1 reactor(s) imported, 0 left as they are"), result.stdout)
    }

    /// What import cannot move soundly is refused at the line that says why, one error each: a
    /// `return` after mutate's switch that reads the action, a reduce case returning something
    /// other than its copy, an early return that would skip reduce's postlude, a computed
    /// initialState that reads the reactor, setup after the initial state reading init's local.
    func testShapesThatCannotMoveSoundlyAreRefusedAtTheirLines() throws {
      let folder = try scratch()
      let shapes = [
        "Tail": """
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: break
          }
          return .just(.tapped(action))
        }
        """,
        "Hiding": """
        func reduce(state: State, mutation: Mutation) -> State {
          var newState = state
          switch mutation {
          case .tapped:
            var newState = State()
            newState.count = state.count + 1
            return newState
          }
        }
        """,
        "Skip": """
        func reduce(state: State, mutation: Mutation) -> State {
          var newState = state
          switch mutation {
          case .tapped:
            if newState.count > 9 { return newState }
            newState.count += 1
          }
          newState.isBig = newState.count > 5
          return newState
        }
        """,
        "Computed": """
        let start = 1
        var initialState: State { State(count: start) }
        """,
        "Local": """
        let initialState: State
        init(count: Int) {
          let start = count * 2
          initialState = State(count: start)
          print(start)
        }
        """,
      ]
      for (name, member) in shapes {
        let mutation = name == "Tail" ? "case tapped(Action)" : "case tapped"
        try """
        import ReactorKit
        import RxSwift

        final class \(name)ViewReactor: Reactor {
          enum Action { case tap }
          enum Mutation { \(mutation) }
          struct State { var count: Int = 0; var isBig = false }
        \(name == "Computed" || name == "Local" ? "" : "  let initialState = State()")
        \(member.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))
        }

        """.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
      }
      let expected = [
        "Tail":
          "Tail.swift:13:26: error: the 'return' after mutate(action:)'s switch reads 'action', which the action hooks it would move into do not see",
        "Hiding": "Hiding.swift:13:11: error: this case declares a 'newState' of its own, which hides the state reduceTapped changes in place",
        "Skip":
          "Skip.swift:13:31: error: this 'return' skips what reduce does after its switch, which the postlude hook didReduce runs for every mutation",
        "Computed": "Computed.swift:10:42: error: the computed initialState reads 'start' of the reactor",
        "Local": "Local.swift:13:11: error: 'start' is declared in init before the initial state",
      ]
      for (name, message) in expected.sorted(by: { $0.key < $1.key }) {
        let result = try run(["\(name).swift", "-o", "out-\(name)"], in: folder)
        XCTAssertEqual(result.status, 1, "\(name): \(result.stdout)")
        XCTAssertTrue(result.stdout.contains(message), "\(name): \(result.stdout)")
        // One cause, one error (beside the line saying the reactor is left as it is).
        XCTAssertEqual(result.stdout.components(separatedBy: "error:").count - 1, 2, "\(name): \(result.stdout)")
      }
    }

    /// A reactor as a project template scaffolds it, with no action or mutation yet and the
    /// `mutate` and `reduce` the template writes (ReactorKit's defaults, which reactorgen leaves
    /// to ReactorKit), imports; it was refused as "not one switch".
    /// A reduce case that reads the state reduce was given reads its copy in the hook, where the
    /// copy is all there is, while nothing has changed the copy yet; a read after a change would
    /// read another value, and is refused at its token.
    func testAReduceCaseReadingTheIncomingStateReadsTheCopyUntilTheCopyChanges() throws {
      let folder = try scratch()
      func reactor(_ name: String, _ caseBody: String) -> String {
        """
        import ReactorKit
        import RxSwift

        final class \(name): Reactor {
          enum Action { case add(Int) }
          enum Mutation { case append(Int) }
          struct State { var values: [Int] = []; var count: Int = 0 }
          let initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case let .add(value): return .just(.append(value))
            }
          }
          func reduce(state: State, mutation: Mutation) -> State {
            var newState = state
            switch mutation {
            case let .append(value):
        \(caseBody)
            }
            return newState
          }
        }

        """
      }
      try reactor("ReadingReactor", "      newState.values = state.values + [value]\n      newState.count = state.count + 1")
        .write(to: folder.appendingPathComponent("Reading.swift"), atomically: true, encoding: .utf8)
      try reactor("ChangedReactor", "      newState.values = []\n      newState.count = state.values.count")
        .write(to: folder.appendingPathComponent("Changed.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Reading.swift", "Changed.swift", "-o", "out", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout)
      XCTAssertTrue(
        result.stdout.contains("Reading.swift:18:25: moved: 'state' reads the copy 'newState' in reduceAppend: nothing has changed it yet"),
        result.stdout)
      let logic = try String(contentsOf: folder.appendingPathComponent("out/ReadingReactor+Logic.swift"), encoding: .utf8)
      XCTAssertTrue(
        logic.contains("newState.values = newState.values + [value]\n    newState.count = newState.count + 1"), logic)
      XCTAssertTrue(
        result.stdout.contains(
          "Changed.swift:19:24: error: this case reads 'state', the state reduce was given, after changing its copy 'newState', the only state the hook it moves to has; read what it needs into a 'let' before the first change"
        ),
        result.stdout)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/ChangedReactor.reactorgen.yml").path))
    }

    /// A reactor that declares no State and types `initialState` (Drrrible's cells: `Void`) has
    /// that type as its State: the spec says `state: Void`, not an empty State the value does not
    /// fit.
    func testTheInitialStatesTypeIsTheStateWhenNoneIsDeclared() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class CellReactor: Reactor {
        typealias Action = NoAction
        let initialState: Void = Void()
      }

      """.write(to: folder.appendingPathComponent("Cell.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Cell.swift", "-o", "out", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      XCTAssertTrue(result.stdout.contains("Cell.swift:6:21: spec: state: Void"), result.stdout)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/CellReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertTrue(spec.contains("    state: Void\n    initialState: Void()\n"), spec)
    }

    /// An action handled together with another and again later (ImageSearcher's ItemViewReactor:
    /// the second case is never reached) is refused naming both places, not as a condition.
    func testAnActionHandledInTwoCasesIsRefusedNamingBoth() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class TwiceReactor: Reactor {
        enum Action { case load, refresh }
        enum Mutation { case loaded }
        struct State { var count: Int = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .refresh, .load: return .just(.loaded)
          case .load: return .empty()
          }
        }
      }

      """.write(to: folder.appendingPathComponent("Twice.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Twice.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout)
      XCTAssertTrue(
        result.stdout.contains(
          "Twice.swift:11:5: error: this case handles 'load' together with 'refresh', and the case at line 12 handles 'load' too (only the first is ever reached); handle each action in one case"
        ), result.stdout)
    }

    /// A `var`'s property wrappers import as the spec writes them; Swift's own attributes are
    /// refused at the property, read by the same rule the spec's decoder applies.
    func testPropertyWrappersImportAndSwiftsOwnAttributesAreRefused() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class WrappedReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count: Int = 0 }
        let initialState = State()
        @Injected(\\.clock) var clock: Clock
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: return .just(.tapped)
          }
        }
      }

      final class ActorReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count: Int = 0 }
        let initialState = State()
        @MainActor var label: String = ""
        @IBOutlet var view: View?
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: return .just(.tapped)
          }
        }
      }

      """.write(to: folder.appendingPathComponent("Wrapped.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Wrapped.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/WrappedReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertTrue(spec.contains(#"var clock: "@Injected(\\.clock) Clock""#), spec)
      for (line, attribute, name) in [(22, "@MainActor", "label"), (23, "@IBOutlet", "view")] {
        XCTAssertTrue(
          result.stdout.contains(
            "Wrapped.swift:\(line):3: error: stored property '\(name)' has '\(attribute)', which a spec's properties cannot carry (only a 'var''s property wrappers); keep the reactor hand-written"
          ), result.stdout)
      }
    }

    /// A file that starts with the reactor, no import before it: the comments before the blank
    /// line are the file's header (the spec's top), those after it the reactor's own.
    func testAHeaderAboveAReactorWithoutImportsGoesToTheSpecsTop() throws {
      let folder = try scratch()
      try """
      //
      //  Bare.swift
      //  Copyright © 2018 Someone.
      //

      /// The bare screen.
      final class BareReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count: Int = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: return .just(.tapped)
          }
        }
      }

      """.write(to: folder.appendingPathComponent("Bare.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Bare.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/BareReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertTrue(spec.contains("#  Copyright © 2018 Someone.\n#\nversion: 1\n"), spec)
      XCTAssertTrue(spec.contains("reactors:\n  # The bare screen.\n  BareReactor:\n"), spec)
    }

    /// The comments above an extension go with its first member: a helper's `// MARK:` into the
    /// logic file beside it, the mark above a generated `mutate` into the spec.
    func testAnExtensionsMarkGoesWithWhatItHeads() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class MarkedReactor: Reactor {
        enum Action { case load }
        enum Mutation { case loaded(Int) }
        struct State { var count: Int = 0 }
        let initialState = State()
      }

      // MARK: Mutation
      extension MarkedReactor {
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .load: return self.fetch()
          }
        }
      }

      // MARK: Private Method
      extension MarkedReactor {
        private func fetch() -> Observable<Mutation> { .just(.loaded(1)) }
      }

      """.write(to: folder.appendingPathComponent("Marked.swift"), atomically: true, encoding: .utf8)
      let (spec, logic) = try imported("MarkedReactor", from: "Marked.swift", in: folder)
      XCTAssertTrue(spec.contains("# MARK: Mutation"), spec)
      XCTAssertFalse(spec.contains("Private Method"), spec)
      XCTAssertTrue(logic.contains("  // MARK: Private Method\n  private func fetch()"), logic)
    }

    /// Comments stay beside what they describe: a field's, a property's and a case's above its
    /// entry in the spec; code commented out after the last member, or in an extension with no
    /// member, in the logic file, as Swift (a real RxFlow reactor lost its commented-out reduce).
    func testCommentsGoAboveTheirEntriesAndCommentedOutCodeStaysSwift() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class NotedReactor: Reactor {
        // MARK: Events

        enum Action {
          /// Loads the first page.
          case load
        }
        enum Mutation { case loaded(Int) }
        struct State {
          /// How many items are shown.
          var count: Int = 0 // at most 10
          var pages: [Int] = [
            1  // the first
          ]
        }
        /// Dropped when the reactor is.
        let disposeBag = DisposeBag()
        let initialState = State()

        // func unused() {}
      }

      extension NotedReactor {
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .load: return .just(.loaded(1))
          }
        }
      }

      // MARK: Reduce
      extension NotedReactor {
        // func reduce(state: State, mutation: Mutation) -> State {
        //   state
        // }
      }

      """.write(to: folder.appendingPathComponent("Noted.swift"), atomically: true, encoding: .utf8)
      let (spec, logic) = try imported("NotedReactor", from: "Noted.swift", in: folder)
      XCTAssertTrue(spec.contains("  # MARK: Events\n  NotedReactor:\n"), spec)
      XCTAssertTrue(spec.contains("    properties:\n      # Dropped when the reactor is.\n      disposeBag: DisposeBag = DisposeBag()\n"), spec)
      XCTAssertTrue(spec.contains("    state:\n      # How many items are shown.\n      # at most 10\n      count: Int = 0\n"), spec)
      // A comment inside a value stays in it, once.
      XCTAssertTrue(spec.contains("1  // the first"), spec)
      XCTAssertFalse(spec.contains("# the first"), spec)
      XCTAssertTrue(spec.contains("    actions:\n      # Loads the first page.\n      - load: loaded(1)\n"), spec)
      XCTAssertTrue(logic.contains("  // func unused() {}\n"), logic)
      XCTAssertTrue(
        logic.contains("  // MARK: Reduce\n  // func reduce(state: State, mutation: Mutation) -> State {\n  //   state\n  // }\n"), logic)
    }

    /// A comment inside generated code (init's assignments, mutate's and reduce's scaffolding) has
    /// no entry of its own: it goes above the reactor, so none is lost. A licence in a block
    /// comment is as many YAML comment lines (it made a spec that did not parse, and the reactor
    /// was refused).
    func testCommentsInsideGeneratedCodeAndBlockCommentsAreKept() throws {
      let folder = try scratch()
      try """
      /*
       * Copyright 2020 Someone.
       */
      import ReactorKit
      import RxSwift

      final class InsideReactor: Reactor {
        enum Action { case load }
        enum Mutation { case loaded(Int) }
        struct State { var count: Int = 0 }
        let service: String
        let initialState: State

        init(service: String) {
          self.service = service // kept as given
          self.initialState = State()
        }

        func mutate(action: Action) -> Observable<Mutation> {
          // every action
          switch action {
          case .load: return .just(.loaded(1))
          }
        }

        func reduce(state: State, mutation: Mutation) -> State {
          var state = state // the copy
          switch mutation {
          case let .loaded(count): state.count = count
          }
          return state
        }
      }

      """.write(to: folder.appendingPathComponent("Inside.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Inside.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/InsideReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertTrue(spec.contains("# /*\n# * Copyright 2020 Someone.\n# */\nversion: 1\n"), spec)
      XCTAssertTrue(spec.contains("  # kept as given\n  # every action\n  # the copy\n  InsideReactor:\n"), spec)
    }

    /// An Action given by a typealias of an enum none of the files read declares is one refusal,
    /// at the typealias, saying what to do: the switch's cases are not each reported again as
    /// unknown.
    func testAnActionTypealiasIsRefusedOnce() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class PageReactor: Reactor {
        typealias Action = PageAction
        enum Mutation { case loaded }
        struct State { var count: Int = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .load: return .just(.loaded)
          case .reset: return .empty()
          }
        }
      }

      """.write(to: folder.appendingPathComponent("Page.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Page.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout)
      let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
      XCTAssertEqual(
        errors,
        [
          "Page.swift:4:1: error: reactor 'PageReactor' cannot be imported; Page.swift is left as it is",
          "Page.swift:5:3: error: 'typealias Action = PageAction' names no enum of the files read (the spec lists its cases: 'actionType:', 'mutationType:'); give import the folder that declares PageAction too, or move its cases into an 'enum Action' of the reactor",
        ], result.stdout)
    }

    /// A case that reads the switched parameter (`log("\\(mutation)")`) moves to a hook that does
    /// not see it: where the case matches cases without values, the parameter is the case
    /// itself, named so in the hook (`Mutation.cleared`); where a matched case has values the
    /// pattern does not bind, it is refused as before.
    func testAReadOfTheSwitchedParameterIsTheCaseWhenItHasNoValues() throws {
      let folder = try scratch()
      let reactor = { (setCase: String) in
        """
        import ReactorKit
        import RxSwift

        final class LogReactor: Reactor {
          enum Action { case refresh, wipe }
          enum Mutation { case cleared, reset; case set(Int) }
          struct State { var note = "" }
          let initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case .refresh:
              print(action)
              return .empty()
            case .wipe: return .just(.cleared)
            }
          }
          func reduce(state: State, mutation: Mutation) -> State {
            var newState = state
            switch mutation {
            case .cleared, .reset:
              print(mutation)
              newState.note = ""
            \(setCase)
            }
            return newState
          }
        }

        """
      }
      try reactor("case let .set(value): newState.note = String(value)").write(
        to: folder.appendingPathComponent("Log.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Log.swift", "-o", "out", "--dry-run", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      for text in [
        "    print(Action.refresh)\n", "  func reduceCleared(state newState: inout State) {\n    print(Mutation.cleared)\n",
        "  func reduceReset(state newState: inout State) {\n    print(Mutation.reset)\n",
        "Log.swift:12:13: moved: 'action' is the case matched: it is 'Action.refresh' in mutateRefresh",
        "Log.swift:21:13: moved: 'mutation' is the case matched: it is 'Mutation.reset' in reduceReset",
      ] {
        XCTAssertTrue(result.stdout.contains(text), text + "\n" + result.stdout)
      }
      // `.set` has a value the pattern leaves unbound: the parameter is not the case's name.
      try reactor("case .set: print(mutation)").write(to: folder.appendingPathComponent("Log.swift"), atomically: true, encoding: .utf8)
      let refused = try run(["Log.swift", "-o", "out", "--dry-run"], in: folder)
      XCTAssertNotEqual(refused.status, 0, refused.stdout)
      XCTAssertTrue(refused.stdout.contains("Log.swift:23:22: error: this case reads 'mutation'"), refused.stdout)
    }

    func testAScaffoldedReactorWithNoCasesImports() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class MenuCellReactor: Reactor {
        enum Action {}
        enum Mutation {}
        struct State { var title: String }
        let initialState: State
        init(title: String) { self.initialState = State(title: title) }
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          }
        }
        func reduce(state: State, mutation: Mutation) -> State {
          var newState = state
          return newState
        }
      }

      """.write(to: folder.appendingPathComponent("Menu.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Menu.swift", "-o", "out", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      XCTAssertTrue(result.stdout.contains("Menu.swift:10:3-13: generated: mutate of no case does what ReactorKit's default does"), result.stdout)
      XCTAssertTrue(result.stdout.contains("Menu.swift:14:3-17: generated: reduce of no case does what ReactorKit's default does"), result.stdout)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/MenuCellReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertFalse(spec.contains("actions:") || spec.contains("mutations:"), spec)
    }

    /// `let initialState = State()` is made before init runs: what init does besides storing its
    /// parameters (`_ = self.state`, Drrrible's style) comes after it and moves to didInitialize;
    /// it was refused as an initial state "computed from 'self'".
    func testInitAfterADeclaredInitialStateMovesToDidInitialize() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class VersionViewReactor: Reactor {
        enum Action { case check }
        enum Mutation { case setVersion(String) }
        struct State { var version: String? = nil }
        let initialState = State()
        init() {
          _ = self.state
        }
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .check: return .just(.setVersion("1.0"))
          }
        }
        func reduce(state: State, mutation: Mutation) -> State {
          var state = state
          switch mutation {
          case let .setVersion(version): state.version = version
          }
          return state
        }
      }

      """.write(to: folder.appendingPathComponent("Version.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Version.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 0, result.stdout)
      let logic = try String(contentsOf: folder.appendingPathComponent("out/VersionViewReactor+Logic.swift"), encoding: .utf8)
      XCTAssertTrue(logic.contains("  func didInitialize() {\n    _ = self.state\n  }"), logic)
      let spec = try String(contentsOf: folder.appendingPathComponent("out/VersionViewReactor.reactorgen.yml"), encoding: .utf8)
      XCTAssertTrue(spec.contains("didInitialize: true") && !spec.contains("initialState: custom"), spec)
    }

    /// Two apps' reactors named alike in one run would be one spec and one class: both are refused,
    /// each naming the other, before anything is written; a third imports. (It once wrote the
    /// first's files and stopped on the second's, exit 64.)
    func testReactorsNamedAlikeInOneRunAreRefusedBeforeAnythingIsWritten() throws {
      let folder = try scratch()
      let counter = { (app: String) in
        """
        import ReactorKit
        import RxSwift

        final class CounterViewReactor: Reactor {
          enum Action { case increase }
          enum Mutation { case increaseValue }
          struct State { var value = 0 }
          let initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case .increase: return .just(.increaseValue)
            }
          }
          func reduce(state: State, mutation: Mutation) -> State {
            var state = state
            switch mutation {
            case .increaseValue: state.value += 1
            }
            return state
          }
        }
        // \(app)

        """
      }
      for app in ["A", "B"] {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(app), withIntermediateDirectories: true)
        try counter(app).write(to: folder.appendingPathComponent("\(app)/CounterViewReactor.swift"), atomically: true, encoding: .utf8)
      }
      try counter("C").replacingOccurrences(of: "CounterViewReactor", with: "OtherViewReactor")
        .write(to: folder.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
      let result = try run(["A", "B", "Other.swift", "-o", "out"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
      for (app, other) in [("A", "B"), ("B", "A")] {
        XCTAssertTrue(
          result.stdout.contains(
            "\(app)/CounterViewReactor.swift:4:1: error: another reactor is named 'CounterViewReactor' (at \(other)/CounterViewReactor.swift:4:1): one run imports one module, where the two would be one spec and one class; import each app into its own folder (one run each), or rename one"
          ), result.stdout)
      }
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
      XCTAssertEqual(written, ["OtherViewReactor.reactorgen.yml"])
    }

    /// A reactor other classes inherit from, in any file read and at any depth, stays
    /// hand-written (a generated reactor is final, its initialState a let): refused at its line,
    /// naming each subclass at its own. The default report is a block per reactor, and ends with
    /// the originals to delete and one command for every spec of the folder.
    func testABaseReactorOthersInheritFromIsLeftHandWrittenNamingThem() throws {
      let folder = try scratch()
      let reactor = { (name: String, header: String) in
        """
        import ReactorKit
        import RxSwift

        \(header) \(name): Reactor {
          enum Action { case tap }
          enum Mutation { case tapped }
          struct State { var count: Int = 0 }
          var initialState = State()
          func mutate(action: Action) -> Observable<Mutation> {
            switch action {
            case .tap: return .just(.tapped)
            }
          }
          func reduce(state: State, mutation: Mutation) -> State {
            var state = state
            switch mutation {
            case .tapped: state.count += 1
            }
            return state
          }
        }

        """
      }
      try reactor("BaseListReactor", "class").write(to: folder.appendingPathComponent("Base.swift"), atomically: true, encoding: .utf8)
      try reactor("CounterViewReactor", "final class").write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
      try """
      final class FavoritesReactor: BaseListReactor {}

      enum History {
        final class Reactor: App.BaseListReactor, CustomStringConvertible {
          var description: String { "history" }
        }
      }

      """.write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Base.swift", "Counter.swift", "Screens.swift", "-o", "out", "--module", "App"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout)
      XCTAssertEqual(
        result.stdout,
        """
        BaseListReactor at Base.swift:4:1: left as it is
        Base.swift:4:1: error: reactor 'BaseListReactor' cannot be imported; Base.swift is left as it is
        Base.swift:4:1: error: FavoritesReactor at Screens.swift:1:1, Reactor at Screens.swift:4:3 inherit from 'BaseListReactor': a generated reactor is a final class whose initialState is a let, which a subclass can neither extend nor set; keep 'BaseListReactor' and its subclasses hand-written (reactorgen-import leaves them as they are)
        CounterViewReactor at Counter.swift:4:1 → CounterViewReactor.reactorgen.yml
          spec: actions tap; mutations tapped; state count; initialState
          generated by reactorgen now: 18 part(s)
        created out/CounterViewReactor.reactorgen.yml

        Next steps:
          1. Review each spec and logic file, with the report above (--verbose lists every line).
          2. Delete the hand-written reactors reactorgen now generates:
               rm Counter.swift
          3. Generate every spec of the folder (one run names them all):
               reactorgen out/CounterViewReactor.reactorgen.yml -o out --module App
        1 reactor(s) imported, 1 left as they are: BaseListReactor

        """)
      // The base and its subclasses are named once each; the spec of the other is written.
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
      XCTAssertEqual(written, ["CounterViewReactor.reactorgen.yml"])
      // An open reactor (a framework's, found fresh in a public one) may be subclassed in other
      // modules, which no folder read shows: left as it is too.
      try reactor("ListItemReactor", "open class").write(to: folder.appendingPathComponent("Open.swift"), atomically: true, encoding: .utf8)
      let open = try run(["Open.swift", "-o", "out-open"], in: folder)
      XCTAssertEqual(open.status, 1, open.stdout)
      XCTAssertTrue(
        open.stdout.contains(
          "Open.swift:4:1: error: 'ListItemReactor' is open, so other modules may inherit from it: a generated reactor is a final class whose initialState is a let, which a subclass can neither extend nor set; keep it hand-written, or make it 'public' if nothing inherits from it"
        ), open.stdout)
    }

    func testAReactorThatCannotBeExpressedIsLeftAsItIsAndTheOthersAreImported() throws {
      let folder = try scratch()
      try """
      import ReactorKit
      import RxSwift

      final class KeptViewReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count = Int.zero }
        let initialState = State()
        let disposeBag = DisposeBag()
        func mutate(action: Action) -> Observable<Mutation> { .just(.tapped) }
      }

      final class MovedViewReactor: Reactor {
        enum Action { case tap }
        enum Mutation { case tapped }
        struct State { var count: Int = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
          switch action {
          case .tap: return .just(.tapped)
          }
        }
        func reduce(state: State, mutation: Mutation) -> State {
          var state = state
          switch mutation {
          case .tapped: state.count += 1
          }
          return state
        }
      }

      final class SilentViewReactor: Reactor {
        enum Action { case tap }
        struct State {}
        let initialState = State()
      }

      """.write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
      let result = try run(["Screens.swift", "-o", "out", "--verbose"], in: folder)
      XCTAssertEqual(result.status, 1, result.stdout)
      XCTAssertTrue(
        result.stdout.contains("Screens.swift:4:1: error: reactor 'KeptViewReactor' cannot be imported; Screens.swift is left as it is"),
        result.stdout)
      XCTAssertTrue(
        result.stdout.contains(
          "Screens.swift:7:22: error: State field 'count' has no type written, and its value is not one whose type Swift infers plainly; give it one ('count: Type = value')"
        ), result.stdout
      )
      XCTAssertTrue(
        result.stdout.contains(
          "Screens.swift:10:8: error: mutate is not one switch over its action: reactorgen cannot tell which case does what; write it as one switch, a case for each action"
        ), result.stdout)
      // Each refusal says what to do. Without mutate(action:) and Mutation, ReactorKit passes each
      // action on as its mutation (its default), which no spec says.
      XCTAssertTrue(
        result.stdout.contains(
          "Screens.swift:33:22: error: action 'tap' has no mutate(action:), and the reactor no Mutation, so ReactorKit passes it on as its mutation and emits the state again: add 'typealias Mutation = Never' if it is to change nothing, or write mutate(action:) with a case that says what it does"
        ), result.stdout)
      // Every other part of the refused reactor is reported as it would be imported: a stored
      // property no parameter sets is one of the spec's `properties:`.
      XCTAssertTrue(result.stdout.contains("Screens.swift:9:3: spec: properties: disposeBag"), result.stdout)
      XCTAssertTrue(result.stdout.contains("Screens.swift:8:3: spec: initialState"), result.stdout)
      XCTAssertTrue(result.stdout.contains("1 reactor(s) imported, 2 left as they are: KeptViewReactor, SilentViewReactor"), result.stdout)
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
      XCTAssertEqual(written, ["MovedViewReactor.reactorgen.yml"])
    }

    /// `--services` on a service layer reactorgen's provider cannot build: named at its place, the
    /// run fails, and the reactors are imported without the services (their provider a parameter).
    func testAServiceLayerOfAnotherShapeIsNamedAndTheReactorsAreImportedWithoutIt() throws {
      let taskList = ImportCorpusTests.corpus.appendingPathComponent("TaskList")
      let result = try run(["Original", "Support", "--services", "-o", try scratch().path, "--dry-run"], in: taskList)
      XCTAssertEqual(result.status, 1, result.stdout)
      XCTAssertTrue(
        result.stdout.contains(
          "Support/Services.swift:18:13: error: reactorgen's provider makes TaskService with init(provider:) (a BaseService) or init(); give TaskService one of them"
        ), result.stdout)
      XCTAssertTrue(result.stderr.contains("--services: the service layer cannot be imported"), result.stderr)
      XCTAssertTrue(result.stdout.contains("provider: ServiceProviderType"), result.stdout)
      XCTAssertTrue(result.stdout.contains("1 reactor(s) imported, 0 left as they are"), result.stdout)
    }
  }
#endif
