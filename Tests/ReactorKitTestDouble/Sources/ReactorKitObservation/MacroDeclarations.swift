// TEST DOUBLE of ReactorKit main's ReactorKitObservation (not ReactorKit): the macros, declared
// as the real ones are; their implementation (../ReactorKitMacros) expands as the real one does.
// See ../../README.md.

#if canImport(Observation)
@_exported import Observation
#endif

/// Makes a reactor's `State` observable property by property: the registrar and the
/// `ObservableState` members, `@ObservableStateTracked` on each stored `var` (`@ObservableStateIgnored`
/// on a `@Pulse` one), and the `ObservableState` and `Observable` conformances.
@attached(member, names: named(_$observationRegistrar), named(_$willModify), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: ObservableState, Observation.Observable)
public macro ObservableState() = #externalMacro(module: "ReactorKitMacros", type: "ObservableStateMacro")

/// Turns a stored property into accessors over `_`-prefixed storage; `@ObservableState` adds it.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservableStateTracked() = #externalMacro(module: "ReactorKitMacros", type: "ObservableStateTrackedMacro")

/// Leaves a stored property as it is: not observed.
@attached(accessor, names: named(willSet))
public macro ObservableStateIgnored() = #externalMacro(module: "ReactorKitMacros", type: "ObservableStateIgnoredMacro")
