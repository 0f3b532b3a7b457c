#if Import
  import SwiftSyntax
  import SwiftParser
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reading a reactor, continued: one case of `mutate`'s switch, as the shape reactorgen
  /// generates for an action or as a hook.
  extension ReactorReading {
    mutating func mutateCase(_ action: ImportedReactor.EnumCase, bindings: [String?], _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile)
      -> ImportedReactor.MutateCase
    {
      let (bindings, destructuring) = Self.destructuring(bindings, of: action, in: caseSyntax)
      if !destructuring.isEmpty { return destructuredCase(action, bindings: bindings, destructuring: destructuring, caseSyntax, in: file) }
      var statements = Array(caseSyntax.statements)
      // reactorgen's announcement of a cancelling action (its `startedActions`) is its own.
      if statements.count > 1,
        GeneratedShape.startedActionAnnouncement.matches(statements[0].item)
          || (statements.count > 2 && GeneratedShape.startedActionAnnouncement.matches(statements[1].item))
      {
        if let index = statements.firstIndex(where: { GeneratedShape.startedActionAnnouncement.matches($0.item) }),
          !statements[index...].dropFirst().contains(where: { $0.item.trimmedDescription.contains("mutate") })
        {
          note(file.entry(statements[index], .generated, "a cancelling action's announcement is generated"))
          statements.remove(at: index)
        }
      }
      let hookName = GeneratedName.actionHook(action.name).text
      // The case binds a value labelled like what it uses (`self`) by another name (`selfValue`):
      // the spec's Swift reads it by its label.
      var labels: [String: String] = [:]
      var readable: Set<String> = []
      for (value, binding) in zip(action.values, bindings) {
        guard let label = value.label, label != "_", let binding else { continue }
        readable.insert(binding)
        if binding != label { labels[binding] = label }
      }
      let spec = { (text: String) in GeneratedShape.specText(of: text, bindings: labels) }
      if var generated = Self.generatedAction(statements, of: action.name, bindings: bindings, readable: readable) {
        keepLoadingGuard(of: generated, in: statements, file)
        generated.when = generated.when.map(spec)
        generated.emits = generated.emits.map { .init(name: $0.name, arguments: $0.arguments?.map(spec)) }
        note(
          file.entry(
            caseSyntax, .spec,
            generated.hasHook
              ? "actions: \(action.name), generated around \(hookName), already in the logic file"
              : "actions: \(action.name) emits \(generated.emits.map(\.name).joined(separator: ", ")) when \(generated.when ?? "")"))
        return .generated(generated)
      }
      // Explicit arguments may read the values the spec names (their labels), as the spec writes them.
      let emitted = { (value: ExprSyntax) in
        Self.justMutations(value, bindings: bindings, readable: readable)?.map {
          ImportedReactor.MutationCall(name: $0.name, arguments: $0.arguments?.map(spec))
        }
      }
      // A case that only leaves the switch does what the 'return' after it does.
      let onlyLeaves = mutateTail != nil && statements.count == 1 && statements[0].item.as(BreakStmtSyntax.self).map({ $0.label == nil }) == true
      let returned =
        onlyLeaves ? mutateTail?.item.as(ReturnStmtSyntax.self)?.expression : statements.first?.item.as(ReturnStmtSyntax.self)?.expression
      if onlyLeaves { actionsTakingTheTail.append(action.name) }
      if statements.count == 1, let value = returned {
        if GeneratedShape.noMutations.matches(value) {
          note(file.entry(caseSyntax, .spec, "actions: \(action.name): [], an action that changes nothing"))
          reactor.elementComments[.action(action.name), default: []] += SwiftFile.comments(within: caseSyntax)
          return .emits([])
        }
        if let calls = emitted(value) {
          note(file.entry(caseSyntax, .spec, "actions: \(action.name) emits \(calls.map(\.name).joined(separator: ", "))"))
          reactor.elementComments[.action(action.name), default: []] += SwiftFile.comments(within: caseSyntax)
          return .emits(calls)
        }
        if Self.callsHook(value, named: hookName, bindings: bindings) {
          note(file.entry(caseSyntax, .spec, "actions: \(action.name) calls \(hookName), already in the logic file"))
          return .existingHook(emits: [], loading: nil)
        }
        if let parts = Self.concatenation(value),
          let concatenated = concatenatedCase(action, parts, bindings: bindings, emitted: emitted, caseSyntax, in: file)
        {
          return concatenated
        }
      }
      return hookCase(action, statements, bindings: bindings, caseSyntax, in: file)
    }

    /// A case whose pattern destructures a tuple (`case let .moved((from, to))`): the case's own
    /// shape is the hook's, whose values are the tuple's parts, not the action's.
    mutating func destructuredCase(
      _ action: ImportedReactor.EnumCase, bindings: [String?], destructuring: [String], _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile
    ) -> ImportedReactor.MutateCase {
      // The case's own shape is the hook's: its values are the tuple's parts, not the action's.
      note(file.entry(caseSyntax.label, .spec, "actions: \(action.name), with the hook \(GeneratedName.actionHook(action.name).text)"))
      for statement in caseSyntax.statements {
        note(file.entry(statement, .moved, "moves to \(GeneratedName.actionHook(action.name).text), after its value is destructured"))
      }
      var body = file.verbatim(caseSyntax.statements)
      body.lines = destructuring + body.lines
      if let problemText = Self.unmovable(Array(caseSyntax.statements)) {
        problem(file.entry(caseSyntax, .problem, "the case of '\(action.name)' \(problemText)"))
      }
      if mutateHasTail {
        problem(
          file.entry(
            caseSyntax.label, .problem,
            "this case destructures its value and mutate has a 'return' after its switch; end the case with a 'return'"))
      }
      return .hook(
        emits: [], loading: nil,
        body: .init(parameterNames: bindings, body: body, leadingComments: SwiftFile.comments(in: caseSyntax.leadingTrivia)))
    }

    /// `Observable.concat([...])`: mutations emitted, then (in a loading bracket or not) the work
    /// of a hook; nil when it is not that shape.
    mutating func concatenatedCase(
      _ action: ImportedReactor.EnumCase, _ parts: [ExprSyntax], bindings: [String?], emitted: (ExprSyntax) -> [ImportedReactor.MutationCall]?,
      _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile
    ) -> ImportedReactor.MutateCase? {
      let hookName = GeneratedName.actionHook(action.name).text
      let comments = SwiftFile.comments(in: caseSyntax.leadingTrivia)
      var emits: [ImportedReactor.MutationCall] = []
      var elements = parts
      var loading: String?
      if elements.count >= 3, let first = Self.loadingFlag(elements.first!), let last = Self.loadingFlag(elements.last!),
        first.name == last.name, first.value == "true", last.value == "false"
      {
        loading = first.name
        elements = Array(elements.dropFirst().dropLast())
      }
      var elementComments: [String] = []
      while elements.count > 1, let calls = emitted(elements[0]) {
        emits += calls
        elementComments += SwiftFile.comments(in: elements[0].leadingTrivia)
        elements.removeFirst()
      }
      if loading == nil, elements.count == 1, let calls = emitted(elements[0]) {
        reactor.elementComments[.action(action.name), default: []] += SwiftFile.comments(within: caseSyntax)
        note(file.entry(caseSyntax, .spec, "actions: \(action.name) emits \(calls.map(\.name).joined(separator: ", "))"))
        return .emits(emits + calls)
      }
      if elements.count == 1, loading != nil || !emits.isEmpty {
        let work = elements[0]
        if Self.callsHook(work, named: hookName, bindings: bindings) {
          note(file.entry(caseSyntax, .spec, "actions: \(action.name) calls \(hookName), already in the logic file"))
          return .existingHook(emits: emits, loading: loading)
        }
        let body = Verbatim(lines: ImportedCode.returning(file.verbatim(work).lines), origin: file.spot(work), lastLine: file.lastLine(work))
        note(
          file.entry(
            caseSyntax, .spec,
            "actions: \(action.name)" + (loading.map { " loading: \($0)" } ?? "")
              + (emits.isEmpty ? "" : " emit: \(emits.map(\.name).joined(separator: ", "))")))
        note(file.entry(work, .moved, "moves to \(hookName)"))
        reactor.elementComments[.action(action.name), default: []] += elementComments
        return .hook(emits: emits, loading: loading, body: .init(parameterNames: bindings, body: body, leadingComments: comments))
      }
      return nil
    }

    /// A case whose statements move into the action's hook as they are; where the case falls out
    /// of the switch, the hook returns what the function did after it.
    mutating func hookCase(
      _ action: ImportedReactor.EnumCase, _ statements: [CodeBlockItemSyntax], bindings: [String?], _ caseSyntax: SwitchCaseSyntax,
      in file: SwiftFile
    ) -> ImportedReactor.MutateCase {
      let hookName = GeneratedName.actionHook(action.name).text
      let comments = SwiftFile.comments(in: caseSyntax.leadingTrivia)
      if let problemText = Self.unmovable(mutateHasTail ? statements.filter { !$0.item.is(BreakStmtSyntax.self) } : statements) {
        problem(file.entry(caseSyntax, .problem, "the case of '\(action.name)' \(problemText)"))
      }
      note(file.entry(caseSyntax.label, .spec, "actions: \(action.name), with the hook \(hookName)"))
      for statement in statements { note(file.entry(statement, .moved, "moves to \(hookName)")) }
      guard let tail = mutateTail else {
        return .hook(
          emits: [], loading: nil, body: .init(parameterNames: bindings, body: file.verbatim(caseSyntax.statements), leadingComments: comments))
      }
      // Where the case falls out of the switch (a `break`, or its end), the hook returns what the
      // function did after the switch.
      let exits = statements.flatMap { Self.breaksLeavingTheCase($0) }
      let tailText = tail.trimmedDescription
      for exit in exits { note(file.entry(exit, .moved, "'break' leaves the switch: it is '\(tailText)' in \(hookName)")) }
      var body = Self.joined(statements.map { file.verbatim($0, replacing: exits.map { (Syntax($0), tailText) }) })
      if !Self.alwaysLeaves(statements, breakLeaves: true) {
        body.lines += file.verbatim(tail).lines
      }
      if !exits.isEmpty || !Self.alwaysLeaves(statements, breakLeaves: true) { actionsTakingTheTail.append(action.name) }
      return .hook(emits: [], loading: nil, body: .init(parameterNames: bindings, body: body, leadingComments: comments))
    }

    /// The reads, in `caseSyntax`, of the parameter `name` of the function it leaves, and the
    /// case itself that each is: `Mutation.attach` when the case matches cases that have no
    /// values, by name alone (in each one's hook the parameter is that value); `Action.select(
    /// index: index)` when it matches one case binding each of its values to a constant, which
    /// the hook gets by that name. Nil when there are none, another case may be matched, a value
    /// is not bound, or bound to a `var` the case may change, the case declares a name of its own
    /// spelled as the parameter or a value, whose reads are not theirs, or switches over the
    /// parameter.
    static func readsOfTheParameter(
      _ name: String, asTheCaseIn caseSyntax: SwitchCaseSyntax, of enumCase: ImportedReactor.EnumCase, type: String
    ) -> (reads: [TokenSyntax], value: String)? {
      guard let label = caseSyntax.label.as(SwitchCaseLabelSyntax.self), label.caseItems.allSatisfy({ $0.whereClause == nil }) else {
        return nil
      }
      let value: SwiftExpr
      let names: [String]
      if enumCase.values.isEmpty {
        // (`case .a, .b:` moves to a hook each: in a's, the parameter is a.)
        guard label.caseItems.allSatisfy({ Self.caseBindings($0.pattern)?.1.isEmpty == true }) else { return nil }
        (value, names) = (.path(type, enumCase.name), [name])
      } else {
        guard label.caseItems.count == 1, let item = label.caseItems.first,
          !item.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.var) }),
          let bindings = Self.caseBindings(item.pattern)?.1.compactMap({ $0 }), bindings.count == enumCase.values.count,
          bindings.allSatisfy({ $0 != "_" && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
          // `case let .flow(action)`: the reads are of that value.
          !bindings.contains(name)
        else { return nil }
        value = .call(.path(type, enumCase.name), zip(enumCase.values, bindings).map { SwiftArgument($0.label, .name($1)) })
        names = [name] + bindings
      }
      guard names.allSatisfy({ Self.declaration(of: $0, in: Array(caseSyntax.statements)) == nil }) else { return nil }
      let reads = Self.reads(of: [name], in: Array(caseSyntax.statements))
      // `switch Mutation.reset` is a switch over a constant, which Swift warns of.
      guard !reads.contains(where: Self.isSwitchSubject) else { return nil }
      return reads.isEmpty ? nil : (reads, SwiftRenderer.lines([.expression(value)]).joined())
    }

    /// `file`, its reads of the switched parameter in `caseSyntax` spelled as the case they are
    /// (``readsOfTheParameter(_:asTheCaseIn:of:type:)``), for `read` to make the case's
    /// disposition from; when that is a hook, the reads are reported and no longer refused.
    mutating func readingTheParameter<Disposition>(
      _ name: String, asTheCaseIn caseSyntax: SwitchCaseSyntax, of enumCase: ImportedReactor.EnumCase, type: String, in file: SwiftFile,
      isHook: (Disposition?) -> Bool, read: (inout Self, SwiftFile) -> Disposition?
    ) -> (disposition: Disposition?, substituted: Bool) {
      guard let substitution = Self.readsOfTheParameter(name, asTheCaseIn: caseSyntax, of: enumCase, type: type) else {
        return (read(&self, file), false)
      }
      let disposition = read(&self, file.substituting(substitution.reads, with: substitution.value))
      guard isHook(disposition) else { return (disposition, false) }
      let hook = (type == "Action" ? GeneratedName.actionHook(enumCase.name) : .mutationHook(enumCase.name)).text
      for token in substitution.reads {
        note(file.entry(token, .moved, "'\(name)' is the case matched: it is '\(substitution.value)' in \(hook)"))
      }
      return (disposition, true)
    }

    /// Whether `read` is what a `switch` switches over (`switch action {`).
    static func isSwitchSubject(_ read: TokenSyntax) -> Bool { read.parent?.parent?.is(SwitchExprSyntax.self) == true }

    /// A hook does not see the parameters of the function its case was in: a case that reads one
    /// (not as a member, `.action`) cannot move.
    /// `changedCopy`: the state reduce was given, and its copy, where the case reads the state
    /// after changing the copy (reads before any change read the copy).
    mutating func refuseReads(
      of names: [String], in caseSyntax: SwitchCaseSyntax, what: String, file: SwiftFile, skippingFirst: Bool = false,
      changedCopy: (state: String, copy: String)? = nil
    ) {
      // `case let .flow(action)` binds a value of its own by the parameter's name: that is read.
      var bound: Set<String> = []
      for item in caseSyntax.label.as(SwitchCaseLabelSyntax.self)?.caseItems ?? [] {
        for name in Self.caseBindings(item.pattern)?.1 ?? [] { if let name { bound.insert(name) } }
      }
      let names = names.filter { !bound.contains($0) }
      guard !names.isEmpty else { return }
      let statements = skippingFirst ? Array(caseSyntax.statements.dropFirst()) : Array(caseSyntax.statements)
      if let token = names.lazy.compactMap({ Self.declaration(of: $0, in: statements) }).first {
        problem(
          file.entry(
            token, .problem,
            "this case declares a '\(token.text)' of its own, spelled as the parameter of \(what), which the hook it moves to does not see; rename it"
          ))
      } else if let read = Self.reads(of: Set(names), in: statements).first,
        let label = caseSyntax.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1,
        let token = (Self.caseBindings(label.caseItems.first!.pattern)?.1 ?? []).compactMap({ $0 }).lazy
          .compactMap({ Self.declaration(of: $0, in: statements) }).first
      {
        // The read would be the case rebuilt from its values, which this name hides.
        problem(
          file.entry(
            token, .problem,
            "this case declares a '\(token.text)' of its own, spelled as a value of the case, which '\(read.text)' in the hook it moves to is rebuilt from; rename it"
          ))
      } else if let token = Self.reads(of: Set(names), in: statements).first {
        // Under one pattern that binds nothing, the parameter is the case matched: a switch over
        // it again has one way to go (spelled as that case, Swift would warn of a constant).
        let items = caseSyntax.label.as(SwitchCaseLabelSyntax.self)?.caseItems
        let matchesOneCase = items?.count == 1 && items?.first.flatMap { Self.caseBindings($0.pattern)?.1.isEmpty } == true
        let remedy =
          if matchesOneCase && Self.isSwitchSubject(token) {
            "this case switches over '\(token.text)' again, which here is always the case it matched; keep only what that switch does for it"
          } else if let changedCopy, token.text == changedCopy.state {
            "this case reads '\(token.text)', the state reduce was given, after changing its copy '\(changedCopy.copy)', the only state the hook it moves to has; read what it needs into a 'let' before the first change"
          } else if items?.count == 1, items?.first.flatMap({ Self.caseBindings($0.pattern)?.1.isEmpty }) == false {
            "this case reads '\(token.text)', the parameter of \(what), which the hook it moves to does not see; bind each of the case's values with 'let' (the read is then the case rebuilt from them), or read the values instead"
          } else {
            "this case reads '\(token.text)', the parameter of \(what), which the hook it moves to does not see; read the case's values instead"
          }
        problem(file.entry(token, .problem, remedy))
      }
    }

    /// The unlabelled `break`s in `node` that leave the enclosing switch case (not a loop, an inner
    /// switch or a closure inside it).
    static func breaksLeavingTheCase(_ statement: CodeBlockItemSyntax) -> [BreakStmtSyntax] {
      statement.tokens(viewMode: .sourceAccurate).compactMap { token -> BreakStmtSyntax? in
        guard token.tokenKind == .keyword(.break), let stmt = token.parent?.as(BreakStmtSyntax.self), stmt.label == nil,
          Self.leaves(stmt, statement)
        else { return nil }
        return stmt
      }
    }

    /// Whether `node` (a `return`, `throw`, `break` or `continue`) leaves `statement`: not inside
    /// a closure or a nested function, nor, for `break` and `continue`, a loop or a switch.
    static func leaves(_ node: some SyntaxProtocol, _ statement: CodeBlockItemSyntax) -> Bool {
      let loopsStopIt = node.is(BreakStmtSyntax.self) || node.is(ContinueStmtSyntax.self)
      var current = node.parent
      while let ancestor = current, ancestor.id != statement.id {
        if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return false }
        if loopsStopIt,
          ancestor.is(ForStmtSyntax.self) || ancestor.is(WhileStmtSyntax.self) || ancestor.is(RepeatStmtSyntax.self)
            || ancestor.is(SwitchExprSyntax.self)
        {
          return false
        }
        current = ancestor.parent
      }
      return true
    }

    /// The shape reactorgen generates for an action whose hook exists (`mutateX`): guards (`when:`,
    /// `ignoreWhileLoading`), reads, then emitted mutations, a loading bracket and the hook's work
    /// with `take(until:)` and `catch` links. `nil` for any other shape.
    static func generatedAction(_ statements: [CodeBlockItemSyntax], of actionName: String, bindings: [String?], readable: Set<String> = [])
      -> ImportedReactor.GeneratedAction?
    {
      let hookName = GeneratedName.actionHook(actionName).text
      var action = ImportedReactor.GeneratedAction()
      guard let last = statements.last?.item.as(ReturnStmtSyntax.self)?.expression,
        let guards = guardsAndReads(statements.dropLast(), into: &action)
      else { return nil }
      let conditions = guards.map(\.trimmedDescription)
      var elements = emitsAndLoading(last, bindings: bindings, into: &action)
      guard elements.count == 1 else { return nil }
      // Guarded emits and no hook: `emit:` with `when:`.
      if action.loading == nil, action.cancelledBy.isEmpty, !conditions.isEmpty, action.reads.isEmpty,
        !elements[0].tokens(viewMode: .sourceAccurate).contains(where: { $0.text == hookName }),
        let calls = justMutations(elements[0], bindings: bindings, readable: readable)
      {
        action.emits += calls
        action.hasHook = false
        guard conditions.count == 1, !isPreconditionCall(guards[0], of: actionName, bindings: bindings) else { return nil }
        action.when = conditions[0]
        return action
      }
      // The work: links peeled off from the end, then the hook's call.
      guard let (work, cancelledBy, catchMutation) = peelLinks(elements.removeFirst()) else { return nil }
      action.cancelledBy += cancelledBy
      action.catchMutation = catchMutation
      // The hook's call, with the case's values and the fields read, as the core calls it where
      // it stands: at once alone, deferred after emits or a loading flag, or bridged when async.
      let bound = bindings.compactMap { $0 }
      let deferred = !action.emits.isEmpty || action.loading != nil
      action.isAsync = GeneratedShape.asyncHookCall(hook: hookName, passing: bound + action.reads).matches(work)
      guard bound.count == bindings.count,
        action.isAsync || GeneratedShape.hookCall(hook: hookName, passing: bound + action.reads, deferred: deferred).matches(work)
      else { return nil }
      return readGuards(guards, of: actionName, bindings: bindings, into: &action) ? action : nil
    }

    /// The statements before an action's `return`: one-condition guards that return no
    /// mutations (their conditions returned), the started-action announcement, and `let`s of
    /// the current state (into `reads`). `nil` when another statement is there.
    static func guardsAndReads(_ statements: some Collection<CodeBlockItemSyntax>, into action: inout ImportedReactor.GeneratedAction)
      -> [ExprSyntax]?
    {
      var conditions: [ExprSyntax] = []
      for statement in statements {
        if let guardStmt = statement.item.as(GuardStmtSyntax.self), guardStmt.conditions.count == 1,
          guardStmt.body.statements.count == 1,
          GeneratedShape.noMutations.matches(guardStmt.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression),
          let condition = guardStmt.conditions.first?.condition.as(ExprSyntax.self)
        {
          conditions.append(condition)
        } else if GeneratedShape.startedActionAnnouncement.matches(statement.item) {
          continue  // a cancelling action announces itself once its guards passed
        } else if let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let", variable.bindings.count == 1,
          let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
          let value = binding.initializer?.value.as(MemberAccessExprSyntax.self), GeneratedShape.currentState.matches(value.base)
        {
          action.reads.append(value.declName.baseName.text)
        } else {
          return nil
        }
      }
      return conditions
    }

    /// The returned expression's parts once the links on the whole (an action that cancels its
    /// own earlier run), the emitted mutations and the loading bracket are taken off: the work
    /// is what is left.
    static func emitsAndLoading(_ returned: ExprSyntax, bindings: [String?], into action: inout ImportedReactor.GeneratedAction)
      -> [ExprSyntax]
    {
      var elements: [ExprSyntax]
      if let (outer, outerCancelledBy, outerCatch) = peelLinks(returned), outerCatch == nil, let parts = concatenation(outer) {
        action.cancelledBy = outerCancelledBy
        elements = parts
      } else {
        elements = [returned]
      }
      let flag = loadingFlag
      // Emitted mutations, then the loading bracket around the work.
      while elements.count > 1, let calls = justMutations(elements[0], bindings: bindings),
        !(calls.count == 1 && flag(elements[0])?.value == "true" && elements.count >= 3)
      {
        action.emits += calls
        elements.removeFirst()
      }
      if elements.count >= 3, let first = flag(elements.first!), let end = flag(elements.last!), first.name == end.name, first.value == "true",
        end.value == "false"
      {
        action.loading = first.name
        elements = Array(elements.dropFirst().dropLast())
      }
      while elements.count > 1, let calls = justMutations(elements[0], bindings: bindings) {
        action.emits += calls
        elements.removeFirst()
      }
      return elements
    }

    /// Keeps the loading guard of `action`, read in `statements`, to check against the field its
    /// loading mutation sets once `reduce` is read.
    mutating func keepLoadingGuard(of action: ImportedReactor.GeneratedAction, in statements: [CodeBlockItemSyntax], _ file: SwiftFile) {
      guard let field = action.loadingGuardField, let loading = action.loading,
        let guardStatement = statements.first(where: {
          GeneratedShape.loadingGuard(field: field).matches($0.item.as(GuardStmtSyntax.self)?.conditions.first?.condition.as(ExprSyntax.self))
        })
      else { return }
      loadingGuards.append((field, loading, file.entry(guardStatement, .problem, "")))
    }

    /// Guards: `when:` (or its hook) first, then `ignoreWhileLoading` (a loading bracket's flag).
    /// Whether every guard is one of those.
    static func readGuards(
      _ conditions: [ExprSyntax], of actionName: String, bindings: [String?], into action: inout ImportedReactor.GeneratedAction
    ) -> Bool {
      for (index, condition) in conditions.enumerated() {
        // The field is the cue; the guard is the one the core writes on it.
        let field = condition.as(PrefixOperatorExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if index == conditions.count - 1, action.loading != nil, let field, GeneratedShape.loadingGuard(field: field).matches(condition) {
          action.ignoreWhileLoading = true
          action.loadingGuardField = field
        } else if action.when == nil && !action.whenHook {
          if isPreconditionCall(condition, of: actionName, bindings: bindings) {
            action.whenHook = true
          } else {
            action.when = condition.trimmedDescription
          }
        } else {
          return false
        }
      }
      return true
    }

    /// `self.shouldSearch(query: query)`: the call `when: hook` generates, its case's values
    /// passed as the case binds them.
    static func isPreconditionCall(_ condition: ExprSyntax, of actionName: String, bindings: [String?]) -> Bool {
      callsHook(condition, named: GeneratedName.preconditionHook(actionName).text, bindings: bindings, deferred: [false])
    }

    /// `.just(.setLoading(true))`, its value labelled as the case declares it (`on: true`): a
    /// loading bracket's end, the mutation and `true` or `false`.
    static func loadingFlag(_ expression: ExprSyntax) -> (name: String, value: String)? {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "just",
        let value = call.arguments.first?.expression, let mutation = mutationValue(value), let arguments = mutation.arguments,
        arguments.count == 1, let flag = arguments.first?.expression.trimmedDescription, ["true", "false"].contains(flag)
      else { return nil }
      return (mutation.name, flag)
    }

    /// `work.take(until: ...).catch { ... }` as reactorgen writes them: the work, the actions whose
    /// predicates the `take(until:)` tests, and the mutation the `catch` makes (`nil` for
    /// `.catch { _ in .empty() }`). `nil` for any other link.
    static func peelLinks(_ expression: ExprSyntax) -> (ExprSyntax, [String], String?)? {
      var work = expression
      var cancelledBy: [String] = []
      var catchMutation: String?
      while let call = work.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base,
        ["take", "catch"].contains(member.declName.baseName.text)
      {
        if member.declName.baseName.text == "take" {
          // The predicates are the cue; the filter is the one the core writes of them.
          guard let until = call.arguments.first, until.label?.text == "until" else { return nil }
          let predicates = until.expression.tokens(viewMode: .sourceAccurate).map(\.text).filter {
            $0.hasPrefix("is") && $0.hasSuffix("Action") && $0.count > 8
          }
          guard !predicates.isEmpty,
            [false, true].contains(where: {
              GeneratedShape.cancellingFilter(predicates: predicates, onStartedActions: $0).matches(until.expression)
            })
          else { return nil }
          cancelledBy =
            predicates.map { name in
              let core = String(name.dropFirst(2).dropLast(6))
              let plain = core.prefix(1).lowercased() + core.dropFirst()
              return SwiftKeywords.contains(plain) ? "`\(plain)`" : plain
            } + cancelledBy
        } else {
          let statements = call.trailingClosure?.statements
          if !(statements?.count == 1 && GeneratedShape.noMutations.matches(statements?.first?.item)) {
            guard let just = call.trailingClosure?.statements.first?.item.as(ExprSyntax.self),
              let value = justMutations(just, bindings: ["error"]) ?? justCatch(just)
            else { return nil }
            catchMutation = value[0].name
          }
        }
        work = base
      }
      return (work, cancelledBy, catchMutation)
    }

    /// `.just(.m(error.localizedDescription))` (or `String(describing: error)`, as reactorgen 0.8
    /// wrote it): the catch of a mutation taking the error's description.
    static func justCatch(_ expression: ExprSyntax) -> [ImportedReactor.MutationCall]? {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let value = call.arguments.first?.expression,
        let mutation = mutationValue(value), let arguments = mutation.arguments, arguments.count == 1,
        arguments.first?.label == nil, let description = arguments.first?.expression,
        GeneratedShape.errorDescription.matches(description) || describesTheError(description)
      else { return nil }
      return [.init(name: mutation.name, arguments: nil)]
    }

    /// `String(describing: error)`.
    static func describesTheError(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
        call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing"
      else { return false }
      return argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "error"
    }

    /// Why statements of a case cannot be a function's body, if they cannot.
    static func unmovable(_ statements: [CodeBlockItemSyntax]) -> String? {
      for statement in statements {
        if statement.item.is(FallThroughStmtSyntax.self) { return "falls through to the next case" }
        if let stmt = statement.item.as(BreakStmtSyntax.self), stmt.label == nil { return "breaks out of the switch" }
      }
      return nil
    }

    /// `.just(.m)`, `Observable.just(.m(x))`, `.just(Mutation.m(x))`: the mutation emitted, with
    /// its arguments (`nil` when they are exactly the case's values, in order).
    static func justMutations(_ expression: ExprSyntax, bindings: [String?], readable: Set<String> = []) -> [ImportedReactor.MutationCall]? {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "just",
        member.base == nil || (member.base!.trimmedDescription == "Observable" || GeneratedShape.mutationsType.matches(member.base)),
        call.arguments.count == 1, let value = call.arguments.first?.expression
      else { return nil }
      return mutationCall(value, bindings: bindings, readable: readable).map { [$0] }
    }

    /// `.m`, `.m(a, b)` as a mutation call: its arguments `nil` when they are exactly the case's
    /// values in order, else their text (when they read none of the values).
    static func mutationCall(_ value: ExprSyntax, bindings: [String?], readable: Set<String> = []) -> ImportedReactor.MutationCall? {
      guard let mutation = mutationValue(value) else { return nil }
      guard let arguments = mutation.arguments else { return .init(name: mutation.name, arguments: []) }
      let texts = arguments.map(\.expression.trimmedDescription)
      if !bindings.isEmpty, texts.count == bindings.count, zip(texts, bindings).allSatisfy({ $0 == $1 }),
        arguments.allSatisfy({ $0.expression.is(DeclReferenceExprSyntax.self) })
      {
        return .init(name: mutation.name, arguments: nil)
      }
      // Explicit arguments may read a value only by a name the spec gives it (its label, read
      // back by ``GeneratedShape/specText(of:bindings:)``); the others the spec does not see.
      let bound = Set(bindings.compactMap { $0 }).subtracting(readable)
      for argument in arguments {
        if argument.expression.tokens(viewMode: .sourceAccurate).contains(where: { bound.contains($0.text) }) { return nil }
      }
      // An argument the spec would refuse (a closure holding an `if`) stays Swift, in a hook: the
      // decoder's check and the resolver's, for an argument.
      if arguments.contains(where: {
        let text = $0.expression.trimmedDescription
        return SwiftExpression.problem(in: text) != nil || SpecFragment(text).problem(in: .argument) != nil
      }) {
        return nil
      }
      // A label stays (`apply(value: 1)`): the spec takes an argument with or without its case's label.
      return .init(name: mutation.name, arguments: arguments.map { ($0.label.map { "\($0.text): " } ?? "") + $0.expression.trimmedDescription })
    }

    /// `.m`, `.m(args)`, `Mutation.m(args)`.
    static func mutationValue(_ expression: ExprSyntax) -> (name: String, arguments: LabeledExprListSyntax?)? {
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base!.trimmedDescription == "Mutation" {
        return (member.declName.baseName.text, nil)
      }
      if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base!.trimmedDescription == "Mutation"
      {
        return (member.declName.baseName.text, call.arguments)
      }
      return nil
    }

    /// The elements of `Observable.concat([a, b, c])` (or `.concat(a, b)`).
    static func concatenation(_ expression: ExprSyntax) -> [ExprSyntax]? {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "concat",
        member.base == nil || (member.base!.trimmedDescription == "Observable" || GeneratedShape.mutationsType.matches(member.base))
      else { return nil }
      if call.arguments.count == 1, let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) {
        return array.elements.map(\.expression)
      }
      return call.arguments.allSatisfy({ $0.label == nil }) ? call.arguments.map(\.expression) : nil
    }

    /// Whether `expression` is the call of the hook `name` with the case's values, as the core
    /// writes it: `self.<name>(value: value)`, or in a deferred closure (`self?.<name>(...)`).
    static func callsHook(_ expression: some SyntaxProtocol, named name: String, bindings: [String?], deferred: [Bool] = [false, true]) -> Bool {
      let bound = bindings.compactMap { $0 }
      return bound.count == bindings.count
        && deferred.contains { GeneratedShape.hookCall(hook: name, passing: bound, deferred: $0).matches(expression) }
    }
  }
#endif
