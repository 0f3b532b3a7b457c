/// Joins generated files into one Swift file, for the build plugin: a build command must name its
/// outputs before it runs, and one file per spec is a name it can know.
public enum SingleFileBundler {
  /// The generated files among `files`, joined into the generated file `fileName`.
  public static func singleFile(_ files: [OutputFile], named fileName: String, specFiles: [String]) -> OutputFile {
    let contents = bundle(files.filter { $0.ownership == .generated }, header: header(specFiles))
    return OutputFile(root: .sources, path: fileName, contents: contents, ownership: .generated)
  }

  /// A generated file with nothing but its header and `reason`, for a build command that must
  /// write its declared output although it has nothing to put in it.
  public static func placeholder(named fileName: String, specFiles: [String], reason: String) -> OutputFile {
    OutputFile(root: .sources, path: fileName, contents: header(specFiles) + "\n\n// " + reason + "\n", ownership: .generated)
  }

  private static func header(_ specFiles: [String]) -> String {
    Headers(specFiles: specFiles).generated().map { "// " + $0 }.joined(separator: "\n")
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

/// The build plugin's output for one target: one Swift file per spec, with the generated code of
/// everything the spec declares, and one with the module-wide code. The plugin declares these
/// names before the run, so a spec edit rewrites only its own file (and the module-wide one when
/// that changes), and the compiler recompiles only those.
public enum PluginBundles {
  /// The module-wide file: `ServiceProvider`, `BaseService`, `AsyncBridge`.
  public static let moduleFileName = "ReactorGenServiceProvider.swift"

  /// `Todo.reactorgen.yml` → `Todo.reactorgen.swift`: the spec's name with `.swift` for its YAML
  /// extension. The plugin names the file the same way.
  public static func fileName(ofSpec specFile: String) -> String {
    for suffix in [".yml", ".yaml"] where specFile.hasSuffix(suffix) {
      return specFile.dropLast(suffix.count) + ".swift"
    }
    return specFile + ".swift"
  }

  /// The bundles of `parts` (the generated files of a run into `partsDirectory`): one per spec of
  /// `specFiles`, then the module-wide one, each joining its parts in path order. A bundle all of whose parts were reused
  /// (``OutputFile/isReused``) is itself reused when `isIntact` says the earlier one is in place;
  /// otherwise `readPart` gives the text of a reused part, by its path. `nil` when one cannot be
  /// read.
  public static func bundles(
    of parts: [OutputFile], specFiles: [String], isIntact: (String) -> Bool, readPart: (String) -> String?, diagnostics: inout Diagnostics
  ) -> [OutputFile]? {
    // In path order: a run that keeps unchanged reactors lists them after the ones it rendered,
    // and a bundle must not depend on which run made it.
    let generated = parts.filter { $0.ownership == .generated && $0.root == .sources && !$0.isListedOnly }.sorted { $0.path < $1.path }
    var groups: [(name: String, specFiles: [String], parts: [OutputFile])] = specFiles.map { spec in
      (fileName(ofSpec: spec), [spec], generated.filter { $0.specFile == spec })
    }
    groups.append((moduleFileName, specFiles, generated.filter { $0.specFile == nil }))
    var bundles: [OutputFile] = []
    for group in groups {
      if group.parts.allSatisfy(\.isReused), isIntact(group.name) {
        var kept = OutputFile(root: .sources, path: group.name, contents: "", ownership: .generated)
        kept.isReused = true
        bundles.append(kept)
        continue
      }
      var texts: [OutputFile] = []
      for var part in group.parts {
        if part.isReused {
          guard let text = readPart(part.path) else {
            diagnostics.error("'\(part.path)' disappeared during the run; build again", at: nil)
            return nil
          }
          part.contents = text
        }
        texts.append(part)
      }
      bundles.append(SingleFileBundler.singleFile(texts, named: group.name, specFiles: group.specFiles))
    }
    return bundles
  }
}
