#if Import
  import SwiftSyntax
  import SwiftParser
  import ReactorGenSwift
  import _ReactorGenCore

  /// Reading a reactor, continued: init's parameters and statements, the stored properties, and
  /// the initial state.
  extension ReactorReading {
    // MARK: init and initialState

    /// A stored property no parameter sets becomes one of `properties:`: its value is its
    /// initializer or what init assigns it; its type is written, or the type a call makes
    /// (`DisposeBag()`, `PublishRelay<Step>()`).
    mutating func readProperty(_ property: (name: String, type: String?, node: VariableDeclSyntax, file: SwiftFile), valueInInit: String?) {
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
      // `lazy var`: its value stays at the declaration; one init assigns too is init's.
      let isLazy = property.node.modifiers.contains { $0.name.text == "lazy" } && valueInInit == nil && initializer != nil
      if property.node.modifiers.contains(where: { $0.name.text == "unowned" || ($0.name.text == "lazy" && !isLazy) }) {
        problem(
          property.file.entry(
            property.node, .problem,
            "stored property '\(property.name)' is '\(property.node.modifiers.trimmedDescription)', which a spec's properties cannot say; keep the reactor hand-written"
          ))
        return
      }
      let type = property.type ?? initializer.flatMap { Self.typeInferred(from: $0, staticMembers: staticMembers) }
      // `@Injected(\.api) var api`: the wrapper gives the type, and the spec leaves it to Swift too.
      guard type != nil || (!wrappers.isEmpty && value == nil) else {
        problem(
          property.file.entry(
            property.node, .problem,
            "stored property '\(property.name)' has no written type, and its value is not a call that names one; write its type ('\(isLazy ? "lazy var" : isVariable ? "var" : "let") \(property.name): T = ...')"
          ))
        return
      }
      guard value != nil || (isVariable && (type?.hasSuffix("?") == true || type?.hasSuffix("!") == true)) || !wrappers.isEmpty else {
        problem(
          property.file.entry(
            property.node, .problem, "stored property '\(property.name)' gets no value, neither where it is declared nor in init; give it one"))
        return
      }
      // A value the spec would refuse (a closure holding an `if` statement) is refused here, at
      // the property, with the core's reason: the spec it would go into is never written.
      if let value, let reason = SwiftExpression.problem(in: value)?.message ?? SpecFragment(value).problem(in: .propertyValue) {
        problem(
          property.file.entry(
            property.node, .problem,
            "the value of stored property '\(property.name)' is Swift a spec's value cannot hold (\(reason)); keep the reactor hand-written, or make the value a call of a function you declare"
          ))
        return
      }
      // A public property of a public reactor stays public: it may satisfy a public protocol.
      let isPublic = reactor.isPublic && property.node.modifiers.contains { ["public", "open"].contains($0.name.text) }
      reactor.properties.append(
        .init(
          name: property.name, wrappers: wrappers, type: type, value: value, isVariable: isVariable, isPublic: isPublic, isWeak: isWeak,
          isLazy: isLazy))
      let comments = SwiftFile.comments(within: property.node, carrying: Self.values(of: property.node))
      if !comments.isEmpty { reactor.elementComments[.property(property.name), default: []] += comments }
      let access = property.node.modifiers.filter { ["private", "fileprivate"].contains($0.name.text) }.map(\.name.text).first
      note(
        property.file.entry(
          property.node, .spec,
          "properties: \(isPublic ? "public " : "")\(isWeak ? "weak " : "")\(isLazy ? "lazy " : "")\(isVariable ? "var " : "")\(property.name)"
            + (access.map { " (internal, not \($0): the logic file, another file, uses it)" } ?? "")))
    }

    /// `State()`, `State(count: 0, title: "")`: a State built of literals, which does nothing else
    /// (also spelt `.init()`, where the declaration's type is the State).
    static func buildsStateOfLiterals(_ value: ExprSyntax) -> Bool {
      guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "State"
          || call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true
      else { return false }
      return call.arguments.allSatisfy { argument in
        let expression = argument.expression
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
          || expression.is(StringLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
          || (expression.as(ArrayExprSyntax.self)?.elements.isEmpty ?? false)
      }
    }

    /// The type Swift gives a declaration from its value alone: a literal's default type
    /// (`0` → `Int`, `0.5` → `Double`, `""` → `String`, `false` → `Bool`), or the type a call names
    /// (`DisposeBag()`, `PublishRelay<Step>()`, `[Section]()`, `[String: Int]()`, and each spelt
    /// `.init(...)`). `nil` otherwise.
    /// `staticMembers` are the types of the static members the files read declare, by
    /// `Type.member`: `Type.shared` has the type its declaration gives it.
    static func typeInferred(from value: ExprSyntax, staticMembers: [String: String] = [:]) -> String? {
      if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
      // `"Bearer " + token`: a string literal joined with `+` makes a String.
      if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
        sequence.elements.enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }),
        sequence.elements.contains(where: { $0.is(StringLiteralExprSyntax.self) })
      {
        return "String"
      }
      if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
        return staticMembers[base.baseName.text + "." + member.declName.baseName.text]
      }
      if value.is(FloatLiteralExprSyntax.self) { return "Double" }
      if value.is(StringLiteralExprSyntax.self) { return "String" }
      if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
      if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        return typeInferred(from: prefix.expression).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
      }
      guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
      // `[Section].init()`, `Token.init(value)`: the call `[Section]()`, `Token(value)` spelt out.
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
        return typeInferred(from: ExprSyntax(call.with(\.calledExpression, base)), staticMembers: staticMembers)
      }
      let callee = call.calledExpression
      // `[Section]()`, `[String: Int]()`: an array or dictionary type called empty.
      if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
        let text = callee.trimmedDescription
        let typeMarks: Set<Character> = ["_", ".", "[", "]", ":", "<", ">", "?", ",", " "]
        let isTypeLike = text.allSatisfy { $0.isLetter || $0.isNumber || typeMarks.contains($0) }
        return call.arguments.isEmpty && isTypeLike ? text : nil
      }
      let text = callee.trimmedDescription
      let head = text.split(separator: "<").first.map(String.init) ?? text
      guard let first = head.split(separator: ".").last?.first, first.isUppercase else { return nil }
      return text
    }

    mutating func readInit() {
      var made = InitStatements()
      // `let initialState = State()` at its declaration is made before init runs: all init does
      // besides storing parameters comes after it.
      made.declaredInitialState = initialStateProperty?.0.bindings.first?.initializer != nil
      // `var initialState = State()` that init sets again (`self.initialState = State(...)`):
      // the value at the declaration is never read, so init's is the initial state, as if the
      // declaration had none — when making it does nothing but build a State of literals.
      if let declared = initialStateProperty?.0.bindings.first?.initializer?.value, Self.buildsStateOfLiterals(declared),
        let body = initializer?.0.body,
        body.statements.contains(where: { item in Self.assignment(item).map { ($0.memberOfSelf ?? $0.target) == "initialState" } ?? false })
      {
        made.declaredInitialState = false
        made.initSetsDeclaredInitialState = true
      }
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
        let declared = reactor.parameters.contains { $0.name == property.name && $0.isWeak } ? "weak var" : "let"
        note(property.file.entry(property.node, .generated, "'\(property.name)' is a parameter: '\(declared) \(property.name)' is generated"))
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
        if value != nil, made.initSetsDeclaredInitialState, made.initialValue != nil {
          note(file.entry(variable, .generated, "the value here is never read: init sets initialState, and the spec's is init's"))
        } else if let value {
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
    mutating func readSetup(_ made: InitStatements, in file: SwiftFile) {
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
      if made.setup.count == 1, GeneratedShape.didInitializeCall.matches(first) {
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
    struct InitStatements {
      /// Property → the parameter of its name that init stores in it.
      var assigned: [String: String] = [:]
      /// Property → the value init makes it from the parameters.
      var computedInInit: [String: String] = [:]
      /// What init does once the initial state is made.
      var setup: [CodeBlockItemSyntax] = []
      var initialValue: String?
      /// `let initialState = State()` at its declaration.
      var declaredInitialState = false
      /// `var initialState = State()` at its declaration, which init sets again.
      var initSetsDeclaredInitialState = false
      /// What init does before it sets the initial state: it moves to makeInitialState.
      var computing: [CodeBlockItemSyntax] = []
      /// The last computing statement is a `switch` whose every case sets initialState.
      var returnsInEveryBranch = false
    }

    /// Whether a value of `type` (as written, optional or not) changes only when set, so that a
    /// `let` holds it as a `var` does: a class the files read declare, one of RxSwift's and
    /// RxRelay's a reactor keeps (relays, subjects, dispose bags), or a protocol nothing done
    /// through can change.
    func isChangedOnlyBySetting(_ type: String) -> Bool {
      var ref = TypeRef(parsing: type)
      ref = ref.optionalWrapped ?? ref
      // `any GithubServiceType`: the protocol's (``ReactorReader/protocolsNothingChangesThrough(in:)``).
      if case .specifier(.any, let wrapped) = ref { ref = wrapped }
      guard case .named(let components) = ref.canonical, let last = components.last else { return false }
      let rxModule = components.count == 1 || ["RxSwift", "RxRelay"].contains(components[0].name)
      return (components.count == 1 && changedOnlyBySetting.contains(last.name)) || (rxModule && Self.rxClasses.contains(last.name))
    }

    /// RxSwift's and RxRelay's classes a reactor keeps in a property.
    static let rxClasses: Set<String> = [
      "BehaviorRelay", "PublishRelay", "ReplayRelay", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "DisposeBag",
      "CompositeDisposable", "SerialDisposable",
    ]

    /// Where the reactor's code first changes its stored property `name` (`self.name = x`,
    /// `name.field += 1`, `&name`, a method called through it), outside init's storing of it.
    /// Of a class's instance, or a protocol's nothing changes through (`changedOnlyBySetting`),
    /// only the property itself set or passed `inout` changes it: what is done through it
    /// changes the object, which a `let` holds alike.
    func firstChange(of name: String, changedOnlyBySetting: Bool = false) -> (node: Syntax, file: SwiftFile)? {
      for (member, file) in members where !member.decl.is(InitializerDeclSyntax.self) {
        for token in member.tokens(viewMode: .sourceAccurate) where token.text == name {
          guard var expression = token.parent?.as(DeclReferenceExprSyntax.self).map(Syntax.init) else { continue }
          // `self.name` or `name`, then the chain its value is changed through.
          if let access = expression.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id {
            guard access.base == nil || access.base?.trimmedDescription == "self" else { continue }
            expression = Syntax(access)
          }
          let stored = expression
          while let parent = expression.parent,
            parent.as(MemberAccessExprSyntax.self)?.base?.id == expression.id
              || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == expression.id
              || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
          {
            expression = parent
          }
          if changedOnlyBySetting && expression.id != stored.id { continue }
          if expression.parent?.is(InOutExprSyntax.self) == true { return (expression, file) }
          // A method called through it (`unit.items.append(x)`) may be `mutating`, which import
          // cannot tell without the app's types: counted as a change.
          if expression.id != stored.id, expression.is(MemberAccessExprSyntax.self),
            expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id
          {
            return (expression, file)
          }
          // In an unfolded sequence, an assignment operator follows its target.
          guard let list = expression.parent?.as(ExprListSyntax.self), let index = list.index(of: ExprSyntax(expression)!) else { continue }
          let next = list.index(after: index)
          guard next < list.endIndex else { continue }
          let following = list[next]
          if following.is(AssignmentExprSyntax.self) { return (expression, file) }
          if let op = following.as(BinaryOperatorExprSyntax.self)?.operator.text, op.hasSuffix("="),
            !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
          {
            return (expression, file)
          }
        }
      }
      return nil
    }

    /// Init's parameters: the provider, dependencies, a scheduler reactorgen generates, and the
    /// spec's `parameters:`.
    mutating func readInitParameters(_ parameters: FunctionParameterListSyntax, in file: SwiftFile) {
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
          type == "any SchedulerType", GeneratedShape.mainScheduler.matches(parameter.defaultValue?.value)
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

    /// A `weak var` stored from init's parameter of the same name: a `weak var` parameter, whose
    /// generated property is the parameter's type made optional; another type is refused.
    mutating func readWeakParameter(_ property: String, stored: (name: String, type: String?, node: VariableDeclSyntax, file: SwiftFile)) {
      let index = reactor.parameters.firstIndex { $0.name == property }
      let given = TypeRef(parsing: index.map { reactor.parameters[$0].type } ?? "")
      // The generated property's type: the parameter's, made optional unless it is.
      let generated = given.isOptional ? given : TypeRef.optional(given, implicitlyUnwrapped: false)
      if let index, let type = stored.type, TypeRef(parsing: type).isSame(as: generated) {
        reactor.parameters[index].isWeak = true
        return
      }
      problem(
        stored.file.entry(
          stored.node, .problem,
          "'\(property)' is 'weak' of type '\(stored.type ?? "?")', stored from init's parameter of the same name of type '\(given.text)'; a 'weak var' parameter is stored as its type made optional: declare it '\(generated.text)', or set it after init ('reactor.\(property) = ...'), which imports as a 'weak var' property"
        ))
    }

    /// One statement of init's body: a parameter stored, a property or the initial state made, or
    /// the setup after it.
    mutating func readInitStatement(
      _ item: CodeBlockItemSyntax, parameters: FunctionParameterListSyntax, in file: SwiftFile, into made: inout InitStatements
    ) {
      // `defer { _ = self.state }` (Xcode templates' first line) runs as init ends, wherever it is
      // written: it is setup, run as didInitialize ends, which the generated init calls last.
      if item.item.is(DeferStmtSyntax.self) {
        made.setup.append(item)
        return
      }
      if let (target, value, memberOfSelf) = Self.assignment(item),
        memberOfSelf != nil || storedProperties.contains(where: { $0.name == target }) || target == "initialState"
      {
        let property = memberOfSelf ?? target
        if property == "initialState" {
          made.initialValue = Self.renaming(parameterRenames, in: value)
          note(file.entry(item, .spec, "initialState"))
          return
        }
        if parameters.contains(where: { ($0.secondName ?? $0.firstName).text == value }) && value == property {
          // A generated reactor keeps a parameter in a `let`, or a `weak var` of its type made
          // optional: a `var` the reactor changes would not compile.
          if let stored = storedProperties.first(where: { $0.name == property }) {
            if stored.node.modifiers.contains(where: { $0.name.text == "weak" }) {
              readWeakParameter(property, stored: stored)
            } else if stored.node.bindingSpecifier.tokenKind == .keyword(.var),
              let change = firstChange(of: property, changedOnlyBySetting: stored.type.map(isChangedOnlyBySetting) ?? false)
            {
              problem(
                stored.file.entry(
                  stored.node, .problem,
                  "'\(property)' is a 'var' the reactor changes or calls a method of, which may change it (at \(change.file.spot(change.node).line):\(change.file.spot(change.node).column)), stored from init's parameter of the same name, which a generated reactor stores as a 'let': set it from a parameter named otherwise ('init(\(property) initial: ...)', 'self.\(property) = initial'), which imports as a 'var' property"
                ))
            }
          }
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
    mutating func settleInitialState(_ value: String, computing: [CodeBlockItemSyntax], returnsInEveryBranch: Bool) {
      if computing.isEmpty, GeneratedShape.initialStateCall(parameters: reactor.parameters.map(\.name)).matches(source: value) {
        // The hook reactorgen generated the call of: it is in the logic file already.
        reactor.initialState = .existingHook
      } else if let first = computing.first, let file = initializer?.1 {
        // Where a branch set initialState, makeInitialState returns the value: `initialState =`
        // (from its target to its value) is `return `.
        let settings =
          returnsInEveryBranch
          ? computing.last!.tokens(viewMode: .sourceAccurate).compactMap { token -> SwiftFile.Splice? in
            guard token.tokenKind == .equal, let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
              let target = sequence.elements.first, let (name, _, _) = Self.assignment(of: sequence),
              name == "initialState" || GeneratedShape.initialStateProperty.matches(source: name)
            else { return nil }
            return (target.positionAfterSkippingLeadingTrivia, token.endPosition, "return ")
          } : []
        // A parameter renamed (`initialState` → `initial`) is read by its new name.
        let renames = Self.reads(of: Set(parameterRenames.keys), in: computing).filter { $0.nextToken(viewMode: .sourceAccurate)?.text != "=" }
          .map { ($0.positionAfterSkippingLeadingTrivia, $0.endPositionBeforeTrailingTrivia, parameterRenames[$0.text]!) }
        // `type(of: self)` (a static helper called before init is done) is the generated final
        // class itself: `Self` in makeInitialState, which is static.
        let typesOfSelf = computing.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap(Self.typeOfSelfCall).map {
          ($0.positionAfterSkippingLeadingTrivia, $0.endPositionBeforeTrailingTrivia, "Self")
        }
        let statements = Self.joined(computing.map { file.verbatim($0, replacingSpans: settings + renames + typesOfSelf) })
        // `self` read (not `Type.self`, `type(of: self)`, nor the `self.initialState =` that
        // becomes a `return`).
        let readsSelf = Self.reads(of: ["self"], in: computing).contains { token in
          let member = token.nextToken(viewMode: .sourceAccurate).flatMap { $0.text == "." ? $0.nextToken(viewMode: .sourceAccurate) : nil }
          return !(returnsInEveryBranch && member?.text == "initialState") && Self.typeOfSelfCall(token) == nil
        }
        if readsSelf {
          problem(
            file.entry(
              first, .problem, "the initial state is computed from 'self', and makeInitialState is static; compute it from init's parameters"))
        }
        reactor.initialState = .custom(statements: statements, value: returnsInEveryBranch ? nil : value)
        for item in computing { note(file.entry(item, .moved, "moves to makeInitialState, with 'initialState: custom'")) }
      } else if GeneratedShape.defaultInitialState.matches(source: value) {
        reactor.initialState = .defaults
      } else {
        reactor.initialState = .expression(value)
      }
    }

    /// The call `type(of: self)` that `token` is the `self` of.
    static func typeOfSelfCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
      guard token.tokenKind == .keyword(.self), let argument = token.parent?.parent?.as(LabeledExprSyntax.self), argument.label?.text == "of",
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type"
      else { return nil }
      return call
    }

    /// The value a computed `initialState` returns (`{ State() }`, `{ return .init() }`), which
    /// the generated init sets once, as ReactorKit reads it once; `nil`, and refused, when its
    /// getter is more than that one value or reads the reactor.
    mutating func computedInitialState(_ binding: PatternBindingSyntax, in file: SwiftFile) -> String? {
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

    /// Every branch ends setting the initial state, or stops the program (`fatalError(...)`,
    /// which makeInitialState may end with as init did), and one at least sets it.
    static func everyBranchEndsSettingInitialState(_ branches: [CodeBlockItemListSyntax]) -> Bool {
      var sets = false
      for branch in branches {
        for statement in branch.dropLast() where assignment(statement)?.memberOfSelf != nil { return false }
        if let last = branch.last, let (target, _, _) = assignment(last),
          target == "initialState" || GeneratedShape.initialStateProperty.matches(source: target)
        {
          sets = true
        } else if !stops(branch) {
          return false
        }
      }
      return sets
    }

    /// Whether `statements` end stopping the program: `fatalError(...)`, `preconditionFailure(...)`.
    static func stops(_ statements: CodeBlockItemListSyntax) -> Bool {
      let last = statements.last?.item
      let expression = last?.as(ExpressionStmtSyntax.self)?.expression ?? last?.as(ExprSyntax.self)
      guard let name = expression?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
        return false
      }
      return ["fatalError", "preconditionFailure"].contains(name)
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

    static func assignment(_ item: CodeBlockItemSyntax) -> (target: String, value: String, memberOfSelf: String?)? {
      guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
      else { return nil }
      return assignment(of: sequence)
    }

    /// `target = value`: the target's and the value's text, and the member's name when the target
    /// is a member of `self` (`self.count`).
    static func assignment(of sequence: SequenceExprSyntax) -> (target: String, value: String, memberOfSelf: String?)? {
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
      let member = elements[0].as(MemberAccessExprSyntax.self)
      let memberOfSelf = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member?.declName.baseName.text : nil
      return (elements[0].trimmedDescription, elements[2...].map(\.trimmedDescription).joined(separator: " "), memberOfSelf)
    }
  }
#endif
