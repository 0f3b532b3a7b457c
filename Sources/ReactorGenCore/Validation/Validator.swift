/// All specs of one run, checked: names are valid and unique, every reference resolves, and every
/// declarative piece fits the types it touches. The input for the template context stage.
public struct ValidatedModule: Sendable, Equatable {
  /// Spec file names (without folders), for the headers of generated files.
  public var specFiles: [String]
  public var module: String?
  public var access: AccessLevel
  public var imports: [String]
  public var services: [ServiceSpec]
  public var reactors: [ReactorSpec]
}

/// Checks decoded specs for meaning. Reports every problem; returns a module only when none is an error.
public struct Validator {
  public init() {}

  public func validate(_ specs: [Spec], diagnostics: inout Diagnostics) -> ValidatedModule? {
    let before = diagnostics.errors.count
    var services: [ServiceSpec] = []
    var reactors: [ReactorSpec] = []
    var access: Located<AccessLevel>?
    var module: Located<String>?
    var imports: [String] = []
    var serviceNames: [String: SourceLocation] = [:]
    var reactorNames: [String: SourceLocation] = [:]

    for spec in specs {
      if let version = spec.version, !SpecDecoder.supportedVersions.contains(version.value) {
        diagnostics.error("unsupported spec version \(version.value); this reactorgen reads version \(SpecDecoder.supportedVersions.map(String.init).joined(separator: ", "))", at: version.location)
      }
      if let level = spec.access {
        if let first = access, first.value != level.value {
          diagnostics.error("access '\(level.value.rawValue)' differs from '\(first.value.rawValue)' at \(first.location); specs generated together share one access level", at: level.location)
        } else if access == nil {
          access = level
        }
      }
      if let name = spec.module {
        if let first = module, first.value != name.value {
          diagnostics.error("module '\(name.value)' differs from '\(first.value)' at \(first.location); specs generated together belong to one module", at: name.location)
        } else if module == nil {
          module = name
        }
      }
      for item in spec.imports where !imports.contains(item.value) {
        imports.append(item.value)
      }
      for service in spec.services {
        if let first = serviceNames[service.name] {
          diagnostics.error("duplicate service '\(service.name)'; it is already defined at \(first)", at: service.location)
        } else {
          serviceNames[service.name] = service.location
          services.append(service)
        }
      }
      for reactor in spec.reactors {
        if let first = reactorNames[reactor.name] {
          diagnostics.error("duplicate reactor '\(reactor.name)'; it is already defined at \(first)", at: reactor.location)
        } else {
          reactorNames[reactor.name] = reactor.location
          reactors.append(reactor)
        }
      }
    }

    let typeNames = Set(services.map(\.name)).union(reactors.map(\.name))
    for service in services {
      check(service, &diagnostics)
    }
    for reactor in reactors {
      if serviceNames[reactor.name] != nil {
        diagnostics.error("reactor '\(reactor.name)' has the same name as a service", at: reactor.location)
      }
      ReactorChecker(reactor: reactor, services: services, typeNames: typeNames).check(&diagnostics)
    }

    guard diagnostics.errors.count == before else { return nil }
    return ValidatedModule(
      specFiles: specs.map { $0.file.split(separator: "/").last.map(String.init) ?? $0.file },
      module: module?.value,
      access: access?.value ?? .internal,
      imports: imports,
      services: services,
      reactors: reactors)
  }

  private func check(_ service: ServiceSpec, _ diagnostics: inout Diagnostics) {
    if service.name.hasSuffix("Type") {
      diagnostics.error("name the service '\(service.name.dropLast(4))'; reactorgen adds 'Type' to the protocol name itself", at: service.location)
    }
    checkUnique(service.events.map { ($0.name, $0.location) }, what: "event", in: "service '\(service.name)'", &diagnostics)
    for event in service.events {
      checkValues(event, &diagnostics)
    }
    var signatures: [String: SourceLocation] = [:]
    for method in service.methods {
      let signature = method.name + "(" + method.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
      if let first = signatures[signature] {
        diagnostics.error("duplicate method '\(signature)' in service '\(service.name)'; it is already declared at \(first.line):\(first.column)", at: method.location)
      } else {
        signatures[signature] = method.location
      }
      checkUnique(method.parameters.map { ($0.name, $0.location) }, what: "parameter", in: "method '\(method.name)'", &diagnostics)
      if method.name == "event" {
        diagnostics.error("'event' is the service's event subject; choose another method name", at: method.location)
      }
    }
  }
}

