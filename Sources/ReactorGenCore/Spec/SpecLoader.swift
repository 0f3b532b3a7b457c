import Foundation

/// Reads spec files from disk and runs them through the YAML and decoding stages.
public struct SpecLoader {
  public var parser: YAMLParser

  public init(parser: YAMLParser = YAMLParser()) {
    self.parser = parser
  }

  /// Loads every spec, reporting problems in all of them.
  public func load(paths: [String], diagnostics: inout Diagnostics) -> [Spec] {
    paths.compactMap { load(path: $0, diagnostics: &diagnostics) }
  }

  public func load(path: String, diagnostics: inout Diagnostics) -> Spec? {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      diagnostics.error("no such spec file", at: start)
      return nil
    }
    if isDirectory.boolValue {
      diagnostics.error("this is a folder; pass the spec files in it (for example \(path)/*.reactorgen.yml)", at: start)
      return nil
    }
    // Check the size before reading so a huge file is refused without loading it.
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > parser.limits.maxBytes
    {
      diagnostics.error("the file is \(size.intValue) bytes; spec files are limited to \(parser.limits.maxBytes) bytes", at: start)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      diagnostics.error("cannot read the spec file (check its permissions)", at: start)
      return nil
    }
    return load(bytes: [UInt8](data), file: path, diagnostics: &diagnostics)
  }

  /// Parses and decodes spec text; `file` is the name used in diagnostics.
  public func load(bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> Spec? {
    guard let root = parser.parse(bytes, file: file, diagnostics: &diagnostics) else { return nil }
    return SpecDecoder().decode(root, file: file, diagnostics: &diagnostics)
  }

  public func load(text: String, file: String, diagnostics: inout Diagnostics) -> Spec? {
    load(bytes: Array(text.utf8), file: file, diagnostics: &diagnostics)
  }
}
