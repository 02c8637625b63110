/// A stored property of a view that keeps its value at the view's place in the tree
/// (``State``): the renderer links it to that place's storage before evaluating the body.
protocol StateProperty {
  /// Points this property at the storage `slots` keeps under `key` (the property's name), or
  /// hands its own storage, holding the initial value, to `slots` when there is none yet.
  @MainActor func link(to slots: StateSlots, as key: String)
}
