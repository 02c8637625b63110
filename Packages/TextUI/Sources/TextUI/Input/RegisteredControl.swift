/// A control of the last frame with what using it does.
@MainActor
struct RegisteredControl {
  /// What using the handle does.
  enum Behavior {
    case press(@MainActor () -> Void)
    case edit(Binding<String>)
    case flip(Binding<Bool>)
    case dismiss(@MainActor () -> Void)
    /// A control in a row that was forgotten once laid out: found again when used
    /// (``ViewRenderer/behavior(at:)``).
    case deferred(RowLocator)
  }

  var kind: ControlKind
  var label: String
  var behavior: Behavior
  var layer: Int
  /// Where the control is in the view tree, as the focus remembers it.
  var target: FocusTarget
  /// Inside `.disabled(true)`: drawn dim, never focused, and refused when used.
  var isDisabled = false
}
