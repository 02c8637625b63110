import Foundation

/// An action that sets one field of a feature's state to a new value: what a view's binding
/// dispatches when the user edits the field, so that editing is an action like any other —
/// logged, recorded, replayed and asserted in tests.
///
/// A feature opts in once, with one case and one behaviour (TCA's `BindableAction` and
/// `BindingReducer()`):
///
/// ```swift
/// enum Action: BindableAction { case binding(BindingAction<State>); case save }
/// static func behavior() -> Behavior<Action, State, Environment> {
///   .combine(.binding(), .handle { action, _ in … })
/// }
/// ```
/// Views bind any field through it (`store.binding(\.title)`, in SwiftRexArchitecture), and tests
/// dispatch it by path: `store.dispatch(\.binding.title, "x") { $0.title = "x" }`.
///
/// Two binding actions are equal when they set the same field to equal values. One prints as
/// `.set(\State.title, "x")`. It is `Codable` when `Root` is (see ``init(from:)``), so a recording
/// writes and replays it.
public struct BindingAction<Root>: Sendable {
  /// The field's path below `Root` as its stored properties spell it (`title`,
  /// `address.street`), or `nil` when the key path goes through a computed property, whose name
  /// the runtime cannot tell.
  public let field: String?
  /// The key path set; `nil` for an action decoded from a recording, which knows only ``field``.
  let keyPath: (AnyKeyPath & Sendable)?
  /// The new value.
  let value: any Sendable
  /// Sets the field; `nil` for an action decoded from a recording, which patches the state's
  /// JSON instead (``patch(_:)``).
  let apply: (@Sendable (inout Root) -> Void)?
  /// The value as JSON, to write it and to compare a decoded action with a live one; `nil` when
  /// the value's type is not `Encodable`.
  let json: @Sendable () -> JSONFragment?

  /// Sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> BindingAction {
    BindingAction(
      field: fieldName(keyPath), keyPath: keyPath, value: value,
      apply: { $0[keyPath: keyPath] = value },
      json: { (value as? any Encodable).flatMap { try? JSONFragment(encoding: $0) } })
  }

  /// Sets the field `state` reaches to what the action holds: `BindingBehavior`'s whole work.
  public func apply(to state: inout Root) {
    if let apply { apply(&state) } else { patch(&state) }
  }

  /// The new value when the action sets the field at `keyPath`, `nil` otherwise.
  public func value<Value>(at keyPath: WritableKeyPath<Root, Value>) -> Value? {
    if let own = self.keyPath {
      return own == keyPath as AnyKeyPath ? value as? Value : nil
    }
    return field != nil && field == Self.fieldName(keyPath) ? value as? Value : nil
  }

  /// `title` for `\State.title`: the key path's description without its root type.
  static func fieldName(_ keyPath: AnyKeyPath) -> String? {
    let text = "\(keyPath)"
    guard !text.contains("<computed") else { return nil }
    let root = "\\\(Root.self)."
    if text.hasPrefix(root) { return String(text.dropFirst(root.count)) }
    return text.firstIndex(of: ".").map { String(text[text.index(after: $0)...]) }
  }
}
