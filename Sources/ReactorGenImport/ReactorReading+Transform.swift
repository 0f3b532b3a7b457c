#if Import
  import SwiftSyntax
  import SwiftParser
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reading a reactor, continued: the `transform` functions, their paces, the services' events
  /// and what moves to a hook.
  extension ReactorReading {
    // MARK: transform

    mutating func readTransform(_ function: FunctionDeclSyntax, stream: String, in file: SwiftFile) {
      let parameter = function.signature.parameterClause.parameters.first!
      guard let body = function.body else { return }
      let parameterName = (parameter.secondName ?? parameter.firstName).text
      if stream == "action", parameterName == "action", let (paces, callsHook) = paces(in: body) {
        keepComments(of: function)
        reactor.paces = paces
        if callsHook {
          reactor.transforms.append(
            .init(
              stream: stream, parameterName: parameterName,
              body: Verbatim(lines: [], origin: file.spot(function), lastLine: file.lastLine(function)), isExisting: true))
        }
        let hook = callsHook ? ", then transform: [action], calling \(GeneratedName.transformHook(stream).text), already in the logic file" : ""
        let keys = ActionPace.allCases.compactMap { pace -> String? in
          let actions = paces.filter { $0.value.pace == pace }.sorted { $0.key < $1.key }
          return actions.isEmpty ? nil : "\(pace.rawValue): " + actions.map { "\($0.key) \($0.value.milliseconds)ms" }.joined(separator: ", ")
        }
        note(file.entry(function, .spec, keys.joined(separator: "; ") + hook))
        return
      }
      if body.statements.count == 1,
        GeneratedShape.transformHookCall(hook: GeneratedName.transformHook(stream).text, stream: parameterName).matches(body.statements.first?.item)
      {
        keepComments(of: function)
        reactor.transforms.append(
          .init(
            stream: stream, parameterName: parameterName, body: Verbatim(lines: [], origin: file.spot(function), lastLine: file.lastLine(function)),
            isExisting: true))
        note(file.entry(function, .spec, "transform: [\(stream)], calling \(GeneratedName.transformHook(stream).text), already in the logic file"))
        return
      }
      if stream == "mutation", let known,
        let events = Self.events(in: body, parameter: (parameter.secondName ?? parameter.firstName).text, known: known)
      {
        keepComments(of: function)
        reactor.events = events
        usesProvider = true
        note(
          LedgerEntry(
            spot: file.spot(function), lastLine: file.lastLine(function), disposition: .spec,
            message: "events: " + events.map(\.service).joined(separator: ", ")))
        return
      }
      reactor.transforms.append(
        .init(
          stream: stream, parameterName: (parameter.secondName ?? parameter.firstName).text, body: file.verbatim(body.statements),
          comments: SwiftFile.comments(in: function.leadingTrivia)))
      note(
        LedgerEntry(
          spot: file.spot(function), lastLine: file.lastLine(body.leftBrace), disposition: .spec,
          message: "transform: [\(stream)], with the hook \(GeneratedName.transformHook(stream).text)"))
      for statement in body.statements { note(file.entry(statement, .moved, "moves to \(GeneratedName.transformHook(stream).text)")) }
      note(file.entry(body.rightBrace, .generated, "\(GeneratedName.transformFunction(stream).text) is generated"))
    }

    /// The paced actions of reactorgen's `transform(action:)`, by name, and whether it hands them on
    /// to a `transform: [action]` hook: the body must be token for token what the core generates
    /// for them. `nil` for any other body.
    func paces(in body: CodeBlockSyntax) -> (paces: [String: ImportedReactor.Pacing], callsHook: Bool)? {
      // The cues: each pace's operator (`.debounce(`), the last action predicate before it and the
      // first whole number after it. The core then builds the body for them, which must be this one.
      let predicates = Dictionary(reactor.actions.map { (GeneratedName.actionPredicate($0.name).text, $0.name) }, uniquingKeysWith: { a, _ in a })
      let tokens = Array(body.statements.tokens(viewMode: .sourceAccurate))
      var found: [(name: String, pace: ActionPace, milliseconds: Int)] = []
      for (index, token) in tokens.enumerated() {
        guard let pace = ActionPace(rawValue: token.text), index > 0, tokens[index - 1].tokenKind == .period else { continue }
        guard let action = tokens[..<index].last(where: { predicates[$0.text] != nil }).flatMap({ predicates[$0.text] }),
          let number = tokens[index...].first(where: { if case .integerLiteral = $0.tokenKind { true } else { false } }),
          let milliseconds = Int(number.text)
        else { return nil }
        found.append((action, pace, milliseconds))
      }
      guard !found.isEmpty else { return nil }
      guard
        let callsHook = [false, true].first(where: { GeneratedShape.pacedTransform(found, handsOnToHook: $0).matches(body.statements) })
      else { return nil }
      return (
        Dictionary(found.map { ($0.name, ImportedReactor.Pacing(pace: $0.pace, milliseconds: $0.milliseconds)) }, uniquingKeysWith: { a, _ in a }),
        callsHook
      )
    }

    /// The tokens of Swift code: two spellings of one shape compare equal whatever their layout.
    static func tokens(of syntax: some SyntaxProtocol) -> [String] {
      syntax.tokens(viewMode: .sourceAccurate).map(\.text).filter { !$0.isEmpty }
    }

    /// `transform(mutation:)` in reactorgen's shape for service events: one
    /// `let xEventMutation = self.provider.xService.event.map/flatMap { ... }` per service, merged
    /// with the mutations. `nil` for any other body.
    static func events(in body: CodeBlockSyntax, parameter: String, known: KnownComponents) -> [ImportedReactor.EventSubscription]? {
      var subscriptions: [ImportedReactor.EventSubscription] = []
      var names: [String] = []
      let statements = Array(body.statements)
      guard let last = statements.last?.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
      for statement in statements.dropLast() {
        guard let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let source = member.base?.trimmedDescription, let closure = call.trailingClosure
        else { return nil }
        let parts = source.split(separator: ".")
        guard parts.count == 4, parts[0] == "self", parts[1] == "provider", parts[3] == "event",
          let service = known.servicesByProperty.first(where: { $0.property == parts[2] })?.name
        else { return nil }
        var subscription = ImportedReactor.EventSubscription(service: service, mappings: [], hasHook: false)
        let inner = closure.statements.first?.item
        let switchExpr = inner?.as(SwitchExprSyntax.self) ?? inner?.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        if let switchExpr {
          for element in switchExpr.cases {
            guard let caseSyntax = element.as(SwitchCaseSyntax.self) else { return nil }
            if caseSyntax.label.is(SwitchDefaultLabelSyntax.self) {
              subscription.hasHook = true
              continue
            }
            guard let label = caseSyntax.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1,
              let (event, bindings) = caseBindings(label.caseItems.first!.pattern), caseSyntax.statements.count == 1,
              var value = caseSyntax.statements.first?.item.as(ReturnStmtSyntax.self)?.expression
            else { return nil }
            // `.map` returns the mutation; `.flatMap` returns `.just` of it.
            if let just = value.as(FunctionCallExprSyntax.self), let member = just.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, member.declName.baseName.text == "just",
              let argument = just.arguments.first?.expression
            {
              value = argument
            }
            guard let call = mutationCall(value, bindings: bindings) else { return nil }
            subscription.mappings.append((event, call))
          }
        } else if Self.callsMutateOnWeakSelf(closure.statements) {
          subscription.hasHook = true
        } else {
          return nil
        }
        subscriptions.append(subscription)
        names.append(name)
      }
      guard GeneratedShape.eventsMerged(into: parameter, events: names).matches(last), !subscriptions.isEmpty else {
        return nil
      }
      return subscriptions
    }

    /// Whether `statements` call `self?.mutate(...)` (the event hook a subscription calls), read
    /// from the syntax: a call whose callee is the member `mutate` of `self?`.
    static func callsMutateOnWeakSelf(_ statements: CodeBlockItemListSyntax) -> Bool {
      let mutate = GeneratedName.mutateFunction.text.prefix { $0 != "(" }
      return statements.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.text == mutate, let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let base = member.base?.as(OptionalChainingExprSyntax.self),
          base.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
          let call = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == member.id
      }
    }
  }
#endif