/// Checks one reactor against the services it may use.
private struct ReactorChecker {
  let reactor: ReactorSpec
  let services: [ServiceSpec]
  let typeNames: Set<String>

  var fields: [StateFieldSpec] { reactor.stateFields }

  func check(_ diagnostics: inout Diagnostics) {
    let owner = "reactor '\(reactor.name)'"
    checkUnique(reactor.actions.map { ($0.enumCase.name, $0.enumCase.location) }, what: "action", in: owner, &diagnostics)
    checkUnique(reactor.mutations.map { ($0.enumCase.name, $0.enumCase.location) }, what: "mutation", in: owner, &diagnostics)
    checkUnique(fields.map { ($0.name, $0.location) }, what: "state field", in: owner, &diagnostics)
    checkUnique(reactor.parameters.map { ($0.name, $0.location) }, what: "parameter", in: owner, &diagnostics)
    checkUnique(reactor.services.map { ($0.value, $0.location) }, what: "service", in: owner, &diagnostics)
    checkUnique(reactor.events.map { ($0.service.value, $0.service.location) }, what: "event source", in: owner, &diagnostics)
    checkUnique(reactor.transforms.map { ($0.value.rawValue, $0.location) }, what: "transform", in: owner, &diagnostics)

    let reserved = ["provider", "initialState", "currentState", "action", "state", "stub", "scheduler"]
    for parameter in reactor.parameters where reserved.contains(parameter.name) {
      diagnostics.error("parameter '\(parameter.name)' would hide the reactor's own '\(parameter.name)'; choose another name", at: parameter.location)
    }
    for service in reactor.services where !services.contains(where: { $0.name == service.value }) {
      diagnostics.error("unknown service '\(service.value)'\(Suggestions.didYouMean(service.value, in: services.map(\.name)))", at: service.location)
    }
    if !reactor.actions.isEmpty && reactor.mutations.isEmpty {
      diagnostics.error("\(owner) has actions but no mutations; add the mutations its actions emit", at: reactor.location)
    }
    checkState(&diagnostics)
    for action in reactor.actions {
      checkValues(action.enumCase, &diagnostics)
      check(action, &diagnostics)
    }
    for mutation in reactor.mutations {
      checkValues(mutation.enumCase, &diagnostics)
      check(mutation, &diagnostics)
    }
    for subscription in reactor.events {
      check(subscription, &diagnostics)
    }
    if let mutation = reactor.transforms.first(where: { $0.value == .mutation }), !reactor.events.isEmpty {
      diagnostics.error("'transform: mutation' cannot be combined with 'events': reactorgen writes transform(mutation:) to merge the events; map the events to mutations instead, or merge them yourself in a transform(mutation:) hook without 'events'", at: mutation.location)
    }
  }

  private func checkState(_ diagnostics: inout Diagnostics) {
    switch (reactor.state, reactor.initialState) {
    case (.fields(let fields), .defaults):
      for field in fields where field.defaultValue == nil && !field.type.hasSuffix("?") {
        diagnostics.error("state field '\(field.name)' has no default value; give it one ('\(field.name): \(field.type) = ...') or set 'initialState'", at: field.location)
      }
    case (.model(let type), .defaults):
      diagnostics.error("a reactor whose state is '\(type.value)' needs 'initialState', e.g. an init parameter: 'initialState: \(SwiftSource.variableName(for: type.value))'", at: type.location)
    default:
      break
    }
    for field in fields where field.isPulse && field.defaultValue == nil && !field.type.hasSuffix("?") {
      diagnostics.error("@Pulse field '\(field.name)' needs a default value", at: field.location)
    }
  }

