// swift-tools-version: 5.9
//
// TEST DOUBLE of RxSwift 6 and ReactorKit 3.x for reactorgen's tests. Not the real libraries.
//
// Neither library can be fetched on the CI machines, and ReactorKit does not build on Linux.
// This package declares the part of their public API that reactorgen's generated code, its
// samples and their tests use, with the real names and signatures, and runs it with the real
// libraries' observable behaviour (event order, subscription time, completion, errors,
// disposal, re-entrancy, the main scheduler), so CI can run generated reactors. It is never
// shipped, and it stays out of reactorgen's own package graph (a `RxSwift` target there would
// clash with the real one in an app). Add declarations only after checking them against the real
// sources, and add a semantics test for each behaviour.
//
// Tests/SemanticsTests use only the libraries' public API. To run them against the real
// libraries instead of this double (where ReactorKit builds):
//   REACTORGEN_DEPS=real swift test --package-path Tests/ReactorKitTestDouble
import Foundation
import PackageDescription

let real = ProcessInfo.processInfo.environment["REACTORGEN_DEPS"] == "real"

// With the real libraries, the double's own targets are left out: two modules named RxSwift
// cannot be in one graph.
let package = Package(
  name: "ReactorKitTestDouble",
  products: real
    ? []
    : [
      .library(name: "RxSwift", targets: ["RxSwift"]),
      .library(name: "ReactorKit", targets: ["ReactorKit"]),
    ],
  dependencies: real
    ? [
      .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0"),
      .package(url: "https://github.com/ReactorKit/ReactorKit", from: "3.2.0"),
    ]
    : [],
  targets: (real
    ? []
    : [
      .target(name: "RxSwift"),
      .target(name: "ReactorKit", dependencies: ["RxSwift"]),
    ]) + [
      .testTarget(
        name: "SemanticsTests",
        dependencies: real
          ? [.product(name: "RxSwift", package: "RxSwift"), .product(name: "ReactorKit", package: "ReactorKit")]
          : ["RxSwift", "ReactorKit"]
      ),
    ],
  // RxSwift 6 and ReactorKit 3.2.0 are Swift 5 libraries.
  swiftLanguageVersions: [.v5]
)
