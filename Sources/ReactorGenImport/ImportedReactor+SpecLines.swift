#if Import
  import ReactorGenYAML
  extension ImportedReactor {
    /// Where in the user's Swift the spec's `line` comes from: the part whose ledger entry wrote
    /// its key (`userInfo:` under `properties:` came from the entry `properties: userInfo = ...`),
    /// or else the reactor's declaration. A problem the core finds in the spec import would
    /// write is reported there, so that no message points into a spec that was never written.
    func spot(ofSpecLine line: Int, in spec: String) -> SourceSpot {
      // The spec read as reactorgen reads it: the keys from its top to the entry on `line`.
      guard let root = YAMLParser().parse(Array(spec.utf8), file: "").root, let keys = Self.keys(toLine: line, in: root), keys.count >= 2,
        let name = Self.words(of: keys[keys.count - 1].prefix { $0 != "(" }).last
      else { return location }
      let section = keys[keys.count - 2]
      let written = ledger.first { entry in
        entry.disposition == .spec && entry.message.hasPrefix(section + ": ")
          && Self.words(of: entry.message.dropFirst(section.count + 2)).contains(name)
      }
      return written?.spot ?? location
    }

    /// The keys from `node` down to the entry that starts on `line` (a list item's text counts as
    /// its key: `- tap`), or nil when none does.
    private static func keys(toLine line: Int, in node: YAMLNode) -> [String]? {
      for pair in node.mapping ?? [] {
        guard let key = pair.key.scalar else { continue }
        if pair.key.location.line == line { return [key] }
        if let below = keys(toLine: line, in: pair.value) { return [key] + below }
      }
      for item in node.sequence ?? [] {
        if let text = item.scalar, item.location.line == line { return [text] }
        if let below = keys(toLine: line, in: item) { return below }
      }
      return nil
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

    /// The names in a key or a ledger message: `weak var coordinator` → weak, var, coordinator;
    /// `setLoading(Bool)` → setLoading, Bool.
    private static func words(of text: Substring) -> [String] {
      text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

  }
#endif
