import SwiftRex
import SwiftRexRecording
import Testing

enum TravelAction: Equatable, Sendable {
  case increment
  /// Starts a load that delivers `loaded` once the test opens the gate.
  case load
  case loaded(Int)
  /// A lifecycle action, which the tests' `startsBranch` refuses.
  case appeared
  case watch([String])
}

struct TravelState: Equatable, Sendable {
  var count = 0
  var loaded: [Int] = []
  var appearances = 0
  /// The names of the subscriptions the state declares.
  var watched: [String] = []
}

/// What the test opens to let a load deliver: one value, read by the one load waiting on it.
struct Gate: Sendable {
  let stream: AsyncStream<Void>
  let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self)
  }

  func open() { continuation.yield() }
}

/// `load` waits for the gate (a cancelled load never delivers); each watched name is a
/// subscription that only sleeps, so the tests can see which run.
let travelBehavior = Behavior<TravelAction, TravelState, Gate> { action, _ in
  switch action {
  case .increment: .reduce { $0.count += 1 }
  case .load:
    .produce { context in
      let gate = context.environment.stream
      return Effect { send in
        for await _ in gate {
          await send(.loaded(42))
          return
        }
      }
    }
  case .loaded(let value): .reduce { $0.loaded.append(value) }
  case .appeared: .reduce { $0.appearances += 1 }
  case .watch(let names): .reduce { $0.watched = names }
  }
}
.subscriptions { state in
  state.watched.map { name in
    Subscription(id: name) { _ in
      Effect { _ in try? await Task.sleep(for: .seconds(3_600)) }
    }
  }
}

/// A store with time travel attached (refusing to branch on `appeared`), starting at `initial`.
@MainActor
func travellingStore(
  _ initial: TravelState = TravelState(), limit: Int = 1000, gate: Gate = Gate()
) -> (Store<TravelAction, TravelState, Gate>, TimeTravel<TravelAction, TravelState>) {
  let store = Store(initial: initial, behavior: travelBehavior, environment: gate)
  let travel = TimeTravel<TravelAction, TravelState>(limit: limit) { $0 != .appeared }
  travel.attach(to: store)
  return (store, travel)
}
