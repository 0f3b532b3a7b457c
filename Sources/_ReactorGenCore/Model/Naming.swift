import ReactorGenSwift

/// The names reactorgen derives, in one place so templates, stubs and tests agree.
enum Naming {
  /// `TaskService` → `TaskServiceType` (RxTodo's convention).
  static func serviceProtocol(_ service: String) -> String { service + "Type" }

  /// `ProjectRepository` → `ProjectRepositoryProtocol`: a repository's or use case's protocol.
  static func componentProtocol(_ name: String) -> String { name + "Protocol" }

  /// `ProjectRepository` → `InMemoryProjectRepository`.
  static func inMemoryRepository(_ name: String) -> String { "InMemory" + name }

  /// `TaskService` → `taskService`; also a dependency's property (`projectRepository`).
  /// Backquoted when a keyword: `Default` → `` `default` ``.
  static func serviceProperty(_ service: String) -> String { SwiftIdentifier.escaped(lowerCamel(service)) }

  /// `TaskService` → `TaskEvent`; `Auth` → `AuthEvent`.
  static func eventType(_ service: String) -> String {
    (service.hasSuffix("Service") && service != "Service" ? String(service.dropLast(7)) : service) + "Event"
  }

  static func mockService(_ service: String) -> String { "Mock" + service }

  /// `MockServiceProvider`'s typed mock: `mockTaskService`.
  static func mockProperty(_ service: String) -> String { "mock" + service }

  /// The `mutate(taskEvent:)` hook's label and the event stream's variable in `transform(mutation:)`.
  static func eventHookLabel(_ eventType: String) -> String { lowerCamel(eventType) }
  static func eventVariable(_ eventType: String) -> String { lowerCamel(eventType) + "Mutation" }

  static func testClass(_ reactor: String) -> String { reactor + "Tests" }
  static func reduceTest(_ mutation: String) -> String { "testReduce" + upperCamel(SwiftIdentifier.unescaped(mutation)) }
  static func actionTest(_ action: String) -> String { "testAction" + upperCamel(SwiftIdentifier.unescaped(action)) }

  /// `refresh` → `mutateRefresh`.
  static func actionHook(_ action: String) -> String { "mutate" + upperCamel(SwiftIdentifier.unescaped(action)) }

  /// `insertSectionItem` → `reduceInsertSectionItem`.
  static func mutationHook(_ mutation: String) -> String { "reduce" + upperCamel(SwiftIdentifier.unescaped(mutation)) }

  /// `updateQuery` → `isUpdateQueryAction` (the name ReactorKit's GitHubSearch example uses).
  /// The hook init calls last (`didInitialize: true`).
  static let didInitializeHook = "didInitialize"
  /// The hook `deinit` calls (`willDeinitialize: true`).
  static let willDeinitializeHook = "willDeinitialize"

  /// `willReduce`: the hook a prelude of `reduce` calls before its switch.
  static func preludeHook(_ function: PreludeFunction) -> String { "will" + upperCamel(function.rawValue) }
  /// `didReduce`: the hook a postlude of `reduce` calls after its switch.
  static func postludeHook(_ function: PostludeFunction) -> String { "did" + upperCamel(function.rawValue) }

  /// The subject of the cancelling actions that passed their guards.
  static let startedActions = "startedActions"

  /// The reactor's property, and `init` parameter, holding the scheduler the actions of a pace
  /// wait on (`debounceScheduler`).
  static func paceScheduler(_ pace: ActionPace) -> String { pace.rawValue + "Scheduler" }

  /// What every generated reactor file imports, and an observable reactor's file besides.
  static let reactorFrameworks = ["ReactorKit", "RxSwift"]
  static let observationFramework = "ReactorKitObservation"

  static func actionPredicate(_ action: String) -> String { "is" + upperCamel(SwiftIdentifier.unescaped(action)) + "Action" }

  static func logicProtocol(_ reactor: String) -> String { reactor + "Logic" }

  /// `action` → `transformAction`: the hook ReactorKit's `transform(action:)` calls.
  static func transformHook(_ stream: String) -> String { "transform" + upperCamel(stream) }

  /// `loadNextPage` → `shouldLoadNextPage`: the Bool hook of `when: hook`.
  static func preconditionHook(_ action: String) -> String { "should" + upperCamel(SwiftIdentifier.unescaped(action)) }

  /// The hook of `initialState: custom`.
  static let initialStateHook = "makeInitialState"

  /// A reduce hook's first parameter, the state it changes.
  static let reduceHookState = "state"

