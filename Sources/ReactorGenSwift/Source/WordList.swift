/// A fixed list of words asked about often (Swift's keywords, a reactor's nested types): a word
/// is compared with the few of the same length and first byte, not hashed.
///
/// A run asks some forty thousand times whether a name is one of a handful of words; hashing
/// each name (SipHash, about 400 instructions) cost several times this.
struct WordList: Sequence, ExpressibleByArrayLiteral, Sendable {
  private let words: [String]
  /// The words by their UTF-8 length, each with its first byte.
  private let byLength: [[(first: UInt8, word: String)]]

  init(_ words: [String]) {
    self.words = words
    var byLength = Array(repeating: [(first: UInt8, word: String)](), count: (words.map(\.utf8.count).max() ?? 0) + 1)
    for word in words {
      guard let first = word.utf8.first else { continue }
      byLength[word.utf8.count].append((first, word))
    }
    self.byLength = byLength
  }

  init(arrayLiteral words: String...) { self.init(words) }

  func contains(_ word: String) -> Bool {
    let utf8 = word.utf8
    guard utf8.count < byLength.count, let first = utf8.first else { return false }
    for candidate in byLength[utf8.count] where candidate.first == first && candidate.word == word { return true }
    return false
  }

  func makeIterator() -> IndexingIterator<[String]> { words.makeIterator() }
}
