/// One key press (or one paste) decoded from a terminal's raw input by ``KeyDecoder``.
///
/// Modifiers on arrows and editing keys (Ctrl-Up, Shift-Delete) are not kept: a text UI moves
/// the same way with or without them, and terminals disagree on which chords they report.
public enum Key: Hashable, Sendable {
  /// Printable text: one Unicode scalar, which may be several UTF-8 bytes (é, 漢, 🙂), or a space.
  case character(Character)
  /// Return or Enter: CR or LF, with a CR LF pair counted once.
  case enter
  /// Tab (0x09).
  case tab
  /// Shift-Tab, which terminals send as `ESC [ Z`.
  case backTab
  /// Backspace: DEL (0x7F), which most terminals send, or BS (0x08), which some send instead.
  case backspace
  /// Forward delete (`ESC [ 3 ~`).
  case delete
  /// The Esc key: an ESC that nothing followed before ``KeyDecoder/flush()``, or one followed
  /// by another ESC.
  case escape
  /// Arrow up (`ESC [ A` or `ESC O A`).
  case up
  /// Arrow down (`ESC [ B` or `ESC O B`).
  case down
  /// Arrow right (`ESC [ C` or `ESC O C`).
  case right
  /// Arrow left (`ESC [ D` or `ESC O D`).
  case left
  /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~`).
  case home
  /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~` or `ESC [ 8 ~`).
  case end
  /// Page up (`ESC [ 5 ~`).
  case pageUp
  /// Page down (`ESC [ 6 ~`).
  case pageDown
  /// A control chord without a key of its own: the lowercase letter for Ctrl-A...Ctrl-Z (`"c"`
  /// for Ctrl-C), or `"\\"`, `"]"`, `"^"`, `"_"` for 0x1C...0x1F.
  case control(Character)
  /// Text pasted while bracketed paste mode is on, delivered whole so that pasted newlines are
  /// not taken for Enter. Line breaks are `"\n"`; other control characters except tab are removed.
  case paste(String)
  /// A mouse click or wheel turn, reported while the terminal's SGR mouse mode is on.
  case mouse(MouseEvent)
}
