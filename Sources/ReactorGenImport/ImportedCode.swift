#if Import
  import ReactorGenSwift

  /// The Swift `reactorgen-import` writes around the user's code it moves into hooks, built as
  /// trees and printed by ``SwiftRenderer`` like every other piece reactorgen writes. The user's
  /// code itself stays theirs, line for line (``SwiftExpr/userCode(_:)``).
  enum ImportedCode {
    /// The body of a hook whose result is the user's work (what a loading bracket or emitted
    /// mutations surrounded): their comments, then `return <work>`.
    static func returning(_ lines: [String]) -> [String] {
      let comments = lines.prefix { $0.hasPrefix("//") }
      let work = Array(lines.dropFirst(comments.count))
      return SwiftRenderer.lines((comments.isEmpty ? [] : [.expression(.userCode(Array(comments)))]) + [.return(.userCode(work))])
    }

    /// `let (from, to) = value`: a hook's value destructured as the original case's pattern did.
    static func destructuring(_ pattern: String, from value: String) -> [String] {
      SwiftRenderer.lines([.let(pattern, .name(value))])
    }

    /// `let event = (sourceIndex: sourceIndex, destinationIndex: destinationIndex)`: the tuple
    /// a pattern binding one name to a case's several values makes of them.
    static func tupling(_ name: String, from values: [(label: String?, name: String)]) -> [String] {
      SwiftRenderer.lines([.let(name, .tuple(values.map { SwiftArgument($0.label, .name($0.name)) }))])
    }

    /// `makeInitialState`'s body: the statements `init` ran, then `return <value>`.
    static func initialState(statements: [String], value: String?) -> [String] {
      SwiftRenderer.lines((statements.isEmpty ? [] : [.expression(.userCode(statements))]) + (value.map { [.return(.userCode([$0]))] } ?? []))
    }

    /// The hook of an enum case that several cases (or a `where` clause) handled: the cases as
    /// written, in a switch over a local made from the values the hook receives (a switch over
    /// the constructor itself Swift warns is constant), then `fallback` (the original default's
    /// lines) or, when other values of the type exist, a default that does nothing.
    static func switchOverValues(
      local: String, type: String, caseName: String, values: [(label: String?, name: String)],
      cases: [[String]], fallback: [String]?, needsDefault: Bool, returnsMutations: Bool
    ) -> [String] {
      let arguments = values.map { SwiftArgument($0.label, .name($0.name)) }
      let member = SwiftExpr.member(.name(type), caseName)
      let value = arguments.isEmpty ? member : .call(member, arguments)
      var switchCases = cases.map { SwiftSwitchCase(pattern: .userCode($0), body: []) }
      if let fallback {
        switchCases.append(SwiftSwitchCase(pattern: .userCode(fallback), body: []))
      } else if needsDefault {
        let nothing: SwiftStatement = returnsMutations ? .return(.empty) : .return(nil)
        switchCases.append(SwiftSwitchCase(pattern: .default, body: [.comment("Only \(type).\(caseName) reaches this hook."), nothing]))
      }
      return SwiftRenderer.lines([.let(local, value), .switch(.name(local), switchCases, isSpaced: true)])
    }
  }
#endif
