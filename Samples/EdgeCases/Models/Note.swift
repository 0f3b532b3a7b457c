import Foundation

/// The entities of EdgeCases' repositories.
struct Note: Equatable {
  var id: Int
  var `default`: Int
  var text: String
}

struct Tag: Equatable {
  var name: String
  var isPinned: Bool
}
