/// An action with a case for binding actions, `case binding(BindingAction<State>)`: what a
/// feature declares to let views bind any field of its state (TCA's `BindableAction`).
///
/// The enum case itself satisfies ``binding(_:)``, and `@Prisms` generates ``binding`` (its case
/// key path), so conforming takes no code:
///
/// ```swift
/// @Prisms enum Action: BindableAction { case binding(BindingAction<State>); case save }
/// ```
/// Add ``Behavior/binding()`` to the feature's behaviour to apply them.
public protocol BindableAction: Sendable {
  /// The state whose fields the binding actions set.
  associatedtype State

  /// The action carrying `action`: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action, when this is one: the case key path `\.binding`.
  var binding: BindingAction<State>? { get }
}
