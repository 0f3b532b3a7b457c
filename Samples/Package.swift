// swift-tools-version: 6.0
//
// Compiles reactorgen's samples: the specs' generated code plus the hand-written logic, models and
// tests, against the runnable ReactorKit/RxSwift TEST DOUBLE (../Tests/ReactorKitTestDouble),
// where every test runs; or against the real libraries (below).
//
// Environment:
//   REACTORGEN_SWIFT_MODE=5|6         language mode of the sample targets (default 6)
//   REACTORGEN_SAMPLES=golden         compile the reference output (Golden/) of each sample
//                                     instead of the hand-written sample
//   REACTORGEN_DEPS=real              depend on the real RxSwift 6 and ReactorKit 3.2+ instead of
//                                     the test double (needs network access and a
//                                     platform ReactorKit builds on); SwiftUICounter, which needs
//                                     ReactorKitObservation, is left out
//   REACTORGEN_DEPS=real-main         the same with ReactorKit's main branch, SwiftUICounter included
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment
let languageMode: SwiftLanguageMode = environment["REACTORGEN_SWIFT_MODE"] == "5" ? .v5 : .v6
let golden = environment["REACTORGEN_SAMPLES"] == "golden"
let deps = environment["REACTORGEN_DEPS"] ?? "test-double"

// EdgeCases, PublicEdgeCases and ObservableEdgeCases have only reference output: rare spec features, compiled as generated.
// SwiftUICounter uses ReactorKitObservation, which ReactorKit has on its main branch only.
let observation = deps != "real"
let samples = ["Todo", "Counter", "GitHubSearch", "ProjectBoard", "Login"] + (observation ? ["SwiftUICounter"] : [])
  + (golden ? ["EdgeCases", "PublicEdgeCases"] + (observation ? ["ObservableEdgeCases"] : []) : [])
let rx: [Target.Dependency] = deps.hasPrefix("real")
  ? [.product(name: "RxSwift", package: "RxSwift"), .product(name: "ReactorKit", package: "ReactorKit")]
  : [.product(name: "RxSwift", package: "ReactorKitTestDouble"), .product(name: "ReactorKit", package: "ReactorKitTestDouble")]
let observationModule: Target.Dependency = deps.hasPrefix("real")
  ? .product(name: "ReactorKitObservation", package: "ReactorKit")
  : .product(name: "ReactorKitObservation", package: "ReactorKitTestDouble")
/// Samples whose reactors have `observableState`.
let observableSamples: Set<String> = ["SwiftUICounter", "ObservableEdgeCases"]
let packages: [Package.Dependency] = switch deps {
case "real":
  [.package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0"), .package(url: "https://github.com/ReactorKit/ReactorKit", from: "3.2.0")]
case "real-main":
  [.package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0"), .package(url: "https://github.com/ReactorKit/ReactorKit", branch: "main")]
default:
  [.package(path: "../Tests/ReactorKitTestDouble")]
}

// Hand-written model types the generated code uses. Listed, not looked up: SwiftPM caches a
// manifest's result by its text, so a folder added later would go unseen.
let samplesWithModels: Set<String> = ["Todo", "ProjectBoard", "Login", "EdgeCases"]

func exists(_ path: String) -> Bool {
  FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(path)")
}

let package = Package(
  name: "ReactorGenSamples",
  dependencies: packages,
  targets: samples.flatMap { name -> [Target] in
    let sources = (golden ? ["Golden/Sources"] : ["Sources"]) + (samplesWithModels.contains(name) ? ["Models"] : [])
    // The spec and the contexts' fixture (Contexts.txt) are reactorgen's, not the sample's.
    let unused = (["\(name).reactorgen.yml", "Contexts.txt", "Tests", golden ? "Sources" : "Golden"] + (golden ? ["Golden/Tests"] : []))
      .filter { exists("\(name)/\($0)") }
    return [
      .target(name: name, dependencies: rx + (observableSamples.contains(name) ? [observationModule] : []), path: name, exclude: unused, sources: sources),
      .testTarget(
        name: name + "Tests",
        dependencies: [.target(name: name)] + rx + (observableSamples.contains(name) ? [observationModule] : []),
        path: golden ? "\(name)/Golden/Tests" : "\(name)/Tests"
      ),
    ]
  },
  swiftLanguageModes: [languageMode]
)