  private func check(_ action: ActionSpec, _ diagnostics: inout Diagnostics) {
    for emit in action.emits {
      checkCall(emit, values: action.enumCase.values, source: "action '\(action.enumCase.name)'", &diagnostics)
    }
    if !action.callsHook && action.emits.isEmpty {
      diagnostics.error("action '\(action.enumCase.name)' neither emits mutations nor has a hook; add 'emit' or 'hook: true'", at: action.enumCase.location)
    }
    if let loading = action.loading {
      if let mutation = reactor.mutation(named: loading.value) {
        let values = mutation.enumCase.values
        if values.count != 1 || SwiftSource.normalizedType(values[0].type) != "Bool" {
          diagnostics.error("loading mutation '\(loading.value)' must take one Bool, like 'setLoading(Bool)'", at: loading.location)
        } else if action.ignoreWhileLoading && mutation.loadingFlagField == nil {
          diagnostics.error("'ignoreWhileLoading' needs '\(loading.value)' to be declarative ('set: <Bool field>') so the flag can be read", at: loading.location)
        }
      } else {
        diagnostics.error("unknown mutation '\(loading.value)' for 'loading'\(Suggestions.didYouMean(loading.value, in: reactor.mutations.map(\.enumCase.name)))", at: loading.location)
      }
      if !action.callsHook {
        diagnostics.error("'loading' brackets the work of the action's hook; add 'hook: true' to action '\(action.enumCase.name)'", at: loading.location)
      }
    } else if action.ignoreWhileLoading {
      diagnostics.error("'ignoreWhileLoading' needs a 'loading' mutation", at: action.enumCase.location)
    }
    for cancel in action.cancelledBy {
      if !reactor.actions.contains(where: { $0.enumCase.name == cancel.value }) {
        diagnostics.error("unknown action '\(cancel.value)' in 'cancelledBy'\(Suggestions.didYouMean(cancel.value, in: reactor.actions.map(\.enumCase.name)))", at: cancel.location)
      }
      if !action.callsHook {
        diagnostics.error("'cancelledBy' cancels the work of the action's hook; add 'hook: true' to action '\(action.enumCase.name)'", at: cancel.location)
      }
    }
  }

  private func check(_ mutation: MutationSpec, _ diagnostics: inout Diagnostics) {
    var values = mutation.enumCase.values[...]
    for operation in mutation.reduce {
      guard let field = fields.first(where: { $0.name == operation.field.value }) else {
        if case .model = reactor.state {
          diagnostics.error("declarative reduce needs state fields; '\(reactor.name)' uses a model type as its state, so write a hook instead", at: operation.field.location)
        } else {
          diagnostics.error("unknown state field '\(operation.field.value)'\(Suggestions.didYouMean(operation.field.value, in: fields.map(\.name)))", at: operation.field.location)
        }
        continue
      }
      let fieldType = SwiftSource.normalizedType(field.type)
      let name = mutation.enumCase.name
      switch operation.kind {
      case .set where operation.value != nil:
        continue
      case .set, .append:
        guard let value = values.popFirst() else {
          diagnostics.error("mutation '\(name)' has no value left for '\(operation.kind.rawValue): \(field.name)'; each set or append consumes one associated value", at: operation.field.location)
          continue
        }
        let valueType = SwiftSource.normalizedType(value.type)
        if operation.kind == .set {
          if valueType != fieldType && valueType + "?" != fieldType {
            diagnostics.error("'set: \(field.name)' assigns \(value.type) to '\(field.name)' of type \(field.type)", at: operation.field.location)
          }
        } else if let element = SwiftSource.arrayElement(of: fieldType) {
          if valueType != fieldType && valueType != element {
            diagnostics.error("'append: \(field.name)' appends \(value.type) to '\(field.name)' of type \(field.type); expected \(element) or \(field.type)", at: operation.field.location)
          }
        } else {
          diagnostics.error("'append: \(field.name)' needs an array field; '\(field.name)' is \(field.type)", at: operation.field.location)
        }
      case .toggle:
        if fieldType != "Bool" {
          diagnostics.error("'toggle: \(field.name)' needs a Bool field; '\(field.name)' is \(field.type)", at: operation.field.location)
        }
      case .increment, .decrement:
        if !Self.numericTypes.contains(fieldType) {
          diagnostics.error("'\(operation.kind.rawValue): \(field.name)' needs a number field; '\(field.name)' is \(field.type)", at: operation.field.location)
        }
      }
    }
    if !mutation.reduce.isEmpty, let extra = values.first {
      diagnostics.error("mutation '\(mutation.enumCase.name)' has \(values.count) associated value(s) its reduce does not use; add 'set' or 'append' for them or write a hook", at: extra.location)
    }
  }

