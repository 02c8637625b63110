/// Stepping a value within bounds without trapping: what a ``Stepper`` does to its value.
enum StepArithmetic {
  /// `value` moved by `step`, kept within `bounds`: a step past a bound lands on it, and a value
  /// outside the bounds, or one that compares with nothing (NaN), is brought back in first
  /// (``clamped(_:to:)``). Never overflows: the room left up to the bound is compared with the
  /// step before the step is taken.
  static func stepped<V: Strideable>(_ value: V, by step: V.Stride, in bounds: ClosedRange<V>) -> V {
    guard bounds.contains(value) else { return clamped(value, to: bounds) }
    let isUp = step > 0
    let target = isUp ? bounds.upperBound : bounds.lowerBound
    // Nil when the room is more than any stride can count: then every step fits.
    guard let room = room(from: value, to: target) else { return value.advanced(by: step) }
    let fits = isUp ? step <= room : step >= room
    return fits ? value.advanced(by: step) : target
  }

  /// `value` brought into `bounds`; NaN comes to the lower bound.
  static func clamped<V: Comparable>(_ value: V, to bounds: ClosedRange<V>) -> V {
    if value > bounds.upperBound { return bounds.upperBound }
    if value >= bounds.lowerBound { return value }
    return bounds.lowerBound
  }

  /// `from.distance(to: to)`, or nil when that does not fit in the stride: for fixed-width
  /// integers, whose `distance(to:)` traps then (`Int.min` to `Int.max`, or any two `UInt`s far
  /// apart).
  private static func room<V: Strideable>(from: V, to: V) -> V.Stride? {
    guard let from = from as? any FixedWidthInteger else { return from.distance(to: to) }
    return integerRoom(from: from, to: to) as? V.Stride
  }

  /// The distance from `from` to `to` (the same integer type), computed without trapping; nil
  /// when it does not fit in the type's stride.
  private static func integerRoom<I: FixedWidthInteger>(from: I, to: some Strideable) -> I.Stride? {
    guard let to = to as? I else { return nil }
    let (magnitude, overflow) =
      to >= from ? to.subtractingReportingOverflow(from) : from.subtractingReportingOverflow(to)
    guard !overflow, let stride = I.Stride(exactly: magnitude) else { return nil }
    return to >= from ? stride : 0 - stride
  }
}
