/// Joins generated files into one Swift file, for the build plugin: a build command must name its
/// outputs before it runs, and one file per spec is a name it can know.
public enum SingleFileBundler {
  /// The generated files among `files`, joined into the generated file `fileName`.
  public static func singleFile(_ files: [OutputFile], named fileName: String, specFiles: [String]) -> OutputFile {
    let header = Headers(specFiles: specFiles).generated().map { "// " + $0 }.joined(separator: "\n")
    let contents = bundle(files.filter { $0.ownership == .generated }, header: header)
    return OutputFile(root: .sources, path: fileName, contents: contents, ownership: .generated)
  }

  /// One file with a single header and import block, then each file's declarations under a
  /// `// MARK: -` line naming the file it would otherwise have been.
  static func bundle(_ files: [OutputFile], header: String) -> String {
    var imports: [String] = []
    var sections: [String] = []
    for file in files {
      var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // Drop the file's own header comment and imports; they are merged above.
      while let first = lines.first, first.hasPrefix("//") || first.isEmpty || first.hasPrefix("import ") || first.hasPrefix("@testable import ") {
        if first.hasPrefix("import ") || first.hasPrefix("@testable import ") {
          if !imports.contains(first) { imports.append(first) }
        }
        lines.removeFirst()
      }
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      sections.append("// MARK: - \(name)\n\n" + lines.joined(separator: "\n"))
    }
    let importBlock = imports.sorted { lhs, rhs in
      // `@testable import` lines go last, as in hand-written test files.
      lhs.hasPrefix("@") == rhs.hasPrefix("@") ? lhs < rhs : !lhs.hasPrefix("@")
    }
    var text = header + "\n"
    if !importBlock.isEmpty { text += "\n" + importBlock.joined(separator: "\n") + "\n" }
    if !sections.isEmpty { text += "\n" + sections.joined(separator: "\n") }
    return TemplateRenderer.tidy(text)
  }
}
