import Foundation
import ReactorGenSwift
import ReactorGenYAML

/// What a run after an edit skips, decided once, from the parsed YAML, before anything is decoded:
/// which reactors it keeps as the run that generated their files left them (neither decoded nor
/// resolved nor rendered), and the fingerprint of every generated file, by which a file that
/// would come out the same is kept rather than rendered (``OutputFile/isReused``).
///
/// The plan reads what the previous run left (``GenerationOptions/reuse(_:base:)``) and the output
/// folders; the spec and the resolved model know nothing of it.
struct IncrementalPlan: Sendable {
  /// The reactors this run keeps, in the order written.
  private(set) var kept: [KeptReactor] = []
  /// ``GenerationOptions/fingerprintBase``; `nil`: the run makes no fingerprints and keeps nothing.
  private var base: String?
  /// Every spec as written but its reactors: what any file may read besides its own element.
  private var moduleFingerprint = ""
  /// The digest of each element's YAML (its name and its body), by where its name is written.
  private var elementFingerprints: [SourceLocation: String] = [:]
  private var keptLocations: Set<SourceLocation> = []
  /// The reactors that name an enum of the app's as their Action (`actionType:`), by where their
  /// names are written, and the digest of all their YAML, which each of their files reads.
  private var namingActionTypes: Set<SourceLocation> = []
  private var sharedActionsFingerprint = ""
  /// A run of mocks only whose reactors another run checks (``GenerationMode/skipsReactors``).
  private var decodesNoReactor = false
  private var reusable: [String: String] = [:]

  /// Keeps nothing and makes no fingerprints: every file is rendered.
  static let none = IncrementalPlan()

  private init() {}

  /// The plan for a run over `specs` with `options`. A reactor is kept when the previous run made
  /// its generated file from the same YAML and the same module-wide inputs, nobody touched that
  /// file since, and the files of it the user owns exist (`userFilesExist`, asked of the run).
  /// Such a reactor can differ from that run only in names it shares with another element, which
  /// validation checks with the names it declares (``ReactorResolver/declareModuleNames(of:at:in:_:)``).
  init(_ specs: [ParsedSpec], options: GenerationOptions, userFilesExist: (ReactorSummary) -> Bool) {
    decodesNoReactor = options.mode.skipsReactors
    guard let base = options.fingerprintBase else { return }
    self.base = base
    reusable = options.reusable
    var module = Digest()
    var reactorNames: [YAMLNode] = []
    var sharedActions = Digest()
    let actionTypeKey = ReactorKey.actionType.rawValue
    for spec in specs {
      // Everything but the reactors is module-wide, whatever its key: a setting the decoder
      // learns later cannot be left out. The entries of a section are elements, each with its
      // own digest too.
      for section in spec.root.mapping ?? [] {
        let isReactors = section.key.scalar == "reactors"
        if !isReactors {
          module.add(section.key)
          module.add(section.value)
        }
        let elements = section.value.mapping ?? []
        elementFingerprints.reserveCapacity(elementFingerprints.count + elements.count)
        for element in elements {
          var fingerprint = Digest.of(element.key, element.value)
          // Line directives say where each part was written: moving it changes the output.
          if options.lineDirectives { fingerprint = Digest.of([fingerprint, Digest.lines(of: element.key, element.value)]) }
          elementFingerprints[element.key.location] = fingerprint
          if isReactors { reactorNames.append(element.key) }
          // A reactor whose Action is an enum of the app's may declare helpers on it that
          // another such reactor uses (``Validator/declaringSharedPredicatesOnce(_:)``): each
          // such reactor's files depend on all of them.
          if isReactors, element.value.mapping?.contains(where: { $0.key.scalar == actionTypeKey }) == true {
            namingActionTypes.insert(element.key.location)
            sharedActions.add(element.key)
            sharedActions.add(element.value)
          }
        }
      }
    }
    moduleFingerprint = module.hex
    sharedActionsFingerprint = sharedActions.hex
    guard !options.reactorSummaries.isEmpty, !decodesNoReactor else { return }
    keepUnchanged(reactorNames, options: options, userFilesExist: userFilesExist)
  }

  /// Keeps each reactor of `names` the previous run left as this one would make it.
  private mutating func keepUnchanged(_ names: [YAMLNode], options: GenerationOptions, userFilesExist: (ReactorSummary) -> Bool) {
    for name in names {
      if let reactor = keptReactor(named: name, options: options, userFilesExist: userFilesExist) {
        kept.append(reactor)
        keptLocations.insert(reactor.location)
      }
    }
    // Those reactors are resolved together or kept together: one decoded alone would declare
    // again a helper a kept one declares.
    if !namingActionTypes.isSubset(of: keptLocations) {
      kept.removeAll { namingActionTypes.contains($0.location) }
      keptLocations.subtract(namingActionTypes)
    }
  }

  /// The same plan keeping no reactor: a run whose kept reactors met an error decodes them all,
  /// so that it reports what a run without a record reports.
  var keepingNoReactor: IncrementalPlan {
    var plan = self
    plan.kept = []
    plan.keptLocations = []
    return plan
  }

  /// Whether the reactor whose name is written at `location` is decoded.
  func decodes(reactorAt location: SourceLocation) -> Bool {
    !decodesNoReactor && !keptLocations.contains(location)
  }

  /// ``OutputFile/fingerprint`` of the file at `path` that `template` makes from the element whose
  /// name is written at `element`: the run's base, everything module-wide, the file's own place
  /// and the element's YAML. `nil` when the run makes no fingerprints.
  func fingerprint(ofFileAt path: String, madeBy kind: FileKind, from element: SourceLocation) -> String? {
    base.map {
      var parts = [$0, moduleFingerprint, kind.templateName, path, Validator.fileName(element.file), elementFingerprints[element] ?? ""]
      if !namingActionTypes.isEmpty, namingActionTypes.contains(element) { parts.append(sharedActionsFingerprint) }
      return Digest.of(parts)
    }
  }

  /// Whether the previous run wrote the file at `rootedPath` from the same `fingerprint` and
  /// nobody touched it since: it is kept rather than rendered.
  func reuses(_ rootedPath: String, madeFrom fingerprint: String?) -> Bool {
    fingerprint != nil && reusable[rootedPath] == fingerprint
  }

  private func keptReactor(named name: YAMLNode, options: GenerationOptions, userFilesExist: (ReactorSummary) -> Bool) -> KeptReactor? {
    guard let text = name.scalar, let summary = options.reactorSummaries["sources/" + ReactorFiles(reactor: text).reactor],
      summary.name == text,
      reuses("sources/" + summary.files.reactor, madeFrom: fingerprint(ofFileAt: summary.files.reactor, madeBy: .reactor, from: name.location))
    else { return nil }
    // Files only listed are not produced, so they need not exist to keep the reactor.
    if options.mode.producesUserOwnedFiles && !userFilesExist(summary) { return nil }
    return KeptReactor(summary: summary, location: name.location)
  }
}
