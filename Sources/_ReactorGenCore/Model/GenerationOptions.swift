import Foundation
import ReactorGenSwift

/// Which of a module's files a run produces. Each way reactorgen is used is one case, so a new
/// combination is a decision made here, not a set of flags checked by hand in every caller.
package enum GenerationMode: Sendable, Equatable {
  /// The generated files, and the files the user owns that do not exist yet (the CLI, the
  /// command plugin).
  case everything
  /// Only the files rewritten on every run (`--generated-only`, `reactorgen single-file`, the build
  /// plugin). `listingUserOwnedFiles`: still list the files the user owns, unrendered
  /// (``OutputFile/isListedOnly``), so that a build can say which are missing without a second run.
  case generatedOnly(listingUserOwnedFiles: Bool)
  /// Only the files the user owns: logic, service and test stubs (`--stubs-only`).
  case userOwnedOnly
  /// Only the test target's generated files, the mocks and `MockServiceProvider` (the build
  /// plugin's command for a test target). `reactorsCheckedElsewhere`: leave reactors undecoded
  /// and unchecked, since mocks are made from services, repositories and use cases alone and the
  /// run of the target that holds the specs checks them; decoding every reactor was most of such a run.
  case mocksOnly(reactorsCheckedElsewhere: Bool)

  /// Whether files rewritten on every run are produced.
  var producesGeneratedFiles: Bool { self != .userOwnedOnly }

  /// Whether files the user owns are produced (when missing).
  var producesUserOwnedFiles: Bool { self == .everything || self == .userOwnedOnly }

  /// Whether files the user owns are listed without being produced.
  var listsUserOwnedFiles: Bool { self == .generatedOnly(listingUserOwnedFiles: true) }

  /// Whether the app target's files (reactors, services, the provider) are produced.
  var producesSourceTarget: Bool {
    if case .mocksOnly = self { return false }
    return true
  }

  /// Whether reactors are left as they are read: neither decoded nor checked.
  var skipsReactors: Bool { self == .mocksOnly(reactorsCheckedElsewhere: true) }

  /// Whether every generated file of the module is produced, so that one missing from the
  /// output is stale and can be removed.
  var producesEveryGeneratedFile: Bool {
    switch self {
    case .everything, .generatedOnly: return true
    case .userOwnedOnly, .mocksOnly: return false
    }
  }
}

/// What to generate, and what a run may reuse from the one before.
/// The type names a run asked the target's own files about, and whether they declare each: what
/// generated code named with the module's name (``AppTarget``) depends on.
final class TargetTypesAsked: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [String: Bool] = [:]

  func note(_ name: String, declared: Bool) {
    lock.withLock { answers[name] = declared }
  }

  var asked: [String: Bool] { lock.withLock { answers } }
}

struct GenerationOptions: Sendable {
  var mode: GenerationMode
  var templatesDirectory: String?
  /// Whether the module has a test target to generate into: mocks and test skeletons.
  var includeTests: Bool
  /// The module under test for `@testable import`, overriding the specs' `module`.
  var module: String?
  /// The module under test when neither `module` nor the specs name one: SwiftPM's module of the
  /// sources folder's target, when the run writes tests.
  var defaultModule: String?
  /// The folders the files will be written to. A file the user owns that exists there already is
  /// never written again, so it is not rendered (its hooks are still listed for the notes).
  var outputDirectories: [OutputFile.Root: String] = [:]
  /// The folder of the target the generated sources join, whose own files declare the app's
  /// types: the sources folder, or the build plugin's target.
  var targetFolder: String?
  /// Where the run notes what it asked of the target's own files and what they answered, for
  /// the run record: a later run whose target answers otherwise does not trust the record.
  var targetTypesAsked: TargetTypesAsked?
  /// `reactorgen-import`'s code for the logic files, by reactor: each such reactor's logic file is
  /// made from it, with or without hooks.
  var importedLogic: [String: ImportedLogic] = [:]
  /// Generated files a previous run wrote and nobody touched since, by ``OutputFile/rootedPath``,
  /// with the fingerprint they were made from. A file whose fingerprint is the same again is not
  /// rendered; the run keeps it (``OutputFile/isReused``).
  var reusable: [String: String] = [:]
  /// The reactors of the run that made the ``reusable`` files, by the ``OutputFile/rootedPath`` of
  /// each one's generated file. A reactor whose generated file is reusable and whose own files
  /// exist is not even decoded: its files are kept as they are (``IncrementalPlan``).
  var reactorSummaries: [String: ReactorSummary] = [:]
  /// What every file depends on besides the specs (templates, options, reactorgen's version):
  /// part of each fingerprint. Without it, no fingerprints are made and nothing is reused.
  var fingerprintBase: String?
  /// `#sourceLocation` directives around the lines made from the specs' own text, so that the
  /// compiler reports what is wrong there at the spec's line (``LineDirectives``).
  var lineDirectives = false

  init(mode: GenerationMode = .everything, templatesDirectory: String? = nil, includeTests: Bool = true, module: String? = nil) {
    self.mode = mode
    self.templatesDirectory = templatesDirectory
    self.includeTests = includeTests
    self.module = module
  }
}
