import ReactorGenSwift

/// A repository's `store:` is shorthand for its methods: decoding's last step spells them out as
/// the spec would have, so that resolution checks and resolves them like any written method.
extension StoreSpec {
  /// The repository's methods: create, read, readAll, update, delete and the queries, in the
  /// repository's style, as the spec would have written them.
  func methods(at location: SourceLocation) -> [(MethodSpec, StoreOperation?)] {
    let store = self
    let entity = store.entity.value
    let key = ParameterSpec(label: nil, name: store.key.name, type: store.key.type, location: store.key.location)
    let value = ParameterSpec(label: "_", name: "entity", type: entity, location: store.entity.location)
    let isAsync = store.style == .async || store.style == .asyncThrows
    let isThrowing = store.style == .throws || store.style == .asyncThrows
    // Each result as a type, written back as the spec would have written it.
    let entityType = entity.ref
    func method(_ name: String, _ parameters: [ParameterSpec], _ result: TypeRef?, at location: SourceLocation) -> MethodSpec {
      let returnType = store.style == .observable ? TypeRef.named("Observable", result ?? .named("Void")) : result
      return MethodSpec(
        name: name, genericParameters: nil, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing,
        returnType: returnType.map { SwiftType($0.text) }, whereClause: nil, discardableResult: false, location: location)
    }
    var methods: [(MethodSpec, StoreOperation?)] = [
      (method("create", [value], nil, at: location), .create),
      (method("read", [key], .optional(entityType, implicitlyUnwrapped: false), at: location), .read),
      (method("readAll", [], .array(entityType), at: location), .readAll),
      (method("update", [value], nil, at: location), .update),
      (method("delete", [key], nil, at: location), .delete),
    ]
    for query in store.queries {
      methods.append((method(query.name, query.parameters, .array(entityType), at: query.location), .query(predicate: query.predicate)))
    }
    return methods
  }
}
