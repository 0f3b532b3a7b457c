// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement UserService here; its interface UserServiceType is generated from the spec.

import Foundation
import RxSwift

public final class UserService: BaseService, UserServiceType {
  public let event = PublishSubject<UserEvent>()

  public func updateUserName(to name: String) -> Observable<String> {
    // TODO: Implement UserService.updateUserName.
    return .empty()
  }
}
