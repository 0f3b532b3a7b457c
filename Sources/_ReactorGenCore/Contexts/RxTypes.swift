import ReactorGenSwift

/// What RxSwift's types mean to reactorgen: the Swift module parses types and knows nothing of
/// RxSwift; the translators ask these (a mock's fallback answer).
extension TypeRef {
  /// `Element` for RxSwift's `Observable<Element>` (or `RxSwift.Observable<Element>`).
  var observableElement: TypeRef? { rxElement(of: ["Observable"]) }

  var isObservable: Bool { observableElement != nil }

  /// `Single`, `Maybe` or `Completable` (RxSwift's traits), whose mocks need a value from the user.
  var rxTrait: String? {
    guard case .named(let components) = canonical else { return nil }
    let bare = components.first?.name == "RxSwift" ? Array(components.dropFirst()) : components
    guard bare.count == 1, ["Single", "Maybe", "Completable"].contains(bare[0].name) else { return nil }
    return bare[0].name
  }

  /// Whether RxSwift's `.empty()` makes a value of the type, one that ends without a value:
  /// `Observable`, `Completable` and `Maybe` (a `Single` must succeed or fail).
  var hasEmpty: Bool { isObservable || rxTrait == "Completable" || rxTrait == "Maybe" }

  private func rxElement(of names: Set<String>) -> TypeRef? {
    guard case .named(let components) = canonical else { return nil }
    let bare = components.first?.name == "RxSwift" ? Array(components.dropFirst()) : components
    guard bare.count == 1, names.contains(bare[0].name), bare[0].arguments.count == 1 else { return nil }
    return bare[0].arguments[0]
  }
}
