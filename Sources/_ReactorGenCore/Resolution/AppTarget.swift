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

  /// The module the generated code is part of, given the specs' `module`.
  func moduleName(specs: String?) -> String? { module ?? specs ?? defaultModule }
}
