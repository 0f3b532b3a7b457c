import Foundation
import Mustache
import ReactorGenTemplates
import ReactorGenSwift

/// Renders contexts with Mustache templates: the built-in ones, or a user's copies from
/// `--templates DIR` (any template the folder lacks falls back to the built-in one).
///
/// Templates render as plain text (no HTML escaping). The output is tidied so templates can stay
/// readable: trailing spaces are removed, runs of blank lines become one, and the file ends with
/// exactly one newline.
struct TemplateRenderer: Sendable {
  private struct Loaded: Sendable {
    var template: MustacheTemplate
    /// The user's copy (`--templates`), as opposed to a built-in template.
    var path: String?
    var text: String
  }

  private let templates: [FileKind: Loaded]

  /// Written before every template: render as text, not HTML. On the template's first line.
  private static let prefix = "{{% CONTENT_TYPE: TEXT}}"

  /// Parses the templates, the built-in ones or the user's `copies` of them (where each was read,
  /// and its text), reporting malformed ones. The run reads the user's folder
  /// (``TemplateFolder``): rendering does no I/O.
  init?(_ copies: [FileKind: (path: String, text: String)], diagnostics: inout Diagnostics) {
    var templates: [FileKind: Loaded] = [:]
    for kind in FileKind.allCases {
      let name = kind.templateName
      let copy = copies[kind]
      let text = copy?.text ?? BuiltInTemplates.all[name] ?? ""
      let path = copy?.path
      do {
        // A built-in template prints every value with `{{{ }}}`, which no content type escapes:
        // it needs no pragma, whose parsing cost every run a million instructions
        // (`FileKindTests` checks that none writes `{{name}}`).
        templates[kind] = Loaded(template: try MustacheTemplate(string: copy == nil ? text : Self.prefix + text), path: path, text: text)
      } catch let error as MustacheTemplate.ParserError {
        let context = error.context
        let column = context.lineNumber == 1 ? max(1, context.columnNumber - Self.prefix.count) : context.columnNumber
        diagnostics.error(
          .template, Self.describe(error.error),
          at: SourceLocation(file: path ?? "built-in \(name)", line: context.lineNumber, column: column))
      } catch {
        diagnostics.error(
          .template, "cannot parse the template: \(error)", at: SourceLocation(file: path ?? "built-in \(name)", line: 1, column: 1))
      }
    }
    guard templates.count == FileKind.allCases.count else { return nil }
    self.templates = templates
  }

  /// Whether files of `kind` render with the built-in template, which holds no Swift of its own.
  func rendersBuiltIn(_ kind: FileKind) -> Bool { templates[kind]?.path == nil }

  /// Renders `context` with the template of its kind of file.
  func render<Context: FileTemplateContext>(_ context: Context) -> String {
    render(context).text
  }

  /// Renders `context`; for a user's template, also the variables it names that the context
  /// lacks (a misspelt name would otherwise render as nothing), with where they are.
  func render<Context: FileTemplateContext>(_ context: Context) -> (text: String, unknown: [Diagnostic]) {
    guard let loaded = templates[Context.kind] else { return ("", []) }
    guard let path = loaded.path else { return (Self.tidy(loaded.template.render(TemplateParent(values: context))), []) }
    let tracker = VariableTracker()
    let text = Self.tidy(loaded.template.render(TrackedValue.wrap(TemplateParent(values: context), tracker)))
    let unknown = tracker.unknown.map { name in
      let location = Self.location(of: name, in: loaded.text, file: path)
      if let replacement = Self.replacedFields[String(describing: Context.self)]?[name] {
        return Diagnostic.error(
          .template,
          "the template uses '\(name)', which reactorgen replaced in \(replacement.version) by '\(replacement.field)', the whole declaration to place (see the templates' README)",
          at: location)
      }
      if Self.headerFields.contains(name) {
        return Diagnostic.error(
          .template,
          "the template renders 'file.\(name)', which reactorgen writes itself since 0.5.0: delete the '{{#file.\(name)}}' section (the file's header and imports come before what the template renders)",
          at: location)
      }
      return Diagnostic.error(
        .template,
        "the template uses '\(name)', which \(String(describing: Context.self)) does not have\(Suggestions.didYouMean(name, in: Array(tracker.labels)))",
        at: location)
    }
    return (text, unknown)
  }

  /// Fields of earlier templates whose Swift reactorgen now builds, by context: the version that
  /// replaced each, and the whole declaration that holds what it gave (lines of code since 0.6.0,
  /// declarations since 0.11.0).
  private static let replacedFields: [String: [String: (version: String, field: String)]] = {
    func replaced(_ version: String, _ fields: [String], by field: String) -> [String: (version: String, field: String)] {
      Dictionary(uniqueKeysWithValues: fields.map { ($0, (version, field)) })
    }
    let serviceFields = [
      "implementationName", "baseClass", "dependencies", "initParameters", "classBound", "eventType", "eventCases", "methods", "mockName",
    ]
    return [
      "ReactorContext": replaced(
        "0.11.0",
        [
          "classInheritance", "actionInheritance", "mutationInheritance", "stateInheritance", "actionDeclarations", "mutationDeclarations",
          "modelState", "stateFields", "stateInitializer", "properties", "initParameters", "initAssignments", "mutateBody", "reduceBody",
          "transformMethods", "hooks", "mutateCases", "reduceCases", "actionCases", "mutationCases", "transforms",
        ], by: "reactorClass"
      )
      .merging(replaced("0.11.0", ["predicateFunctions", "predicates"], by: "actionExtension")) { $1 }
      .merging(replaced("0.11.0", ["logicRequirements"], by: "logicProtocolDeclaration")) { $1 },
      "ReactorLogicContext": replaced("0.11.0", ["logicMembers", "hooks"], by: "logicExtension"),
      "ServiceProviderContext": replaced("0.11.0", ["services"], by: "providerClass"),
      "MockServiceProviderContext": replaced("0.11.0", ["services"], by: "mockProviderClass"),
      "ServiceInterfaceContext": replaced("0.11.0", serviceFields, by: "protocolDeclaration")
        .merging(replaced("0.11.0", ["eventType", "eventCases"], by: "eventEnum")) { $1 },
      "ServiceImplementationContext": replaced("0.11.0", serviceFields, by: "implementationClass"),
      "ServiceMockContext": replaced("0.11.0", serviceFields, by: "mockClass"),
      "InMemoryRepositoryContext": replaced("0.11.0", ["methods"], by: "repositoryClass"),
      "TestsContext": replaced("0.11.0", ["makeReactor", "tests", "testMethods"], by: "testCaseClass"),
    ]
  }()

