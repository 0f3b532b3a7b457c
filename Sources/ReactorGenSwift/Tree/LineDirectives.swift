/// `#sourceLocation` directives around the lines made from a spec's own text (types, defaults,
/// conditions, arguments), so that what only the compiler can check — a type that does not exist,
/// a default of the wrong type — is reported at the spec's line, not inside a generated file.
///
/// The tree carries where a fragment came from (``SwiftExpr/fromSpec(_:origin:)``,
/// ``SwiftDeclaration/fromSpec(_:origin:)``, a ``SpecFragment``'s origin). The writer knows the
/// statements and declarations it writes, the only places Swift takes a directive: each one that
/// holds a marked fragment is a ``Region``, numbered so that the fragment's own line is the
/// spec's, even when the fragment sits inside a multi-line expression. ``apply(_:to:lineBreak:)``
/// puts the pairs into the written lines; nothing else reads or writes a directive.
enum LineDirectives {
  /// A statement or declaration holding a fragment made from the spec: lines `start..<end` of
  /// what was written, the first of them the spec's `line` of `file`.
  struct Region {
    var start: Int
    var end: Int
    var file: String
    var line: Int
  }

  /// `text` (lines ended by `lineBreak`) with a directive pair around each region; a region
  /// inside another (a statement made from a repository's key in a function made from its
  /// entity) gets a pair of its own, and the outer one goes on after it, numbered as if it had
  /// not been cut. Consecutive regions whose numbering runs on (two cases from two lines of the
  /// spec) share one pair.
  static func apply(_ regions: [Region], to text: UnsafeBufferPointer<UInt8>, lineBreak: String) -> String {
    var plan = Plan(text: text, lineBreak: Array(lineBreak.utf8))
    // Outer regions first: by start, and the longer of two that start together.
    let sorted = regions.filter { $0.start < $0.end && $0.end <= plan.lineCount }.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
    // The regions around the current line, innermost last, and whether each one's pair is open.
    var stack: [(region: Region, isOpen: Bool)] = []
    for region in sorted {
      while let inner = stack.last, inner.region.end <= region.start { plan.finish(&stack, before: region) }
      if let outer = stack.last {
        // A region that overlaps without nesting cannot be one; the outer numbering covers it.
        guard region.end <= outer.region.end else { continue }
        if outer.isOpen { plan.close(before: region.start, segmentOf: outer.region, sharable: false) }
        stack[stack.count - 1].isOpen = false
      }
      plan.open(region)
      stack.append((region, true))
    }
    while !stack.isEmpty { plan.finish(&stack, before: nil) }
    return plan.directedText()
  }

  /// The directives to put before each line, in order, as they are decided; the text is read
  /// as bytes (a file has thousands of lines, a few of them get a directive).
  private struct Plan {
    let text: UnsafeBufferPointer<UInt8>
    let lineBreak: [UInt8]
    /// Where each line starts in `text`.
    let lineStarts: [Int]
    /// Before line `index` (`lineCount`: after the last), the directive lines.
    var before: [Int: [String]] = [:]
    /// The last pair closed, while nothing has been opened since: a region that continues its
    /// numbering after blank lines takes that pair back instead of opening one.
    var lastClosed: (at: Int, region: Region)?

