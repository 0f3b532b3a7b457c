// The Swift that writes the resolved model's elements, shared by every context: the model says
// what an element is, these say how Swift spells it.

extension ResolvedCase {
  /// `case moveTask(IndexPath, to: IndexPath)`'s text after `case `.
  var declaration: String {
    guard !values.isEmpty else { return name }
    return name + "(" + values.map { value in (value.label.map { "\($0): " } ?? "") + value.type.text }.joined(separator: ", ") + ")"
  }

  /// `.moveTask(from, to: destination)`: this case built from argument expressions.
  func construction(_ arguments: [String]) -> String {
    guard !values.isEmpty else { return "." + name }
    let parts = zip(values, arguments).map { value, argument in (value.label.map { "\($0): " } ?? "") + argument }
    return "." + name + "(" + parts.joined(separator: ", ") + ")"
  }

  /// `case let .moveTask(from, _):` binding the values `body` uses, or `case .refresh:` when it
  /// uses none (Swift warns about a bound value that is never used).
  func pattern(usedIn body: [String]) -> String {
    guard !values.isEmpty else { return "case .\(name):" }
    let used = SwiftSource.referencedNames(in: body)
    let bindings = values.map { used.contains($0.binding) ? $0.binding : "_" }
    guard bindings.contains(where: { $0 != "_" }) else { return "case .\(name):" }
    return "case let .\(name)(\(bindings.joined(separator: ", "))):"
  }
}

extension ResolvedCase {
  /// `.moveTask(from, to: destination)` as a tree.
  func constructed(_ arguments: [SwiftExpr]) -> SwiftExpr {
    guard !values.isEmpty else { return .implicitMember(name) }
    return .call(.implicitMember(name), zip(values, arguments).map { SwiftArgument($0.label, $1) })
  }

  /// The pattern of a `case` matching it, binding its values.
  var pattern: SwiftCasePattern { .enumCase(name, bindings: values.map(\.binding)) }
}

extension ResolvedParameter {
  /// `forKey key: Key<T> = value` as a tree.
  var tree: SwiftParameter {
    SwiftParameter(label: label, name: name, type: type.ref, defaultValue: defaultValue.map { .fragment(SpecFragment($0)) })
  }

  /// `forKey key: Key<T>`, `title: String = ""`.
  var declaration: String {
    (label.map { "\($0) " } ?? "") + "\(name): \(type.text)" + (defaultValue.map { " = \($0)" } ?? "")
  }
}

extension ResolvedMethod {
  /// `func saveTasks(_ tasks: [Task]) -> Observable<Void>`.
  var signature: String {
    let function = SwiftFunction(
      name: name, genericParameters: genericParameters, parameters: parameters.map(\.tree),
      effects: (isAsync ? ["async"] : []) + (isThrowing ? ["throws"] : []), result: returnType?.ref, whereClause: whereClause)
    return SwiftRenderer.lines(.function(function)).joined(separator: " ")
  }
}

extension ResolvedValue {
  /// `label: Type`, a value of a case as declared.
  var tree: SwiftCaseValue { SwiftCaseValue(label: label, type: type.ref) }
}

extension ResolvedMutationCall {
  /// `.setQuery(query)` as a tree: the spec's arguments are its own Swift.
  var tree: SwiftExpr {
    mutation.enumCase.constructed(arguments.map { isExplicit ? .fragment(SpecFragment($0)) : .name($0) })
  }

  /// `.setQuery(query)`.
  var expression: String { mutation.enumCase.construction(arguments) }
}
