extension Effect {
  /// Both effects, run concurrently; allocates nothing when either is ``none``.
  @inlinable
  func merging(_ other: Effect) -> Effect {
    if other.node.isNone { return self }
    if node.isNone { return other }
    // Through `merge` so that merging behaviour after behaviour stays one flat list.
    return .merge([self, other])
  }
}
