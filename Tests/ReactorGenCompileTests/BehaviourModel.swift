import Foundation

@testable import _ReactorGenCore
@testable import ReactorGenSwift
@testable import ReactorGenTestSupport

/// A random reactor for the behaviour property test: actions combining `loading`,
/// `ignoreWhileLoading`, `cancelledBy` (themselves and others), `when:` (an expression or a
/// hook), `catch:`, `emit`, `async` and `reads:`, over a state every run's effects are visible in.
///
/// Each action carries the number of its send (`a0(run: Int)`), so the test can name each run;
/// each action with `loading` has its own flag, so the flags' values do not depend on the order
/// in which two runs' brackets close within one step (which the real ActionSubject leaves open).
struct BehaviourReactor {
  struct Action {
    enum Condition { case none, expression, hook }

    var name: String
    var isAsync: Bool
    var emits: Bool
    var loading: Bool
    var ignoreWhileLoading: Bool
    var cancelledBy: [String]
    var condition: Condition
    var catches: Bool
    /// `reads: [blocked]`: the hook gets `blocked` as it was when the action arrived, and marks
    /// each element it emits with it (`+b`).
    var readsBlocked: Bool

    var flag: String { "\(name)Loading" }
    var loadingMutation: String { "set" + Naming.upperCamel(name) + "Loading" }
  }

  let seed: UInt64
  let actions: [Action]
  var name: String { "Behaviour\(seed)" }

