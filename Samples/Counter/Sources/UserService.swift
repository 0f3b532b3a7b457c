// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement UserService here; its interface UserServiceType is generated from the spec.

import Foundation
import RxSwift

public final class UserService: BaseService, UserServiceType {
  public let event = PublishSubject<UserEvent>()

  public func updateUserName(to name: String) -> Observable<String> {
    // An app would save the name (UserDefaults, a server) before announcing it.
    self.event.onNext(.updateUserName(name))
    return .just(name)
  }
}
