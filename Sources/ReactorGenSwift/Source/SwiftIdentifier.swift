/// What Swift accepts as a name, from the identifier grammar of *The Swift Programming Language*
/// (Lexical Structure): ASCII letters, digits and `_`, plus the Unicode ranges it lists, which
/// include most scripts and emoji.
package enum SwiftIdentifier {
  /// The module SwiftPM makes of a target's name: each character an identifier cannot hold
  /// becomes `_`, and a leading digit gets one before it (`my-app` → `my_app`).
  package static func moduleName(ofTarget target: String) -> String {
    let name = String(target.unicodeScalars.map { isCharacter($0) ? Character($0) : "_" })
    return name.first.map { $0.isNumber } == true ? "_" + name : name
  }

  /// `` `default` `` → `default`: the name a backquoted identifier stands for.
  package static func unescaped(_ name: String) -> String {
    name.utf8.first == UInt8(ascii: "`") ? String(name.dropFirst().dropLast()) : name
  }

  /// A name usable as a Swift identifier: keywords get backquotes.
  package static func escaped(_ name: String) -> String {
    SwiftKeywords.reserved.contains(name) ? "`\(name)`" : name
  }

  package static func isValid(_ name: String) -> Bool {
    // ASCII names (nearly all) need no range lookups; their bytes are read from the string's
    // storage (iterating the UTF-8 view costs ten times more).
    // A lone `_` is the wildcard, not a name.
    guard name != "_" else { return false }
    var name = name
    let ascii = name.withUTF8 { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      guard let first = bytes.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
      return bytes.allSatisfy { $0 == UInt8(ascii: "_") || isASCIILetter($0) || isASCIIDigit($0) }
    }
    if let ascii { return ascii }
    guard let first = name.unicodeScalars.first, isHead(first) else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy(isCharacter)
  }

  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return scalar == "_" || isASCIILetter(UInt8(value)) }
    return headRanges.contains { $0.contains(value) }
  }

  static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return isASCIIDigit(UInt8(value)) || isHead(scalar) }
    return isHead(scalar) || combiningRanges.contains { $0.contains(value) }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isASCIIDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// identifier-head beyond ASCII.
  private static let headRanges: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
    0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
    0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
    0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
    0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
    0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
    0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// identifier-character beyond identifier-head: combining marks.
  private static let combiningRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]
}

package enum SwiftKeywords {
  /// Words that need backquotes to be used as a name. (`open`, `package`, `some`, `any`,
  /// `borrowing` and the like are contextual: Swift accepts them as names everywhere.)
  static let reserved: WordList = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "await",
  ]

  /// Whether `word` needs backquotes to be used as a name: one of ``reserved``.
  package static func isReserved(_ word: String) -> Bool { reserved.contains(word) }

  /// Words Swift accepts as declared names, members and labels but not as bare values
  /// (`let x = await` does not parse): a spec may use them unquoted and reactorgen writes them in
  /// backquotes.
  /// A list, not a set: the optimizer built a one-element set anew at every use (20,000 a run).
  static let backquotedByReactorgen: [String] = ["await"]

  /// Keywords that legitimately appear inside a type.
  static let allowedInTypes: WordList = ["Any", "Self", "inout", "throws", "rethrows"]
}
