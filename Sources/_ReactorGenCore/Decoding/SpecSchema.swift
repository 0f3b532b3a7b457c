/// The spec's JSON schema (`Docs/reactorgen.schema.json`, for editors' completion and checks),
/// built from the key tables (``SpecKey``): each place's properties are its keys' schemas, in
/// their order. What is written here is only how the places nest and the compact forms YAML
/// reads (`- name: mutation`, an unquoted `[Type]`), which no key owns.
enum SpecSchema {
  /// The document, as `Docs/reactorgen.schema.json` holds it.
  static var text: String { document.rendered() + "\n" }

  static var document: JSONValue {
    merged(
      [
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "reactorgen spec, version 1",
        "description":
          "A reactorgen spec: reactors and services that reactorgen turns into ReactorKit code. See Docs/Spec.md. reactorgen itself checks more than this schema can (references, types, Swift syntax).",
      ],
      SchemaValue.object(TopLevelKey.self, required: [.version]),
      ["$defs": definitions])
  }

  /// A list item of one key, the name, whose value is `value`: `- refresh: { emit: ... }`.
  private static func namedEntry(_ value: JSONValue) -> JSONValue {
    ["type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": value]
  }

  private static var definitions: JSONValue { merged(forms, places) }

  /// Objects' members, one after the other.
  private static func merged(_ objects: JSONValue...) -> JSONValue {
    .object(
      objects.flatMap { object -> [(key: String, value: JSONValue)] in
        guard case .object(let members) = object else { return [] }
        return members
      })
  }

  /// Names, Swift text, and the compact forms YAML reads as something else.
  private static var forms: JSONValue {
    [
      "identifier": ["type": "string", "pattern": SchemaValue.namePattern()],
      "swift": ["description": "Swift source text, kept verbatim.", "type": "string"],
      "unquotedArrayType": [
        "description": "An unquoted [Type] or [Key: Value], which YAML reads as a list.", "type": "array", "minItems": 1, "maxItems": 1,
      ],
      "reassembledSignature": namedEntry(["type": "string"]).described(
        "An unquoted signature with one label, e.g. delete(id: String), which YAML reads as a one-key mapping."),
      "case": [
        "description": "An enum case: name, name(Type, ...) or \"name(label: Type, ...)\".",
        "anyOf": [.reference("swift"), .reference("reassembledSignature")],
      ],
    ]
  }

  /// The places keys stand, and the lists whose items are a name and its options.
  private static var places: JSONValue {
    [
      "service": SchemaValue.object(ServiceKey.self, nullable: true),
      "repository": SchemaValue.object(RepositoryKey.self, required: [.entity, .key]),
      "useCase": SchemaValue.object(UseCaseKey.self, nullable: true),
      "method": [
        "anyOf": [
          ["description": "A Swift signature: \"func name(label name: Type) -> Result\".", "type": "string"],
          .reference("reassembledSignature"),
          SchemaValue.object(MethodKey.self, required: [.name]),
        ]
      ],
      "reactor": SchemaValue.object(ReactorKey.self, nullable: true),
      "mutationCalls": [
        "description": "Mutation(s) to emit: name, name(arguments), or a list of them.",
        "anyOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
      ],
      "action": [
        "anyOf": [
          JSONValue.reference("case").described("An action whose work is a hook you write."),
          namedEntry(["anyOf": [["type": "null"], .reference("mutationCalls"), SchemaValue.object(ActionKey.self)]]),
        ]
      ],
      "fields": ["anyOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]]],
      "mutation": [
        "anyOf": [
          JSONValue.reference("case").described("A mutation whose reduce is a hook you write."),
          namedEntry([
            "anyOf": [
              ["type": "null"],
              [
                "description": "An operation and a field: \"set sections\", \"toggle isEditing\", \"set isDismissed = true\".",
                "type": "string",
              ],
              SchemaValue.object(ReduceOperationKind.self),
            ]
          ]),
        ]
      ],
      "eventSource": [
        "anyOf": [
          JSONValue.reference("identifier").described("A service whose events all go to the mutate(<name>Event:) hook."),
          namedEntry(["anyOf": [["type": "null"], ["type": "object", "additionalProperties": ["type": "string"]]]]).described(
            "A service and a mapping of its event cases to mutations."),
        ]
      ],
    ]
  }
}

/// Spec.md's key tables, rendered from the key tables (``DocumentedSpecKey``) between the marks
/// `<!-- key table: Name -->` and `<!-- end of key table -->`; the prose around them is written
/// by hand.
enum SpecKeyTables {
  static let tables: [(name: String, text: String)] = [
    ("TopLevelKey", markdown(TopLevelKey.self)), ("ActionKey", markdown(ActionKey.self)),
  ]
  static let end = "<!-- end of key table -->"

  static func mark(_ name: String) -> String { "<!-- key table: \(name) -->" }

  static func markdown<Key: DocumentedSpecKey>(_: Key.Type) -> String {
    let header = Key.documentationHeader
    var lines = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: header.count)]
    for key in Key.allCases {
      lines.append("| `\(key.rawValue)` | " + key.documentation.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// `document` with every table's text put between its marks; nil when a table's marks are
  /// missing.
  static func updating(_ document: String) -> String? {
    var text = document
    for table in tables {
      guard let start = text.range(of: mark(table.name)), let end = text.range(of: end, range: start.upperBound..<text.endIndex) else {
        return nil
      }
      text.replaceSubrange(start.upperBound..<end.lowerBound, with: "\n" + table.text + "\n")
    }
    return text
  }
}
