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
// ReactorKitObservation stands in for the module of that name on ReactorKit's main branch (the
// `@ObservableState` macro, `BindableAction`, `BindingAction`); its macro implementation needs
// swift-syntax, a dependency of this double only, never of reactorgen.
//
// Tests/SemanticsTests and Tests/ObservationSemanticsTests use only the libraries' public API. To
// run them against the real libraries instead of this double (where ReactorKit builds):
//   REACTORGEN_DEPS=real swift test --package-path Tests/ReactorKitTestDouble       # 3.2.0 and later
//   REACTORGEN_DEPS=real-main swift test --package-path Tests/ReactorKitTestDouble  # main, with observation
import CompilerPluginSupport
import Foundation
import PackageDescription

let deps = ProcessInfo.processInfo.environment["REACTORGEN_DEPS"] ?? "test-double"
let real = deps.hasPrefix("real")
let observation = deps != "real"

// With the real libraries, the double's own targets are left out: two modules named RxSwift
// cannot be in one graph.
let package = Package(
  name: "ReactorKitTestDouble",
  products: real
    ? []
    : [
      .library(name: "RxSwift", targets: ["RxSwift"]),
      .library(name: "RxRelay", targets: ["RxRelay"]),
      .library(name: "ReactorKit", targets: ["ReactorKit"]),
      .library(name: "ReactorKitObservation", targets: ["ReactorKitObservation"]),
    ],
  dependencies: real
    ? [
      .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0"),
      deps == "real-main"
        ? .package(url: "https://github.com/ReactorKit/ReactorKit", branch: "main")
        : .package(url: "https://github.com/ReactorKit/ReactorKit", from: "3.2.0"),
    ]
    // The range ReactorKit main's own macro accepts.
    : [.package(url: "https://github.com/swiftlang/swift-syntax", "510.0.0"..<"605.0.0")],
  targets: (real
    ? []
    : [
      .target(name: "RxSwift"),
      .target(name: "RxRelay", dependencies: ["RxSwift"]),
      .target(name: "ReactorKit", dependencies: ["RxSwift"]),
      .target(name: "ReactorKitObservation", dependencies: ["ReactorKitMacros"]),
      .macro(
        name: "ReactorKitMacros",
        dependencies: [
          .product(name: "SwiftSyntax", package: "swift-syntax"),
          .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
          .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]
      ),
    ]) + [
      .testTarget(
        name: "SemanticsTests",
        dependencies: real
          ? [
            .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "ReactorKit", package: "ReactorKit"),
          ]
          : ["RxSwift", "RxRelay", "ReactorKit"]
      ),
    ] + (observation
      ? [
        .testTarget(
          name: "ObservationSemanticsTests",
          dependencies: real
            ? [
              .product(name: "RxSwift", package: "RxSwift"), .product(name: "ReactorKit", package: "ReactorKit"),
              .product(name: "ReactorKitObservation", package: "ReactorKit"),
            ]
            : ["RxSwift", "ReactorKit", "ReactorKitObservation"]
        ),
      ]
      : []),
  // RxSwift 6 and ReactorKit 3.2.0 are Swift 5 libraries.
  swiftLanguageVersions: [.v5]
)
