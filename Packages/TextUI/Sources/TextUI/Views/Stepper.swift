/// A control that raises or lowers a value by a step, within bounds, as SwiftUI's `Stepper`:
/// drawn as `Label [n] - [m] +`.
///
/// ```swift
/// Stepper("Step: \(step)", value: $step, in: 1...10)
/// ```
///
/// draws `Step: 1 [1] - [2] +`. Each half is a button: Enter or Space while it has the focus, a
/// mouse click on it, or typing its number (`press 2`) steps the value. The value never leaves
/// `bounds`: a step that would pass a bound lands on it, and a value found outside them (or NaN)
/// is brought back in on the next step. The half that can go no further is drawn dim but keeps
/// its place in the focus order, so pressing Enter again at a bound does nothing rather than
/// moving on to another control. Stepping never overflows, even at `Int.max`.
///
/// As in SwiftUI, the label is what shows the value: the stepper draws only its buttons.
public struct Stepper<Label: View>: View {
  private let label: Label
  // Plain closures, as a view's own `var onSave: () -> Void`: made in a nonisolated `init`, they
  // reach the main actor only inside the view, where the button calls them.
  private let increment: () -> Void
  private let decrement: () -> Void
  private let canIncrement: Bool
  private let canDecrement: Bool

  /// A stepper showing `label` that changes `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    let current = value.wrappedValue
    // A value outside the bounds (or NaN, which is inside nothing) can always be stepped back in.
    let isInside = bounds.contains(current)
    canIncrement = !isInside || current < bounds.upperBound
    canDecrement = !isInside || current > bounds.lowerBound
    increment = { value.wrappedValue = StepArithmetic.stepped(value.wrappedValue, by: step, in: bounds) }
    decrement = { value.wrappedValue = StepArithmetic.stepped(value.wrappedValue, by: -step, in: bounds) }
  }

  /// A primitive: the renderer draws the label, then the decrement and increment buttons.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

// A primitive rather than a view with a body: a stepper's parent hands it new closures on every
// evaluation, so a body of its own would be evaluated, tracked and laid out apart every time its
// parent is, for nothing it does not already get from the parent's evaluation.
extension Stepper: PrimitiveView {
  /// What `HStack(spacing: 1) { label; Button(…) { Text("-") }; Button(…) { Text("+") } }`
  /// resolves to, at the same paths, built directly: the stack of a generic label is a type the
  /// runtime would otherwise look up, and its tuple a pack walked, on every resolution.
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let content = path.appending(.role("hstack"))
    let children: [Element] = [
      scope.resolve(label, at: content.appending(.index(0))),
      scope.resolve(
        Button(action: decrement) { Text("-").foregroundStyle(canDecrement ? .primary : .secondary) },
        at: content.appending(.index(1))),
      scope.resolve(
        Button(action: increment) { Text("+").foregroundStyle(canIncrement ? .primary : .secondary) },
        at: content.appending(.index(2))),
    ]
    return .horizontalStack([.group(children)], spacing: 1, alignment: nil)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` that changes `value` by `step` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
}
