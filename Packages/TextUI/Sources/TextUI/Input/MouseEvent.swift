/// A mouse report from a terminal in SGR mouse mode (`ESC [ < b ; x ; y M`, or `m` for a
/// release), decoded by ``KeyDecoder``.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// The left button came up.
    case release
    /// The wheel turned away from the user (content moves down: scroll up).
    case wheelUp
    /// The wheel turned towards the user (scroll down).
    case wheelDown
    /// The wheel tilted left, or turned away from the user with Shift held (scroll left).
    case wheelLeft
    /// The wheel tilted right, or turned towards the user with Shift held (scroll right).
    case wheelRight
  }

  /// What the mouse did.
  public var kind: Kind
  /// The column, 1 for the leftmost, as the terminal reports it.
  public var column: Int
  /// The row, 1 for the top, as the terminal reports it.
  public var row: Int

  /// A mouse event at `column` and `row` (both from 1).
  public init(_ kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }

  /// The event a report with button code `button` stands for, nil for the buttons and motions
  /// a text UI does not use (middle and right buttons, drags). The wheel with Shift held
  /// (4) scrolls sideways, as terminals report a tilted wheel (66 and 67) or not at all; the
  /// other modifier bits (Alt 8, Ctrl 16) are ignored.
  init?(button: Int, column: Int, row: Int, isRelease: Bool) {
    guard column >= 1, row >= 1 else { return nil }
    let isShifted = button & 4 != 0
    switch button & ~(4 | 8 | 16) {
    case 0: self.init(isRelease ? .release : .press, column: column, row: row)
    case 64: self.init(isShifted ? .wheelLeft : .wheelUp, column: column, row: row)
    case 65: self.init(isShifted ? .wheelRight : .wheelDown, column: column, row: row)
    case 66: self.init(.wheelLeft, column: column, row: row)
    case 67: self.init(.wheelRight, column: column, row: row)
    default: return nil
    }
  }
}
