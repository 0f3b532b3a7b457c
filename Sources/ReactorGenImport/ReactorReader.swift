#if Import
  import SwiftSyntax
  import SwiftParser
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reads hand-written ReactorKit reactors from swift-syntax trees into ``ImportedReactor``s.
  ///
  /// A reactor is a class that lists `Reactor` among what it inherits, or a protocol of the app's
  /// that refines it (a conformance the spec keeps). Its `Action`, `Mutation` and
  /// `State`, its `init` and `initialState` map to spec keys; `mutate(action:)` and
  /// `reduce(state:mutation:)` are read case by case: a case that only emits mutations (or sets,
  /// toggles, increments or appends) becomes a spec key, any other moves verbatim into the hook
  /// reactorgen calls there. What cannot be expressed is a problem of that reactor, which is then
  /// left untouched.
  struct ReactorReader {
    var files: [SwiftFile]
    /// Services, repositories and use cases a spec declares already (`--services-from`).
    var known: KnownComponents? = nil
    /// Members ReactorKit gives every reactor, which no parameter (a property) may be named.
    /// (The core refuses a parameter of these names, and `provider` where the reactor holds the
    /// provider, which import reads as such; `testImportRenamesTheParametersTheCoreRefuses` holds
    /// the two lists together, since the core's is not part of its face.)
    static let reactorKitMembers: Set<String> = ["initialState", "currentState", "action", "state", "stub", "scheduler", "isStubEnabled"]
    /// `Reactor`, and the app's protocols in the files read that refine it, at any depth
    /// (`protocol BaseReactor: Stepper, Reactor`): a class adopting one is a reactor.
    /// ReactorKit's `Reactor`, written bare or with its module.
    static let reactorKitReactor = [
      [TypeRef.Component(name: "Reactor", arguments: [])],
      [TypeRef.Component(name: "ReactorKit", arguments: []), TypeRef.Component(name: "Reactor", arguments: [])],
    ].map {
      TypeRef.named($0).text
    }
    private var reactorProtocols: Set<String> = Set(Self.reactorKitReactor)

    init(files: [SwiftFile], known: KnownComponents? = nil) {
      self.files = files
      self.known = known
      let protocols = files.flatMap { $0.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) } }
      var grew = true
      while grew {
        grew = false
        for proto in protocols where !reactorProtocols.contains(proto.name.text) {
          if proto.inheritanceClause?.inheritedTypes.contains(where: { reactorProtocols.contains($0.type.trimmedDescription) }) == true {
            reactorProtocols.insert(proto.name.text)
            grew = true
          }
        }
      }
    }

    func read() -> [ImportedReactor] {
      var reactors: [ImportedReactor] = []
      for file in files {
        for statement in file.tree.statements {
          guard let type = statement.item.as(ClassDeclSyntax.self), isReactor(type) else { continue }
          reactors.append(read(type, in: file))
        }
      }
      return reactors
    }

    func isReactor(_ type: ClassDeclSyntax) -> Bool {
      type.inheritanceClause?.inheritedTypes.contains { reactorProtocols.contains($0.type.trimmedDescription) } ?? false
    }

    // MARK: The reactor

    private func read(_ type: ClassDeclSyntax, in file: SwiftFile) -> ImportedReactor {
      let name = type.name.text
      var reactor = ImportedReactor(
        name: name, file: file.path, location: file.spot(type), isPublic: type.modifiers.contains { ["public", "open"].contains($0.name.text) })
      reactor.isOpen = type.modifiers.contains { $0.name.text == "open" }
      var reading = Reading(reactor: reactor)
      reading.known = known
      reading.reactor.reactorComments = SwiftFile.comments(in: type.leadingTrivia)
      if type.position == file.tree.position {
        // A file that starts with the reactor (no import before it): its header is the reactor's
        // comments before a blank line.
        let comments = SwiftFile.headerAndOwnComments(in: type.leadingTrivia)
        reading.reactor.fileComments += comments.header
        reading.reactor.reactorComments = comments.own
      }
      reading.reactor.reactorComments += SwiftFile.headerComments(of: type, openedBy: type.memberBlock.leftBrace)
      reading.readImports(of: files.filter { owns($0, name) || $0.path == file.path })

      let others = type.inheritanceClause!.inheritedTypes.filter { !Self.reactorKitReactor.contains($0.type.trimmedDescription) }
      if let logic = others.first(where: { $0.type.trimmedDescription == name + "Logic" }) {
        reading.note(file.entry(logic, .generated, "'\(name)Logic' is the protocol reactorgen generates"))
      }
      let adopted = others.filter { $0.type.trimmedDescription != name + "Logic" }
      for other in adopted {
        reading.note(file.entry(other, .spec, "conformances: reactor: \(other.type.trimmedDescription)"))
      }
      if !adopted.isEmpty { reading.reactor.conformances.append(("reactor", adopted.map(\.type.trimmedDescription))) }
      reading.note(
        LedgerEntry(
          spot: file.spot(type), lastLine: file.lastLine(type.memberBlock.leftBrace), disposition: .generated,
          message: "the class declaration is generated"))
      reading.note(file.entry(type.memberBlock.rightBrace, .generated, "the class declaration is generated"))

      var members: [(MemberBlockItemSyntax, SwiftFile)] = type.memberBlock.members.map { ($0, file) }
      reading.reactor.originalComments = SwiftFile.comments(within: type)
      var danglingComments: [(above: [String], brace: TokenSyntax, file: SwiftFile)] = [([], type.memberBlock.rightBrace, file)]
      readExtensions(of: name, into: &reading, members: &members, danglingComments: &danglingComments)
      readRestOfFile(file, of: name, into: &reading)
      reading.readMembers(members)
      for dangling in danglingComments { reading.keepDanglingComments(dangling.above, before: dangling.brace, in: dangling.file) }
      reading.mentionedServices = Set(
        (known?.servicesByProperty ?? []).filter { service in
          ([file] + files.filter { owns($0, name) }).contains {
            $0.text.contains(".\(service.property).") || $0.text.contains(".\(service.property)\n")
          }
        }.map(\.name))
      reactor = reading.finish()
      return reactor
    }

    /// Extensions of the reactor in the files read: their members join the class's (mutate and
    /// reduce may live there); one with a conformance moves as it is.
    private func readExtensions(
      of name: String, into reading: inout Reading, members: inout [(MemberBlockItemSyntax, SwiftFile)],
      danglingComments: inout [(above: [String], brace: TokenSyntax, file: SwiftFile)]
    ) {
      for other in files {
        for statement in other.tree.statements {
          guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
          let extended = ext.extendedType.trimmedDescription
          if extended == name || extended.hasPrefix(name + ".") {
            reading.reactor.originalComments += SwiftFile.comments(within: ext)
          }
          if extended == name {
            if ext.inheritanceClause != nil || ext.genericWhereClause != nil {
              reading.reactor.movedDeclarations.append(other.verbatim(ext))
              reading.note(other.entry(ext, .moved, "an extension of \(name) with a conformance moves to the logic file as written"))
            } else {
              // The extension's comments (a `// MARK:`) go with its first member: into the logic
              // file when it moves there, else into the spec.
              let comments = SwiftFile.comments(in: ext.leadingTrivia) + SwiftFile.headerComments(of: ext, openedBy: ext.memberBlock.leftBrace)
              // An empty one's (a mark over code commented out) stay with what it holds.
              if let first = ext.memberBlock.members.first {
                if !comments.isEmpty { reading.extensionComments.append((first.decl.id, comments)) }
                danglingComments.append(([], ext.memberBlock.rightBrace, other))
              } else {
                danglingComments.append((comments, ext.memberBlock.rightBrace, other))
              }
              reading.note(
                LedgerEntry(
                  spot: other.spot(ext), lastLine: other.lastLine(ext.memberBlock.leftBrace), disposition: .moved,
                  message: "the extension's members join the reactor's"))
              reading.note(other.entry(ext.memberBlock.rightBrace, .moved, "the extension's members join the reactor's"))
              members += ext.memberBlock.members.map { ($0, other) }
            }
          } else if ["Action", "Mutation", "State"].contains(where: { extended == "\(name).\($0)" }) {
            let predicates = ext.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }.filter {
              $0.hasPrefix("is") && $0.hasSuffix("Action")
            }
            if extended == "\(name).Action", ext.inheritanceClause == nil, !predicates.isEmpty, predicates.count == ext.memberBlock.members.count {
              reading.predicateExtensions.append((other.verbatim(ext), predicates, other.entry(ext, .moved, "moves to the logic file as written")))
              continue
            }
            reading.reactor.movedDeclarations.append(other.verbatim(ext))
            reading.note(other.entry(ext, .moved, "moves to the logic file as written"))
          }
        }
      }
    }

    /// The rest of the reactor's file (other types, free functions) would go with the file: it
    /// moves after the logic file's extension. A file with several reactors gives it to the first.
    private func readRestOfFile(_ file: SwiftFile, of name: String, into reading: inout Reading) {
      let firstInFile =
        file.tree.statements.first { ($0.item.as(ClassDeclSyntax.self)).map(isReactor) ?? false }?.item.as(ClassDeclSyntax.self)?.name.text
        == name
      if firstInFile {
        let reactorNames = Set(file.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.filter(isReactor).map(\.name.text))
        for statement in file.tree.statements {
          if statement.item.is(ImportDeclSyntax.self) { continue }
          if let type = statement.item.as(ClassDeclSyntax.self), isReactor(type) { continue }
          if let ext = statement.item.as(ExtensionDeclSyntax.self) {
            let extended = ext.extendedType.trimmedDescription
            if reactorNames.contains(where: { extended == $0 || extended.hasPrefix($0 + ".") }) { continue }
          }
          if let proto = statement.item.as(ProtocolDeclSyntax.self), proto.name.text == name + "Logic" {
            reading.note(file.entry(statement, .generated, "the protocol of hooks is generated"))
            continue
          }
          reading.reactor.movedDeclarations.append(file.verbatim(statement))
          reading.note(file.entry(statement, .moved, "moves after the logic file's extension, as written"))
        }
      }
    }

    /// Whether `file` holds an extension of `name`.
    private func owns(_ file: SwiftFile, _ name: String) -> Bool {
      file.tree.statements.contains { $0.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == name }
    }
  }

  extension ReactorReader {
    /// The marks reactorgen writes before the functions it generates: not the user's comments.
    static let generatedMarks: Set<String> = ["// MARK: Mutate", "// MARK: Reduce", "// MARK: Transform"]
  }

  /// The state of reading one reactor.
  private struct Reading {
    var reactor: ImportedReactor
    var known: KnownComponents?
    /// Whether the reactor holds the provider of the known services.
    var usesProvider = false
    /// Known services the reactor's files name through the provider.
    var mentionedServices: Set<String> = []
    /// `extension R.Action` of `isXAction` predicates, kept until it is known whether reactorgen
    /// generates them (an action's `cancelledBy`).
    var predicateExtensions: [(verbatim: Verbatim, names: [String], entry: LedgerEntry)] = []
    private var storedProperties: [(name: String, type: String?, node: VariableDeclSyntax, file: SwiftFile)] = []
    /// By property: the arguments init made its wrapper with, beside its value.
    private var wrapperArguments: [String: String] = [:]
    private var initializer: (InitializerDeclSyntax, SwiftFile)?
    private var initialStateProperty: (VariableDeclSyntax, SwiftFile)?
    private var mutateFunction: (FunctionDeclSyntax, SwiftFile)?
    private var reduceFunction: (FunctionDeclSyntax, SwiftFile)?
    /// `Action` or `Mutation` given by a typealias, refused once there: their switches' cases are
    /// not reported one by one.
    private var aliasedEnums: Set<String> = []
    /// The comments above an extension of the reactor, by its first member.
    var extensionComments: [(member: SyntaxIdentifier, comments: [String])] = []
    /// Whether the reactor declares its Mutation: without, ReactorKit takes the Action as it.
    private var declaresMutation = false
    /// The `return` after `mutate`'s switch that cases falling out of it reach (`break`, or their
    /// end): it moves into each of them.
    private var mutateTail: CodeBlockItemSyntax?
    /// Whether anything follows `mutate`'s switch (moved or refused): the cases' `break`s are said
    /// with it, not again one by one.
    private var mutateHasTail = false
    /// Whether the initial state was refused where it is made: "never sets" would say it twice.
    private var initialStateRefused = false
    /// Init's parameters named like a member ReactorKit gives the reactor, by their new names.
    private var parameterRenames: [String: String] = [:]

    /// The tokens of `nodes` that read one of `names` as a name of their own: not a member
    /// (`.action`), not an argument label (`action:`). `self` counts when `names` holds it.
    static func reads(of names: Set<String>, in nodes: [some SyntaxProtocol]) -> [TokenSyntax] {
      nodes.flatMap { $0.tokens(viewMode: .sourceAccurate) }.filter { token in
        names.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.text != "."
          && token.nextToken(viewMode: .sourceAccurate)?.text != ":"
      }
    }

    /// Whether `statement` can leave the function it is in (a `return`, `throw`, `break` or
    /// `continue` not inside a closure, a nested function, or a loop or switch of its own).
    static func exitsTheFunction(_ statement: CodeBlockItemSyntax) -> Bool {
      statement.tokens(viewMode: .sourceAccurate).contains { token in
        guard let parent = token.parent,
          parent.is(ReturnStmtSyntax.self) || parent.is(ThrowStmtSyntax.self) || parent.is(BreakStmtSyntax.self)
            || parent.is(ContinueStmtSyntax.self)
        else { return false }
        return Self.leaves(parent, statement)
      }
    }

    /// `expression` with the names `renames` maps read by their new names.
    static func renaming(_ renames: [String: String], in expression: String) -> String {
      guard !renames.isEmpty else { return expression }
      let tree = Parser.parse(source: expression)
      var text = Array(expression.utf8)
      for token in reads(of: Set(renames.keys), in: [tree]).reversed() {
        text.replaceSubrange(
          token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
          with: Array(renames[token.text]!.utf8))
      }
      return String(decoding: text, as: UTF8.self)
    }
    /// The actions whose hooks took the tail.
    private var actionsTakingTheTail: [String] = []

    init(reactor: ImportedReactor) {
      self.reactor = reactor
    }

    mutating func note(_ entry: LedgerEntry) { reactor.ledger.append(entry) }
    mutating func problem(_ entry: LedgerEntry) { reactor.problems.append(entry) }

    mutating func readImports(of files: [SwiftFile]) {
      for file in files {
        for statement in file.tree.statements {
          guard let decl = statement.item.as(ImportDeclSyntax.self) else { continue }
          // The file's header (a copyright, a licence) stands before its first import.
          if statement.position == file.tree.position {
            reactor.fileComments += SwiftFile.comments(in: statement.leadingTrivia).filter { !reactor.fileComments.contains($0) }
          }
          let module = decl.path.trimmedDescription
          if !reactor.imports.contains(module) { reactor.imports.append(module) }
          // reactorgen imports its frameworks itself; any other module becomes the spec's `imports:`.
          note(
            GeneratedName.reactorFrameworks.contains(module)
              ? file.entry(decl, .generated, "import \(module)") : file.entry(decl, .spec, "imports: \(module)"))
        }
      }
    }

    // MARK: Members

    mutating func readMembers(_ members: [(MemberBlockItemSyntax, SwiftFile)]) {
      for (member, file) in members {
        let decl = member.decl
        if let type = decl.as(EnumDeclSyntax.self), ["Action", "Mutation"].contains(type.name.text) {
          if type.name.text == "Mutation" { declaresMutation = true }
          readEnum(type, in: file)
        } else if let type = decl.as(StructDeclSyntax.self), type.name.text == "State" {
          readState(type, in: file)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self), ["Action", "Mutation", "State"].contains(alias.name.text) {
          readTypeAlias(alias, in: file)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          readVariable(variable, in: file)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
          if self.initializer != nil {
            problem(file.entry(initializer, .problem, "a second init: a generated reactor has one (parameters:)"))
          } else {
            self.initializer = (initializer, file)
            reactor.reactorComments +=
              SwiftFile.comments(in: initializer.leadingTrivia) + Self.headerComments(of: initializer, body: initializer.body)
          }
        } else if let function = decl.as(FunctionDeclSyntax.self), let role = Self.reactorKitRole(function) {
          switch role {
          case "mutate", "reduce":
            if role == "mutate" { mutateFunction = (function, file) } else { reduceFunction = (function, file) }
            reactor.reactorComments += (SwiftFile.comments(in: function.leadingTrivia) + Self.headerComments(of: function, body: function.body))
              .filter { !Self.generatedMarks.contains($0) }
          default: readTransform(function, stream: role, in: file)
          }
        } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
          readDeinitializer(deinitializer, in: file)
        } else {
          if let name = Self.typeName(decl) { reactor.nestedTypes.append(name) }
          move(decl, in: file)
        }
      }
      // Comments of extensions whose first member did not move describe what the spec now says.
      reactor.reactorComments += extensionComments.flatMap(\.comments)
      extensionComments = []
      readInit()
      if let (function, file) = mutateFunction, !readDefault(function, in: file, cases: reactor.actions) {
        readMutate(function, in: file)
      } else if mutateFunction == nil {
        readMissingMutate()
      }
      if let (function, file) = reduceFunction, !readDefault(function, in: file, cases: reactor.mutations) { readReduce(function, in: file) }
    }

    /// Comments above a declaration reactorgen generates (an enum, State, `initialState`), and
    /// those after its last member, go above the reactor in the spec, but the marks the generated
    /// code writes itself.
    private mutating func keepComments(of declaration: some SyntaxProtocol) {
      reactor.reactorComments += SwiftFile.comments(within: declaration).filter { !Self.generatedMarks.contains($0) }
    }

    /// A generated type's comments that are its own, not its members': above it, in its header
    /// (`enum Action { // what the user does`), and around its closing brace.
    private mutating func keepComments(of declaration: some SyntaxProtocol, members: MemberBlockSyntax) {
      let comments =
        SwiftFile.comments(in: declaration.leadingTrivia) + SwiftFile.headerComments(of: declaration, openedBy: members.leftBrace)
        + SwiftFile.comments(in: members.rightBrace.leadingTrivia) + SwiftFile.comments(in: members.rightBrace.trailingTrivia)
      reactor.reactorComments += comments.filter { !Self.generatedMarks.contains($0) }
    }

    /// Comments after the last member of the class or of one of its extensions (code commented
    /// out, a note for later), after `above` (an empty extension's), stay Swift: they move into
    /// the logic file, as members do.
    mutating func keepDanglingComments(_ above: [String], before brace: TokenSyntax, in file: SwiftFile) {
      let comments = above + SwiftFile.comments(in: brace.leadingTrivia)
      guard !comments.isEmpty else { return }
      reactor.movedMembers.append(Verbatim(lines: comments, origin: file.spot(brace), lastLine: file.spot(brace).line))
    }

    /// The values a variable's bindings are given, which the spec carries as text.
    static func values(of variable: VariableDeclSyntax) -> [ExprSyntax] {
      variable.bindings.compactMap { $0.initializer?.value }
    }

    /// The comments in a generated function's signature, up to its body's `{` and at that line's end.
    static func headerComments(of function: some SyntaxProtocol, body: CodeBlockSyntax?) -> [String] {
      body.map { SwiftFile.headerComments(of: function, openedBy: $0.leftBrace) } ?? []
    }

    /// The name a nested type declaration declares.
    static func typeName(_ decl: DeclSyntax) -> String? {
      decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
        ?? decl.as(TypeAliasDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text
    }

    /// The marks reactorgen writes before the functions it generates.
    static var generatedMarks: Set<String> { ReactorReader.generatedMarks }

    /// `mutate`, `reduce`, or the stream of a `transform`, when `function` is ReactorKit's.
    private static func reactorKitRole(_ function: FunctionDeclSyntax) -> String? {
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      switch (function.name.text, labels) {
      case ("mutate", ["action"]): return "mutate"
      case ("reduce", ["state", "mutation"]): return "reduce"
      case ("transform", ["action"]): return "action"
      case ("transform", ["mutation"]): return "mutation"
      case ("transform", ["state"]): return "state"
      default: return nil
      }
    }

    private mutating func readEnum(_ type: EnumDeclSyntax, in file: SwiftFile) {
      let isAction = type.name.text == "Action"
      keepComments(of: type, members: type.memberBlock)
      if let inherited = type.inheritanceClause {
        var protocols = inherited.inheritedTypes.map(\.type.trimmedDescription)
        if isAction, let bindable = protocols.firstIndex(of: "BindableAction") {
          reactor.observableState = true
          protocols.remove(at: bindable)
        }
        if !protocols.isEmpty {
          reactor.conformances.append((type.name.text.lowercased(), protocols))
          note(file.entry(inherited, .spec, "conformances: \(type.name.text.lowercased()): [\(protocols.joined(separator: ", "))]"))
        }
      }
      note(
        LedgerEntry(
          spot: file.spot(type), lastLine: file.lastLine(type.memberBlock.leftBrace), disposition: .generated,
          message: "enum \(type.name.text) is generated"))
      note(file.entry(type.memberBlock.rightBrace, .generated, "enum \(type.name.text) is generated"))
      var extraMembers: [Verbatim] = []
      for member in type.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else {
          extraMembers.append(file.verbatim(member.decl))
          note(file.entry(member.decl, .moved, "moves to an extension of \(type.name.text) in the logic file"))
          continue
        }
        for element in caseDecl.elements {
          if element.name.text == "binding",
            element.parameterClause?.parameters.first?.type.trimmedDescription == GeneratedShape.bindingValueType.text
          {
            keepComments(of: caseDecl)
            note(file.entry(caseDecl, .generated, "'case binding(BindingAction<State>)' is generated with observableState"))
            continue
          }
          var values: [(label: String?, type: String)] = []
          var defaults: [String?] = []
          for parameter in element.parameterClause?.parameters ?? [] {
            values.append((parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil, parameter.type.trimmedDescription))
            defaults.append(parameter.defaultValue?.value.trimmedDescription)
          }
          let enumCase = ImportedReactor.EnumCase(name: element.name.text, values: values, location: file.spot(element), defaults: defaults)
          if isAction { reactor.actions.append(enumCase) } else { reactor.mutations.append(enumCase) }
          // The declaration's comments go above its first case's entry (`case a, b`: above a's).
          if element.id == caseDecl.elements.first?.id {
            let defaults = caseDecl.elements.flatMap { $0.parameterClause?.parameters.compactMap { $0.defaultValue?.value } ?? [] }
            let comments = SwiftFile.comments(within: caseDecl, carrying: defaults)
            if !comments.isEmpty { reactor.elementComments[isAction ? .action(enumCase.name) : .mutation(enumCase.name), default: []] += comments }
          }
          note(file.entry(caseDecl, .spec, "\(isAction ? "actions" : "mutations"): \(element.name.text)"))
        }
      }
      if !extraMembers.isEmpty {
        let lines =
          ["extension \(reactor.name).\(type.name.text) {"] + extraMembers.flatMap { [""] + $0.lines.map { $0.isEmpty ? "" : "  " + $0 } }.dropFirst()
          + ["}"]
        reactor.movedDeclarations.append(Verbatim(lines: lines, origin: extraMembers[0].origin, lastLine: extraMembers.last!.lastLine))
      }
    }

    private mutating func readTypeAlias(_ alias: TypeAliasDeclSyntax, in file: SwiftFile) {
      keepComments(of: alias)
      let value = alias.initializer.value.trimmedDescription
      switch alias.name.text {
      case "State":
        reactor.state = .model(value)
        note(file.entry(alias, .spec, "state: \(value)"))
      case "Action" where ["NoAction", "Never"].contains(value):
        note(file.entry(alias, .generated, "a reactor without actions: 'typealias Action = Never' is generated"))
      case "Mutation" where ["NoMutation", "Never"].contains(value):
        declaresMutation = true
        note(file.entry(alias, .generated, "a reactor without mutations: 'typealias Mutation = Never' is generated"))
      case "Action", "Mutation":
        aliasedEnums.insert(alias.name.text)
        problem(
          file.entry(
            alias, .problem,
            "'typealias \(alias.name.text) = \(value)' cannot be expressed in a spec, which declares the reactor's \(alias.name.text): move \(value)'s cases into an 'enum \(alias.name.text)' of the reactor, or keep it hand-written"
          ))
      default:
        problem(
          file.entry(alias, .problem, "'typealias \(alias.name.text) = \(value)' cannot be expressed in a spec; declare the type in the reactor"))
      }
    }

    private mutating func readState(_ type: StructDeclSyntax, in file: SwiftFile) {
      for attribute in type.attributes {
        if attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ObservableState" {
          reactor.observableState = true
          note(file.entry(attribute, .spec, "observableState: true"))
        } else {
          problem(
            file.entry(attribute, .problem, "State with '\(attribute.trimmedDescription)' cannot be expressed in a spec (only @ObservableState)"))
        }
      }
      if let inherited = type.inheritanceClause {
        let protocols = inherited.inheritedTypes.map(\.type.trimmedDescription)
        reactor.conformances.append(("state", protocols))
        note(file.entry(inherited, .spec, "conformances: state: [\(protocols.joined(separator: ", "))]"))
      }
      keepComments(of: type, members: type.memberBlock)
      note(
        LedgerEntry(
          spot: file.spot(type), lastLine: file.lastLine(type.memberBlock.leftBrace), disposition: .generated, message: "struct State is generated"))
      note(file.entry(type.memberBlock.rightBrace, .generated, "struct State is generated"))
      var fields: [ImportedReactor.StateField] = []
      var extraMembers: [Verbatim] = []
      for member in type.memberBlock.members {
        // A static member is the type's, not a field: it keeps its place in an extension.
        let isStatic = member.decl.as(VariableDeclSyntax.self)?.modifiers.contains { ["static", "class"].contains($0.name.text) } ?? false
        guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.accessorBlock == nil }), !isStatic else {
          if let initializer = member.decl.as(InitializerDeclSyntax.self), Self.isMemberwise(initializer, of: type) {
            keepComments(of: member.decl)
            note(file.entry(member.decl, .generated, "State's memberwise init is generated"))
          } else if member.decl.is(InitializerDeclSyntax.self), reactor.observableState {
            problem(file.entry(member.decl, .problem, "an init of an @ObservableState State: its macro's storage is set by the memberwise init only"))
          } else {
            extraMembers.append(file.verbatim(member.decl))
            note(file.entry(member.decl, .moved, "moves to an extension of State in the logic file"))
          }
          continue
        }
        fields += readStateFields(variable, in: file)
      }
      reactor.state = .fields(fields)
      if !extraMembers.isEmpty {
        let lines =
          ["extension \(reactor.name).State {"] + extraMembers.flatMap { [""] + $0.lines.map { $0.isEmpty ? "" : "  " + $0 } }.dropFirst() + ["}"]
        reactor.movedDeclarations.append(Verbatim(lines: lines, origin: extraMembers[0].origin, lastLine: extraMembers.last!.lastLine))
      }
    }

    /// The fields one `var` or `let` of the State declares, each with its type and default.
    private mutating func readStateFields(_ variable: VariableDeclSyntax, in file: SwiftFile) -> [ImportedReactor.StateField] {
      var fields: [ImportedReactor.StateField] = []
      let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
      let isPulse = attributes == ["Pulse"]
      if !attributes.isEmpty && !isPulse {
        problem(
          file.entry(
            variable.attributes, .problem,
            "a State field with '\(variable.attributes.trimmedDescription)' cannot be expressed in a spec (only @Pulse)"))
      }
      let isConstant = variable.bindingSpecifier.text == "let"
      if let modifier = variable.modifiers.first(where: { !["public"].contains($0.name.text) }) {
        problem(file.entry(modifier, .problem, "a '\(modifier.name.text)' State field cannot be expressed in a spec"))
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          problem(file.entry(binding.pattern, .problem, "a State field must be one name"))
          continue
        }
        // A type written, or the one Swift infers from the value (`= false`, `= [Section]()`).
        guard let type = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap({ Self.typeInferred(from: $0.value) })
        else {
          problem(
            file.entry(
              binding, .problem,
              "State field '\(name)' has no type written, and its value is not one whose type Swift infers plainly; give it one ('\(name): Type = value')"
            ))
          continue
        }
        fields.append(
          .init(name: name, type: type, defaultValue: binding.initializer?.value.trimmedDescription, isPulse: isPulse, isConstant: isConstant))
        if binding.id == variable.bindings.first?.id {
          let comments = SwiftFile.comments(within: variable, carrying: Self.values(of: variable))
          if !comments.isEmpty { reactor.elementComments[.field(name), default: []] += comments }
        }
      }
      note(
        file.entry(
          variable, .spec,
          "state: " + variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.joined(separator: ", ")))
      return fields
    }

    /// Whether `initializer` takes every stored field of `type`, in order, and only stores them:
    /// the public memberwise init reactorgen writes.
    static func isMemberwise(_ initializer: InitializerDeclSyntax, of type: StructDeclSyntax) -> Bool {
      // A `let` that has its value is no initializer's to set (nor the generated one's).
      let fields = type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter {
        $0.bindings.allSatisfy { $0.accessorBlock == nil } && !($0.bindingSpecifier.text == "let" && $0.bindings.allSatisfy { $0.initializer != nil })
      }
      .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
      let parameters = initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
      let statements = initializer.body?.statements.map { tokens(of: $0.item) } ?? []
      // A @Pulse field is stored through its wrapper, as the core's shape says.
      return parameters == fields && statements.count == fields.count
        && zip(statements, fields).allSatisfy { statement, field in
          [false, true].contains { tokens(of: GeneratedShape.memberwiseAssignment(field: field, isPulse: $0).text) == statement }
        }
    }

    /// `deinit { ... }`: Swift takes no deinit in an extension, where the logic lives, so the
    /// generated class's deinit calls `willDeinitialize()` and the statements move there.
    private mutating func readDeinitializer(_ deinitializer: DeinitializerDeclSyntax, in file: SwiftFile) {
      let hook = GeneratedName.willDeinitializeHook.text
      if Self.tokens(of: deinitializer.trimmed) == Self.tokens(of: GeneratedShape.willDeinitializeCall.text) {
        reactor.willDeinitialize = .existingHook
        keepComments(of: deinitializer)
        note(file.entry(deinitializer, .spec, "willDeinitialize: true, already in the logic file"))
        return
      }
      guard let body = deinitializer.body, let statements = file.verbatim(Array(body.statements)) else {
        keepComments(of: deinitializer)
        note(file.entry(deinitializer, .generated, "an empty deinit runs nothing: no willDeinitialize"))
        return
      }
      reactor.willDeinitialize = .moved(statements, comments: SwiftFile.comments(in: deinitializer.leadingTrivia))
      note(file.entry(deinitializer, .spec, "willDeinitialize: true: the generated deinit calls \(hook)"))
      for item in body.statements { note(file.entry(item, .moved, "moves to \(hook), which deinit calls")) }
    }

    /// A member the logic file takes as written, after the comments of the extension it opened.
    private mutating func move(_ member: some DeclSyntaxProtocol, in file: SwiftFile) {
      var moved = file.verbatim(member)
      if let index = extensionComments.firstIndex(where: { $0.member == member.id }) {
        moved.lines = extensionComments.remove(at: index).comments + moved.lines
      }
      reactor.movedMembers.append(moved)
      note(file.entry(member, .moved, "moves to the logic file as written"))
    }

    private mutating func readVariable(_ variable: VariableDeclSyntax, in file: SwiftFile) {
      let computed = variable.bindings.allSatisfy { $0.accessorBlock != nil }
      let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
      // `var initialState: State { State() }`: ReactorKit reads it once, as the generated init does.
      if computed, !isStatic, variable.bindings.count == 1, variable.bindings.first?.pattern.trimmedDescription == "initialState" {
        initialStateProperty = (variable, file)
        keepComments(of: variable)
        return
      }
      if computed || isStatic {
        move(variable, in: file)
        return
      }
      for binding in variable.bindings {
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? binding.pattern.trimmedDescription
        if name == "initialState" {
          initialStateProperty = (variable, file)
          keepComments(of: variable)
        } else if name == GeneratedName.startedActions.text, variable.modifiers.contains(where: { $0.name.text == "lazy" }),
          binding.initializer?.value.trimmedDescription == GeneratedShape.startedActionsValue.text
        {
          keepComments(of: variable)
          note(file.entry(variable, .generated, "'startedActions' is generated for actions that cancel work only once their guards pass"))
        } else {
          storedProperties.append((name, binding.typeAnnotation?.type.trimmedDescription, variable, file))
        }
      }
    }

    // MARK: init and initialState

    /// A stored property no parameter sets becomes one of `properties:`: its value is its
    /// initializer or what init assigns it; its type is written, or the type a call makes
    /// (`DisposeBag()`, `PublishRelay<Step>()`).
    private mutating func readProperty(_ property: (name: String, type: String?, node: VariableDeclSyntax, file: SwiftFile), valueInInit: String?) {
      let binding = property.node.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }
      let initializer = binding?.initializer?.value
      let isVariable = property.node.bindingSpecifier.tokenKind == .keyword(.var)
      let value = valueInInit ?? initializer?.trimmedDescription
      // A `var`'s property wrappers (`@Injected`, `@Dependency(\.api)`), read as the spec reads them:
      // Swift's own attributes (`@objc`, `@IBOutlet`, a global actor) a spec's property does not say.
      let attributes = property.node.attributes.map(\.trimmedDescription)
      var wrappers: [String] = []
      if !attributes.isEmpty {
        guard isVariable, let read = SwiftSource.propertyWrappers(attributes) else {
          problem(
            property.file.entry(
              property.node, .problem,
              "stored property '\(property.name)' has '\(attributes.joined(separator: " "))', which a spec's properties cannot carry (only a 'var''s property wrappers); keep the reactor hand-written"
            ))
          return
        }
        wrappers = read
        // Its arguments, when init made the wrapper with them (`Clamped(wrappedValue: 5, 0...10)`).
        if let arguments = wrapperArguments[property.name], wrappers.count == 1 { wrappers[0] += "(" + arguments + ")" }
      }
      let isWeak = property.node.modifiers.contains { $0.name.text == "weak" }
      if property.node.modifiers.contains(where: { ["unowned", "lazy"].contains($0.name.text) }) {
        problem(
          property.file.entry(
            property.node, .problem,
            "stored property '\(property.name)' is '\(property.node.modifiers.trimmedDescription)', which a spec's properties cannot say; keep the reactor hand-written"
          ))
        return
      }
      let type = property.type ?? initializer.flatMap(Self.typeInferred(from:))
      // `@Injected(\.api) var api`: the wrapper gives the type, and the spec leaves it to Swift too.
      guard type != nil || (!wrappers.isEmpty && value == nil) else {
        problem(
          property.file.entry(
            property.node, .problem,
            "stored property '\(property.name)' has no written type, and its value is not a call that names one; write its type ('let \(property.name): T = ...')"
          ))
        return
      }
      guard value != nil || (isVariable && (type?.hasSuffix("?") == true || type?.hasSuffix("!") == true)) || !wrappers.isEmpty else {
        problem(
          property.file.entry(
            property.node, .problem, "stored property '\(property.name)' gets no value, neither where it is declared nor in init; give it one"))
        return
      }
      // A public property of a public reactor stays public: it may satisfy a public protocol.
      let isPublic = reactor.isPublic && property.node.modifiers.contains { ["public", "open"].contains($0.name.text) }
      reactor.properties.append(
        .init(name: property.name, wrappers: wrappers, type: type, value: value, isVariable: isVariable, isPublic: isPublic, isWeak: isWeak))
      let comments = SwiftFile.comments(within: property.node, carrying: Self.values(of: property.node))
      if !comments.isEmpty { reactor.elementComments[.property(property.name), default: []] += comments }
      let access = property.node.modifiers.filter { ["private", "fileprivate"].contains($0.name.text) }.map(\.name.text).first
      note(
        property.file.entry(
          property.node, .spec,
          "properties: \(isPublic ? "public " : "")\(isWeak ? "weak " : "")\(isVariable ? "var " : "")\(property.name)"
            + (access.map { " (internal, not \($0): the logic file, another file, uses it)" } ?? "")))
    }

    /// The type Swift gives a declaration from its value alone: a literal's default type
    /// (`0` → `Int`, `0.5` → `Double`, `""` → `String`, `false` → `Bool`), or the type a call names
    /// (`DisposeBag()`, `PublishRelay<Step>()`, `[Section]()`, `[String: Int]()`). `nil` otherwise.
    static func typeInferred(from value: ExprSyntax) -> String? {
      if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
      if value.is(FloatLiteralExprSyntax.self) { return "Double" }
      if value.is(StringLiteralExprSyntax.self) { return "String" }
      if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
      if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        return typeInferred(from: prefix.expression).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
      }
      guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
      let callee = call.calledExpression
      // `[Section]()`, `[String: Int]()`: an array or dictionary type called empty.
      if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
        let text = callee.trimmedDescription
        let isTypeLike = text.allSatisfy { $0.isLetter || $0.isNumber || "_.[]:<>?, ".contains($0) }
        return call.arguments.isEmpty && isTypeLike ? text : nil
      }
      let text = callee.trimmedDescription
      let head = text.split(separator: "<").first.map(String.init) ?? text
      guard let first = head.split(separator: ".").last?.first, first.isUppercase else { return nil }
      return text
    }

    private mutating func readInit() {
      var made = InitStatements()
      // `let initialState = State()` at its declaration is made before init runs: all init does
      // besides storing parameters comes after it.
      made.declaredInitialState = initialStateProperty?.0.bindings.first?.initializer != nil
      if let (initializer, file) = initializer {
        let parameters = initializer.signature.parameterClause.parameters
        readInitParameters(parameters, in: file)
        note(
          LedgerEntry(
            spot: file.spot(initializer), lastLine: file.lastLine(initializer.signature), disposition: .generated,
            message: "init is generated from parameters:"))
        if let body = initializer.body {
          note(file.entry(body.rightBrace, .generated, "init is generated from parameters:"))
          for item in body.statements {
            readInitStatement(item, parameters: parameters, in: file, into: &made)
          }
        }
      }
      if let file = initializer?.1 { readSetup(made, in: file) }
      for property in storedProperties where made.assigned[property.name] == nil {
        readProperty(property, valueInInit: made.computedInInit[property.name])
      }
      for property in storedProperties where made.assigned[property.name] != nil {
        let comments = SwiftFile.comments(within: property.node, carrying: Self.values(of: property.node))
        if let parameter = made.assigned[property.name], reactor.parameters.contains(where: { $0.name == parameter }) {
          if !comments.isEmpty { reactor.elementComments[.parameter(parameter), default: []] += comments }
        } else {
          reactor.reactorComments += comments
        }
        note(property.file.entry(property.node, .generated, "'\(property.name)' is a parameter: 'let \(property.name)' is generated"))
      }
      if let (variable, file) = initialStateProperty {
        // `let initialState: Void = Void()` with no State declared: the annotation is the State.
        if case .fields(let fields) = reactor.state, fields.isEmpty, let annotation = variable.bindings.first?.typeAnnotation?.type,
          !GeneratedName.namesState(TypeRef(parsing: annotation.trimmedDescription), reactorName: reactor.name)
        {
          reactor.state = .model(annotation.trimmedDescription)
          note(file.entry(annotation, .spec, "state: \(annotation.trimmedDescription)"))
        }
        let binding = variable.bindings.first
        let value = binding?.initializer?.value.trimmedDescription ?? binding.flatMap { computedInitialState($0, in: file) }
        if let value {
          if made.initialValue != nil {
            problem(file.entry(variable, .problem, "initialState has a value here and is set in init too"))
          }
          made.initialValue = value
          note(file.entry(variable, .spec, "initialState"))
        } else {
          note(file.entry(variable, .generated, "'initialState' is generated"))
        }
      }
      guard let value = made.initialValue else {
        if case .fields = reactor.state, initialStateProperty != nil || initializer != nil, !initialStateRefused {
          problem(reactor.location.entry("the reactor never sets initialState"))
        }
        return
      }
      settleInitialState(value, computing: made.computing, returnsInEveryBranch: made.returnsInEveryBranch)
    }

    /// What init does once the initial state is made (`_ = self.state`, a subscription): it moves to
    /// didInitialize, which the generated init calls last.
    private mutating func readSetup(_ made: InitStatements, in file: SwiftFile) {
      guard let first = made.setup.first else { return }
      // What init declared before the initial state moves to makeInitialState: the setup after
      // it, in didInitialize, no longer sees it.
      let locals = Set(Self.declaredNames(made.computing))
      if let read = Self.reads(of: locals, in: made.setup).first {
        problem(
          file.entry(
            read, .problem,
            "'\(read.text)' is declared in init before the initial state, which moves to makeInitialState; didInitialize, where this setup moves, does not see it: read it from the state, or store it in a property"
          ))
      }
      if made.setup.count == 1, Self.tokens(of: first) == Self.tokens(of: GeneratedShape.didInitializeCall.text) {
        reactor.didInitialize = .existingHook
        note(file.entry(first, .spec, "didInitialize: true, already in the logic file"))
      } else {
        reactor.didInitialize = file.verbatim(made.setup).map { .moved($0) }
        for item in made.setup {
          note(file.entry(item, .moved, "moves to \(GeneratedName.didInitializeHook.text), which init calls last (didInitialize: true)"))
        }
      }
    }

    /// What `init` does, statement by statement, read into the spec's forms.
    private struct InitStatements {
      /// Property → the parameter of its name that init stores in it.
      var assigned: [String: String] = [:]
      /// Property → the value init makes it from the parameters.
      var computedInInit: [String: String] = [:]
      /// What init does once the initial state is made.
      var setup: [CodeBlockItemSyntax] = []
      var initialValue: String?
      /// `let initialState = State()` at its declaration.
      var declaredInitialState = false
      /// What init does before it sets the initial state: it moves to makeInitialState.
      var computing: [CodeBlockItemSyntax] = []
      /// The last computing statement is a `switch` whose every case sets initialState.
      var returnsInEveryBranch = false
    }

    /// Init's parameters: the provider, dependencies, a scheduler reactorgen generates, and the
    /// spec's `parameters:`.
    private mutating func readInitParameters(_ parameters: FunctionParameterListSyntax, in file: SwiftFile) {
      for parameter in parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        // `init(_ service:)`, `init(with task:)`: the spec's key is the label and the name.
        let label = parameter.secondName.flatMap { $0.text != parameter.firstName.text ? parameter.firstName.text : nil }
        var type = parameter.type.trimmedDescription
        // `some P`: init takes any P, which the reactor stores; the spec writes `any P`, the
        // type reactorgen's own rule proposes for a stored parameter.
        if case .specifier(.some, _) = TypeRef(parsing: type), TypeRef(parsing: type).problem(at: .storedParameter) != nil {
          let allowed = TypeRef(parsing: type).allowed(at: .storedParameter).text
          note(file.entry(parameter.type, .spec, "'\(type)' is written '\(allowed)': the reactor stores the value, whatever its type"))
          type = allowed
        }
        let protocolName = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        if let known, name == "provider", protocolName == "ServiceProviderType" {
          usesProvider = true
          _ = known
          note(file.entry(parameter, .spec, "services: the reactor holds the provider"))
          continue
        }
        // A scheduler reactorgen's `transform(action:)` paces actions on (read before init).
        if let pace = Set(reactor.paces.values.map(\.pace)).first(where: { name == GeneratedName.paceScheduler($0).text }), label == nil,
          type == "any SchedulerType", parameter.defaultValue?.value.trimmedDescription == GeneratedShape.mainScheduler.text
        {
          note(file.entry(parameter, .generated, "'\(name)' is generated for \(pace.rawValue):"))
          continue
        }
        if let component = known?.componentsByProtocol[protocolName], name == GeneratedName.serviceProperty(component).text {
          reactor.dependencies.append(component)
          note(file.entry(parameter, .spec, "dependencies: \(component)"))
          continue
        }
        // `init(initialState:)`, the testability idiom: a parameter named like a member of the
        // reactor ReactorKit gives it keeps its label under another name.
        if ReactorReader.reactorKitMembers.contains(name) {
          var renamed = name == "initialState" ? "initial" : name + "Value"
          while parameters.contains(where: { ($0.secondName ?? $0.firstName).text == renamed })
            || storedProperties.contains(where: { $0.name == renamed })
          {
            renamed += "_"
          }
          parameterRenames[name] = renamed
          reactor.parameters.append(
            .init(label: label ?? name, name: renamed, type: type, defaultValue: parameter.defaultValue?.value.trimmedDescription))
          note(file.entry(parameter, .spec, "parameters: \(label ?? name) \(renamed) (the label stays; '\(name)' is the reactor's own)"))
          continue
        }
        reactor.parameters.append(.init(label: label, name: name, type: type, defaultValue: parameter.defaultValue?.value.trimmedDescription))
        note(file.entry(parameter, .spec, "parameters: \(name)"))
      }
    }

    /// One statement of init's body: a parameter stored, a property or the initial state made, or
    /// the setup after it.
    private mutating func readInitStatement(
      _ item: CodeBlockItemSyntax, parameters: FunctionParameterListSyntax, in file: SwiftFile, into made: inout InitStatements
    ) {
      if let (target, value) = Self.assignment(item),
        target.hasPrefix("self.") || storedProperties.contains(where: { $0.name == target }) || target == "initialState"
      {
        let property = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        if property == "initialState" {
          made.initialValue = Self.renaming(parameterRenames, in: value)
          note(file.entry(item, .spec, "initialState"))
          return
        }
        if parameters.contains(where: { ($0.secondName ?? $0.firstName).text == value }) && value == property {
          made.assigned[property] = value
          note(file.entry(item, .generated, "'\(property)' is stored from parameters: by the generated init"))
          return
        }
        // A property made in init from the parameters: its value moves to `properties:`,
        // which the generated init assigns after the parameters.
        // After initialState too, when it does not read the state: the generated init assigns
        // properties before initialState, which such a value cannot tell.
        let readsState = item.tokens(viewMode: .sourceAccurate).contains { ["initialState", "currentState", "state"].contains($0.text) }
        if storedProperties.contains(where: { $0.name == property }), made.computedInInit[property] == nil, made.initialValue == nil || !readsState {
          made.computedInInit[property] = value
          note(file.entry(item, .spec, "properties: \(property) = \(value)"))
          return
        }
        // A wrapper with arguments made whole (`self._size = Clamped(wrappedValue: 5,
        // 0...10)`): the value and the arguments of `var size: '@Clamped(0...10) Int = 5'`.
        if let stored = storedProperties.first(where: { "_" + $0.name == property }), made.computedInInit[stored.name] == nil,
          let wrapped = Self.wrapperMade(item), made.initialValue == nil || !readsState
        {
          made.computedInInit[stored.name] = wrapped.value
          wrapperArguments[stored.name] = wrapped.arguments
          note(file.entry(item, .spec, "properties: \(stored.name) = \(wrapped.value), through its wrapper's arguments"))
          return
        }
        problem(
          file.entry(
            item, .problem,
            "init sets '\(property)' to something other than the parameter of the same name; reactorgen's init stores each parameter as it is"))
      } else if made.initialValue == nil, !made.declaredInitialState, Self.setsInitialStateInEveryBranch(item) {
        // `switch mode { case .new: self.initialState = ...; ... }`: each branch returns it.
        made.computing.append(item)
        made.initialValue = ""
        made.returnsInEveryBranch = true
      } else if made.initialValue == nil, !made.declaredInitialState {
        made.computing.append(item)
      } else {
        // Once the initial state is made: the user's setup (`_ = self.state`, a
        // subscription) moves to didInitialize, which the generated init calls last.
        made.setup.append(item)
      }
    }

    /// The initial state from init's value: the hook reactorgen generated, statements that move to
    /// makeInitialState, the fields' defaults, or an expression.
    private mutating func settleInitialState(_ value: String, computing: [CodeBlockItemSyntax], returnsInEveryBranch: Bool) {
      if computing.isEmpty, value == GeneratedShape.initialStateCall(parameters: reactor.parameters.map(\.name)).text {
        // The hook reactorgen generated the call of: it is in the logic file already.
        reactor.initialState = .existingHook
      } else if let first = computing.first, let file = initializer?.1 {
        // Where a branch set initialState, makeInitialState returns the value: `initialState =`
        // (from its target to its value) is `return `.
        let settings =
          returnsInEveryBranch
          ? computing.last!.tokens(viewMode: .sourceAccurate).compactMap { token -> (AbsolutePosition, AbsolutePosition, String)? in
            guard token.tokenKind == .equal, let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
              let target = sequence.elements.first, let (name, _) = Self.assignment(of: sequence),
              [GeneratedShape.initialStateProperty.text, "initialState"].contains(name)
            else { return nil }
            return (target.positionAfterSkippingLeadingTrivia, token.endPosition, "return ")
          } : []
        // A parameter renamed (`initialState` → `initial`) is read by its new name.
        let renames = Self.reads(of: Set(parameterRenames.keys), in: computing).filter { $0.nextToken(viewMode: .sourceAccurate)?.text != "=" }
          .map { ($0.positionAfterSkippingLeadingTrivia, $0.endPositionBeforeTrailingTrivia, parameterRenames[$0.text]!) }
        let statements = Self.joined(computing.map { file.verbatim($0, replacingSpans: settings + renames) })
        // `self` read (not `Type.self`, nor the `self.initialState =` that becomes a `return`).
        let readsSelf = Self.reads(of: ["self"], in: computing).contains { token in
          let member = token.nextToken(viewMode: .sourceAccurate).flatMap { $0.text == "." ? $0.nextToken(viewMode: .sourceAccurate) : nil }
          return !(returnsInEveryBranch && member?.text == "initialState")
        }
        if readsSelf {
          problem(
            file.entry(
              first, .problem, "the initial state is computed from 'self', and makeInitialState is static; compute it from init's parameters"))
        }
        reactor.initialState = .custom(statements: statements, value: returnsInEveryBranch ? nil : value)
        for item in computing { note(file.entry(item, .moved, "moves to makeInitialState, with 'initialState: custom'")) }
      } else if value == GeneratedShape.defaultInitialState.text {
        reactor.initialState = .defaults
      } else {
        reactor.initialState = .expression(value)
      }
    }

    /// The value a computed `initialState` returns (`{ State() }`, `{ return .init() }`), which
    /// the generated init sets once, as ReactorKit reads it once; `nil`, and refused, when its
    /// getter is more than that one value or reads the reactor.
    private mutating func computedInitialState(_ binding: PatternBindingSyntax, in file: SwiftFile) -> String? {
      guard let accessors = binding.accessorBlock?.accessors else { return nil }
      let statements: CodeBlockItemListSyntax?
      switch accessors {
      case .getter(let body): statements = body
      case .accessors(let list): statements = list.count == 1 && list.first?.accessorSpecifier.text == "get" ? list.first?.body?.statements : nil
      }
      guard let statements, statements.count == 1, let only = statements.first,
        let value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
      else {
        problem(
          file.entry(
            binding, .problem,
            "the computed initialState does more than return one value; return the value (the generated init sets it once, as ReactorKit reads it once), or make the rest 'initialState: custom'"
          ))
        initialStateRefused = true
        return nil
      }
      let members = Set(storedProperties.map(\.name))
      if let read = Self.reads(of: members.union(["self"]), in: [value]).first {
        problem(
          file.entry(
            read, .problem,
            "the computed initialState reads '\(read.text)' of the reactor, which the generated init sets it before; compute it from init's parameters"
          ))
        initialStateRefused = true
        return nil
      }
      return value.trimmedDescription
    }

    /// Whether `item` is a `switch` whose every case ends by setting initialState (and sets nothing
    /// else of the reactor): moved into makeInitialState, each such line returns the value.
    static func setsInitialStateInEveryBranch(_ item: CodeBlockItemSyntax) -> Bool {
      var branches: [CodeBlockItemListSyntax] = []
      let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
      if let switchExpr = expression?.as(SwitchExprSyntax.self) {
        for switchCase in switchExpr.cases {
          guard let caseSyntax = switchCase.as(SwitchCaseSyntax.self) else { return false }
          branches.append(caseSyntax.statements)
        }
      } else if var ifExpr = expression?.as(IfExprSyntax.self) {
        // `if ... { initialState = a } else if ... { ... } else { initialState = b }`: every branch.
        while true {
          branches.append(ifExpr.body.statements)
          switch ifExpr.elseBody {
          case .ifExpr(let next)?: ifExpr = next
          case .codeBlock(let block)?:
            branches.append(block.statements)
            return Self.everyBranchEndsSettingInitialState(branches)
          case nil: return false
          }
        }
      } else {
        return false
      }
      return Self.everyBranchEndsSettingInitialState(branches)
    }

    static func everyBranchEndsSettingInitialState(_ branches: [CodeBlockItemListSyntax]) -> Bool {
      for branch in branches {
        guard let last = branch.last, let (target, _) = assignment(last), [GeneratedShape.initialStateProperty.text, "initialState"].contains(target)
        else { return false }
        for statement in branch.dropLast() where assignment(statement).map({ $0.0.hasPrefix("self.") }) == true { return false }
      }
      return true
    }

    /// `target = value` as a statement: the target's and the value's text.
    /// `Wrapper(wrappedValue: value, arguments...)`, the right side of an assignment: the value
    /// and the other arguments as written.
    static func wrapperMade(_ item: CodeBlockItemSyntax) -> (value: String, arguments: String)? {
      guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
      else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count == 3, let call = elements[2].as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let first = call.arguments.first, first.label?.text == "wrappedValue", call.arguments.count > 1
      else { return nil }
      let rest = call.arguments.dropFirst().map { argument in (argument.label.map { $0.text + ": " } ?? "") + argument.expression.trimmedDescription }
      return (first.expression.trimmedDescription, rest.joined(separator: ", "))
    }

    static func assignment(_ item: CodeBlockItemSyntax) -> (String, String)? {
      guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
      else { return nil }
      return assignment(of: sequence)
    }

    static func assignment(of sequence: SequenceExprSyntax) -> (String, String)? {
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
      return (elements[0].trimmedDescription, elements[2...].map(\.trimmedDescription).joined(separator: " "))
    }

    // MARK: mutate

    /// Without `mutate(action:)`, ReactorKit's default changes nothing for any action: each
    /// becomes an action that emits nothing (`- temp: []`), which reactorgen writes as `.empty()`.
    /// Unless the reactor declares no Mutation: ReactorKit then takes the Action as it, passes
    /// each action on and emits the state again for it, which reactorgen's reactor would not.
    private mutating func readMissingMutate() {
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

    private mutating func readMutate(_ function: FunctionDeclSyntax, in file: SwiftFile) {
      guard let (switchExpr, parameterName) = singleSwitch(of: function, in: file) else { return }
      // What comes before the switch runs for every action: the prelude hook (`prelude: [mutate]`).
      // A statement after it would be lost, so it is said, at its line.
      let statements = Array(function.body?.statements ?? [])
      let switchIndex = statements.firstIndex { Self.switchExpression($0) != nil } ?? statements.count
      let prelude = Array(statements[..<switchIndex])
      readPrelude(.mutate, prelude, parameterNames: [parameterName], switchExpr: switchExpr, in: file)
      mutateHasTail = switchIndex + 1 < statements.count
      mutateTail = readTail(Array(statements[switchIndex...].dropFirst()), unseen: [parameterName] + Self.declaredNames(prelude), in: file)
      guard Self.names(switchExpr.subject) == parameterName else {
        problem(file.entry(switchExpr.subject, .problem, "mutate(action:) switches over something other than its action"))
        return
      }
      let actionCount = reactor.actions.count
      readCases(of: switchExpr, enumCases: reactor.actions, kind: "action", in: file) { reading, enumCase, bindings, caseSyntax in
        reading.reactor.mutate[enumCase.name] = reading.mutateCase(enumCase, bindings: bindings, caseSyntax, in: file)
        if case .hook? = reading.reactor.mutate[enumCase.name] {
          reading.refuseReads(of: [parameterName], in: caseSyntax, what: "mutate(action:)", file: file)
        }
      } split: { reading, enumCase, cases, defaultCase in
        for caseSyntax in cases + (defaultCase.map { [$0] } ?? []) {
          reading.refuseReads(of: [parameterName], in: caseSyntax, what: "mutate(action:)", file: file)
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

    /// What follows `mutate`'s switch: one `return` the cases that fall out of the switch reach,
    /// which moves into each of them, unless it reads what their hooks do not see (`unseen`).
    /// Anything else is refused at its line.
    private mutating func readTail(_ statements: [CodeBlockItemSyntax], unseen: [String], in file: SwiftFile) -> CodeBlockItemSyntax? {
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
    private mutating func singleSwitch(of function: FunctionDeclSyntax, in file: SwiftFile) -> (SwitchExprSyntax, String)? {
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
    private mutating func readDefault(_ function: FunctionDeclSyntax, in file: SwiftFile, cases: [ImportedReactor.EnumCase]) -> Bool {
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
        guard let value = (statement.item.as(ReturnStmtSyntax.self)?.expression ?? implicit)?.trimmedDescription,
          [GeneratedShape.noMutations.text, parameter, copy].contains(value)
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

    /// The statements before a `mutate` or `reduce` switch: the call of an existing prelude hook,
    /// or what moves into the hook (`prelude:`), named as the original's parameters. Refused
    /// when they leave the function, or declare what the cases then read.
    /// `fresh`: reduce's `var newState = State()`, which the hook starts with as an assignment.
    private mutating func readPrelude(
      _ function: PreludeFunction, _ statements: [CodeBlockItemSyntax],
      startingWith fresh: (statement: CodeBlockItemSyntax, assignment: Verbatim)? = nil,
      parameterNames: [String], switchExpr: SwitchExprSyntax, in file: SwiftFile
    ) {
      guard let first = statements.first ?? fresh?.statement else { return }
      if fresh == nil, statements.count == 1, Self.tokens(of: first) == Self.tokens(of: GeneratedShape.preludeCall(function).text) {
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
    private mutating func readPostlude(
      _ statements: [CodeBlockItemSyntax], stateName: String, stateParameter: String, mutationName: String, in file: SwiftFile
    ) {
      guard let first = statements.first else { return }
      if statements.count == 1, Self.tokens(of: first) == Self.tokens(of: GeneratedShape.reducePostludeCall.text) {
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

    /// The name an expression is, when it is one name (`action`, `self.action` is not).
    static func names(_ expression: ExprSyntax) -> String? {
      expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Calls `read` for every enum case a switch's cases cover, with the names the case binds.
    private mutating func readCases(
      of switchExpr: SwitchExprSyntax, enumCases: [ImportedReactor.EnumCase], kind: String, in file: SwiftFile,
      _ read: (inout Reading, ImportedReactor.EnumCase, [String?], SwitchCaseSyntax) -> Void,
      split readSplit: (inout Reading, ImportedReactor.EnumCase, [SwitchCaseSyntax], SwitchCaseSyntax?) -> Void
    ) {
      let found = Self.caseOccurrences(in: switchExpr)
      // An enum case handled by several cases, or under a `where` clause, gets one hook holding
      // its cases as written, in a switch of their own (Reading.splitHook).
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
    private static func caseOccurrences(in switchExpr: SwitchExprSyntax) -> (
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
    private mutating func refuseSharedCases(
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
    private mutating func caseItem(
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
      guard padded.count == enumCase.values.count else {
        problem(file.entry(item.pattern, .problem, "'\(item.pattern.trimmedDescription)' binds \(padded.count) values of \(enumCase.values.count)"))
        return (enumCase, nil)
      }
      // A destructured tuple names no value of the spec's.
      if alone { reactor.valueNames[kind + "." + enumCase.name] = padded.map { $0?.hasPrefix("(") == true ? nil : $0 } }
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
    static func destructuring(_ bindings: [String?], in caseSyntax: SwitchCaseSyntax) -> (bindings: [String?], lines: [String]) {
      guard bindings.contains(where: { $0?.hasPrefix("(") == true }) else { return (bindings, []) }
      let used = Set(caseSyntax.tokens(viewMode: .sourceAccurate).map(\.text))
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

    private mutating func mutateCase(_ action: ImportedReactor.EnumCase, bindings: [String?], _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile)
      -> ImportedReactor.MutateCase
    {
      let (bindings, destructuring) = Self.destructuring(bindings, in: caseSyntax)
      if !destructuring.isEmpty { return destructuredCase(action, bindings: bindings, destructuring: destructuring, caseSyntax, in: file) }
      var statements = Array(caseSyntax.statements)
      // reactorgen's announcement of a cancelling action (its `startedActions`) is its own.
      if statements.count > 1,
        statements[0].item.trimmedDescription == GeneratedShape.startedActionAnnouncement.text
          || (statements.count > 2 && statements[1].item.trimmedDescription == GeneratedShape.startedActionAnnouncement.text)
      {
        if let index = statements.firstIndex(where: { $0.item.trimmedDescription == GeneratedShape.startedActionAnnouncement.text }),
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
      if var generated = Self.generatedAction(statements, hookName: hookName, bindings: bindings, readable: readable) {
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
        if Self.tokens(of: value) == Self.tokens(of: GeneratedShape.noMutations.text) {
          note(file.entry(caseSyntax, .spec, "actions: \(action.name): [], an action that changes nothing"))
          reactor.elementComments[.action(action.name), default: []] += SwiftFile.comments(within: caseSyntax)
          return .emits([])
        }
        if let calls = emitted(value) {
          note(file.entry(caseSyntax, .spec, "actions: \(action.name) emits \(calls.map(\.name).joined(separator: ", "))"))
          reactor.elementComments[.action(action.name), default: []] += SwiftFile.comments(within: caseSyntax)
          return .emits(calls)
        }
        if Self.callsHook(value, named: hookName) {
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
    private mutating func destructuredCase(
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
    private mutating func concatenatedCase(
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
        if Self.callsHook(work, named: hookName) {
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
    private mutating func hookCase(
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

    /// A hook does not see the parameters of the function its case was in: a case that reads one
    /// (not as a member, `.action`) cannot move.
    mutating func refuseReads(of names: [String], in caseSyntax: SwitchCaseSyntax, what: String, file: SwiftFile, skippingFirst: Bool = false) {
      // `case let .flow(action)` binds a value of its own by the parameter's name: that is read.
      var bound: Set<String> = []
      for item in caseSyntax.label.as(SwitchCaseLabelSyntax.self)?.caseItems ?? [] {
        for name in Self.caseBindings(item.pattern)?.1 ?? [] { if let name { bound.insert(name) } }
      }
      let names = names.filter { !bound.contains($0) }
      guard !names.isEmpty else { return }
      let statements = skippingFirst ? Array(caseSyntax.statements.dropFirst()) : Array(caseSyntax.statements)
      if let token = Self.reads(of: Set(names), in: statements).first {
        problem(
          file.entry(
            token, .problem,
            "this case reads '\(token.text)', the parameter of \(what), which the hook it moves to does not see; read the case's values instead"))
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
    static func generatedAction(_ statements: [CodeBlockItemSyntax], hookName: String, bindings: [String?], readable: Set<String> = [])
      -> ImportedReactor.GeneratedAction?
    {
      var action = ImportedReactor.GeneratedAction()
      guard let last = statements.last?.item.as(ReturnStmtSyntax.self)?.expression,
        let conditions = guardsAndReads(statements.dropLast(), into: &action)
      else { return nil }
      var elements = emitsAndLoading(last, bindings: bindings, into: &action)
      guard elements.count == 1 else { return nil }
      // Guarded emits and no hook: `emit:` with `when:`.
      if action.loading == nil, action.cancelledBy.isEmpty, !conditions.isEmpty, action.reads.isEmpty,
        !elements[0].tokens(viewMode: .sourceAccurate).contains(where: { $0.text == hookName }),
        let calls = justMutations(elements[0], bindings: bindings, readable: readable)
      {
        action.emits += calls
        action.hasHook = false
        guard conditions.count == 1, !conditions[0].hasPrefix(GeneratedShape.preconditionCallPrefix.text) else { return nil }
        action.when = conditions[0]
        return action
      }
      // The work: links peeled off from the end, then the hook's call.
      guard let (work, cancelledBy, catchMutation) = peelLinks(elements.removeFirst()) else { return nil }
      action.cancelledBy += cancelledBy
      action.catchMutation = catchMutation
      let workText = work.trimmedDescription
      guard work.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == hookName }) else { return nil }
      if workText.hasPrefix("AsyncBridge.mutations") {
        action.isAsync = true
      } else if !(workText.hasPrefix("Observable.deferred") || workText.hasPrefix("self.\(hookName)(")) {
        return nil
      }
      return readGuards(conditions, into: &action) ? action : nil
    }

    /// The statements before an action's `return`: one-condition guards that return no
    /// mutations (their conditions returned), the started-action announcement, and `let`s of
    /// the current state (into `reads`). `nil` when another statement is there.
    private static func guardsAndReads(_ statements: some Collection<CodeBlockItemSyntax>, into action: inout ImportedReactor.GeneratedAction)
      -> [String]?
    {
      var conditions: [String] = []
      for statement in statements {
        if let guardStmt = statement.item.as(GuardStmtSyntax.self), guardStmt.conditions.count == 1,
          guardStmt.body.statements.count == 1,
          guardStmt.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == GeneratedShape.noMutations.text,
          let condition = guardStmt.conditions.first?.condition.as(ExprSyntax.self)
        {
          conditions.append(condition.trimmedDescription)
        } else if statement.item.trimmedDescription == GeneratedShape.startedActionAnnouncement.text {
          continue  // a cancelling action announces itself once its guards passed
        } else if let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let", variable.bindings.count == 1,
          let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
          let value = binding.initializer?.value.as(MemberAccessExprSyntax.self), value.base?.trimmedDescription == GeneratedShape.currentState.text
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
    private static func emitsAndLoading(_ returned: ExprSyntax, bindings: [String?], into action: inout ImportedReactor.GeneratedAction)
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

    /// Guards: `when:` (or its hook) first, then `ignoreWhileLoading` (a loading bracket's flag).
    /// Whether every guard is one of those.
    private static func readGuards(_ conditions: [String], into action: inout ImportedReactor.GeneratedAction) -> Bool {
      for (index, condition) in conditions.enumerated() {
        if index == conditions.count - 1, action.loading != nil, condition.hasPrefix("!self.currentState."),
          !condition.dropFirst(19).contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        {
          action.ignoreWhileLoading = true
        } else if action.when == nil && !action.whenHook {
          if condition.hasPrefix(GeneratedShape.preconditionCallPrefix.text) && condition.hasSuffix(")")
            && !condition.dropFirst(5).contains(where: { $0 == "." })
          {
            action.whenHook = true
          } else {
            action.when = condition
          }
        } else {
          return false
        }
      }
      return true
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
          guard let until = call.arguments.first, until.label?.text == "until",
            [false, true].map({ GeneratedShape.cancellingFilter(onStartedActions: $0).text }).contains(
              where: until.expression.trimmedDescription.hasPrefix)
          else { return nil }
          let predicates = until.expression.tokens(viewMode: .sourceAccurate).map(\.text).filter {
            $0.hasPrefix("is") && $0.hasSuffix("Action") && $0.count > 8
          }
          cancelledBy =
            predicates.map { name in
              let core = String(name.dropFirst(2).dropLast(6))
              let plain = core.prefix(1).lowercased() + core.dropFirst()
              return SwiftKeywords.contains(plain) ? "`\(plain)`" : plain
            } + cancelledBy
        } else {
          let body = call.trailingClosure?.statements.trimmedDescription ?? ""
          if body != "_ in " + GeneratedShape.noMutations.text && body != GeneratedShape.noMutations.text {
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
      let text = expression.trimmedDescription
      guard [GeneratedShape.errorDescription.text, "String(describing: error)"].contains(where: { text.hasSuffix("(\($0)))") }),
        let call = expression.as(FunctionCallExprSyntax.self), let value = call.arguments.first?.expression,
        let mutation = mutationValue(value)
      else { return nil }
      return [.init(name: mutation.name, arguments: nil)]
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
        member.base == nil || ["Observable", GeneratedShape.mutationsType.text].contains(member.base!.trimmedDescription),
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
        member.base == nil || ["Observable", GeneratedShape.mutationsType.text].contains(member.base!.trimmedDescription)
      else { return nil }
      if call.arguments.count == 1, let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) {
        return array.elements.map(\.expression)
      }
      return call.arguments.allSatisfy({ $0.label == nil }) ? call.arguments.map(\.expression) : nil
    }

    /// Whether `expression` calls `self.<name>` (`self?.<name>` in a deferred closure): the shape
    /// of a reactor reactorgen generated.
    static func callsHook(_ expression: some SyntaxProtocol, named name: String) -> Bool {
      expression.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }

    // MARK: reduce

    private mutating func readReduce(_ function: FunctionDeclSyntax, in file: SwiftFile) {
      let parameters = function.signature.parameterClause.parameters
      let stateParameter = (parameters.first!.secondName ?? parameters.first!.firstName).text
      guard let (switchExpr, mutationName) = singleSwitch(of: function, in: file) else { return }
      guard Self.names(switchExpr.subject) == mutationName else {
        problem(file.entry(switchExpr.subject, .problem, "reduce switches over something other than its mutation"))
        return
      }
      let frame = reduceFrame(Array(function.body!.statements), stateParameter: stateParameter, in: file)
      let (stateName, prelude, fresh, postlude) = (frame.stateName, frame.prelude, frame.fresh, frame.postlude)
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
      let copiedBeforeTheSwitch = stateName
      let preludeIsEmpty = prelude.isEmpty && fresh == nil
      let mutationCount = reactor.mutations.count
      readCases(of: switchExpr, enumCases: reactor.mutations, kind: "mutation", in: file) { reading, enumCase, bindings, caseSyntax in
        // Without a copy before the switch, each case copies the state itself and returns the copy.
        guard let stateName = copiedBeforeTheSwitch ?? reading.caseCopy(of: stateParameter, in: caseSyntax, file: file) else {
          reading.problem(
            file.entry(
              caseSyntax, .problem,
              "this case of reduce neither changes a copy made before the switch nor starts with 'var copy = \(stateParameter)' and ends with 'return copy'"
            ))
          return
        }
        let copiesInCase = copiedBeforeTheSwitch == nil
        // Until the case changes the copy, reading the state reduce was given is reading the copy
        // (nothing before the switch changes it: no prelude); unless the case binds a value of
        // its own by that name (`case let .set(state, item)`), which is what it reads.
        let readsOfTheCopy =
          copiedBeforeTheSwitch != nil && preludeIsEmpty && stateParameter != stateName && !bindings.contains(stateParameter)
          ? Self.readsBeforeAChange(of: stateParameter, copy: stateName, in: Array(caseSyntax.statements)) : nil
        reading.reactor.reduce[enumCase.name] = reading.reduceCase(
          enumCase, bindings: bindings, stateName: stateName, caseSyntax, in: file, copiesState: copiesInCase,
          readingTheCopy: readsOfTheCopy ?? [])
        if case .hook? = reading.reactor.reduce[enumCase.name] {
          reading.refuseReads(
            of: [mutationName] + (stateParameter == stateName || readsOfTheCopy != nil ? [] : [stateParameter]), in: caseSyntax,
            what: "reduce(state:mutation:)", file: file, skippingFirst: copiesInCase)
        }
      } split: { reading, enumCase, cases, defaultCase in
        guard let stateName = copiedBeforeTheSwitch else {
          reading.problem(
            file.entry(
              cases[0], .problem,
              "'\(enumCase.name)' is handled by several cases or under a condition, and reduce copies the state in each case; copy it once before the switch"
            ))
          return
        }
        for caseSyntax in cases + (defaultCase.map { [$0] } ?? []) {
          reading.refuseReads(
            of: [mutationName] + (stateParameter == stateName ? [] : [stateParameter]), in: caseSyntax, what: "reduce(state:mutation:)", file: file)
        }
        var hook = reading.splitHook(enumCase, type: "Mutation", cases: cases, defaultCase: defaultCase, otherCases: mutationCount > 1, in: file)
        hook.parameterNames.insert(stateName, at: 0)
        reading.reactor.reduce[enumCase.name] = .hook(hook)
      }
    }

    /// What reduce does around its switch: `var newState = state` (or a fresh `State()`), what
    /// every mutation starts from (a prelude), what follows the switch (a postlude), and
    /// `return newState`; anything else is refused at its line.
    private mutating func reduceFrame(_ statements: [CodeBlockItemSyntax], stateParameter: String, in file: SwiftFile) -> (
      stateName: String?, prelude: [CodeBlockItemSyntax], fresh: (statement: CodeBlockItemSyntax, assignment: Verbatim)?,
      postlude: [CodeBlockItemSyntax]
    ) {
      var stateName: String?
      var prelude: [CodeBlockItemSyntax] = []
      // `var newState = State()`: every mutation starts from a new State, which the prelude hook
      // sets on the generated copy.
      var fresh: (statement: CodeBlockItemSyntax, assignment: Verbatim)?
      var afterSwitch = false
      // What follows the switch, before `return newState`: a postlude (`postlude: [reduce]`).
      var postlude: [CodeBlockItemSyntax] = []
      for statement in statements {
        if Self.switchExpression(statement) != nil {
          afterSwitch = true
        } else if stateName == nil, let name = Self.copy(of: stateParameter, in: statement) {
          stateName = name
          note(file.entry(statement, .generated, "'var state = state' is generated"))
        } else if stateName == nil, !afterSwitch, let (name, assignment) = freshState(in: statement, file: file),
          !Self.tokens(of: statement).contains(stateParameter)
        {
          stateName = name
          fresh = (statement, assignment)
        } else if let value = statement.item.as(ReturnStmtSyntax.self)?.expression, stateName != nil, value.trimmedDescription == stateName {
          note(file.entry(statement, .generated, "'return state' is generated"))
        } else if stateName != nil, !afterSwitch {
          prelude.append(statement)
        } else if stateName != nil, afterSwitch, statement.id != statements.last?.id {
          postlude.append(statement)
        } else {
          problem(
            file.entry(
              statement, .problem,
              "reduce does more than copy the state, change the copy for every mutation, switch over the mutation and return the copy"))
        }
      }
      return (stateName, prelude, fresh, postlude)
    }

    /// `var newState = State(...)` before reduce's switch: the copy's name, and the assignment
    /// `newState = State(...)` as the user wrote it, which the prelude hook starts with.
    private func freshState(in statement: CodeBlockItemSyntax, file: SwiftFile) -> (String, Verbatim)? {
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

    private mutating func reduceCase(
      _ mutation: ImportedReactor.EnumCase, bindings: [String?], stateName: String, _ caseSyntax: SwitchCaseSyntax, in file: SwiftFile,
      copiesState: Bool, readingTheCopy: [TokenSyntax] = []
    ) -> ImportedReactor.ReduceCase {
      let (bindings, destructuring) = Self.destructuring(bindings, in: caseSyntax)
      var statements = Array(caseSyntax.statements)
      if copiesState, let first = statements.first {
        note(file.entry(first, .generated, "'var state = state' is generated"))
        statements.removeFirst()
      }
      let hookName = GeneratedName.mutationHook(mutation.name).text
      let comments = SwiftFile.comments(in: caseSyntax.leadingTrivia)
      // A `return` of the copy before the switch ends skips what reduce does after it (a postlude),
      // which the generated reduce runs for every mutation.
      let skipsPostlude = reactor.reducePostlude != nil && !copiesState
      if let last = statements.last, last.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == stateName {
        if skipsPostlude {
          problem(file.entry(last, .problem, Self.returnSkippingPostlude))
        } else {
          note(file.entry(last, .generated, "'return state' is generated"))
        }
        statements.removeLast()
      }
      if destructuring.isEmpty, statements.count == 1, statements[0].tokens(viewMode: .sourceAccurate).contains(where: { $0.text == hookName }) {
        note(file.entry(caseSyntax, .spec, "mutations: \(mutation.name) calls \(hookName), already in the logic file"))
        return .existingHook
      }
      if destructuring.isEmpty, !statements.isEmpty, let operations = Self.operations(statements, stateName: stateName, bindings: bindings),
        SpecWriter.canWrite(operations)
      {
        note(
          file.entry(
            caseSyntax, .spec, "mutations: \(mutation.name): " + operations.map { "\($0.kind.rawValue) \($0.field)" }.joined(separator: ", ")))
        reactor.elementComments[.mutation(mutation.name), default: []] += SwiftFile.comments(within: caseSyntax)
        return .operations(operations)
      }
      refuseUnmovable(statements, of: mutation, caseSyntax, in: file)
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
        exits.map { (Syntax($0), "return") } + earlyReturns.map { (Syntax($0), "return") } + readingTheCopy.map { (Syntax($0), stateName) }
      var body =
        onlyBreak || statements.isEmpty
        ? Verbatim(lines: ["// Nothing changes."], origin: file.spot(caseSyntax), lastLine: file.lastLine(caseSyntax))
        : Self.joined(statements.map { file.verbatim($0, replacing: replacements) })
      if !(onlyBreak || statements.isEmpty) { body.lines = destructuring + body.lines }
      return .hook(.init(parameterNames: [stateName] + bindings, body: body, leadingComments: comments))
    }

    static let returnSkippingPostlude =
      "this 'return' skips what reduce does after its switch, which the postlude hook \(GeneratedName.reducePostludeHook.text) runs for every mutation; let the case end instead"

    /// What a reduce hook cannot hold: statements the hook cannot run, and a `return` that ends
    /// the case's statements (a hook changes the state in place).
    private mutating func refuseUnmovable(
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
    /// place: those returns, each to become `return`. One of anything else is refused.
    private mutating func earlyReturns(
      in statements: [CodeBlockItemSyntax], of mutation: ImportedReactor.EnumCase, stateName: String, skipsPostlude: Bool, in file: SwiftFile
    ) -> [ReturnStmtSyntax] {
      let hookName = GeneratedName.mutationHook(mutation.name).text
      var earlyReturns: [ReturnStmtSyntax] = []
      for statement in statements where !statement.item.is(ReturnStmtSyntax.self) {
        for token in statement.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.return) {
          guard let early = token.parent?.as(ReturnStmtSyntax.self), Self.leaves(early, statement) else { continue }
          if early.expression?.trimmedDescription != stateName {
            problem(
              file.entry(
                early, .problem,
                "the case of '\(mutation.name)' returns something other than the copy '\(stateName)'; a reduce hook changes the state in place"))
          } else if skipsPostlude {
            problem(file.entry(early, .problem, Self.returnSkippingPostlude))
          } else {
            earlyReturns.append(early)
            note(file.entry(early, .moved, "'return \(stateName)' ends the case: it is 'return' in \(hookName)"))
          }
        }
      }
      return earlyReturns
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

    // MARK: transform

    private mutating func readTransform(_ function: FunctionDeclSyntax, stream: String, in file: SwiftFile) {
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
        body.statements.first?.item.trimmedDescription
          == GeneratedShape.transformHookCall(hook: GeneratedName.transformHook(stream).text, stream: parameterName).text
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
      note(file.entry(body.rightBrace, .generated, "transform(\(stream):) is generated"))
    }

    /// The paced actions of reactorgen's `transform(action:)`, by name, and whether it hands them on
    /// to a `transform: [action]` hook: the body must be token for token what the core generates
    /// for them. `nil` for any other body.
    private func paces(in body: CodeBlockSyntax) -> (paces: [String: ImportedReactor.Pacing], callsHook: Bool)? {
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
      let written = Self.tokens(of: body.statements)
      guard
        let callsHook = [false, true].first(where: { Self.tokens(of: GeneratedShape.pacedTransform(found, handsOnToHook: $0).text) == written })
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

    /// The tokens of Swift text the core generates.
    static func tokens(of text: String) -> [String] {
      tokens(of: Parser.parse(source: text))
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
            if let just = value.as(FunctionCallExprSyntax.self), just.calledExpression.trimmedDescription == ".just",
              let argument = just.arguments.first?.expression
            {
              value = argument
            }
            guard let call = mutationCall(value, bindings: bindings) else { return nil }
            subscription.mappings.append((event, call))
          }
        } else if closure.statements.trimmedDescription.contains("self?.mutate(") {
          subscription.hasHook = true
        } else {
          return nil
        }
        subscriptions.append(subscription)
        names.append(name)
      }
      guard last.trimmedDescription == GeneratedShape.eventsMerged(into: parameter, events: names).text, !subscriptions.isEmpty else {
        return nil
      }
      return subscriptions
    }

    // MARK: Done

    mutating func finish() -> ImportedReactor {
      // Predicates reactorgen generates for the actions that cancel work, or that it debounces, are
      // its own; others move.
      let cancelling = Set(
        reactor.mutate.values.flatMap { disposition -> [String] in
          if case .generated(let action) = disposition { return action.cancelledBy.map { GeneratedName.actionPredicate($0).text } }
          return []
        } + reactor.paces.keys.map { GeneratedName.actionPredicate($0).text })
      for candidate in predicateExtensions {
        if candidate.names.allSatisfy(cancelling.contains) {
          note(
            LedgerEntry(
              spot: candidate.entry.spot, lastLine: candidate.entry.lastLine, disposition: .generated,
              message: "the Action predicates of cancelledBy and paced actions are generated"))
        } else {
          reactor.movedDeclarations.append(candidate.verbatim)
          note(candidate.entry)
        }
      }
      if usesProvider, let known {
        // The services the reactor's code names through the provider; a reactor that names none
        // (its hooks live in a logic file not read) is given every service.
        let named = Set(reactor.events.map(\.service))
        reactor.services = known.servicesByProperty.map(\.name).filter { named.contains($0) || mentionedServices.contains($0) }
        if reactor.services.isEmpty { reactor.services = known.servicesByProperty.map(\.name) }
      }
      var reactor = reactor
      reactor.ledger.sort { $0.spot < $1.spot }
      reactor.problems.sort { $0.spot < $1.spot }
      return reactor
    }
  }

  /// Swift's keywords a name is backquoted for.
  let SwiftKeywords: Set<String> = [
    "default", "repeat", "class", "struct", "enum", "func", "var", "let", "if", "else", "switch", "case", "for", "while", "return", "in", "do", "try",
    "catch", "throw", "import", "protocol", "extension", "static", "self", "Self", "super", "init", "deinit", "subscript", "operator", "where",
    "break",
    "continue", "fallthrough", "guard", "defer", "is", "as", "nil", "true", "false", "inout", "internal", "private", "public", "fileprivate",
    "typealias", "associatedtype",
  ]

  func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }

  func upperFirst(_ name: String) -> String {
    let plain = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    return plain.prefix(1).uppercased() + plain.dropFirst()
  }

  extension SourceSpot {
    func entry(_ message: String) -> LedgerEntry {
      LedgerEntry(spot: self, lastLine: line, disposition: .problem, message: message)
    }
  }
#endif
