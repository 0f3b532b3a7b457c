import Foundation
import ReactorGenSwift

/// What the last successful run read and wrote, kept in the output folder
/// (`Generated/.reactorgen/record`), so that a rerun with the same inputs over untouched files
/// skips parsing, rendering and comparing altogether.
///
/// It is a cache of one machine (modification times), so its folder holds a `.gitignore` that
/// keeps it out of commits, as pytest does with its cache folder; its paths are relative to that
/// folder, so a project folder that is moved keeps its record.
///
/// The inputs are the digest of the spec bytes, the templates, the options and reactorgen's
/// version. The files are every file the run produced or kept, with the size and modification
/// time a write leaves; a file the user edits or deletes no longer matches, so the next run is a
/// full one: it regenerates an edited generated file (`--check` reports it), recreates a deleted
/// stub, and notes the hooks a user's file still lacks.
///
/// When the inputs changed, the record still tells what a run can keep (``reusable(sources:tests:)``):
/// the fingerprints of generated files, the reactors they were made from, and the functions each
/// user file declared, for the files as the record left them.
///
/// It is a small text format of its own (see ``text``): reading and writing it as JSON with
/// Foundation cost a quarter of a run after a one-field edit.
struct RunRecord: Equatable, Sendable {
  struct Entry: Equatable, Sendable {
    var path: String
    var size: Int64
    var modified: Int64
    /// A file the user owns (reported as kept).
    var owned: Bool
    /// What a generated file was made from (``OutputFile/fingerprint``), when it is one element's.
    var fingerprint: String?
    /// For a reactor's generated file, the reactor (``OutputFile/reactorSummary``).
    var reactor: ReactorSummary?
    /// For a file the user owns that should hold hooks, the functions it declared (sorted).
    var functions: [String]?

    /// Whether the file is as the record left it: same size and modification time.
    var isUntouched: Bool {
      guard let now = Platform.sizeAndModification(of: path) else { return false }
      return now.size == size && now.modified == modified
    }
  }

  var inputs: String
  var files: [Entry]
  /// The warnings the run gave (an orphaned hook, tests without a module): a rerun that the
  /// record lets skip everything says them again, so that a leftover is named on every run and by
  /// `--check`, not once.
  var warnings: [Diagnostic] = []
  /// The specs whose files the record lists: those the run read, and those of earlier runs into
  /// the same folders whose files it kept. A file of a spec that is gone is removed by the next run.
  var specs: [String] = []
  /// The type names the run asked the target's own files about, and whether they declared each
  /// (``TargetTypesAsked``): a later run whose target answers otherwise is not up to date, and
  /// reuses nothing, since generated code names such a type with the module's name or not.
  var targetTypes: [String: Bool] = [:]

  init(inputs: String, files: [Entry], warnings: [Diagnostic] = [], specs: [String] = [], targetTypes: [String: Bool] = [:]) {
    self.inputs = inputs
    self.files = files
    self.warnings = warnings
    self.specs = specs
    self.targetTypes = targetTypes
  }

  /// Whether the target's files at `folder` still answer what this record's run asked of them.
  func targetStillAnswers(in folder: String?) -> Bool {
    targetTypes.isEmpty || folder.map { UserFileScanner.answer(targetTypes, in: $0) } ?? true
  }

  /// Where the record of runs into `sourcesDirectory` lives.
  static func path(in sourcesDirectory: String) -> String {
    (folder(in: sourcesDirectory) as NSString).appendingPathComponent("record")
  }

  static func folder(in sourcesDirectory: String) -> String {
    ((sourcesDirectory as NSString).appendingPathComponent("Generated") as NSString).appendingPathComponent(".reactorgen")
  }

  /// Where versions before 0.4 kept the record, without a `.gitignore`: removed on the next save.
  static func formerPath(in sourcesDirectory: String) -> String {
    ((sourcesDirectory as NSString).appendingPathComponent("Generated") as NSString).appendingPathComponent(".reactorgen-record")
  }

  static let gitignore = "# Created by reactorgen: a cache of its last run on this machine, not to be committed.\n*\n"

