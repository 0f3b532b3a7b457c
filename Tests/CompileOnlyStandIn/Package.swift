// swift-tools-version: 5.9
//
// COMPILE-ONLY STAND-IN for RxSwift 6 and ReactorKit 3.x. Not the real libraries.
//
// Neither library can be fetched on the CI machines, and ReactorKit does not build on Linux.
// This package declares the part of their public API that reactorgen's generated code and its
// samples use, with the real names and signatures, so that code can be *type-checked and
// compiled* here. Every body traps: nothing built against this package works, and compiling
// against it proves only that the code is well-typed. It is never shipped, and it stays out of
// reactorgen's own package graph (a `RxSwift` target there would clash with the real one in an
// app). Add declarations only after checking them against the real sources.
import PackageDescription

let package = Package(
  name: "CompileOnlyStandIn",
  products: [
    .library(name: "RxSwift", targets: ["RxSwift"]),
    .library(name: "ReactorKit", targets: ["ReactorKit"]),
  ],
  targets: [
    .target(name: "RxSwift"),
    .target(name: "ReactorKit", dependencies: ["RxSwift"]),
  ],
  // RxSwift 6 and ReactorKit 3.2.0 are Swift 5 libraries.
  swiftLanguageVersions: [.v5]
)
