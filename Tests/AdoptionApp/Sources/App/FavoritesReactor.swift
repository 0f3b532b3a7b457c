/// The starred items, shown before the first refresh too.
final class FavoritesReactor: BaseListReactor {
  override init() {
    super.init()
    initialState = State(items: ["starred"])
  }

  override func load() -> [String] { ["starred", "pinned"] }
}
