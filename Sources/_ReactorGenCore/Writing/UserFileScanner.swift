import Foundation
import ReactorGenSwift

/// Reads a target's Swift sources to find the declarations the generated code needs.
enum UserFileScanner {
  static func swiftSources(in folder: String) -> [String] {
    swiftFiles(in: folder).map(\.text)
  }

  /// Every Swift file under `folder` (build folders aside), by path relative to it, sorted.
  static func swiftFiles(in folder: String) -> [(path: String, text: String)] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [(path: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasPrefix(".build") {
        enumerator.skipDescendants()
        continue
      }
      guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(relative))
      else { continue }
      files.append((relative, String(decoding: data, as: UTF8.self)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The declarations among `declarations` (`class TaskService`, two words each) that no source
  /// in `folder` makes. Each source is read and lexed once, however many declarations are asked.
  static func missing(_ declarations: [UserDeclaration], in folder: String) -> [UserDeclaration] {
    missing(declarations, inSources: swiftSources(in: folder))
  }

  static func missing(_ declarations: [UserDeclaration], inSources sources: [String]) -> [UserDeclaration] {
    var made: Set<String> = []
    for source in sources { made.formUnion(DeclarationSites.declarations(in: source)) }
    return declarations.filter { !made.contains($0.words) }
  }

  /// `class TaskService` as whole names: in `final class TaskService: BaseService`, not in
  /// `class TaskServiceMock`, nor in a comment or a string.
  /// The file, relative to `folder`, that declares each declaration (`class TaskService`): the
  /// first in path order; files reactorgen generated are not the user's.
  /// With `mentioning`, only files that hold one of those names are lexed.
  static func declaringFiles(in folder: String, mentioning names: [String]? = nil) -> [String: String] {
    // A fresh target's folder does not exist yet: nothing to read (enumerating it costs more).
    guard FileManager.default.fileExists(atPath: folder) else { return [:] }
    var found: [String: String] = [:]
    for file in swiftFiles(in: folder) where Provenance(firstLineOf: file.text)?.isGenerated != true {
      if let names, !names.contains(where: { file.text.utf8.contains($0.utf8) }) { continue }
      for words in DeclarationSites.declarations(in: file.text) where found[words] == nil { found[words] = file.path }
    }
    return found
  }

  /// Whether `declarations` (``declaringFiles(in:)``) hold a type named `name`: a struct,
  /// class, enum, protocol, typealias or actor.
  static func declaresType(named name: String, among declarations: [String: String]) -> Bool {
    ["struct", "class", "enum", "protocol", "typealias", "actor"].contains { declarations[$0 + " " + name] != nil }
  }

  /// Whether the files in `folder` answer each name as `answers` says a run found them. Asked on
  /// a run that may have nothing else to do: only a file that holds one of the names is lexed.
  static func answer(_ answers: [String: Bool], in folder: String) -> Bool {
    guard !answers.isEmpty else { return true }
    let questions = answers.map { (question: question(of: $0.key), answer: $0.value) }
    let declarations = declaringFiles(in: folder, mentioning: questions.map(\.question.name))
    return questions.allSatisfy { question, answer in
      let found =
        question.isFunctionTypealias
        ? aliasesAFunctionType(question.name, among: declarations, in: folder) : declaresType(named: question.name, among: declarations)
      return found == answer
    }
  }

  /// What a run record's key asks (``functionTypealiasKey(_:)`` or a bare type name).
  private static func question(of key: String) -> (name: String, isFunctionTypealias: Bool) {
    let prefix = functionTypealiasKey("")
    return key.hasPrefix(prefix) ? (String(key.dropFirst(prefix.count)), true) : (key, false)
  }

  static func declares(_ declaration: UserDeclaration, in source: String) -> Bool {
    missing([declaration], inSources: [source]).isEmpty
  }

  /// Where `declaration` (`class TaskService`) is made in `source`, and the access level written
  /// before it (`internal` when none is): what a spec's `access:` must agree with.
  static func access(of declaration: UserDeclaration, in source: String) -> (access: String, line: Int, column: Int)? {
    DeclarationSites.access(of: declaration.words, in: source).map { ($0.access, $0.line, $0.column) }
  }

  /// The run record's key for the question whether `name` is a typealias of a function type,
  /// beside the type names it keeps (which hold no space).
  static func functionTypealiasKey(_ name: String) -> String { "typealias " + name }

  /// Whether `declarations` (``declaringFiles(in:)`` of `folder`) make `name` a typealias of a
  /// function type (`typealias Handler = (Int) -> Void`): what a spec's `@escaping Handler` needs.
  static func aliasesAFunctionType(_ name: String, among declarations: [String: String], in folder: String) -> Bool {
    let key = functionTypealiasKey(name)
    guard let path = declarations[key], let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(path))
    else { return false }
    return DeclarationSites.access(of: key, in: String(decoding: data, as: UTF8.self))?.aliased?.isFunction == true
  }
}
