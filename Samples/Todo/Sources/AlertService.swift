// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement AlertService here; its interface AlertServiceType is generated from the spec.

import Foundation
import RxSwift

final class AlertService: BaseService, AlertServiceType {
  /// RxTodo presents a UIAlertController here and emits the action the user picks. UIKit does not
  /// exist on Linux, so this sample's alert is answered by `answer`, which picks no action by default.
  var answer: ([Any]) -> Any? = { _ in nil }

  func show<Action: AlertActionType>(title: String?, message: String?, preferredStyle: AlertControllerStyle, actions: [Action]) -> Observable<Action> {
    guard let action = self.answer(actions) as? Action else { return .empty() }
    return .just(action)
  }
}
