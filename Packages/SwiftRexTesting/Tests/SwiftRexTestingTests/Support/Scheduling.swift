import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A feature with one action per kind of effect the core schedules, to drive each through a
/// TestStore.
enum Scheduling {
  struct State: Equatable, Sendable {
    var log: [String] = []
    var count = 0
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case loadTwice
    case loadInOrder
    case steps
    case search(String)
    case query(String)
    case scroll(Int)
    case scrollLatest(Int)
    case remind
    case cancelSearch
    case readLive
    case increment
    case arrived(String)
    case saw(Int?)
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      switch action {
      case .loadTwice:
        .produce { _ in .merge(Effect.task { .arrived("first") }, Effect.task { .arrived("second") }) }
      case .loadInOrder:
        .produce { _ in .sequence(Effect.task { .arrived("first") }, Effect.task { .arrived("second") }) }
      case .steps:
        .produce { _ in
          .sequence(
            Effect.task { .arrived("one") },
            .just(.arrived("two")),
            sleeping(.milliseconds(10), then: .arrived("three")),
            Effect.task { .arrived("four") })
        }
      case .search(let text):
        .reduce { $0.log.append("searching \(text)") }
          .produce { _ in
            sleeping(.seconds(1), then: .arrived("results for \(text)"))
              .cancellable(id: "search", cancelInFlight: true)
          }
      case .cancelSearch:
        .produce { _ in .cancel(id: "search") }
      case .query(let text):
        .produce { _ in Effect.just(.arrived("query \(text)")).debounce(id: "query", for: .milliseconds(300))
        }
      case .scroll(let offset):
        .produce { _ in Effect.just(.arrived("scroll \(offset)")).throttle(id: "scroll", for: .seconds(1)) }
      case .scrollLatest(let offset):
        .produce { _ in
          Effect.just(.arrived("scroll \(offset)")).throttle(id: "scroll", for: .seconds(1), latest: true)
        }
      case .remind:
        .produce { _ in Effect.just(.arrived("reminder")).delay(for: .seconds(2)) }
      case .readLive:
        .produce { ctx in Effect.task { .saw(await ctx.liveState?.count) } }
      case .increment:
        .reduce { $0.count += 1 }
      case .arrived(let text):
        .reduce { $0.log.append(text) }
      case .saw:
        .doNothing
      }
    }
  }

  /// An effect that sleeps on the store's clock, then sends `action`; cancelling it sends nothing.
  static func sleeping(_ duration: Duration, then action: Action) -> Effect<Action> {
    Effect.run { send in
      try await send.clock.sleep(for: duration)
      await send(action)
    }
  }
}
