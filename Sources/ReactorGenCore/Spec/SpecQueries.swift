/// Lookups that validation and the context builders both need.
extension ReactorSpec {
  /// The State's fields; empty when the state is an existing model type.
  var stateFields: [StateFieldSpec] {
    if case .fields(let fields) = state { return fields }
    return []
  }

  func field(named name: String) -> StateFieldSpec? {
    stateFields.first { $0.name == name }
  }

  func mutation(named name: String) -> MutationSpec? {
    mutations.first { $0.enumCase.name == name }
  }

  /// The reactor holds (and its init takes) the service provider when it uses any service.
  var usesProvider: Bool { !services.isEmpty || !events.isEmpty }
}

extension MutationSpec {
  /// The field a loading mutation stores its Bool in, when its reduce is exactly `set: <field>`;
  /// `ignoreWhileLoading` reads that field.
  var loadingFlagField: String? {
    guard reduce.count == 1, reduce[0].kind == .set, reduce[0].value == nil else { return nil }
    return reduce[0].field.value
  }
}
