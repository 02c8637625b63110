/// How a ``Picker`` shows its choices, set with ``Picker/pickerStyle(_:)``: SwiftUI's
/// `.menu`, `.segmented` and `.inline`.
public struct PickerStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case menu
    case segmented
    case inline
  }

  let kind: Kind

  /// The picker's default: ``menu``.
  public static let automatic = PickerStyle(kind: .menu)
  /// The label and the current choice behind one control; pressing it lists the choices below,
  /// picking one (or Esc) closes the list.
  public static let menu = PickerStyle(kind: .menu)
  /// The label then every choice side by side, the current one as `‹Choice›`.
  public static let segmented = PickerStyle(kind: .segmented)
  /// The label over every choice, one a line, the current one marked `●`.
  public static let inline = PickerStyle(kind: .inline)
}
