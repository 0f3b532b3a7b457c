// COMPILE-ONLY STAND-IN: declarations of RxSwift 6 API; every body traps. See README.md.

@usableFromInline
func compileOnlyStandIn(_ function: StaticString = #function) -> Never {
  fatalError("\(function): this is the compile-only RxSwift stand-in; link the real RxSwift to run code")
}
