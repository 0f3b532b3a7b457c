import Foundation

/// A user's templates folder (`--templates DIR`), read once at the start of a run: the renderer
/// receives the texts, so rendering does no I/O. A template the folder lacks falls back to the
/// built-in one.
struct TemplateFolder {
  /// The copies the folder holds, by kind of file: where each was read (errors name it) and its text.
  private(set) var templates: [FileKind: (path: String, text: String)] = [:]

  /// Reads `directory`, warning about a `.mustache` file that is no template of reactorgen's;
  /// nil, with an error, when the folder does not exist.
  init?(reading directory: String, diagnostics: inout Diagnostics) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      diagnostics.error(.template, "templates folder '\(directory)' does not exist", at: nil)
      return nil
    }
    let known = Set(FileKind.allCases.map(\.templateName))
    let present = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for file in present.sorted() where file.hasSuffix(".mustache") && !known.contains(file) {
      diagnostics.warning(
        .template, "'\(file)' in the templates folder is not a reactorgen template and is ignored\(Suggestions.didYouMean(file, in: Array(known)))",
        at: nil)
    }
    for kind in FileKind.allCases {
      let path = (directory as NSString).appendingPathComponent(kind.templateName)
      if let data = FileManager.default.contents(atPath: path) {
        templates[kind] = (path, String(decoding: data, as: UTF8.self))
      }
    }
  }
}
