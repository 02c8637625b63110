/// What a view snapshot records of the rendered frame.
public enum SnapshotFormat: Sendable, Hashable {
  /// The characters a user sees, without colours or attributes. Trailing spaces are dropped from
  /// each row, since editors strip them from a source file and they cannot be seen anyway.
  case text
  /// The characters and the escape sequences that colour and style them, each ESC shown as `␛`
  /// so a snapshot stays readable (and printable) text: `␛[1mTitle␛[0m`.
  case styledText
}
