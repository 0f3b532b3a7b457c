#if Import
  import SwiftParser
  import SwiftSyntax
  import ReactorGenSwift
  import _ReactorGenCore

  /// What a reactor's logic file holds of the user's code, for the core to build the file from
  /// (``ImportedLogic``): each hook's body, named as the original case named its values, with
  /// the comments above it, and the members and declarations that moved. The core writes the
  /// signatures its generated protocol requires, so nothing here spells Swift.
  struct LogicFileComposer {
    var reactor: ImportedReactor

    /// Nil when nothing moves: no hook to fill, no member or declaration.
    func importedLogic() -> ImportedLogic? {
      let hooks = hookBodies()
      guard !hooks.isEmpty || !reactor.movedMembers.isEmpty || !reactor.movedDeclarations.isEmpty else { return nil }
      return ImportedLogic(
        hooks: hooks,
        movedFrom: reactor.file, movedMembers: reactor.movedMembers.map(\.lines), movedDeclarations: reactor.movedDeclarations.map(\.lines),
        imports: reactor.imports.filter { !GeneratedName.reactorFrameworks.contains($0) })
    }

    /// The hooks `logicFile` lacks of those the user's code fills: none, unless the core and
    /// import disagree on a hook's name.
    func missingHooks(in logicFile: String) -> [String] {
      let declared = Parser.parse(source: logicFile).statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
        .flatMap { $0.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text } }
      return hookBodies().keys.sorted().filter { !declared.contains($0) }
    }

    private typealias Hook = ImportedLogic.Hook

    /// The hooks to fill, by the name of the stub's function.
    private func hookBodies() -> [String: Hook] {
      var hooks: [String: Hook] = [:]
      for action in reactor.actions {
        if case .hook(_, _, let body)? = reactor.mutate[action.name] {
          hooks[GeneratedName.actionHook(action.name).text] = Hook(
            parameterNames: body.parameterNames, body: body.body.lines, comments: body.leadingComments)
        }
      }
      for mutation in reactor.mutations {
        if case .hook(let body)? = reactor.reduce[mutation.name] {
          hooks[GeneratedName.mutationHook(mutation.name).text] = Hook(
            parameterNames: body.parameterNames, body: body.body.lines, comments: body.leadingComments)
        }
      }
      if case .moved(let body, _)? = reactor.didInitialize {
        hooks[GeneratedName.didInitializeHook.text] = Hook(parameterNames: [], body: body.lines, comments: [])
      }
      if case .moved(let body, let comments)? = reactor.willDeinitialize {
        hooks[GeneratedName.willDeinitializeHook.text] = Hook(parameterNames: [], body: body.lines, comments: comments)
      }
      for (function, prelude) in reactor.preludes {
        if case .moved(let body) = prelude {
          hooks[GeneratedName.preludeHook(function).text] = Hook(
            parameterNames: body.parameterNames, body: body.body.lines, comments: body.leadingComments)
        }
      }
      if case .moved(let body)? = reactor.reducePostlude {
        hooks[GeneratedName.reducePostludeHook.text] = Hook(
          parameterNames: body.parameterNames, body: body.body.lines, comments: body.leadingComments)
      }
      for transform in reactor.transforms where !transform.isExisting {
        hooks[GeneratedName.transformHook(transform.stream).text] = Hook(
          parameterNames: [transform.parameterName], body: transform.body.lines, comments: transform.comments)
      }
      if case .custom(let statements, let value) = reactor.initialState {
        let body = ImportedCode.initialState(statements: statements?.lines ?? [], value: value)
        hooks[GeneratedName.initialStateHook.text] = Hook(parameterNames: reactor.parameters.map(\.name), body: body, comments: [])
      }
      return hooks
    }
  }
#endif