  /// What templates before 0.5.0 rendered at the top of every file.
  private static let headerFields: Set<String> = ["header", "imports"]

  /// Where `name` first appears in a tag of `text`.
  private static func location(of name: String, in text: String, file: String) -> SourceLocation {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var searchFrom = line.startIndex
      while let open = line[searchFrom...].range(of: "{{") {
        guard let close = line[open.upperBound...].range(of: "}}") else { break }
        if let found = line[open.upperBound..<close.lowerBound].range(of: name) {
          return SourceLocation(file: file, line: index + 1, column: line.distance(from: line.startIndex, to: found.lowerBound) + 1)
        }
        searchFrom = close.upperBound
      }
    }
    return SourceLocation(file: file, line: 1, column: 1)
  }

  private static func describe(_ error: Error) -> String {
    switch error as? MustacheTemplate.Error {
    case .sectionCloseNameIncorrect?: return "this closing tag does not match the section it closes"
    case .unfinishedName?: return "unfinished tag: expected '}}'"
    case .expectedSectionEnd?: return "a section is not closed: expected '{{/name}}'"
    case .invalidSetDelimiter?: return "invalid set-delimiter tag"
    case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: return "invalid '{{% ...}}' configuration tag"
    default: return "invalid template: \(error)"
    }
  }

  /// Starts every line of a block after its first (``TemplateString/block(_:)``): replaced by
  /// the indentation of the template line the block is placed on. A control character, which
  /// generated Swift never holds (the renderer escapes them in literals).
  static let indentationMark: UInt8 = 0x1F
  static let blockLineSeparator = "\n" + String(UnicodeScalar(indentationMark))

  /// Trailing spaces removed, runs of blank lines made one, no blank line at the start or end,
  /// one newline at the end, a block's lines indented like the line it starts on: one pass over
  /// the UTF-8 bytes.
  static func tidy(_ text: String) -> String {
    var text = text
    return text.withUTF8 { input -> String in
      var output: [UInt8] = []
      output.reserveCapacity(input.count + 1)
      var lineStart = 0
      // Whether the output ends with a blank line (or is empty): another blank line is dropped.
      var lastLineBlank = true
      // The indentation of the last template line (not a block's continuation), as a byte range.
      var indentation = 0
      var indentationEnd = 0
      var index = 0
      // Where the run of lines kept exactly as written begins: nearly every line is, and a run is
      // copied at once when a line that changes (or the end) closes it, not line by line.
      var runStart = 0
      func flushRun(upTo end: Int) {
        if runStart < end { output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<end])) }
      }
      while index <= input.count {
        // The next line break, found by the C library's byte search.
        if index < input.count, let base = input.baseAddress {
          let found = memchr(base + index, Int32(UInt8(ascii: "\n")), input.count - index)
          index = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? input.count
        }
        var end = index
        while end > lineStart, input[end - 1] == UInt8(ascii: " ") || input[end - 1] == UInt8(ascii: "\t") || input[end - 1] == UInt8(ascii: "\r") {
          end -= 1
        }
        let continuesBlock = lineStart < end && input[lineStart] == indentationMark
        if continuesBlock {
          lineStart += 1
        } else {
          // A template line: the indentation a block placed on it gives its other lines.
          indentation = lineStart
          indentationEnd = lineStart
          while indentationEnd < end, input[indentationEnd] == UInt8(ascii: " ") { indentationEnd += 1 }
        }
        // Kept as written: a line ended by a line feed, with no trailing space, not a block's
        // continuation, and not a blank line dropped.
        let isKept = index < input.count && end == index && !continuesBlock && (end > lineStart || !lastLineBlank)
        if isKept {
          lastLineBlank = end == lineStart
        } else {
          flushRun(upTo: continuesBlock ? lineStart - 1 : lineStart)
          if end == lineStart {
            if !lastLineBlank {
              output.append(UInt8(ascii: "\n"))
              lastLineBlank = true
            }
          } else {
            if continuesBlock { output.append(contentsOf: UnsafeBufferPointer(rebasing: input[indentation..<indentationEnd])) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[lineStart..<end]))
            output.append(UInt8(ascii: "\n"))
            lastLineBlank = false
          }
          runStart = index + 1
        }
        index += 1
        lineStart = index
      }
      flushRun(upTo: input.count)
      // One newline at the end: drop the trailing blank line, if any.
      while output.count >= 2, output[output.count - 1] == UInt8(ascii: "\n"), output[output.count - 2] == UInt8(ascii: "\n") {
        output.removeLast()
      }
      if output.isEmpty { output.append(UInt8(ascii: "\n")) }
      return String(decoding: output, as: UTF8.self)
    }
  }
}
