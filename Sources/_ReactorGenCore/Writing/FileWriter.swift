import Foundation
import ReactorGenSwift

/// Puts rendered files on disk without ever harming the user's work:
/// - a generated file replaces only a file that reactorgen generated (it checks the header);
/// - a user-owned file is created once and never touched again;
/// - nothing is written outside the output folders (no symbolic link inside them is followed),
///   and only files whose content changed;
/// - a run plans everything first, then writes every new content to a temporary file beside its
///   target, and only when all are written renames them into place: a run that fails at any
///   point leaves the tree as it was;
/// - runs into the same output folder take turns (an advisory lock on the folder).
struct FileWriter {
  /// The run's ``WriteMode`` and ``WriteReport``, which the CLI sees.
  typealias Mode = WriteMode
  typealias Report = WriteReport

  var sourcesDirectory: String
  var testsDirectory: String?
  /// Spec file names of this run: stale generated files are removed only if they came from one
  /// of them, and orphaned user-owned files from them are reported. Empty when the run does not
  /// produce every file (no removal at all).
  var specFiles: [String]
  /// What the previous run into these folders recorded (its run record): a file it made from a
  /// spec that is gone since is stale. Empty when the run does not produce every file.
  var lastRun = LastRun()
  /// No other run writes into these folders (the build plugin's, one run per target): every
  /// generated file this run does not make is stale.
  var isTheFoldersOnlyRun = false
  /// Told when another run holds an output folder and this one waits for it.
  var onWait: (@Sendable (String) -> Void)?
  /// The functions declared in files the user owns that are untouched since a run read them
  /// (from the run record), by path: those files need not be read again for the hook notes.
  var knownFunctions: [String: Set<String>] = [:]
  /// Test seam: an error (`errno`) to fail the write of a temporary file with, by target path.
  var injectedWriteFailure: (@Sendable (String) -> Int32?)?

  init(sourcesDirectory: String, testsDirectory: String?, specFiles: [String]) {
    self.sourcesDirectory = sourcesDirectory
    self.testsDirectory = testsDirectory
    self.specFiles = specFiles
  }

  /// The suffix of reactorgen's temporary files, swept from the output folders on every run.
  static let temporarySuffix = ".reactorgen-tmp"

  /// The files a previous run made, and the specs it made them from (absolute paths).
  struct LastRun: Sendable, Equatable {
    var generated: Set<String> = []
    var owned: Set<String> = []
    /// The path each spec was read from, by the name files' headers give it.
    var specsByName: [String: String] = [:]

    /// Whether every spec `provenance` names is gone from where that run read it (`nil`: a spec
    /// the run did not read).
    func specsAreGone(_ provenance: Provenance) -> Bool? {
      let paths = provenance.specFiles.map { specsByName[$0] }
      guard !paths.isEmpty, !paths.contains(nil) else { return nil }
      return paths.allSatisfy { path in
        var info = stat()
        return lstat(path!, &info) != 0
      }
    }
  }

  private enum Action {
    case write(path: String, contents: String)
    case remove(path: String)
  }

  func apply(_ files: [OutputFile], mode: Mode, diagnostics: inout Diagnostics) -> Report? {
    let before = diagnostics.errors.count
    // Resolution refuses two files at one path, at the spec's line; this keeps a run that got past
    // it (a kind of file whose path nothing checks) from writing one and failing on the other.
    var paths: Set<String> = []
    paths.reserveCapacity(files.count)
    for file in files where !paths.insert(file.rootedPath.lowercased()).inserted {
      diagnostics.error(
        .output, "this run makes '\(file.path)' twice (or two files whose names differ only in case); rename what makes one of them",
        at: nil)
    }
    var roots: [OutputFile.Root: String] = [:]
    for (root, path) in [(OutputFile.Root.sources, sourcesDirectory), (.tests, testsDirectory)] {
      guard let path else { continue }
      if let checked = checkRoot(path, &diagnostics) { roots[root] = checked }
    }
    guard diagnostics.errors.count == before else { return nil }

    guard mode == .write else {
      var (report, _) = plan(files, roots: roots, &diagnostics)
      report.removed.sort()
      return diagnostics.errors.count == before ? report : nil
    }
    // Runs into the same folders take turns; planning reads what the previous run wrote. The
    // roots are made before they are locked, so every run locks the same folders whether or not
    // they existed; those this run made and left empty are removed as it ends.
    var createdRoots: [String] = []
    let locks = lock(Array(Set(roots.values)).sorted(), createdRoots: &createdRoots, &diagnostics)
    defer {
      // Still under the lock: a run waiting for it sees the folder gone and makes it again.
      createdRoots.reversed().forEach { _ = rmdir($0) }
      locks.forEach { close($0) }
    }
    guard diagnostics.errors.count == before else { return nil }

    var (report, actions) = plan(files, roots: roots, &diagnostics)
    guard diagnostics.errors.count == before else { return nil }
    report.removed.sort()
    sweepTemporaries(in: Array(roots.values))
    guard commit(actions, &diagnostics) else { return nil }
    return report
  }