  /// Whether a selector (`mutateLogin(email:password:)`) has the shape of a hook these rules
  /// name: a user's function named alike but shaped otherwise (`reduceDuplicates(_:)`,
  /// `transformItems(_:)`) is not taken for one. Every value a hook gets is labelled, a reduce
  /// hook's first label is ``reduceHookState``, and the transform hooks are the streams' own.
  static func hasHookShape(_ selector: String) -> Bool {
    let base = String(selector.prefix { $0 != "(" })
    let labels = selector.dropFirst(base.count + 1).dropLast().split(separator: ":").map(String.init)
    if TransformStream.allCases.map({ transformHook($0.rawValue) }).contains(base) { return labels == ["_"] }
    guard !labels.contains("_") else { return false }
    if base == initialStateHook { return true }
    if base == didInitializeHook || base == willDeinitializeHook { return labels.isEmpty }
    if base == preludeHook(.mutate) { return labels == ["action"] }
    if base == preludeHook(.reduce) || base == postludeHook(.reduce) { return labels == [reduceHookState, "mutation"] }
    // `mutate(taskEvent:)`: the event hook, labelled with its event type (`TaskEvent`).
    if base == actionHook("") { return labels.count == 1 && labels[0].hasSuffix("Event") }
    // A name made by a rule: its prefix, then an upper-case letter (`mutate` + `Refresh`).
    func made(by rule: (String) -> String) -> Bool {
      let prefix = rule("")
      return base.hasPrefix(prefix) && base.dropFirst(prefix.count).first?.isUppercase == true
    }
    if made(by: mutationHook) { return labels.first == reduceHookState }
    return made(by: actionHook) || made(by: preconditionHook)
  }

  /// `observableState`'s case of both `Action` and `Mutation`, and the name its value is bound
  /// to (as in ReactorKit's SwiftUICounter example).
  static let bindingCase = "binding"
  static let bindingValue = "bindingAction"

  /// `count` → `_count`: the storage `@Pulse` and `@ObservableState` declare for a field.
  static func fieldStorage(_ field: String) -> String { "_" + SwiftIdentifier.unescaped(field) }

  /// Names for an enum case's values, used as bindings and hook parameter labels: the label,
  /// else the author's name, else `preferred` (a state field the value is stored in), else one
  /// derived from the case (`updateQuery(String?)` → `query`) or the type (`IndexPath` →
  /// `indexPath`). Repeated names are numbered.
  static func valueNames(_ values: [AssociatedValue], caseName: String = "", preferred: [String?] = []) -> [String] {
    let base = values.enumerated().map { index, value -> String in
      let preferred = index < preferred.count ? preferred[index] : nil
      // Derived from the case only when the value has no name of its own.
      let name = SwiftIdentifier.unescaped(
        value.label ?? value.name ?? preferred ?? (values.count == 1 ? nameFromCase(caseName, type: value.type.ref) : nil)
          ?? Naming.variableName(for: value.type.ref))
      return usedAroundBindings.contains(name) || SwiftKeywords.isReserved(name) ? name + "Value" : name
    }
    var names = base
    for (index, name) in base.enumerated() where base.filter({ $0 == name }).count > 1 {
      names[index] = name + String(base[...index].filter { $0 == name }.count)
    }
    return names
  }

  /// Names the generated bodies use around the bindings, which a binding would shadow. A list:
  /// eleven short names are compared sooner than one is hashed.
  private static let usedAroundBindings: [String] = [
    "state", "action", "mutation", "self", "event", "Observable", "Action", "Mutation", "State", "Type", "Protocol",
  ]
  private static let verbs = ["set", "update", "change", "save", "append", "insert", "add", "select", "load"]
  /// A list: ten short names are compared sooner than one is hashed.
  private static let plainTypes: [String] = ["String", "Int", "Bool", "Double", "Float", "CGFloat", "Date", "URL", "Data", "UUID"]

  /// `updateQuery(String?)` → `query`, `setLoading(Bool)` → `isLoading`; `nil` when the case name
  /// says nothing about the value (no leading verb, or a type that names itself well).
  private static func nameFromCase(_ caseName: String, type ref: TypeRef) -> String? {
    guard let bare = (ref.optionalWrapped ?? ref).simpleName, plainTypes.contains(bare) else { return nil }
    let name = SwiftIdentifier.unescaped(caseName)
    for verb in verbs where name.hasPrefix(verb) && name.count > verb.count {
      let rest = name.dropFirst(verb.count)
      guard let first = rest.first, first.isUppercase else { continue }
      let noun = lowerCamel(String(rest))
      if bare == "Bool" && !noun.hasPrefix("is") { return "is" + String(rest) }
      return SwiftKeywords.isReserved(noun) ? nil : noun
    }
    return nil
  }

  // MARK: - Words

  /// A readable variable name for a value of `type`: `IndexPath` → `indexPath`, `[Task]` → `tasks`,
  /// `TaskListSection.Item` → `item`, `String?` → `string`, `[K: V]` → `dictionary`.
  static func variableName(for type: TypeRef) -> String {
    var type = type
    var plural = false
    while case .optional(let wrapped, _) = type { type = wrapped }
    switch type {
    case .array(let element):
      type = element
      plural = true
      while case .optional(let wrapped, _) = type { type = wrapped }
    case .dictionary: return "dictionary"
    default: break
    }
    guard case .named(let components) = type, let last = components.last?.name, SwiftIdentifier.isValid(last) else {
      return plural ? "values" : "value"
    }
    var name = lowerCamel(SwiftIdentifier.unescaped(last))
    if plural { name += name.hasSuffix("s") ? "es" : "s" }
    return SwiftKeywords.isReserved(name) ? name + "Value" : name
  }

