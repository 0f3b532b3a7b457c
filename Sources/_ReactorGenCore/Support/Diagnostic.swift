/// A position in a spec file, 1-based, as editors and Xcode expect it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The same file and line, `offset` characters further right.
  package func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// One problem found in a spec, printed as `file:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
  package enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  package var severity: Severity
  package var message: String
  /// `nil` only for problems that belong to no file (for example an unreadable output folder).
  public var location: SourceLocation?

  package init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  package static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  package static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  package static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.note, message, at: location)
  }

  public var description: String {
    if let location {
      return "\(location): \(severity.rawValue): \(message)"
    }
    return "reactorgen: \(severity.rawValue): \(message)"
  }
}

/// Gathers diagnostics from every stage so that a run reports all problems at once.
public struct Diagnostics: Sendable {
  package private(set) var all: [Diagnostic] = []

  public init() {}

  public var hasErrors: Bool { all.contains { $0.severity == .error } }
  public var errors: [Diagnostic] { all.filter { $0.severity == .error } }

  package mutating func error(_ message: String, at location: SourceLocation?) {
    all.append(.error(message, at: location))
  }

  /// An error unless the same one was reported already: a mistake that several uses reveal
  /// (a misspelt field type every mutation of the field meets) is said once, where it is.
  package mutating func errorOnce(_ message: String, at location: SourceLocation?) {
    let diagnostic = Diagnostic.error(message, at: location)
    if !all.contains(diagnostic) { all.append(diagnostic) }
  }

  package mutating func warning(_ message: String, at location: SourceLocation?) {
    all.append(.warning(message, at: location))
  }

  package mutating func note(_ message: String, at location: SourceLocation?) {
    all.append(.note(message, at: location))
  }

  package mutating func append(_ diagnostic: Diagnostic) {
    all.append(diagnostic)
  }

  package mutating func append(contentsOf other: [Diagnostic]) {
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
