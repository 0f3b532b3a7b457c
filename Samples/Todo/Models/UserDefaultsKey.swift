/// A generic key for `UserDefaults` (RxTodo's). Extend this type to define keys.
struct UserDefaultsKey<T> {
  typealias Key<U> = UserDefaultsKey<U>
  let key: String
}

extension UserDefaultsKey: ExpressibleByStringLiteral {
  init(unicodeScalarLiteral value: StringLiteralType) {
    self.init(key: value)
  }

  init(extendedGraphemeClusterLiteral value: StringLiteralType) {
    self.init(key: value)
  }

  init(stringLiteral value: StringLiteralType) {
    self.init(key: value)
  }
}

extension UserDefaultsKey {
  static var tasks: Key<[[String: Any]]> { "tasks" }
}
