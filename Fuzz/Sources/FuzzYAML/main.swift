import Foundation
import FuzzSupport
import _ReactorGenCore

// Any bytes through libyaml into the node tree: a crash, hang or blow-up here is a bug.
exit(runFuzzer { data, size in
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var diagnostics = Diagnostics()
  _ = SpecLoader().parsesAsYAML(bytes, file: "fuzz.yml", diagnostics: &diagnostics)
  return 0
})
