import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A form bound through binding actions: views bind any field, and the feature reacts to one.
enum Settings {
  struct Audio: Equatable, Sendable, Codable {
    var volume = 5
  }

  struct State: Equatable, Sendable, Codable {
    var title = ""
    var isPublic = false
    var audio = Audio()
    var saved: [String] = []
  }

  @Prisms
  enum Action: Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case save
    case saved(String)
  }

  /// Saving sends the title back after a second, on the store's clock; making the form public
  /// also names it, so a binding action can have consequences beyond its field.
  static func behavior() -> Behavior<Action, State, Void> {
    .combine(
      .binding(),
      Behavior { action, context in
        switch action {
        case .binding(let binding) where binding.value(at: \.isPublic) == true:
          .reduce { if $0.title.isEmpty { $0.title = "Untitled" } }
        case .binding:
          .doNothing
        case .save:
          .produce { _ in
            Effect.run { [title = context.state.title] send in
              try await send.clock.sleep(for: .seconds(1))
              await send(.saved(title))
            }
          }
        case .saved(let title):
          .reduce { $0.saved.append(title) }
        }
      })
  }
}
