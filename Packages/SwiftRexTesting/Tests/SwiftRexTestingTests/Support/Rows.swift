import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A parent holding a collection of timer rows and an optional timer panel, to see that a
/// child's effects die with its state.
enum Rows {
  struct Timer: Equatable, Sendable {
    var ticks = 0
  }

  @Prisms
  enum TimerAction: Equatable, Sendable {
    case start
    case tick
  }

  struct Row: Identifiable, Equatable, Sendable {
    var id: Int
    var timer = Timer()
  }

  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row> = []
    var panel: Timer?
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case row(ElementAction<Int, TimerAction>)
    case panel(TimerAction)
    case removeRow(Int)
    case closePanel
  }

  /// Starting sends a tick after 10 seconds, on the store's clock.
  static let timer = Behavior<TimerAction, Timer, Void> { action, _ in
    switch action {
    case .start:
      .produce { _ in
        Effect.run { send in
          try await send.clock.sleep(for: .seconds(10))
          await send(.tick)
        }
      }
    case .tick:
      .reduce { $0.ticks += 1 }
    }
  }

  static let row: Behavior<TimerAction, Row, Void> = timer.lift(
    Relay.Empty.action(Prism<TimerAction, TimerAction>.identity).state(\Row.timer))

  static func behavior() -> Behavior<Action, State, Void> {
    .combine(
      row.liftCollection(action: \.row, stateContainer: \.rows),
      timer.lift(Relay.Empty.action(\Action.panel).state(\State.panel)),
      .reduce { action, state in
        switch action {
        case .removeRow(let id): _ = state.rows.remove(id: id)
        case .closePanel: state.panel = nil
        case .row, .panel: break
        }
      }
    )
  }
}
