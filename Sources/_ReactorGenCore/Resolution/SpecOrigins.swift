import Foundation
import ReactorGenSwift

/// Where a reactor's spec wrote each element that becomes code, by name: translation reads it
/// to mark the lines it makes (``LineDirectives``) when the output carries line directives
/// (``GenerationOptions/lineDirectives``); otherwise there is none, and nothing is marked.
struct ReactorOrigins: Sendable {
  /// By unescaped name.
  var fields: [String: SourceLocation] = [:]
  var actions: [String: SourceLocation] = [:]
  var mutations: [String: SourceLocation] = [:]
  var parameters: [String: SourceLocation] = [:]
  /// A property's value, by property.
  var properties: [String: SourceLocation] = [:]
  /// Each conformance list, where the compiler reports a conformance that does not hold.
  var conformances: [ConformingType: SourceLocation] = [:]
  /// An action's `when:` expression, by action.
  var conditions: [String: SourceLocation] = [:]
  /// Each mutation an action emits, in order, by action.
  var emits: [String: [SourceLocation]] = [:]
  /// `set: field = value`, by mutation and field.
  var reducedValues: [String: [String: SourceLocation]] = [:]
  var initialState: SourceLocation?
  /// The types the reactor names rather than declares (`state: Task`, `actionType:`,
  /// `mutationType:`), by the typealias they make: the compiler reports one it cannot find there.
  var typeAliases: [String: SourceLocation] = [:]

  init(_ spec: ReactorSpec) {
    func at(_ location: SourceLocation) -> SourceLocation { SpecOrigins.named(location) }
    for field in spec.stateFields { fields[SwiftIdentifier.unescaped(field.name)] = at(field.blockLocation ?? field.location) }
    for parameter in spec.parameters { parameters[SwiftIdentifier.unescaped(parameter.name)] = at(parameter.location) }
    for property in spec.properties { properties[SwiftIdentifier.unescaped(property.name)] = at(property.valueLocation ?? property.location) }
    for (type, list) in spec.conformances { if let first = list.first { conformances[type] = at(first.location) } }
    for action in spec.actions {
      let name = SwiftIdentifier.unescaped(action.enumCase.name)
      actions[name] = at(action.enumCase.location)
      if case .expression(let condition)? = action.precondition { conditions[name] = at(condition.location) }
      emits[name] = action.emits.map { at($0.location) }
    }
    for mutation in spec.mutations {
      let name = SwiftIdentifier.unescaped(mutation.enumCase.name)
      mutations[name] = at(mutation.enumCase.location)
      for operation in mutation.reduce where operation.value != nil {
        reducedValues[name, default: [:]][SwiftIdentifier.unescaped(operation.field.value)] = at(operation.field.location)
      }
    }
    if case .expression(let expression) = spec.initialState { initialState = at(expression.location) }
    if case .model(let type) = spec.state { typeAliases["State"] = at(type.location) }
    if let type = spec.actionType { typeAliases["Action"] = at(type.location) }
    if let type = spec.mutationType { typeAliases["Mutation"] = at(type.location) }
  }
}

/// The origins of every reactor of a run's specs, by reactor name, and of every method of its
/// services, repositories and use cases, by component name and selector.
struct SpecOrigins: Sendable {
  var reactors: [String: ReactorOrigins] = [:]
  var methods: [String: [String: SourceLocation]] = [:]
  /// A repository's `entity:`, by repository: the members reactorgen makes from it (the CRUD
  /// methods, the in-memory store's `init`) are reported there, where a wrong or too private
  /// entity type is mended.
  var entities: [String: SourceLocation] = [:]
  /// A repository's `key:`, by repository: the in-memory store reads each entity's key there.
  var keys: [String: SourceLocation] = [:]

  init(_ specs: [Spec]) {
    // Standard input has no file to name.
    for spec in specs where spec.file != SpecLoader.standardInputName {
      for reactor in spec.reactors { reactors[reactor.name] = ReactorOrigins(reactor) }
      for component in spec.services + spec.repositories + spec.useCases {
        for method in component.methods {
          methods[component.name, default: [:]][ServiceResolver.selector(of: method)] = Self.named(method.location)
        }
        if let store = component.store {
          entities[component.name] = Self.named(store.entity.location)
          keys[component.name] = Self.named(store.key.location)
        }
      }
    }
  }

  /// Where a component's member is reported: its method's line, or for what a repository makes
  /// from its entity, the entity's.
  func member(_ selector: String, of component: String) -> SourceLocation? {
    methods[component]?[selector] ?? entities[component]
  }

  /// `location` with its file as a directive names it: absolute, since the compiler prints the
  /// name as written and editors must find the file.
  static func named(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(file: URL(fileURLWithPath: location.file).standardizedFileURL.path, line: location.line, column: location.column)
  }
}
