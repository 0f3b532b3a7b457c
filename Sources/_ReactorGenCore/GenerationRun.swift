import Foundation
import ReactorGenSwift

/// One run of reactorgen, the same for the command line, the plugins and the tests: read the
/// previous run's record, stop when nothing changed, generate what changed (keeping what the
/// record allows), join files where the output is one file or the build plugin's bundles, write,
/// and record the run.
package struct GenerationRun {
  /// Where the files go.
  package enum Destination: Sendable, Equatable {
    /// The app target's folder (its `Generated/` rewritten every run, the files the user owns
    /// beside it) and, when there is one, the test target's.
    case folders(sources: String, tests: String?)
    /// Every generated file joined into one (`reactorgen single-file`): no record, no stubs.
    case singleFile(String)
    /// The build plugin's output folder: one file per spec and one module-wide, joined from parts
    /// kept with a record in the folder. `userFilesIn`: the target folder whose files the user
    /// owns must exist (one error lists those that do not).
    case pluginBundles(String, userFilesIn: String?)
    /// Every target a project file (`reactorgen.yml`) names, each where its entry says.
    case project(String)
    /// A project file at a path, for the specs below its folder (`reactorgen config init`).
    case projectStarter(String)
    /// The file lists of an Xcode Run Script phase that runs a project file, into a folder
    /// (`reactorgen config xcfilelists`).
    case projectFileLists(String, into: String)
  }

  var specPaths: [String]
  var destination: Destination
  var mode: GenerationMode
  var writing: WriteMode = .write
  var templatesDirectory: String?
  /// The module under test, for `@testable import` (overrides the specs' `module`).
  var module: String?
  /// A mocks-only run whose specs another target's build checks: its spec errors are that
  /// build's to report, and its single file says why it is empty.
  var specsCheckedBy: String?
  /// `#sourceLocation` directives naming the specs' lines (``GenerationOptions/lineDirectives``).
  var lineDirectives = false
  /// Called when another run holds the output folder's lock.
  var onWait: (@Sendable (String) -> Void)?
  /// Whether the previous run's record is read. A run that reads none renders everything: the
  /// tests compare it with one that keeps what the record allows.
  var readsRecord = true

  package init(
    specPaths: [String], destination: Destination, mode: GenerationMode = .everything, writing: WriteMode = .write,
    templatesDirectory: String? = nil, module: String? = nil, specsCheckedBy: String? = nil, lineDirectives: Bool = false,
    onWait: (@Sendable (String) -> Void)? = nil
  ) {
    self.specPaths = specPaths
    self.destination = destination
    self.mode = mode
    self.writing = writing
    self.templatesDirectory = templatesDirectory
    self.module = module
    self.specsCheckedBy = specsCheckedBy
    self.lineDirectives = lineDirectives
    self.onWait = onWait
  }

  /// What a run did.
  package struct Outcome {
    package var diagnostics: Diagnostics
    /// The files written, or that would be; nil when the run failed.
    package var report: WriteReport?
    /// The record showed nothing to do: the report lists the files as they are.
    var wasUpToDate = false
    /// The reactors kept as the previous run made them, without being decoded.
    var keptReactors: [String] = []
  }

  package func run() -> Outcome {
    var diagnostics = Diagnostics()
    checkArguments(&diagnostics)
    guard !diagnostics.hasErrors else { return Outcome(diagnostics: diagnostics) }
    return switch destination {
    case .folders(let sources, let tests): runIntoFolders(sources: sources, tests: tests)
    case .singleFile(let path): runIntoSingleFile(path)
    case .pluginBundles(let folder, let userFilesIn): runForBuildPlugin(into: folder, userFilesIn: userFilesIn)
    case .project(let path): runProject(path)
    case .projectStarter(let path): runProjectStarter(path)
    case .projectFileLists(let path, let folder): runProjectFileLists(path, into: folder)
    }
  }

  /// What the shells pass that no spec could put right: a module name Swift cannot import, and
  /// one folder given for both targets.
  private func checkArguments(_ diagnostics: inout Diagnostics) {
    if let module, !SwiftIdentifier.isValid(module) {
      let spelled = SwiftIdentifier.moduleName(ofTarget: module)
      let suggestion = SwiftIdentifier.isValid(spelled) ? " (SwiftPM names the module of a target '\(module)' '\(spelled)')" : ""
      diagnostics.error(.arguments, "'\(module)' is not a module name: '@testable import' takes a Swift identifier\(suggestion)", at: nil)
    } else if let module, let problem = ImportedNames.problem(withModuleName: module) {
      diagnostics.error(.arguments, "--module: " + problem, at: nil)
    }
    if case .folders(let sources, let tests?) = destination {
      let (sourcesPath, testsPath) = (URL(fileURLWithPath: sources).standardizedFileURL.path, URL(fileURLWithPath: tests).standardizedFileURL.path)
      if sourcesPath == testsPath {
        diagnostics.error(
          .arguments,
          "the tests' folder is the sources' folder ('\(sources)'): mocks and test skeletons belong to the test target; give --tests-output its folder",
          at: nil)
      } else if testsPath.hasPrefix(sourcesPath + "/") {
        diagnostics.error(
          .arguments,
          "the tests' folder ('\(tests)') is inside the sources' folder ('\(sources)'), so the app target would compile the mocks and test skeletons: give --tests-output the test target's folder",
          at: nil)
      }
    }
  }

  /// With tests and no `--module`, the module SwiftPM makes of the target whose folder `-o`
  /// names (`Sources/my-app` → `my_app`), used when the specs name none either.
  private var moduleOfTheSourcesFolder: String? {
    guard module == nil, case .folders(let sources, _?) = destination else { return nil }
    // By the path's own words (asked several times a run): `.`, `..` or `/` name no target.
    guard let folder = StarterSpec.lexicallyNormal(sources).split(separator: "/").last, folder != ".", folder != ".." else { return nil }
    let name = SwiftIdentifier.moduleName(ofTarget: String(folder))
    return SwiftIdentifier.isValid(name) && ImportedNames.problem(withModuleName: name) == nil ? name : nil
  }

  // MARK: Folders

  /// A run the record says has nothing to do: every file unchanged or kept, and the warnings of
  /// the run that made them said again.
  private static func upToDate(as record: RunRecord) -> Outcome {
    let report = WriteReport(unchanged: record.files.filter { !$0.owned }.map(\.path), kept: record.files.filter(\.owned).map(\.path))
    var diagnostics = Diagnostics()
    diagnostics.append(contentsOf: record.warnings)
    return Outcome(diagnostics: diagnostics, report: report, wasUpToDate: true)
  }

  private func runIntoFolders(sources: String, tests: String?) -> Outcome {
    // A run of stubs only keeps no record: it writes no generated file, so it would make a
    // Generated folder just for the record, beside the build plugin's output.
    let keepsRecord = writing != .dryRun && mode.producesEveryGeneratedFile
    let recordPath = keepsRecord ? RunRecord.path(in: sources) : nil
    let inputs = recordPath.flatMap {
      RunRecord.digest(
        specPaths: specPaths, templatesDirectory: templatesDirectory, options: runOptions(recordPath: $0, places: [sources, tests, nil, nil]))
    }
    // Read for what the last run made even where this run keeps no record of its own (`--check`,
    // `--dry-run`): a file it made that this run does not is removed, or would be.
    let lastRun = mode.producesEveryGeneratedFile ? RunRecord.load(from: RunRecord.path(in: sources)) : nil
    // Not trusted when the target's files declare other types than its run found (``RunRecord/targetTypes``).
    let record = readsRecord && recordPath != nil && lastRun?.targetStillAnswers(in: sources) == true ? lastRun : nil
    // A rerun with the same inputs over untouched files has nothing to do.
    // A generated file copied in, or a spec of another run deleted, is for a full run to handle.
    if let inputs, let record, record.inputs == inputs, record.filesAreUntouched, record.specsExist,
      record.listsEveryGeneratedFile(in: [sources] + [tests].compactMap { $0 })
    {
      return Self.upToDate(as: record)
    }
    var options = generationOptions(includeTests: tests != nil)
    options.outputDirectories[.sources] = sources
    options.outputDirectories[.tests] = tests
    options.targetFolder = sources
    var reusable = RunRecord.Reusable()
    if recordPath != nil, let base = fingerprintBase {
      // Files made from elements the specs still say the same way are kept, not rendered again.
      reusable = record?.reusable(sources: sources, tests: tests) ?? reusable
      options.reuse(reusable, base: base)
    }
    var diagnostics = Diagnostics()
    var kept: [String] = []
    guard let files = generate(options, &diagnostics, keptReactors: &kept) else { return Outcome(diagnostics: diagnostics) }
    var writer = FileWriter(
      sourcesDirectory: sources, testsDirectory: tests,
      // Stale generated files are removed only by a run that produces every generated file.
      specFiles: mode.producesEveryGeneratedFile ? specFileNames : [])
    writer.onWait = onWait
    writer.knownFunctions = reusable.functions
    if let lastRun { writer.lastRun = lastRun.lastRun }
    let report = writer.apply(files, mode: writing, diagnostics: &diagnostics)
    if writing == .write, let report, !diagnostics.hasErrors, let recordPath, let inputs {
      RunRecord.make(
        inputs: inputs, report: report, warnings: diagnostics.all, specs: specPaths, targetTypes: options.targetTypesAsked?.asked ?? [:])?.save(
          to: recordPath)
    }
    return Outcome(diagnostics: diagnostics, report: report, keptReactors: kept)
  }

  // MARK: One file

  private func runIntoSingleFile(_ path: String) -> Outcome {
    var diagnostics = Diagnostics()
    var files = generate(generationOptions(includeTests: false), &diagnostics)
    // When the target that holds the specs reports their errors (and fails), this run says
    // nothing: each would be printed twice, and failing here could stop the build (SwiftPM stops
    // at a failed command) before that target's report. Its file says why it is empty.
    var emptyBecause: String?
    if files == nil, mode.skipsReactors, let owner = specsCheckedBy, !diagnostics.hasErrors {
      emptyBecause = "No mocks: the specs have errors, which the build of '\(owner)' reports."
      files = []
    }
    guard let files else { return Outcome(diagnostics: diagnostics) }
    // Everything in one file named in advance, as a build command must declare its outputs.
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let single =
      emptyBecause.map { SingleFileBundler.placeholder(named: name, specFiles: specFileNames, reason: $0) }
      ?? SingleFileBundler.singleFile(files, named: name, specFiles: specFileNames)
    var writer = FileWriter(sourcesDirectory: folder.isEmpty ? "." : folder, testsDirectory: nil, specFiles: [])
    writer.onWait = onWait
    let report = writer.apply([single], mode: writing, diagnostics: &diagnostics)
    return Outcome(diagnostics: diagnostics, report: report)
  }

  // MARK: The build plugin

  /// The parts folder and its record, hidden in the plugin's output folder.
  static func partsDirectory(in pluginOutput: String) -> String {
    (pluginOutput as NSString).appendingPathComponent(".reactorgen-parts")
  }

  /// The generated files are written as usual into a parts folder inside the plugin's work
  /// folder, with a run record, so a spec edit decodes and renders only the elements that
  /// changed. Then the parts are joined into the files the plugin declared (one per spec, one
  /// module-wide), and only a bundle whose content changed is written, so the compiler
  /// recompiles only it.
  private func runForBuildPlugin(into pluginOutput: String, userFilesIn: String?) -> Outcome {
    let parts = Self.partsDirectory(in: pluginOutput)
    let recordPath = RunRecord.path(in: parts)
    let inputs = RunRecord.digest(
      specPaths: specPaths, templatesDirectory: templatesDirectory,
      options: runOptions(recordPath: recordPath, places: [nil, nil, pluginOutput, userFilesIn]))
    let record = readsRecord ? RunRecord.load(from: recordPath) : nil
    let targetAnswers = record?.targetStillAnswers(in: userFilesIn) ?? true
    // Nothing changed since a run that succeeded, and no file was touched: nothing to do.
    if let inputs, let record, record.inputs == inputs, record.filesAreUntouched, targetAnswers {
      return Outcome(diagnostics: Diagnostics(), report: WriteReport(), wasUpToDate: true)
    }
    var diagnostics = Diagnostics()
    // Names that differ only in case are one file on macOS's file systems.
    let bundleNames = specFileNames.map(PluginBundles.fileName(ofSpec:)) + [PluginBundles.moduleFileName]
    for key in Set(bundleNames.map { $0.lowercased() }).sorted() {
      let clashing = bundleNames.filter { $0.lowercased() == key }
      guard clashing.count > 1 else { continue }
      let differ = Set(clashing).count > 1 ? " ('\(clashing.joined(separator: "', '"))' differ only in case: one file on macOS)" : ""
      diagnostics.error(.output, "two specs of this target would both generate '\(clashing[0])'\(differ): give them different file names", at: nil)
    }
    var options = generationOptions(includeTests: false)
    options.mode = .generatedOnly(listingUserOwnedFiles: userFilesIn != nil)
    options.outputDirectories[.sources] = parts
    options.targetFolder = userFilesIn
    // Fingerprints are made on every run, the first included, so that the next can reuse.
    if let base = fingerprintBase {
      options.reuse((targetAnswers ? record?.reusable(sources: parts, tests: nil) : nil) ?? RunRecord.Reusable(), base: base)
    }
    var report: WriteReport?
    if !diagnostics.hasErrors, let files = generate(options, &diagnostics) {
      if let folder = userFilesIn {
        checkUserFiles(files.filter(\.isListedOnly), reactors: files.compactMap(\.reactorSummary), in: folder, &diagnostics)
      }
      if !diagnostics.hasErrors {
        report = writeBundles(files.filter { !$0.isListedOnly }, parts: parts, into: pluginOutput, record: record, &diagnostics)
      }
    }
    if let report, !diagnostics.hasErrors, let inputs {
      RunRecord.make(inputs: inputs, report: report, specs: specPaths, targetTypes: options.targetTypesAsked?.asked ?? [:])?.save(to: recordPath)
    }
    return Outcome(diagnostics: diagnostics, report: diagnostics.hasErrors ? nil : report)
  }

  /// Writes the parts, then the bundles; the report covers both, for the record.
  private func writeBundles(
    _ files: [OutputFile], parts: String, into pluginOutput: String, record: RunRecord?, _ diagnostics: inout Diagnostics
  ) -> WriteReport? {
    // The plugin's folder is this target's alone: every part and bundle this run does not make
    // goes (a spec removed from the target), the bundles found through the record.
    let lastRun = record?.lastRun.generated ?? []
    let partsPrefix = URL(fileURLWithPath: parts).standardizedFileURL.path + "/"
    var partsWriter = FileWriter(sourcesDirectory: parts, testsDirectory: nil, specFiles: specFileNames)
    partsWriter.isTheFoldersOnlyRun = true
    guard let partsReport = partsWriter.apply(files, mode: .write, diagnostics: &diagnostics) else { return nil }
    var bundlesWriter = FileWriter(sourcesDirectory: pluginOutput, testsDirectory: nil, specFiles: [])
    bundlesWriter.isTheFoldersOnlyRun = true
    bundlesWriter.lastRun.generated = lastRun.filter { !$0.hasPrefix(partsPrefix) }
    let untouched = Set(record?.files.filter(\.isUntouched).map(\.path) ?? [])
    let bundlesFolder = URL(fileURLWithPath: pluginOutput).standardizedFileURL.path
    guard
      let bundles = PluginBundles.bundles(
        of: files, specFiles: specFileNames,
        isIntact: { untouched.contains((bundlesFolder as NSString).appendingPathComponent($0)) },
        readPart: { path in
          FileManager.default.contents(atPath: (parts as NSString).appendingPathComponent(path)).map { String(decoding: $0, as: UTF8.self) }
        },
        diagnostics: &diagnostics),
      let bundlesReport = bundlesWriter.apply(bundles, mode: .write, diagnostics: &diagnostics)
    else { return nil }
    return partsReport.merging(bundlesReport)
  }

  /// A target using the build plugin compiles only the generated code; the files the user owns
  /// must exist already. Without them the build fails inside generated code with "cannot find
  /// 'AuthService' in scope", so say first which are missing and how to create them: one error
  /// for all of them, as a first build of a new target lacks every one.
  private func checkUserFiles(_ owned: [OutputFile], reactors: [ReactorSummary], in folder: String, _ diagnostics: inout Diagnostics) {
    let sources = UserFileScanner.swiftFiles(in: folder)
    let target = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
    // Generated files committed in the target (the CLI's output) beside the plugin's: every type
    // would be declared twice, in errors that never say why.
    let committed = sources.filter { Provenance(firstLineOf: $0.text)?.isGenerated == true }.map(\.path)
    if !committed.isEmpty {
      let shown = committed.prefix(3).joined(separator: ", ") + (committed.count > 3 ? " and \(committed.count - 3) more" : "")
      diagnostics.error(
        .output,
        "target '\(target)' holds files generated by reactorgen (\(shown)) and uses the build plugin, which generates them again: every type would be declared twice. Delete the generated files (keep the ones you own) or remove the plugin from the target",
        at: nil)
      return
    }
    // Hooks the spec no longer asks for, in the files that extend their reactor, as on the
    // command line.
    // Each source read once: which reactors it extends, then its functions where it extends one.
    let extended = sources.map { source in DeclarationSites.declarations(in: source.text) }
    let reactorsByExtension = Dictionary(reactors.map { (UserDeclaration(.extension, $0.name).words, $0) }, uniquingKeysWith: { first, _ in first })
    // What each reactor's extensions declare, wherever they are, and the file to note a missing
    // hook at: its logic file, else the first that extends it.
    var declared: [String: Set<String>] = [:]
    var extendedIn: [String: String] = [:]
    for (source, declarations) in zip(sources, extended) {
      let extendedReactors = declarations.compactMap { reactorsByExtension[$0] }.sorted { $0.name < $1.name }
      guard !extendedReactors.isEmpty else { continue }
      let functions = FunctionSelector.declarations(in: source.text)
      for reactor in extendedReactors {
        declared[reactor.name, default: []].formUnion(functions.map(\.selector))
        if extendedIn[reactor.name] == nil || (source.path as NSString).lastPathComponent == FileKind.reactorLogic.path(declaring: reactor.name) {
          extendedIn[reactor.name] = (folder as NSString).appendingPathComponent(source.path)
        }
        for function in functions where Naming.hasHookShape(function.selector) && !function.isPrivate && !reactor.hooks.contains(function.selector) {
          diagnostics.warning(
            .userFile,
            FileWriter.orphanMessage(function.selector),
            at: SourceLocation(file: (folder as NSString).appendingPathComponent(source.path), line: function.line, column: 1))
        }
      }
    }
    // Hooks the spec asks for that no extension declares yet, as the command line notes them.
    for reactor in reactors.sorted(by: { $0.name < $1.name }) {
      guard let file = extendedIn[reactor.name], let functions = declared[reactor.name] else { continue }
      for hook in reactor.hooks where !functions.contains(hook) {
        diagnostics.note(.userFile, FileWriter.unimplementedMessage(hook), at: SourceLocation(file: file, line: 1, column: 1))
      }
    }
    let missing = Set(UserFileScanner.missing(owned.compactMap(\.declaration), inSources: sources.map(\.text)))
    let files = owned.filter { $0.declaration.map(missing.contains) == true }
    guard !files.isEmpty else { return }
    let list = files.map { "  \($0.path) (\($0.declaration?.words ?? ""))" }.joined(separator: "\n")
    diagnostics.error(
      .userFile,
      """
      target '\(target)' lacks \(files.count == 1 ? "a file" : "\(files.count) files") you own; the build plugin generates the rest. \
      Create \(files.count == 1 ? "it" : "them") once with 'swift package --allow-writing-to-package-directory generate-reactors --target \(target) --stubs-only' \
      (in an Xcode project: the project's context menu, ReactorGenCommandPlugin, arguments '--target \(target) --stubs-only'), \
      or declare \(files.count == 1 ? "it" : "each") yourself:
      \(list)
      """, at: nil)
  }

  // MARK: Shared

  private func generationOptions(includeTests: Bool) -> GenerationOptions {
    var options = GenerationOptions(mode: mode, templatesDirectory: templatesDirectory, includeTests: includeTests, module: module)
    options.defaultModule = moduleOfTheSourcesFolder
    options.lineDirectives = lineDirectives
    options.targetTypesAsked = TargetTypesAsked()
    return options
  }

  /// Generates; a mocks-only run whose specs another target checks drops the diagnostics that
  /// build reports (its warnings too).
  private func generate(_ options: GenerationOptions, _ diagnostics: inout Diagnostics) -> [OutputFile]? {
    var kept: [String] = []
    return generate(options, &diagnostics, keptReactors: &kept)
  }

  private func generate(_ options: GenerationOptions, _ diagnostics: inout Diagnostics, keptReactors: inout [String]) -> [OutputFile]? {
    let files = Generator(options: options).generate(specPaths: specPaths, diagnostics: &diagnostics, keptReactors: &keptReactors)
    if mode.skipsReactors, let rest = Self.withoutSpecDiagnostics(diagnostics, specs: specPaths) {
      diagnostics = rest
    }
    return files
  }

  /// The diagnostics that are not located in `specs`, when every error is: `nil` when an error
  /// comes from elsewhere (a template, an output folder).
  static func withoutSpecDiagnostics(_ diagnostics: Diagnostics, specs: [String]) -> Diagnostics? {
    let specPaths = Set(specs)
    let inSpecs = { (diagnostic: Diagnostic) in diagnostic.location.map { specPaths.contains($0.file) } == true }
    guard diagnostics.errors.allSatisfy(inSpecs) else { return nil }
    var rest = Diagnostics()
    rest.append(contentsOf: diagnostics.all.filter { !inSpecs($0) })
    return rest
  }

  private var specFileNames: [String] { specPaths.map(SpecLoader.fileName(ofSpecAt:)) }

  /// What shapes the files' contents besides the specs and templates: part of every
  /// fingerprint in the run record. No path: the same options give the same files anywhere.
  private var contentOptions: String {
    let (includesTests, isPlugin): (Bool, Bool) =
      switch destination {
      case .folders(_, let tests): (tests != nil, false)
      case .singleFile: (false, false)
      case .pluginBundles: (false, true)
      case .project, .projectStarter, .projectFileLists: (false, false)
      }
    let generatedOnly = if case .generatedOnly = mode { true } else { false }
    // Line directives name the specs where they are: then the files depend on that path too.
    let directives = lineDirectives ? specPaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path } : []
    return
      ([module ?? moduleOfTheSourcesFolder ?? "", "\(generatedOnly)", "\(mode == .userOwnedOnly)", "\(includesTests)", "\(isPlugin)"] + directives)
      .joined(
        separator: "\u{1}")
  }

  private var fingerprintBase: String? {
    RunRecord.digest(specPaths: [], templatesDirectory: templatesDirectory, options: contentOptions)
  }

  /// ``contentOptions`` and where the files go, relative to the record, so that a moved project
  /// keeps its record: what a rerun must match to do nothing.
  private func runOptions(recordPath: String, places: [String?]) -> String {
    let folder = (recordPath as NSString).deletingLastPathComponent
    let absolute = { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let relative = places.map { path in path.map { RunRecord.relativePath(of: absolute($0), from: absolute(folder)) } ?? "" }
    return ([contentOptions] + relative).joined(separator: "\u{1}")
  }
}
