// Sample-local equivalents of UIKit's alert styles (UIAlertController.Style and
// UIAlertAction.Style), which do not exist on Linux.

enum AlertControllerStyle {
  case actionSheet
  case alert
}

enum AlertActionStyle {
  case `default`
  case cancel
  case destructive
}

protocol AlertActionType {
  var title: String? { get }
  var style: AlertActionStyle { get }
}

extension AlertActionType {
  var style: AlertActionStyle { .default }
}
