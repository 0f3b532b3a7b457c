#if Import
  import SwiftParser
  import SwiftSyntax
  import ReactorGenSwift
  import _ReactorGenCore

  /// Writes a reactor's logic file: reactorgen's own stub for the imported spec (its header,
  /// imports, extension and hook signatures, from the core's tree and template), with each stub's
  /// body replaced by the user's code, each parameter named as the original case named its value,
  /// and the moved members and declarations added.
  ///
  /// The stub is read with swift-syntax and edited at the places its tree gives, so the signatures
  /// stay exactly what the generated protocol requires.
  struct LogicFileComposer {
    var reactor: ImportedReactor

    enum Failure: Error {
      case message(String)
    }

    /// `stub`: the logic file reactorgen creates for the spec, or `nil` when the spec has no hook
    /// (then the file holds only what moved).
    func compose(stub: String?) throws -> String? {
      let hooks = hookBodies()
      guard !hooks.isEmpty || !reactor.movedMembers.isEmpty || !reactor.movedDeclarations.isEmpty else { return nil }
      let text = stub ?? plainFile()
      let tree = Parser.parse(source: text)
      guard
        let ext = tree.statements.lazy.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }).first(where: {
          $0.extendedType.trimmedDescription == reactor.name
        })
      else {
        throw Failure.message("the logic stub has no extension of \(reactor.name)")
      }
      var edits: [(start: Int, end: Int, text: String)] = []
      var used: Set<String> = []
      var kept = 0
      for member in ext.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
        guard let hook = hooks[function.name.text] else {
          // A hook the original already calls (a reactor reactorgen generated): it is written in
          // the user's logic file, so its stub would be a second one.
          edits.append((member.position.utf8Offset, member.endPosition.utf8Offset, ""))
          continue
        }
        kept += 1
        used.insert(function.name.text)
        let parameters = Array(function.signature.parameterClause.parameters)
        for (parameter, name) in zip(parameters, hook.parameterNames) {
          guard let name, name != (parameter.secondName ?? parameter.firstName).text else { continue }
          let start = parameter.firstName.positionAfterSkippingLeadingTrivia.utf8Offset
          let end = (parameter.secondName ?? parameter.firstName).endPositionBeforeTrailingTrivia.utf8Offset
          edits.append((start, end, "\(parameter.firstName.text) \(name)"))
        }
        guard let body = function.body else { continue }
        let indentation = String(repeating: " ", count: column(of: function, in: text) + 1)
        edits.append(
          (
            body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
            "\n" + hook.body.indented(indentation) + "\n" + String(indentation.dropLast(2))
          ))
        if !hook.comments.isEmpty {
          let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
          let commentIndentation = String(indentation.dropLast(2))
          edits.append((start, start, hook.comments.joined(separator: "\n" + commentIndentation) + "\n" + commentIndentation))
        }
      }
      if kept == 0 && reactor.movedMembers.isEmpty && reactor.movedDeclarations.isEmpty { return nil }
      if let missing = hooks.keys.sorted().first(where: { !used.contains($0) }) {
        throw Failure.message("the logic stub has no hook '\(missing)' to move the code into")
      }
      // What moved as members goes at the end of the extension; other declarations after it.
      if !reactor.movedMembers.isEmpty {
        let members = reactor.movedMembers.map { $0.indented("  ") }.joined(separator: "\n\n")
        let close = ext.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let header = "  // MARK: Moved from \(reactor.file)\n\n"
        edits.append((close, close, (ext.memberBlock.members.isEmpty ? "" : "\n") + header + members + "\n"))
      }
      if !reactor.movedDeclarations.isEmpty {
        let end = ext.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append((end, end, "\n\n" + reactor.movedDeclarations.map { $0.indented("") }.joined(separator: "\n\n")))
      }
      // The original's imports that the stub lacks (UIKit, a model module, ...).
      let present = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
      let missingImports = reactor.imports.filter { !present.contains($0) && !["ReactorKit", "ReactorKitObservation"].contains($0) }
      if !missingImports.isEmpty, let last = tree.statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append((end, end, missingImports.map { "\nimport \($0)" }.joined()))
      }
      var bytes = Array(text.utf8)
      for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
        bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
      }
      let result = String(decoding: bytes, as: UTF8.self)
      if Parser.parse(source: result).hasError {
        throw Failure.message("the composed logic file does not parse")
      }
      return result
    }

    private func column(of node: some SyntaxProtocol, in text: String) -> Int {
      let converter = SourceLocationConverter(fileName: "", tree: Parser.parse(source: text))
      return node.startLocation(converter: converter).column
    }

    /// A logic file for a spec without hooks: only moved code.
    private func plainFile() -> String {
      let imports = (["Foundation", "RxSwift"] + reactor.imports.filter { !["Foundation", "RxSwift", "ReactorKit"].contains($0) }).map {
        "import \($0)"
      }
      return """
        // Created by reactorgen-import from \(reactor.file). This file is yours: reactorgen never changes it.

        \(imports.joined(separator: "\n"))

        extension \(reactor.name) {
        }

        """
    }

    struct Hook {
      var parameterNames: [String?]
      var body: Verbatim
      var comments: [String]
    }

    /// The hooks to fill, by the name of the stub's function.
    func hookBodies() -> [String: Hook] {
      var hooks: [String: Hook] = [:]
      for action in reactor.actions {
        if case .hook(_, _, let body)? = reactor.mutate[action.name] {
          hooks[GeneratedNames.actionHook(action.name)] = Hook(parameterNames: body.parameterNames, body: body.body, comments: body.leadingComments)
        }
      }
      for mutation in reactor.mutations {
        if case .hook(let body)? = reactor.reduce[mutation.name] {
          hooks[GeneratedNames.mutationHook(mutation.name)] = Hook(
            parameterNames: body.parameterNames, body: body.body, comments: body.leadingComments)
        }
      }
      if case .moved(let body)? = reactor.didInitialize {
        hooks[GeneratedNames.didInitializeHook] = Hook(parameterNames: [], body: body, comments: [])
      }
      for (function, prelude) in reactor.preludes {
        if case .moved(let body) = prelude {
          hooks[GeneratedNames.preludeHook(function)] = Hook(parameterNames: body.parameterNames, body: body.body, comments: body.leadingComments)
        }
      }
      for transform in reactor.transforms where !transform.isExisting {
        hooks[GeneratedNames.transformHook(transform.stream)] = Hook(
          parameterNames: [transform.parameterName], body: transform.body, comments: transform.comments)
      }
      if case .custom(let statements, let value) = reactor.initialState {
        var body = statements ?? Verbatim(lines: [], origin: reactor.location, lastLine: reactor.location.line)
        body.lines = ImportedCode.initialState(statements: body.lines, value: value)
        hooks["makeInitialState"] = Hook(parameterNames: reactor.parameters.map(\.name), body: body, comments: [])
      }
      return hooks
    }
  }
#endif
