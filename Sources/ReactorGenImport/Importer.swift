#if Import
  import Foundation
  import SwiftParser
  import SwiftSyntax
  import ReactorGenSwift
  import _ReactorGenCore

  /// `reactorgen-import` as one call: Swift files in; for each reactor found, a spec and a logic
  /// file (checked by running reactorgen's own pipeline on them), and the report.
  package struct Importer {
    /// What the command line says.
    struct Options {
      /// Where the specs and logic files go (the target's source folder: reactorgen creates the
      /// logic file there too).
      var outputDirectory: String
      /// `module:` of the specs, for the tests' `@testable import`.
      var module: String?
      /// Paths in the report and the specs are written relative to this folder (the current one
      /// by default), so that what import writes is the same on every machine.
      var displayRoot: String?
      /// A spec that declares the services, repositories and use cases the reactors use
      /// (`--services-from`): a reactor's provider becomes `services:`, its components
      /// `dependencies:`, and events merged in reactorgen's shape `events:`.
      var servicesSpec: String?
      /// Import the hand-written services too (`--services`): the protocols `ServiceProviderType`
      /// exposes become `Services.reactorgen.yml`, which the reactors are then imported against.
      var importServices: Bool
    }

    /// What an import produced.
    package struct Result {
      /// Files to write, by path inside the output folder, in order.
      package var files: [(path: String, contents: String)] = []
      /// The report: one line per part of each original, located, in source order.
      var report: [String] = []
      /// Reactors that could not be imported (their problems are in the report, as errors).
      package var failedReactors: [String] = []
      /// Reactors imported.
      var importedReactors: [String] = []
      /// The specs written for reactors that could not be imported after all (the spec itself was
      /// refused): shown by `--dry-run`, never written.
      package var refusedSpecs: [(path: String, contents: String)] = []
      /// Problems with the input itself (a file that cannot be read).
      package var errors: [String] = []
      /// What became of each reactor, in the order they were found: the report's blocks.
      var reactors: [ReactorOutcome] = []
      /// The report's lines that are the run's, not a reactor's (the services').
      var runNotes: [String] = []

      /// The report as the command prints it: a block per reactor; with `verbose`, every part of
      /// each at its line (the ledger); with `quiet`, the errors alone.
      package func report(verbose: Bool, quiet: Bool) -> [String] {
        if verbose { return report }
        if quiet { return runNotes.filter { $0.hasPrefix("error:") || $0.contains(": error: ") } + reactors.flatMap(\.errors) }
        return runNotes + reactors.flatMap(\.block)
      }
    }

    /// What became of one reactor: the files written for it, or the errors that refused it, and
    /// every part of its original.
    struct ReactorOutcome {
      var name: String
      var location: SourceSpot
      /// The files written for it (its spec, its logic file); empty when it was refused.
      var files: [String] = []
      /// The located errors that refused it; empty when it was imported.
      var errors: [String] = []
      var ledger: [LedgerEntry] = []

      /// The Swift files its parts were read from.
      var sourceFiles: [String] { Array(Set(ledger.map(\.spot.file) + [location.file])).sorted() }

      /// Words before a property's name in its spec key.
      static let declarationWords: Set<Substring> = ["public", "weak", "lazy", "var", "let"]

      /// The reactor's block of the report: where it is, what it became, what became spec, where
      /// its code moved, and each error at its line.
      var block: [String] {
        guard errors.isEmpty else {
          return ["\(name) at \(location.description): left as it is"] + errors
        }
        var lines = ["\(name) at \(location.description) → \(files.joined(separator: ", "))"]
        // `actions: increase loading: setLoading` is the key `actions` and its entry `increase`.
        var keys: [(key: String, entries: [String])] = []
        for entry in ledger where entry.disposition == .spec {
          let parts = entry.message.split(separator: ":", maxSplits: 1)
          let key = String(parts[0])
          // The entry's name, after the words a property's key starts with (`var page`).
          let words = parts.count > 1 ? parts[1].split(separator: " ").drop { Self.declarationWords.contains($0) } : []
          let named = words.first.map { String($0).trimmingCharacters(in: .punctuationCharacters) }
          if let index = keys.firstIndex(where: { $0.key == key }) {
            if let named, !keys[index].entries.contains(named) { keys[index].entries.append(named) }
          } else {
            keys.append((key, named.map { [$0] } ?? []))
          }
        }
        if !keys.isEmpty {
          lines.append(
            "  spec: " + keys.map { $0.entries.isEmpty ? $0.key : "\($0.key) \($0.entries.joined(separator: ", "))" }.joined(separator: "; "))
        }
        var hooks: [String] = []
        var elsewhere = 0
        for entry in ledger where entry.disposition == .moved {
          if let hook = Self.hook(movedTo: entry.message) {
            if !hooks.contains(hook) { hooks.append(hook) }
          } else {
            elsewhere += 1
          }
        }
        if !hooks.isEmpty { lines.append("  moved into hooks: " + hooks.joined(separator: ", ")) }
        if elsewhere > 0 { lines.append("  moved into the logic file as written: \(elsewhere) part(s)") }
        let generated = ledger.filter { $0.disposition == .generated }.count
        if generated > 0 { lines.append("  generated by reactorgen now: \(generated) part(s)") }
        return lines
      }

      /// The hook a moved part's entry names (`moves to mutateDecrease`, `moves to willDeinitialize,
      /// which deinit calls`); `nil` for code that moves as written (`moves to the logic file`).
      static func hook(movedTo message: String) -> String? {
        guard message.hasPrefix("moves to ") else { return nil }
        let word = message.dropFirst("moves to ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = word.first, first.isLowercase, !["the", "an", "a"].contains(word) else { return nil }
        return String(word)
      }
    }

    /// The report's last lines: unless `quiet`, which originals to delete and one command that
    /// generates every spec of the folder; then what was imported and what was left.
    package func closingLines(of result: Result, wrote: Bool, quiet: Bool) -> [String] {
      let summary =
        "\(result.importedReactors.count) reactor(s) imported, \(result.failedReactors.count) left as they are"
        + (result.failedReactors.isEmpty ? "" : ": \(result.failedReactors.joined(separator: ", "))")
      return (quiet ? [] : nextSteps(result, wrote: wrote)) + [summary]
    }

    func nextSteps(_ result: Result, wrote: Bool) -> [String] {
      let imported = result.reactors.filter { $0.errors.isEmpty }
      guard !imported.isEmpty else { return [] }
      let refusedFiles = Set(result.reactors.filter { !$0.errors.isEmpty }.map(\.location.file))
      let files = Array(Set(imported.flatMap(\.sourceFiles))).sorted()
      let deletable = files.filter { !refusedFiles.contains($0) }
      let output = options.outputDirectory
      let specs = Self.specs(in: output, adding: result.files.map(\.path).filter { $0.hasSuffix(".reactorgen.yml") })
      var lines = [
        "", "Next steps:",
        "  1. Review each spec and logic file\(wrote ? "" : " (run again without --dry-run to write them)"), with the report above (--verbose lists every line).",
      ]
      lines.append("  2. Delete the hand-written reactors reactorgen now generates:")
      if !deletable.isEmpty { lines.append("       rm " + deletable.map(Self.shellQuoted).joined(separator: " ")) }
      for file in files where refusedFiles.contains(file) {
        let here = imported.filter { $0.sourceFiles.contains(file) }.map(\.name).joined(separator: ", ")
        lines.append("       in \(file), delete \(here) and keep the reactors left as they are")
      }
      let module = options.module.map { " --module \(Self.shellQuoted($0))" } ?? ""
      lines.append("  3. Generate every spec of the folder (one run names them all):")
      lines.append(
        "       reactorgen " + specs.map { Self.shellQuoted((output as NSString).appendingPathComponent($0)) }.joined(separator: " ") + " -o "
          + Self.shellQuoted(output) + module)
      return lines
    }

    /// The specs in `folder` once `adding` is written, by name, sorted.
    static func specs(in folder: String, adding: [String]) -> [String] {
      let there = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".reactorgen.yml") }
      return Array(Set(there + adding)).sorted()
    }

    /// A path as a shell takes it: quoted only when it must be.
    static func shellQuoted(_ word: String) -> String {
      let plain = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+@:,=".unicodeScalars.contains($0) }
      return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    var options: Options

    package init(
      outputDirectory: String, module: String? = nil, servicesSpec: String? = nil, importServices: Bool = false,
      displayRoot: String? = FileManager.default.currentDirectoryPath
    ) {
      options = Options(
        outputDirectory: outputDirectory, module: module, displayRoot: displayRoot, servicesSpec: servicesSpec, importServices: importServices)
    }

    /// Reads `paths` (Swift files, or folders searched for them) and imports every reactor found.
    package func run(paths: [String]) -> Result {
      var result = Result()
      var files: [SwiftFile] = []
      for path in Self.swiftFiles(in: paths, errors: &result.errors) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
          result.errors.append("\(path): error: cannot read the file")
          continue
        }
        files.append(SwiftFile(path: displayPath(path), text: text))
      }
      var known: KnownComponents?
      // The services' spec, held in memory: the one named (`--services-from`), or the one the
      // import writes (`--services`).
      var services: (file: String, text: String)?
      if let path = options.servicesSpec {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
          result.errors.append("\(path): error: cannot read the spec file")
          return result
        }
        services = (path, text)
      } else if options.importServices {
        switch importServices(files, options: options, into: &result) {
        case .spec(let text): services = (Self.servicesSpecName, text)
        case .nothing: break
        case .stop: return result
        }
      }
      if let services {
        let errorsBefore = result.errors.count
        known = Self.knownComponents(of: services, errors: &result.errors)
        if result.errors.count > errorsBefore { return result }
      }
      let reactors = ReactorReader(files: files, known: known).read()
      if reactors.isEmpty && result.errors.isEmpty {
        result.errors.append(
          "error: no reactor found (a class that adopts 'Reactor', or an app protocol refining it) in \(paths.joined(separator: ", "))")
      }
      // One run makes one module's files: reactors named alike (two apps' `CounterViewReactor`)
      // would be one spec and one class. Each is refused, naming the others, before anything is
      // written; the rest import.
      let named = Dictionary(grouping: reactors, by: \.name)
      let subclasses = Self.subclasses(of: Set(reactors.map(\.name)), in: files)
      // A module with a public reactor is public; its internal reactors say so each.
      let isPublic = known?.access.map { $0 == .public } ?? reactors.contains(where: \.isPublic)
      for var reactor in reactors {
        let others = (named[reactor.name] ?? []).filter { $0.location != reactor.location }
        guard others.isEmpty else {
          result.failedReactors.append(reactor.name)
          let errors = [
            "\(reactor.location.description): error: reactor '\(reactor.name)' cannot be imported; \(reactor.file) is left as it is",
            "\(reactor.location.description): error: another reactor is named '\(reactor.name)' (at \(others.map(\.location.description).joined(separator: ", "))): one run imports one module, where the two would be one spec and one class; import each app into its own folder (one run each), or rename one",
          ]
          result.report += errors
          result.reactors.append(ReactorOutcome(name: reactor.name, location: reactor.location, errors: errors))
          continue
        }
        reactor.problems.insert(contentsOf: Self.inheritanceProblems(of: reactor, subclasses: subclasses[reactor.name]), at: 0)
        importReactor(reactor, known: known, moduleIsPublic: isPublic, services: services, into: &result)
      }
      return result
    }

    /// The services a reactor may take, from the services' spec; nil when it does not decode, with
    /// its errors.
    private static func knownComponents(of services: (file: String, text: String), errors: inout [String]) -> KnownComponents? {
      var diagnostics = Diagnostics()
      var known: KnownComponents?
      if let spec = Spec.decoded(from: services.text, file: services.file, diagnostics: &diagnostics), !diagnostics.hasErrors {
        let settings = spec.moduleSettings
        var components = KnownComponents(module: settings.module, access: settings.access, observableState: settings.observableState)
        for component in spec.injectableComponents {
          if let property = component.providerProperty { components.servicesByProperty.append((property, component.name)) }
          components.componentsByProtocol[component.protocolName] = component.name
        }
        known = components
      }
      errors += diagnostics.errors.map(\.description)
      return known
    }

    /// A reactor other classes inherit from, or may (an `open` one), stays hand-written:
    /// reactorgen generates a `final` class whose `initialState` is a `let`, which no subclass can
    /// extend or set.
    private static func inheritanceProblems(
      of reactor: ImportedReactor, subclasses: [(name: String, spot: SourceSpot)]?
    ) -> [LedgerEntry] {
      var problems: [LedgerEntry] = []
      if reactor.isOpen, subclasses == nil {
        problems.append(
          LedgerEntry(
            spot: reactor.location, lastLine: reactor.location.line, disposition: .problem,
            message:
              "'\(reactor.name)' is open, so other modules may inherit from it: a generated reactor is a final class whose initialState is a let, which a subclass can neither extend nor set; keep it hand-written, or make it 'public' if nothing inherits from it"
          ))
      }
      if let inheriting = subclasses {
        let named = inheriting.map { "\($0.name) at \($0.spot.description)" }.joined(separator: ", ")
        problems.append(
          LedgerEntry(
            spot: reactor.location, lastLine: reactor.location.line, disposition: .problem,
            message:
              "\(named) \(inheriting.count == 1 ? "inherits" : "inherit") from '\(reactor.name)': a generated reactor is a final class whose initialState is a let, which a subclass can neither extend nor set; keep '\(reactor.name)' and its subclasses hand-written (reactorgen-import leaves them as they are)"
          ))
      }
      return problems
    }

    /// The classes in `files`, at any depth, that inherit from one of `reactors`, by reactor.
    static func subclasses(of reactors: Set<String>, in files: [SwiftFile]) -> [String: [(name: String, spot: SourceSpot)]] {
      final class Finder: SyntaxVisitor {
        var found: [(base: String, name: String, node: ClassDeclSyntax)] = []
        let reactors: Set<String>
        init(_ reactors: Set<String>) {
          self.reactors = reactors
          super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
          // A superclass stands first in the inheritance clause; `Module.Base` names it too.
          if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            let base = first.split(separator: ".").last.map(String.init) ?? first
            if reactors.contains(base) { found.append((base, node.name.text, node)) }
          }
          return .visitChildren
        }
      }
      var result: [String: [(name: String, spot: SourceSpot)]] = [:]
      for file in files {
        let finder = Finder(reactors)
        finder.walk(file.tree)
        for (base, name, node) in finder.found { result[base, default: []].append((name, file.spot(node))) }
      }
      return result
    }

    static let servicesSpecName = "Services.reactorgen.yml"

    /// What `--services` made of the files.
    private enum ServicesOutcome {
      /// `Services.reactorgen.yml`, this text, is among the result's files, for the reactors to
      /// be read against.
      case spec(String)
      /// No services (or none importable): the reactors are imported without them.
      case nothing
      /// The run writes nothing.
      case stop
    }

    /// `--services`: the hand-written service layer as `Services.reactorgen.yml`.
    private func importServices(_ files: [SwiftFile], options: Options, into result: inout Result) -> ServicesOutcome {
      let services = ServiceReader(files: files).read()
      if !services.problems.isEmpty {
        // The reactors are still imported (their provider a parameter); the run fails, saying why.
        result.errors.append(
          "error: --services: the service layer cannot be imported (see the errors in the report); the reactors are imported without it")
        result.report += services.problems.map { "\($0.spot.description): error: \($0.message)" }
        result.runNotes += services.problems.map { "\($0.spot.description): error: \($0.message)" }
        return .nothing
      }
      guard !services.services.isEmpty else {
        result.report.append("note: no 'protocol ServiceProviderType' found: no services to import")
        result.runNotes.append("note: no 'protocol ServiceProviderType' found: no services to import")
        return .nothing
      }
      var imports: [String] = []
      for file in files {
        for module in file.tree.statements.compactMap({ $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
        where !imports.contains(module) && !GeneratedName.reactorFrameworks.contains(module) {
          imports.append(module)
        }
      }
      guard !FileManager.default.fileExists(atPath: (options.outputDirectory as NSString).appendingPathComponent(Self.servicesSpecName)) else {
        result.errors.append("\(Self.servicesSpecName) exists in \(options.outputDirectory); reactorgen-import never overwrites a file")
        return .stop
      }
      var unreadable: [String] = []
      let text = ServiceReader.spec(
        services.services, comments: services.comments, module: options.module, isPublic: false, imports: imports, unreadable: &unreadable)
      guard unreadable.isEmpty else {
        result.errors.append("error: --services: the service layer cannot be imported; the reactors are imported without it")
        result.report += unreadable.map { "error: a service method the spec cannot declare: \($0)" }
        result.runNotes += unreadable.map { "error: a service method the spec cannot declare: \($0)" }
        return .nothing
      }
      result.files.append((Self.servicesSpecName, text))
      result.report.append("note: services \(services.services.map(\.name).joined(separator: ", ")) → \(Self.servicesSpecName)")
      result.runNotes.append("note: services \(services.services.map(\.name).joined(separator: ", ")) → \(Self.servicesSpecName)")
      result.report += services.ledger.sorted { $0.spot < $1.spot }.map(Self.reportLine)
      return .spec(text)
    }

    static func reportLine(_ entry: LedgerEntry) -> String {
      let range = entry.lastLine > entry.spot.line ? "-\(entry.lastLine)" : ""
      let kind: String
      switch entry.disposition {
      case .spec: kind = "spec"
      case .moved: kind = "moved"
      case .generated: kind = "generated"
      case .problem: kind = "error"
      }
      return "\(entry.spot.description)\(range): \(kind): \(entry.message)"
    }

    private func importReactor(
      _ reactor: ImportedReactor, known: KnownComponents?, moduleIsPublic: Bool, services: (file: String, text: String)?, into result: inout Result
    ) {
      let specName = "\(reactor.name).reactorgen.yml"
      let logicName = "\(reactor.name)+Logic.swift"
      var problems = reactor.problems.map { "\($0.spot.description): error: \($0.message)" }
      let writer = { (reactor: ImportedReactor, writesLogicFile: Bool) in
        SpecWriter(
          module: self.options.module ?? known?.module, moduleAccess: known?.access, moduleObservableState: known?.observableState,
          moduleIsPublic: moduleIsPublic, writesLogicFile: writesLogicFile
        ).spec(for: reactor)
      }
      var spec = writer(reactor, true)
      if spec == nil { problems.append("\(reactor.location.description): error: a mutation's operations have no spec form") }
      let existing = [specName, logicName].filter {
        FileManager.default.fileExists(atPath: (options.outputDirectory as NSString).appendingPathComponent($0))
      }
      var logic: String?
      let composer = LogicFileComposer(reactor: reactor)
      let importedLogic = composer.importedLogic()
      if problems.isEmpty, let spec {
        logic = Self.logicFile(
          spec: spec, specName: specName, reactor: reactor, importedLogic: importedLogic, module: options.module, services: services,
          diagnostics: &problems)
        if let logic {
          for hook in composer.missingHooks(in: logic) {
            problems.append("\(reactor.location.description): error: the logic file has no hook '\(hook)' to move the code into")
          }
          if Parser.parse(source: logic).hasError {
            problems.append("\(reactor.location.description): error: the logic file with the moved code does not parse")
          }
        }
      }
      if problems.isEmpty {
        let needed = [specName] + (logic != nil ? [logicName] : [])
        for name in existing where needed.contains(name) {
          let movesCode = name == specName || importedLogic != nil
          if movesCode {
            problems.append(
              "\(reactor.location.description): error: \(name) exists in \(options.outputDirectory); reactorgen-import never overwrites a file (move it away, or import into another folder)"
            )
          }
        }
      }
      // A comment none of the reader's rules placed goes above the reactor: none is lost.
      // A reactor with nothing to move gets no logic file, and its spec's header says so.
      if problems.isEmpty, spec != nil {
        let unplaced = Self.commentsMissing(from: [spec ?? "", logic ?? ""], of: reactor)
        if !unplaced.isEmpty || logic == nil {
          var placed = reactor
          placed.reactorComments += unplaced
          spec = writer(placed, logic != nil)
        }
      }
      guard problems.isEmpty, let spec else {
        if let spec { result.refusedSpecs.append((specName, spec)) }
        result.failedReactors.append(reactor.name)
        let refused = "\(reactor.location.description): error: reactor '\(reactor.name)' cannot be imported; \(reactor.file) is left as it is"
        result.report.append(refused)
        result.report += problems
        result.reactors.append(ReactorOutcome(name: reactor.name, location: reactor.location, errors: [refused] + problems, ledger: reactor.ledger))
        // Every other part too, as it would have been imported: what is left to change is only
        // what the errors name.
        result.report += reactor.ledger.map(Self.reportLine)
        return
      }
      result.importedReactors.append(reactor.name)
      result.files.append((specName, spec))
      if let logic, !existing.contains(logicName) { result.files.append((logicName, logic)) }
      result.reactors.append(
        ReactorOutcome(
          name: reactor.name, location: reactor.location, files: [specName] + (logic != nil && !existing.contains(logicName) ? [logicName] : []),
          ledger: reactor.ledger))
      result.report.append(
        "\(reactor.location.description): note: reactor '\(reactor.name)' → \(specName)"
          + (logic != nil && !existing.contains(logicName) ? " and \(logicName)" : ""))
      result.report += reactor.ledger.map(Self.reportLine)
    }

    /// The comments of `reactor`'s original that are in none of `outputs` (as a YAML comment, a
    /// Swift one, or inside a value), but the marks reactorgen's generated code writes itself.
    static func commentsMissing(from outputs: [String], of reactor: ImportedReactor) -> [String] {
      func text(_ line: Substring) -> String {
        line.drop { $0 == "/" || $0 == "#" || $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed().map(String.init)
          .joined()
      }
      var present: [String: Int] = [:]
      for line in outputs.flatMap({ $0.split(separator: "\n") }) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("#") { present[text(trimmed), default: 0] += 1 }
        if let marker = line.range(of: "//") { present[text(line[marker.lowerBound...]), default: 0] += 1 }
        present[text(trimmed), default: 0] += 1
      }
      var missing: [String] = []
      for comment in reactor.originalComments where !ReactorReader.generatedMarks.contains(comment) {
        var found = true
        for line in comment.split(separator: "\n") where !text(line).isEmpty {
          let key = text(line)
          if let count = present[key], count > 0 { present[key] = count - 1 } else { found = false }
        }
        if !found { missing.append(comment) }
      }
      return missing
    }

    /// Runs reactorgen's pipeline on the spec, in memory, and returns the logic file it makes with
    /// the user's code in it (`nil` when nothing moves). The spec's errors join `diagnostics`,
    /// each at the Swift its line came from (the reactor's declaration when no part wrote it):
    /// the spec is never written when it has one.
    static func logicFile(
      spec: String, specName: String, reactor: ImportedReactor, importedLogic: ImportedLogic?, module: String?,
      services: (file: String, text: String)?, diagnostics: inout [String]
    ) -> String? {
      var found = Diagnostics()
      let logic = Generator.logicFile(
        of: reactor.name, filledWith: importedLogic, specTexts: (services.map { [$0] } ?? []) + [(specName, spec)], module: module,
        diagnostics: &found)
      for diagnostic in found.errors {
        let spot = diagnostic.location.flatMap { $0.file == specName ? reactor.spot(ofSpecLine: $0.line, in: spec) : nil } ?? reactor.location
        let message = reactor.relocating(diagnostic.message, in: spec)
        diagnostics.append("\(spot.description): error: \(message) (in the spec import would write for it)")
      }
      return logic
    }

    private func displayPath(_ path: String) -> String {
      guard let root = options.displayRoot else { return path }
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
      return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    /// Folders of other projects' code that a checkout may hold beside the app's.
    static let vendoredFolders: Set<Substring> = ["Pods", "Carthage", "SourcePackages", "DerivedData"]

    /// The Swift files named, and those in the folders named (sorted, so runs are alike).
    static func swiftFiles(in paths: [String], errors: inout [String]) -> [String] {
      var found: [String] = []
      for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          errors.append("\(path): error: no such file or folder")
          continue
        }
        if isDirectory.boolValue {
          let enumerator = FileManager.default.enumerator(atPath: path)
          var inFolder: [String] = []
          while let item = enumerator?.nextObject() as? String {
            // Not reactorgen's own output, nor what Xcode never compiles: a copy of sources inside
            // an asset catalog, a file template's `___FILEBASENAME___Reactor.swift`; nor the
            // dependencies a folder vendors (CocoaPods', Carthage's, Xcode's package checkouts:
            // ReactorKit's own test reactors among them), which are not the app's to import.
            let skipped = { (part: Substring) in
              part == "Generated" || part.hasPrefix(".") || part.hasSuffix(".xcassets") || part.hasSuffix(".xctemplate")
                || Self.vendoredFolders.contains(part)
            }
            if item.hasSuffix(".swift") && !item.split(separator: "/").contains(where: skipped) {
              inFolder.append((path as NSString).appendingPathComponent(item))
            }
          }
          found += inFolder.sorted()
        } else {
          found.append(path)
        }
      }
      return found
    }
  }
#endif
