import ReactorGenSwift

/// What a run knows of the target the generated code joins, beyond the specs: the module's name
/// the run was given, and which types the target's own files declare, read only when asked.
struct AppTarget {
  /// `--module`, which overrides the specs' `module`.
  var module: String?
  /// The module when neither `--module` nor the specs name one (SwiftPM's, of the sources folder).
  var defaultModule: String?
  /// Whether the target's own files declare a type of this name (`struct Event`); nil when the
  /// run knows no target folder (a run from text in memory).
  var declaresType: ((String) -> Bool)?
  /// Whether the target's own files make this name a typealias of a function type (`typealias
  /// Handler = (Int) -> Void`), which a spec's `@escaping Handler` needs; nil as above.
  var aliasesAFunctionType: ((String) -> Bool)?

  /// Whether `type` is a bare name the target's files make a typealias of a function type
  /// (`Handler`): a closure, though its spelling does not show it. Swift's own names are not asked.
  func namesAFunctionType(_ type: TypeRef) -> Bool {
    guard case .named(let components) = type, components.count == 1, components[0].arguments.isEmpty else { return false }
    return isFunctionTypealias(components[0].name)
  }

  /// Whether the target's files make `name` a typealias of a function type: the one question
  /// every check asks, and the one place that leaves Swift's own names unasked.
  func isFunctionTypealias(_ name: String) -> Bool {
    guard let aliasesAFunctionType, ImportedNames.harvested["Swift"]?.contains(name) != true else { return false }
    return aliasesAFunctionType(name)
  }

  /// The module the generated code is part of, given the specs' `module`.
  func moduleName(specs: String?) -> String? { module ?? specs ?? defaultModule }
}

extension ReactorSpec {
  /// The reactor with each value that holds `Action`, `Mutation` or `State` where the reactor's
  /// own cannot stand (an action holding an Action inline has infinite size) written with the
  /// module's name, when the target's own files declare a type of that name: that value is the
  /// app's model, which Swift code inside the reactor must name so too.
  func qualifyingTheAppsNestedNames(in target: AppTarget, module: String?) -> ReactorSpec {
    guard let declaresType = target.declaresType, let module = target.moduleName(specs: module) else { return self }
    var answers: [String: Bool] = [:]
    func qualified(_ type: SwiftType, _ nested: String) -> SwiftType {
      guard type.ref.holdsInline(nested) else { return type }
      if answers[nested] == nil { answers[nested] = declaresType(nested) }
      guard answers[nested] == true else { return type }
      let ref = type.ref.qualifying([nested], in: module)
      return SwiftType(ref.text, read: ref)
    }
    func qualified(_ enumCase: inout EnumCaseSpec, _ nested: String) {
      for index in enumCase.values.indices { enumCase.values[index].type = qualified(enumCase.values[index].type, nested) }
    }
    var spec = self
    for index in spec.actions.indices { qualified(&spec.actions[index].enumCase, "Action") }
    for index in spec.mutations.indices { qualified(&spec.mutations[index].enumCase, "Mutation") }
    if case .fields(var fields) = spec.state {
      for index in fields.indices { fields[index].type = qualified(fields[index].type, "State") }
      spec.state = .fields(fields)
    }
    return spec
  }
}
