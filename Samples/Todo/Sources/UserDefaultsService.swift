// Created by reactorgen from Todo.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Implement UserDefaultsService here; its interface UserDefaultsServiceType is generated from the spec.

import Foundation

// RxTodo's UserDefaultsService.
final class UserDefaultsService: BaseService, UserDefaultsServiceType {
  private var defaults: UserDefaults {
    UserDefaults.standard
  }

  func value<T>(forKey key: UserDefaultsKey<T>) -> T? {
    // RxTodo calls value(forKey:), which is Objective-C key-value coding; object(forKey:) is the same here.
    self.defaults.object(forKey: key.key) as? T
  }

  func set<T>(value: T?, forKey key: UserDefaultsKey<T>) {
    self.defaults.set(value, forKey: key.key)
    self.defaults.synchronize()
  }
}
