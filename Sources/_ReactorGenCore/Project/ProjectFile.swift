import Foundation
import ReactorGenSwift
import ReactorGenYAML

/// The project file (`reactorgen.yml`, a name the command line gives it): one entry per target or feature module, each what one
/// `reactorgen <specs> -o <folder> ...` says, so that `reactorgen` with no arguments runs them
/// all (as `swiftgen` runs `swiftgen.yml`). Paths are relative to the file's folder; `specs` are
/// globs (`*`, `?` within a name, `**` across folders).
struct ProjectFile: Sendable, Equatable {
  static let supportedVersions = [1]

  /// One target's run.
  struct Target: Sendable, Equatable {
    /// How messages and the summary name it: the entry's `name`, else its module, else its
    /// output folder's name.
    var name: String
    /// The spec files the globs find, absolute, sorted.
    var specPaths: [String]
    var output: String
    var tests: String?
    var module: String?
    var templates: String?
    var lineDirectives: Bool
    var location: SourceLocation
  }

  /// Every key of an entry, declared once: the decoder reads these, `config init` writes them,
  /// the schema's properties are these (`ProjectFileTests`).
  enum Key: String, CaseIterable {
    case name, specs, output, tests, module, templates, lineDirectives
  }

  /// The top-level keys.
  enum TopKey: String, CaseIterable {
    case version, targets
  }

  /// The file's absolute path.
  var path: String
  var targets: [Target]

  /// The folder the paths are relative to.
  var folder: String { (path as NSString).deletingLastPathComponent }

  /// Reads and checks the project file at `path`: every mistake a located error, a glob that
  /// finds no spec included.
  static func load(_ path: String, diagnostics: inout Diagnostics) -> ProjectFile? {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let before = diagnostics.errors.count
    guard let data = FileManager.default.contents(atPath: absolute) else {
      diagnostics.error(.project, "cannot read the project file", at: SourceLocation(file: path, line: 1, column: 1))
      return nil
    }
    guard let root = YAMLParser().parse([UInt8](data), file: path, diagnostics: &diagnostics) else { return nil }
    var decoder = ProjectDecoder(file: path, folder: (absolute as NSString).deletingLastPathComponent)
    let targets = decoder.decode(root, &diagnostics)
    guard diagnostics.errors.count == before else { return nil }
    return ProjectFile(path: absolute, targets: targets)
  }

  /// The run of `target`, as the command line would make it.
  func run(of target: Target, writing: WriteMode) -> GenerationRun {
    GenerationRun(
      specPaths: target.specPaths, destination: .folders(sources: absolute(target.output), tests: target.tests.map(absolute)), mode: .everything,
      writing: writing, templatesDirectory: target.templates.map(absolute), module: target.module, lineDirectives: target.lineDirectives)
  }

  func absolute(_ relative: String) -> String {
    URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
  }
}

/// Decodes the project file's nodes: unknown keys with a suggestion, a value of the wrong kind,
/// a glob that finds nothing, two entries of one name or one output folder, each at its place.
private struct ProjectDecoder {
  var file: String
  var folder: String

  mutating func decode(_ root: YAMLNode, _ diagnostics: inout Diagnostics) -> [ProjectFile.Target] {
    guard let pairs = root.mapping else {
      diagnostics.error(.project, "a project file is a mapping with 'version: 1' and 'targets:', not \(root.kindDescription)", at: root.location)
      return []
    }
    var top: [String: YAMLNode] = [:]
    for pair in pairs {
      let key = pair.key.scalar ?? ""
      guard ProjectFile.TopKey(rawValue: key) != nil else {
        let keys = ProjectFile.TopKey.allCases.map(\.rawValue)
        diagnostics.error(
          .project, "unknown key '\(key)' in the project file\(Suggestions.didYouMean(key, in: keys)); it has \(keys.joined(separator: ", "))",
          at: pair.key.location)
        continue
      }
      top[key] = pair.value
    }
    if let version = top["version"] {
      if !(version.scalar.flatMap(Int.init).map(ProjectFile.supportedVersions.contains) ?? false) {
        diagnostics.error(.project, "this reactorgen reads project files of version 1", at: version.location)
      }
    } else {
      diagnostics.error(.project, "the project file has no 'version'; add 'version: 1' at the top", at: root.location)
    }
    guard let list = top["targets"] else {
      diagnostics.error(.project, "the project file has no 'targets': list one entry per target, each with 'specs' and 'output'", at: root.location)
      return []
    }
    guard let entries = list.sequence, !entries.isEmpty else {
      diagnostics.error(.project, "'targets' is a list of entries, each with 'specs' and 'output'", at: list.location)
      return []
    }
    var targets: [ProjectFile.Target] = []
    var names: [String: SourceLocation] = [:]
    var outputs: [String: SourceLocation] = [:]
    for entry in entries {
      guard let target = decodeTarget(entry, &diagnostics) else { continue }
      if let first = names[target.name] {
        diagnostics.error(
          .project, "a second target named '\(target.name)' (the first is at \(first.line):\(first.column)); name one otherwise", at: target.location)
        continue
      }
      let output = absolute(target.output)
      if let first = outputs[output] {
        diagnostics.error(
          .project,
          "target '\(target.name)' writes into '\(target.output)' as the target at \(first.line):\(first.column) does: one run generates every spec of a folder; put the specs in one entry",
          at: target.location)
        continue
      }
      names[target.name] = target.location
      outputs[output] = target.location
      targets.append(target)
    }
    return targets
  }

