// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement UserDefaultsService here; its interface UserDefaultsServiceType is generated from the spec.

import Foundation

final class UserDefaultsService: BaseService, UserDefaultsServiceType {
  func value<T>(forKey key: UserDefaultsKey<T>) -> T? {
    // TODO: Implement UserDefaultsService.value.
    return nil
  }

  func set<T>(value: T?, forKey key: UserDefaultsKey<T>) {
    // TODO: Implement UserDefaultsService.set.
  }
}
