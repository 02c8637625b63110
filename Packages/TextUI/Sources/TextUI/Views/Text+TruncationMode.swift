extension Text {
  /// Where text cut to its line limit loses its characters, marked by an ellipsis, as in
  /// SwiftUI (``View/truncationMode(_:)``).
  public enum TruncationMode: Hashable, Sendable {
    /// At the start of the last line shown: `…end of it`.
    case head
    /// In the middle of the last line shown: `sta…end`.
    case middle
    /// At the end of the last line shown: `start of…`, the default.
    case tail
  }
}
