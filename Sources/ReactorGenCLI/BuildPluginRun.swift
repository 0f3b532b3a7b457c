import ArgumentParser
import Foundation
import _ReactorGenCore

/// `--plugin-output`: the build plugin's one run per target.
///
/// The generated files are written as usual into a parts folder inside the plugin's work folder,
/// with a run record, so a spec edit decodes and renders only the elements that changed. Then
/// the parts are joined into the files the plugin declared (one per spec, one module-wide), and
/// only a bundle whose content changed is written, so the compiler recompiles only it.
extension GenerateCommand {
  /// The parts folder and its record, hidden in the plugin's output folder.
  static func partsDirectory(in pluginOutput: String) -> String {
    (pluginOutput as NSString).appendingPathComponent(".reactorgen-parts")
  }

  func runForBuildPlugin(into pluginOutput: String) throws {
    let parts = Self.partsDirectory(in: pluginOutput)
    let recordPath = RunRecord.path(in: parts)
    let inputs = RunRecord.digest(specPaths: specs, templatesDirectory: templates, options: runOptions(recordPath: recordPath))
    let record = RunRecord.load(from: recordPath)
    // Nothing changed since a run that succeeded, and no file was touched: nothing to do.
    if let inputs, let record, record.inputs == inputs, record.filesAreUntouched { return }

    var diagnostics = Diagnostics()
    let specNames = specs.map(Self.specFileName)
    let bundleNames = specNames.map(PluginBundles.fileName(ofSpec:)) + [PluginBundles.moduleFileName]
    for name in Set(bundleNames) where bundleNames.filter({ $0 == name }).count > 1 {
      diagnostics.error("two specs of this target would both generate '\(name)': give them different file names", at: nil)
    }
    var options = GenerationOptions(
      mode: .generatedOnly(listingUserOwnedFiles: plugin.userFilesIn != nil), templatesDirectory: templates, includeTests: false, module: plugin.module)
    options.outputDirectories[.sources] = parts
    var reusable = RunRecord.Reusable()
    // Fingerprints are made on every run, the first included, so that the next can reuse.
    if let base = RunRecord.digest(specPaths: [], templatesDirectory: templates, options: contentOptions) {
      reusable = record?.reusable(sources: parts, tests: nil) ?? reusable
      options.reuse(reusable, base: base)
    }
    var report: FileWriter.Report?
    if !diagnostics.hasErrors, let files = Generator(options: options).generate(specPaths: specs, diagnostics: &diagnostics) {
      if let folder = plugin.userFilesIn {
        checkUserFiles(files.filter(\.isListedOnly), in: folder, &diagnostics)
      }
      if !diagnostics.hasErrors {
        report = write(files.filter { !$0.isListedOnly }, parts: parts, bundlesInto: pluginOutput, record: record, &diagnostics)
      }
    }
    printDiagnostics(diagnostics)
    guard let report, !diagnostics.hasErrors else { throw failure(diagnostics) }
    if let inputs {
      RunRecord.make(inputs: inputs, report: report)?.save(to: recordPath)
    }
  }

  /// Writes the parts, then the bundles; the report covers both, for the record.
  private func write(
    _ files: [OutputFile], parts: String, bundlesInto pluginOutput: String, record: RunRecord?, _ diagnostics: inout Diagnostics
  ) -> FileWriter.Report? {
    let specNames = specs.map(Self.specFileName)
    // Stale parts go with the specs that no longer make them; bundles are named by the plugin.
    let partsWriter = FileWriter(sourcesDirectory: parts, testsDirectory: nil, specFiles: specNames)
    guard let partsReport = partsWriter.apply(files, mode: .write, diagnostics: &diagnostics) else { return nil }
    let untouched = Set(record?.files.filter(\.isUntouched).map(\.path) ?? [])
    let bundlesFolder = URL(fileURLWithPath: pluginOutput).standardizedFileURL.path
    guard
      let bundles = PluginBundles.bundles(
        of: files, specFiles: specNames,
        isIntact: { untouched.contains((bundlesFolder as NSString).appendingPathComponent($0)) },
        readPart: { path in FileManager.default.contents(atPath: (parts as NSString).appendingPathComponent(path)).map { String(decoding: $0, as: UTF8.self) } },
        diagnostics: &diagnostics),
      let bundlesReport = FileWriter(sourcesDirectory: pluginOutput, testsDirectory: nil, specFiles: [])
        .apply(bundles, mode: .write, diagnostics: &diagnostics)
    else { return nil }
    return partsReport.merging(bundlesReport)
  }

  /// A target using the build plugin compiles only the generated code; the files the user owns
  /// must exist already. Without them the build fails inside generated code with "cannot find
  /// 'AuthService' in scope", so say first which are missing and how to create them: one error
  /// for all of them, as a first build of a new target lacks every one.
  private func checkUserFiles(_ owned: [OutputFile], in folder: String, _ diagnostics: inout Diagnostics) {
    let declarations = owned.compactMap(\.declaration)
    let missing = Set(UserFileScanner.missing(declarations, in: folder))
    let files = owned.filter { $0.declaration.map(missing.contains) == true }
    guard !files.isEmpty else { return }
    let target = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
    let list = files.map { "  \($0.path) (\($0.declaration?.words ?? ""))" }.joined(separator: "\n")
    diagnostics.error(
      """
      target '\(target)' lacks \(files.count == 1 ? "a file" : "\(files.count) files") you own; the build plugin generates the rest. \
      Create \(files.count == 1 ? "it" : "them") once with 'swift package --allow-writing-to-package-directory generate-reactors --target \(target) --stubs-only', \
      or declare \(files.count == 1 ? "it" : "each") yourself:
      \(list)
      """, at: nil)
  }
}
