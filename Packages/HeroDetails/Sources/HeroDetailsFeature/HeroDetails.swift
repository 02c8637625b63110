import SwiftRexArchitecture

/// A hero's details: the name they go by, their powers and whether they have retired.
///
/// Its fields are edited through binding actions (`BindableAction`): the view binds the powers
/// and the retirement, and each edit is an action like any other, recorded and tested by path
/// (`store.dispatch(\.binding.isRetired, true)`). The view reads a shape of its own — the display
/// name, the powers as one comma-separated line — and redraws field by field: a part of the
/// screen that shows only the name is not evaluated again when the hero retires.
@Feature(strategy: .observationGranular)
public enum HeroDetails {
  /// The hero as the domain knows them.
  public struct State: Sendable, Equatable {
    /// The name the hero is filed under.
    public var codename: String
    /// Other names, the first of which the hero is shown by.
    public var aliases: [String]
    /// What the hero can do, in the order the user wrote it.
    public var powers: [String]
    /// Whether the hero has hung up the cape.
    public var isRetired: Bool

    /// A hero; by default the seed's Kryptonian, active.
    public init(
      codename: String = "Kryptonian",
      aliases: [String] = ["Superman", "Man of Steel"],
      powers: [String] = ["flight", "heat vision"],
      isRetired: Bool = false
    ) {
      self.codename = codename
      self.aliases = aliases
      self.powers = powers
      self.isRetired = isRetired
    }
  }

  /// What can change about the hero: any field, bound from the view, and the end of the editing.
  public enum Action: BindableAction, Sendable, Equatable {
    /// A view's binding set a field of the hero: `\.binding.powers`, `\.binding.isRetired`.
    case binding(BindingAction<State>)
    /// The user is done with the hero: the feature dismisses itself (when presented).
    case done
  }

  /// Nothing from outside: the feature needs no dependencies, but an app lifting it still
  /// needs a value to hand over.
  public struct Environment: Sendable {
    /// The (empty) environment.
    public init() {}
  }

  /// What the screen shows; `@Tracked` is added by the strategy, so each field redraws alone.
  /// Its own shape, so that a change the screen does not show (a second alias) redraws nothing;
  /// the view binds the hero's fields through the feature's binding actions all the same.
  struct ViewState: Sendable, Equatable {
    /// The first alias, or the codename when there is none.
    var displayName: String
    /// The powers joined into the text field's one line.
    var powersText: String
    var isRetired: Bool
  }

  static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState> { _ in
    { state in
      ViewState(
        displayName: state.aliases.first ?? state.codename,
        powersText: PowersText.join(state.powers),
        isRetired: state.isRetired)
    }
  }

  /// Applies the view's edits (`Behavior.binding()`); Done dismisses the feature from inside
  /// (`Effect.dismiss`: whoever presents it ends the presentation).
  public static func behavior() -> Behavior<Action, State, Environment> {
    .combine(
      .binding(),
      .handle { action, _ in
        switch action {
        case .binding: .doNothing
        case .done: .produce { _ in .dismiss() }
        }
      })
  }

  typealias Content = HeroDetailsView
}

// Declared by the feature so an app that records its runs (SwiftRexRecording) can write and
// replay this feature's state and actions.
extension HeroDetails.State: Codable {}
extension HeroDetails.Action: Codable {}
