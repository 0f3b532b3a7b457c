// swift-tools-version: 6.0
//
// Compiles reactorgen's samples: the specs' generated code plus the hand-written logic, models and
// tests, against the COMPILE-ONLY ReactorKit/RxSwift stand-in (../Tests/CompileOnlyStandIn).
// Code built here type-checks and compiles; it does not run Rx (the stand-in traps), so only
// tests that need no Rx at run time (initial state, reduce, Action helpers) are run.
//
// Environment:
//   REACTORGEN_SWIFT_MODE=5|6         language mode of the sample targets (default 6)
//   REACTORGEN_SAMPLES=golden         compile the reference output (Golden/) of each sample
//                                     instead of the hand-written sample
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment
let languageMode: SwiftLanguageMode = environment["REACTORGEN_SWIFT_MODE"] == "5" ? .v5 : .v6
let golden = environment["REACTORGEN_SAMPLES"] == "golden"

// EdgeCases and PublicEdgeCases have only reference output: rare spec features, compiled as generated.
let samples = ["Todo", "Counter", "GitHubSearch"] + (golden ? ["EdgeCases", "PublicEdgeCases"] : [])
let rx: [Target.Dependency] = [
  .product(name: "RxSwift", package: "CompileOnlyStandIn"),
  .product(name: "ReactorKit", package: "CompileOnlyStandIn"),
]

func exists(_ path: String) -> Bool {
  FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(path)")
}

let package = Package(
  name: "ReactorGenSamples",
  dependencies: [.package(path: "../Tests/CompileOnlyStandIn")],
  targets: samples.flatMap { name -> [Target] in
    let sources = (golden ? ["Golden/Sources"] : ["Sources"]) + (exists("\(name)/Models") ? ["Models"] : [])
    let unused = (["\(name).reactorgen.yml", "Tests", golden ? "Sources" : "Golden"] + (golden ? ["Golden/Tests"] : []))
      .filter { exists("\(name)/\($0)") }
    return [
      .target(name: name, dependencies: rx, path: name, exclude: unused, sources: sources),
      .testTarget(
        name: name + "Tests",
        dependencies: [.target(name: name)] + rx,
        path: golden ? "\(name)/Golden/Tests" : "\(name)/Tests"
      ),
    ]
  },
  swiftLanguageModes: [languageMode]
)
