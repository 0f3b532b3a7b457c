import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the last successful run read and wrote, kept in the output folder
/// (`Generated/.reactorgen-record`), so that a rerun with the same inputs over untouched files
/// skips parsing, rendering and comparing altogether.
///
/// The inputs are the digest of the spec bytes, the templates, the options and reactorgen's
/// version. The files are every file the run produced or kept, with the size and modification
/// time a write leaves; a file the user edits or deletes no longer matches, so the next run is a
/// full one: it regenerates an edited generated file (`--check` reports it), recreates a deleted
/// stub, and notes the hooks a user's file still lacks.
public struct RunRecord: Codable, Equatable, Sendable {
  public struct Entry: Codable, Equatable, Sendable {
    public var path: String
    public var size: Int64
    public var modified: Int64
    /// A file the user owns (reported as kept).
    public var owned: Bool
    /// What a generated file was made from (``OutputFile/fingerprint``), when it is one element's.
    public var fingerprint: String?
  }

  public var inputs: String
  public var files: [Entry]

  static let fileName = ".reactorgen-record"

  /// Where the record of runs into `sourcesDirectory` lives.
  public static func path(in sourcesDirectory: String) -> String {
    ((sourcesDirectory as NSString).appendingPathComponent("Generated") as NSString).appendingPathComponent(fileName)
  }

  /// A digest of everything the output depends on; `nil` when an input cannot be read (the run
  /// then does everything, and reports the problem).
  public static func digest(specPaths: [String], templatesDirectory: String?, options: String) -> String? {
    var hasher = Digest()
    hasher.add(ReactorGenVersion.current)
    // A rebuilt reactorgen may generate differently under the same version (a development
    // build): the executable's size and modification time stand for its code.
    if let executable = Bundle.main.executablePath, let info = stat(executable) {
      hasher.add("\(info.size) \(info.modified)")
    }
    hasher.add(options)
    for path in specPaths {
      guard path != SpecLoader.standardInput, let data = FileManager.default.contents(atPath: path) else { return nil }
      hasher.add(path)
      hasher.add(bytes: data)
    }
    if let templatesDirectory {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: templatesDirectory)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
      for name in names {
        guard let data = FileManager.default.contents(atPath: (templatesDirectory as NSString).appendingPathComponent(name)) else { return nil }
        hasher.add(name)
        hasher.add(bytes: data)
      }
    }
    return hasher.hex
  }

  /// The record at `path`, if there is one that reads.
  public static func load(from path: String) -> RunRecord? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode(RunRecord.self, from: data)
  }

  /// Whether every file is as this record left it.
  public var filesAreUntouched: Bool {
    files.allSatisfy { entry in
      guard let now = Self.stat(entry.path) else { return false }
      return now.size == entry.size && now.modified == entry.modified
    }
  }

  /// A record of `paths` as they are on disk now.
  public static func make(inputs: String, generated: [String], owned: [String], fingerprints: [String: String] = [:]) -> RunRecord? {
    var entries: [Entry] = []
    for (path, isOwned) in generated.map({ ($0, false) }) + owned.map({ ($0, true) }) {
      guard let info = stat(path) else { return nil }
      entries.append(Entry(path: path, size: info.size, modified: info.modified, owned: isOwned, fingerprint: isOwned ? nil : fingerprints[path]))
    }
    return RunRecord(inputs: inputs, files: entries.sorted { $0.path < $1.path })
  }

  /// The generated files of this record that are as it left them, with their fingerprints, by
  /// ``OutputFile/rootedPath`` (``GenerationOptions/reusable``): when the inputs changed, the
  /// files made from unchanged elements need not be rendered again.
  public func reusableFiles(sources: String, tests: String?) -> [String: String] {
    let roots = [("sources/", sources)] + (tests.map { [("tests/", $0)] } ?? [])
    var reusable: [String: String] = [:]
    for entry in files where !entry.owned {
      guard let fingerprint = entry.fingerprint, let info = Self.stat(entry.path), info.size == entry.size, info.modified == entry.modified else { continue }
      for (name, folder) in roots {
        let prefix = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        if entry.path.hasPrefix(prefix) {
          reusable[name + entry.path.dropFirst(prefix.count)] = fingerprint
          break
        }
      }
    }
    return reusable
  }

  /// Writes the record atomically; a failure only costs the next run its shortcut.
  public func save(to path: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return }
    let temporary = path + FileWriter.temporarySuffix
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  private static func stat(_ path: String) -> (size: Int64, modified: Int64)? {
    var info = Glibc_stat()
    guard lstat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    #else
      let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    #endif
    return (Int64(info.st_size), modified)
  }
}

#if canImport(Darwin)
  private typealias Glibc_stat = Darwin.stat
#else
  private typealias Glibc_stat = Glibc.stat
#endif
