// swift-tools-version: 6.1
//
// reactorgen: generates ReactorKit reactors, services, mocks and test skeletons from YAML specs.
//
// Pipeline (each stage is a folder in Sources/_ReactorGenCore; Docs/Architecture.md shows it):
//   YAML (libyaml) → Decoding → Resolution → Contexts (translators) → Swift trees and their
//   renderer (the ReactorGenSwift module, below the core) → Rendering (templates) → Writing
// The CLI (Sources/ReactorGenCLI) and the plugins (Plugins/) are thin shells around one core call,
// GenerationRun.

import PackageDescription

/// What the core's two test targets (the quick one and the compiling one) both use.
let coreTestDependencies: [Target.Dependency] = [
  "_ReactorGenCore",
  "ReactorGenSwift",
  "ReactorGenYAML",
  "ReactorGenTestSupport",
  .product(name: "SwiftParser", package: "swift-syntax"),
  .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
  .product(name: "SwiftSyntax", package: "swift-syntax"),
]

let package = Package(
  name: "reactorgen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "reactorgen", targets: ["ReactorGenCLI"]),
    // `reactorgen-import`: hand-written reactors read back into specs and logic files. A product
    // of its own because it links swift-syntax, which the build plugin's tool must not; and built
    // with the `Import` trait only (`swift run --traits Import reactorgen-import`), so that an app
    // depending on reactorgen for the plugins does not get swift-syntax in its resolution.
    .executable(name: "reactorgen-import", targets: ["ReactorGenImportCLI"]),
    .library(name: "_ReactorGenCore", targets: ["_ReactorGenCore"]),
    .plugin(name: "ReactorGenBuildPlugin", targets: ["ReactorGenBuildPlugin"]),
    .plugin(name: "ReactorGenCommandPlugin", targets: ["ReactorGenCommandPlugin"]),
  ],
  traits: [
    // Not a default trait (those are enabled in apps too): SwiftPM leaves a package out of an
    // app's resolution when only test targets and disabled traits' conditions use it.
    .trait(name: "Import", description: "Builds reactorgen-import, which needs swift-syntax.")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    // SwiftParser is the oracle reactorgen's own Swift lexer is checked against, and the parser of
    // `reactorgen-import`. The `reactorgen` tool (and so the plugins) never links it, so plugin
    // users do not compile it.
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
  ],
  targets: [
    // The system libyaml. Debian/Ubuntu: `apt-get install libyaml-dev`; macOS: `brew install libyaml`.
    .systemLibrary(
      name: "CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The built-in templates, compiled into the binary so a copied `reactorgen` keeps working: the
    // top-level Templates/ folder, which `Templates` here links to, embedded whole (SwiftPM embeds
    // a folder of the target's, file by file, but not the target's own folder).
    .target(
      name: "ReactorGenTemplates",
      exclude: ["Templates/README.md"],
      resources: [.embedInCode("Templates")]
    ),
    // Swift as reactorgen reads and writes it: the one lexer, types parsed once (TypeRef), the
    // spec's Swift fragments, the structured tree of whole files and its one renderer. The lowest
    // stage: it knows nothing of specs or reactors.
    .target(name: "ReactorGenSwift"),
    // YAML read with the system libyaml into located nodes, bounded against hostile input: the
    // first stage, which knows nothing of specs.
    .target(name: "ReactorGenYAML", dependencies: ["CYaml", "ReactorGenSwift"]),
    .target(
      name: "_ReactorGenCore",
      dependencies: [
        "ReactorGenSwift",
        "ReactorGenYAML",
        "ReactorGenTemplates",
        .product(name: "Mustache", package: "swift-mustache"),
      ]
    ),
    .executableTarget(
      name: "ReactorGenCLI",
      dependencies: [
        "_ReactorGenCore",
        "ReactorGenTemplates",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Import: existing reactors (Swift, read with swift-syntax) → a spec and logic files. Its
    // sources compile only with the `Import` trait, the one condition under which it uses
    // swift-syntax.
    .target(
      name: "ReactorGenImport",
      dependencies: [
        "_ReactorGenCore",
        "ReactorGenSwift",
        "ReactorGenYAML",
        .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Import"])),
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Import"])),
      ]
    ),
    .executableTarget(
      name: "ReactorGenImportCLI",
      dependencies: [
        .target(name: "ReactorGenImport", condition: .when(traits: ["Import"])),
        "_ReactorGenCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "ReactorGenBuildPlugin",
      capability: .buildTool(),
      dependencies: ["ReactorGenCLI"]
    ),
    .plugin(
      name: "ReactorGenCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "generate-reactors",
          description: "Generate reactors, services, logic stubs, mocks and test skeletons from *.reactorgen.yml specs"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "reactorgen writes generated sources and once-only logic stubs next to your specs")
        ]
      ),
      dependencies: ["ReactorGenCLI"]
    ),
    // What both test targets share: the random specs, the batch compiler against the test double,
    // spec helpers. A library only the tests depend on (no product names it), built with testing
    // enabled as debug builds are; never part of an app's build.
    .target(
      name: "ReactorGenTestSupport",
      // No swift-syntax here: a library target's dependencies are in an app's resolution.
      dependencies: ["_ReactorGenCore", "ReactorGenSwift"],
      path: "Tests/ReactorGenTestSupport"
    ),
    // The quick loop: units, snippets, goldens, generative checks that compile nothing.
    .testTarget(
      name: "ReactorGenCoreTests",
      dependencies: coreTestDependencies + [
        // Import's round trip over the random specs.
        .target(name: "ReactorGenImport", condition: .when(traits: ["Import"]))
      ]
    ),
    // The tests that compile generated code with swiftc against the test double (minutes each):
    // `make test` runs them, `make test-quick` leaves them out.
    .testTarget(
      name: "ReactorGenCompileTests",
      dependencies: coreTestDependencies
    ),
    .testTarget(
      name: "ReactorGenImportTests",
      dependencies: [
        "ReactorGenImport",
        "ReactorGenImportCLI",
        "_ReactorGenCore",
        "ReactorGenSwift",
        "ReactorGenTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ReactorGenCLITests",
      dependencies: ["ReactorGenCLI", "_ReactorGenCore", "ReactorGenTestSupport"]
    ),
  ]
)
