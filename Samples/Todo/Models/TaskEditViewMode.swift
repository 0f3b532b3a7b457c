enum TaskEditViewMode {
  case new
  case edit(Task)
}

enum TaskEditViewCancelAlertAction: AlertActionType {
  case leave
  case stay

  var title: String? {
    switch self {
    case .leave: return "Leave"
    case .stay: return "Stay"
    }
  }

  var style: AlertActionStyle {
    switch self {
    case .leave: return .destructive
    case .stay: return .default
    }
  }
}
