import Dispatch

/// `work(0)`, `work(1)`, … `work(count - 1)`, computed on every core and returned in order: the
/// translators and the renderer only compute, so what a run writes does not depend on which core
/// made what.
func concurrentMap<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
  // Each index is written once, by the one iteration that computes it.
  nonisolated(unsafe) let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
  slots.initialize(repeating: nil)
  defer {
    _ = slots.deinitialize()
    slots.deallocate()
  }
  DispatchQueue.concurrentPerform(iterations: count) { index in slots[index] = work(index) }
  return slots.compactMap { $0 }
}

/// ``concurrentMap(_:_:)`` for work that reports problems: each item's diagnostics are kept apart
/// and then said in the items' order, as one core would have said them.
func concurrentMap<Result: Sendable>(
  _ count: Int, diagnostics: inout Diagnostics, _ work: @Sendable (Int, inout Diagnostics) -> Result
) -> [Result] {
  let results = concurrentMap(count) { index in
    var found = Diagnostics()
    let result = work(index, &found)
    return (result: result, diagnostics: found)
  }
  for item in results { diagnostics.append(contentsOf: item.diagnostics.all) }
  return results.map(\.result)
}
