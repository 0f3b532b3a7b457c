import Foundation
import ReactorGenSwift
import ReactorGenYAML

/// A spec file read and parsed, not decoded yet: what an incremental run plans from
/// (``IncrementalPlan``) before it decodes.
struct ParsedSpec: Sendable {
  /// The name used in diagnostics.
  var file: String
  var root: YAMLNode
}

/// Reads spec files from disk and runs them through the YAML and decoding stages.
struct SpecLoader: Sendable {
  var parser: YAMLParser

  init() {
    self.init(parser: YAMLParser())
  }

  init(parser: YAMLParser) {
    self.parser = parser
  }

  /// The name `-` is read as: standard input.
  static let standardInput = "-"
  /// How a spec read from standard input is named in diagnostics.
  static let standardInputName = "<stdin>"

  /// The name a spec's generated files carry: its file name, or `<stdin>`.
  static func fileName(ofSpecAt path: String) -> String {
    path == standardInput ? standardInputName : (path as NSString).lastPathComponent
  }

  /// Loads every spec, reporting problems in all of them. A file named twice is read once;
  /// `-` reads standard input.
  func load(paths: [String], diagnostics: inout Diagnostics) -> [Spec] {
    parse(paths: paths, diagnostics: &diagnostics).map { SpecDecoder().decode($0.root, file: $0.file, diagnostics: &diagnostics) }
  }

  /// Reads and parses every spec, as ``load(paths:diagnostics:)`` does, without decoding.
  func parse(paths: [String], diagnostics: inout Diagnostics) -> [ParsedSpec] {
    var seen: Set<String> = []
    let distinct = paths.filter { path in
      seen.insert(path == Self.standardInput ? path : URL(fileURLWithPath: path).standardizedFileURL.path).inserted
    }
    return concurrentMap(distinct.count, diagnostics: &diagnostics) { parse(anyPath: distinct[$0], diagnostics: &$1) }.compactMap { $0 }
  }

  /// A spec file, or standard input for `-`.
  private func parse(anyPath path: String, diagnostics: inout Diagnostics) -> ParsedSpec? {
    guard path == Self.standardInput else { return parse(path: path, diagnostics: &diagnostics) }
    let data = FileHandle.standardInput.readDataToEndOfFile()
    guard data.count <= YAMLParser.maxBytes else {
      diagnostics.error(
        .specFile, "the input is \(data.count) bytes; spec files are limited to \(YAMLParser.maxBytes) bytes",
        at: SourceLocation(file: Self.standardInputName, line: 1, column: 1))
      return nil
    }
    return parse(bytes: [UInt8](data), file: Self.standardInputName, diagnostics: &diagnostics)
  }

  func load(path: String, diagnostics: inout Diagnostics) -> Spec? {
    parse(path: path, diagnostics: &diagnostics).map { SpecDecoder().decode($0.root, file: $0.file, diagnostics: &diagnostics) }
  }

  private func parse(path: String, diagnostics: inout Diagnostics) -> ParsedSpec? {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var info = stat()
    guard stat(path, &info) == 0 else {
      diagnostics.error(
        .specFile,
        errno == ENOENT ? "no such spec file" + Self.nearbySpec(to: path) : "cannot read the spec file: \(String(cString: strerror(errno)))",
        at: start)
      return nil
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR:
      diagnostics.error(.specFile, "this is a folder; pass the spec files in it (for example \(path)/*.reactorgen.yml)", at: start)
      return nil
    case S_IFIFO, S_IFSOCK:
      diagnostics.error(.specFile, "this is a pipe or socket, not a spec file; to read a spec from standard input, pass '-'", at: start)
      return nil
    default:
      diagnostics.error(.specFile, "this is a device, not a spec file", at: start)
      return nil
    }
    // Check the size before reading so a huge file is refused without loading it.
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > YAMLParser.maxBytes
    {
      diagnostics.error(.specFile, "the file is \(size.intValue) bytes; spec files are limited to \(YAMLParser.maxBytes) bytes", at: start)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      diagnostics.error(.specFile, "cannot read the spec file (check its permissions)", at: start)
      return nil
    }
    return parse(bytes: [UInt8](data), file: path, diagnostics: &diagnostics)
  }

  /// `; did you mean 'Todo.reactorgen.yml'?` for a misspelt spec path: the closest spec file in
  /// the folder the path names, or nothing.
  private static func nearbySpec(to path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let specs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
      .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
    return Suggestions.closest(to: name, in: specs).map { "; did you mean '\((folder as NSString).appendingPathComponent($0))'?" } ?? ""
  }

  /// Parses and decodes spec text; `file` is the name used in diagnostics.
  func load(bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> Spec? {
    parse(bytes: bytes, file: file, diagnostics: &diagnostics).map { SpecDecoder().decode($0.root, file: $0.file, diagnostics: &diagnostics) }
  }

  /// A spec held in memory, parsed but not decoded.
  func parse(text: String, file: String, diagnostics: inout Diagnostics) -> ParsedSpec? {
    parse(bytes: Array(text.utf8), file: file, diagnostics: &diagnostics)
  }

  func parse(bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> ParsedSpec? {
    parser.parse(bytes, file: file, diagnostics: &diagnostics).map { ParsedSpec(file: file, root: $0) }
  }

  /// A spec held in memory (`reactorgen init`'s), named `file` in diagnostics.
  func load(text: String, file: String, diagnostics: inout Diagnostics) -> Spec? {
    load(bytes: Array(text.utf8), file: file, diagnostics: &diagnostics)
  }
}

extension Spec {
  /// A spec held in memory (`reactorgen-import`'s), read and decoded; `file` names it in
  /// diagnostics. `nil` when it is not YAML.
  package static func decoded(from text: String, file: String, diagnostics: inout Diagnostics) -> Spec? {
    SpecLoader().load(text: text, file: file, diagnostics: &diagnostics)
  }
}
