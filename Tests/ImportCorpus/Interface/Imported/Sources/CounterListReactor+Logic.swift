// Created by reactorgen from CounterListReactor.reactorgen.yml. This file is yours: reactorgen never changes it again.
// Write CounterListReactor's logic here. When the spec adds a hook, the compiler asks for it.

import RxSwift

extension CounterListReactor {
  // MARK: Reduce

  func reduceAppend(state newState: inout State, value: Int) {
    newState.values.append(value)
  }

  func reduceClear(state newState: inout State) {
    newState.values = []
    // What happened, by the mutation's own name.
    if newState.lastChange != "\(Mutation.clear)" { newState.lastChange = "\(Mutation.clear)" }
  }
}

// The screen's types stand at the top of its file, and the reactor names them.
enum CounterListAction {
  case add(Int)
  case reset
}

enum CounterListMutation {
  case append(Int)
  case clear
}

struct CounterListState {
  var values: [Int] = []
  var lastChange = ""
  var total: Int { values.reduce(0, +) }
}
