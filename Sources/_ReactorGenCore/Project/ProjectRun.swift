import Foundation
import ReactorGenSwift

/// The runs a project file makes: every target at once, its starter, and the file lists of an
/// Xcode Run Script phase. Each is a ``GenerationRun`` of a project destination, so the shells
/// make one core call whatever they run.
extension GenerationRun {
  /// Every target of the project file, each as the command line runs one. A run that writes
  /// checks them all first (a check reads each target's record, so an unchanged target costs next
  /// to nothing): a mistake in any target writes nothing anywhere, and every target's mistakes
  /// are said at once.
  func runProject(_ path: String) -> Outcome {
    var diagnostics = Diagnostics()
    guard let project = ProjectFile.load(path, diagnostics: &diagnostics) else { return Outcome(diagnostics: diagnostics) }
    if writing == .write {
      var checked = Diagnostics()
      for target in project.targets { checked.append(contentsOf: project.run(of: target, writing: .check).run().diagnostics.all) }
      if checked.hasErrors { return Outcome(diagnostics: checked) }
    }
    var report = WriteReport()
    var upToDate = true
    for target in project.targets {
      let outcome = project.run(of: target, writing: writing).run()
      diagnostics.append(contentsOf: outcome.diagnostics.all)
      upToDate = upToDate && outcome.wasUpToDate
      if let made = outcome.report { report = report.merging(made) }
    }
    return Outcome(diagnostics: diagnostics, report: diagnostics.hasErrors ? nil : report, wasUpToDate: upToDate)
  }

  /// `reactorgen config init`: the project file at `path`, for the specs below its folder, one
  /// entry per target; never over an existing one.
  func runProjectStarter(_ path: String) -> Outcome {
    var diagnostics = Diagnostics()
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    let root = (path as NSString).deletingLastPathComponent
    let folder = root
    guard !FileManager.default.fileExists(atPath: path) else {
      diagnostics.error(
        .project, "the project file exists; reactorgen never overwrites it: edit it, and check it with 'reactorgen config lint'",
        at: SourceLocation(file: path, line: 1, column: 1))
      return Outcome(diagnostics: diagnostics)
    }
    let specs = ProjectGlob("**/*.reactorgen.yml").matches(in: root) + ProjectGlob("**/*.reactorgen.yaml").matches(in: root)
    guard !specs.isEmpty else {
      diagnostics.error(
        .project, "no spec file (*.reactorgen.yml) below '\(folder)': start one with 'reactorgen init', then run 'reactorgen config init' again",
        at: nil)
      return Outcome(diagnostics: diagnostics)
    }
    let text = ProjectLayout.projectFile(for: specs.map { String($0.dropFirst(root.count + 1)) }, in: root)
    guard writing == .write else { return Outcome(diagnostics: diagnostics, report: WriteReport(created: [path])) }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      diagnostics.error(.output, "cannot write '\(path)': \(error.localizedDescription)", at: nil)
      return Outcome(diagnostics: diagnostics)
    }
    return Outcome(diagnostics: diagnostics, report: WriteReport(created: [path]))
  }

  /// `reactorgen config xcfilelists`: the input file list of an Xcode Run Script phase (the
  /// project file, every spec and custom template it reads) and its output file list (every
  /// generated file a run writes), as `$(SRCROOT)/...` paths, into `folder`; written only when
  /// they change. With them, Xcode runs the phase only when an input changed.
  func runProjectFileLists(_ path: String, into folder: String) -> Outcome {
    var diagnostics = Diagnostics()
    guard let project = ProjectFile.load(path, diagnostics: &diagnostics) else { return Outcome(diagnostics: diagnostics) }
    var inputs = [project.path]
    var outputs: [String] = []
    for target in project.targets {
      inputs += target.specPaths
      if let templates = target.templates.map(project.absolute) {
        inputs += ProjectGlob("*.mustache").matches(in: templates)
      }
      let outcome = project.run(of: target, writing: .dryRun).run()
      diagnostics.append(contentsOf: outcome.diagnostics.all)
      guard let report = outcome.report else { continue }
      outputs += report.generatedPaths
    }
    guard !diagnostics.hasErrors else { return Outcome(diagnostics: diagnostics) }
    let base = project.folder + "/"
    let listed = { (paths: [String]) in
      Set(paths).sorted().map { path in path.hasPrefix(base) ? "$(SRCROOT)/" + path.dropFirst(base.count) : path }.joined(separator: "\n") + "\n"
    }
    var report = WriteReport()
    let directory = URL(fileURLWithPath: folder).standardizedFileURL.path
    for (name, text) in [(ProjectLayout.inputList, listed(inputs)), (ProjectLayout.outputList, listed(outputs))] {
      let file = (directory as NSString).appendingPathComponent(name)
      if FileManager.default.contents(atPath: file) == Data(text.utf8) {
        report.unchanged.append(file)
        continue
      }
      if FileManager.default.fileExists(atPath: file) { report.updated.append(file) } else { report.created.append(file) }
      guard writing == .write else { continue }
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        diagnostics.error(.output, "cannot write '\(file)': \(error.localizedDescription)", at: nil)
        return Outcome(diagnostics: diagnostics)
      }
    }
    return Outcome(diagnostics: diagnostics, report: report)
  }
}

