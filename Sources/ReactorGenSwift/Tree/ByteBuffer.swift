/// The bytes a ``SwiftWriter`` has written: one block of memory that grows by doubling.
///
/// The writer appends a few bytes at a time, hundreds of thousands of times a run; `Array`'s
/// generic `append(contentsOf:)` cost about 75 instructions a call before copying a byte, this
/// costs a comparison and a copy. A class, so that its memory is freed once, when no writer holds
/// it; no writer is ever copied.
final class ByteBuffer {
  private(set) var count = 0
  private var capacity: Int
  private var start: UnsafeMutablePointer<UInt8>

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes written so far.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// What has been written, as text (it is UTF-8: only whole strings are ever appended).
  var text: String { String(decoding: bytes, as: UTF8.self) }

  @inline(__always)
  func append(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let source = piece.baseAddress else { return }
    if count + piece.count > capacity { grow(piece.count) }
    (start + count).update(from: source, count: piece.count)
    count += piece.count
  }

  func append(_ byte: UInt8, times: Int) {
    guard times > 0 else { return }
    if count + times > capacity { grow(times) }
    (start + count).update(repeating: byte, count: times)
    count += times
  }

  /// Forgets everything after the first `count` bytes.
  func removeAll(after count: Int) {
    precondition(count >= 0 && count <= self.count)
    self.count = count
  }

  /// Room for `extra` more bytes: out of line, since it is rare.
  @inline(never)
  private func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.initialize(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = newCapacity
  }
}
