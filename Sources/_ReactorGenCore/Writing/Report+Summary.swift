extension WriteReport {
  /// What a run says it did, a line per changed file and a count of all, in `mode`'s words (a
  /// check lists what is out of date, a dry run what it would do); each path as `shown` gives
  /// it. Empty when there is nothing to say: `quiet`, unless a check found files out of date.
  package func summary(of mode: WriteMode, quiet: Bool, showing shown: (String) -> String) -> String {
    let created = created.map(shown)
    let updated = updated.map(shown)
    let removed = removed.map(shown)
    var lines: [String] = []
    if mode == .check {
      if changed.isEmpty { return quiet ? "" : "reactorgen: up to date (\(unchanged.count + kept.count) files)" }
      lines.append("reactorgen: \(changed.count) file(s) are out of date; run reactorgen to update them:")
      lines += created.map { "  missing   \($0)" } + updated.map { "  stale     \($0)" } + removed.map { "  obsolete  \($0)" }
      return lines.joined(separator: "\n")
    }
    if quiet { return "" }
    let verb = mode == .dryRun ? "would " : ""
    lines += created.map { "\(verb)create  \($0)" }
    lines += updated.map { "\(verb)update  \($0)" }
    lines += removed.map { "\(verb)remove  \($0)" }
    lines.append(
      "reactorgen: \(created.count) created, \(updated.count) updated, \(removed.count) removed, \(unchanged.count) unchanged, \(kept.count) of your files kept\(mode == .dryRun ? " (dry run: nothing written)" : "")"
    )
    return lines.joined(separator: "\n")
  }
}
