// Created by reactorgen from Counter.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement UserService here; its interface UserServiceType is generated from the spec.

import Foundation
import RxSwift

final class UserService: BaseService, UserServiceType {
  let event = PublishSubject<UserEvent>()

  func updateUserName(to name: String) -> Observable<String> {
    // An app would save the name (UserDefaults, a server) before announcing it.
    self.event.onNext(.updateUserName(name))
    return .just(name)
  }
}
