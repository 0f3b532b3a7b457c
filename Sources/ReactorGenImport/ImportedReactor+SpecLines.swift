#if Import
  extension ImportedReactor {
    /// Where in the user's Swift the spec's `line` comes from: the part whose ledger entry wrote
    /// its key (`userInfo:` under `properties:` came from the entry `properties: userInfo = ...`),
    /// or else the reactor's declaration. A problem the core finds in the spec import would
    /// write is reported there, so that no message points into a spec that was never written.
    func spot(ofSpecLine line: Int, in spec: String) -> SourceSpot {
      let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
      guard line >= 1, line <= lines.count, let (indentation, key) = Self.key(of: lines[line - 1]) else { return location }
      // The section is the nearest line above that is less indented: `properties:`.
      guard
        let section = lines[..<(line - 1)].reversed().lazy.compactMap(Self.key).first(where: { $0.indentation < indentation })?.key,
        let name = Self.words(of: key.prefix { $0 != "(" }).last
      else { return location }
      let written = ledger.first { entry in
        entry.disposition == .spec && entry.message.hasPrefix(section + ": ")
          && Self.words(of: entry.message.dropFirst(section.count + 2)).contains(name)
      }
      return written?.spot ?? location
    }

    /// `message` with each place it names in the spec (`(at 17:7)`) named in the Swift instead.
    func relocating(_ message: String, in spec: String) -> String {
      var result = ""
      var rest = message[...]
      // `at ` right after a parenthesis: the core's way of naming another place in the spec.
      while let at = rest.range(of: "at ") {
        result += rest[..<at.upperBound]
        let isPlace = at.lowerBound > rest.startIndex && rest[rest.index(before: at.lowerBound)] == "("
        rest = rest[at.upperBound...]
        guard isPlace else { continue }
        let line = rest.prefix { $0.isNumber }
        let afterLine = rest.dropFirst(line.count)
        let column = afterLine.dropFirst().prefix { $0.isNumber }
        guard let number = Int(line), afterLine.first == ":", !column.isEmpty, afterLine.dropFirst(column.count + 1).first == ")" else { continue }
        let spot = spot(ofSpecLine: number, in: spec)
        result += spot.file == location.file ? "\(spot.line):\(spot.column)" : spot.description
        rest = afterLine.dropFirst(column.count + 1)
      }
      return result + rest
    }

    /// A YAML line's indentation and key (a list item's too), its quotes taken off.
    private static func key(of line: Substring) -> (indentation: Int, key: String)? {
      let indentation = line.prefix { $0 == " " }.count
      var body = line.dropFirst(indentation)
      if body.hasPrefix("- ") { body = body.dropFirst(2) }
      guard let first = body.first, first != "#" else { return nil }
      if first == "'" || first == "\"" {
        let quoted = body.dropFirst()
        return quoted.firstIndex(of: first).map { (indentation, String(quoted[..<$0])) }
      }
      let end = body.firstIndex(of: ":") ?? body.endIndex
      return (indentation, String(body[..<end]))
    }

    /// The names in a key or a ledger message: `weak var coordinator` → weak, var, coordinator;
    /// `setLoading(Bool)` → setLoading, Bool.
    private static func words(of text: Substring) -> [String] {
      text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

  }
#endif
