import Foundation

/// A project on the board: the entity the repository stores (seed 004's `ProjectModel`).
struct Project: Equatable, Sendable {
  var id: String
  var title: String
  var body: String
  var dueDate: Date
  var state: ProjectState
}

/// Where a project is on the board.
enum ProjectState: String, CaseIterable, Sendable {
  case todo, doing, done

  /// The column's title.
  var name: String {
    switch self {
    case .todo: return "TODO"
    case .doing: return "DOING"
    case .done: return "DONE"
    }
  }

  /// The states a project in this one can move to, as the board's menu offers them.
  var destinations: [ProjectState] {
    ProjectState.allCases.filter { $0 != self }
  }
}

/// A project as the board shows it: its due date written out, and flagged once overdue
/// (seed 004's `ProjectViewModel` and its translator).
struct ProjectItem: Equatable, Sendable {
  var id: String
  var title: String
  var body: String
  var dueDate: String
  var isOverdue: Bool
  var state: ProjectState
}

/// The board's three columns.
struct ProjectBoardSnapshot: Equatable, Sendable {
  var todo: [ProjectItem] = []
  var doing: [ProjectItem] = []
  var done: [ProjectItem] = []
}
