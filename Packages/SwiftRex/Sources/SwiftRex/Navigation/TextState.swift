/// A piece of text kept in state: an alert's title, a button's label, a dialog's message.
///
/// State holds text as a value rather than as a view-layer type so that reducers can build it,
/// tests can compare it, and any front end (a terminal UI, SwiftUI) can present it its own way.
///
/// ```swift
/// let title = TextState("Delete?")
/// let label: TextState = "Cancel"
/// ```
public struct TextState: Hashable, Sendable {
  /// The text, exactly as it will be presented.
  public var string: String

  /// Text that presents `string` as written.
  public init(_ string: String) {
    self.string = string
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Text from a literal: `let label: TextState = "Cancel"`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Text from an interpolated literal: `let title: TextState = "Delete \(count) items?"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }
}

extension TextState: CustomStringConvertible {
  /// The plain text, so that `"\(title)"` and `print(title)` show what the user reads.
  public var description: String { string }
}

extension TextState: CustomReflectable {
  /// The text as a one-element tuple of its string.
  ///
  /// State diffs and test failures are built from mirrors. The default mirror would print a
  /// struct with a `string:` field on three lines; a single-element tuple is unwrapped by the diff
  /// engine, so the text reads as a quoted string, `title: "Delete?"`, exactly like a `String`
  /// field, and an empty text stays visible as `""`.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: [string], displayStyle: .tuple)
  }
}

// Codable so states holding alerts can be recorded (SwiftRexRecording) and saved.
extension TextState: Codable {}
