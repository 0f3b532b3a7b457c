import Foundation
import ReactorGenSwift

/// The whole pipeline: spec files → parsed and validated module → contexts → rendered files.
/// Writes nothing; ``FileWriter`` does that.
package struct Generator: Sendable {
  var options: GenerationOptions
  /// Sees every context rendered, with its file and template: for the context fixtures, the
  /// contract of custom templates.
  var onContext: (@Sendable (_ path: String, _ template: String, _ context: any FileTemplateContext) -> Void)?

  init(options: GenerationOptions) {
    self.options = options
  }

  /// Loads and validates `specPaths`, then renders every file. `nil` when any error was reported.
  func generate(specPaths: [String], diagnostics: inout Diagnostics) -> [OutputFile]? {
    var kept: [String] = []
    return generate(specPaths: specPaths, diagnostics: &diagnostics, keptReactors: &kept)
  }

  /// Specs held in memory, by the name diagnostics give each: nothing is read from disk but the
  /// templates, nothing written. `nil` when any error was reported.
  func generate(specTexts: [(file: String, text: String)], diagnostics: inout Diagnostics) -> [OutputFile]? {
    let specs = specTexts.compactMap { SpecLoader().parse(text: $0.text, file: $0.file, diagnostics: &diagnostics) }
    guard specs.count == specTexts.count else { return nil }
    return generate(specs, IncrementalPlan(specs, options: options, userFilesExist: userFilesExist(of:)), &diagnostics)
  }

  /// `reactorgen-import`'s one call: the specs it wrote, held in memory, run through the whole
  /// pipeline as `module`'s (no tests), and `reactor`'s logic file as it is made from `logic`, the
  /// user's code in its hooks. `nil` when any error was reported, or when no logic moves.
  package static func logicFile(
    of reactor: String, filledWith logic: ImportedLogic?, specTexts: [(file: String, text: String)], module: String?,
    diagnostics: inout Diagnostics
  ) -> String? {
    var options = GenerationOptions(mode: .everything, includeTests: false, module: module)
    options.outputDirectories = [.sources: "."]
    if let logic { options.importedLogic = [reactor: logic] }
    guard let files = Generator(options: options).generate(specTexts: specTexts, diagnostics: &diagnostics), logic != nil else { return nil }
    return files.first { $0.path == ReactorFiles(reactor: reactor).logic }?.contents
  }

  /// ``generate(specPaths:diagnostics:)``, saying which reactors were kept without being decoded.
  func generate(specPaths: [String], diagnostics: inout Diagnostics, keptReactors: inout [String]) -> [OutputFile]? {
    guard let specs = parse(specPaths, &diagnostics) else { return nil }
    let plan = IncrementalPlan(specs, options: options, userFilesExist: userFilesExist(of:))
    keptReactors = plan.kept.map(\.summary.name)
    let parsed = diagnostics
    if let files = generate(specs, plan, &diagnostics) { return files }
    guard !plan.kept.isEmpty else { return nil }
    // Something is wrong: report exactly what a run that decodes every reactor reports.
    diagnostics = parsed
    return generate(specs, plan.keepingNoReactor, &diagnostics)
  }

  /// Reads and parses the specs. `nil` when a file could not be read at all: every reference to
  /// it would look unknown.
  func parse(_ specPaths: [String], _ diagnostics: inout Diagnostics) -> [ParsedSpec]? {
    let specs = SpecLoader().parse(paths: specPaths, diagnostics: &diagnostics)
    let distinct = Set(specPaths.map { $0 == SpecLoader.standardInput ? $0 : URL(fileURLWithPath: $0).standardizedFileURL.path }).count
    return specs.count == distinct ? specs : nil
  }

  /// Decodes, validates and renders what `plan` does not keep. Specs with decoding errors are
  /// still validated, so that a run reports every problem.
  private func generate(_ parsed: [ParsedSpec], _ plan: IncrementalPlan, _ diagnostics: inout Diagnostics) -> [OutputFile]? {
    let specs = concurrentMap(parsed.count, diagnostics: &diagnostics) { index, found in
      SpecDecoder().decode(parsed[index].root, file: parsed[index].file, decodingReactor: plan.decodes(reactorAt:), diagnostics: &found)
    }
    let hadErrors = diagnostics.hasErrors
    guard let module = Validator().validate(specs, keeping: plan.kept, target: appTarget, diagnostics: &diagnostics), !hadErrors else {
      return nil
    }
    return render(module, keeping: plan, origins: options.lineDirectives ? SpecOrigins(specs) : nil, diagnostics: &diagnostics)
  }

  /// The target as resolution asks about it: the module the run names, and the types the
  /// target's own files declare, read when first asked (most runs never ask).
  private var appTarget: AppTarget {
    var target = AppTarget(module: options.module, defaultModule: options.includeTests ? options.defaultModule : nil)
    if let folder = options.targetFolder {
      let declared = DeclaredClasses()
      let asked = options.targetTypesAsked
      target.declaresType = { name in
        let answer = declared.declaresType(named: name, in: folder)
        asked?.note(name, declared: answer)
        return answer
      }
      target.aliasesAFunctionType = { name in
        let answer = declared.aliasesAFunctionType(name, in: folder)
        asked?.note(UserFileScanner.functionTypealiasKey(name), declared: answer)
        return answer
      }
    }
    return target
  }

  /// The files a reactor has in this run, decided once for rendering a resolved reactor, keeping
  /// a reused one and checking that a reused one's own files exist.
  func reactorFiles(of reactor: ReactorSummary) -> [PlannedFile] {
    guard options.mode.producesSourceTarget else { return [] }
    return FileKind.files(of: reactor, importsLogic: options.importedLogic[reactor.name] != nil, includeTests: options.includeTests)
  }

  /// Whether every file of `reactor` the user owns exists: a kept reactor's must.
  private func userFilesExist(of reactor: ReactorSummary) -> Bool {
    reactorFiles(of: reactor).allSatisfy { $0.ownership == .generated || existsInOutput($0.root, $0.path) }
  }

  /// Whether `path` exists in the output folder of `root` (a file the user owns is never written
  /// again once it does).
  func existsInOutput(_ root: OutputFile.Root, _ path: String) -> Bool {
    guard let folder = options.outputDirectories[root] else { return false }
    return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(path))
  }

  /// A class the user owns was created with the access the specs had then; after `access:`
  /// changed, the generated code around it no longer compiles with it, and reactorgen never
  /// edits the file, so it says what to change.
  private func checkAccess(of declaration: UserDeclaration, in path: String, _ access: AccessLevel, _ diagnostics: inout Diagnostics) {
    guard let data = FileManager.default.contents(atPath: path),
      let found = UserFileScanner.access(of: declaration, in: String(decoding: data, as: UTF8.self))
    else { return }
    let name = declaration.name
    let isPublic = ["public", "open"].contains(found.access)
    let location = SourceLocation(file: path, line: found.line, column: found.column)
    switch access {
    case .public where !isPublic:
      diagnostics.warning(
        .userFile,
        "'\(name)' is \(found.access), but the specs say 'access: public' since this file was created: make it 'public' (and the members its protocol declares); reactorgen does not change files you own",
        at: location)
    case .internal where isPublic || found.access == "package":
      diagnostics.warning(
        .userFile,
        "'\(name)' is \(found.access), but the specs say 'access: internal' since this file was created, so the types it uses are internal: remove '\(found.access)' from it and its members; reactorgen does not change files you own",
        at: location)
    default: break
    }
  }

  /// Renders an already validated module, keeping the files `plan` says this run keeps.
  init() {
    self.init(options: GenerationOptions())
  }

  func render(_ module: ValidatedModule, diagnostics: inout Diagnostics) -> [OutputFile]? {
    render(module, keeping: .none, diagnostics: &diagnostics)
  }

  /// - Parameter origins: where the specs wrote what becomes code, for line directives.
  func render(_ module: ValidatedModule, keeping plan: IncrementalPlan, origins: SpecOrigins? = nil, diagnostics: inout Diagnostics)
    -> [OutputFile]?
  {
    var folder: TemplateFolder?
    if let directory = options.templatesDirectory {
      guard let read = TemplateFolder(reading: directory, diagnostics: &diagnostics) else { return nil }
      folder = read
    }
    guard let renderer = TemplateRenderer(folder?.templates ?? [:], diagnostics: &diagnostics) else { return nil }
    var module = module
    if let name = options.module { module.module = name }
    if options.includeTests, module.module == nil { module.module = options.defaultModule }
    if options.includeTests, module.module == nil, !module.reactors.isEmpty || !module.components.isEmpty {
      // Without it, the tests see only what is public, and say so in errors far from the cause.
      diagnostics.warning(
        .arguments,
        "the specs name no module, so the generated tests and mocks do not '@testable import' the module they test: write 'module: <target>' in the specs, or pass --module <target>",
        at: nil)
    }
    var files: [OutputFile] = []
    let translators = Translators(module: module, origins: origins, importedLogic: options.importedLogic)
    /// The files to translate and render, by their index in `files`: all together, once every
    /// file is placed.
    var renderings: [(index: Int, kind: FileKind, makeContext: @Sendable (Translators) -> any FileTemplateContext)] = []
    let declaredClasses = DeclaredClasses()
    func place(_ planned: PlannedFile) {
      guard let (file, renders) = placed(planned, plan: plan, renderer: renderer, access: module.access, declaredClasses, &diagnostics)
      else { return }
      if renders, let makeContext = planned.makeContext { renderings.append((files.count, planned.kind, makeContext)) }
      files.append(file)
    }

    // Each target's files, kind by kind as the registry lists them: the module's, each service's,
    // then each reactor's, resolved or kept as it is. The test target's come with a test target,
    // or alone in a run of mocks only.
    let declaresSources = options.mode.producesSourceTarget
    // Made once: a summary spells every hook's selector.
    let summaries = module.reactors.map(\.summary)
    for root in [OutputFile.Root.sources, .tests] where root == .sources ? declaresSources : options.includeTests || !declaresSources {
      FileKind.files(of: module).filter { $0.root == root }.forEach(place)
      for service in module.components {
        FileKind.files(of: service).filter { $0.root == root }.forEach(place)
      }
      for (reactor, summary) in zip(module.reactors, summaries) {
        for var file in reactorFiles(of: summary) where file.root == root {
          file.element = reactor.location
          file.makeContext = file.kind.makeContext(of: reactor)
          place(file)
        }
      }
      for reactor in plan.kept {
        for var file in reactorFiles(of: reactor.summary) where file.root == root {
          file.element = reactor.location
          place(file)
        }
      }
    }
    let templateErrors = render(renderings, into: &files, with: translators, renderer)
    guard templateErrors.isEmpty else {
      diagnostics.append(contentsOf: templateErrors.sorted { ($0.location?.description ?? "") < ($1.location?.description ?? "") })
      return nil
    }
    return files
  }

  /// A file the run plans, as the output it is: listed only, reused, kept as the user's, or to be
  /// rendered (`renders`); nil when the run's mode makes no file of its kind.
  private func placed(
    _ planned: PlannedFile, plan: IncrementalPlan, renderer: TemplateRenderer, access: AccessLevel, _ declaredClasses: DeclaredClasses,
    _ diagnostics: inout Diagnostics
  ) -> (file: OutputFile, renders: Bool)? {
    let root = planned.root
    let path = planned.path
    let ownership = planned.ownership
    var listedOnly = false
    switch ownership {
    case .userOwned where !options.mode.producesUserOwnedFiles:
      guard options.mode.listsUserOwnedFiles, root == .sources else { return nil }
      listedOnly = true
    case .generated where !options.mode.producesGeneratedFiles: return nil
    default: break
    }
    var fingerprint: String?
    if case .generated = ownership, let element = planned.element {
      fingerprint = plan.fingerprint(ofFileAt: path, madeBy: planned.kind, from: element)
    }
    var file = OutputFile(root: root, path: path, provenance: nil, body: "", ownership: ownership, declaration: planned.declaration)
    file.fingerprint = fingerprint
    file.reactorSummary = planned.summary
    file.specFile = planned.element.map { Validator.fileName($0.file) }
    var renders = false
    if listedOnly {
      file.content = .listedOnly
    } else if plan.reuses(file.rootedPath, madeFrom: fingerprint) {
      file.content = .reused
    } else if case .userOwned = ownership, let kept = keptPath(of: planned, declaredClasses) {
      // Never written again, so not rendered (its hooks are still listed for the notes).
      file.path = kept
      file.content = .existing
      if let declaration = planned.declaration, declaration.kind == .class, let folder = options.outputDirectories[root] {
        checkAccess(of: declaration, in: (folder as NSString).appendingPathComponent(kept), access, &diagnostics)
      }
    } else if planned.makeContext != nil {
      renders = true
      // A built-in template adds no function (a user's may add any).
      if planned.declaresOnlyItsHooks, renderer.rendersBuiltIn(planned.kind) { file.declaredFunctions = Set(planned.hooks) }
    } else {
      // A reused reactor's file changed between the check and now.
      diagnostics.error(.output, "'\(path)' changed during the run; run reactorgen again", at: nil)
    }
    return (file, renders)
  }

  /// Where the user's file of `planned` is: its own path once created, or, for a class, the file of
  /// the target that declares it already (an app's `Services/TaskService.swift`), so that no
  /// second class is created beside the user's. `nil`: the file is still to be created.
  private func keptPath(of planned: PlannedFile, _ declaredClasses: DeclaredClasses) -> String? {
    if existsInOutput(planned.root, planned.path) { return planned.path }
    guard let declaration = planned.declaration, declaration.kind == .class, let folder = options.outputDirectories[planned.root] else {
      return nil
    }
    return declaredClasses.path(of: declaration, in: folder)
  }

  /// Translates and renders the files of `jobs` (by their index in `files`), each on its own core,
  /// and returns the unknown variables of custom templates, each once however many files name it.
  private func render(
    _ jobs: [(index: Int, kind: FileKind, makeContext: @Sendable (Translators) -> any FileTemplateContext)], into files: inout [OutputFile],
    with translators: Translators, _ renderer: TemplateRenderer
  ) -> Set<Diagnostic> {
    let keepsContexts = onContext != nil
    let rendered = concurrentMap(jobs.count) { index in
      let context = jobs[index].makeContext(translators)
      let (text, unknown) = renderer.render(context)
      return (
        text: text, unknown: unknown, file: context.file,
        context: keepsContexts ? context : nil
      )
    }
    var templateErrors: Set<Diagnostic> = []
    for (job, result) in zip(jobs, rendered) {
      if let context = result.context { onContext?(files[job.index].path, job.kind.templateName, context) }
      templateErrors.formUnion(result.unknown)
      files[job.index].provenance = result.file.provenance
      files[job.index].imports = result.file.imports
      files[job.index].content = .rendered(result.text)
    }
    return templateErrors
  }
}

/// Where a target's own files declare each class, by the target's folder, read once a run and only
/// when a class the user owns is not in the file reactorgen would create.
private final class DeclaredClasses {
  private var byFolder: [String: [String: String]] = [:]

  /// The path, relative to `folder`, of the user's file that declares `declaration`.
  func path(of declaration: UserDeclaration, in folder: String) -> String? {
    declarations(in: folder)[declaration.words]
  }

  /// Whether the user's files in `folder` declare a type named `name`.
  func declaresType(named name: String, in folder: String) -> Bool {
    UserFileScanner.declaresType(named: name, among: declarations(in: folder))
  }

  /// Whether the user's files in `folder` make `name` a typealias of a function type.
  func aliasesAFunctionType(_ name: String, in folder: String) -> Bool {
    UserFileScanner.aliasesAFunctionType(name, among: declarations(in: folder), in: folder)
  }

  private func declarations(in folder: String) -> [String: String] {
    if let found = byFolder[folder] { return found }
    let found = UserFileScanner.declaringFiles(in: folder)
    byFolder[folder] = found
    return found
  }
}
