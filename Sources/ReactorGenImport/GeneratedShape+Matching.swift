#if Import
  import SwiftParser
  import SwiftSyntax
  import _ReactorGenCore

  /// Import's one comparison with what the core generates: a shape the core builds (from what
  /// the user's code suggests: a field's name, the actions a filter tests) against the user's
  /// syntax, token for token, spacing, line breaks and comments aside. What does not match is
  /// not read as generated, so nothing is read as a spec key that the core would write otherwise.
  extension GeneratedShape {
    /// Whether `syntax` is this shape.
    func matches(_ syntax: (some SyntaxProtocol)?) -> Bool {
      guard let syntax else { return false }
      return ReactorReading.tokens(of: syntax) == tokens
    }

    /// Whether `source`, Swift the reader holds as text (an expression after a parameter's
    /// renaming), is this shape.
    func matches(source: String) -> Bool { matches(Parser.parse(source: source)) }

    /// The shape's tokens, from the text the renderer prints.
    private var tokens: [String] { ReactorReading.tokens(of: Parser.parse(source: text)) }
  }
#endif
