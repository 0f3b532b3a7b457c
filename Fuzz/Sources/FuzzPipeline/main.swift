import Foundation
import FuzzSupport
import _ReactorGenCore

// Any bytes through decoding, validation, contexts and rendering with the built-in templates.
// Every error must be located in the spec; a crash, hang or blow-up is a bug.
exit(runFuzzer { data, size in
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var diagnostics = Diagnostics()
  guard let spec = SpecLoader().load(bytes: bytes, file: "fuzz.yml", diagnostics: &diagnostics) else { return 0 }
  if let module = Validator().validate([spec], diagnostics: &diagnostics), !diagnostics.hasErrors {
    _ = Generator().render(module, diagnostics: &diagnostics)
  }
  for error in diagnostics.errors where error.location?.file != "fuzz.yml" {
    fatalError("an error not located in the spec: \(error)")
  }
  return 0
})
