/// Joins generated files into one Swift file, for the build plugin: a build command must name its
/// outputs before it runs, and one file per spec is a name it can know.
enum SingleFileBundler {
  /// The generated files among `files`, joined into the generated file `fileName`: one header,
  /// the imports of them all, then each file's body under a `// MARK: -` line naming the file it
  /// would otherwise have been.
  static func singleFile(_ files: [OutputFile], named fileName: String, specFiles: [String]) -> OutputFile {
    let parts = files.filter { $0.ownership == .generated }
    let imports = FileImports.joining(parts.map(\.imports))
    let sections = parts.map { part in
      let name = part.path.split(separator: "/").last.map(String.init) ?? part.path
      return "// MARK: - \(name)\n\n" + part.body
    }
    return OutputFile(
      root: .sources, path: fileName, provenance: .generated(from: specFiles), imports: imports,
      body: sections.isEmpty ? "\n" : sections.joined(separator: "\n"), ownership: .generated)
  }

  /// A generated file with nothing but its header and `reason`, for a build command that must
  /// write its declared output although it has nothing to put in it.
  static func placeholder(named fileName: String, specFiles: [String], reason: String) -> OutputFile {
    OutputFile(root: .sources, path: fileName, provenance: .generated(from: specFiles), body: "// " + reason + "\n", ownership: .generated)
  }
}

/// The build plugin's output for one target: one Swift file per spec, with the generated code of
/// everything the spec declares, and one with the module-wide code. The plugin declares these
/// names before the run, so a spec edit rewrites only its own file (and the module-wide one when
/// that changes), and the compiler recompiles only those.
package enum PluginBundles {
  /// The module-wide file: `ServiceProvider`, `BaseService`, `AsyncBridge`.
  package static let moduleFileName = "ReactorGenServiceProvider.swift"

  /// `Todo.reactorgen.yml` → `Todo.reactorgen.swift`: the spec's name with `.swift` for its YAML
  /// extension. The plugin names the file the same way.
  static func fileName(ofSpec specFile: String) -> String {
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
  static func bundles(
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
        var kept = OutputFile(root: .sources, path: group.name, provenance: nil, body: "", ownership: .generated)
        kept.content = .reused
        bundles.append(kept)
        continue
      }
      var texts: [OutputFile] = []
      for var part in group.parts {
        if part.isReused {
          guard let text = readPart(part.path) else {
            diagnostics.error(.output, "'\(part.path)' disappeared during the run; build again", at: nil)
            return nil
          }
          let parts = SwiftFileText.parts(of: text)
          (part.provenance, part.imports, part.content) = (parts.provenance, parts.imports, .rendered(parts.body))
        }
        texts.append(part)
      }
      bundles.append(SingleFileBundler.singleFile(texts, named: group.name, specFiles: group.specFiles))
    }
    return bundles
  }
}
