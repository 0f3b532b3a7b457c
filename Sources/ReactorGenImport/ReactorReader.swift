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
    /// The types of the static members the files read declare, by `Type.member`
    /// (``staticMemberTypes(in:)``): what a property set to `Type.shared` holds.
    private let staticMembers: [String: String]
    /// The types the files read declare at their top level whose value nothing done through it
    /// changes, so that a `let` holds it as a `var` does: classes (a relay kept in a `var` of one
    /// is an object, which methods called through it change, not the property), and protocols
    /// (``protocolsNothingChangesThrough(in:)``).
    private let changedOnlyBySetting: Set<String>
    /// The enums the files read declare at their top level, by name (one declared twice is left
    /// out: import cannot tell which one a name means): what a reactor's `typealias Action = T`
    /// names.
    private let enums: [String: (declaration: EnumDeclSyntax, file: SwiftFile)]

    init(files: [SwiftFile], known: KnownComponents? = nil) {
      self.files = files
      self.known = known
      self.staticMembers = Self.staticMemberTypes(in: files)
      self.changedOnlyBySetting =
        Set(files.flatMap { $0.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text } })
        .union(Self.protocolsNothingChangesThrough(in: files))
      let enums = files.flatMap { file in file.tree.statements.compactMap { $0.item.as(EnumDeclSyntax.self).map { ($0, file) } } }
      self.enums = Dictionary(grouping: enums, by: \.0.name.text).compactMapValues { $0.count == 1 ? $0[0] : nil }
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

    /// The protocols the files read declare whose value nothing done through it can change, so
    /// that a `let` holds it as a `var` does: class-bound ones (`protocol P: AnyObject`), and ones
    /// with neither a `mutating` member nor a settable property, none in an extension either,
    /// refining only such protocols (`protocol GithubServiceType { func issues() -> ... }`).
    static func protocolsNothingChangesThrough(in files: [SwiftFile]) -> Set<String> {
      let statements = files.flatMap { $0.tree.statements.map(\.item) }
      let declared = Dictionary(
        statements.compactMap { $0.as(ProtocolDeclSyntax.self) }.map { ($0.name.text, [$0]) }, uniquingKeysWith: +)
      let extended = Dictionary(
        statements.compactMap { $0.as(ExtensionDeclSyntax.self) }.map { ($0.extendedType.trimmedDescription, [$0.memberBlock]) },
        uniquingKeysWith: +)
      func changes(_ members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
          if let function = member.decl.as(FunctionDeclSyntax.self) { return function.modifiers.contains { $0.name.text == "mutating" } }
          if let variable = member.decl.as(VariableDeclSyntax.self) {
            // A requirement `{ get set }`, or a stored or settable property an extension cannot have.
            return variable.bindings.contains { binding in
              binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)?.contains { $0.accessorSpecifier.text == "set" } ?? false
            }
          }
          return member.decl.is(SubscriptDeclSyntax.self)
        }
      }
      var known: [String: Bool] = [:]
      func holdsAlike(_ name: String, visiting: Set<String>) -> Bool {
        if let answer = known[name] { return answer }
        guard let declarations = declared[name], declarations.count == 1, let declaration = declarations.first, !visiting.contains(name)
        else { return false }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let answer =
          inherited.contains { ["AnyObject", "class"].contains($0) || (declared[$0] != nil && isClassBound($0, visiting: visiting.union([name]))) }
          || (!changes(declaration.memberBlock) && !(extended[name] ?? []).contains(where: changes)
            && inherited.allSatisfy { $0 == "Sendable" || holdsAlike($0, visiting: visiting.union([name])) })
        known[name] = answer
        return answer
      }
      func isClassBound(_ name: String, visiting: Set<String>) -> Bool {
        guard let declaration = declared[name]?.first, declared[name]?.count == 1, !visiting.contains(name) else { return false }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.contains { ["AnyObject", "class"].contains($0) || isClassBound($0, visiting: visiting.union([name])) }
      }
      return Set(declared.keys.filter { holdsAlike($0, visiting: []) })
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

    /// The type of each static member the files' top-level types and extensions declare, by
    /// `Type.member`: the type written (`static let shared: Store`), or the type made
    /// (`static let shared = Store()`, where `Store` is the type declaring it). A member two
    /// declarations give different types is left out: import cannot tell which one a name means.
    static func staticMemberTypes(in files: [SwiftFile]) -> [String: String] {
      var types: [String: String?] = [:]
      for file in files {
        for statement in file.tree.statements {
          // A type (class, struct, enum, actor) by its name, an extension by the type it extends.
          guard let group = statement.item.asProtocol(DeclGroupSyntax.self),
            let owner = group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? group.asProtocol(NamedDeclSyntax.self)?.name.text
          else { continue }
          for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
            guard let type = binding.typeAnnotation?.type.trimmedDescription ?? (made == owner ? owner : nil) else { continue }
            let key = owner + "." + name
            types[key] = types[key].map { $0 == type ? type : nil } ?? type
          }
        }
      }
      return types.compactMapValues { $0 }
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
      var reading = ReactorReading(reactor: reactor)
      reading.known = known
      reading.staticMembers = staticMembers
      reading.changedOnlyBySetting = changedOnlyBySetting
      reading.enums = enums
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
      let reached = ([file] + files.filter { owns($0, name) }).reduce(into: Set<String>()) { $0.formUnion($1.membersReachedThrough) }
      reading.mentionedServices = Set((known?.servicesByProperty ?? []).filter { reached.contains($0.property) }.map(\.name))
      reactor = reading.finish()
      return reactor
    }

    /// Extensions of the reactor in the files read: their members join the class's (mutate and
    /// reduce may live there); one with a conformance moves as it is.
    private func readExtensions(
      of name: String, into reading: inout ReactorReading, members: inout [(MemberBlockItemSyntax, SwiftFile)],
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
          } else if let member = ext.extendedType.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == name,
            ["Action", "Mutation", "State"].contains(member.name.text)
          {
            let predicates = ext.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }.filter {
              $0.hasPrefix("is") && $0.hasSuffix("Action")
            }
            if member.name.text == "Action", ext.inheritanceClause == nil, !predicates.isEmpty, predicates.count == ext.memberBlock.members.count {
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
    private func readRestOfFile(_ file: SwiftFile, of name: String, into reading: inout ReactorReading) {
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
  struct ReactorReading {
    var reactor: ImportedReactor
    var known: KnownComponents?
    /// The types of the static members the files read declare (`GOMSRefreshToken.shared`).
    var staticMembers: [String: String] = [:]
    /// The types the files read declare at their top level that a `let` holds as a `var` does.
    var changedOnlyBySetting: Set<String> = []
    /// The enums the files read declare at their top level, by name.
    var enums: [String: (declaration: EnumDeclSyntax, file: SwiftFile)] = [:]
    /// Whether the reactor holds the provider of the known services.
    var usesProvider = false
    /// Known services the reactor's files name through the provider.
    var mentionedServices: Set<String> = []
    /// `extension R.Action` of `isXAction` predicates, kept until it is known whether reactorgen
    /// generates them (an action's `cancelledBy`).
    var predicateExtensions: [(verbatim: Verbatim, names: [String], entry: LedgerEntry)] = []
    var storedProperties: [(name: String, type: String?, node: VariableDeclSyntax, file: SwiftFile)] = []
    /// The class's members and its extensions', as read.
    var members: [(MemberBlockItemSyntax, SwiftFile)] = []
    /// By property: the arguments init made its wrapper with, beside its value.
    var wrapperArguments: [String: String] = [:]
    var initializer: (InitializerDeclSyntax, SwiftFile)?
    var initialStateProperty: (VariableDeclSyntax, SwiftFile)?
    var mutateFunction: (FunctionDeclSyntax, SwiftFile)?
    var reduceFunction: (FunctionDeclSyntax, SwiftFile)?
    /// `Action` or `Mutation` given by a typealias, refused once there: their switches' cases are
    /// not reported one by one.
    var aliasedEnums: Set<String> = []
    /// The comments above an extension of the reactor, by its first member.
    var extensionComments: [(member: SyntaxIdentifier, comments: [String])] = []
    /// Whether the reactor declares its Mutation: without, ReactorKit takes the Action as it.
    var declaresMutation = false
    /// The `return` after `mutate`'s switch that cases falling out of it reach (`break`, or their
    /// end): it moves into each of them.
    var mutateTail: CodeBlockItemSyntax?
    /// Whether anything follows `mutate`'s switch (moved or refused): the cases' `break`s are said
    /// with it, not again one by one.
    var mutateHasTail = false
    /// Whether the initial state was refused where it is made: "never sets" would say it twice.
    var initialStateRefused = false
    /// Init's parameters named like a member ReactorKit gives the reactor, by their new names.
    var parameterRenames: [String: String] = [:]

    /// The tokens of `nodes` that read one of `names` as a name of their own: not a member
    /// (`.action`), not an argument label (`action:`). `self` counts when `names` holds it.
    static func reads(of names: Set<String>, in nodes: [some SyntaxProtocol]) -> [TokenSyntax] {
      nodes.flatMap { $0.tokens(viewMode: .sourceAccurate) }.filter { token in
        names.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.text != "."
          && token.nextToken(viewMode: .sourceAccurate)?.text != ":"
      }
    }

    /// The token in `nodes` that declares `name` anew (a closure's or a nested function's
    /// parameter, a capture, a constant, a variable, a pattern's binding): where one does, a read
    /// of `name` may be of it rather than of the enclosing function's parameter.
    static func declaration(of name: String, in nodes: [some SyntaxProtocol]) -> TokenSyntax? {
      nodes.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }.first { token in
        guard token.text == name, let parent = token.parent else { return false }
        if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureCaptureSyntax.self) {
          return true
        }
        if let parameter = parent.as(ClosureParameterSyntax.self) { return token.id == (parameter.secondName ?? parameter.firstName).id }
        if let parameter = parent.as(FunctionParameterSyntax.self) { return token.id == (parameter.secondName ?? parameter.firstName).id }
        return parent.is(DeclReferenceExprSyntax.self) && parent.parent?.is(ClosureCaptureSyntax.self) == true
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
    var actionsTakingTheTail: [String] = []
    /// The guards read as `ignoreWhileLoading`: the field each reads, its loading mutation, and
    /// where it stands; checked once `reduce` says which field that mutation sets.
    var loadingGuards: [(field: String, loading: String, guardStatement: LedgerEntry)] = []

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
      self.members = members
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
      checkLoadingGuards()
    }

    /// The core guards an action ignored while loading on the field its loading mutation sets: a
    /// guard read as one must read that field, or the import would guard on another.
    mutating func checkLoadingGuards() {
      for (field, loading, guardStatement) in loadingGuards {
        var sets: String?
        if case .operations(let operations)? = reactor.reduce[loading], operations.count == 1, operations[0].kind == .set,
          operations[0].value == nil
        {
          sets = operations[0].field
        }
        guard sets != field else { continue }
        var refused = guardStatement
        refused.message =
          "this guard reads '\(field)', and '\(loading)' \(sets.map { "sets '\($0)'" } ?? "does not set one field from its value"): reactorgen ignores an action while the flag its loading bracket sets is on; guard on that flag, or compute this one in a 'when:'"
        problem(refused)
      }
    }

    /// Comments above a declaration reactorgen generates (an enum, State, `initialState`), and
    /// those after its last member, go above the reactor in the spec, but the marks the generated
    /// code writes itself.
    mutating func keepComments(of declaration: some SyntaxProtocol) {
      reactor.reactorComments += SwiftFile.comments(within: declaration).filter { !Self.generatedMarks.contains($0) }
    }

    /// A generated type's comments that are its own, not its members': above it, in its header
    /// (`enum Action { // what the user does`), and around its closing brace.
    mutating func keepComments(of declaration: some SyntaxProtocol, members: MemberBlockSyntax) {
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
    static func reactorKitRole(_ function: FunctionDeclSyntax) -> String? {
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

    mutating func readEnum(_ type: EnumDeclSyntax, in file: SwiftFile) {
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
            GeneratedShape.bindingValueType.matches(element.parameterClause?.parameters.first?.type)
          {
            keepComments(of: caseDecl)
            note(file.entry(caseDecl, .generated, "'case binding(BindingAction<State>)' is generated with observableState"))
            continue
          }
          let enumCase = Self.enumCase(element, in: file)
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
      moveIntoAnExtension(of: type.name.text, extraMembers)
    }

    /// A case as the spec lists it: its name, its values' labels and types, their defaults.
    static func enumCase(_ element: EnumCaseElementSyntax, in file: SwiftFile) -> ImportedReactor.EnumCase {
      var values: [(label: String?, type: String)] = []
      var defaults: [String?] = []
      for parameter in element.parameterClause?.parameters ?? [] {
        values.append((parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil, parameter.type.trimmedDescription))
        defaults.append(parameter.defaultValue?.value.trimmedDescription)
      }
      return ImportedReactor.EnumCase(name: element.name.text, values: values, location: file.spot(element), defaults: defaults)
    }

    /// `typealias Action = FeedAction` (or `Mutation`) naming an enum the files read declare at
    /// their top level: the spec names it (`actionType:`) and lists its cases for the switch;
    /// the enum stays where it is, as written. False, with nothing read, when it is no such enum.
    mutating func readEnumDeclaredElsewhere(_ alias: TypeAliasDeclSyntax, in file: SwiftFile) -> Bool {
      let value = alias.initializer.value.trimmedDescription
      // `FeedAction` or `Feature.FeedAction`, read as a type: its last component names the enum.
      guard case .named(let components) = TypeRef(parsing: value), components.allSatisfy(\.arguments.isEmpty),
        let name = components.last?.name, let (declaration, _) = enums[name], declaration.genericParameterClause == nil,
        !(declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "BindableAction" } ?? false),
        declaration.memberBlock.members.allSatisfy({ !$0.decl.is(IfConfigDeclSyntax.self) })
      else { return false }
      let cases = declaration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      guard let declaringFile = enums[name]?.file else { return false }
      let isAction = alias.name.text == "Action"
      for element in cases {
        let enumCase = Self.enumCase(element, in: declaringFile)
        if isAction { reactor.actions.append(enumCase) } else { reactor.mutations.append(enumCase) }
      }
      if isAction { reactor.actionType = value } else { reactor.mutationType = value }
      note(file.entry(alias, .spec, "\(isAction ? "actionType" : "mutationType"): \(value), whose cases the spec lists"))
      return true
    }

    /// Members of the reactor's `Action`, `Mutation` or `State` that the spec does not hold (a
    /// computed property, a function) move to the logic file in an extension of that type,
    /// `extension R.State { ... }`, each as written.
    mutating func moveIntoAnExtension(of nestedType: String, _ members: [Verbatim]) {
      guard let first = members.first, let last = members.last else { return }
      let extensionDeclaration = SwiftTypeDeclaration(
        kind: .extension, name: reactor.name + "." + nestedType, members: members.map { [.userCode($0.lines)] })
      let lines = SwiftRenderer.text([.type(extensionDeclaration)], lineBreak: "\n").split(separator: "\n", omittingEmptySubsequences: false)
      reactor.movedDeclarations.append(Verbatim(lines: lines.map(String.init), origin: first.origin, lastLine: last.lastLine))
    }

    mutating func readTypeAlias(_ alias: TypeAliasDeclSyntax, in file: SwiftFile) {
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
        if alias.name.text == "Mutation" { declaresMutation = true }
        if readEnumDeclaredElsewhere(alias, in: file) { return }
        aliasedEnums.insert(alias.name.text)
        problem(
          file.entry(
            alias, .problem,
            "'typealias \(alias.name.text) = \(value)' names no enum of the files read (the spec lists its cases: 'actionType:', 'mutationType:'); give import the folder that declares \(value) too, or move its cases into an 'enum \(alias.name.text)' of the reactor"
          ))
      default:
        problem(
          file.entry(alias, .problem, "'typealias \(alias.name.text) = \(value)' cannot be expressed in a spec; declare the type in the reactor"))
      }
    }

    mutating func readState(_ type: StructDeclSyntax, in file: SwiftFile) {
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
      moveIntoAnExtension(of: "State", extraMembers)
    }

    /// The fields one `var` or `let` of the State declares, each with its type and default.
    mutating func readStateFields(_ variable: VariableDeclSyntax, in file: SwiftFile) -> [ImportedReactor.StateField] {
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
      // A narrower access (`private`, `private(set)`) widens to the module's: reading the field from
      // more places compiles alike, and the generated State is the reactor's.
      let narrowed = variable.modifiers.first { ["private", "fileprivate"].contains($0.name.text) }?.trimmedDescription
      if let modifier = variable.modifiers.first(where: { !["public", "internal", "private", "fileprivate"].contains($0.name.text) }) {
        problem(file.entry(modifier, .problem, "a '\(modifier.name.text)' State field cannot be expressed in a spec"))
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          problem(file.entry(binding.pattern, .problem, "a State field must be one name"))
          continue
        }
        // A type written, or the one Swift infers from the value (`= false`, `= [Section]()`).
        guard
          let type = binding.typeAnnotation?.type.trimmedDescription
            ?? binding.initializer.flatMap({ Self.typeInferred(from: $0.value, staticMembers: staticMembers) })
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
          "state: " + variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.joined(separator: ", ")
            + (narrowed.map { ", internal, not \($0)" } ?? "")))
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
      let statements = initializer.body.map { Array($0.statements) } ?? []
      // A @Pulse field is stored through its wrapper, as the core's shape says.
      return parameters == fields && statements.count == fields.count
        && zip(statements, fields).allSatisfy { statement, field in
          [false, true].contains { GeneratedShape.memberwiseAssignment(field: field, isPulse: $0).matches(statement.item) }
        }
    }

    /// `deinit { ... }`: Swift takes no deinit in an extension, where the logic lives, so the
    /// generated class's deinit calls `willDeinitialize()` and the statements move there.
    mutating func readDeinitializer(_ deinitializer: DeinitializerDeclSyntax, in file: SwiftFile) {
      let hook = GeneratedName.willDeinitializeHook.text
      if GeneratedShape.willDeinitializeCall.matches(deinitializer) {
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
    mutating func move(_ member: some DeclSyntaxProtocol, in file: SwiftFile) {
      var moved = file.verbatim(member)
      if let index = extensionComments.firstIndex(where: { $0.member == member.id }) {
        moved.lines = extensionComments.remove(at: index).comments + moved.lines
      }
      reactor.movedMembers.append(moved)
      note(file.entry(member, .moved, "moves to the logic file as written"))
    }

    mutating func readVariable(_ variable: VariableDeclSyntax, in file: SwiftFile) {
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
          GeneratedShape.startedActionsValue.matches(binding.initializer?.value)
        {
          keepComments(of: variable)
          note(file.entry(variable, .generated, "'startedActions' is generated for actions that cancel work only once their guards pass"))
        } else {
          storedProperties.append((name, binding.typeAnnotation?.type.trimmedDescription, variable, file))
        }
      }
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
