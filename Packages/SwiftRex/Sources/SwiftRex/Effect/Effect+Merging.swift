extension Effect {
  /// Both effects, run concurrently; allocates nothing when either is ``none``.
  @inlinable
  func merging(_ other: Effect) -> Effect {
    if other.isNone { return self }
    if isNone { return other }
    // Through `merge`, which splices short lists: merging behaviour after behaviour stays flat.
    return .merge([self, other])
  }
}
