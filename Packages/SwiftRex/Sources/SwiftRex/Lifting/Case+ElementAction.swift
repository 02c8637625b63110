extension Case {
  /// The action of the collection element whose id is `id`: `\.rows[id: x].child.response.success`
  /// addresses `.rows(ElementAction(id: x, action: .child(.response(.success(…)))))`.
  public subscript<ID, ChildAction>(id id: ID) -> Case<Root, ChildAction>
  where Value == ElementAction<ID, ChildAction> {
    appending(
      extract: { $0.id == id ? $0.action : nil },
      embed: { ElementAction(id: id, action: $0) })
  }
}
