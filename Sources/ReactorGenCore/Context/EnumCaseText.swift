/// The Swift text of an enum case, shared by reactors, services, events and tests.
extension EnumCaseSpec {
  /// The case as declared: `moveTask(IndexPath, IndexPath)`, `delete(id: String)`.
  var declaration: String {
    guard !values.isEmpty else { return Naming.escaped(name) }
    let types = values.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }
    return "\(Naming.escaped(name))(\(types.joined(separator: ", ")))"
  }

  /// The case built from `arguments`, with its labels: `.setRepos(repos, nextPage: page)`.
  func construction(_ arguments: [String]) -> String {
    guard !arguments.isEmpty else { return ".\(Naming.escaped(name))" }
    let labelled = zip(values, arguments).map { value, argument in value.label.map { "\($0): \(argument)" } ?? argument }
    return ".\(Naming.escaped(name))(\(labelled.joined(separator: ", ")))"
  }
}
