import Foundation
import Mustache
import ReactorGenTemplates

/// Renders contexts with Mustache templates: the built-in ones, or a user's copies from
/// `--templates DIR` (any template the folder lacks falls back to the built-in one).
///
/// Templates render as plain text (no HTML escaping). The output is tidied so templates can stay
/// readable: trailing spaces are removed, runs of blank lines become one, and the file ends with
/// exactly one newline.
public struct TemplateRenderer: Sendable {
  /// The template files reactorgen renders.
  public enum Name: String, CaseIterable, Sendable {
    case reactor = "Reactor.swift.mustache"
    case reactorLogic = "ReactorLogic.swift.mustache"
    case serviceProvider = "ServiceProvider.swift.mustache"
    case serviceInterface = "ServiceInterface.swift.mustache"
    case serviceImplementation = "ServiceImplementation.swift.mustache"
    case serviceMock = "ServiceMock.swift.mustache"
    case mockServiceProvider = "MockServiceProvider.swift.mustache"
    case reactorTests = "ReactorTests.swift.mustache"
  }

  private let templates: [Name: MustacheTemplate]

  /// Loads the templates, reporting unreadable or malformed ones.
  public init?(directory: String?, diagnostics: inout Diagnostics) {
    var templates: [Name: MustacheTemplate] = [:]
    if let directory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        diagnostics.error("templates folder '\(directory)' does not exist", at: nil)
        return nil
      }
      let known = Set(Name.allCases.map(\.rawValue))
      let present = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for file in present.sorted() where file.hasSuffix(".mustache") && !known.contains(file) {
        diagnostics.warning("'\(file)' in the templates folder is not a reactorgen template and is ignored\(Suggestions.didYouMean(file, in: Array(known)))", at: nil)
      }
    }
    for name in Name.allCases {
      var text = BuiltInTemplates.all[name.rawValue] ?? ""
      var file = "built-in \(name.rawValue)"
      if let directory {
        let path = (directory as NSString).appendingPathComponent(name.rawValue)
        if let data = FileManager.default.contents(atPath: path) {
          text = String(decoding: data, as: UTF8.self)
          file = path
        }
      }
      do {
        templates[name] = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + text)
      } catch {
        diagnostics.error("cannot parse template \(file): \(error)", at: nil)
      }
    }
    guard templates.count == Name.allCases.count else { return nil }
    self.templates = templates
  }

  /// Renders `context` with the template made for its type.
  public func render<Context>(_ template: Template<Context>, _ context: Context) -> String {
    Self.tidy(templates[template.name]?.render(context) ?? "")
  }

  static func tidy(_ text: String) -> String {
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = line
      while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
      if line.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A template paired with the one context type it renders, so that a context cannot be handed to
/// a template written for another.
public struct Template<Context>: Sendable {
  public let name: TemplateRenderer.Name
}

extension Template where Context == ReactorContext {
  public static var reactor: Self { .init(name: .reactor) }
}

extension Template where Context == ReactorLogicContext {
  public static var reactorLogic: Self { .init(name: .reactorLogic) }
}

extension Template where Context == ServiceProviderContext {
  public static var serviceProvider: Self { .init(name: .serviceProvider) }
  public static var mockServiceProvider: Self { .init(name: .mockServiceProvider) }
}

extension Template where Context == ServiceContext {
  public static var serviceInterface: Self { .init(name: .serviceInterface) }
  public static var serviceImplementation: Self { .init(name: .serviceImplementation) }
  public static var serviceMock: Self { .init(name: .serviceMock) }
}

extension Template where Context == TestsContext {
  public static var reactorTests: Self { .init(name: .reactorTests) }
}
