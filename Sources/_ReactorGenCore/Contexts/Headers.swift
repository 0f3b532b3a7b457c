/// The provenance of each file a context is made for: which specs it comes from, and the note
/// its header carries (``SwiftFileText`` writes it).
struct Headers {
  let specFiles: [String]

  var specList: String { specFiles.joined(separator: ", ") }

  func generated(hint: String? = nil) -> Provenance { .generated(from: specFiles, note: hint) }

  func userOwned(_ purpose: String) -> Provenance { .created(from: specFiles, purpose: purpose) }
}
