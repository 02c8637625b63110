import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A feature with nested state and a few effects, whose sources are pinned (`Feature.swift:7`) so
/// that failure messages can be compared exactly.
enum Profile {
  struct Address: Equatable, Sendable {
    var city = "London"
    var street = "221B Baker Street"
  }

  struct State: Equatable, Sendable {
    var name = "Ada"
    var address = Address()
    var visits = 0
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure(boom)" }
  }

  /// Not `Equatable`, on purpose: received actions are matched by case.
  @Prisms
  enum Action: Sendable {
    case move(String)
    case visit
    case noop
    case load
    case loadBoth
    case loaded(Int)
    case failed(String)
    case wait
    case waited
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      switch action {
      case .move(let city): .reduce { $0.address.city = city }
      case .visit: .reduce { $0.visits += 1 }
      case .noop: .doNothing
      case .load:
        .produce { _ in Effect.task(file: "Feature.swift", function: "behavior()", line: 7) { .loaded(3) } }
      case .loadBoth:
        .produce { _ in
          .sequence(
            Effect.task(file: "Feature.swift", function: "behavior()", line: 8) { .failed("offline") },
            Effect.task(file: "Feature.swift", function: "behavior()", line: 9) { .loaded(3) })
        }
      case .loaded(let visits): .reduce { $0.visits = visits }
      case .failed: .doNothing
      case .wait:
        .produce { _ in
          Effect.run(file: "Feature.swift", function: "behavior()", line: 12) { send in
            try await send.clock.sleep(for: .seconds(5))
            await send(.waited)
          }
          .cancellable(id: "wait")
        }
      case .waited: .doNothing
      }
    }
  }
}
