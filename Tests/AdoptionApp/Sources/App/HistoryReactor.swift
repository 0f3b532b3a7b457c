final class HistoryReactor: BaseListReactor {
  override func load() -> [String] { ["yesterday", "last week"] }
}
