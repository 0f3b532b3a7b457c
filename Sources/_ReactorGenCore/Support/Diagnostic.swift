import ReactorGenSwift

/// What kind of problem a diagnostic reports, as a stable id (`RG003`) that the JSON and SARIF
/// formats carry, so that CI can group and baseline problems by kind. One kind per stage's check:
/// the messages within a kind vary, its id does not; a new kind takes the next number.
enum DiagnosticRule: String, CaseIterable, Sendable {
  case specFile = "RG001"
  case yaml = "RG002"
  case specSchema = "RG003"
  case specMeaning = "RG004"
  case nameClash = "RG005"
  case template = "RG006"
  case output = "RG007"
  case userFile = "RG008"
  case arguments = "RG009"
  case project = "RG010"

  /// A short name, as SARIF's `rule.name`.
  var name: String {
    switch self {
    case .specFile: "spec-file"
    case .yaml: "yaml"
    case .specSchema: "spec-schema"
    case .specMeaning: "spec-meaning"
    case .nameClash: "name-clash"
    case .template: "template"
    case .output: "output"
    case .userFile: "user-file"
    case .arguments: "arguments"
    case .project: "project"
    }
  }

  /// One sentence on the kind, as SARIF's `shortDescription`.
  var summary: String {
    switch self {
    case .specFile: "A spec file cannot be read: missing, a folder, too large, or unreadable."
    case .yaml: "The spec is not YAML reactorgen reads: syntax, encoding, duplicate keys, limits."
    case .specSchema: "A key, value or form the spec language does not have, or a Swift type or signature it cannot parse."
    case .specMeaning: "A spec that reads but does not hold together: references, types, options and their combinations."
    case .nameClash: "Two things the generated code would name alike, or a name that hides one the generated files import."
    case .template: "A custom template that cannot be read or renders a value its context does not have."
    case .output: "An output folder or file reactorgen may not or cannot write."
    case .userFile: "A file you own that no longer matches the spec: a missing file or hook, an orphaned hook, another access."
    case .arguments: "A command-line argument no spec can put right."
    case .project: "The project file (reactorgen.yml) cannot be read, or names what reactorgen cannot run: keys, paths, globs that find no spec."
    }
  }
}

/// One problem found in a spec, printed as `file:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
  enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  var severity: Severity
  var rule: DiagnosticRule
  package var message: String
  /// `nil` only for problems that belong to no file (for example an unreadable output folder).
  public var location: SourceLocation?

  init(_ severity: Severity, _ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.location = location
  }

  static func error(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, rule, message, at: location)
  }

  static func warning(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.warning, rule, message, at: location)
  }

  static func note(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.note, rule, message, at: location)
  }

  public var description: String {
    if let location {
      return "\(location): \(severity.rawValue): \(message)"
    }
    return "reactorgen: \(severity.rawValue): \(message)"
  }
}

/// Gathers diagnostics from every stage so that a run reports all problems at once.
package struct Diagnostics: Sendable {
  private(set) var all: [Diagnostic] = []

  package init() {}

  package var hasErrors: Bool { all.contains { $0.severity == .error } }
  package var errors: [Diagnostic] { all.filter { $0.severity == .error } }

  mutating func error(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
    all.append(.error(rule, message, at: location))
  }

  /// An error unless the same one was reported already: a mistake that several uses reveal
  /// (a misspelt field type every mutation of the field meets) is said once, where it is.
  mutating func errorOnce(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
    let diagnostic = Diagnostic.error(rule, message, at: location)
    if !all.contains(diagnostic) { all.append(diagnostic) }
  }

  mutating func warning(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
    all.append(.warning(rule, message, at: location))
  }

  mutating func note(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
    all.append(.note(rule, message, at: location))
  }

  mutating func append(_ diagnostic: Diagnostic) {
    all.append(diagnostic)
  }

  mutating func append(contentsOf other: [Diagnostic]) {
    all.append(contentsOf: other)
  }

  /// Diagnostics in file order, so that output is the same on every run.
  package var sorted: [Diagnostic] {
    all.enumerated().sorted { lhs, rhs in
      switch (lhs.element.location, rhs.element.location) {
      case let (l?, r?) where l != r: return l < r
      case (nil, _?): return true
      case (_?, nil): return false
      default: return lhs.offset < rhs.offset
      }
    }.map(\.element)
  }
}
