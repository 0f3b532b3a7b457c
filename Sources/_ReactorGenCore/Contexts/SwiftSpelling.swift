import ReactorGenSwift

// The Swift that writes the resolved model's elements, shared by every context: the model says
// what an element is, these say how Swift spells it.

extension ResolvedCase {
  /// `.moveTask(from, to: destination)` as a tree.
  func constructed(_ arguments: [SwiftExpr]) -> SwiftExpr {
    guard !values.isEmpty else { return .implicitMember(name) }
    return .call(.implicitMember(name), zip(values, arguments).map { SwiftArgument($0.label, $1) })
  }

  /// The pattern of a `case` matching it, binding its values.
  var pattern: SwiftCasePattern { .enumCase(name, bindings: values.map(\.binding)) }

  /// The spec's names of the values bound by other names (a value labelled `self` or `state` is
  /// bound as `selfValue`, `stateValue`): what the spec's fragments in the case read by them.
  var renamedValues: [String: String] {
    var renamed: [String: String] = [:]
    for value in values {
      if let label = value.label.map(SwiftIdentifier.unescaped), label != "_", label != value.binding { renamed[label] = value.binding }
    }
    return renamed
  }
}

extension ResolvedParameter {
  /// `forKey key: Key<T> = value` as a tree.
  var tree: SwiftParameter {
    SwiftParameter(label: label, name: name, type: type.ref, defaultValue: defaultValue.map { .fragment(SpecFragment($0)) })
  }

  /// The label a call writes: none for `_`, else the label or the name.
  var argumentLabel: String? { label == "_" ? nil : SwiftIdentifier.unescaped(label ?? name) }

  /// A reactor's parameter wherever it is passed on to be stored (its `init`, the test's
  /// `makeReactor`): a function type escapes.
  var storedTree: SwiftParameter {
    var tree = self.tree
    tree.type = tree.type.asStoredParameter
    return tree
  }
}

extension ResolvedMethod {
  /// `@discardableResult func saveTasks(_ tasks: [Task]) -> Observable<Void>`: a requirement
  /// without a body, an implementation with one.
  func function(access: SwiftAccess? = nil, body: [SwiftStatement]? = nil) -> SwiftFunction {
    SwiftFunction(
      attributes: discardableResult ? [.discardableResult] : [], access: access, name: name, genericParameters: genericParameters,
      parameters: parameters.map(\.tree), effects: SwiftEffects(isAsync: isAsync, isThrowing: isThrowing), result: returnType?.ref,
      whereClause: whereClause, body: body)
  }
}

extension ResolvedValue {
  /// `label: Type`, a value of a case as declared.
  var tree: SwiftCaseValue { SwiftCaseValue(label: label, type: type.ref, defaultValue: defaultValue.map { .fragment(SpecFragment($0)) }) }
}

extension ResolvedMutationCall {
  /// `.setQuery(query)` as a tree: the spec's arguments are its own Swift.
  var tree: SwiftExpr { tree(origin: nil) }

  /// The tree, its spec arguments marked as written at `origin`, reading the values `renamed`
  /// maps by their bindings.
  func tree(origin: SourceLocation?, renaming renamed: [String: String] = [:]) -> SwiftExpr {
    mutation.enumCase.constructed(arguments.map { isExplicit ? .fragment(SpecFragment($0, origin: origin).renaming(renamed)) : .name($0) })
  }
}
