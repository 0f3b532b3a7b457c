/// A JSON value whose objects keep their keys in the order written, so that a document built in
/// Swift (the spec's JSON schema, ``SpecSchema``) renders the same bytes on every run and reads
/// in the order a person would write it. A string renders as the YAML double-quoted scalar the
/// spec encoder writes too (YAML reads JSON's escapes).
indirect enum JSONValue: Sendable, Equatable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  case bool(Bool)
  case null

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

  /// `{ "$ref": "#/$defs/name" }`.
  static func reference(_ definition: String) -> JSONValue { ["$ref": .string("#/$defs/" + definition)] }

  /// This object with `description` first; other values as they are.
  func described(_ description: String) -> JSONValue {
    guard case .object(let members) = self else { return self }
    return .object([("description", .string(description))] + members.filter { $0.key != "description" })
  }

  /// Two-space indented JSON; an object or array that fits in `width` columns stays on one line.
  func rendered(indentation: String = "", width: Int = 140) -> String {
    let flat = flatText
    guard let container, indentation.count + flat.count > width else { return flat }
    let inner = indentation + "  "
    let lines = container.items.map { inner + Self.label($0.key) + $0.value.rendered(indentation: inner, width: width) }
    return container.open + "\n" + lines.joined(separator: ",\n") + "\n" + indentation + container.close
  }

  /// An object's or an array's brackets and items (with their keys, for an object); nil for a
  /// scalar. Objects pad their braces on one line, as JSON written by hand does.
  private var container: (open: String, close: String, padding: String, items: [(key: String?, value: JSONValue)])? {
    switch self {
    case .object(let members): ("{", "}", " ", members.map { ($0.key, $0.value) })
    case .array(let values): ("[", "]", "", values.map { (nil, $0) })
    case .string, .integer, .bool, .null: nil
    }
  }

  private var flatText: String {
    switch self {
    case .object, .array:
      guard let container else { return "" }
      let items = container.items.map { Self.label($0.key) + $0.value.flatText }
      let padding = items.isEmpty ? "" : container.padding
      return container.open + padding + items.joined(separator: ", ") + padding + container.close
    case .string(let text): return Self.quoted(text)
    case .integer(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  private static func label(_ key: String?) -> String { key.map { quoted($0) + ": " } ?? "" }

  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral
{
  init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
  init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .integer(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
}
