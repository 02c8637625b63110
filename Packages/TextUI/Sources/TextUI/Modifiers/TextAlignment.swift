/// How the lines of a multi-line text line up with each other, as in SwiftUI
/// (``View/multilineTextAlignment(_:)``).
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge of the text.
  case leading
  /// Centred on the text's widest line.
  case center
  /// Against the right edge of the text.
  case trailing
}
