/// The constants of the recording format, kept out of the generic types so they can be stored.
///
/// A recording is JSON Lines: a header line (``RecordingHeader``'s fields and the initial state),
/// one line per dispatched action, in the order the store processed them, and a last line with
/// the number of actions and the final state. Every line ends with a newline, so a file cut off
/// mid-line is told apart from a complete one.
public enum RecordingFormat {
  /// The value of every header's `format` field.
  public static let name = "swiftrex-recording"
  /// The version this library writes, and the newest it reads.
  public static let version = 1
}
