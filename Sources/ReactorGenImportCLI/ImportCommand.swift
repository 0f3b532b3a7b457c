import ArgumentParser
import Foundation
import _ReactorGenCore

#if Import
  import ReactorGenImport
#endif

/// `reactorgen-import`: a thin shell over ``Importer``.
@main
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactorgen-import",
    abstract:
      "Reads hand-written ReactorKit reactors and writes, for each, a reactorgen spec and the logic file with your code moved into its hooks.",
    discussion: """
      Every part of each reactor is reported at its place in your Swift files: what became a spec
      key, what moved verbatim into a hook or the logic file, and what reactorgen now generates.
      A reactor that cannot be expressed is named with the reason, and nothing of it is written.
      Existing files are never overwritten, and your Swift files are never changed: delete each
      imported reactor's original yourself once you have reviewed the result.

      The report is a block per reactor (--verbose: every line of your reactors, at its place), and
      ends with the next steps: the originals to delete, and the one command that generates every
      spec of the folder.
      """,
    version: ReactorGenVersion.current
  )

  @Argument(help: "Swift files, or folders searched for them, that hold the reactors (and their extensions).")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The folder to write the specs and logic files into: the target's source folder.")
  var output: String

  @Option(help: "The module the reactors live in, written as the specs' 'module:' (for the tests' @testable import).")
  var module: String?

  @Option(
    help:
      "A spec that declares the services, repositories and use cases the reactors use: their provider becomes 'services:', their components 'dependencies:', service events 'events:'."
  )
  var servicesFrom: String?

  @Flag(
    help:
      "Import the hand-written services too: the protocols ServiceProviderType exposes become Services.reactorgen.yml, which the reactors are imported against."
  )
  var services = false

  @Flag(help: "Print the specs, the logic files and the report; write nothing.")
  var dryRun = false

  @Flag(name: .shortAndLong, help: "Print only the report's errors and its summary, not a block per reactor (as reactorgen's -q).")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Print every part of each reactor at its line (the whole ledger), not a block per reactor.")
  var verbose = false

  func run() throws {
    #if Import
      try importReactors()
    #else
      // Built without swift-syntax (the trait is off by default, so that apps using the plugins
      // do not resolve it): say how to build the real thing.
      FileHandle.standardError.write(
        Data(
          "error: this reactorgen-import was built without the 'Import' trait; run it as: swift run --traits Import reactorgen-import <paths> -o <folder>\n"
            .utf8))
      throw ExitCode(64)
    #endif
  }
}

#if Import
  extension ImportCommand {
    func importReactors() throws {
      let importer = Importer(outputDirectory: output, module: module, servicesSpec: servicesFrom, importServices: services)
      let result = importer.run(paths: paths)
      for error in result.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
      for line in result.report(verbose: verbose, quiet: quiet) { print(line) }
      if dryRun {
        for file in result.refusedSpecs {
          print("\n// ===== \(file.path) (refused: see the errors above) =====")
          print(file.contents, terminator: "")
        }
        for file in result.files {
          print("\n// ===== \(file.path) =====")
          print(file.contents, terminator: "")
        }
      } else {
        // All or nothing: every file is checked before the first is written. The importer refused
        // existing files already; one that appeared since, or two of one name, stop the run here.
        let paths = result.files.map { (output as NSString).appendingPathComponent($0.path) }
        let taken =
          paths.filter { FileManager.default.fileExists(atPath: $0) } + Dictionary(grouping: paths, by: { $0 }).filter { $1.count > 1 }.map(\.key)
        guard taken.isEmpty else {
          for path in Set(taken).sorted() {
            FileHandle.standardError.write(
              Data("error: \(path) exists or would be written twice; reactorgen-import never overwrites a file, and wrote nothing\n".utf8))
          }
          throw ExitCode(1)
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for (file, path) in zip(result.files, paths) {
          try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
          print("created \(path)")
        }
      }
      for line in importer.closingLines(of: result, wrote: !dryRun, quiet: quiet) { print(line) }
      if !result.errors.isEmpty || !result.failedReactors.isEmpty { throw ExitCode(1) }
    }
  }
#endif
