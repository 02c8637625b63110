/// A control of the last frame with what using it does.
///
/// A frame keeps one per control — 300,000 for a piped list of 50,000 rows — so the stored
/// properties are ordered widest first (Swift lays them out as declared) and the two-closure
/// bindings are boxed: 64 bytes a control rather than 96.
@MainActor
struct RegisteredControl {
  /// What using the handle does.
  enum Behavior {
    case press(@MainActor () -> Void)
    // Boxed: a binding is two closures, which would make every control's behaviour that wide.
    indirect case edit(Binding<String>)
    indirect case flip(Binding<Bool>)
    case dismiss(@MainActor () -> Void)
    /// A control in a row that was forgotten once laid out: found again when used
    /// (``ViewRenderer/behavior(at:)``).
    case deferred(RowLocator)
  }

  var label: String
  /// Where the control is in the view tree, as the focus remembers it.
  var target: FocusTarget
  var layer: Int
  var behavior: Behavior
  var kind: ControlKind
  /// Inside `.disabled(true)`: drawn dim, never focused, and refused when used.
  var isDisabled = false

  init(
    kind: ControlKind, label: String, behavior: Behavior, layer: Int, target: FocusTarget,
    isDisabled: Bool = false
  ) {
    self.label = label
    self.target = target
    self.layer = layer
    self.behavior = behavior
    self.kind = kind
    self.isDisabled = isDisabled
  }
}
