import Foundation
import FuzzSupport
import _ReactorGenCore

// Any bytes through libyaml into the node tree: a crash, hang or blow-up here is a bug.
exit(runFuzzer { data, size in
  _ = FuzzingEntryPoints.parseYAML(Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.yml")
  return 0
})
