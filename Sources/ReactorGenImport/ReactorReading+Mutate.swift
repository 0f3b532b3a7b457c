#if Import
  import SwiftSyntax
  import SwiftParser
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reading a reactor, continued: `mutate(action:)`, its switch, what stands before and after
  /// it, and enum cases several cases handle.
  extension ReactorReading {
    // MARK: mutate

    /// Without `mutate(action:)`, ReactorKit's default changes nothing for any action: each
    /// becomes an action that emits nothing (`- temp: []`), which reactorgen writes as `.empty()`.
    /// Unless the reactor declares no Mutation: ReactorKit then takes the Action as it, passes
    /// each action on and emits the state again for it, which reactorgen's reactor would not.
    mutating func readMissingMutate() {
      guard declaresMutation || reactor.actions.isEmpty else {
        for action in reactor.actions {
          problem(
            action.location.entry(
              "action '\(action.name)' has no mutate(action:), and the reactor no Mutation, so ReactorKit passes it on as its mutation and emits the state again: add 'typealias Mutation = Never' if it is to change nothing, or write mutate(action:) with a case that says what it does"
            ))
        }
        return
      }
      for action in reactor.actions {
        reactor.mutate[action.name] = .emits([])
        note(
          LedgerEntry(
            spot: action.location, lastLine: action.location.line, disposition: .spec,
            message: "actions: \(action.name): [], as ReactorKit's default mutate(action:) changes nothing"))
      }
    }

    mutating func readMutate(_ function: FunctionDeclSyntax, in file: SwiftFile) {
      if readAsReturns(function, in: file) { return }
      guard let (switchExpr, parameterName) = singleSwitch(of: function, in: file) else { return }
      // What comes before the switch runs for every action: the prelude hook (`prelude: [mutate]`).
      // A statement after it would be lost, so it is said, at its line.
      let statements = Array(function.body?.statements ?? [])
      let switchIndex = statements.firstIndex { Self.switchExpression($0) != nil } ?? statements.count
      let prelude = withoutStateSnapshot(Array(statements[..<switchIndex]), readBy: switchExpr, in: file)
      readPrelude(.mutate, prelude, parameterNames: [parameterName], switchExpr: switchExpr, in: file)
      mutateHasTail = switchIndex + 1 < statements.count
      mutateTail = readTail(Array(statements[switchIndex...].dropFirst()), unseen: [parameterName] + Self.declaredNames(prelude), in: file)
      guard Self.names(switchExpr.subject) == parameterName else {
        problem(file.entry(switchExpr.subject, .problem, "mutate(action:) switches over something other than its action"))
        return
      }
      let actionCount = reactor.actions.count
      readCases(of: switchExpr, enumCases: reactor.actions, kind: "action", in: file) { reading, enumCase, bindings, caseSyntax in
        let read = reading.readingTheParameter(
          parameterName, asTheCaseIn: caseSyntax, of: enumCase, type: "Action", in: file,
          isHook: { if case .hook? = $0 { true } else { false } }, read: { $0.mutateCase(enumCase, bindings: bindings, caseSyntax, in: $1) })
        reading.reactor.mutate[enumCase.name] = read.disposition
        if case .hook? = reading.reactor.mutate[enumCase.name], !read.substituted {
          reading.refuseReads(of: [parameterName], in: caseSyntax, what: GeneratedName.mutateFunction.text, file: file)
        }
      } split: { reading, enumCase, cases, defaultCase in
        for caseSyntax in cases + (defaultCase.map { [$0] } ?? []) {
          reading.refuseReads(of: [parameterName], in: caseSyntax, what: GeneratedName.mutateFunction.text, file: file)
        }
        if let tail = reading.mutateTail {
          reading.problem(
            file.entry(
              tail, .problem,
              "the cases that fall out of mutate(action:)'s switch would take this 'return' into their hooks, but '\(enumCase.name)' is handled by several cases (or under a 'where'); end each of its cases with a 'return'"
            ))
        }
        let hook = reading.splitHook(enumCase, type: "Action", cases: cases, defaultCase: defaultCase, otherCases: actionCount > 1, in: file)
        reading.reactor.mutate[enumCase.name] = .hook(emits: [], loading: nil, body: hook)
      }
      if let tail = mutateTail {
        note(
          file.entry(
            tail, actionsTakingTheTail.isEmpty ? .generated : .moved,
            actionsTakingTheTail.isEmpty
              ? "every case of mutate(action:)'s switch returns, so this 'return' after it never runs"
              : "the cases that fall out of mutate(action:)'s switch end with this 'return': "
                + actionsTakingTheTail.joined(separator: ", ")))
      }
    }

    /// A `mutate` whose cases assign what they return (``returningEachAssignment(in:of:)``),
    /// read from the file that returns it instead; false for any other.
    mutating func readAsReturns(_ function: FunctionDeclSyntax, in file: SwiftFile) -> Bool {
      guard let (declaration, tail, rewritten) = Self.returningEachAssignment(in: function, of: file),
        let token = rewritten.tree.token(at: function.positionAfterSkippingLeadingTrivia),
        let same = token.parent?.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })
      else { return false }
      let name = declaration.bindings.first!.pattern.trimmedDescription
      note(file.entry(declaration, .generated, "'\(name)' holds what each case returns: each case's '\(name) = ' is a 'return' in its hook"))
      note(file.entry(tail, .generated, "'return \(name)' is generated"))
      readMutate(same, in: rewritten)
      return true
    }

    /// `let next: Observable<Mutation>` before the switch, each case ending with `next = …`, and
    /// `return next` after it: each case returns what it assigns. The declaration, the `return`
    /// and the file with each such assignment spelt as that `return` (on its line; the other two
    /// lines left blank), which reads as the cases do; nil for any other shape: `next` read or
    /// assigned anywhere else, or a case that neither ends with the assignment nor leaves.
    static func returningEachAssignment(in function: FunctionDeclSyntax, of file: SwiftFile) -> (
      VariableDeclSyntax, CodeBlockItemSyntax, SwiftFile
    )? {
      // The last three statements; what comes before them is a prelude, read as one.
      guard let statements = function.body.map({ Array($0.statements.suffix(3)) }), statements.count == 3,
        let declaration = statements.first?.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
        let binding = declaration.bindings.first, binding.initializer == nil, binding.typeAnnotation != nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let switchExpr = switchExpression(statements[1]), let tail = statements.last,
        tail.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == name
      else { return nil }
      var splices: [SwiftFile.Splice] = [
        (declaration.positionAfterSkippingLeadingTrivia, declaration.endPositionBeforeTrailingTrivia, ""),
        (tail.positionAfterSkippingLeadingTrivia, tail.endPositionBeforeTrailingTrivia, ""),
      ]
      for caseSyntax in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
        let assignments = reads(of: [name], in: Array(caseSyntax.statements))
        if assignments.isEmpty, alwaysLeaves(caseSyntax.statements, breakLeaves: false) { continue }
        guard assignments.count == 1, let last = caseSyntax.statements.last,
          let sequence = last.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }), sequence.count == 3,
          sequence[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name, sequence[1].is(AssignmentExprSyntax.self)
        else { return nil }
        splices.append((sequence[0].positionAfterSkippingLeadingTrivia, sequence[2].positionAfterSkippingLeadingTrivia, "return "))
      }
      return (declaration, tail, file.splicing(splices))
    }

    /// What follows `mutate`'s switch: one `return` the cases that fall out of the switch reach,
    /// which moves into each of them, unless it reads what their hooks do not see (`unseen`).
    /// Anything else is refused at its line.
    mutating func readTail(_ statements: [CodeBlockItemSyntax], unseen: [String], in file: SwiftFile) -> CodeBlockItemSyntax? {
      guard let tail = statements.first else { return nil }
      guard statements.count == 1, tail.item.as(ReturnStmtSyntax.self)?.expression != nil else {
        for statement in statements {
          problem(
            file.entry(
              statement, .problem,
              "a statement after mutate(action:)'s switch, which reactorgen's mutate does not have; move it into the cases that need it, or before the switch (a prelude); one 'return' here moves into the cases that fall out of the switch"
            ))
        }
        return nil
      }
      if let read = Self.reads(of: Set(unseen), in: [tail]).first {
        problem(
          file.entry(
            read, .problem,
            "the 'return' after mutate(action:)'s switch reads '\(read.text)', which the action hooks it would move into do not see; return what it reads from each case instead"
          ))
        return nil
      }
      return tail
    }

    /// The names `statements` declare for what follows them: with `let` or `var`, or a `guard`'s.
    static func declaredNames(_ statements: [CodeBlockItemSyntax]) -> [String] {
      let patterns = statements.flatMap { statement -> [PatternSyntax] in
        if let variable = statement.item.as(VariableDeclSyntax.self) { return variable.bindings.map(\.pattern) }
        return statement.item.as(GuardStmtSyntax.self)?.conditions.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern } ?? []
      }
      return patterns.flatMap {
        $0.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { true } else { false } }.map(\.text)
      }
    }

    /// Whether `statements` never run past their end: they return, throw or stop, on every path
    /// (`break` counts where it leaves the switch the statements are a case of).
    static func alwaysLeaves(_ statements: some Collection<CodeBlockItemSyntax>, breakLeaves: Bool) -> Bool {
      guard let last = statements.reversed().first?.item else { return false }
      if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) { return true }
      if let stmt = last.as(BreakStmtSyntax.self) { return breakLeaves && stmt.label == nil }
      let expression = last.as(ExpressionStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
      if let call = expression?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        return ["fatalError", "preconditionFailure"].contains(name)
      }
      if let ifExpr = expression?.as(IfExprSyntax.self) { return alwaysLeaves(ifExpr, breakLeaves: breakLeaves) }
      if let switchExpr = expression?.as(SwitchExprSyntax.self) {
        return switchExpr.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { alwaysLeaves($0.statements, breakLeaves: false) } ?? false }
      }
      if let doStmt = last.as(DoStmtSyntax.self) {
        return alwaysLeaves(doStmt.body.statements, breakLeaves: breakLeaves)
          && doStmt.catchClauses.allSatisfy { alwaysLeaves($0.body.statements, breakLeaves: breakLeaves) }
      }
      return false
    }

    static func alwaysLeaves(_ ifExpr: IfExprSyntax, breakLeaves: Bool) -> Bool {
      guard alwaysLeaves(ifExpr.body.statements, breakLeaves: breakLeaves), let elseBody = ifExpr.elseBody else { return false }
      switch elseBody {
      case .ifExpr(let inner): return alwaysLeaves(inner, breakLeaves: breakLeaves)
      case .codeBlock(let block): return alwaysLeaves(block.statements, breakLeaves: breakLeaves)
      }
    }

    /// The one `switch` a `mutate` or `reduce` body holds (after `var x = state` in reduce), and
    /// the name of the function's last parameter.
    mutating func singleSwitch(of function: FunctionDeclSyntax, in file: SwiftFile) -> (SwitchExprSyntax, String)? {
      let parameter = function.signature.parameterClause.parameters.last!
      let parameterName = (parameter.secondName ?? parameter.firstName).text
      let statements = Array(function.body?.statements ?? [])
      let switches = statements.compactMap(Self.switchExpression)
      guard switches.count == 1 else {
        problem(
          file.entry(
            function.name, .problem,
            "\(function.name.text) is not one switch over its \(parameterName): reactorgen cannot tell which case does what; write it as one switch, a case for each \(parameterName) (a reactor subclasses override stays hand-written: generated reactors are final)"
          )
        )
        return nil
      }
      note(
        LedgerEntry(
          spot: file.spot(function), lastLine: file.lastLine(switches[0].leftBrace), disposition: .generated,
          message: "\(function.name.text)'s switch is generated"))
      note(file.entry(switches[0].rightBrace, .generated, "\(function.name.text)'s switch is generated"))
      if let body = function.body { note(file.entry(body.rightBrace, .generated, "\(function.name.text)'s switch is generated")) }
      return (switches[0], parameterName)
    }

    /// A `mutate` or `reduce` that does what ReactorKit's default does (`return .empty()`;
    /// `return state`, or a copy returned), as Xcode's ReactorKit template writes them: over an
    /// enum with no cases, the whole function is generated; over one with cases (the template's
    /// switch commented out), each action emits nothing (`- name: []`) and each mutation's hook
    /// changes nothing.
    mutating func readDefault(_ function: FunctionDeclSyntax, in file: SwiftFile, cases: [ImportedReactor.EnumCase]) -> Bool {
      guard let statements = function.body?.statements, !statements.contains(where: { Self.switchExpression($0)?.cases.isEmpty == false })
      else { return false }
      let parameter = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
      var copy: String?
      for statement in statements {
        if let switchExpr = Self.switchExpression(statement), switchExpr.cases.isEmpty { continue }
        if copy == nil, let parameter, let name = Self.copy(of: parameter, in: statement, orConstant: true) {
          copy = name
          continue
        }
        // `return state`, or `state` alone as a one-statement body returns it.
        let implicit = statements.count == 1 ? statement.item.as(ExprSyntax.self) : nil
        guard let value = statement.item.as(ReturnStmtSyntax.self)?.expression ?? implicit,
          GeneratedShape.noMutations.matches(value) || [parameter, copy].contains(value.trimmedDescription)
        else { return false }
      }
      guard !cases.isEmpty else {
        note(
          LedgerEntry(
            spot: file.spot(function), lastLine: file.lastLine(function), disposition: .generated,
            message: "\(function.name.text) of no case does what ReactorKit's default does"))
        return true
      }
      let isMutate = function.name.text == "mutate"
      for enumCase in cases {
        if isMutate {
          reactor.mutate[enumCase.name] = .emits([])
        } else {
          let nothing = Verbatim(lines: ["// Nothing changes."], origin: file.spot(function), lastLine: file.lastLine(function))
          reactor.reduce[enumCase.name] = .hook(.init(parameterNames: [copy ?? parameter] + enumCase.values.map { _ in nil }, body: nothing))
        }
      }
      let names = cases.map(\.name).joined(separator: ", ")
      note(
        LedgerEntry(
          spot: file.spot(function), lastLine: file.lastLine(function), disposition: .spec,
          message: isMutate
            ? "actions: \(names): [], as mutate returns no mutations for any action (ReactorKit's default)"
            : "mutations: \(names), each with a hook that changes nothing, as reduce returns the state as it was (ReactorKit's default)"))
      return true
    }

    /// `prelude` without `let currentState = self.currentState`: the cases read the reactor's own
    /// `currentState` by that name, which in their hooks, called while `mutate` runs, is the same
    /// state. A read inside a closure, which may run later and would then see a newer state, is
    /// refused at its line.
    mutating func withoutStateSnapshot(_ prelude: [CodeBlockItemSyntax], readBy switchExpr: SwitchExprSyntax, in file: SwiftFile)
      -> [CodeBlockItemSyntax]
    {
      prelude.filter { statement in
        guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
          variable.bindings.count == 1, let binding = variable.bindings.first, binding.typeAnnotation == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
          GeneratedShape.currentState.matches(value), value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
        else { return true }
        let later = Self.reads(of: [name], in: [switchExpr]).filter { $0.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) != nil }
        for read in later {
          problem(
            file.entry(
              read, .problem,
              "this reads '\(name)', declared before mutate's switch, inside a closure that may run later; in the hook it would read the state then: read what the closure needs into a 'let' before it"
            ))
        }
        note(file.entry(statement, .generated, "'\(name)' is the reactor's own: the hooks read it when mutate calls them"))
        return false
      }
    }

    /// The statements before a `mutate` or `reduce` switch: the call of an existing prelude hook,
    /// or what moves into the hook (`prelude:`), named as the original's parameters. Refused
    /// when they leave the function, or declare what the cases then read.
    /// `fresh`: reduce's `var newState = State()`, which the hook starts with as an assignment.
    mutating func readPrelude(
      _ function: PreludeFunction, _ statements: [CodeBlockItemSyntax],
      startingWith fresh: (statement: CodeBlockItemSyntax, assignment: Verbatim)? = nil,
      parameterNames: [String], switchExpr: SwitchExprSyntax, in file: SwiftFile
    ) {
      guard let first = statements.first ?? fresh?.statement else { return }
      if fresh == nil, statements.count == 1, GeneratedShape.preludeCall(function).matches(first) {
        reactor.preludes[function] = .existingHook
        note(file.entry(first, .spec, "prelude: \(function.rawValue), already in the logic file"))
        return
      }
      let hook = GeneratedName.preludeHook(function).text
      let caseNames = Set(Self.tokens(of: switchExpr))
      var movable = true
      for statement in statements {
        if Self.exitsTheFunction(statement) {
          problem(
            file.entry(
              statement, .problem, "this leaves \(function.rawValue) before its switch, which the prelude hook \(hook) it would move to cannot"))
          movable = false
        } else if let variable = statement.item.as(VariableDeclSyntax.self),
          let name = variable.bindings.compactMap({ $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }).first(where: caseNames.contains)
        {
          problem(
            file.entry(
              statement, .problem,
              "'\(name)' is declared before \(function.rawValue)'s switch and read by its cases; declare it in the cases that read it"))
          movable = false
        }
      }
      guard movable, var body = fresh?.assignment ?? file.verbatim(statements) else { return }
      if fresh != nil, let rest = file.verbatim(statements) {
        body.lines += rest.lines
        body.lastLine = rest.lastLine
      }
      reactor.preludes[function] = .moved(ImportedReactor.HookBody(parameterNames: parameterNames, body: body))
      if let fresh {
        note(
          file.entry(
            fresh.statement, .moved,
            "every mutation starts from a new State ('\(fresh.statement.trimmedDescription)'): \(hook) sets it on the copy \(function.rawValue) makes, before its switch (prelude: \(function.rawValue))"
          ))
      }
      for statement in statements {
        note(file.entry(statement, .moved, "moves to \(hook), which \(function.rawValue) calls before its switch (prelude: \(function.rawValue))"))
      }
    }

    /// The statements between `reduce`'s switch and its `return newState`: the call of an
    /// existing postlude hook, or what moves into the hook (`postlude: [reduce]`), named as the
    /// original's parameters. Refused when they leave reduce, or read the state it was given.
    mutating func readPostlude(
      _ statements: [CodeBlockItemSyntax], stateName: String, stateParameter: String, mutationName: String, in file: SwiftFile
    ) {
      guard let first = statements.first else { return }
      if statements.count == 1, GeneratedShape.reducePostludeCall.matches(first) {
        reactor.reducePostlude = .existingHook
        note(file.entry(first, .spec, "postlude: reduce, already in the logic file"))
        return
      }
      let hook = GeneratedName.reducePostludeHook.text
      var movable = true
      for statement in statements {
        if Self.exitsTheFunction(statement) {
          problem(file.entry(statement, .problem, "this leaves reduce after its switch, which the postlude hook \(hook) it would move to cannot"))
          movable = false
        } else if stateName != stateParameter, Self.tokens(of: statement).contains(stateParameter) {
          problem(
            file.entry(
              statement, .problem,
              "this reads '\(stateParameter)', the state reduce was given, which the postlude hook it moves to does not see; read the copy '\(stateName)'"
            ))
          movable = false
        }
      }
      guard movable, let body = file.verbatim(statements) else { return }
      reactor.reducePostlude = .moved(ImportedReactor.HookBody(parameterNames: [stateName, mutationName], body: body))
      for statement in statements {
        note(file.entry(statement, .moved, "moves to \(hook), which reduce calls after its switch (postlude: reduce)"))
      }
    }

    static func switchExpression(_ item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
      item.item.as(SwitchExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
    }

    /// The name an expression is, when it is one name (`action`, `self.action` is not), in
    /// parentheses or not (`switch(action)` switches over `action`).
    static func names(_ expression: ExprSyntax) -> String? {
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return names(only.expression)
      }
      return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Calls `read` for every enum case a switch's cases cover, with the names the case binds.
    mutating func readCases(
      of switchExpr: SwitchExprSyntax, enumCases: [ImportedReactor.EnumCase], kind: String, in file: SwiftFile,
      _ read: (inout ReactorReading, ImportedReactor.EnumCase, [String?], SwitchCaseSyntax) -> Void,
      split readSplit: (inout ReactorReading, ImportedReactor.EnumCase, [SwitchCaseSyntax], SwitchCaseSyntax?) -> Void
    ) {
      let found = Self.caseOccurrences(in: switchExpr)
      // An enum case handled by several cases, or under a `where` clause, gets one hook holding
      // its cases as written, in a switch of their own (ReactorReading.splitHook).
      let split = Set(found.occurrences.filter { $0.value.count > 1 || found.conditional.contains($0.key) }.keys)
      refuseSharedCases(split, found, kind: kind, in: file)
      var covered = split
      for enumCase in enumCases where split.contains(enumCase.name) {
        readSplit(&self, enumCase, found.occurrences[enumCase.name]!, found.defaultCase)
      }
      for element in switchExpr.cases {
        guard let caseSyntax = element.as(SwitchCaseSyntax.self) else {
          problem(file.entry(element, .problem, "#if inside the switch cannot be expressed in a spec"))
          continue
        }
        if caseSyntax.label.is(SwitchDefaultLabelSyntax.self) {
          for enumCase in enumCases where !covered.contains(enumCase.name) {
            covered.insert(enumCase.name)
            read(&self, enumCase, enumCase.values.map { _ in nil }, caseSyntax)
          }
          continue
        }
        guard let label = caseSyntax.label.as(SwitchCaseLabelSyntax.self) else { continue }
        for item in label.caseItems {
          if let name = Self.caseBindings(item.pattern)?.0, split.contains(name) { continue }
          guard let (enumCase, values) = caseItem(item, of: caseSyntax, alone: label.caseItems.count == 1, enumCases, kind: kind, in: file)
          else { continue }
          covered.insert(enumCase.name)
          if let values { read(&self, enumCase, values, caseSyntax) }
        }
      }
      for enumCase in enumCases where !covered.contains(enumCase.name) {
        problem(enumCase.location.entry("\(kind) '\(enumCase.name)' has no case in the switch"))
      }
    }

    /// Where each enum case is handled, which are handled under a condition, and the `default:`.
    static func caseOccurrences(in switchExpr: SwitchExprSyntax) -> (
      occurrences: [String: [SwitchCaseSyntax]], conditional: Set<String>, defaultCase: SwitchCaseSyntax?
    ) {
      var occurrences: [String: [SwitchCaseSyntax]] = [:]
      var conditional: Set<String> = []
      var defaultCase: SwitchCaseSyntax?
      for element in switchExpr.cases {
        guard let caseSyntax = element.as(SwitchCaseSyntax.self) else { continue }
        guard let label = caseSyntax.label.as(SwitchCaseLabelSyntax.self) else {
          defaultCase = caseSyntax
          continue
        }
        for item in label.caseItems {
          guard let (name, bindings) = Self.caseBindings(item.pattern) else { continue }
          if !(occurrences[name]?.contains(where: { $0.id == caseSyntax.id }) ?? false) { occurrences[name, default: []].append(caseSyntax) }
          if item.whereClause != nil || (label.caseItems.count > 1 && bindings.contains { $0 != nil }) { conditional.insert(name) }
        }
      }
      return (occurrences, conditional, defaultCase)
    }

    /// A case that handles a split enum case together with another cannot become one hook.
    mutating func refuseSharedCases(
      _ split: Set<String>, _ found: (occurrences: [String: [SwitchCaseSyntax]], conditional: Set<String>, defaultCase: SwitchCaseSyntax?),
      kind: String, in file: SwiftFile
    ) {
      for name in split {
        for caseSyntax in found.occurrences[name]! {
          let names = caseSyntax.label.as(SwitchCaseLabelSyntax.self)?.caseItems.compactMap { Self.caseBindings($0.pattern)?.0 } ?? []
          guard let other = names.first(where: { !split.contains($0) || $0 != name }), names.count > 1 else { continue }
          let elsewhere = found.occurrences[name]!.first { $0.id != caseSyntax.id }
          let message =
            found.conditional.contains(name) || elsewhere == nil
            ? "this case handles '\(name)' under a condition together with '\(other)'; write them as separate cases"
            : "this case handles '\(name)' together with '\(other)', and the case at line \(file.spot(elsewhere!).line) handles '\(name)' too (only the first is ever reached); handle each \(kind) in one case"
          problem(file.entry(caseSyntax.label, .problem, message))
        }
      }
    }

    /// The enum case one item of a case label names, and the names it binds its values to (one
    /// per value; nil, with the problem noted, when it binds another number); nil, with the
    /// problem noted, when it names none.
    mutating func caseItem(
      _ item: SwitchCaseItemSyntax, of caseSyntax: SwitchCaseSyntax, alone: Bool, _ enumCases: [ImportedReactor.EnumCase], kind: String,
      in file: SwiftFile
    ) -> (ImportedReactor.EnumCase, [String?]?)? {
      if reactor.observableState, Self.caseBindings(item.pattern)?.0 == "binding", alone {
        note(file.entry(caseSyntax, .generated, "the binding case is generated with observableState"))
        return nil
      }
      guard let (name, bindings) = Self.caseBindings(item.pattern) else {
        problem(
          file.entry(
            item.pattern, .problem,
            "the pattern '\(item.pattern.trimmedDescription)' cannot be expressed: reactorgen binds each value of a case to a name"))
        return nil
      }
      guard let enumCase = enumCases.first(where: { $0.name == name }) else {
        let type = kind == "action" ? "Action" : "Mutation"
        if !aliasedEnums.contains(type) { problem(file.entry(item.pattern, .problem, "'\(name)' is not a case of the reactor's \(type)")) }
        return nil
      }
      var padded = bindings.isEmpty ? enumCase.values.map { _ in nil } : bindings
      // `case let .itemMoved(from, to)` of one tuple value: Swift tuples the patterns (its
      // original compiles only so), and the hook destructures the value.
      if enumCase.values.count == 1, padded.count > 1, padded.allSatisfy({ $0?.hasPrefix("(") != true }) {
        padded = ["(" + padded.map { $0 ?? "_" }.joined(separator: ", ") + ")"]
      }
      // `case let .moveWord(event)` of a case with several values: Swift tuples them (a
      // deprecated match), and the hook, given each value, makes that tuple first.
      if enumCase.values.count > 1, padded.count == 1, let whole = padded[0], !whole.hasPrefix("(") {
        padded = [Self.tupledValues + whole] + enumCase.values.dropFirst().map { _ in nil }
      }
      guard padded.count == enumCase.values.count else {
        problem(file.entry(item.pattern, .problem, "'\(item.pattern.trimmedDescription)' binds \(padded.count) values of \(enumCase.values.count)"))
        return (enumCase, nil)
      }
      // A destructured tuple names no value of the spec's.
      if alone {
        reactor.valueNames[kind == "action" ? .action(enumCase.name) : .mutation(enumCase.name)] = padded.map {
          $0?.hasPrefix("(") == true || $0?.hasPrefix(Self.tupledValues) == true ? nil : $0
        }
      }
      return (enumCase, padded)
    }

    /// The hook of an enum case that several cases (or a `where` clause) handle: those cases as
    /// written, in a switch over the value the hook receives (`switch Action.setTo(value) { ... }`),
    /// then the original `default:` or, when other values of the type exist, one that does nothing.
    mutating func splitHook(
      _ enumCase: ImportedReactor.EnumCase, type: String, cases: [SwitchCaseSyntax], defaultCase: SwitchCaseSyntax?, otherCases: Bool,
      in file: SwiftFile
    ) -> ImportedReactor.HookBody {
      let names = enumCase.values.count == 1 ? ["value"] : enumCase.values.indices.map { "value\($0)" }
      for caseSyntax in cases {
        note(file.entry(caseSyntax, .moved, "moves, with its pattern, into the hook of '\(enumCase.name)' (a switch over its value)"))
      }
      let unconditional = cases.contains { caseSyntax in
        caseSyntax.label.as(SwitchCaseLabelSyntax.self)?.caseItems.contains {
          $0.whereClause == nil && Self.caseBindings($0.pattern)?.0 == enumCase.name
        } ?? false
      }
      // The original `default:` comes along only when a value of this case can reach it.
      var fallback: [String]?
      if let defaultCase, !unconditional {
        fallback = file.verbatim(defaultCase).lines
        note(file.entry(defaultCase, .moved, "moves into the hook of '\(enumCase.name)' too"))
      }
      let lines = ImportedCode.switchOverValues(
        local: lowerFirst(type), type: type, caseName: enumCase.name, values: zip(enumCase.values, names).map { ($0.label, $1) },
        cases: cases.map { file.verbatim($0).lines }, fallback: fallback, needsDefault: otherCases || !unconditional,
        returnsMutations: type == "Action"
      )
      return .init(parameterNames: names, body: Verbatim(lines: lines, origin: file.spot(cases[0]), lastLine: file.lastLine(cases.last!)))
    }

    /// `.name`, `.name(let a, _)`, `let .name(a, b)`: the case's name and the names it binds.
    /// `(from, _)`, as the names a tuple pattern binds (`let (a, b)`, `(let a, let b)`, `(a, b)`
    /// under a `let`); nil for any other pattern (a nested tuple, a label, a value to match).
    static func destructuredTuple(_ node: some SyntaxProtocol) -> String? {
      var node = Syntax(node)
      if let expression = node.as(PatternExprSyntax.self) { node = Syntax(expression.pattern) }
      if let binding = node.as(ValueBindingPatternSyntax.self) { node = Syntax(binding.pattern) }
      if let expression = node.as(ExpressionPatternSyntax.self) { node = Syntax(expression.expression) }
      func name(_ element: Syntax) -> String? {
        var element = element
        if let expression = element.as(PatternExprSyntax.self) { element = Syntax(expression.pattern) }
        if let binding = element.as(ValueBindingPatternSyntax.self) { element = Syntax(binding.pattern) }
        if let identifier = element.as(IdentifierPatternSyntax.self) { return identifier.identifier.text }
        if let reference = element.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if element.is(WildcardPatternSyntax.self) || element.is(DiscardAssignmentExprSyntax.self) { return "_" }
        return nil
      }
      var names: [String] = []
      if let tuple = node.as(TupleExprSyntax.self) {
        for element in tuple.elements {
          guard element.label == nil, let part = name(Syntax(element.expression)) else { return nil }
          names.append(part)
        }
      } else if let tuple = node.as(TuplePatternSyntax.self) {
        for element in tuple.elements {
          guard element.label == nil, let part = name(Syntax(element.pattern)) else { return nil }
          names.append(part)
        }
      } else {
        return nil
      }
      return names.count > 1 ? "(" + names.joined(separator: ", ") + ")" : nil
    }

    static func caseBindings(_ pattern: PatternSyntax) -> (String, [String?])? {
      var pattern = pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.base == nil || ["Action", "Mutation"].contains(member.base!.trimmedDescription)
      {
        return (member.declName.baseName.text, [])
      }
      guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil || ["Action", "Mutation"].contains(member.base!.trimmedDescription)
      else { return nil }
      var bindings: [String?] = []
      for argument in call.arguments {
        let value = argument.expression
        if value.is(DiscardAssignmentExprSyntax.self) {
          bindings.append(nil)
        } else if let reference = value.as(DeclReferenceExprSyntax.self) {
          bindings.append(reference.baseName.text)
        } else if let tuple = destructuredTuple(value) {
          // `case let .itemMoved((from, to))`: a tuple destructured, which the hook does itself.
          bindings.append(tuple)
        } else if let inner = value.as(PatternExprSyntax.self)?.pattern {
          let unwrapped = inner.as(ValueBindingPatternSyntax.self)?.pattern ?? inner
          if let identifier = unwrapped.as(IdentifierPatternSyntax.self) {
            bindings.append(identifier.identifier.text)
          } else if unwrapped.is(WildcardPatternSyntax.self) {
            bindings.append(nil)
          } else if let tuple = destructuredTuple(unwrapped) {
            bindings.append(tuple)
          } else {
            return nil
          }
        } else {
          return nil
        }
      }
      return (member.declName.baseName.text, bindings)
    }

    /// `bindings` with each destructured tuple (`(from, to)`) named as one value the hook gets
    /// (`value`, or `value1`...), and the lines the hook starts with to destructure it.
    /// Marks the one binding of a case's values tupled (`case let .moveWord(event)`): no pattern
    /// or name starts so.
    static let tupledValues = "="

    static func destructuring(_ bindings: [String?], of enumCase: ImportedReactor.EnumCase, in caseSyntax: SwitchCaseSyntax) -> (
      bindings: [String?], lines: [String]
    ) {
      let used = Set(caseSyntax.tokens(viewMode: .sourceAccurate).map(\.text))
      if let whole = bindings.first??.dropFirst(tupledValues.count), bindings.first??.hasPrefix(tupledValues) == true {
        var names: [String] = []
        for (index, value) in enumCase.values.enumerated() {
          var name = value.label ?? "value\(index + 1)"
          // (A label or a member spelt alike, `event.sourceIndex`, is no clash.)
          let statements = Array(caseSyntax.statements)
          while !reads(of: [name], in: statements).isEmpty || declaration(of: name, in: statements) != nil || names.contains(name)
            || name == whole
          {
            name += "_"
          }
          names.append(name)
        }
        return (names, ImportedCode.tupling(String(whole), from: zip(enumCase.values, names).map { ($0.label, $1) }))
      }
      guard bindings.contains(where: { $0?.hasPrefix("(") == true }) else { return (bindings, []) }
      var lines: [String] = []
      var names = bindings
      for (index, binding) in bindings.enumerated() {
        guard let pattern = binding, pattern.hasPrefix("(") else { continue }
        var name = bindings.count == 1 ? "value" : "value\(index + 1)"
        while used.contains(name) || names.contains(name) { name += "_" }
        names[index] = name
        lines += ImportedCode.destructuring(pattern, from: name)
      }
      return (names, lines)
    }
  }
#endif
