extension Effect {
  /// Both effects, run concurrently; allocates nothing when either is ``none``.
  @inlinable
  func merging(_ other: Effect) -> Effect {
    if other.node.isNone { return self }
    if node.isNone { return other }
    return Effect(node: .merge([node, other.node]))
  }
}
