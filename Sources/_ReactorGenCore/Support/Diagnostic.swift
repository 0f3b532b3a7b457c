/// A position in a spec file, 1-based, as editors and Xcode expect it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The same file and line, `offset` characters further right.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// One problem found in a spec, printed as `file:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
  public enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  /// `nil` only for problems that belong to no file (for example an unreadable output folder).
  public var location: SourceLocation?

  public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
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
  public private(set) var all: [Diagnostic] = []

  public init() {}

  public var hasErrors: Bool { all.contains { $0.severity == .error } }
  public var errors: [Diagnostic] { all.filter { $0.severity == .error } }

  public mutating func error(_ message: String, at location: SourceLocation?) {
    all.append(.error(message, at: location))
  }

  public mutating func warning(_ message: String, at location: SourceLocation?) {
    all.append(.warning(message, at: location))
  }

  public mutating func note(_ message: String, at location: SourceLocation?) {
    all.append(.note(message, at: location))
  }

  public mutating func append(_ diagnostic: Diagnostic) {
    all.append(diagnostic)
  }

  public mutating func append(contentsOf other: [Diagnostic]) {
    all.append(contentsOf: other)
  }

  /// Diagnostics in file order, so that output is the same on every run.
  public var sorted: [Diagnostic] {
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