extension WriteReport {
  init(created: [String]) {
    self.init()
    self.created = created
  }

  /// The generated files a run writes or would write (not the files the user owns).
  var generatedPaths: [String] {
    let owned = Set(createdOwned + kept)
    return (created + updated + unchanged).filter { !owned.contains($0) }
  }
}

/// Where a spec's target is, by the layouts apps use, for `config init`.
enum ProjectLayout {
  static let inputList = "reactorgen-inputs.xcfilelist"
  static let outputList = "reactorgen-outputs.xcfilelist"

  /// One target a spec belongs to: its folder (the output), tests folder and module.
  struct Entry: Equatable {
    var output: String
    var tests: String?
    var module: String
  }

  /// - a Tuist module, `Projects/<Layer>/<Module>/Sources/...`: a `Sources` folder whose parent
  ///   holds `Project.swift`, or a spec directly in a `Sources` folder: the module is the parent's
  ///   name, its tests are in the parent's `Tests`;
  /// - a SwiftPM target, `Sources/<Target>/...`: tests in `Tests/<Target>Tests` beside `Sources`;
  /// - anything else: the spec's folder, without tests.
  static func entry(forSpec relative: String, in root: String) -> Entry {
    let parts = relative.split(separator: "/").map(String.init)
    let folders = Array(parts.dropLast())
    if let sources = folders.lastIndex(of: "Sources") {
      let parent = Array(folders[..<sources])
      let join = { (items: [String]) in items.isEmpty ? "." : items.joined(separator: "/") }
      let isTuistModule = FileManager.default.fileExists(atPath: ([root] + parent + ["Project.swift"]).joined(separator: "/"))
      if !parent.isEmpty && (isTuistModule || sources == folders.count - 1) {
        return Entry(output: join(parent + ["Sources"]), tests: join(parent + ["Tests"]), module: SwiftIdentifier.moduleName(ofTarget: parent.last!))
      }
      if sources < folders.count - 1 {
        let target = folders[sources + 1]
        return Entry(
          output: join(parent + ["Sources", target]), tests: join(parent + ["Tests", target + "Tests"]),
          module: SwiftIdentifier.moduleName(ofTarget: target))
      }
    }
    let folder = folders.isEmpty ? "." : folders.joined(separator: "/")
    return Entry(output: folder, tests: nil, module: SwiftIdentifier.moduleName(ofTarget: folders.last ?? (root as NSString).lastPathComponent))
  }

  /// The project file `config init` writes for `specs` (relative to `root`).
  static func projectFile(for specs: [String], in root: String) -> String {
    var entries: [Entry] = []
    for spec in specs.sorted() {
      let entry = entry(forSpec: spec, in: root)
      if !entries.contains(entry) { entries.append(entry) }
    }
    let quoted = { (text: String) in "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
    var lines = [
      "# reactorgen's project file: one entry per target, each one run of reactorgen. In this folder,",
      "# 'reactorgen' generates every target, 'reactorgen --check' tells CI what is out of date, and",
      "# 'reactorgen config xcfilelists' writes an Xcode Run Script phase's file lists. Paths are",
      "# relative to this file; 'specs' are globs ('**' for any folders).",
      "version: 1",
      "targets:",
    ]
    for entry in entries.sorted(by: { $0.output < $1.output }) {
      let glob = entry.tests == nil ? "\(entry.output)/*.reactorgen.yml" : "\(entry.output)/**/*.reactorgen.yml"
      lines.append("  - \(ProjectFile.Key.name.rawValue): \(quoted(entry.module))")
      lines.append("    \(ProjectFile.Key.specs.rawValue): \(quoted(glob.hasPrefix("./") ? String(glob.dropFirst(2)) : glob))")
      lines.append("    \(ProjectFile.Key.output.rawValue): \(quoted(entry.output))")
      if let tests = entry.tests { lines.append("    \(ProjectFile.Key.tests.rawValue): \(quoted(tests))") }
      lines.append("    \(ProjectFile.Key.module.rawValue): \(quoted(entry.module))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
