import Foundation
import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A list whose items get an id and a creation date while reducing, from dependencies: its
/// behaviour needs no environment to be deterministic in tests.
enum Todos {
  struct Item: Equatable, Sendable, Identifiable {
    var id: UUID
    var title: String
    var created: Date
  }

  struct State: Equatable, Sendable {
    var items: IdentifiedArrayOf<Item> = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case add(String)
    case addLater(String)
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      switch action {
      case .add(let title):
        return .reduce { $0.items.append(Item(id: uuid(), title: title, created: date())) }
      case .addLater(let title):
        // An effect started while reducing inherits the dependencies too.
        return .produce { _ in
          Effect.run { send in
            @Dependency(\.uuid) var uuid
            await send(.add("\(title) \(uuid().uuidString.suffix(1))"))
          }
        }
      }
    }
  }
}