  static let numericTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat"]

  private func check(_ subscription: EventSubscriptionSpec, _ diagnostics: inout Diagnostics) {
    let name = subscription.service.value
    guard let service = services.first(where: { $0.name == name }) else {
      diagnostics.error("unknown service '\(name)'\(Suggestions.didYouMean(name, in: services.map(\.name)))", at: subscription.service.location)
      return
    }
    if service.events.isEmpty {
      diagnostics.error("service '\(name)' has no events to merge; add 'events' to it", at: subscription.service.location)
      return
    }
    var seen: Set<String> = []
    for (event, call) in subscription.mappings {
      guard seen.insert(event.value).inserted else {
        diagnostics.error("duplicate event '\(event.value)'", at: event.location)
        continue
      }
      guard let eventCase = service.events.first(where: { $0.name == event.value }) else {
        diagnostics.error("service '\(name)' has no event '\(event.value)'\(Suggestions.didYouMean(event.value, in: service.events.map(\.name)))", at: event.location)
        continue
      }
      checkCall(call, values: eventCase.values, source: "event '\(event.value)'", &diagnostics)
    }
  }

  /// An emitted mutation exists and gets the right number (and, when passed on, types) of values.
  private func checkCall(_ call: MutationCallSpec, values: [AssociatedValue], source: String, _ diagnostics: inout Diagnostics) {
    guard let mutation = reactor.mutation(named: call.name) else {
      diagnostics.error("unknown mutation '\(call.name)'\(Suggestions.didYouMean(call.name, in: reactor.mutations.map(\.enumCase.name)))", at: call.location)
      return
    }
    let expected = mutation.enumCase.values
    if let arguments = call.arguments {
      if arguments.count != expected.count {
        diagnostics.error("mutation '\(call.name)' takes \(expected.count) value(s), but \(arguments.count) are given", at: call.location)
      }
    } else if !expected.isEmpty {
      let given = values.map { SwiftSource.normalizedType($0.type) }
      let wanted = expected.map { SwiftSource.normalizedType($0.type) }
      // A value passes on as itself, or wrapped into an optional as Swift does.
      let fits = given.count == wanted.count && zip(given, wanted).allSatisfy { $0 == $1 || $0 + "?" == $1 }
      if !fits {
        let list = { (values: [AssociatedValue]) in values.map(\.type).joined(separator: ", ") }
        diagnostics.error("mutation '\(call.name)' takes (\(list(expected))); \(source) has (\(list(values))) to pass on; write the arguments, e.g. '\(call.name)(...)'", at: call.location)
      }
    }
  }

}

private func checkUnique(_ names: [(String, SourceLocation)], what: String, in owner: String, _ diagnostics: inout Diagnostics) {
  var seen: [String: SourceLocation] = [:]
  for (name, location) in names {
    if let first = seen[name] {
      diagnostics.error("duplicate \(what) '\(name)' in \(owner); it is already defined at \(first.line):\(first.column)", at: location)
    } else {
      seen[name] = location
    }
  }
}

/// Associated value labels and names must be unique within a case.
private func checkValues(_ enumCase: EnumCaseSpec, _ diagnostics: inout Diagnostics) {
  var seen: Set<String> = []
  for value in enumCase.values {
    guard let name = value.label ?? value.name else { continue }
    if !seen.insert(name).inserted {
      diagnostics.error("duplicate value name '\(name)' in '\(enumCase.name)'", at: value.location)
    }
  }
}