  private func decodeTarget(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> ProjectFile.Target? {
    guard let pairs = node.mapping else {
      diagnostics.error(.project, "a target's entry is a mapping with 'specs' and 'output', not \(node.kindDescription)", at: node.location)
      return nil
    }
    let before = diagnostics.errors.count
    var values: [ProjectFile.Key: YAMLNode] = [:]
    // A misspelt key is one mistake: the key it meant is not said missing too.
    var meant: Set<ProjectFile.Key> = []
    for pair in pairs {
      let key = pair.key.scalar ?? ""
      guard let known = ProjectFile.Key(rawValue: key) else {
        let suggestion = Suggestions.closest(to: key, in: ProjectFile.Key.allCases.map(\.rawValue))
        if let suggestion, let key = ProjectFile.Key(rawValue: suggestion) { meant.insert(key) }
        diagnostics.error(.project, "unknown key '\(key)' in a target" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: pair.key.location)
        continue
      }
      values[known] = pair.value
    }
    func string(_ key: ProjectFile.Key) -> String? {
      guard let value = values[key] else { return nil }
      guard let text = value.scalar, !value.isNull, !text.isEmpty else {
        diagnostics.error(
          .project, "'\(key.rawValue)' is \(key == .module || key == .name ? "a name" : "a path"), not \(value.kindDescription)", at: value.location)
        return nil
      }
      return text
    }
    let output = string(.output)
    if values[.output] == nil && !meant.contains(.output) {
      diagnostics.error(.project, "this target has no 'output': the folder its generated files and the files you own go to", at: node.location)
    }
    let tests = string(.tests)
    let templates = string(.templates)
    var module = string(.module)
    if let name = module, let value = values[.module] {
      if !SwiftIdentifier.isValid(name) {
        diagnostics.error(
          .project, "'\(name)' is not a module name (SwiftPM names the module of a target '\(name)' '\(SwiftIdentifier.moduleName(ofTarget: name))')",
          at: value.location)
        module = nil
      } else if let problem = ImportedNames.problem(withModuleName: name) {
        diagnostics.error(.project, problem, at: value.location)
        module = nil
      }
    }
    var lineDirectives = false
    if let value = values[.lineDirectives] {
      switch value.scalar {
      case "true" where value.scalarStyle == .plain: lineDirectives = true
      case "false" where value.scalarStyle == .plain: break
      default: diagnostics.error(.project, "'lineDirectives' is true or false", at: value.location)
      }
    }
    var specPaths: [String] = []
    if let specs = values[.specs] {
      specPaths = self.specPaths(in: specs, &diagnostics)
    } else if !meant.contains(.specs) {
      diagnostics.error(.project, "this target has no 'specs': the spec files (or globs) it generates from", at: node.location)
    }
    let name = string(.name)
    guard diagnostics.errors.count == before, let output else { return nil }
    return ProjectFile.Target(
      name: name ?? module ?? (output as NSString).lastPathComponent, specPaths: Array(Set(specPaths)).sorted(), output: output, tests: tests,
      module: module, templates: templates,
      lineDirectives: lineDirectives, location: node.location)
  }

  /// The spec files a target's `specs` names, each path or glob relative to the project file.
  private func specPaths(in specs: YAMLNode, _ diagnostics: inout Diagnostics) -> [String] {
    let globs = specs.sequence ?? [specs]
    if globs.isEmpty {
      diagnostics.error(.project, "'specs' names no spec: give a path or a glob such as 'Sources/App/*.reactorgen.yml'", at: specs.location)
    }
    var paths: [String] = []
    for glob in globs {
      guard let pattern = glob.scalar, !glob.isNull, !pattern.isEmpty else {
        diagnostics.error(.project, "a spec is a path or a glob, not \(glob.kindDescription)", at: glob.location)
        continue
      }
      let found = ProjectGlob(pattern).matches(in: folder)
      if found.isEmpty {
        diagnostics.error(.project, "'\(pattern)' finds no spec file (paths are relative to the project file's folder)", at: glob.location)
      }
      paths += found
    }
    return paths
  }

  private func absolute(_ relative: String) -> String {
    URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
  }
}

/// A glob over paths relative to a folder: `*` and `?` within one name, `**` for any number of
/// folders. It looks below the pattern's first wildcard only, skipping hidden folders and the
/// build folders of SwiftPM, Xcode, CocoaPods and Carthage.
struct ProjectGlob {
  var components: [String]

  init(_ pattern: String) {
    components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
  }

  static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "Derived"]

  /// The files under `folder` it matches, absolute, sorted.
  func matches(in folder: String) -> [String] {
    let literal = components.prefix { !Self.isWildcard($0) }
    let base = ([folder] + literal).joined(separator: "/")
    let rest = Array(components.dropFirst(literal.count))
    // A file the literal part names is found when the rest can match nothing (`a.yml`, `a.yml/**`).
    var info = stat()
    if stat(base, &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
      return Self.match(rest[...], [][...]) ? [URL(fileURLWithPath: base).standardizedFileURL.path] : []
    }
    var found: [String] = []
    func walk(_ path: String, _ relative: [String]) {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") {
        let child = path + "/" + name
        var info = stat()
        guard lstat(child, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR where !Self.skippedFolders.contains(name): walk(child, relative + [name])
        case S_IFREG where Self.match(rest[...], (relative + [name])[...]): found.append(URL(fileURLWithPath: child).standardizedFileURL.path)
        default: break
        }
      }
    }
    walk(base, [])
    return found.sorted()
  }

  static func isWildcard(_ component: String) -> Bool { component.contains { $0 == "*" || $0 == "?" || $0 == "[" } }

  static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
    }
    guard let name = path.first, fnmatch(first, name, 0) == 0 else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}
