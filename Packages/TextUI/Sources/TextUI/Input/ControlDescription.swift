/// A control shown in a frame, as the user sees it: its handle, kind and label.
public struct ControlDescription: Hashable, Sendable {
  /// The number typed to use the control, shown as `[n]`.
  public let handle: Int
  // The label before the byte-sized properties: a frame lists every control, 32 bytes each.
  /// The control's label (a button's title, a field's label).
  public let label: String
  /// What using the handle does.
  public let kind: ControlKind
  /// False when the control is behind an open sheet.
  public let isReachable: Bool
  /// True inside `.disabled(true)`: the control is shown but cannot be used.
  public let isDisabled: Bool

  /// Describes a control.
  public init(handle: Int, kind: ControlKind, label: String, isReachable: Bool, isDisabled: Bool = false) {
    self.handle = handle
    self.kind = kind
    self.label = label
    self.isReachable = isReachable
    self.isDisabled = isDisabled
  }
}
