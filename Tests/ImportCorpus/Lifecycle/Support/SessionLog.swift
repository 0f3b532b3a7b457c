// Copyright (c) The reactorgen authors.

/// What the app records of its sessions.
final class SessionLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }
}
