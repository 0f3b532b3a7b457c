// TEST DOUBLE of ReactorKit: as ReactorKit 3.2.0 and main do (their Sources/ReactorKit/Exports.swift),
// the module re-exports RxSwift, so a file that imports ReactorKit alone sees `Observable`.
@_exported import RxSwift
