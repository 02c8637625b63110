/// One piece of user input, decoded: whatever way it arrived, it reaches the
/// ``InputInterpreter`` as one of these.
///
/// The terminal's bytes become keys (``KeyDecoder``, a mouse report among them), a piped or
/// scripted session's lines stay lines, and code may hand over a parsed ``Command``; nothing
/// before the interpreter decides what any of them means.
enum InputEvent: Hashable, Sendable {
  /// A key, a paste or a mouse report from a terminal in raw mode.
  case key(Key)
  /// A typed command line: a piped or scripted line, or the `:` line once Enter runs it.
  case line(String)
  /// A command already parsed.
  case command(Command)
}