  /// `URLSession` → `urlSession`, `TaskService` → `taskService`, `IndexPath` → `indexPath`.
  static func lowerCamel(_ name: String) -> String {
    // Nearly every name is ASCII, whose bytes are its characters: no grapheme breaking, no
    // Unicode case tables (this was 2% of a run).
    var ascii = name
    guard ascii.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else { return lowerCamelByCharacters(name) }
    var bytes = Array(name.utf8)
    let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    var upperRun = 0
    while upperRun < bytes.count, isUpper(bytes[upperRun]) { upperRun += 1 }
    if upperRun == 0 { return name }
    let lowered = upperRun == 1 || upperRun == bytes.count ? upperRun : upperRun - 1
    for index in 0..<lowered { bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``lowerCamel(_:)`` for any name, character by character.
  static func lowerCamelByCharacters(_ name: String) -> String {
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    if upperRun == 0 { return name }
    if upperRun == 1 || upperRun == characters.count {
      return String(characters[..<upperRun]).lowercased() + String(characters[upperRun...])
    }
    // "URLSession": lower all but the last capital, which starts the next word.
    return String(characters[..<(upperRun - 1)]).lowercased() + String(characters[(upperRun - 1)...])
  }

  static func upperCamel(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}

/// A name reactorgen derives, as `reactorgen-import` asks for it, which reads generated and
/// hand-written code against them: `GeneratedName.actionHook("refresh").text`. One rule each,
/// here in ``Naming``.
package enum GeneratedName: Sendable, Equatable {
  case actionHook(String)
  /// The hook of `when: hook`, by action.
  case preconditionHook(String)
  case mutationHook(String)
  case transformHook(String)
  case actionPredicate(String)
  case serviceProperty(String)
  case preludeHook(PreludeFunction)
  /// `didReduce`, the hook of `postlude: [reduce]`.
  case reducePostludeHook
  /// The reactor's scheduler of the actions of a pace.
  case paceScheduler(ActionPace)
  /// The hook init calls last.
  case didInitializeHook
  /// The hook `deinit` calls.
  case willDeinitializeHook
  /// The hook that makes a custom initial state.
  case initialStateHook
  /// The subject cancelling actions announce themselves on.
  case startedActions
  /// `mutate(action:)`, as messages name it (``ReactorKitFunction``).
  case mutateFunction
  /// `reduce(state:mutation:)`.
  case reduceFunction
  /// `transform(action:)` of a stream.
  case transformFunction(String)

  package var text: String {
    switch self {
    case .actionHook(let action): Naming.actionHook(action)
    case .preconditionHook(let action): Naming.preconditionHook(action)
    case .mutationHook(let mutation): Naming.mutationHook(mutation)
    case .transformHook(let stream): Naming.transformHook(stream)
    case .actionPredicate(let action): Naming.actionPredicate(action)
    case .serviceProperty(let service): Naming.serviceProperty(service)
    case .preludeHook(let function): Naming.preludeHook(function)
    case .reducePostludeHook: Naming.postludeHook(.reduce)
    case .paceScheduler(let pace): Naming.paceScheduler(pace)
    case .didInitializeHook: Naming.didInitializeHook
    case .willDeinitializeHook: Naming.willDeinitializeHook
    case .initialStateHook: Naming.initialStateHook
    case .startedActions: Naming.startedActions
    case .mutateFunction: ReactorKitFunction.mutate.selector
    case .reduceFunction: ReactorKitFunction.reduce.selector
    case .transformFunction(let stream): ReactorKitFunction.transform(stream: stream).selector
    }
  }

  /// Whether `type` names a reactor's own State: `State`, `Self.State`, or `<reactorName>.State`
  /// when a reactor's name is given.
  package static func namesState(_ type: TypeRef, reactorName: String? = nil) -> Bool {
    guard case .named(let components) = type, components.allSatisfy({ $0.arguments.isEmpty }) else { return false }
    let names = components.map(\.name)
    return names == ["State"] || (names.count == 2 && names[1] == "State" && ["Self", reactorName].contains(names[0]))
  }

  /// The modules a generated reactor imports by itself (an observable one, ReactorKitObservation
  /// too): any other module its code needs is the spec's `imports:`.
  package static var reactorFrameworks: Set<String> { Set(Naming.reactorFrameworks + [Naming.observationFramework]) }

  /// The names reactorgen gives a case's values: import writes a value's name into the spec
  /// (`_ name: Type`) only where the name differs from these.
  package static func caseValues(caseName: String, values: [(label: String?, type: String)]) -> [String] {
    let location = SourceLocation(file: "", line: 1, column: 1)
    let associated = values.map { AssociatedValue(label: $0.label, name: nil, type: SwiftType($0.type), location: location) }
    return Naming.valueNames(associated, caseName: caseName)
  }
}
