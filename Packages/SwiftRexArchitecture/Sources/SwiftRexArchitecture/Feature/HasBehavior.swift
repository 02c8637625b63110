/// A feature's logic: its domain types and the behaviour that runs them, with no view.
///
/// A view-less `@Feature` enum already has everything this protocol asks for; declare
/// `: HasBehavior` in one line when it must be used through the protocol (a generic test
/// helper, a registry of features). Features with a view conform to ``Feature`` instead.
public protocol HasBehavior {
  /// The feature's state: a value.
  associatedtype State
  /// What can happen to the feature: the actions its behaviour handles.
  associatedtype Action
  /// The dependencies its effects reach through `ctx.environment`.
  associatedtype Environment

  /// The feature's logic, as a value the app lifts into its own behaviour. Nonisolated, so the
  /// app can build its behaviour anywhere.
  nonisolated static func behavior() -> Behavior<Action, State, Environment>
}
