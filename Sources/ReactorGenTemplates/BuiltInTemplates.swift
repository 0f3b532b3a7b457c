// The templates of the top-level Templates/ folder are compiled into reactorgen (`Templates` here
// links to it; see Package.swift, `.embedInCode`), so the tool needs no files beside it. Copy them
// to a folder of your own (`reactorgen export-templates <dir>`), edit them and pass
// `--templates <folder>` to use yours instead; any template you leave out falls back to these.

/// The built-in templates by file name, e.g. `Reactor.swift.mustache`.
package enum BuiltInTemplates {
  package static let all: [String: String] = [
    "Reactor.swift.mustache": text(PackageResources.Reactor_swift_mustache),
    "ReactorLogic.swift.mustache": text(PackageResources.ReactorLogic_swift_mustache),
    "ServiceProvider.swift.mustache": text(PackageResources.ServiceProvider_swift_mustache),
    "ServiceInterface.swift.mustache": text(PackageResources.ServiceInterface_swift_mustache),
    "ServiceImplementation.swift.mustache": text(PackageResources.ServiceImplementation_swift_mustache),
    "ServiceMock.swift.mustache": text(PackageResources.ServiceMock_swift_mustache),
    "MockServiceProvider.swift.mustache": text(PackageResources.MockServiceProvider_swift_mustache),
    "ReactorTests.swift.mustache": text(PackageResources.ReactorTests_swift_mustache),
    "InMemoryRepository.swift.mustache": text(PackageResources.InMemoryRepository_swift_mustache),
    "AsyncBridge.swift.mustache": text(PackageResources.AsyncBridge_swift_mustache),
  ]

  private static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