  init(seed: UInt64) {
    self.seed = seed
    var random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 17)
    let names = (0..<Int.random(in: 1...4, using: &random)).map { "a\($0)" }
    actions = names.map { name in
      let loading = Bool.random(using: &random)
      return Action(
        name: name,
        isAsync: Int.random(in: 0..<5, using: &random) < 2,
        emits: Int.random(in: 0..<10, using: &random) < 3,
        loading: loading,
        ignoreWhileLoading: loading && Bool.random(using: &random),
        cancelledBy: names.filter { _ in Int.random(in: 0..<10, using: &random) < 3 },
        condition: [.none, .none, .expression, .hook].randomElement(using: &random)!,
        catches: Int.random(in: 0..<10, using: &random) < 4,
        readsBlocked: Int.random(in: 0..<10, using: &random) < 3
      )
    }
  }

  var loadingActions: [Action] { actions.filter(\.loading) }

  /// The reactor's entry under `reactors:` in a spec.
  var yaml: String {
    var lines = ["  \(name):", "    state:", "      blocked: Bool = false", "      log: \"[String] = []\"", "      error: \"String? = nil\""]
    lines += loadingActions.map { "      \($0.flag): Bool = false" }
    lines += ["    actions:", "      - \"block(Bool)\": setBlocked"]
    for action in actions {
      var options: [String] = []
      if action.isAsync { options.append("async: true") }
      if action.emits { options += ["emit: 'record(\"\(action.name):emit\")'", "hook: true"] }
      if action.loading { options.append("loading: \(action.loadingMutation)") }
      if action.ignoreWhileLoading { options.append("ignoreWhileLoading: true") }
      if !action.cancelledBy.isEmpty { options.append("cancelledBy: [\(action.cancelledBy.joined(separator: ", "))]") }
      switch action.condition {
      case .none: break
      case .expression: options.append("when: \"!self.currentState.blocked\"")
      case .hook: options.append("when: hook")
      }
      if action.catches { options.append("catch: setError") }
      if action.readsBlocked { options.append("reads: [blocked]") }
      lines.append("      - \"\(action.name)(run: Int)\"" + (options.isEmpty ? "" : ": { \(options.joined(separator: ", ")) }"))
    }
    lines += ["    mutations:", "      - setBlocked(Bool): set blocked", "      - record(String): append log", "      - setError(String): set error"]
    lines += loadingActions.map { "      - \($0.loadingMutation)(Bool): set \($0.flag)" }
    return lines.joined(separator: "\n")
  }

  /// The hooks the spec leaves to the user, answering as the test's script says. Their names
  /// come from reactorgen's own naming rules.
  var logic: String {
    var lines = ["extension \(name) {"]
    for action in actions {
      if action.condition == .hook {
        lines.append("  func \(Naming.preconditionHook(action.name))(run: Int) -> Bool { Harness.shared.allows(\"\(action.name)\") }")
      }
      let parameters = action.readsBlocked ? "run: Int, blocked: Bool" : "run: Int"
      let record = action.readsBlocked ? "Mutation.record(blocked ? $0 + \"+b\" : $0)" : "Mutation.record($0)"
      if action.isAsync {
        lines.append(
          "  func \(Naming.actionHook(action.name))(\(parameters)) async throws -> [Mutation] { try await Harness.shared.asyncRun(\"\(action.name)#\\(run)\", of: self).map { \(record) } }"
        )
      } else {
        lines.append(
          "  func \(Naming.actionHook(action.name))(\(parameters)) -> Observable<Mutation> { Harness.shared.rxRun(\"\(action.name)#\\(run)\", of: self).map { \(record) } }"
        )
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// Sends the script's actions to a reactor and describes its state as the model does.
  var driver: String {
    let cases = actions.map { "    case \"\($0.name)\": reactor.action.onNext(.\($0.name)(run: Int(argument)!))" }
    let flags = loadingActions.map { "state.\($0.flag)" }.joined(separator: ", ")
    return """
      final class \(name)Driver: Driving {
        let reactor = \(name)()
        init() { Harness.shared.current = ObjectIdentifier(reactor) }
        func send(_ action: String, _ argument: String) {
          switch action {
          case "block": reactor.action.onNext(.block(argument == "true"))
      \(cases.joined(separator: "\n"))
          default: fatalError("unknown action \\(action)")
          }
        }
        var state: String {
          let state = reactor.currentState
          return describeState(blocked: state.blocked, error: state.error, loading: [\(flags)], log: state.log)
        }
      }
      """
  }
}

/// The spec's meaning, written plainly: what each step of a script does to the state, without Rx.
///
/// - An action its `when:` or `ignoreWhileLoading` guard ignores changes and cancels nothing.
/// - Otherwise it first ends every running run whose `cancelledBy:` lists it: a run of itself
///   with `loading` loses its whole bracket (no `false`); any other loses its work, and its
///   bracket closes with `false`. Then it emits, opens its bracket and starts its run.
/// - A run of an action with `reads:` marks its elements with `blocked` as it was when it arrived.
/// - A running Rx run's elements are reduced as they come; an async run's all at once when it
///   returns. A run ending (completion, or an error, which `catch:` turns into `error`) closes its
///   bracket. A run that ended or was cancelled changes nothing any more.
struct BehaviourModel {
  struct Run {
    var action: Int
    var number: Int
    var isRunning = true
    var tokens = 0
    var pending: [String] = []
    var key: String
    /// What the run's elements are marked with (`reads:`): `+b` when `blocked` was set as it arrived.
    var mark = ""
  }

  let reactor: BehaviourReactor
  var blocked = false
  var log: [String] = []
  var error: String?
  var loading: [String: Bool] = [:]
  var allowed: [String: Bool] = [:]
  var sent: [String: Int] = [:]
  var runs: [Run] = []

  init(reactor: BehaviourReactor) {
    self.reactor = reactor
  }

  var state: String {
    let flags = reactor.loadingActions.map { loading[$0.name] == true ? "1" : "0" }.joined()
    return "blocked=\(blocked ? 1 : 0) error=\(error ?? "-") loading=\(flags) log=\(log.joined(separator: ","))"
  }

  private func isIgnored(_ action: BehaviourReactor.Action) -> Bool {
    switch action.condition {
    case .none: break
    case .expression: if blocked { return true }
    case .hook: if allowed[action.name] == false { return true }
    }
    return action.ignoreWhileLoading && loading[action.name] == true
  }

  /// Sends action `index`; returns the script line.
  mutating func send(_ index: Int) -> String {
    let action = reactor.actions[index]
    let number = sent[action.name, default: 0]
    sent[action.name] = number + 1
    let line = "send \(action.name) \(number)"
    guard !isIgnored(action) else { return line }
    for position in runs.indices where runs[position].isRunning {
      let running = reactor.actions[runs[position].action]
      guard running.cancelledBy.contains(action.name) else { continue }
      runs[position].isRunning = false
      if running.loading, running.name != action.name {
        loading[running.name] = false
      }
    }
    if action.emits { log.append("\(action.name):emit") }
    if action.loading { loading[action.name] = true }
    runs.append(Run(action: index, number: number, key: "\(action.name)#\(number)", mark: action.readsBlocked && blocked ? "+b" : ""))
    return line
  }

  mutating func block(_ value: Bool) -> String {
    blocked = value
    return "send block \(value)"
  }

  mutating func allow(_ index: Int, _ value: Bool) -> String {
    allowed[reactor.actions[index].name] = value
    return "allow \(reactor.actions[index].name) \(value)"
  }

  private func kind(_ run: Run) -> String { reactor.actions[run.action].isAsync ? "async" : "rx" }

  mutating func emit(run position: Int) -> String {
    let token = "\(runs[position].key.replacingOccurrences(of: "#", with: "."))-\(runs[position].tokens)"
    runs[position].tokens += 1
    if runs[position].isRunning {
      if reactor.actions[runs[position].action].isAsync {
        runs[position].pending.append(token + runs[position].mark)
      } else {
        log.append(token + runs[position].mark)
      }
    }
    return "emit \(kind(runs[position])) \(runs[position].key) \(token)"
  }

  mutating func complete(run position: Int) -> String {
    let run = runs[position]
    if run.isRunning {
      log += run.pending
      end(position)
    }
    return "complete \(kind(run)) \(run.key)"
  }

  mutating func fail(run position: Int) -> String {
    let run = runs[position]
    if run.isRunning {
      if reactor.actions[run.action].catches { error = "fail:\(run.key)" }
      end(position)
    }
    return "fail \(kind(run)) \(run.key)"
  }

  private mutating func end(_ position: Int) {
    runs[position].isRunning = false
    let action = reactor.actions[runs[position].action]
    if action.loading { loading[action.name] = false }
  }

  /// A random script: steps chosen from what the model can do, each followed by the state it
  /// expects; at the end every run still going completes, so every bracket must be closed.
  static func script(for reactor: BehaviourReactor, seed: UInt64, steps: Int) -> [String] {
    var random = SplitMix64(seed: seed)
    var model = BehaviourModel(reactor: reactor)
    var lines = ["new \(reactor.name) \(seed)", "expect \(model.state)"]
    for _ in 0..<steps {
      let roll = Int.random(in: 0..<100, using: &random)
      let line: String
      if roll < 40 || model.runs.isEmpty {
        line = model.send(Int.random(in: 0..<reactor.actions.count, using: &random))
      } else if roll < 60 {
        line = model.emit(run: model.pickRun(&random))
      } else if roll < 78 {
        line = model.complete(run: model.pickRun(&random))
      } else if roll < 88 {
        line = model.fail(run: model.pickRun(&random))
      } else if roll < 94 {
        line = model.block(!model.blocked)
      } else {
        let index = Int.random(in: 0..<reactor.actions.count, using: &random)
        line = model.allow(index, model.allowed[reactor.actions[index].name] == false)
      }
      lines += [line, "expect \(model.state)"]
    }
    for position in model.runs.indices where model.runs[position].isRunning {
      lines += [model.complete(run: position), "expect \(model.state)"]
    }
    precondition(!model.loading.values.contains(true), "the model left a bracket open")
    return lines
  }

  /// Mostly a running run; sometimes one that ended, which must change nothing.
  private func pickRun(_ random: inout SplitMix64) -> Int {
    let running = runs.indices.filter { runs[$0].isRunning }
    if !running.isEmpty, Int.random(in: 0..<4, using: &random) > 0 {
      return running.randomElement(using: &random)!
    }
    return Int.random(in: 0..<runs.count, using: &random)
  }
}
