import Foundation

// Sample-local stand-ins for RxDataSources' `SectionModel` and UIKit's `IndexPath(item:section:)`,
// neither of which exists on Linux. Same shapes as the originals.

struct SectionModel<Section, ItemType> {
  typealias Item = ItemType

  var model: Section
  var items: [Item]

  init(model: Section, items: [Item]) {
    self.model = model
    self.items = items
  }
}

typealias TaskListSection = SectionModel<Void, TaskCellReactor>

extension IndexPath {
  init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  var section: Int { self[0] }
  var item: Int { self[1] }
}

/// RxTodo's `Array+SectionModel.swift`: index a list of sections with an `IndexPath`.
extension Array {
  subscript<Section, Item>(indexPath: IndexPath) -> Item where Element == SectionModel<Section, Item> {
    get { self[indexPath.section].items[indexPath.item] }
    set { self[indexPath.section].items[indexPath.item] = newValue }
  }

  mutating func insert<Section, Item>(_ newElement: Item, at indexPath: IndexPath) where Element == SectionModel<Section, Item> {
    self[indexPath.section].items.insert(newElement, at: indexPath.item)
  }

  @discardableResult
  mutating func remove<Section, Item>(at indexPath: IndexPath) -> Item where Element == SectionModel<Section, Item> {
    self[indexPath.section].items.remove(at: indexPath.item)
  }
}
