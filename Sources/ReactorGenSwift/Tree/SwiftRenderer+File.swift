extension SwiftRenderer {
  /// The file whose header comment has `header`'s lines, which imports `modules`, then
  /// `testedModules` `@testable`, and holds `body`.
  package static func text(ofFileWithHeader header: [String], importing modules: [String], testing testedModules: [String], body: String) -> String {
    text(of: SwiftSourceFile(header: header, imports: modules, testableImports: testedModules, body: body))
  }

  /// The header, a blank line, the imports, a blank line, the body without the blank lines
  /// around it, and one newline at the end. The body is tidy already (a template's output is
  /// tidied in one pass as it is rendered), so it is copied as it is.
  static func text(of file: SwiftSourceFile) -> String {
    // Bytes into one buffer: the body is most of the file, copied once.
    var body = file.body
    return body.withUTF8 { body in
      var text: [UInt8] = []
      text.reserveCapacity(body.count + 1_024)
      for (index, line) in file.header.enumerated() {
        if index > 0 { text.append(UInt8(ascii: "\n")) }
        text.append(contentsOf: "// ".utf8)
        text.append(contentsOf: line.utf8)
      }
      var isFirstImport = true
      for (module, isTestable) in file.imports.lazy.map({ ($0, false) }) + file.testableImports.lazy.map({ ($0, true) }) {
        text.append(contentsOf: (isFirstImport ? (text.isEmpty ? "" : "\n\n") : "\n").utf8)
        isFirstImport = false
        if isTestable { text.append(contentsOf: "@testable ".utf8) }
        text.append(contentsOf: "import ".utf8)
        text.append(contentsOf: module.utf8)
      }
      var start = 0
      var end = body.count
      while start < end, body[start] == UInt8(ascii: "\n") { start += 1 }
      while end > start, body[end - 1] == UInt8(ascii: "\n") { end -= 1 }
      if start < end {
        if !text.isEmpty { text.append(contentsOf: "\n\n".utf8) }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: body[start..<end]))
      }
      text.append(UInt8(ascii: "\n"))
      return String(decoding: text, as: UTF8.self)
    }
  }
}
