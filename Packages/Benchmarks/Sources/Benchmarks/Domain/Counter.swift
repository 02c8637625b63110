import SwiftRex

/// The counter every workload is built from: the smallest feature with a real decision in it.
enum CounterAction: Sendable, Codable {
  case increment
  case decrement
}

/// Anything holding a counter, so one generic behaviour (specialised per state type by the
/// optimiser) serves the plain counter, a counter next to a large unrelated array, and a counter
/// nested many levels deep, with identical code for the comparison to be fair.
protocol Counting: Sendable {
  var count: Int { get set }
}

/// The counter's state.
struct CounterState: Counting, Equatable, Sendable, Codable {
  var count = 0
}

/// A counter that can live in an `IdentifiedArray`.
struct CounterElement: Counting, Identifiable, Sendable {
  let id: Int
  var count = 0
}

/// The counter feature, written the way the seeds write a feature: a behaviour whose handler
/// returns a consequence.
func counterBehavior<State: Counting>(of _: State.Type = State.self) -> Behavior<CounterAction, State, Void> {
  Behavior { action, _ in
    switch action {
    case .increment: .reduce { $0.count += 1 }
    case .decrement: .reduce { $0.count -= 1 }
    }
  }
}

/// The same counter written with `.reduce { action, state in … }`: no consequence is built.
func counterReducer<State: Counting>(of _: State.Type = State.self) -> Behavior<CounterAction, State, Void> {
  .reduce { action, state in
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
  }
}

/// The counter's logic as a plain function, kept out of line so the raw baseline pays for one
/// call per action, as a store does at least.
@inline(never)
func reduceCounter(_ action: CounterAction, _ state: inout CounterState) {
  switch action {
  case .increment: state.count += 1
  case .decrement: state.count -= 1
  }
}
