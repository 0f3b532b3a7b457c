#if Import
  import SwiftSyntax
  import SwiftParser
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reading a reactor, continued: `reduce(state:mutation:)`, its frame (the state's copy), each
  /// case's operations or hook, and what follows the switch.
  extension ReactorReading {
    // MARK: reduce

    mutating func readReduce(_ function: FunctionDeclSyntax, in file: SwiftFile) {
      let parameters = function.signature.parameterClause.parameters
      let stateParameter = (parameters.first!.secondName ?? parameters.first!.firstName).text
      guard let (switchExpr, mutationName) = singleSwitch(of: function, in: file) else { return }
      guard Self.names(switchExpr.subject) == mutationName else {
        problem(file.entry(switchExpr.subject, .problem, "reduce switches over something other than its mutation"))
        return
      }
      let frame = reduceFrame(Array(function.body!.statements), stateParameter: stateParameter, in: file)
      let (stateName, prelude, fresh, postlude) = (frame.stateName, frame.prelude, frame.fresh, frame.postlude)
      let preludeIsEmpty = prelude.count == frame.beforeTheCopy && fresh == nil
      if let stateName {
        // The hook changes the copy; the incoming state is not its to read.
        if stateName != stateParameter {
          for statement in prelude where Self.tokens(of: statement).contains(stateParameter) {
            problem(
              file.entry(
                statement, .problem,
                "this reads '\(stateParameter)', the state reduce was given, which the prelude hook it moves to does not see; read the copy '\(stateName)'"
              ))
          }
        }
        readPrelude(.reduce, prelude, startingWith: fresh, parameterNames: [stateName, mutationName], switchExpr: switchExpr, in: file)
        readPostlude(postlude, stateName: stateName, stateParameter: stateParameter, mutationName: mutationName, in: file)
      }
      let mutationCount = reactor.mutations.count
      readCases(of: switchExpr, enumCases: reactor.mutations, kind: "mutation", in: file) { reading, enumCase, bindings, caseSyntax in
        reading.readReduceCase(
          enumCase, bindings: bindings, caseSyntax, copiedBeforeTheSwitch: stateName, preludeIsEmpty: preludeIsEmpty,
          parameters: (stateParameter, mutationName), in: file)
      } split: { reading, enumCase, cases, defaultCase in
        guard let stateName else {
          reading.problem(
            file.entry(
              cases[0], .problem,
              "'\(enumCase.name)' is handled by several cases or under a condition, and reduce copies the state in each case; copy it once before the switch"
            ))
          return
        }
        for caseSyntax in cases + (defaultCase.map { [$0] } ?? []) {
          reading.refuseReads(
            of: [mutationName] + (stateParameter == stateName ? [] : [stateParameter]), in: caseSyntax, what: GeneratedName.reduceFunction.text,
            file: file)
        }
        var hook = reading.splitHook(enumCase, type: "Mutation", cases: cases, defaultCase: defaultCase, otherCases: mutationCount > 1, in: file)
        hook.parameterNames.insert(stateName, at: 0)
        reading.reactor.reduce[enumCase.name] = .hook(hook)
      }
    }

    /// The state a reduce case's hook changes: the copy made before the switch; the case's own
    /// (`var copy = state` first, `return copy` last); or, for a case that copies nothing and
    /// returns a state (`return State()`), or reads the state it was given after changing its
    /// copy, the state reduce was given, which is the hook's state until the case's `return` sets
    /// it. Nil for none of these.
    func hookState(
      of caseSyntax: SwitchCaseSyntax, bindings: [String?], copiedBeforeTheSwitch: String?, stateParameter: String, in file: SwiftFile
    ) -> (name: String, copiesInCase: Bool)? {
      if let copiedBeforeTheSwitch { return (copiedBeforeTheSwitch, false) }
      if let copy = caseCopy(of: stateParameter, in: caseSyntax, file: file),
        Self.reads(of: [stateParameter], in: Array(caseSyntax.statements.dropFirst())).isEmpty
      {
        return (copy, true)
      }
      guard caseSyntax.statements.last?.item.is(ReturnStmtSyntax.self) == true, !bindings.contains(stateParameter) else { return nil }
      return (stateParameter, false)
    }

    /// One case of reduce's switch: its operations or hook, and what it reads that the hook
    /// does not see.
    mutating func readReduceCase(
      _ enumCase: ImportedReactor.EnumCase, bindings: [String?], _ caseSyntax: SwitchCaseSyntax, copiedBeforeTheSwitch: String?,
      preludeIsEmpty: Bool, parameters: (state: String, mutation: String), in file: SwiftFile
    ) {
      let (stateParameter, mutationName) = parameters
      guard
        let (stateName, copiesInCase) = hookState(
          of: caseSyntax, bindings: bindings, copiedBeforeTheSwitch: copiedBeforeTheSwitch, stateParameter: stateParameter, in: file)
      else {
        problem(
          file.entry(
            caseSyntax, .problem,
            "this case of reduce neither changes a copy made before the switch nor starts with 'var copy = \(stateParameter)' and ends with 'return copy'"
          ))
        return
      }
      // Until the case changes the copy, reading the state reduce was given is reading the copy
      // (nothing before the switch changes it: no prelude); unless the case binds a value of
      // its own by that name (`case let .set(state, item)`, or a closure's, a constant), which is
      // what it reads.
      let readsMayBeOfTheCopy =
        copiedBeforeTheSwitch != nil && preludeIsEmpty && stateParameter != stateName && !bindings.contains(stateParameter)
        && Self.declaration(of: stateParameter, in: Array(caseSyntax.statements)) == nil
      let readsOfTheCopy =
        readsMayBeOfTheCopy ? Self.readsBeforeAChange(of: stateParameter, copy: stateName, in: Array(caseSyntax.statements)) : nil
      let read = readingTheParameter(
        mutationName, asTheCaseIn: caseSyntax, of: enumCase, type: "Mutation", in: file, isHook: { if case .hook? = $0 { true } else { false } }
      ) {
        $0.reduceCase(
          enumCase, bindings: bindings, stateName: stateName, caseSyntax, in: $1, copiesState: copiesInCase, readingTheCopy: readsOfTheCopy ?? [])
      }
      reactor.reduce[enumCase.name] = read.disposition
      // A case that declares the copy's name again is refused for that (reduceCase): its reads
      // of the state may be of its own copy, which renaming it decides.
      let hidesTheCopy = Self.declaration(of: stateName, in: Array(caseSyntax.statements.dropFirst(copiesInCase ? 1 : 0))) != nil
      if case .hook? = reactor.reduce[enumCase.name], !hidesTheCopy {
        refuseReads(
          of: (read.substituted ? [] : [mutationName]) + (stateParameter == stateName || readsOfTheCopy != nil ? [] : [stateParameter]),
          in: caseSyntax, what: GeneratedName.reduceFunction.text, file: file, skippingFirst: copiesInCase,
          changedCopy: readsMayBeOfTheCopy ? (stateParameter, stateName) : nil)
      }
    }

    static let reduceDoesMore =
      "reduce does more than copy the state, change the copy for every mutation, switch over the mutation and return the copy"

    /// What reduce does around its switch: `var newState = state` (or a fresh `State()`, which the
    /// prelude hook sets on the generated copy), what every mutation starts from (a prelude), what
    /// follows the switch (a postlude), and `return newState`; anything else is refused at its line.
    /// Before the copy, what does not read the state (a `print`) is the prelude's first statements
    /// (`beforeTheCopy` of them): they cannot change the copy, so the cases start from the state given.
    mutating func reduceFrame(_ statements: [CodeBlockItemSyntax], stateParameter: String, in file: SwiftFile) -> (
      stateName: String?, prelude: [CodeBlockItemSyntax], fresh: (statement: CodeBlockItemSyntax, assignment: Verbatim)?,
      postlude: [CodeBlockItemSyntax], beforeTheCopy: Int
    ) {
      var stateName: String?
      var prelude: [CodeBlockItemSyntax] = []
      var fresh: (statement: CodeBlockItemSyntax, assignment: Verbatim)?
      var afterSwitch = false
      // What follows the switch, before `return newState`: a postlude (`postlude: [reduce]`).
      var postlude: [CodeBlockItemSyntax] = []
      var beforeTheCopy: [CodeBlockItemSyntax] = []
      for statement in statements {
        if Self.switchExpression(statement) != nil {
          afterSwitch = true
        } else if stateName == nil, let name = Self.copy(of: stateParameter, in: statement, orConstant: true) {
          // (`let newState = state`: no case changes it, each does something else, a flow step.)
          stateName = name
          note(file.entry(statement, .generated, "'var state = state' is generated"))
        } else if stateName == nil, !afterSwitch, let (name, assignment) = freshState(in: statement, file: file),
          !Self.tokens(of: statement).contains(stateParameter)
        {
          stateName = name
          fresh = (statement, assignment)
        } else if let value = statement.item.as(ReturnStmtSyntax.self)?.expression, stateName != nil, value.trimmedDescription == stateName {
          note(file.entry(statement, .generated, "'return state' is generated"))
        } else if stateName == nil, afterSwitch, statement.id == statements.last?.id,
          statement.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == stateParameter
        {
          // `return state` with no copy: no case can change the state it was given (a `let`), so
          // each does something else (a flow step), and moves into a hook that leaves the copy as is.
          stateName = stateParameter
          note(file.entry(statement, .generated, "'return state' is generated"))
        } else if stateName != nil, !afterSwitch {
          prelude.append(statement)
        } else if stateName != nil, afterSwitch, statement.id != statements.last?.id {
          postlude.append(statement)
        } else if stateName == nil, !afterSwitch, !Self.tokens(of: statement).contains(stateParameter) {
          beforeTheCopy.append(statement)
        } else {
          problem(file.entry(statement, .problem, Self.reduceDoesMore))
        }
      }
      guard fresh == nil, stateName != nil, stateName != stateParameter else {
        for statement in beforeTheCopy { problem(file.entry(statement, .problem, Self.reduceDoesMore)) }
        return (stateName, prelude, fresh, postlude, 0)
      }
      return (stateName, beforeTheCopy + prelude, fresh, postlude, beforeTheCopy.count)
    }

    /// `var newState = State(...)` before reduce's switch: the copy's name, and the assignment
    /// `newState = State(...)` as the user wrote it, which the prelude hook starts with.
    func freshState(in statement: CodeBlockItemSyntax, file: SwiftFile) -> (String, Verbatim)? {
      guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var", variable.bindings.count == 1,
        let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        GeneratedName.namesState(TypeRef(parsing: call.calledExpression.trimmedDescription), reactorName: reactor.name)
      else { return nil }
      var assignment = file.verbatim(statement, replacing: [(Syntax(variable.bindingSpecifier), "")])
      // The keyword's trailing space stays behind it, on its line (after the comments above it).
      let keywordLine = file.spot(variable.bindingSpecifier).line - assignment.origin.line
      guard assignment.lines.indices.contains(keywordLine) else { return nil }
      assignment.lines[keywordLine] = String(assignment.lines[keywordLine].drop { $0 == " " })
      return (name, assignment)
    }

    /// `var copy = state` first in a case (that ends with `return copy`): the copy's name.
    func caseCopy(of stateParameter: String, in caseSyntax: SwitchCaseSyntax, file: SwiftFile) -> String? {
      guard let first = caseSyntax.statements.first, let name = Self.copy(of: stateParameter, in: first),
        caseSyntax.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == name
      else { return nil }
      return name
    }

    /// `var copy = state`: the copy's name.
    /// `var copy = parameter` (or, where nothing changes it, `let copy = parameter`): the copy's name.
    static func copy(of parameter: String, in statement: CodeBlockItemSyntax, orConstant: Bool = false) -> String? {
      guard let variable = statement.item.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.text == "var" || (orConstant && variable.bindingSpecifier.text == "let"), variable.bindings.count == 1,
        let binding = variable.bindings.first, binding.initializer?.value.trimmedDescription == parameter
      else { return nil }
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The reads of `parameter` (the state reduce was given) in a case's statements when each comes
    /// before any statement that changes `copy`, the copy made before the switch, so that reading
    /// the copy instead reads the same value; nil when one comes after (a statement that names the
    /// copy other than to set a field the reads do not read changes it).
    static func readsBeforeAChange(of parameter: String, copy: String, in statements: [CodeBlockItemSyntax]) -> [TokenSyntax]? {
      var reads: [TokenSyntax] = []
      var setFields: Set<String> = []
      var changed = false
      for statement in statements {
        let tokens = Array(statement.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() where token.text == parameter {
          if index > 0, tokens[index - 1].text == "." { continue }
          if index + 1 < tokens.count, tokens[index + 1].text == ":" { continue }
          let field = index + 2 < tokens.count && tokens[index + 1].text == "." ? tokens[index + 2].text : nil
          if changed || field.map(setFields.contains) ?? !setFields.isEmpty { return nil }
          reads.append(token)
        }
        // What this statement does to the copy counts from the next one: its own reads come first.
        let names = tokens.enumerated().filter { $0.element.text == copy && ($0.offset == 0 || tokens[$0.offset - 1].text != ".") }
        for (index, _) in names {
          let sequence = statement.item.as(SequenceExprSyntax.self).map { Array($0.elements) }
          if let sequence, sequence.count >= 3, sequence[1].is(AssignmentExprSyntax.self),
            let member = sequence[0].as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == copy,
            tokens[index].position == member.base?.firstToken(viewMode: .sourceAccurate)?.position
          {
            setFields.insert(member.declName.baseName.text)
          } else {
            changed = true
          }
        }
      }
      return reads.isEmpty ? nil : reads
    }

    mutating func reduceCase(
      _ mutation: ImportedReactor.EnumCase, bindings: [String?], stateName: String, _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile,
      copiesState: Bool, readingTheCopy: [TokenSyntax] = []
    ) -> ImportedReactor.ReduceCase {
      let (bindings, destructuring) = Self.destructuring(bindings, of: mutation, in: caseSyntax)
      var statements = Array(caseSyntax.statements)
      if copiesState, let first = statements.first {
        note(file.entry(first, .generated, "'var state = state' is generated"))
        statements.removeFirst()
      }
      let hookName = GeneratedName.mutationHook(mutation.name).text
      let comments = SwiftFile.comments(in: caseSyntax.leadingTrivia)
      // The hook's state parameter has the copy's name: a name the case declares again hides it.
      if let hiding = Self.declaration(of: stateName, in: statements) {
        problem(
          file.entry(
            hiding, .problem,
            "this case declares a '\(stateName)' of its own, which hides the state \(hookName) changes in place; rename it"))
      }
      // A `return` of the copy before the switch ends skips what reduce does after it (a postlude),
      // which the generated reduce runs for every mutation.
      let skipsPostlude = reactor.reducePostlude != nil && !copiesState
      // `return State()` (a state other than the copy) sets the hook's state instead.
      var returnsOfAState: [SwiftFile.Splice] = []
      if let last = statements.last, let value = last.item.as(ReturnStmtSyntax.self)?.expression {
        if skipsPostlude {
          problem(file.entry(last, .problem, Self.returnSkippingPostlude))
        } else if value.trimmedDescription == stateName {
          note(file.entry(last, .generated, "'return state' is generated"))
        } else {
          note(file.entry(last, .moved, "'return' of a state sets '\(stateName)' in \(hookName)"))
        }
        if value.trimmedDescription == stateName {
          statements.removeLast()
        } else if let keyword = last.item.as(ReturnStmtSyntax.self)?.returnKeyword {
          returnsOfAState += Self.settingTheState(stateName, keyword, value, thenReturning: false)
        }
      }
      if destructuring.isEmpty, statements.count == 1, statements[0].tokens(viewMode: .sourceAccurate).contains(where: { $0.text == hookName }) {
        note(file.entry(caseSyntax, .spec, "mutations: \(mutation.name) calls \(hookName), already in the logic file"))
        return .existingHook
      }
      // A model state has no fields the spec declares, which operations name: its cases are hooks.
      if destructuring.isEmpty, !statements.isEmpty, case .fields = reactor.state,
        let operations = Self.operations(statements, stateName: stateName, bindings: bindings), SpecWriter.canWrite(operations)
      {
        note(
          file.entry(
            caseSyntax, .spec, "mutations: \(mutation.name): " + operations.map { "\($0.kind.rawValue) \($0.field)" }.joined(separator: ", ")))
        reactor.elementComments[.mutation(mutation.name), default: []] += SwiftFile.comments(within: caseSyntax)
        return .operations(operations)
      }
      refuseUnmovable(returnsOfAState.isEmpty ? statements : Array(statements.dropLast()), of: mutation, caseSyntax, in: file)
      note(file.entry(caseSyntax.label, .spec, "mutations: \(mutation.name), with the hook \(hookName)"))
      for statement in statements { note(file.entry(statement, .moved, "moves to \(hookName)")) }
      let onlyBreak = statements.count == 1 && statements[0].item.is(BreakStmtSyntax.self)
      // A `break` that leaves the switch ends the hook: it is a `return` there.
      let exits = statements.flatMap { Self.breaksLeavingTheCase($0) }
      for exit in exits { note(file.entry(exit, .moved, "'break' leaves the switch: it is 'return' in \(hookName)")) }
      let earlyReturns = earlyReturns(in: statements, of: mutation, stateName: stateName, skipsPostlude: skipsPostlude, in: file)
      for read in readingTheCopy {
        note(file.entry(read, .moved, "'\(read.text)' reads the copy '\(stateName)' in \(hookName): nothing has changed it yet"))
      }
      let replacements =
        exits.map { (Syntax($0), "return") } + earlyReturns.ofTheCopy.map { (Syntax($0), "return") }
        + readingTheCopy.map { (Syntax($0), stateName) }
      let settings =
        returnsOfAState
        + earlyReturns.ofAState.flatMap { early in
          early.expression.map { Self.settingTheState(stateName, early.returnKeyword, $0, thenReturning: true) } ?? []
        }
      var body =
        onlyBreak || statements.isEmpty
        ? Verbatim(lines: ["// Nothing changes."], origin: file.spot(caseSyntax), lastLine: file.lastLine(caseSyntax))
        : Self.joined(statements.map { file.verbatim($0, replacing: replacements, splicing: settings) })
      if !(onlyBreak || statements.isEmpty) { body.lines = destructuring + body.lines }
      return .hook(.init(parameterNames: [stateName] + bindings, body: body, leadingComments: comments))
    }

    static let returnSkippingPostlude =
      "this 'return' skips what reduce does after its switch, which the postlude hook \(GeneratedName.reducePostludeHook.text) runs for every mutation; let the case end instead"

    /// What a reduce hook cannot hold: statements the hook cannot run, and a `return` that ends
    /// the case's statements (a hook changes the state in place).
    mutating func refuseUnmovable(
      _ statements: [CodeBlockItemSyntax], of mutation: ImportedReactor.EnumCase, _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile
    ) {
      if let problemText = Self.unmovable(statements.filter { !$0.item.is(BreakStmtSyntax.self) }) {
        problem(file.entry(caseSyntax, .problem, "the case of '\(mutation.name)' \(problemText)"))
      }
      for statement in statements where statement.item.is(ReturnStmtSyntax.self) {
        problem(
          file.entry(
            statement, .problem, "the case of '\(mutation.name)' returns from reduce before its end; a reduce hook changes the state in place")
        )
      }
    }

    /// An early `return newState` (inside an `if`) ends the hook, which changed the copy in
    /// place: those returns, each to become `return`; an early return of another state
    /// (`return State()`) sets the copy to it first. Either is refused where it skips a postlude.
    mutating func earlyReturns(
      in statements: [CodeBlockItemSyntax], of mutation: ImportedReactor.EnumCase, stateName: String, skipsPostlude: Bool, in file: SwiftFile
    ) -> (ofTheCopy: [ReturnStmtSyntax], ofAState: [ReturnStmtSyntax]) {
      let hookName = GeneratedName.mutationHook(mutation.name).text
      var earlyReturns: (ofTheCopy: [ReturnStmtSyntax], ofAState: [ReturnStmtSyntax]) = ([], [])
      for statement in statements where !statement.item.is(ReturnStmtSyntax.self) {
        for token in statement.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.return) {
          guard let early = token.parent?.as(ReturnStmtSyntax.self), Self.leaves(early, statement), let value = early.expression else {
            continue
          }
          if skipsPostlude {
            problem(file.entry(early, .problem, Self.returnSkippingPostlude))
          } else if value.trimmedDescription == stateName {
            earlyReturns.ofTheCopy.append(early)
            note(file.entry(early, .moved, "'return \(stateName)' ends the case: it is 'return' in \(hookName)"))
          } else {
            earlyReturns.ofAState.append(early)
            note(file.entry(early, .moved, "'return' of a state sets '\(stateName)' and returns in \(hookName)"))
          }
        }
      }
      return earlyReturns
    }

    /// `return value` in a reduce case, as its hook spells it: `copy = value`, followed by a
    /// `return` on a line of its own (or after `;` where the `return` shared its line) when the
    /// case goes on after it.
    static func settingTheState(_ stateName: String, _ keyword: TokenSyntax, _ value: ExprSyntax, thenReturning: Bool) -> [SwiftFile.Splice] {
      let assignment: SwiftFile.Splice = (keyword.positionAfterSkippingLeadingTrivia, keyword.endPositionBeforeTrailingTrivia, "\(stateName) =")
      guard thenReturning else { return [assignment] }
      let leading = keyword.leadingTrivia.description
      let separator =
        leading.contains("\n")
        ? "\n" + leading.split(separator: "\n", omittingEmptySubsequences: false).last!.filter { $0 == " " || $0 == "\t" } : "; "
      return [assignment, (value.endPositionBeforeTrailingTrivia, value.endPositionBeforeTrailingTrivia, separator + "return")]
    }

    static func joined(_ pieces: [Verbatim]) -> Verbatim {
      var result = pieces[0]
      for piece in pieces.dropFirst() {
        result.lines += piece.lines
        result.lastLine = piece.lastLine
      }
      return result
    }

    /// The declarative operations `statements` are, each taking the next bound value in order.
    static func operations(_ statements: [CodeBlockItemSyntax], stateName: String, bindings: [String?]) -> [ImportedReactor.ReduceOperation]? {
      var operations: [ImportedReactor.ReduceOperation] = []
      var next = 0
      let bound = Set(bindings.compactMap { $0 })
      func field(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == stateName else { return nil }
        return member.declName.baseName.text
      }
      func takesNext(_ expression: ExprSyntax) -> Bool {
        guard next < bindings.count, let name = bindings[next], expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else {
          return false
        }
        next += 1
        return true
      }
      func readsNothingBound(_ text: [TokenSyntax]) -> Bool {
        !text.contains { bound.contains($0.text) || $0.text == "self" || $0.text == stateName }
      }
      for statement in statements {
        if let sequence = statement.item.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          guard elements.count >= 3, let name = field(elements[0]) else { return nil }
          if elements[1].is(AssignmentExprSyntax.self) {
            if elements.count == 3, takesNext(elements[2]) {
              operations.append(.init(kind: .set, field: name, value: nil))
            } else if elements.count == 3, let prefix = elements[2].as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
              field(prefix.expression) == name
            {
              operations.append(.init(kind: .toggle, field: name))
            } else if readsNothingBound(elements[2...].flatMap { Array($0.tokens(viewMode: .sourceAccurate)) }) {
              operations.append(.init(kind: .set, field: name, value: elements[2...].map(\.trimmedDescription).joined(separator: " ")))
            } else {
              return nil
            }
          } else if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-="].contains(op),
            elements[2].as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
          {
            operations.append(.init(kind: op == "+=" ? .increment : .decrement, field: name))
          } else {
            return nil
          }
        } else if let call = statement.item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
          let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let name = field(base)
        {
          switch (member.declName.baseName.text, call.arguments.map { $0.label?.text }) {
          case ("toggle", []): operations.append(.init(kind: .toggle, field: name))
          case ("append", [nil]), ("append", ["contentsOf"]):
            guard takesNext(call.arguments.first!.expression) else { return nil }
            operations.append(.init(kind: .append, field: name))
          default: return nil
          }
        } else {
          return nil
        }
      }
      // Every value is taken, in order: the spec's operations consume them so.
      guard next == bindings.count else { return nil }
      return operations
    }
  }
#endif
