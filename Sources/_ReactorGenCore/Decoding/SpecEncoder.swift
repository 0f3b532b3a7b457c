import ReactorGenSwift

/// Writes a ``Spec`` as the YAML ``SpecDecoder`` reads back into the same spec: the decoder's
/// inverse, so that whatever builds spec values (`reactorgen-import`) writes them in one form,
/// the one the spec language documents. Each element takes its shortest written form (a
/// reactor's action that only emits is `name: mutation`, a mutation with one reduce operation is
/// `name: set field`); the decoder reads every form.
package enum SpecEncoder {
  /// Comments written above what they describe, as Swift comments' text (`//` and `///` are
  /// turned into `#`).
  package struct Comments: Sendable {
    /// Above `version`, after `header`.
    var file: [String] = []
    /// By reactor name, above the reactor.
    var reactors: [String: [String]] = [:]
    /// By reactor name, then element name, above its entry: a parameter, a property, a State
    /// field, an action, a mutation.
    var parameters: [String: [String: [String]]] = [:]
    var properties: [String: [String: [String]]] = [:]
    var fields: [String: [String: [String]]] = [:]
    var actions: [String: [String: [String]]] = [:]
    var mutations: [String: [String: [String]]] = [:]

    package init(
      file: [String] = [], reactors: [String: [String]] = [:], parameters: [String: [String: [String]]] = [:],
      properties: [String: [String: [String]]] = [:], fields: [String: [String: [String]]] = [:], actions: [String: [String: [String]]] = [:],
      mutations: [String: [String: [String]]] = [:]
    ) {
      self.file = file
      self.reactors = reactors
      self.parameters = parameters
      self.properties = properties
      self.fields = fields
      self.actions = actions
      self.mutations = mutations
    }

    /// The lines above `name`'s entry of one of a reactor's lists, at the entries' indentation.
    func above(_ name: String, of reactor: String, in list: KeyPath<Comments, [String: [String: [String]]]>) -> [String] {
      SpecEncoder.commentLines(self[keyPath: list][reactor]?[name] ?? [], indentation: "      ")
    }
  }

  /// - Parameters:
  ///   - header: lines of `#` comment that start the file (what wrote it, what to do next).
  package static func encode(_ spec: Spec, header: [String] = [], comments: Comments = Comments()) -> String {
    var out = header.map { "# " + $0 } + commentLines(comments.file, indentation: "")
    out.append("version: \(spec.version?.value ?? Spec.supportedVersions[0])")
    if let module = spec.module { out.append("module: \(scalar(module.value))") }
    if !spec.imports.isEmpty { out.append("imports: " + flowList(spec.imports.map(\.value))) }
    if let access = spec.access { out.append("access: \(access.value.rawValue)") }
    if let flag = spec.observableState { out.append("observableState: \(flag.value)") }
    let sections: [(key: String, lines: [String])] = [
      ("services", spec.services.flatMap(service)),
      ("repositories", spec.repositories.flatMap(repository)),
      ("useCases", spec.useCases.flatMap(useCase)),
      ("reactors", spec.reactors.flatMap { reactor($0, comments) }),
    ]
    for section in sections where !section.lines.isEmpty {
      out += ["", "\(section.key):"] + section.lines
    }
    return out.joined(separator: "\n") + "\n"
  }

  // MARK: Services, repositories, use cases

  private static func service(_ service: ServiceSpec) -> [String] {
    var out = ["  \(service.name):"]
    out += names(service)
    if !service.inheritsBaseService { out.append("    baseService: false") }
    if service.classBound { out.append("    classBound: true") }
    if !service.events.isEmpty { out += ["    events:"] + service.events.map { "      - " + scalar(caseText($0)) } }
    out += methods(service.methods)
    return out.count == 1 ? ["  \(service.name): " + flowMapping([])] : out
  }

  private static func repository(_ repository: ServiceSpec) -> [String] {
    var out = ["  \(repository.name):"]
    if let store = repository.store {
      out.append("    entity: \(scalar(store.entity.value.text))")
      out.append("    key: \(scalar("\(store.key.name): \(store.key.type.text)"))")
      if store.style != .sync { out.append("    style: \(store.style.rawValue)") }
      if !store.queries.isEmpty {
        out.append("    queries:")
        for query in store.queries {
          out.append("      \(scalar("\(query.name)(\(query.parameters.map(parameterText).joined(separator: ", ")))")): \(scalar(query.predicate))")
        }
      }
      if let name = store.inMemoryName { out.append("    inMemory: \(name.value)") }
    }
    return out + names(repository)
  }

  private static func useCase(_ useCase: ServiceSpec) -> [String] {
    var out = ["  \(useCase.name):"] + names(useCase)
    if !useCase.dependencies.isEmpty { out.append("    dependencies: " + flowList(useCase.dependencies.map(\.value))) }
    out += methods(useCase.methods)
    return out.count == 1 ? ["  \(useCase.name): " + flowMapping([])] : out
  }

  private static func names(_ component: ServiceSpec) -> [String] {
    (component.protocolName.map { ["    protocol: \($0.value)"] } ?? [])
      + (component.implementationName.map { ["    implementation: \($0.value)"] } ?? [])
  }

  private static func methods(_ methods: [MethodSpec]) -> [String] {
    methods.isEmpty ? [] : ["    methods:"] + methods.map { "      - " + scalar(methodText($0)) }
  }

  /// `@discardableResult func load<T>(_ id: T) async throws -> Int where T: Hashable`: written by
  /// the parser's own inverse.
  static func methodText(_ method: MethodSpec) -> String {
    SwiftSource.functionText(
      discardableResult: method.discardableResult, name: method.name, genericParameters: method.genericParameters,
      parameters: method.parameters.map(parameterText), isAsync: method.isAsync, isThrowing: method.isThrowing, returnType: method.returnType?.text,
      whereClause: method.whereClause)
  }

  private static func parameterText(_ parameter: ParameterSpec) -> String {
    (parameter.label.map { $0 + " " } ?? "") + "\(parameter.name): \(parameter.type.text)"
      + (parameter.defaultValue.map { " = " + $0 } ?? "")
  }

  // MARK: Reactors

  private static func reactor(_ reactor: ReactorSpec, _ comments: Comments) -> [String] {
    var out = commentLines(comments.reactors[reactor.name] ?? [], indentation: "  ") + ["  \(reactor.name):"]
    if let access = reactor.access { out.append("    access: \(access.value.rawValue)") }
    if let flag = reactor.observableState { out.append("    observableState: \(flag.value)") }
    if !reactor.services.isEmpty { out.append("    services: " + flowList(reactor.services.map(\.value))) }
    if !reactor.dependencies.isEmpty { out.append("    dependencies: " + flowList(reactor.dependencies.map(\.value))) }
    out += storedMembers(of: reactor, comments)
    if !reactor.conformances.isEmpty {
      out.append("    conformances:")
      for type in ConformingType.allCases {
        guard let protocols = reactor.conformances[type] else { continue }
        out.append("      \(type.rawValue): " + flowList(protocols.map(\.value)))
      }
    }
    switch reactor.state {
    case .model(let type):
      out.append("    state: \(scalar(type.value.text))")
    case .fields(let fields) where !fields.isEmpty:
      out.append("    state:")
      for field in fields {
        out += comments.above(field.name, of: reactor.name, in: \.fields)
        let key = (field.isConstant ? "let " : "") + field.name
        let text = (field.isPulse ? "@Pulse " : "") + field.type.text + (field.defaultValue.map { " = " + $0 } ?? "")
        out.append("      \(scalar(key)): \(value(text, indent: 8))")
      }
    case .fields:
      break
    }
    switch reactor.initialState {
    case .defaults: break
    case .custom: out.append("    initialState: custom")
    // A plain `custom` would be the hook: an expression spelled so is quoted.
    case .expression(let expression): out.append("    initialState: \(value(expression.value, indent: 6, quoting: ["custom"]))")
    }
    if let type = reactor.actionType { out.append("    actionType: \(scalar(type.value.text))") }
    if !reactor.actions.isEmpty {
      out.append("    actions:")
      for action in reactor.actions {
        out += comments.above(action.enumCase.name, of: reactor.name, in: \.actions)
        out.append("      - " + actionEntry(action))
      }
    }
    if let type = reactor.mutationType { out.append("    mutationType: \(scalar(type.value.text))") }
    if !reactor.mutations.isEmpty {
      out.append("    mutations:")
      for mutation in reactor.mutations {
        out += comments.above(mutation.enumCase.name, of: reactor.name, in: \.mutations)
        out.append("      - " + mutationEntry(mutation))
      }
    }
    if !reactor.events.isEmpty {
      out.append("    events:")
      for subscription in reactor.events {
        let pairs = subscription.mappings.map { "\(scalar($0.event.value)): \(scalar(callText($0.mutation)))" }
        out.append("      - " + scalar(subscription.service.value) + (pairs.isEmpty ? "" : ": " + flowMapping(pairs)))
      }
    }
    if let flag = reactor.didInitialize { out.append("    didInitialize: \(flag.value)") }
    if let flag = reactor.willDeinitialize { out.append("    willDeinitialize: \(flag.value)") }
    if !reactor.preludes.isEmpty { out.append("    prelude: " + flowList(reactor.preludes.map(\.value.rawValue))) }
    if !reactor.postludes.isEmpty { out.append("    postlude: " + flowList(reactor.postludes.map(\.value.rawValue))) }
    if !reactor.transforms.isEmpty { out.append("    transform: " + flowList(reactor.transforms.map(\.value.rawValue))) }
    return out
  }

  /// `parameters:` and `properties:`, each after the words before its name.
  private static func storedMembers(of reactor: ReactorSpec, _ comments: Comments) -> [String] {
    var out: [String] = []
    if !reactor.parameters.isEmpty {
      out.append("    parameters:")
      for parameter in reactor.parameters {
        out += comments.above(parameter.name, of: reactor.name, in: \.parameters)
        let key = (parameter.isWeak ? "weak var " : "") + (parameter.label.map { $0 + " " + parameter.name } ?? parameter.name)
        out.append("      \(scalar(key)): \(value(parameter.type.text + (parameter.defaultValue.map { " = " + $0 } ?? ""), indent: 8))")
      }
    }
    if !reactor.properties.isEmpty {
      out.append("    properties:")
      for property in reactor.properties {
        out += comments.above(property.name, of: reactor.name, in: \.properties)
        let key =
          (property.isPublic ? "public " : "") + (property.isWeak ? "weak " : "") + (property.isLazy ? "lazy " : "")
          + (property.isVariable ? "var " : "") + property.name
        let written = property.wrappers.map { "@" + $0 } + [property.type?.text, property.value.map { "= " + $0 }].compactMap { $0 }
        out.append("      \(scalar(key)): \(value(written.joined(separator: " "), indent: 8))")
      }
    }
    return out
  }

  /// `name(label: Type = default, _ name: Type)`: a case as the spec writes it.
  static func caseText(_ enumCase: EnumCaseSpec) -> String {
    guard !enumCase.values.isEmpty else { return enumCase.name }
    let values = enumCase.values.map { value -> String in
      let type = value.type.text + (value.defaultValue.map { " = " + $0 } ?? "")
      if let label = value.label { return "\(label): \(type)" }
      if let name = value.name { return "_ \(name): \(type)" }
      return type
    }
    return "\(enumCase.name)(\(values.joined(separator: ", ")))"
  }

  static func callText(_ call: MutationCallSpec) -> String {
    call.arguments.map { "\(call.name)(\($0.joined(separator: ", ")))" } ?? call.name
  }

  private static func actionEntry(_ action: ActionSpec) -> String {
    let name = scalar(caseText(action.enumCase))
    let emits = oneOrList(action.emits.map(callText))
    let onlyEmits =
      !action.callsHook && action.isAsync == nil && action.loading == nil && !action.ignoreWhileLoading && action.cancelledBy.isEmpty
      && action.catchMutation == nil && action.precondition == nil && action.reads.isEmpty && action.pacing == nil
    if onlyEmits && action.namesEmits { return "\(name): \(emits)" }
    var options: [String] = []
    if action.namesEmits { options.append("emit: \(emits)") }
    // What the decoder assumes unless `hook:` says: a hook, but none when the action emits,
    // and one again when it is `async: true`.
    let impliedHook = action.isAsync?.value == true || !action.namesEmits
    if action.callsHook != impliedHook { options.append("hook: \(action.callsHook)") }
    if let flag = action.isAsync { options.append("async: \(flag.value)") }
    if let loading = action.loading { options.append("loading: \(scalar(loading.value))") }
    if action.ignoreWhileLoading { options.append("ignoreWhileLoading: true") }
    if !action.cancelledBy.isEmpty { options.append("cancelledBy: " + flowList(action.cancelledBy.map(\.value))) }
    if let mutation = action.catchMutation { options.append("catch: \(scalar(mutation.value))") }
    switch action.precondition {
    case .hook?: options.append("when: hook")
    case .expression(let condition)?: options.append("when: \(scalar(condition.value, quoting: ["hook"]))")
    case nil: break
    }
    if !action.reads.isEmpty { options.append("reads: " + flowList(action.reads.map(\.value))) }
    if let pacing = action.pacing?.value { options.append("\(pacing.pace.key.rawValue): \(pacing.milliseconds)ms") }
    return options.isEmpty ? name : "\(name): " + flowMapping(options)
  }

  private static func mutationEntry(_ mutation: MutationSpec) -> String {
    let name = scalar(caseText(mutation.enumCase))
    func text(_ operation: ReduceOperation) -> String { operation.field.value + (operation.value.map { " = " + $0 } ?? "") }
    guard let first = mutation.reduce.first else { return name }
    if mutation.reduce.count == 1 { return "\(name): \(scalar("\(first.kind.rawValue) \(text(first))"))" }
    // The mapping form: each kind once, with its fields in order (the decoder makes no other).
    var groups: [(kind: ReduceOperationKind, fields: [String])] = []
    for operation in mutation.reduce {
      if let index = groups.firstIndex(where: { $0.kind == operation.kind }) {
        groups[index].fields.append(text(operation))
      } else {
        groups.append((operation.kind, [text(operation)]))
      }
    }
    return "\(name): " + flowMapping(groups.map { "\($0.kind.rawValue): " + oneOrList($0.fields) })
  }

  // MARK: YAML

  /// One scalar, or a flow list of several.
  private static func oneOrList(_ items: [String]) -> String {
    items.count == 1 ? scalar(items[0]) : flowList(items)
  }

  private static func flowList(_ items: [String]) -> String {
    "[" + items.map { scalar($0) }.joined(separator: ", ") + "]"
  }

  /// `{ key: value, ... }` of entries already written; `{}` of none.
  private static func flowMapping(_ entries: [String]) -> String {
    "{" + (entries.isEmpty ? "" : " " + entries.joined(separator: ", ") + " ") + "}"
  }

  /// Swift comments as YAML comment lines at `indentation`, a line each: a block comment over
  /// several lines (a licence in `/* ... */`) is as many `#` lines.
  static func commentLines(_ swiftComments: [String], indentation: String) -> [String] {
    swiftComments.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map {
      indentation + comment(String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
    }
  }

  /// `# text` from a Swift comment's text (`// text`, `/// text`) or plain text.
  static func comment(_ swiftComment: String) -> String {
    var text = swiftComment
    for prefix in ["///", "//"] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count))
      break
    }
    return "#" + (text.hasPrefix(" ") || text.isEmpty ? text : " " + text)
  }

  /// A scalar: plain when YAML reads it back as the same string, in block and flow context
  /// alike, and it is none of `quoting` (words a key reads as a switch when plain); otherwise
  /// quoted.
  static func scalar(_ text: String, quoting: Set<String> = []) -> String {
    let allowed: Set<Character> = ["_", ".", "=", "?", "!", "<", ">", "(", ")", " "]
    let plainSafe =
      (text.first.map { $0.isLetter || $0 == "_" } ?? false)
      && text.last != " " && !text.contains("  ")
      && text.allSatisfy { $0.isLetter || $0.isNumber || allowed.contains($0) }
      && !["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(text.lowercased())
      && !quoting.contains(text)
    if plainSafe { return text }
    // Swift's own string literals read best single-quoted (`'String = ""'`): only `'` is doubled.
    if text.contains("\""), !text.contains(where: { $0.isNewline || $0 == "\t" || $0 == "\\" }) {
      return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
    // A JSON string is a YAML double-quoted scalar: one escaping for both.
    return JSONValue.string(text).rendered()
  }

  /// Swift text as a YAML value: a scalar when it is one line; over several, a literal block
  /// (`|-`) whose lines stand `indent` spaces in, as they stood relative to each other.
  static func value(_ text: String, indent: Int, quoting: Set<String> = []) -> String {
    guard text.contains("\n"), !text.contains("\t"), !text.contains("\r"), text.first != " ", text.last != "\n" else {
      return scalar(text, quoting: quoting)
    }
    let margin = String(repeating: " ", count: indent)
    return "|-\n" + text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
  }

  /// Swift read from a file over several lines, its later lines as they stand relative to each
  /// other: the least indented of them (usually a closing bracket) lines up with the first. For
  /// what builds spec values from source; the encoder writes values as they are.
  package static func dedented(_ text: String) -> String {
    guard text.contains("\n") else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    let rest = lines.dropFirst().filter { !$0.allSatisfy { $0 == " " } }
    let common = rest.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return ([lines[0]] + lines.dropFirst().map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(common)) }).joined(separator: "\n")
  }
}
