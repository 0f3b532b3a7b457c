// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement AlertService here; its interface AlertServiceType is generated from the spec.

import Foundation
import RxSwift

final class AlertService: BaseService, AlertServiceType {
  func show<Action: AlertActionType>(
    title: String?,
    message: String?,
    preferredStyle: AlertControllerStyle,
    actions: [Action]
  ) -> Observable<Action> {
    // TODO: Implement AlertService.show.
    return .empty()
  }
}
