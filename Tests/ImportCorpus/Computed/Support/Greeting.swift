// Copyright (c) The reactorgen authors.

/// What the greeter screen asks for its text (the app's service, left alone by import).
protocol Greeting {
  func greet(_ name: String) -> String
}

struct PoliteGreeting: Greeting {
  func greet(_ name: String) -> String { "Hello, \(name)." }
}