  /// A digest of everything the output depends on; `nil` when an input cannot be read (the run
  /// then does everything, and reports the problem).
  static func digest(specPaths: [String], templatesDirectory: String?, options: String) -> String? {
    var hasher = Digest()
    hasher.add(ReactorGenVersion.current)
    hasher.add(executableIdentity)
    hasher.add(options)
    for path in specPaths {
      guard path != SpecLoader.standardInput, let data = FileManager.default.contents(atPath: path) else { return nil }
      // The name, not the path: the output depends on it alone, and a moved project keeps its record.
      hasher.add(Validator.fileName(path))
      hasher.add(data: data)
    }
    if let templatesDirectory {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: templatesDirectory)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
      for name in names {
        guard let data = FileManager.default.contents(atPath: (templatesDirectory as NSString).appendingPathComponent(name)) else { return nil }
        hasher.add(name)
        hasher.add(data: data)
      }
    }
    return hasher.hex
  }

  /// A rebuilt reactorgen may generate differently under the same version (a development
  /// build): its build ID stands for its code, or where it has none, the executable's size and
  /// modification time. Read once per process.
  static let executableIdentity: String = {
    guard let executable = Bundle.main.executablePath else { return "" }
    if let id = Platform.buildID(ofExecutable: executable) { return id }
    return Platform.sizeAndModification(of: executable).map { "\($0.size) \($0.modified)" } ?? ""
  }()

  /// The record at `path`, if there is one that reads; its paths made absolute again.
  static func load(from path: String) -> RunRecord? {
    guard let data = FileManager.default.contents(atPath: path), var record = RunRecord(text: String(decoding: data, as: UTF8.self)) else {
      return nil
    }
    let folder = Array(components(of: path).dropLast())
    for index in record.files.indices {
      record.files[index].path = joined(components(of: record.files[index].path, from: folder))
    }
    for index in record.warnings.indices {
      if let file = record.warnings[index].location?.file { record.warnings[index].location?.file = joined(components(of: file, from: folder)) }
    }
    record.specs = record.specs.map { joined(components(of: $0, from: folder)) }
    return record
  }

  /// What the writer needs to know of the run this record describes: the files it made and the
  /// specs it made them from.
  var lastRun: FileWriter.LastRun {
    var specsByName: [String: String] = [:]
    for spec in specs { specsByName[SpecLoader.fileName(ofSpecAt: spec)] = spec }
    return FileWriter.LastRun(
      generated: Set(files.filter { !$0.owned }.map(\.path)), owned: Set(files.filter(\.owned).map(\.path)), specsByName: specsByName)
  }

  /// Whether each `Generated/` folder of `roots` holds only Swift files this record lists: one
  /// copied in since is for a full run to name.
  func listsEveryGeneratedFile(in roots: [String]) -> Bool {
    let recorded = Set(files.map(\.path))
    return roots.allSatisfy { root in
      let folder = Self.joined(Self.components(of: (root as NSString).appendingPathComponent("Generated")))
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.allSatisfy { !$0.hasSuffix(".swift") || recorded.contains((folder as NSString).appendingPathComponent($0)) }
    }
  }

  /// Whether every spec the record names is still there: a file of one that is gone must go.
  var specsExist: Bool { specs.allSatisfy { Platform.sizeAndModification(of: $0) != nil } }

  /// Whether every file is as this record left it.
  var filesAreUntouched: Bool { files.allSatisfy(\.isUntouched) }

  /// A record of the files a run reported (written, unchanged or kept) as they are on disk now.
  static func make(
    inputs: String, report: FileWriter.Report, warnings: [Diagnostic] = [], specs: [String] = [], targetTypes: [String: Bool] = [:]
  ) -> RunRecord? {
    let owned = Set(report.kept + report.createdOwned + report.leftovers + report.otherRuns.owned)
    let generated = (report.created + report.updated + report.unchanged + report.otherRuns.generated).filter { !owned.contains($0) }
    var entries: [Entry] = []
    for (path, isOwned) in generated.map({ ($0, false) }) + owned.sorted().map({ ($0, true) }) {
      guard let info = Platform.sizeAndModification(of: path) else { return nil }
      var entry = Entry(path: path, size: info.size, modified: info.modified, owned: isOwned)
      if isOwned {
        entry.functions = report.declaredFunctions[path]?.sorted()
      } else {
        entry.fingerprint = report.fingerprints[path]
        entry.reactor = report.reactorSummaries[path]
      }
      entries.append(entry)
    }
    // Located in files a later run can name the same way: absolute paths.
    // Not the output's: a generated file no run had recorded is named once, and this record
    // knows it from now on.
    let located = warnings.filter { $0.severity == .warning && $0.rule != .output }.map { warning in
      var warning = warning
      if let file = warning.location?.file { warning.location?.file = joined(components(of: file)) }
      return warning
    }
    // This run's specs, and those of the files it kept for other runs.
    let absoluteSpecs = (specs + report.otherRuns.specs).filter { $0 != SpecLoader.standardInput }.map { joined(components(of: $0)) }
    var seen: Set<String> = []
    return RunRecord(
      inputs: inputs, files: entries.sorted { $0.path < $1.path }, warnings: located,
      specs: absoluteSpecs.filter { seen.insert($0).inserted }.sorted(), targetTypes: targetTypes)
  }

  /// What of this record's files a run with changed inputs can still use: the files as it left
  /// them, by ``OutputFile/rootedPath``.
  struct Reusable: Equatable, Sendable {
    /// The generated files' fingerprints (``GenerationOptions/reusable``): the files made from
    /// unchanged elements need not be rendered again.
    var fingerprints: [String: String] = [:]
    /// The reactors of reactors' generated files (``GenerationOptions/reactorSummaries``).
    var reactors: [String: ReactorSummary] = [:]
    /// The functions declared in the user's files, by absolute path (``FileWriter/knownFunctions``).
    var functions: [String: Set<String>] = [:]

    init() {}
  }

  /// What this record offers a run into `sources` and `tests`; files changed since are left out.
  func reusable(sources: String, tests: String?) -> Reusable {
    let roots = [("sources/", sources), ("tests/", tests)].compactMap { name, folder in
      folder.map { (name, Self.joined(Self.components(of: $0)) + "/") }
    }
    var reusable = Reusable()
    for entry in files {
      guard entry.fingerprint != nil || entry.functions != nil, let info = Platform.sizeAndModification(of: entry.path), info.size == entry.size,
        info.modified == entry.modified
      else { continue }
      if let functions = entry.functions { reusable.functions[entry.path] = Set(functions) }
      guard let fingerprint = entry.fingerprint, let (name, prefix) = roots.first(where: { entry.path.hasPrefix($0.1) }) else { continue }
      let rootedPath = name + entry.path.dropFirst(prefix.count)
      reusable.fingerprints[rootedPath] = fingerprint
      reusable.reactors[rootedPath] = entry.reactor
    }
    return reusable
  }

  /// Writes the record atomically, with paths relative to its folder, and the folder's
  /// `.gitignore`; removes a record where versions before 0.4 kept it. A failure only costs the
  /// next run its shortcut.
  func save(to path: String) {
    let folder = Self.joined(Self.components(of: path).dropLast())
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let ignore = (folder as NSString).appendingPathComponent(".gitignore")
    if !FileManager.default.fileExists(atPath: ignore) {
      _ = FileManager.default.createFile(atPath: ignore, contents: Data(Self.gitignore.utf8))
    }
    let former = (((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
    unlink(Self.formerPath(in: former))
    var relative = self
    let current = Self.components(of: FileManager.default.currentDirectoryPath, from: [])
    let base = Self.components(of: folder, from: current)
    var relativeToFolder = RelativePaths(from: base, current: current)
    for index in relative.files.indices {
      relative.files[index].path = relativeToFolder.path(of: files[index].path)
    }
    for index in relative.warnings.indices {
      if let file = warnings[index].location?.file { relative.warnings[index].location?.file = relativeToFolder.path(of: file) }
    }
    relative.specs = specs.map { relativeToFolder.path(of: $0) }
    let temporary = path + FileWriter.temporarySuffix
    guard FileManager.default.createFile(atPath: temporary, contents: Data(relative.text.utf8)) else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// Paths from one folder, as ``relativePath(of:from:)`` gives them, for the thousands of a
  /// record that share a few folders: each folder's path is worked out once, and a file's is its
  /// folder's and its name. As bytes: hashing or comparing paths as strings cost more than the
  /// rest of saving a record.
  struct RelativePaths {
    private let base: [Substring]
    private let current: [Substring]
    /// The folders seen: each one's bytes, its path from `base`, and the component of `base` just
    /// inside it, when `base` is inside it (a file of that name is an ancestor of `base`).
    private var folders: [(bytes: [UInt8], relative: [UInt8], baseInside: Substring?)] = []

    /// `base`: the folder's components; `current`: the current folder's.
    init(from base: [Substring], current: [Substring]) {
      self.base = base
      self.current = current
    }

    mutating func path(of path: String) -> String {
      var bytes = path
      let relative = bytes.withUTF8 { bytes in fromKnownFolder(bytes) }
      guard let relative else { return RunRecord.relativePath(of: RunRecord.components(of: path, from: current), from: base) }
      return String(decoding: relative, as: UTF8.self)
    }

    /// `path`'s folder's path and its name, or nil when the name is not a plain one (`.`, `..`,
    /// none, or the name of a folder `base` is in) or the path has no folder.
    private mutating func fromKnownFolder(_ path: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
      let slash = UInt8(ascii: "/")
      guard let last = path.lastIndex(of: slash), last > 0 else { return nil }
      let name = path[(last + 1)...]
      guard !name.isEmpty, name.count > 2 || name.contains(where: { $0 != UInt8(ascii: ".") }) else { return nil }
      let parent = path[..<last]
      let folder: (bytes: [UInt8], relative: [UInt8], baseInside: Substring?)
      if let known = folders.first(where: { $0.bytes.elementsEqual(parent) }) {
        folder = known
      } else {
        let components = RunRecord.components(of: String(decoding: UnsafeBufferPointer(rebasing: parent), as: UTF8.self), from: current)
        let baseInside = base.count > components.count && base.starts(with: components) ? base[components.count] : nil
        folder = (Array(parent), Array(RunRecord.relativePath(of: components, from: base).utf8), baseInside)
        folders.append(folder)
      }
      // Compared as names are (canonically), as the whole path's components would be.
      if let inside = folder.baseInside, inside == String(decoding: UnsafeBufferPointer(rebasing: name), as: UTF8.self)[...] { return nil }
      return folder.relative.isEmpty ? Array(name) : folder.relative + [slash] + name
    }
  }

  /// `path` (absolute) from `folder` (absolute): `../TaskService.swift`.
  static func relativePath(of path: String, from folder: String) -> String {
    let current = components(of: FileManager.default.currentDirectoryPath, from: [])
    return relativePath(of: components(of: path, from: current), from: components(of: folder, from: current))
  }

  /// The same, from components (a record's thousands of paths share the folder's and the current
  /// folder's, made once).
  static func relativePath(of target: [Substring], from base: [Substring]) -> String {
    var common = 0
    while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
    return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
  }

  /// The components of `path` with `.` and `..` resolved, a relative path taken from `base` (the
  /// current folder's components when `nil`): what `URL.standardizedFileURL` gives, without its
  /// cost, which a record listing thousands of files paid on every run (a no-op at 1,000 reactors
  /// spent 80% of its time there).
  static func components(of path: String, from base: [Substring]? = nil) -> [Substring] {
    var parts = path.utf8.first == UInt8(ascii: "/") ? [] : base ?? components(of: FileManager.default.currentDirectoryPath, from: [])
    // Split as bytes, in one pass: `/` and `.` are ASCII, and splitting the characters of
    // thousands of paths cost more than the rest of saving the record.
    let bytes = path.utf8
    var start = bytes.startIndex
    func take(upTo end: String.Index) {
      switch bytes.distance(from: start, to: end) {
      case 0: return
      case 1 where bytes[start] == UInt8(ascii: "."): return
      case 2 where bytes[start] == UInt8(ascii: ".") && bytes[bytes.index(after: start)] == UInt8(ascii: "."):
        if !parts.isEmpty { parts.removeLast() }
      default: parts.append(path[start..<end])
      }
    }
    var index = start
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "/") {
        take(upTo: index)
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    take(upTo: bytes.endIndex)
    return parts
  }

  /// An absolute path from its components.
  static func joined<Parts: Sequence<Substring>>(_ parts: Parts) -> String {
    "/" + parts.joined(separator: "/")
  }

  // MARK: Text

  /// The first line of a record; a record with another first line is not read.
  private static let header = "reactorgen-record 4"

  /// The header, the inputs, one line per warning (`w`, its rule, file, line, column and
  /// message; an empty file for none), one line per spec (`s` and its path), one line per type
  /// name asked of the target (`t`, the name, `1` when declared, `0` when not), then one line per file of tab-separated fields: `o` (owned) or `g`,
  /// size, modification time, path, fingerprint, the reactor's name, its flags (`a` when it is
  /// async, `o` when it has observableState), its hooks, and the functions a user's file declares (`-` when not read). Lists are separated by
  /// spaces; a field escapes `\`, tab, carriage return, line feed and space.
  var text: String {
    var out: [UInt8] = []
    out.reserveCapacity(200 * (files.count + 1))
    func add(_ text: String, escaping: Bool = true) { out.append(contentsOf: (escaping ? Self.escaped(text) : text).utf8) }
    func add(_ list: [String]) {
      for (index, item) in list.enumerated() {
        if index > 0 { out.append(UInt8(ascii: " ")) }
        add(item)
      }
    }
    let tab = UInt8(ascii: "\t")
    add(Self.header + "\ninputs\t", escaping: false)
    add(inputs)
    out.append(UInt8(ascii: "\n"))
    for warning in warnings {
      out.append(UInt8(ascii: "w"))
      for field in [
        warning.rule.rawValue, warning.location?.file ?? "", String(warning.location?.line ?? 0), String(warning.location?.column ?? 0),
        warning.message,
      ] {
        out.append(tab)
        add(field)
      }
      out.append(UInt8(ascii: "\n"))
    }
    for spec in specs {
      out.append(UInt8(ascii: "s"))
      out.append(tab)
      add(spec)
      out.append(UInt8(ascii: "\n"))
    }
    for (name, declared) in targetTypes.sorted(by: { $0.key < $1.key }) {
      out.append(UInt8(ascii: "t"))
      out.append(tab)
      add(name)
      out.append(tab)
      out.append(declared ? UInt8(ascii: "1") : UInt8(ascii: "0"))
      out.append(UInt8(ascii: "\n"))
    }
    for entry in files {
      out.append(entry.owned ? UInt8(ascii: "o") : UInt8(ascii: "g"))
      for number in [entry.size, entry.modified] {
        out.append(tab)
        add(String(number), escaping: false)
      }
      out.append(tab)
      add(entry.path)
      out.append(tab)
      add(entry.fingerprint ?? "")
      out.append(tab)
      add(entry.reactor?.name ?? "")
      out.append(tab)
      if entry.reactor?.isAsync == true { out.append(UInt8(ascii: "a")) }
      if entry.reactor?.isObservable == true { out.append(UInt8(ascii: "o")) }
      out.append(tab)
      add(entry.reactor?.hooks ?? [])
      out.append(tab)
      if let functions = entry.functions { add(functions) } else { out.append(UInt8(ascii: "-")) }
      out.append(UInt8(ascii: "\n"))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads ``text``; `nil` for anything else. Works on UTF-8 bytes: every separator is ASCII and
  /// never appears escaped.
  init?(text: String) {
    var text = text
    let record: RunRecord? = text.withUTF8 { bytes in
      var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      guard lines.count >= 3, lines.removeLast().isEmpty, Self.string(lines[0]) == Self.header else { return nil }
      let first = lines[1].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard first.count == 2, Self.string(first[0]) == "inputs" else { return nil }
      var files: [Entry] = []
      var warnings: [Diagnostic] = []
      var specs: [String] = []
      var targetTypes: [String: Bool] = [:]
      files.reserveCapacity(lines.count - 2)
      for line in lines.dropFirst(2) {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        if fields.first.map(Self.string) == "s" {
          guard fields.count == 2 else { return nil }
          specs.append(Self.unescaped(fields[1]))
          continue
        }
        if fields.first.map(Self.string) == "t" {
          guard fields.count == 3, ["0", "1"].contains(Self.string(fields[2])) else { return nil }
          targetTypes[Self.unescaped(fields[1])] = Self.string(fields[2]) == "1"
          continue
        }
        if fields.first.map(Self.string) == "w" {
          guard let warning = Self.warning(fields) else { return nil }
          warnings.append(warning)
          continue
        }
        guard let entry = Self.entry(fields) else { return nil }
        files.append(entry)
      }
      return RunRecord(inputs: Self.unescaped(first[1]), files: files, warnings: warnings, specs: specs, targetTypes: targetTypes)
    }
    guard let record else { return nil }
    self = record
  }

  /// A `w` line's warning.
  private static func warning(_ fields: [Slice<UnsafeBufferPointer<UInt8>>]) -> Diagnostic? {
    guard fields.count == 6, let rule = DiagnosticRule(rawValue: Self.unescaped(fields[1])), let lineNumber = Int(Self.string(fields[3])),
      let column = Int(Self.string(fields[4]))
    else { return nil }
    let file = Self.unescaped(fields[2])
    let location = file.isEmpty ? nil : SourceLocation(file: file, line: lineNumber, column: column)
    return .warning(rule, Self.unescaped(fields[5]), at: location)
  }

  /// A file's line (`o` or `g`).
  private static func entry(_ fields: [Slice<UnsafeBufferPointer<UInt8>>]) -> Entry? {
    guard fields.count == 9, fields[0].count == 1, let kind = fields[0].first, kind == UInt8(ascii: "o") || kind == UInt8(ascii: "g"),
      let size = Int64(Self.string(fields[1])), let modified = Int64(Self.string(fields[2]))
    else { return nil }
    func list(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> [String] { field.split(separator: UInt8(ascii: " ")).map(Self.unescaped) }
    var entry = Entry(path: Self.unescaped(fields[3]), size: size, modified: modified, owned: kind == UInt8(ascii: "o"))
    entry.fingerprint = fields[4].isEmpty ? nil : Self.unescaped(fields[4])
    if !fields[5].isEmpty {
      let flags = fields[6]
      entry.reactor = ReactorSummary(
        name: Self.unescaped(fields[5]), hooks: list(fields[7]), isAsync: flags.contains(UInt8(ascii: "a")),
        isObservable: flags.contains(UInt8(ascii: "o")))
    }
    entry.functions = Self.string(fields[8]) == "-" ? nil : list(fields[8])
    return entry
  }

  private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func unescaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    bytes.contains(UInt8(ascii: "\\")) ? unescaped(Substring(string(bytes))) : string(bytes)
  }

  /// Escapes by Unicode scalar, so that no `\r\n` pair can hide a line feed in a character.
  private static func escaped(_ field: String) -> String {
    // Read from the string's storage: iterating the UTF-8 view of every path costs ten times more.
    var bytes = field
    let special = bytes.withUTF8 { bytes in
      bytes.contains { byte in
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
          || byte == UInt8(ascii: " ")
      }
    }
    guard special else { return field }
    var result = String.UnicodeScalarView()
    for scalar in field.unicodeScalars {
      switch scalar {
      case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\r": result.append(contentsOf: "\\r".unicodeScalars)
      case " ": result.append(contentsOf: "\\s".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func unescaped(_ field: Substring) -> String {
    guard field.utf8.contains(UInt8(ascii: "\\")) else { return String(field) }
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in field.unicodeScalars {
      if escaping {
        switch scalar {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "s": result.append(" ")
        default: result.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}

extension GenerationOptions {
  /// Reuses what a run record offers (``RunRecord/reusable(sources:tests:)``); `base` is
  /// ``fingerprintBase``.
  mutating func reuse(_ record: RunRecord.Reusable, base: String) {
    fingerprintBase = base
    reusable = record.fingerprints
    reactorSummaries = record.reactors
  }
}
