import Foundation
import FuzzSupport
import _ReactorGenCore

// Any bytes through decoding, validation, contexts and rendering with the built-in templates.
// Every error must be located in the spec; a crash, hang or blow-up is a bug.
exit(runFuzzer { data, size in
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  for error in FuzzingEntryPoints.generate(bytes, file: "fuzz.yml") where error.location?.file != "fuzz.yml" {
    fatalError("an error not located in the spec: \(error)")
  }
  return 0
})
