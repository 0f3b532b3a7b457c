// swift-tools-version: 6.1
//
// libFuzzer targets for reactorgen, kept out of the main package: `-sanitize=fuzzer` must apply to
// everything they link, and it breaks plugin tools and `swift build` of the main package.
//
//   make fuzz                  build both targets and run each (see Scripts/fuzz.sh)
//   FUZZ_SECONDS=60 make fuzz  a shorter run
//
// FuzzYAML feeds bytes to the libyaml layer; FuzzPipeline feeds them through decoding,
// validation, contexts and rendering. Corpus/ holds the minimised corpus, spec.dict the keys.
import PackageDescription

let package = Package(
  name: "ReactorGenFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "reactorgen", path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(name: "FuzzYAML", dependencies: ["FuzzSupport", .product(name: "_ReactorGenCore", package: "reactorgen")]),
    .executableTarget(name: "FuzzPipeline", dependencies: ["FuzzSupport", .product(name: "_ReactorGenCore", package: "reactorgen")]),
  ]
)
