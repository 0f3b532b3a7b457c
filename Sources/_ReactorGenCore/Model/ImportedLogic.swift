/// What `reactorgen-import` moves into a reactor's logic file: the user's code for each hook it
/// fills, and what moved beside the hooks. The logic translator builds the file from it, the
/// user's lines standing where the stubs would (``ReactorContextBuilder/logic()``), so the
/// signatures are the ones the generated protocol requires.
package struct ImportedLogic: Sendable, Equatable {
  /// A hook's body, as the user wrote it.
  package struct Hook: Sendable, Equatable {
    /// The name each parameter takes (the original case's binding), or nil to keep the hook's.
    var parameterNames: [String?]
    var body: [String]
    /// Comments that stood above the case, kept above the hook.
    var comments: [String]

    package init(parameterNames: [String?], body: [String], comments: [String]) {
      self.parameterNames = parameterNames
      self.body = body
      self.comments = comments
    }
  }

  /// By hook name; a hook not here is one the user's code already has (it is left out).
  var hooks: [String: Hook]
  /// The original file, named above what moved as members.
  var movedFrom: String
  /// Members of the reactor that move into its extension, each its lines.
  var movedMembers: [[String]]
  /// Declarations that move after the extension (an extension of State, a helper type).
  var movedDeclarations: [[String]]
  /// The original's imports the logic file needs too (UIKit, a model module).
  var imports: [String]

  package init(hooks: [String: Hook], movedFrom: String, movedMembers: [[String]], movedDeclarations: [[String]], imports: [String]) {
    self.hooks = hooks
    self.movedFrom = movedFrom
    self.movedMembers = movedMembers
    self.movedDeclarations = movedDeclarations
    self.imports = imports
  }
}