  // MARK: Planning

  /// The root as an absolute path; it may not exist yet, but may not be a file.
  private func checkRoot(_ path: String, _ diagnostics: inout Diagnostics) -> String? {
    guard !path.isEmpty else {
      diagnostics.error(.output, "the output folder path is empty", at: nil)
      return nil
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var info = stat()
    if stat(absolute, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
      diagnostics.error(.output, "the output folder '\(absolute)' is a file, not a folder", at: nil)
      return nil
    }
    return absolute
  }

  private func plan(_ files: [OutputFile], roots: [OutputFile.Root: String], _ diagnostics: inout Diagnostics) -> (Report, [Action]) {
    var plan = Plan()
    // Sized once: grown from empty, each would hash every path again a dozen times.
    plan.planned.reserveCapacity(files.count)
    plan.report.fingerprints.reserveCapacity(files.count)
    plan.report.reactorSummaries.reserveCapacity(files.count)
    var folders: Set<String> = []
    for file in files {
      guard let root = roots[file.root] else { continue }
      guard let path = target(file.path, in: root, folders: &folders, &diagnostics) else { continue }
      plan.planned.insert(path)
      if let fingerprint = file.fingerprint { plan.report.fingerprints[path] = fingerprint }
      if let summary = file.reactorSummary { plan.report.reactorSummaries[path] = summary }
      if file.isReused {
        // The output of an earlier run from the same inputs, untouched since.
        plan.report.unchanged.append(path)
        continue
      }
      switch file.ownership {
      case .generated: planGenerated(file, at: path, into: &plan, &diagnostics)
      case .userOwned(let hooks): planUserOwned(file, at: path, hooks: hooks, into: &plan, &diagnostics)
      }
    }
    guard !specFiles.isEmpty || !lastRun.generated.isEmpty || isTheFoldersOnlyRun else { return (plan.report, plan.actions) }

    // Generated files this run does not make: those of its specs go, and those a previous run
    // made from a spec that is gone since (removed, renamed, a reactor backed out); those of
    // another run's specs stay, recorded again; any other is named, never kept silently.
    for root in Set(roots.values).sorted() {
      planStaleGenerated(in: root, into: &plan, &diagnostics)
      planStaleOwned(in: root, into: &plan, &diagnostics)
    }
    return (plan.report, plan.actions)
  }

  /// What a run is planning: its report, its actions and every path it makes.
  private struct Plan {
    var report = Report()
    var actions: [Action] = []
    var planned: Set<String> = []
  }

  /// A generated file: created, updated or unchanged; never one reactorgen did not generate.
  private func planGenerated(_ file: OutputFile, at path: String, into plan: inout Plan, _ diagnostics: inout Diagnostics) {
    let existing: String?
    switch read(path) {
    case .missing: existing = nil
    case .contents(let text): existing = text
    case .problem(let message):
      diagnostics.error(.output, message, at: nil)
      return
    }
    guard let existing else {
      plan.report.created.append(path)
      plan.actions.append(.write(path: path, contents: file.contents))
      return
    }
    guard Provenance(firstLineOf: existing)?.isGenerated == true else {
      diagnostics.error(.output, "refusing to overwrite '\(path)': it was not generated by reactorgen (move or rename it)", at: nil)
      return
    }
    if existing == file.contents {
      plan.report.unchanged.append(path)
    } else {
      plan.report.updated.append(path)
      plan.actions.append(.write(path: path, contents: file.contents))
    }
  }

  /// A file the user owns: created once, then kept, with notes on the hooks it lacks or no longer needs.
  private func planUserOwned(_ file: OutputFile, at path: String, hooks: [String], into plan: inout Plan, _ diagnostics: inout Diagnostics) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      // Not rendered because it existed when the run began (see GenerationOptions).
      guard case .rendered = file.content else {
        diagnostics.error(.output, "'\(path)' disappeared during the run; run reactorgen again", at: nil)
        return
      }
      plan.report.created.append(path)
      plan.report.createdOwned.append(path)
      let contents = file.contents
      plan.actions.append(.write(path: path, contents: contents))
      // Recorded now, so that the next run need not read the file back to find them.
      if !hooks.isEmpty { plan.report.declaredFunctions[path] = file.declaredFunctions ?? FunctionSelector.declared(in: contents) }
      return
    }
    plan.report.kept.append(path)
    guard !hooks.isEmpty else { return }
    let declared: Set<String>
    if let known = knownFunctions[path] {
      declared = known
    } else {
      switch read(path) {
      case .contents(let text): declared = FunctionSelector.declared(in: text)
      case .missing: declared = []
      case .problem(let message):
        diagnostics.error(.output, message, at: nil)
        return
      }
    }
    plan.report.declaredFunctions[path] = declared
    for hook in hooks where !declared.contains(hook) {
      diagnostics.note(.userFile, Self.unimplementedMessage(hook), at: SourceLocation(file: path, line: 1, column: 1))
    }
    // Hooks the spec no longer asks for (an action removed, a mutation made declarative):
    // nothing calls them; said at each, since reactorgen never edits the file.
    let orphans = declared.filter { Naming.hasHookShape($0) && !hooks.contains($0) }
    if !orphans.isEmpty, case .contents(let text) = read(path) {
      for declaration in FunctionSelector.declarations(in: text) where orphans.contains(declaration.selector) && !declaration.isPrivate {
        diagnostics.warning(
          .userFile, Self.orphanMessage(declaration.selector), at: SourceLocation(file: path, line: declaration.line, column: 1))
      }
    }
  }

  /// Generated files in `root` this run does not make.
  private func planStaleGenerated(in root: String, into plan: inout Plan, _ diagnostics: inout Diagnostics) {
    let specs = Set(specFiles)
    let generatedFolder = (root as NSString).appendingPathComponent("Generated")
    let elsewhere = lastRun.generated.filter { $0.hasPrefix(root + "/") && !$0.hasPrefix(generatedFolder + "/") }.sorted()
    for path in swiftFiles(in: generatedFolder) + elsewhere where !plan.planned.contains(path) {
      guard case .contents(let text) = read(path), let provenance = Provenance(firstLineOf: text), provenance.isGenerated else { continue }
      let isFromThisRun = !specs.isDisjoint(with: provenance.specFiles)
      let specsAreGone = isTheFoldersOnlyRun ? true : lastRun.generated.contains(path) ? lastRun.specsAreGone(provenance) : nil
      if isFromThisRun || specsAreGone == true {
        plan.report.removed.append(path)
        plan.actions.append(.remove(path: path))
        continue
      }
      // Kept and recorded; one no run recorded (copied in, or from a record of an earlier
      // format) is named once, then known.
      plan.report.otherRuns.generated.append(path)
      plan.report.otherRuns.specs += provenance.specFiles.compactMap { lastRun.specsByName[$0] }
      if !lastRun.generated.contains(path) {
        diagnostics.warning(
          .output,
          "this file was generated from \(provenance.specFiles.joined(separator: ", ")), which this run does not read, and no run into this folder recorded it: delete it if that spec is gone, or name the spec in this run",
          at: SourceLocation(file: path, line: 1, column: 1))
      }
    }
  }

  /// Files the user owns in `root` that were made for a spec this run does not read, or for
  /// something its specs no longer declare.
  private func planStaleOwned(in root: String, into plan: inout Plan, _ diagnostics: inout Diagnostics) {
    let specs = Set(specFiles)
    let generatedFolder = (root as NSString).appendingPathComponent("Generated")
    for path in swiftFiles(in: root) where !plan.planned.contains(path) {
      guard case .contents(let text) = read(path), let provenance = Provenance(firstLineOf: text), !provenance.isGenerated else { continue }
      let isFromThisRun = !specs.isDisjoint(with: provenance.specFiles)
      // A file the last run recorded without its spec was a leftover already.
      let specsAreGone = lastRun.owned.contains(path) ? lastRun.specsAreGone(provenance) ?? true : nil
      if !isFromThisRun && specsAreGone == false {
        plan.report.otherRuns.owned.append(path)
        plan.report.otherRuns.specs += provenance.specFiles.compactMap { lastRun.specsByName[$0] }
      }
      guard isFromThisRun || specsAreGone == true else { continue }
      // A reactor's logic file whose reactor is still generated: the reactor only lost its hooks.
      let name = (path as NSString).lastPathComponent
      let reactor = name.hasSuffix("+Logic.swift") ? String(name.dropLast("+Logic.swift".count)) : nil
      if let reactor, plan.planned.contains((generatedFolder as NSString).appendingPathComponent("\(reactor).swift")) {
        diagnostics.warning(
          .userFile,
          "\(reactor) has no hooks any more (the spec no longer asks for any): nothing calls the functions of this file; move what you wrote, then delete it",
          at: SourceLocation(file: path, line: 1, column: 1))
      } else if !isFromThisRun {
        // Recorded again, so that every later run names it too until it is gone.
        plan.report.leftovers.append(path)
        diagnostics.warning(
          .userFile,
          "this file was created for \(provenance.specFiles.joined(separator: ", ")), which is gone (a spec removed, or a reactor backed out): move the code you wrote in it (back into your reactor), then delete it",
          at: SourceLocation(file: path, line: 1, column: 1))
      } else {
        diagnostics.warning(
          .userFile,
          "this file was created for something \(provenance.specFiles.joined(separator: ", ")) no longer declares (renamed or removed); move the code you wrote in it, then delete it",
          at: SourceLocation(file: path, line: 1, column: 1))
      }
    }
  }

  /// What a hook the spec asks for and the user's files lack is told, on the command line and in
  /// the build plugin.
  static func unimplementedMessage(_ hook: String) -> String {
    "'\(hook)' is not implemented here yet: the spec declares it since this file was created; the compiler will ask for it"
  }

  /// What a hook the spec no longer asks for is told, on the command line and in the build plugin.
  static func orphanMessage(_ selector: String) -> String {
    "'\(selector)' is no longer a hook: the spec does not ask for it any more (an action or mutation was removed or changed, or a flag such as 'didInitialize: true'), so nothing calls it; move what it does, then delete it"
  }

  /// The absolute path of `relative` inside `root`, after checking that no folder on the way is a
  /// file or a symbolic link (which could lead outside the output folder). `folders` holds the
  /// folders found to be real ones, checked once per run.
  private func target(_ relative: String, in root: String, folders: inout Set<String>, _ diagnostics: inout Diagnostics) -> String? {
    // Bytes, from the string's storage: a run splits thousands of paths, and `/` is ASCII.
    var relativeBytes = relative
    let components = relativeBytes.withUTF8 { bytes in
      bytes.split(separator: UInt8(ascii: "/")).map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
    guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }) else {
      diagnostics.error(.output, "refusing to write '\(relative)' outside the output folder '\(root)'", at: nil)
      return nil
    }
    var path = root
    for (index, component) in components.enumerated() {
      path += path.utf8.last == UInt8(ascii: "/") ? component : "/" + component
      let isLast = index == components.count - 1
      if !isLast && folders.contains(path) { continue }
      var info = stat()
      guard lstat(path, &info) == 0 else { return (root.utf8.last == UInt8(ascii: "/") ? root : root + "/") + components.joined(separator: "/") }
      let kind = info.st_mode & S_IFMT
      if kind == S_IFLNK {
        diagnostics.error(
          .output,
          "'\(path)' is a symbolic link; reactorgen writes only inside the output folder and does not follow links there (replace it with a folder or file)",
          at: nil)
        return nil
      }
      if !isLast && kind != S_IFDIR {
        diagnostics.error(.output, "'\(path)' is a file where reactorgen needs a folder", at: nil)
        return nil
      }
      if isLast && kind == S_IFDIR {
        diagnostics.error(.output, "'\(path)' is a folder; reactorgen needs to write a file there", at: nil)
        return nil
      }
      if isLast && kind != S_IFREG {
        diagnostics.error(.output, "'\(path)' is not a regular file; reactorgen needs to write a file there", at: nil)
        return nil
      }
      if !isLast { folders.insert(path) }
    }
    return path
  }

  private enum ReadResult {
    case missing
    case contents(String)
    case problem(String)
  }

  private func read(_ path: String) -> ReadResult {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .problem("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    return .contents(String(decoding: data, as: UTF8.self))
  }

  /// The regular `.swift` files directly in `folder` (not following links), sorted.
  private func swiftFiles(in folder: String) -> [String] {
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
      let path = (folder as NSString).appendingPathComponent(name)
      var info = stat()
      return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? path : nil
    }
  }

  // MARK: Writing

  /// Makes each missing root, then takes an advisory lock on every root in order, waiting for
  /// another run to finish. A root that another run removed while this one waited (it had made
  /// it and left it empty) is made again, so the lock is always on the folder that is written.
  private func lock(_ roots: [String], createdRoots: inout [String], _ diagnostics: inout Diagnostics) -> [Int32] {
    attempts: for _ in 0..<100 {
      for root in roots {
        do {
          try createFolders(root, recordingIn: &createdRoots)
        } catch {
          diagnostics.error(.output, error.message, at: nil)
          return []
        }
      }
      var descriptors: [Int32] = []
      for root in roots {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else {
          // Removed between its creation and here: make it again.
          descriptors.forEach { close($0) }
          if errno == ENOENT { continue attempts }
          diagnostics.error(.output, "cannot open the output folder '\(root)': \(String(cString: strerror(errno)))", at: nil)
          return []
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
          onWait?("reactorgen: waiting for another run writing to '\(root)'")
          flock(descriptor, LOCK_EX)
        }
        descriptors.append(descriptor)
        var held = stat()
        var current = stat()
        guard fstat(descriptor, &held) == 0, stat(root, &current) == 0, held.st_dev == current.st_dev, held.st_ino == current.st_ino else {
          descriptors.forEach { close($0) }
          continue attempts
        }
      }
      return descriptors
    }
    diagnostics.error(
      .output, "cannot lock the output folders \(roots.map { "'\($0)'" }.joined(separator: ", ")): other runs keep removing them", at: nil)
    return []
  }

  /// Removes temporary files an interrupted run left behind: reactorgen's own, and Foundation's
  /// (`.dat.nosync…`) from reactorgen versions that wrote through it. Only runs under the lock.
  private func sweepTemporaries(in roots: [String]) {
    for root in roots {
      for folder in [root, (root as NSString).appendingPathComponent("Generated")] {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasPrefix(".") && (name.hasSuffix(Self.temporarySuffix) || (folder.hasSuffix("/Generated") && name.hasPrefix(".dat.nosync"))) {
          unlink((folder as NSString).appendingPathComponent(name))
        }
      }
    }
  }

  /// Writes every new content beside its target, then renames them all into place and removes
  /// stale files. On any failure before the renames, removes what it wrote and returns false.
  private func commit(_ actions: [Action], _ diagnostics: inout Diagnostics) -> Bool {
    var createdFolders: [String] = []
    var temporaries: [(temporary: String, target: String)] = []
    func rollBack() {
      for item in temporaries { unlink(item.temporary) }
      for folder in createdFolders.reversed() { rmdir(folder) }
    }
    var writes: [(temporary: String, target: String, contents: String)] = []
    var createdOrFound: Set<String> = []
    for action in actions {
      guard case .write(let path, let contents) = action else { continue }
      let (folder, name) = Self.split(path)
      do {
        if createdOrFound.insert(folder).inserted { try createFolders(folder, recordingIn: &createdFolders) }
      } catch {
        diagnostics.error(.output, error.message, at: nil)
        rollBack()
        return false
      }
      let temporary = (folder.isEmpty ? "" : folder == "/" ? "/" : folder + "/") + "." + name + Self.temporarySuffix
      writes.append((temporary, path, contents))
    }
    // The temporaries are written on every core; what failed is said in the order of the files.
    let failure = injectedWriteFailure
    let pending = writes
    let problems = concurrentMap(pending.count) { index in
      let write = pending[index]
      return failure?(write.target).map { String(cString: strerror($0)) } ?? Self.write(write.contents, to: write.temporary)
    }
    temporaries = pending.map { ($0.temporary, $0.target) }
    if let index = problems.firstIndex(where: { $0 != nil }), let problem = problems[index] {
      diagnostics.error(.output, "cannot write '\(writes[index].target)': \(problem)", at: nil)
      rollBack()
      return false
    }
    for item in temporaries where rename(item.temporary, item.target) != 0 {
      diagnostics.error(.output, "cannot write '\(item.target)': \(String(cString: strerror(errno)))", at: nil)
      rollBack()
      return false
    }
    for action in actions {
      guard case .remove(let path) = action else { continue }
      if unlink(path) != 0 && errno != ENOENT {
        diagnostics.error(.output, "cannot remove '\(path)': \(String(cString: strerror(errno)))", at: nil)
        return false
      }
    }
    return true
  }

  /// `Sources/Generated/A.swift` → (`Sources/Generated`, `A.swift`), as NSString's path methods
  /// split a path the writer planned (joined by them, so without doubled or trailing slashes),
  /// without their bridging: on Linux each call cost about 35,000 instructions, a tenth of a run.
  static func split(_ path: String) -> (folder: String, name: String) {
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    let name = String(path[bytes.index(after: slash)...])
    return (slash == bytes.startIndex ? "/" : String(path[..<slash]), name)
  }

  private struct WriteError: Error {
    var message: String
  }

  /// Creates `folder` and missing parents, recording each one created so a failed run removes it.
  private func createFolders(_ folder: String, recordingIn created: inout [String], attempts: Int = 100) throws(WriteError) {
    var missing: [String] = []
    var current = folder
    var info = stat()
    while lstat(current, &info) != 0 {
      missing.append(current)
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current { break }
      current = parent
    }
    if lstat(current, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      throw WriteError(message: "'\(current)' is a file where reactorgen needs a folder")
    }
    for path in missing.reversed() {
      if mkdir(path, 0o755) == 0 {
        created.append(path)
      } else if errno == ENOENT && attempts > 0 {
        // Another run removed a parent this one found (it had made it and left it empty).
        return try createFolders(folder, recordingIn: &created, attempts: attempts - 1)
      } else if errno != EEXIST {
        throw WriteError(message: "cannot create the folder '\(path)': \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Writes `contents` to a new file at `path`; the reason on failure. No fsync: the rename that
  /// follows is atomic, and syncing every file costs more than the whole generation.
  private static func write(_ contents: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var bytes = Array(contents.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Platform.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}

/// Whether a run writes: what the CLI asks of the writer.
package enum WriteMode: Sendable {
  case write
  /// Write nothing; report what would change (for CI drift checks).
  case check
  /// Write nothing; report what would be written.
  case dryRun
}

/// What a run wrote, or would: what the CLI sees of the writer.
package struct WriteReport: Sendable, Equatable {
  package var created: [String] = []
  var updated: [String] = []
  var removed: [String] = []
  var unchanged: [String] = []
  /// User-owned files that exist already and were left alone.
  var kept: [String] = []
  /// Files the user owns that were made for a spec that is gone: warned at, and recorded so
  /// that the next run warns again.
  var leftovers: [String] = []
  /// Files an earlier run into the same folders made from specs this run does not read, which
  /// still exist: kept, and recorded with their specs, so that a later run knows them.
  var otherRuns = OtherRuns()

  struct OtherRuns: Sendable, Equatable {
    var generated: [String] = []
    var owned: [String] = []
    var specs: [String] = []
  }

  /// Files a `write` run changes (or a `check` run would change).
  package var changed: [String] { (created + updated + removed).sorted() }
  /// Files the user owns that this run created.
  var createdOwned: [String] = []
  /// The fingerprint each generated file was made from (see ``OutputFile/fingerprint``), by path.
  var fingerprints: [String: String] = [:]
  /// The reactor each reactor's generated file was made from (``OutputFile/reactorSummary``), by path.
  var reactorSummaries: [String: ReactorSummary] = [:]
  /// The functions each file the user owns declares (kept, or created by this run), by path,
  /// where the spec asks for hooks.
  var declaredFunctions: [String: Set<String>] = [:]

  init(unchanged: [String] = [], kept: [String] = []) {
    self.unchanged = unchanged
    self.kept = kept
  }

  /// This report and `other`'s, of another run into other folders.
  func merging(_ other: WriteReport) -> WriteReport {
    var merged = self
    merged.created += other.created
    merged.updated += other.updated
    merged.removed += other.removed
    merged.unchanged += other.unchanged
    merged.kept += other.kept
    merged.leftovers += other.leftovers
    merged.otherRuns.generated += other.otherRuns.generated
    merged.otherRuns.owned += other.otherRuns.owned
    merged.otherRuns.specs += other.otherRuns.specs
    merged.createdOwned += other.createdOwned
    merged.fingerprints.merge(other.fingerprints) { first, _ in first }
    merged.reactorSummaries.merge(other.reactorSummaries) { first, _ in first }
    merged.declaredFunctions.merge(other.declaredFunctions) { first, _ in first }
    return merged
  }
}
