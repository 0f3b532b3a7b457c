// swift-tools-version: 6.0
//
// The import corpus: hand-written reactors in the styles real apps use (Original/), and what
// reactorgen-import made of each (Imported/: the spec, the logic file it wrote and the reactor
// reactorgen generates from the spec). The same behaviour tests (Tests/) run against both,
// on the runnable ReactorKit/RxSwift test double.
//
// Environment:
//   IMPORT_CORPUS=original|imported   which reactors the targets hold (default original)
//   IMPORT_SWIFT_MODE=5|6             language mode (default 6)
//
// Re-record Imported/ (after changing reactorgen-import or the generator):
//   REACTORGEN_RECORD_IMPORTS=1 swift test --filter ImportCorpusTests
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment
let imported = environment["IMPORT_CORPUS"] == "imported"
let languageMode: SwiftLanguageMode = environment["IMPORT_SWIFT_MODE"] == "5" ? .v5 : .v6
/// Every case of the corpus (a folder here) and the specs its import writes (a reactor's, or
/// `Services` for the services'). Listed, not looked up: SwiftPM caches a
/// manifest's result by its text.
let cases = ["Counter": ["CounterViewReactor"], "TaskList": ["TaskListViewReactor"], "Search": ["SearchViewReactor"], "Edit": ["EditViewReactor"], "Messy": ["CartViewReactor"], "SwiftUIProfile": ["ProfileViewReactor"], "Services": ["TaskBoardViewReactor", "Services"], "Flow": ["ProfileFlowReactor"], "Draft": ["DraftViewReactor"], "Navigator": ["NavigatorReactor"], "Relay": ["FilterViewReactor"], "Prelude": ["DetailViewReactor", "StatusViewReactor"], "Injected": ["ProfileViewReactor"], "Lifecycle": ["SessionViewReactor"], "Defaults": ["PageViewReactor"], "Inert": ["SettingsViewReactor"], "Tail": ["BoardViewReactor", "FeedViewReactor", "LogViewReactor", "RouterViewReactor"], "Derived": ["QuotaViewReactor", "SheetViewReactor", "SignUpViewReactor"], "Template": ["WelcomeReactor"], "Computed": ["ComposeViewReactor", "GreeterViewReactor", "InboxViewReactor", "PickedViewReactor", "RosterViewReactor", "StepperViewReactor", "TitledViewReactor"], "Refined": ["SettingsScreenReactor"], "Interface": ["ArchiveReactorImp", "CounterListReactor", "FeedReactorImp"]]
/// Cases with hand-written code import leaves alone (services, models).
let casesWithSupport: Set<String> = ["TaskList", "Search", "Services", "Flow", "Injected", "Lifecycle", "Computed", "Refined", "Interface"]
/// Cases on ReactorKit main's SwiftUI support.
let casesWithObservation: Set<String> = ["SwiftUIProfile"]
let rx: [Target.Dependency] = [
  .product(name: "RxSwift", package: "ReactorKitTestDouble"),
  .product(name: "RxRelay", package: "ReactorKitTestDouble"),
  .product(name: "ReactorKit", package: "ReactorKitTestDouble"),
]

let package = Package(
  name: "ImportCorpus",
  dependencies: [.package(path: "../ReactorKitTestDouble")],
  targets: cases.sorted(by: { $0.key < $1.key }).flatMap { name, specs -> [Target] in
    let dependencies = rx + (casesWithObservation.contains(name) ? [.product(name: "ReactorKitObservation", package: "ReactorKitTestDouble")] : [])
    let sources = [imported ? "Imported/Sources" : "Original"] + (casesWithSupport.contains(name) ? ["Support"] : [])
    return [
      .target(
        name: name, dependencies: dependencies, path: name,
        exclude: ["Tests", imported ? "Original" : "Imported"]
          + (imported ? ["Imported/report.txt"] + specs.map { "Imported/\($0).reactorgen.yml" } : []),
        sources: sources
      ),
      .testTarget(name: name + "Tests", dependencies: [.target(name: name)] + dependencies, path: "\(name)/Tests"),
    ]
  },
  swiftLanguageModes: [languageMode]
)
