/// The writing half of a store binding: which action a new value is dispatched as. Written
/// `.action(\.case)`, `.action(prism)` or `.action(review: { value in … })`.
public struct BindingActionLane<Action, Value> {
  let embed: (Value) -> Action

  /// Dispatches the case that `casePath` (a case key path from `@Prisms`) names, with the new
  /// value as its payload.
  public static func action(_ casePath: KeyPath<Action, Value?>) -> BindingActionLane
  where Action: HasCasePrisms {
    let prism = Prism(casePath)
    return BindingActionLane(embed: prism.review)
  }

  /// Dispatches the new value embedded through `prism`.
  public static func action(_ prism: Prism<Action, Value>) -> BindingActionLane {
    BindingActionLane(embed: prism.review)
  }

  /// Dispatches the action `review` makes of the new value: a case constructor
  /// (`ViewAction.editedPowers`) or a closure (`{ _ in .tappedRetirement }`).
  public static func action(review: @escaping (Value) -> Action) -> BindingActionLane {
    BindingActionLane(embed: review)
  }
}