    init(text: UnsafeBufferPointer<UInt8>, lineBreak: [UInt8]) {
      self.text = text
      self.lineBreak = lineBreak
      var starts = [0]
      var index = 0
      let first = lineBreak[0]
      while index < text.count {
        if text[index] == first, index + lineBreak.count <= text.count, lineBreak.indices.allSatisfy({ text[index + $0] == lineBreak[$0] }) {
          index += lineBreak.count
          starts.append(index)
        } else {
          index += 1
        }
      }
      lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The indentation's end and the line's end (before its line break) in `text`.
    private func bounds(of line: Int) -> (indentationEnd: Int, end: Int) {
      let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - lineBreak.count : text.count
      var indentationEnd = lineStarts[line]
      while indentationEnd < end, text[indentationEnd] == UInt8(ascii: " ") || text[indentationEnd] == UInt8(ascii: "\t") { indentationEnd += 1 }
      return (indentationEnd, end)
    }

    private func isBlank(_ line: Int) -> Bool {
      let (indentationEnd, end) = bounds(of: line)
      return indentationEnd == end
    }

    /// Opens `region`'s pair; `resumes`: the rest of a region an inner one cut, which never shares
    /// the inner one's pair.
    mutating func open(_ region: Region, resumes: Bool = false) {
      if !resumes, let closed = lastClosed, closed.region.file == region.file,
        closed.region.line + (region.start - closed.region.start) == region.line,
        (closed.at..<region.start).allSatisfy({ isBlank($0) }), before[closed.at]?.last == closing(closed.region)
      {
        before[closed.at]!.removeLast()
        lastClosed = nil
        return
      }
      before[region.start, default: []].append(opening(region))
      lastClosed = nil
    }

    /// Ends the segment of `region` that runs up to `line`, after its last line that holds text.
    /// `sharable`: a region after it that continues its numbering may take the pair back (not
    /// when an inner region cuts it: the inner one has a pair of its own).
    mutating func close(before line: Int, segmentOf region: Region, sharable: Bool = true) {
      // A segment with no line of its own (an outer region whose first line starts an inner one)
      // takes its opening back.
      if line <= region.start, before[region.start]?.last == opening(region) {
        before[region.start]!.removeLast()
        return
      }
      var at = line
      while at > region.start + 1, isBlank(at - 1) { at -= 1 }
      before[at, default: []].append(closing(region))
      lastClosed = sharable ? (at, region) : nil
    }

    /// Closes the innermost region, and resumes the one around it on its next line of text,
    /// unless `next` starts there (two members of a marked type in a row): the next one's pair
    /// follows, or shares the inner one's when its numbering runs on.
    mutating func finish(_ stack: inout [(region: Region, isOpen: Bool)], before next: Region?) {
      let inner = stack.removeLast()
      if inner.isOpen { close(before: inner.region.end, segmentOf: inner.region) }
      guard var outer = stack.last?.region else { return }
      var resume = inner.region.end
      while resume < outer.end, isBlank(resume) { resume += 1 }
      guard resume < outer.end, resume != next?.start else { return }
      outer.line += resume - outer.start
      outer.start = resume
      stack[stack.count - 1] = (outer, true)
      open(outer, resumes: true)
    }

    private func opening(_ region: Region) -> String {
      indentation(region.start) + "#sourceLocation(file: \(SwiftRenderer.text(of: .string(region.file))), line: \(region.line))"
    }

    private func closing(_ region: Region) -> String { indentation(region.start) + "#sourceLocation()" }

    private func indentation(_ line: Int) -> String {
      guard line < lineCount else { return "" }
      let start = lineStarts[line]
      return String(decoding: UnsafeBufferPointer(rebasing: text[start..<bounds(of: line).indentationEnd]), as: UTF8.self)
    }

    /// The text with the directives in place: the runs of lines between them copied whole.
    func directedText() -> String {
      var output: [UInt8] = []
      output.reserveCapacity(text.count + before.count * 64)
      var copied = 0
      for line in before.keys.sorted() {
        let directives = before[line]!
        guard !directives.isEmpty else { continue }
        if line < lineCount {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<lineStarts[line]]))
          copied = lineStarts[line]
          for directive in directives {
            output.append(contentsOf: directive.utf8)
            output.append(contentsOf: lineBreak)
          }
        } else {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
          copied = text.count
          for directive in directives {
            output.append(contentsOf: lineBreak)
            output.append(contentsOf: directive.utf8)
          }
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
      return String(decoding: output, as: UTF8.self)
    }
  }
}
