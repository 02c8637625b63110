extension Case {
  /// The action of the stack element whose id is `id`: `\.path[id: 0].detail.saved` addresses
  /// `.path(.element(id: 0, action: .detail(.saved(…))))`.
  public subscript<Element, ElementAction>(id id: StackElementID) -> Case<Root, ElementAction>
  where Value == StackAction<Element, ElementAction> {
    appending(
      extract: { action in
        guard case .element(id, let elementAction) = action else { return nil }
        return elementAction
      },
      embed: { .element(id: id, action: $0) })
  }
}
