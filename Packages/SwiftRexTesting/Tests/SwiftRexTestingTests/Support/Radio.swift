import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Synchronization

/// Which subscriptions' effects were made, in order: a subscription restarted shows up twice.
final class StartLog: Sendable {
  private let starts = Mutex<[String]>([])

  func record(_ name: String) { starts.withLock { $0.append(name) } }

  var all: [String] { starts.withLock { $0 } }
}

/// A radio tuned to stations: each station is a subscription that hears the station's name every
/// second of the store's clock, for as long as the radio is tuned to it.
enum Radio {
  struct State: Equatable, Sendable, Identifiable {
    var id = 0
    var stations: [String] = []
    var heard: [String] = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case tune([String])
    case heard(String)
  }

  static func behavior() -> Behavior<Action, State, StartLog> {
    Behavior<Action, State, StartLog>.reduce { action, state in
      switch action {
      case .tune(let stations): state.stations = stations
      case .heard(let station): state.heard.append(station)
      }
    }
    .subscriptions { state in
      for station in state.stations {
        Subscription(id: station) { ctx in
          ctx.environment.record(station)
          return Effect.run { send in
            while true {
              try await send.clock.sleep(for: .seconds(1))
              await send(.heard(station))
            }
          }
        }
      }
    }
  }
}

/// A car that may have a radio fitted: an optional child.
enum Car {
  struct State: Equatable, Sendable {
    var radio: Radio.State?
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case fit(Radio.State)
    case removeRadio
    case radio(Radio.Action)
  }

  static func behavior() -> Behavior<Action, State, StartLog> {
    .combine(
      .reduce { action, state in
        switch action {
        case .fit(let radio): state.radio = radio
        case .removeRadio: state.radio = nil
        case .radio: break
        }
      },
      Radio.behavior().lift(.action(\.radio).state(\.radio))
    )
  }
}

/// A shop selling radios: a collection of children, each with its own subscriptions.
enum Shop {
  struct State: Equatable, Sendable, Identifiable {
    var id = 0
    var radios: IdentifiedArray<Int, Radio.State> = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case stock(Radio.State)
    case sell(Int)
    case radio(ElementAction<Int, Radio.Action>)
  }

  static func behavior() -> Behavior<Action, State, StartLog> {
    .combine(
      .reduce { action, state in
        switch action {
        case .stock(let radio): state.radios.append(radio)
        case .sell(let id): state.radios.remove(id: id)
        case .radio: break
        }
      },
      Radio.behavior().liftCollection(action: \.radio, stateContainer: \.radios)
    )
  }
}

/// A street of shops: a collection of collections, for subscriptions lifted twice.
enum Street {
  struct State: Equatable, Sendable {
    var shops: IdentifiedArray<Int, Shop.State> = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case close(Int)
    case shop(ElementAction<Int, Shop.Action>)
  }

  static func behavior() -> Behavior<Action, State, StartLog> {
    .combine(
      .reduce { action, state in
        if case .close(let id) = action { state.shops.remove(id: id) }
      },
      Shop.behavior().liftCollection(action: \.shop, stateContainer: \.shops)
    )
  }
}

/// A studio presenting one radio in a sheet and keeping others on a stack: subscriptions lifted
/// through a presentation and a navigation stack.
enum Studio {
  struct State: Equatable, Sendable {
    @Presents var sheet: Radio.State?
    var rack = StackState<Radio.State>()
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case present(Radio.State)
    case shelve(Radio.State)
    case sheet(PresentationAction<Radio.Action>)
    case rack(StackAction<Radio.State, Radio.Action>)
  }

  static func behavior() -> Behavior<Action, State, StartLog> {
    .combine(
      .reduce { action, state in
        switch action {
        case .present(let radio): state.sheet = radio
        case .shelve(let radio): state.rack.append(radio)
        case .sheet, .rack: break
        }
      },
      Radio.behavior().lift(.action(\.sheet).presentation(\.$sheet)),
      Radio.behavior().lift(.action(\.rack).stack(\.rack))
    )
  }
}
